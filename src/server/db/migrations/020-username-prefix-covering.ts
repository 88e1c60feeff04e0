/**
 * Issue 40 (the server at 1,000,000 rows): a short search sorted by username (the screen's default) walked the
 * username index filtering each row, and the members of a prefix such as "ma" come after every "a…" to "l…":
 * 2.6 s at 1,000,000 members. The prefix's range now gives the page's sort columns from the index alone: the
 * folded username's text_pattern_ops index of migration 016 carries the username and the id, so the
 * range is read without the table and sorted (77–97 ms for 108,109 matches); its counts stay index-only.
 */
export const id = '020-username-prefix-covering';
export const sql = /* sql */ `
create index if not exists members_username_folded_prefix_cover_idx on members (username_folded text_pattern_ops) include (username, id);
drop index if exists members_username_folded_prefix_idx;
`;

/**
 * Issue 40 (the server at 1,000,000 rows): a members search of one or two characters has no trigram for the
 * folded username's trigram index (migration 009) to look up; it read every member (25 s at 1,000,000). Such a
 * term matches the beginning of the username (src/server/routes/members-query.ts). The folded username is
 * kept in a stored column (fold_text is costly per row: a filter or count over 100,000 rows recomputing it
 * took 3–5 s), with a text_pattern_ops index that answers a prefix as a range and its count from the index.
 */
export const id = '016-username-prefix';
export const sql = /* sql */ `
alter table members add column if not exists username_folded text generated always as (fold_text(username)) stored;
create index if not exists members_username_folded_prefix_idx on members (username_folded text_pattern_ops);
`;

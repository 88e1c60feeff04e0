/**
 * Issue 40 (the server at 1,000,000 rows): the search box's substring match ran through the trigram index of
 * the expression fold_text(username) (migration 009), then rechecked each candidate by computing fold_text
 * again: ~25 µs a row, 330 ms for a term matching 13,514 of 1,000,000 members. The trigram index is now on the
 * stored folded username (migration 016), whose recheck is a plain LIKE on a column (the same page: 34 ms);
 * the expression index has no query left and goes.
 */
export const id = '019-folded-username-trigrams';
export const sql = /* sql */ `
create index if not exists members_username_folded_trgm_idx on members using gin (username_folded public.gin_trgm_ops);
drop index if exists members_username_fold_trgm_idx;
`;

/**
 * Search (issue 38, item 1): an exact name first. A name that is exactly the text is found through its own
 * btree lookup, case and accents ignored (fold_text of migration 009), however many names begin with the
 * text: the trigram indexes would hand over every name holding the text's trigrams (4,000 rows for "rossi"
 * at 300,000 members) to be checked one by one. Written as the search writes them (routes/search.ts).
 */
export const id = '012-search-exact-names';
export const sql = /* sql */ `
create index if not exists members_name_fold_idx on members
  (fold_text(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))));
create index if not exists companies_name_fold_idx on companies (fold_text(name));
create index if not exists products_name_fold_idx on products (fold_text(name)) where deleted_at is null;
`;

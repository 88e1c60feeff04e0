/**
 * Issue 40 (the server at 1,000,000 rows): a short search within a country (`username=a&country=IT`) read the
 * prefix's range of migration 016 and then each row for its country (~200 ms at 1,000,000). The country and the
 * folded username in one index answer the page and the count as one range.
 */
export const id = '018-country-username-prefix';
export const sql = /* sql */ `
create index if not exists members_country_username_folded_idx on members (country, username_folded text_pattern_ops);
`;

/**
 * Accent-insensitive username search (issue 37, item 7): `fold_text(t)` is `t` in lower case with the
 * accents of Latin letters taken off (é, È, ñ, ç, ł... become e, e, n, c, l), in SQL alone (PGlite has no
 * unaccent extension), and a trigram index on the folded username so that `GET /members?username=` stays
 * an index search when both sides are folded. The letters are listed here, not looked up: the same on
 * every database, whatever its collation (lower() of a C collation leaves É as it is). The function is made
 * in the schema of the migration (the first of the search path), like the tables, and called unqualified.
 */
const from: string[] = [];
const to: string[] = [];
for (let cp = 0x41; cp <= 0x5a; cp++) {
  from.push(String.fromCodePoint(cp));
  to.push(String.fromCodePoint(cp + 32));
}
for (let cp = 0xc0; cp <= 0x17f; cp++) {
  const ch = String.fromCodePoint(cp);
  const base = ch.normalize('NFD')[0]!;
  if (base !== ch && /^[A-Za-z]$/.test(base)) {
    from.push(ch);
    to.push(base.toLowerCase());
  }
}
// Letters without a decomposition that people type without their stroke.
for (const [a, b] of [
  ['Ø', 'o'],
  ['ø', 'o'],
  ['Đ', 'd'],
  ['đ', 'd'],
  ['Ł', 'l'],
  ['ł', 'l'],
  ['Ħ', 'h'],
  ['ħ', 'h'],
  ['ı', 'i'],
] as const) {
  from.push(a);
  to.push(b);
}

/** The characters fold_text replaces and what it puts instead (the same length: translate's pairs). */
export const FOLD_FROM = from.join('');
export const FOLD_TO = to.join('');

export const id = '009-folded-username';
export const sql = /* sql */ `
create or replace function fold_text(t text) returns text
  language sql immutable parallel safe
  as $fold$ select translate(lower(t), '${FOLD_FROM}', '${FOLD_TO}') $fold$;
create index if not exists members_username_fold_trgm_idx on members using gin (fold_text(username) public.gin_trgm_ops);
`;

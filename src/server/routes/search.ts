import { Hono, type MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES, searchQuery, type SearchQuery, type SearchResults } from '../../api/contract/index.js';
import { pgCode, type Db, type Queryable } from '../db/types.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { looksAuthenticated, requireAdmin } from '../lib/auth.js';
import { admission, Gate } from '../lib/admission.js';
import { HttpError } from '../lib/http-error.js';
import { query } from '../lib/validate.js';
import { DISPLAY_NAME_SQL } from '../lib/audit.js';

/** Candidates of one tier that are ranked at most (see SEARCH_SQL). */
export const SEARCH_CANDIDATES = 200;

/** The text of a LIKE pattern matching `s` literally (\, % and _ escaped; backslash is LIKE's escape). */
const literal = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

// The expressions of the trigram indexes of migration 006 (written the same, or the index is not used).
const NAME = `lower(coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, ''))`;
const LOCAL = `lower(split_part(m.email, '@', 1))`;

/**
 * What a text can be looked up by. Trigram indexes narrow a search only by the trigrams of its words
 * (letters and digits): a prefix needs the text to begin with one, a substring or similarity needs three
 * in a row; without them the index would hand over every row. A text with an @ is (part of) an e-mail
 * address: only members' e-mails are searched, by the whole address and its beginning.
 */
interface Shape {
  names: boolean;
  prefix: boolean;
  trigrams: boolean;
}

export const shapeOf = (text: string): Shape => ({
  names: !text.includes('@'),
  prefix: /^[\p{L}\p{N}]/u.test(text),
  trigrams: /[\p{L}\p{N}]{3}/u.test(text),
});

/**
 * One group: tier 0 (exact), 1 (prefix), 2 (a later word's prefix), 3 (substring), 4 (similar words), each a
 * materialised CTE of ids from its own index scans, so an exact name is found however many names it begins.
 * The tiers from 2 on run only when the tiers before them found fewer rows than asked for (a one-time filter:
 * their scans are not started at all). Each tier takes at most SEARCH_CANDIDATES rows from its index scans,
 * in the table's order, before ranking: a text that begins ten thousand names costs the first 200 of them.
 */
function tiers(g: string, table: string, where: string, conds: string[][]) {
  const names: string[] = [];
  const ctes: string[] = [];
  conds.forEach((tierConds, tier) => {
    const before = [...names];
    const name = `${g}${tier}`;
    names.push(name);
    const gate = tier >= 2 ? ` and ${before.map((b) => `(select count(*) from ${b})`).join(' + ')} < $5::int` : '';
    const body = tierConds.length
      ? `select c.id, ${tier} as tier from (
      select ${g}.id from ${table} ${g} where ${where}${gate} and (${tierConds.join(' or ')}) limit ${SEARCH_CANDIDATES}) c
    ${before.length ? `where ${before.map((b) => `c.id not in (select id from ${b})`).join(' and ')}` : ''}`
      : 'select null::int as id, 0 as tier where false';
    ctes.push(`${name} as materialized (${body})`);
  });
  return { ctes, union: names.map((n) => `select * from ${n}`).join(' union all ') };
}

const empty = `'[]'::json`;

/** A member's whole name folded, as the btree index of migration 012 has it (written the same). */
const FOLDED_NAME = `fold_text(trim(coalesce(m.first_name, '') || ' ' || coalesce(m.last_name, '')))`;

/**
 * How a folded name matches the text, case and accents ignored, as the palette ranks (ui/text-match.ts): 0 the
 * whole name, 1 its beginning, 2 a later word's beginning, 3 inside, 4 not at all (found by an e-mail, a VAT
 * or a similar word). `q` holds the text and its patterns folded once, `f` a candidate's names folded once
 * (offset 0: not inlined, so not folded again in each branch); computed on the candidates only.
 */
const rankOf = (folded: string) =>
  `(case when ${folded} = q.exact then 0 when ${folded} like q.prefix then 1 when ${folded} like q.word then 2 when ${folded} like q.inside then 3 else 4 end)`;
const FOLDED_ARGS = `(select fold_text($1) as exact, fold_text($2) as prefix, fold_text($3) as word, fold_text($4) as inside) q`;

/**
 * GET /search in one statement. $1 the text lower-cased, $2 'text%', $3 '% text%' (a later word begins
 * with it), $4 '%text%' (LIKE patterns, wildcards escaped), $5 the limit per group. Ranking in each
 * group: the better of the tier that found it (exact e-mail, VAT, name or username; then prefixes of
 * a name, username, e-mail or VAT; then a later word of a name; then substrings; then words similar to
 * the text: pg_trgm's word similarity, threshold 0.6) and how its name matches with accents ignored
 * (rankOf), then word similarity to the text, then name, then id.
 */
function searchSql(s: Shape): string {
  const ifp = (conds: string[]) => (s.prefix ? conds : []);
  const ift = (conds: string[]) => (s.trigrams ? conds : []);
  const m = tiers('m', 'members', 'true', [
    ['lower(m.email) = $1', ...(s.names ? [`${FOLDED_NAME} = fold_text($1)`, 'lower(m.username) = $1'] : [])],
    ['lower(m.email) like $2', ...(s.names ? ifp(['m.username ilike $2', `${NAME} like $2`]) : [])],
    s.names ? ifp([`${NAME} like $3`]) : [],
    s.names ? ift([`${NAME} like $4`, 'm.username ilike $4', `${LOCAL} like $4`]) : [],
    s.names ? ift([`$1 <% ${NAME}`, '$1 <% m.username']) : [],
  ]);
  const c = tiers('c', 'companies', 'true', [
    ['lower(c.vat) = $1', 'fold_text(c.name) = fold_text($1)'],
    ['lower(c.vat) like $2', ...ifp(['c.name ilike $2'])],
    ifp(['c.name ilike $3']),
    ift(['c.name ilike $4', 'lower(c.vat) like $4']),
    ift(['$1 <% c.name']),
  ]);
  const p = tiers('p', 'products', 'p.deleted_at is null', [
    ['fold_text(p.name) = fold_text($1)'],
    ifp(['p.name ilike $2']),
    ifp(['p.name ilike $3']),
    ift(['p.name ilike $4']),
    ift(['$1 <% p.name']),
  ]);
  // Every parameter typed, whether this shape uses it or not.
  const args = 'args as (select $1::text, $2::text, $3::text, $4::text, $5::int)';
  const ctes = [args, ...m.ctes, ...(s.names ? [...c.ctes, ...p.ctes] : [])];
  return /* sql */ `
with ${ctes.join(',\n')}
select
  (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'username', username, 'email', email, 'enabled', enabled)
                            order by rk, sim desc, lower(name), id), ${empty})
     from (select m.id, ${DISPLAY_NAME_SQL('m')} as name, m.username, m.email, m.enabled,
                  least(h.tier, ${rankOf('f.name')}, ${rankOf('f.username')}) as rk,
                  greatest(word_similarity($1, ${NAME}), word_similarity($1, coalesce(m.username, '')), word_similarity($1, lower(m.email))) as sim
             from (${m.union}) h join members m on m.id = h.id cross join ${FOLDED_ARGS}
             cross join lateral (select ${FOLDED_NAME} as name, fold_text(coalesce(m.username, '')) as username offset 0) f
            order by rk, sim desc, lower(${DISPLAY_NAME_SQL('m')}), m.id limit $5::int) x) as members,
  ${
    !s.names
      ? empty
      : `(select coalesce(json_agg(json_build_object('id', id, 'name', name, 'vat', vat, 'country', country, 'memberId', member_id)
                            order by rk, sim desc, lower(name), id), ${empty})
     from (select c.id, c.name, c.vat, c.country, c.member_id, least(h.tier, ${rankOf('f.name')}) as rk,
                  greatest(word_similarity($1, c.name), word_similarity($1, coalesce(c.vat, ''))) as sim
             from (${c.union}) h join companies c on c.id = h.id cross join ${FOLDED_ARGS}
             cross join lateral (select fold_text(c.name) as name offset 0) f
            order by rk, sim desc, lower(c.name), c.id limit $5::int) x)`
  } as companies,
  ${
    !s.names
      ? empty
      : `(select coalesce(json_agg(json_build_object('id', id, 'name', name, 'companyId', company_id, 'companyName', company_name)
                            order by rk, sim desc, lower(name), id), ${empty})
     from (select p.id, p.name, p.company_id, co.name as company_name, least(h.tier, ${rankOf('f.name')}) as rk,
                  word_similarity($1, p.name) as sim
             from (${p.union}) h join products p on p.id = h.id join companies co on co.id = p.company_id cross join ${FOLDED_ARGS}
             cross join lateral (select fold_text(p.name) as name offset 0) f
            order by rk, sim desc, lower(p.name), p.id limit $5::int) x)`
  } as products`;
}

const statements = new Map<string, string>();
const sqlFor = (s: Shape) => {
  const key = `${+s.names}${+s.prefix}${+s.trigrams}`;
  let sql = statements.get(key);
  if (!sql) statements.set(key, (sql = searchSql(s)));
  return sql;
};

/** Members, companies and products matching `q`, best first in each group, at most `limit` of each. */
export async function searchAll(db: Queryable, q: SearchQuery): Promise<SearchResults> {
  const text = q.q.toLowerCase();
  const lit = literal(text);
  const { rows } = await db.query<SearchResults>(sqlFor(shapeOf(text)), [text, `${lit}%`, `% ${lit}%`, `%${lit}%`, q.limit]);
  const r = rows[0]!;
  return { members: r.members, companies: r.companies, products: r.products };
}

/**
 * The planner settings of a search on PostgreSQL, for its transaction only (issue 40). Every part of the
 * statement has an index (tests/server/query-plans.test.ts checks them under these settings), but for the
 * similar-words tier the planner's cost of a trigram condition is one operator call: it reads the table in
 * order until 200 rows pass, about 15,000 names and 150 ms at 1,000,000 members for `schneidr`, where the
 * trigram GIN index hands over its candidates in about 10 ms. With sequential scans off each tier runs from
 * its indexes, as the plan test has them.
 */
export const SEARCH_SETTINGS_SQL = `select set_config('enable_seqscan', 'off', true)`;

/**
 * searchAll as the route runs it: on PostgreSQL in a transaction of its own under SEARCH_SETTINGS_SQL and a
 * statement timeout of `timeoutMs` (0: the server's own); elsewhere as it is (PGlite: the demo's tables, one
 * search at a time).
 */
export async function searchIn(db: Db, q: SearchQuery, timeoutMs = 0): Promise<SearchResults> {
  if (db.kind !== 'pg') return searchAll(db, q);
  return db.transaction(async (tx) => {
    await tx.query(SEARCH_SETTINGS_SQL);
    if (timeoutMs > 0) await tx.query(`select set_config('statement_timeout', $1, true)`, [String(Math.ceil(timeoutMs))]);
    return searchAll(tx, q);
  });
}

/** How many searches run at once, how many wait, and how long one may run (issue 33, T3). */
export interface SearchLimits {
  /** Searches at once (default 1 on PGlite, whose queries share one thread; 4 on PostgreSQL). */
  concurrency: number;
  /** Searches waiting for the lane before a 503 (default 16). */
  queue: number;
  /** PostgreSQL's statement timeout of one search, ms (default 3000; PGlite has none: the lane bounds it). */
  timeoutMs: number;
}

export const searchLimits = (kind: 'pglite' | 'pg' | undefined, o: Partial<SearchLimits> = {}): SearchLimits => ({
  concurrency: kind === 'pg' ? 4 : 1,
  queue: 16,
  timeoutMs: 3000,
  ...o,
});

/**
 * The search lane: a gate of its own that a search passes before the admission gate of /v1, so 40
 * searches at once hold `concurrency` places of that gate and wait here, while other calls and /health
 * are admitted (40 concurrent searches used to stall /health for 13 s on PGlite). A request without a
 * validly signed token is refused before it takes a place (the route's own 401).
 */
export function searchLane(deps: Deps, limits: SearchLimits): MiddlewareHandler<AppEnv> {
  const lane = admission(new Gate(limits.concurrency, limits.queue), 'Too many searches at once, retry in a moment');
  return async (c, next) => {
    if (!(await looksAuthenticated(deps.jwtKey, c.req.header('authorization'))))
      throw new HttpError(401, AUTH_MESSAGES.invalidToken, {}, 'invalid_token');
    return lane(c, next);
  };
}

const tooLong = () =>
  new HttpError(503, 'The search took too long: try a longer or more precise text', { 'Retry-After': '1' }, 'search_timeout');

/** GET /v1/search?q=&limit=: administrators only. On PostgreSQL each search runs under a statement timeout (searchIn). */
export function searchRoutes(deps: Deps, limits: SearchLimits = searchLimits(deps.db.kind)) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin(deps));
  r.get('/', async (c) => {
    const q = query(c, searchQuery);
    try {
      return c.json({ data: await searchIn(deps.db, q, limits.timeoutMs > 0 ? limits.timeoutMs : 0) });
    } catch (e) {
      if (pgCode(e) === '57014') throw tooLong(); // query_canceled: the statement timeout
      throw e;
    }
  });
  return r;
}

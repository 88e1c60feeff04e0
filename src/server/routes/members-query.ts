import type { MemberListQuery, MemberSortKey } from '../../api/contract/index.js';
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/types.js';
import { badRequest } from '../lib/http-error.js';
import { containsPattern, isoTime, paginationOf, prefixPattern, Where } from '../lib/sql.js';
import { MEMBERS_TOTAL_SQL, memberCountSql } from '../lib/audience.js';

const SORT: Record<MemberSortKey, string> = {
  firstName: 'm.first_name',
  lastName: 'm.last_name',
  username: 'm.username',
  region: 'm.region',
  country: 'm.country',
  province: 'm.province',
  city: 'm.city',
};

/** Columns of one member row of the contract, from alias m. */
export const memberColumns = `m.id, m.first_name as "firstName", m.last_name as "lastName", m.username, m.email,
  m.cellphone, m.country, m.region, m.province, m.city, m.zip, m.enabled,
  (not m.activated and not m.disabled_by_admin) as pending,
  json_build_object('name', m.role, 'owner', m.owner) as role,
  coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.id)
            from companies c where c.member_id = m.id), '[]'::json) as companies`;

type Row = Record<string, unknown> & { companies: unknown[] };
const withBusiness = (r: Row) => ({ ...r, isBusiness: r.companies.length > 0 });

export async function memberById(q: Queryable, id: number) {
  const { rows } = await q.query<Row>(`select ${memberColumns} from members m where m.id = $1`, [id]);
  return rows[0] ? withBusiness(rows[0]) : null;
}

type DetailRow = Row & { createdAt: Date | string; lastSeenAt: Date | string | null; activated: boolean };

/** GET /members/{id}: the list's fields, creation and last-seen times, activation; null when unknown. */
export async function memberDetailById(q: Queryable, id: number) {
  const { rows } = await q.query<DetailRow>(
    `select ${memberColumns}, m.created_at as "createdAt", m.last_seen_at as "lastSeenAt", m.activated from members m where m.id = $1`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  return { ...withBusiness(r), createdAt: isoTime(r.createdAt), lastSeenAt: r.lastSeenAt === null ? null : isoTime(r.lastSeenAt) };
}

/**
 * A members cursor: the sort and filters it was made for, the last row's sort value and id, and the
 * count of the first page (cursor pages do not count again). Opaque to clients: base64url of JSON.
 */
interface Cursor {
  o: MemberSortKey;
  d: 'asc' | 'desc';
  f: string;
  v: string | null;
  i: number;
  n: number;
}

/** The filters a cursor belongs to, as a short digest: a cursor reused with other filters is refused. */
const filtersDigest = (q: MemberListQuery) =>
  createHash('sha256')
    // enabled is appended only when set: cursors made before it existed stay valid.
    .update(
      JSON.stringify([
        q.username ?? null,
        q.country ?? null,
        q.withoutCompanies ?? null,
        q.ids ?? null,
        ...(q.enabled === undefined ? [] : [q.enabled]),
      ]),
    )
    .digest('base64url')
    .slice(0, 12);

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.o, c.d, c.f, c.v, c.i, c.n])).toString('base64url');

const invalidCursor = (why: string) =>
  badRequest(`cursor is not valid: ${why}; pass the nextCursor of the previous page`, 'invalid_cursor');

function decodeCursor(raw: string, q: MemberListQuery): Cursor {
  let a: unknown;
  try {
    a = JSON.parse(Buffer.from(raw, 'base64url').toString());
  } catch {
    throw invalidCursor('it is not one this server made');
  }
  if (!Array.isArray(a) || a.length !== 6) throw invalidCursor('it is not one this server made');
  const [o, d, f, v, i, n] = a as unknown[];
  const isId = (x: unknown): x is number => Number.isInteger(x) && (x as number) > 0 && (x as number) <= 2_147_483_647;
  if (
    typeof o !== 'string' ||
    !(o in SORT) ||
    (d !== 'asc' && d !== 'desc') ||
    typeof f !== 'string' ||
    !(v === null || (typeof v === 'string' && v.length <= 500)) ||
    !isId(i) ||
    !(Number.isInteger(n) && (n as number) >= 0)
  )
    throw invalidCursor('it is not one this server made');
  const c: Cursor = { o: o as MemberSortKey, d, f, v, i, n: n as number };
  if (c.o !== q.orderBy || c.d !== q.orderDirection || c.f !== filtersDigest(q))
    throw invalidCursor('it was made for another sort or other filters');
  return c;
}

/**
 * The count of a members list, exact (issue 40, docs/api.md): without filters the row count of migration 014,
 * with `enabled=true` alone that less the disabled members (a partial index), else count(*) on the filters.
 */
function countOf(q: MemberListQuery, where: string, short: ShortSearch | null): string {
  if (short) {
    // A prefix's matches counted from its index alone (an index-only range: 14 ms for 94,595 of 1,000,000), plus
    // the members found by their email only; not one bitmap OR, which reads every matching row (270 ms).
    const rest = short.rest.map((c) => ` and ${c}`).join('');
    return `select ((select count(*) from members m where ${short.username}${rest})
      + (select count(*) from members m where ${short.email} and not coalesce(${short.username}, false)${rest}))::int as n`;
  }
  // By country and state only: the counts kept by migration 017 (the country is the first parameter).
  const counted = !q.username && !q.withoutCompanies && !q.ids;
  if (counted && !q.country && q.enabled === undefined) return `select ${MEMBERS_TOTAL_SQL}::int as n`;
  if (counted) return `select ${memberCountSql(q.country ? '$1' : null, q.enabled)}::int as n`;
  return `select count(*)::int as n from members m ${where}`;
}

/**
 * From this many rows skipped a page is counted before it is read, and read from the end when it is in the
 * back half (below it, the count and the page run at once).
 */
const FAR_OFFSET = 1_000;

/** Search terms shorter than this (in characters) match the beginning of a username, not any part (docs/api.md). */
export const SHORT_SEARCH = 3;

/** A short term's two conditions (username prefix, email prefix) and the list's other filters. */
interface ShortSearch {
  username: string;
  email: string;
  rest: readonly string[];
}

/**
 * The members list: filter, sort (id as tie-breaker), page; rows and count as two indexed queries.
 * With `cursor` (keyset pagination) the rows come after the cursor's (sort value, id) through the
 * (column, id) index, whatever the depth, and the count is the one of the first page.
 */
export async function listMembers(db: Queryable, q: MemberListQuery) {
  const w = new Where();
  // The search box (issue 39/38, item 3): part of the username, accent- and case-insensitive (both sides folded,
  // migration 009; the stored folded username's trigram index, migration 019), or the beginning of the email whatever its case (the
  // lower(email) text_pattern_ops index of migration 006): one bitmap OR of two index scans. A term of one or two
  // characters has no trigram to look up (issue 40: `username=a` read all 1,000,000 members, 25 s): it matches the
  // beginning of the username instead, a range of the folded username's text_pattern_ops index (migration 016).
  const short = !!q.username && [...q.username].length < SHORT_SEARCH;
  const search: { short?: { username: string; email: string } } = {};
  if (q.username) {
    const term = q.username;
    w.add((p) => {
      const username = short
        ? `m.username_folded like fold_text(${p(prefixPattern(term))})`
        : `m.username_folded like fold_text(${p(containsPattern(term))})`;
      const email = `lower(m.email) like ${p(prefixPattern(term.toLowerCase()))}`;
      if (short) search.short = { username, email };
      return `(${username} or ${email})`;
    });
  }
  if (q.country) w.add((p) => `m.country = ${p(q.country)}`);
  if (q.withoutCompanies) w.add(() => 'not exists (select 1 from companies c where c.member_id = m.id)');
  if (q.ids) w.add((p) => `m.id = any(${p(q.ids)}::int[])`);
  // A literal, not a parameter: the planner then matches `not m.enabled` to the partial index of disabled members.
  if (q.enabled !== undefined) w.add(() => (q.enabled ? 'm.enabled' : 'not m.enabled'));
  const dir = q.orderDirection === 'desc' ? 'desc' : 'asc';
  const col = SORT[q.orderBy];
  const where = w.toString();
  const filterParams = [...w.params];
  const countSql = countOf(q, where, search.short ? { ...search.short, rest: w.clauses.slice(1) } : null);
  const order = `order by ${col} ${dir}, m.id ${dir}`;
  // A substring filter goes through the trigram index first (materialised), so the planner does
  // not walk the sort index filtering row by row; otherwise (a short term's prefix too: the planner picks the sort
  // index or the prefix range by the range's size) the sort index gives the page directly.
  // A short term sorted by username (the screen's default): the username follows the prefix (the members of "ma"
  // come after every "a…" to "l…"), so walking its index filtering row by row read 689,192 rows before the first
  // match at 1,000,000 members (2.6 s). The prefix's range is read from its index alone (migration 020 carries
  // the username), the members found by their email only added, then sorted: 77–97 ms for 108,109 matches.
  const prefixSorted = search.short && q.orderBy === 'username';
  const from = (extra?: string) => {
    const and = extra ? ` where ${extra}` : '';
    if (q.username && !short) return `(with f as materialized (select * from members m ${where}) select * from f) m${and}`;
    if (prefixSorted && search.short) {
      const rest = w.clauses
        .slice(1)
        .map((c) => ` and ${c}`)
        .join('');
      const { username, email } = search.short;
      return `(with f as materialized (select m.id, m.username from members m where ${username}${rest}
        union all select m.id, m.username from members m where ${email} and not coalesce(${username}, false)${rest})
        select * from f) m${and}`;
    }
    return `members m ${where}${extra ? `${where ? ' and' : ' where'} ${extra}` : ''}`;
  };
  const withRows = (idsSql: string) => `select ${memberColumns} from (${idsSql}) page join members m on m.id = page.id ${order}`;
  const cursor = q.cursor ? decodeCursor(q.cursor, q) : null;
  const digest = filtersDigest(q);
  const cursorAfter = (rows: Row[], n: number) => {
    const last = rows[rows.length - 1]!;
    const v = last[q.orderBy];
    return encodeCursor({ o: q.orderBy, d: dir, f: digest, v: v === null || v === undefined ? null : String(v), i: last.id as number, n });
  };

  if (!cursor) {
    const offset = (q.page - 1) * q.limit;
    const pageSql = (o: string, limit: number, skip: number) =>
      withRows(`select m.id from ${from()} ${o} limit ${w.next(limit)} offset ${w.next(skip)}`);
    let total: number;
    let rows: { rows: Row[] };
    if (offset < FAR_OFFSET) {
      const [count, page] = await Promise.all([
        db.query<{ n: number }>(countSql, filterParams),
        db.query<Row>(pageSql(order, q.limit, offset), w.params),
      ]);
      total = count.rows[0]?.n ?? 0;
      rows = page;
    } else {
      // A far page (issue 40: the last of 100,000 pages skipped 999,990 rows, ~2 s): counted first, then a page
      // in the back half is read from the end, in the reverse order, skipping only the rows after it. The last
      // page costs what the first does; the middle one, half of what it did.
      total = (await db.query<{ n: number }>(countSql, filterParams)).rows[0]?.n ?? 0;
      const after = total - offset - q.limit;
      if (after < offset) {
        const take = Math.max(0, Math.min(q.limit, total - offset));
        const reverse = `order by ${col} ${dir === 'asc' ? 'desc' : 'asc'}, m.id ${dir === 'asc' ? 'desc' : 'asc'}`;
        rows = take ? await db.query<Row>(pageSql(reverse, take, Math.max(0, after)), w.params) : { rows: [] };
      } else rows = await db.query<Row>(pageSql(order, q.limit, offset), w.params);
    }
    const pagination = paginationOf(total, q.page, q.limit);
    return {
      data: rows.rows.map(withBusiness),
      pagination,
      nextCursor: pagination.hasNextPage && rows.rows.length ? cursorAfter(rows.rows, total) : null,
    };
  }

  // After (v, id) in this order: rows with a greater (smaller, desc) (value, id), then, where NULLs come
  // last (asc), every NULL; after a NULL value: the NULLs with a greater (smaller) id, then (desc) every
  // non-NULL. Each part is an ordered index range with its own limit; the union is at most 2 x limit rows.
  const cmp = dir === 'asc' ? '>' : '<';
  const parts: string[] = [];
  if (cursor.v !== null) {
    parts.push(`(${col}, m.id) ${cmp} (${w.next(cursor.v)}::text, ${w.next(cursor.i)}::int)`);
    if (dir === 'asc') parts.push(`${col} is null`);
  } else {
    parts.push(`${col} is null and m.id ${cmp} ${w.next(cursor.i)}::int`);
    if (dir === 'desc') parts.push(`${col} is not null`);
  }
  const take = w.next(q.limit + 1);
  const union = parts.map((cond) => `(select m.id, ${col} as k from ${from(cond)} ${order} limit ${take})`).join(' union all ');
  const idsSql = `select id from (${union}) x order by k ${dir}, id ${dir} limit ${take}`;
  const { rows } = await db.query<Row>(withRows(idsSql), w.params);
  const more = rows.length > q.limit;
  const page = more ? rows.slice(0, q.limit) : rows;
  const pageCount = Math.ceil(cursor.n / q.limit);
  return {
    data: page.map(withBusiness),
    pagination: { hasPrevPage: true, hasNextPage: more, pageCount, dataCount: cursor.n },
    nextCursor: more ? cursorAfter(page, cursor.n) : null,
  };
}

import type { MemberListQuery, MemberSortKey } from '../../api/contract/index.js';
import type { Queryable } from '../db/types.js';
import { containsPattern, paginationOf, Where } from '../lib/sql.js';

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
  json_build_object('name', m.role) as role,
  coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.id)
            from companies c where c.member_id = m.id), '[]'::json) as companies`;

type Row = Record<string, unknown> & { companies: unknown[] };
const withBusiness = (r: Row) => ({ ...r, isBusiness: r.companies.length > 0 });

export async function memberById(q: Queryable, id: number) {
  const { rows } = await q.query<Row>(`select ${memberColumns} from members m where m.id = $1`, [id]);
  return rows[0] ? withBusiness(rows[0]) : null;
}

/** The members list: filter, sort (id as tie-breaker), page; rows and count as two indexed queries. */
export async function listMembers(db: Queryable, q: MemberListQuery) {
  const w = new Where();
  if (q.username) w.add((p) => `m.username ilike ${p(containsPattern(q.username!))}`);
  if (q.country) w.add((p) => `m.country = ${p(q.country)}`);
  if (q.withoutCompanies) w.add(() => 'not exists (select 1 from companies c where c.member_id = m.id)');
  if (q.ids) w.add((p) => `m.id = any(${p(q.ids)}::int[])`);
  const dir = q.orderDirection === 'desc' ? 'desc' : 'asc';
  const where = w.toString();
  const countSql = `select count(*)::int as n from members m ${where}`;
  const offset = (q.page - 1) * q.limit;
  // A substring filter goes through the trigram index first (materialised), so the planner does
  // not walk the sort index filtering row by row; otherwise the sort index gives the page directly.
  const source = q.username ? `(with f as materialized (select * from members m ${where}) select * from f) m` : `members m ${where}`;
  const rowsSql = `select ${memberColumns} from (
      select m.id from ${source}
      order by ${SORT[q.orderBy]} ${dir}, m.id ${dir}
      limit ${w.next(q.limit)} offset ${w.next(offset)}
    ) page join members m on m.id = page.id
    order by ${SORT[q.orderBy]} ${dir}, m.id ${dir}`;
  const [count, rows] = await Promise.all([
    db.query<{ n: number }>(countSql, w.params.slice(0, w.params.length - 2)),
    db.query<Row>(rowsSql, w.params),
  ]);
  const total = count.rows[0]?.n ?? 0;
  return { data: rows.rows.map(withBusiness), pagination: paginationOf(total, q.page, q.limit) };
}

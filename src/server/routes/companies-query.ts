import type { CompanyListQuery, CompanySortKey } from '../../api/contract/index.js';
import type { Queryable } from '../db/types.js';
import { containsPattern, paginationOf, Where } from '../lib/sql.js';

const SORT: Record<CompanySortKey, string> = { name: 'c.name', country: 'c.country', province: 'c.province', city: 'c.city' };

export const companyColumns = `c.id, c.name, c.legal_name as "legalName", c.vat, c.profile_pic as "profilePic",
  c.company_email as "companyEmail", c.country, c.province, c.city,
  json_build_object('id', m.id, 'username', m.username, 'firstName', m.first_name, 'lastName', m.last_name,
    'enabled', m.enabled) as member,
  coalesce((select json_agg(json_build_object('id', b.id, 'name', b.name, 'address', b.address, 'city', b.city,
      'zip', b.zip, 'region', b.region, 'country', b.country, 'companyCellphone', b.company_cellphone,
      'openingHours', b.opening_hours) order by b.id)
    from branches b where b.company_id = c.id), '[]'::json) as branches`;

/** The companies list: filters, sort with id tie-breaker, rows and count as two indexed queries. */
export async function listCompanies(db: Queryable, q: CompanyListQuery) {
  const w = new Where();
  if (q.name) w.add((p) => `c.name ilike ${p(containsPattern(q.name!))}`);
  if (q.country) w.add((p) => `c.country = ${p(q.country)}`);
  if (q.enabled !== undefined) w.add((p) => `m.enabled = ${p(q.enabled)}`);
  const where = w.toString();
  const dir = q.orderDirection === 'desc' ? 'desc' : 'asc';
  const from = 'from companies c join members m on m.id = c.member_id';
  const countSql = `select count(*)::int as n ${from} ${where}`;
  // Substring filter: trigram index first (materialised), then sort the matches.
  const source = q.name ? `from (with f as materialized (select c.* ${from} ${where}) select * from f) c` : `${from} ${where}`;
  const rowsSql = `select ${companyColumns} from (
      select c.id ${source}
      order by ${SORT[q.orderBy]} ${dir}, c.id ${dir}
      limit ${w.next(q.limit)} offset ${w.next((q.page - 1) * q.limit)}
    ) page join companies c on c.id = page.id join members m on m.id = c.member_id
    order by ${SORT[q.orderBy]} ${dir}, c.id ${dir}`;
  const [count, rows] = await Promise.all([db.query<{ n: number }>(countSql, w.params.slice(0, -2)), db.query(rowsSql, w.params)]);
  const total = count.rows[0]?.n ?? 0;
  return { data: rows.rows, pagination: paginationOf(total, q.page, q.limit) };
}

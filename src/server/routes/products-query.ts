import type { ProductListQuery } from '../../api/contract/index.js';
import type { Queryable } from '../db/types.js';
import { containsPattern, paginationOf, Where } from '../lib/sql.js';

const productColumns = `p.id, p.name, p.description, p.price::float8 as price,
  p.discounted_price::float8 as "discountedPrice", p.is_discount_active as "isDiscountActive",
  p.is_active as "isActive", p.is_available as "isAvailable", p.photos, p.translations,
  case when k.id is null then null else json_build_object('name', k.name, 'translations', k.translations) end
    as category`;

/** Products of one company, optional name search, sorted by name then id. */
export async function listProducts(db: Queryable, q: ProductListQuery) {
  const w = new Where();
  w.add((p) => `p.company_id = ${p(q.companyId)}`);
  w.add(() => 'p.deleted_at is null');
  if (q.name) w.add((p) => `p.name ilike ${p(containsPattern(q.name!))}`);
  const where = w.toString();
  const countSql = `select count(*)::int as n from products p ${where}`;
  const rowsSql = `select ${productColumns} from (
      select p.id from products p ${where} order by p.name, p.id
      limit ${w.next(q.limit)} offset ${w.next((q.page - 1) * q.limit)}
    ) page join products p on p.id = page.id left join categories k on k.id = p.category_id and k.deleted_at is null
    order by p.name, p.id`;
  const [count, rows] = await Promise.all([db.query<{ n: number }>(countSql, w.params.slice(0, -2)), db.query(rowsSql, w.params)]);
  const total = count.rows[0]?.n ?? 0;
  return { data: rows.rows, pagination: paginationOf(total, q.page, q.limit) };
}

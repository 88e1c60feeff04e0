import { Hono } from 'hono';
import { id as idSchema, productListQuery } from '../../api/contract/index.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { notFound } from '../lib/http-error.js';
import { param, query } from '../lib/validate.js';
import { requireAdmin } from '../lib/auth.js';
import { containsPattern, paginationOf, Where } from '../lib/sql.js';

const productColumns = `p.id, p.name, p.description, p.price::float8 as price,
  p.discounted_price::float8 as "discountedPrice", p.is_discount_active as "isDiscountActive",
  p.is_active as "isActive", p.is_available as "isAvailable", p.photos, p.translations,
  case when k.id is null then null else json_build_object('name', k.name, 'translations', k.translations) end
    as category`;

export function productRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin(deps));

  r.get('/', async (c) => {
    const q = query(c, productListQuery);
    const w = new Where();
    w.add((p) => `p.company_id = ${p(q.companyId)}`);
    if (q.name) w.add((p) => `p.name ilike ${p(containsPattern(q.name!))}`);
    const where = w.toString();
    const countSql = `select count(*)::int as n from products p ${where}`;
    const rowsSql = `select ${productColumns} from (
        select p.id from products p ${where} order by p.name, p.id
        limit ${w.next(q.limit)} offset ${w.next((q.page - 1) * q.limit)}
      ) page join products p on p.id = page.id left join categories k on k.id = p.category_id
      order by p.name, p.id`;
    const [count, rows] = await Promise.all([
      deps.db.query<{ n: number }>(countSql, w.params.slice(0, -2)),
      deps.db.query(rowsSql, w.params),
    ]);
    const total = count.rows[0]?.n ?? 0;
    return c.json({ data: { data: rows.rows, pagination: paginationOf(total, q.page, q.limit) } });
  });

  r.delete('/:id', async (c) => {
    const id = param(c, 'id', idSchema);
    const { rows } = await deps.db.query('delete from products where id = $1 returning id', [id]);
    if (!rows[0]) throw notFound('Product not found');
    return c.json({ data: { id, deleted: true } });
  });

  return r;
}

import { Hono } from 'hono';
import { id as idSchema, productListQuery } from '../../api/contract/index.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { notFound } from '../lib/http-error.js';
import { idParam, query } from '../lib/validate.js';
import { requireAdmin } from '../lib/auth.js';
import { listProducts } from './products-query.js';

export function productRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin(deps));

  r.get('/', async (c) => {
    return c.json({ data: await listProducts(deps.db, query(c, productListQuery)) });
  });

  r.delete('/:id', async (c) => {
    const id = idParam(c, 'id', idSchema);
    const { rows } = await deps.db.query('delete from products where id = $1 returning id', [id]);
    if (!rows[0]) throw notFound('Product not found');
    return c.json({ data: { id, deleted: true } });
  });

  return r;
}

import { Hono } from 'hono';
import type { Context } from 'hono';
import { id as idSchema, productListQuery } from '../../api/contract/index.js';
import type { Queryable } from '../db/types.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { HttpError, notFound } from '../lib/http-error.js';
import { idParam, query } from '../lib/validate.js';
import { requireAdmin } from '../lib/auth.js';
import { audit } from '../lib/audit.js';
import { listProducts } from './products-query.js';

/** Restores a soft-deleted product inside the retention window (410 restore_expired after it). */
export async function restoreProduct(q: Queryable, c: Context<AppEnv>, id: number, restoreDays: number) {
  const { rows } = await q.query<{ name: string; company: string; deleted_at: Date | null; expired: boolean }>(
    `select p.name, co.name as company, p.deleted_at, p.deleted_at < now() - make_interval(days => $2) as expired
     from products p join companies co on co.id = p.company_id where p.id = $1 for update of p`,
    [id, restoreDays],
  );
  const row = rows[0];
  if (!row || !row.deleted_at) throw notFound('No deleted product with this id');
  if (row.expired) throw new HttpError(410, 'The product was deleted too long ago to be restored', {}, 'restore_expired');
  await q.query('update products set deleted_at = null, deleted_by = null where id = $1', [id]);
  await audit(q, c, {
    action: 'product.restored',
    target: { type: 'product', id, label: row.name },
    changes: { deleted: { from: true, to: false } },
  });
  return { id, restored: true as const };
}

export function productRoutes(deps: Deps, restoreDays: number) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin(deps));

  r.get('/', async (c) => {
    return c.json({ data: await listProducts(deps.db, query(c, productListQuery)) });
  });

  r.delete('/:id', async (c) => {
    const id = idParam(c, 'id', idSchema);
    await deps.db.transaction(async (tx) => {
      // Soft delete: hidden from every list, count and insight; restorable for the retention window.
      const { rows } = await tx.query<{ name: string }>(
        'update products set deleted_at = now(), deleted_by = $2 where id = $1 and deleted_at is null returning name',
        [id, c.get('member').id],
      );
      if (!rows[0]) throw notFound('Product not found');
      await audit(tx, c, {
        action: 'product.deleted',
        target: { type: 'product', id, label: rows[0].name },
        changes: { deleted: { from: false, to: true } },
      });
    });
    return c.json({ data: { id, deleted: true } });
  });

  r.post('/:id/restore', async (c) => {
    const id = idParam(c, 'id', idSchema);
    return c.json({ data: await deps.db.transaction((tx) => restoreProduct(tx, c, id, restoreDays)) });
  });

  return r;
}

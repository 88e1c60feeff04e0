import { Hono } from 'hono';
import { auditQuery, deletedQuery, type DeletedItem } from '../../api/contract/index.js';
import type { Queryable } from '../db/types.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { requireAdmin } from '../lib/auth.js';
import { listAudit, DISPLAY_NAME_SQL } from '../lib/audit.js';
import { query } from '../lib/validate.js';
import { isoTime as iso, paginationOf } from '../lib/sql.js';

/** GET /v1/audit: the trail, newest first, keyset pagination. Admins only. */
export function auditRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin(deps));
  r.get('/', async (c) => c.json({ data: await listAudit(deps.db, query(c, auditQuery)) }));
  return r;
}

type DeletedRow = Omit<DeletedItem, 'deletedAt' | 'restorableUntil'> & { deletedAt: Date | string; restorableUntil: Date | string };

/** Products and categories deleted within the restore window, most recent first. */
export async function listDeleted(
  q: Queryable,
  f: { type?: 'product' | 'category' | undefined; companyId?: number | undefined; page: number; limit: number },
  restoreDays: number,
) {
  const parts: string[] = [];
  // $1 the restore window, $2 the company (null: every company's products, and the categories).
  if (f.type !== 'category')
    parts.push(`select 'product' as type, p.id, p.name as label, co.name as context, co.id as "companyId", p.deleted_at as "deletedAt",
        (select ${DISPLAY_NAME_SQL('m')} from members m where m.id = p.deleted_by) as "deletedBy",
        p.deleted_at + make_interval(days => $1) as "restorableUntil"
      from products p join companies co on co.id = p.company_id
      where p.deleted_at is not null and p.deleted_at >= now() - make_interval(days => $1)
        and ($2::int is null or p.company_id = $2::int)`);
  if (f.type !== 'product' && f.companyId === undefined)
    parts.push(`select 'category' as type, k.id, k.name as label, (select p.name from categories p where p.id = k.parent_id) as context,
        null::int as "companyId",
        k.deleted_at as "deletedAt", (select ${DISPLAY_NAME_SQL('m')} from members m where m.id = k.deleted_by) as "deletedBy",
        k.deleted_at + make_interval(days => $1) as "restorableUntil"
      from categories k
      where k.deleted_at is not null and k.deleted_at >= now() - make_interval(days => $1) and $2::int is null`);
  const all = parts.join(' union all ');
  const [count, rows] = await Promise.all([
    q.query<{ n: number }>(`select count(*)::int as n from (${all}) d`, [restoreDays, f.companyId ?? null]),
    q.query<DeletedRow>(`select * from (${all}) d order by "deletedAt" desc, type, id desc limit $3 offset $4`, [
      restoreDays,
      f.companyId ?? null,
      f.limit,
      (f.page - 1) * f.limit,
    ]),
  ]);
  return {
    data: rows.rows.map((r) => ({ ...r, deletedAt: iso(r.deletedAt), restorableUntil: iso(r.restorableUntil) })),
    pagination: paginationOf(count.rows[0]?.n ?? 0, f.page, f.limit),
  };
}

/** GET /v1/recently-deleted?type=product|category&page&limit: what can still be restored. */
export function deletedRoutes(deps: Deps, restoreDays: number) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin(deps));
  r.get('/', async (c) => c.json({ data: await listDeleted(deps.db, query(c, deletedQuery), restoreDays) }));
  return r;
}

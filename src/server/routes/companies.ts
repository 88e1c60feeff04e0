import { Hono } from 'hono';
import { companyListQuery, id as idSchema } from '../../api/contract/index.js';
import { companyColumns, listCompanies } from './companies-query.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { notFound } from '../lib/http-error.js';
import { idParam, query } from '../lib/validate.js';
import { isoTime } from '../lib/sql.js';
import { requireAdmin } from '../lib/auth.js';

export function companyRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin(deps));

  r.get('/', async (c) => {
    return c.json({ data: await listCompanies(deps.db, query(c, companyListQuery)) });
  });

  r.get('/:id', async (c) => {
    const id = idParam(c, 'id', idSchema);
    const { rows } = await deps.db.query<Record<string, unknown> & { createdAt: Date | string }>(
      `select ${companyColumns}, c.created_at as "createdAt" from companies c join members m on m.id = c.member_id where c.id = $1`,
      [id],
    );
    if (!rows[0]) throw notFound('Company not found');
    return c.json({ data: { ...rows[0], createdAt: isoTime(rows[0].createdAt) } });
  });

  return r;
}

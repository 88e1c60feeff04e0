import { Hono } from 'hono';
import { trendsQuery } from '../../api/contract/index.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { requireAdmin } from '../lib/auth.js';
import { query } from '../lib/validate.js';
import { timeZones, trendsOf } from './insights-query.js';

export function insightRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const zone = timeZones();
  r.use('*', requireAdmin(deps));
  r.get('/all', async (c) => {
    const { rows } = await deps.db.query<{ companies: number; users: number; products: number }>(
      // The members' total is the trigger-kept row count (migration 014): exact, one row's read at 1,000,000.
      `select (select count(*) from companies)::int as companies,
              (select n from row_counts where name = 'members')::int as users,
              (select count(*) from products where deleted_at is null)::int as products`,
    );
    return c.json({ data: rows[0] });
  });
  /** GET /insights/trends?range=7d|30d|90d|12m&tz=Europe/Rome (tz echoed in its canonical spelling). */
  r.get('/trends', async (c) => {
    const q = query(c, trendsQuery);
    return c.json({ data: await trendsOf(deps.db, { ...q, tz: await zone(deps.db, q.tz) }) });
  });
  return r;
}

import { Hono } from 'hono';
import type { AppEnv, Deps } from '../lib/deps.js';
import { requireAdmin } from '../lib/auth.js';

export function insightRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin(deps));
  r.get('/all', async (c) => {
    const { rows } = await deps.db.query<{ companies: number; users: number; products: number }>(
      `select (select count(*) from companies)::int as companies, (select count(*) from members)::int as users,
              (select count(*) from products where deleted_at is null)::int as products`,
    );
    return c.json({ data: rows[0] });
  });
  return r;
}

import { Hono } from 'hono';
import type { AppEnv, Deps } from '../lib/deps.js';

/** Demo only: the dev outbox (activation and reset mails). */
export function devRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.get('/mail', async (c) => {
    await deps.resetMails.idle(); // mails queued by requests that have already answered
    const { rows } = await deps.db.query('select recipient as "to", subject, link from mails order by id desc limit 200');
    return c.json({ data: rows });
  });
  return r;
}

import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { notificationPayload, type NotificationPayload } from '../../api/contract/index.js';
import type { Queryable } from '../db/types.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { conflict, notFound } from '../lib/http-error.js';
import { body } from '../lib/validate.js';
import { requireAdmin } from '../lib/auth.js';
import { Where } from '../lib/sql.js';

const owns = 'exists (select 1 from companies c where c.member_id = m.id)';

/** One set-based INSERT ... SELECT: one row per recipient. Answers the count; 404 for an unknown SINGLE member. */
export async function sendBulk(db: Queryable, p: NotificationPayload): Promise<number> {
  const w = new Where();
  const head = [w.next(p.title), w.next(p.message), w.next(p.type), w.next(randomUUID())];
  if (p.target === 'SINGLE') {
    const found = await db.query<{ enabled: boolean }>('select enabled from members where id = $1', [p.memberId]);
    if (!found.rows[0]) throw notFound('Member not found');
    // ALL, MEMBERS and COMPANIES reach enabled members only; a single one is held to the same rule.
    if (!found.rows[0].enabled) {
      const e = conflict('The member is disabled and receives no notifications', 'recipient_disabled');
      e.field = 'memberId';
      throw e;
    }
    w.add((v) => `m.id = ${v(p.memberId)}`);
  } else {
    w.add(() => 'm.enabled');
    if (p.target === 'MEMBERS') w.add(() => `not ${owns}`);
    if (p.target === 'COMPANIES') w.add(() => owns);
    if (p.targetCountry) w.add((v) => `m.country = ${v(p.targetCountry)}`);
  }
  const { rows } = await db.query<{ count: number }>(
    `with sent as (
       insert into notifications (member_id, title, message, type, batch_id)
       select m.id, ${head.join(', ')} from members m ${w}
       returning 1)
     select count(*)::int as count from sent`,
    w.params,
  );
  return rows[0]?.count ?? 0;
}

export function notificationRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin(deps));

  r.post('/send-bulk', async (c) => {
    const p = await body(c, notificationPayload);
    return c.json({ data: { count: await sendBulk(deps.db, p) } });
  });

  return r;
}

import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { audienceQuery, id as idSchema, notificationPayload, pageQuery, type NotificationPayload, type SentNotification } from '../../api/contract/index.js';
import type { Queryable } from '../db/types.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { conflict, notFound } from '../lib/http-error.js';
import { body, idParam, query } from '../lib/validate.js';
import { audit, DISPLAY_NAME_SQL } from '../lib/audit.js';
import { isoTime, paginationOf, Where } from '../lib/sql.js';
import type { Context } from 'hono';
import { requireAdmin } from '../lib/auth.js';

const owns = 'exists (select 1 from companies c where c.member_id = m.id)';

/** The members a send to ALL, MEMBERS or COMPANIES reaches: enabled ones, by company ownership and country. */
function audienceWhere(w: Where, p: { target: string; targetCountry?: string | null | undefined }) {
  w.add(() => 'm.enabled');
  if (p.target === 'MEMBERS') w.add(() => `not ${owns}`);
  if (p.target === 'COMPANIES') w.add(() => owns);
  if (p.targetCountry) w.add((v) => `m.country = ${v(p.targetCountry)}`);
}

/** One set-based INSERT ... SELECT: one row per recipient. Answers the count and the batch; 404 for an unknown SINGLE member. */
export async function sendBulk(db: Queryable, p: NotificationPayload): Promise<{ count: number; batchId: string }> {
  const w = new Where();
  const batchId = randomUUID();
  const head = [w.next(p.title), w.next(p.message), w.next(p.type), w.next(batchId)];
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
  } else audienceWhere(w, p);
  const { rows } = await db.query<{ count: number }>(
    `with sent as (
       insert into notifications (member_id, title, message, type, batch_id)
       select m.id, ${head.join(', ')} from members m ${w}
       returning 1)
     select count(*)::int as count from sent`,
    w.params,
  );
  return { count: rows[0]?.count ?? 0, batchId };
}

type SendRow = {
  id: number; title: string; message: string; type: SentNotification['type']; target: SentNotification['target'];
  target_country: string | null; member_id: number | null; member_name: string | null; recipients: number;
  author_id: number | null; author_name: string | null; sent_at: Date | string;
};
const SEND_COLUMNS = 'id, title, message, type, target, target_country, member_id, member_name, recipients, author_id, author_name, sent_at';
const asSent = (r: SendRow): SentNotification => ({
  id: r.id,
  title: r.title,
  message: r.message,
  type: r.type,
  target: r.target,
  targetCountry: r.target_country,
  member: r.member_id == null ? null : { id: r.member_id, name: r.member_name ?? '' },
  recipients: r.recipients,
  author: { id: r.author_id, name: r.author_name },
  sentAt: isoTime(r.sent_at),
});

/**
 * Sends, stores the send in the history and records it in the audit trail, in the transaction the
 * caller gives: the recipients' rows, the history row and the event commit together.
 */
export async function sendAndRecord(tx: Queryable, c: Context<AppEnv>, p: NotificationPayload): Promise<number> {
  const { count, batchId } = await sendBulk(tx, p);
  const author = c.get('member').id;
  const { rows } = await tx.query<{ id: number }>(
    `insert into notification_sends (batch_id, title, message, type, target, target_country, member_id, member_name, recipients, author_id, author_name)
     values ($1, $2, $3, $4, $5, $6, $7,
       (select ${DISPLAY_NAME_SQL('m')} from members m where m.id = $7), $8, $9,
       (select ${DISPLAY_NAME_SQL('a')} from members a where a.id = $9))
     returning id`,
    [batchId, p.title, p.message, p.type, p.target, p.targetCountry ?? null, p.memberId ?? null, count, author],
  );
  await audit(tx, c, {
    action: 'notification.sent',
    target: { type: 'notification', id: rows[0]!.id, label: p.title },
    changes: {
      target: { from: null, to: p.target },
      ...(p.targetCountry ? { targetCountry: { from: null, to: p.targetCountry } } : {}),
      ...(p.memberId != null ? { memberId: { from: null, to: p.memberId } } : {}),
      recipients: { from: null, to: count },
    },
  });
  return count;
}

export function notificationRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin(deps));

  r.post('/send-bulk', async (c) => {
    const p = await body(c, notificationPayload);
    const count = await deps.db.transaction((tx) => sendAndRecord(tx, c, p));
    return c.json({ data: { count } });
  });

  /** The recipients a send would reach now, counted by the rule of the send itself. */
  r.get('/audience', async (c) => {
    const q = query(c, audienceQuery);
    const w = new Where();
    audienceWhere(w, q);
    const { rows } = await deps.db.query<{ n: number }>(`select count(*)::int as n from members m ${w}`, w.params);
    return c.json({ data: { count: rows[0]?.n ?? 0 } });
  });

  /** The history of sends, newest first. */
  r.get('/', async (c) => {
    const q = query(c, pageQuery.omit({ orderDirection: true }));
    const [count, rows] = await Promise.all([
      deps.db.query<{ n: number }>('select count(*)::int as n from notification_sends'),
      deps.db.query<SendRow>(`select ${SEND_COLUMNS} from notification_sends order by sent_at desc, id desc limit $1 offset $2`, [
        q.limit,
        (q.page - 1) * q.limit,
      ]),
    ]);
    return c.json({ data: { data: rows.rows.map(asSent), pagination: paginationOf(count.rows[0]?.n ?? 0, q.page, q.limit) } });
  });

  r.get('/:id', async (c) => {
    const id = idParam(c, 'id', idSchema);
    const { rows } = await deps.db.query<SendRow>(`select ${SEND_COLUMNS} from notification_sends where id = $1`, [id]);
    if (!rows[0]) throw notFound('Notification not found');
    return c.json({ data: asSent(rows[0]) });
  });

  return r;
}

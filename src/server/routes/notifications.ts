import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import {
  audienceQuery,
  id as idSchema,
  MAX_LIST_RECIPIENTS,
  notificationPayload,
  pageQuery,
  sendAtProblem,
  type NotificationPayload,
  type NotificationStatus,
  type SendBulkAnswer,
  type SentNotification,
} from '../../api/contract/index.js';
import type { Queryable } from '../db/types.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { badRequest, conflict, HttpError, notFound } from '../lib/http-error.js';
import { audienceWhere } from '../lib/audience.js';
import { countAudience } from '../jobs/fanout.js';
import { body, idParam, query } from '../lib/validate.js';
import { audit, DISPLAY_NAME_SQL } from '../lib/audit.js';
import { isoTime, paginationOf, Where } from '../lib/sql.js';
import type { Context } from 'hono';
import { requireAdmin } from '../lib/auth.js';

type SendRow = {
  id: number;
  title: string;
  message: string;
  type: SentNotification['type'];
  target: SentNotification['target'];
  target_country: string | null;
  member_id: number | null;
  member_name: string | null;
  recipients: number;
  author_id: number | null;
  author_name: string | null;
  sent_at: Date | string;
  status: NotificationStatus;
  delivered: number;
  send_at: Date | string | null;
  finished_at: Date | string | null;
  test: boolean;
  list_member_ids: number[] | null;
  list_company_ids: number[] | null;
};
const SEND_COLUMNS =
  'id, title, message, type, target, target_country, member_id, member_name, recipients, author_id, author_name, sent_at, status, delivered, send_at, finished_at, test, list_member_ids, list_company_ids';
const asSent = (r: SendRow): SentNotification => ({
  id: r.id,
  title: r.title,
  message: r.message,
  type: r.type,
  target: r.target,
  targetCountry: r.target_country,
  member: r.member_id == null ? null : { id: r.member_id, name: r.member_name ?? '' },
  list: r.target === 'LIST' && !r.test ? { memberIds: r.list_member_ids ?? [], companyIds: r.list_company_ids ?? [] } : null,
  recipients: r.recipients,
  author: { id: r.author_id, name: r.author_name },
  sentAt: isoTime(r.sent_at),
  status: r.status,
  delivered: r.delivered,
  sendAt: r.send_at == null ? null : isoTime(r.send_at),
  finishedAt: r.finished_at == null ? null : isoTime(r.finished_at),
  test: r.test,
});

/** A SINGLE target must be an enabled member: 404 for an unknown one, 409 recipient_disabled for a disabled one. */
async function checkSingle(db: Queryable, memberId: number | null | undefined): Promise<void> {
  const found = await db.query<{ enabled: boolean }>('select enabled from members where id = $1', [memberId]);
  if (!found.rows[0]) throw notFound('Member not found');
  // ALL, MEMBERS and COMPANIES reach enabled members only; a single one is held to the same rule.
  if (!found.rows[0].enabled) {
    const e = conflict('The member is disabled and receives no notifications', 'recipient_disabled');
    e.field = 'memberId';
    throw e;
  }
}

const unique = (ids: readonly number[] | undefined) => [...new Set(ids ?? [])].sort((a, b) => a - b);

/** A LIST send's recipients, checked: the chosen members and the owners of the chosen companies, each once. */
export interface ResolvedList {
  memberIds: number[];
  companyIds: number[];
  recipientIds: number[];
}

/**
 * Resolves a LIST send: 400 `recipients_empty` when nothing is chosen, 400 `too_many_recipients` beyond
 * MAX_LIST_RECIPIENTS ids of a kind, 404 `recipients_unknown` (with the unknown ids in `details`) when a chosen
 * member or company does not exist. Disabled members stay in the list and are skipped by the audience rule.
 */
export async function resolveList(db: Queryable, p: Pick<NotificationPayload, 'memberIds' | 'companyIds'>): Promise<ResolvedList> {
  const memberIds = unique(p.memberIds);
  const companyIds = unique(p.companyIds);
  if (!memberIds.length && !companyIds.length) {
    const e = badRequest('Choose at least one member or company', 'recipients_empty');
    e.field = 'memberIds';
    throw e;
  }
  if (memberIds.length > MAX_LIST_RECIPIENTS || companyIds.length > MAX_LIST_RECIPIENTS) {
    const e = badRequest(`At most ${MAX_LIST_RECIPIENTS} members and ${MAX_LIST_RECIPIENTS} companies`, 'too_many_recipients');
    e.field = memberIds.length > MAX_LIST_RECIPIENTS ? 'memberIds' : 'companyIds';
    throw e;
  }
  const members = (await db.query<{ id: number }>('select id from members where id = any($1::int[])', [memberIds])).rows.map((r) => r.id);
  const companies = (
    await db.query<{ id: number; member_id: number }>('select id, member_id from companies where id = any($1::int[])', [companyIds])
  ).rows;
  const unknownMembers = memberIds.filter((id) => !members.includes(id));
  const unknownCompanies = companyIds.filter((id) => !companies.some((c) => c.id === id));
  if (unknownMembers.length || unknownCompanies.length) {
    const e = new HttpError(404, 'Some of the chosen members or companies do not exist', {}, 'recipients_unknown');
    e.field = unknownMembers.length ? 'memberIds' : 'companyIds';
    e.details = { memberIds: unknownMembers, companyIds: unknownCompanies };
    throw e;
  }
  return { memberIds, companyIds, recipientIds: unique([...memberIds, ...companies.map((c) => c.member_id)]) };
}

/**
 * Stores a send and records it in the audit trail, in the caller's transaction, and answers the audience
 * counted now (the spec's count). A SINGLE send or a test (one recipient) is delivered in the same
 * transaction and stored `sent`; any other send is stored `queued` (or `scheduled` at `sendAt`) with its
 * fan-out job enqueued in the same transaction: the request never writes an audience's rows itself.
 */
export async function sendAndRecord(
  tx: Queryable,
  c: Context<AppEnv>,
  deps: Deps,
  p: NotificationPayload,
  test = false,
): Promise<SendBulkAnswer> {
  const author = c.get('member').id;
  const problem = test ? null : sendAtProblem(p.sendAt);
  if (problem) {
    const e = badRequest(problem, 'send_at_invalid');
    e.field = 'sendAt';
    throw e;
  }
  const sendAt = test || !p.sendAt ? null : new Date(p.sendAt);
  if (p.target === 'SINGLE' && !test) await checkSingle(tx, p.memberId);
  const list = p.target === 'LIST' && !test ? await resolveList(tx, p) : null;
  const audience = test ? { target: 'SINGLE', memberId: author } : list ? { target: 'LIST', recipientIds: list.recipientIds } : p;
  const count = await countAudience(tx, audience);
  const inline = !sendAt && (test || p.target === 'SINGLE');
  const status: NotificationStatus = inline ? 'sent' : sendAt ? 'scheduled' : 'queued';
  const batchId = randomUUID();
  const { rows } = await tx.query<{ id: number }>(
    `insert into notification_sends (batch_id, title, message, type, target, target_country, member_id, member_name, recipients, author_id, author_name, status, send_at, test,
       list_member_ids, list_company_ids, recipient_ids)
     values ($1, $2, $3, $4, $5, $6, $7,
       (select ${DISPLAY_NAME_SQL('m')} from members m where m.id = $7), $8, $9,
       (select ${DISPLAY_NAME_SQL('a')} from members a where a.id = $9), $10, $11, $12, $13, $14, $15)
     returning id`,
    [
      batchId,
      p.title,
      p.message,
      p.type,
      p.target,
      list ? null : (p.targetCountry ?? null),
      p.memberId ?? null,
      count,
      author,
      status,
      sendAt,
      test,
      list?.memberIds ?? null,
      list?.companyIds ?? null,
      list?.recipientIds ?? null,
    ],
  );
  const id = rows[0]!.id;
  if (inline) {
    const w = audienceWhere(new Where(), audience);
    const ids = (await tx.query<{ id: number }>(`select m.id from members m ${w}`, w.params)).rows.map((r) => r.id);
    const delivered = await deps.jobs.adapter.deliver(tx, { id, batchId, title: p.title, message: p.message, type: p.type, test }, ids);
    await tx.query(`update notification_sends set delivered = $2, started_at = now(), finished_at = now() where id = $1`, [id, delivered]);
  } else {
    const jobId = await deps.jobs.enqueueFanout(tx, id, sendAt);
    await tx.query('update notification_sends set job_id = $2 where id = $1', [id, jobId]);
  }
  await audit(tx, c, {
    action: 'notification.sent',
    target: { type: 'notification', id, label: p.title },
    changes: {
      target: { from: null, to: p.target },
      ...(p.targetCountry && !list ? { targetCountry: { from: null, to: p.targetCountry } } : {}),
      ...(p.memberId != null ? { memberId: { from: null, to: p.memberId } } : {}),
      ...(list ? { memberIds: { from: null, to: list.memberIds }, companyIds: { from: null, to: list.companyIds } } : {}),
      recipients: { from: null, to: count },
      ...(sendAt ? { sendAt: { from: null, to: sendAt.toISOString() } } : {}),
      ...(test ? { test: { from: null, to: true } } : {}),
    },
  });
  return { count, id, status };
}

/** Cancels a scheduled or queued send that has not started, in the caller's transaction; 409 not_cancellable after. */
export async function cancelSend(tx: Queryable, c: Context<AppEnv>, id: number): Promise<{ row: SendRow; jobId: string | null }> {
  const { rows } = await tx.query<SendRow & { job_id: string | null }>(
    `select ${SEND_COLUMNS}, job_id from notification_sends where id = $1 for update`,
    [id],
  );
  const send = rows[0];
  if (!send) throw notFound('Notification not found');
  if (send.status !== 'scheduled' && send.status !== 'queued')
    throw conflict(`The notification is ${send.status}: only a scheduled or queued one can be cancelled`, 'not_cancellable');
  const updated = await tx.query<SendRow>(
    `update notification_sends set status = 'cancelled', finished_at = now() where id = $1 returning ${SEND_COLUMNS}`,
    [id],
  );
  await audit(tx, c, {
    action: 'notification.cancelled',
    target: { type: 'notification', id, label: send.title },
    changes: { status: { from: send.status, to: 'cancelled' } },
  });
  return { row: updated.rows[0]!, jobId: send.job_id };
}

export function notificationRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAdmin(deps));

  r.post('/send-bulk', async (c) => {
    const p = await body(c, notificationPayload);
    const answer = await deps.db.transaction((tx) => sendAndRecord(tx, c, deps, p));
    // The job can be taken once the request's transaction has committed (the worker polls as well).
    setImmediate(() => deps.jobs.wake());
    return c.json({ data: answer });
  });

  /** A test to the signed-in admin only, delivered now and marked as a test; the payload's target is kept for the record. */
  r.post('/send-test', async (c) => {
    const p = await body(c, notificationPayload);
    const answer = await deps.db.transaction((tx) => sendAndRecord(tx, c, deps, { ...p, sendAt: null }, true));
    return c.json({ data: answer });
  });

  /** Cancels a scheduled or queued send before its fan-out starts. */
  r.post('/:id/cancel', async (c) => {
    const id = idParam(c, 'id', idSchema);
    const { row, jobId } = await deps.db.transaction((tx) => cancelSend(tx, c, id));
    if (jobId) setImmediate(() => void deps.jobs.cancel(jobId));
    return c.json({ data: asSent(row) });
  });

  /** The recipients a send would reach now, counted by the rule of the send itself. */
  r.get('/audience', async (c) => {
    const q = query(c, audienceQuery);
    if (q.target !== 'LIST') return c.json({ data: { count: await countAudience(deps.db, q) } });
    // LIST: the same checks and deduplication as the send (recipients_empty, too_many_recipients, recipients_unknown).
    const list = await resolveList(deps.db, { memberIds: q.memberIds, companyIds: q.companyIds });
    return c.json({ data: { count: await countAudience(deps.db, { target: 'LIST', recipientIds: list.recipientIds }) } });
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

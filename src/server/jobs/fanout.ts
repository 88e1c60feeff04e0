import type { Db, Queryable } from '../db/types.js';
import { audienceCountSql, audienceWhere, type Audience } from '../lib/audience.js';
import { Where } from '../lib/sql.js';
import type { DeliveryAdapter, SendToDeliver } from './delivery.js';

export interface FanoutOptions {
  /** Recipients per batch: one transaction each (default 5,000). */
  batchSize?: number;
  /** A job stops after this long and leaves the rest to the next job (default 5 s). */
  sliceMs?: number;
  /** Checked between batches: a stopping server leaves the rest to the next job. */
  stopping?: () => boolean;
}

type SendRow = {
  id: number;
  batch_id: string;
  title: string;
  message: string;
  type: string;
  test: boolean;
  status: string;
  target: string;
  target_country: string | null;
  member_id: number | null;
  recipient_ids: number[] | null;
  cursor_id: number;
};

const OPEN = new Set(['scheduled', 'queued', 'sending']);

/** The members `send` reaches, counted now. */
export async function countAudience(db: Queryable, send: Audience): Promise<number> {
  const w = new Where();
  const sql = audienceCountSql(w, send);
  const { rows } = await db.query<{ n: number }>(sql, w.params);
  return rows[0]?.n ?? 0;
}

const audienceOf = (s: SendRow): Audience => ({
  target: s.target,
  targetCountry: s.target_country,
  memberId: s.member_id,
  recipientIds: s.recipient_ids,
});
const toDeliver = (s: SendRow): SendToDeliver => ({
  id: s.id,
  batchId: s.batch_id,
  title: s.title,
  message: s.message,
  type: s.type,
  test: s.test,
});

/**
 * One batch of a send's fan-out, in one transaction: locks the send (two workers never run batches of one
 * send at once), takes the next `batchSize` recipients after its cursor in member-id order, delivers them,
 * and moves the cursor and the delivered count past them. The first batch counts the audience again
 * (`recipients`: who it reaches now) and marks the send `sending`; the last marks it `sent`. Answers
 * whether more remain. A cancelled, sent or failed send (or an unknown one) has nothing more to do.
 */
export async function fanoutBatch(db: Db, adapter: DeliveryAdapter, sendId: number, batchSize: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<SendRow>(
      `select id, batch_id, title, message, type, test, status, target, target_country, member_id, recipient_ids, cursor_id
       from notification_sends where id = $1 for update`,
      [sendId],
    );
    const send = rows[0];
    if (!send || !OPEN.has(send.status)) return false;
    if (send.status !== 'sending') {
      const total = await countAudience(tx, audienceOf(send));
      await tx.query(`update notification_sends set status = 'sending', started_at = now(), recipients = $2 where id = $1`, [
        sendId,
        total,
      ]);
    }
    const w = audienceWhere(new Where(), audienceOf(send));
    w.add((v) => `m.id > ${v(send.cursor_id)}`);
    const picked = await tx.query<{ id: number }>(`select m.id from members m ${w} order by m.id limit ${w.next(batchSize)}`, w.params);
    const ids = picked.rows.map((r) => r.id);
    const delivered = await adapter.deliver(tx, toDeliver(send), ids);
    const done = ids.length < batchSize;
    await tx.query(
      `update notification_sends set delivered = delivered + $2, cursor_id = $3,
         status = case when $4 then 'sent' else status end,
         finished_at = case when $4 then now() else finished_at end
       where id = $1`,
      [sendId, delivered, ids.length ? ids[ids.length - 1] : send.cursor_id, done],
    );
    return !done;
  });
}

/**
 * Runs a send's fan-out for at most `sliceMs` (a job's share): answers true when recipients remain, for
 * the next job. Each batch commits on its own, so whatever stops it (the slice, a stopping server, a
 * crash) leaves the send's cursor exactly after the last batch delivered.
 */
export async function runFanout(db: Db, adapter: DeliveryAdapter, sendId: number, opts: FanoutOptions = {}): Promise<boolean> {
  const batchSize = opts.batchSize ?? 5000;
  const until = performance.now() + (opts.sliceMs ?? 5000);
  for (;;) {
    if (!(await fanoutBatch(db, adapter, sendId, batchSize))) return false;
    if (performance.now() >= until || opts.stopping?.()) return true;
    // Requests between batches: PGlite runs queries synchronously, so a loop of batches that only awaited
    // its own queries would hold the event loop (and every request) for the whole slice.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Marks an open send failed (its job gave up): what was delivered stays delivered. */
export async function failSend(db: Queryable, sendId: number, error: string): Promise<void> {
  await db.query(
    `update notification_sends set status = 'failed', finished_at = now(), error = $2
     where id = $1 and status in ('scheduled', 'queued', 'sending')`,
    [sendId, error.slice(0, 500)],
  );
}

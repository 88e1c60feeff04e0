/**
 * The deletions of what has outlived its time, one function per table: the short-lived records of the API
 * (`purgeExpired`, every few minutes), the memory of the back-office past its retention (`pruneMemory`,
 * issue 13) and the recipients of finished sends past theirs (`pruneRecipients`, issue 40, in batches).
 * Scheduled by start.ts.
 */
import { DEFAULT_AUDIT_RETENTION_DAYS, DEFAULT_RECIPIENT_RETENTION_DAYS, DEFAULT_RESTORE_DAYS } from '../../api/contract/index.js';
import type { Db, Queryable } from '../db/types.js';

/** How long the memory of the back-office lasts (issue 13). */
export interface Retention {
  /** Audit events older than this are pruned (default 365). */
  auditDays: number;
  /** Deleted products and categories older than this are purged for good (default 30). */
  restoreDays: number;
  /** The recipient rows of sends finished more than this long ago are pruned (default 90; issue 40). */
  recipientDays: number;
}
export const DEFAULT_RETENTION: Retention = {
  auditDays: DEFAULT_AUDIT_RETENTION_DAYS,
  restoreDays: DEFAULT_RESTORE_DAYS,
  recipientDays: DEFAULT_RECIPIENT_RETENTION_DAYS,
};

const removed = async (rows: Promise<{ rows: unknown[] }>) => (await rows).rows.length;

/** Idempotency records older than 24 h (and abandoned leases). */
const purgeIdempotencyKeys = (db: Queryable) =>
  removed(db.query(`delete from idempotency_keys where created_at < now() - interval '24 hours' returning 1`));

/** Sign-outs of tokens that have expired anyway. */
const purgeRevokedTokens = (db: Queryable) => removed(db.query('delete from revoked_tokens where expires_at < now() returning 1'));

/** Finished rate-limit windows. */
const purgeRateLimits = (db: Queryable) => removed(db.query('delete from rate_limits where reset_at < now() returning 1'));

/** Member activity older than two 12-month trend ranges and some (the trends reach two years back at most). */
const purgeMemberActivity = (db: Queryable) =>
  removed(db.query(`delete from member_activity where at < now() - interval '800 days' returning 1`));

/**
 * Deletes what has outlived its use: idempotency records older than 24 h (and abandoned leases),
 * sign-outs of tokens that have expired anyway, finished rate-limit windows, member activity older than 800
 * days (the trends reach two years back at most). Answers the rows removed.
 */
export async function purgeExpired(db: Queryable): Promise<number> {
  const counts = await Promise.all([purgeIdempotencyKeys(db), purgeRevokedTokens(db), purgeRateLimits(db), purgeMemberActivity(db)]);
  return counts.reduce((n, c) => n + c, 0);
}

/** Audit events older than `days`: the only deletion the append-only trail allows, said for this transaction. */
async function pruneAuditEvents(tx: Queryable, days: number): Promise<number> {
  await tx.query(`select set_config('backoffice.audit_prune', 'on', true)`);
  const audit = await tx.query('delete from audit_events where at < now() - make_interval(days => $1) returning 1', [days]);
  await tx.query(`select set_config('backoffice.audit_prune', 'off', true)`);
  return audit.rows.length;
}

/** Products deleted more than `days` ago. */
const purgeDeletedProducts = (tx: Queryable, days: number) =>
  removed(tx.query('delete from products where deleted_at < now() - make_interval(days => $1) returning 1', [days]));

/** Categories deleted more than `days` ago, leaf first: a round per level until none is left. */
async function purgeDeletedCategories(tx: Queryable, days: number): Promise<number> {
  let categories = 0;
  for (;;) {
    const { rows } = await tx.query(
      `delete from categories k where k.deleted_at < now() - make_interval(days => $1)
         and not exists (select 1 from categories c where c.parent_id = k.id) returning 1`,
      [days],
    );
    if (!rows.length) break;
    categories += rows.length;
  }
  return categories;
}

/**
 * Forgets what has outlived its retention: audit events older than `auditDays` (the only deletion the
 * append-only trail allows, said for this transaction), and products and categories deleted more than
 * `restoreDays` ago (categories leaf first). Answers the rows removed of each kind.
 */
export async function pruneMemory(
  db: Db,
  r: Pick<Retention, 'auditDays' | 'restoreDays'> = DEFAULT_RETENTION,
): Promise<{ audit: number; products: number; categories: number }> {
  return db.transaction(async (tx) => {
    const audit = await pruneAuditEvents(tx, r.auditDays);
    const products = await purgeDeletedProducts(tx, r.restoreDays);
    const categories = await purgeDeletedCategories(tx, r.restoreDays);
    return { audit, products, categories };
  });
}

export interface RecipientPruneOptions {
  /** Recipient rows deleted a transaction (default 5,000, as a fan-out batch). */
  batchSize?: number;
  /** A run stops after this long and leaves the rest to the next one (default 30 s). */
  maxMs?: number;
  /** Checked between batches: a stopping server leaves the rest to the next run. */
  stopping?: () => boolean;
}

export interface RecipientPrune {
  /** Recipient rows deleted. */
  recipients: number;
  /** Sends whose recipient rows are all gone now (marked `recipients_pruned_at`). */
  sends: number;
  /** Transactions run (one delete each). */
  batches: number;
  /** Whether nothing is left to prune (false: the run stopped at its time or at the server's stop). */
  done: boolean;
}

/** The oldest send finished more than `days` ago whose recipient rows are not pruned yet (the partial index of migration 025). */
const nextSendToPrune = async (db: Queryable, days: number) =>
  (
    await db.query<{ id: number }>(
      `select id from notification_sends
        where recipients_pruned_at is null and status in ('sent', 'failed', 'cancelled')
          and finished_at < now() - make_interval(days => $1)
        order by finished_at, id limit 1`,
      [days],
    )
  ).rows[0]?.id;

/**
 * Marks pruned, `limit` at a time, the sends to prune that have no recipient row (a cancelled send, a test,
 * a history older than the recipients' table): one statement for many sends, not a transaction each.
 * Answers the sends marked.
 */
async function markEmptySends(db: Queryable, days: number, limit: number): Promise<number> {
  let marked = 0;
  for (;;) {
    const { rows } = await db.query<{ n: number }>(
      `with empty as (
         select s.id from notification_sends s
          where s.recipients_pruned_at is null and s.status in ('sent', 'failed', 'cancelled')
            and s.finished_at < now() - make_interval(days => $1)
            and not exists (select 1 from notification_recipients r where r.send_id = s.id)
          order by s.finished_at, s.id limit $2),
       marked as (update notification_sends s set recipients_pruned_at = now() from empty where s.id = empty.id returning 1)
       select count(*)::int as n from marked`,
      [days, limit],
    );
    const n = rows[0]?.n ?? 0;
    marked += n;
    if (n < limit) return marked;
  }
}

/**
 * One batch of a send's recipients, one transaction: the first `batchSize` rows in member-id order (a range
 * of the primary key up to the batch's last member, so the delete reads its rows from the index). The batch
 * that sees fewer than `batchSize` rows takes the send's last ones (a finished send gets no new rows) and
 * marks the send pruned. Whether it was the last is what the batch saw, not what it deleted: a batch of
 * another process on the same rows makes this one delete fewer (after waiting for it), not end the send.
 */
async function pruneRecipientBatch(db: Db, sendId: number, batchSize: number): Promise<{ deleted: number; last: boolean }> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ n: number; last: boolean }>(
      `with edge as (
         select member_id from notification_recipients where send_id = $1 order by member_id offset $2::int - 1 limit 1),
       doomed as (
         delete from notification_recipients
          where send_id = $1 and member_id <= coalesce((select member_id from edge), 2147483647)
         returning 1)
       select (select count(*) from doomed)::int as n, not exists (select 1 from edge) as last`,
      [sendId, batchSize],
    );
    const deleted = rows[0]?.n ?? 0;
    const last = rows[0]?.last ?? true;
    if (last) await tx.query('update notification_sends set recipients_pruned_at = now() where id = $1', [sendId]);
    return { deleted, last };
  });
}

/**
 * Deletes the recipient rows (`notification_recipients`) of sends that finished (sent, failed, cancelled)
 * more than `days` ago, oldest send first, `batchSize` rows a transaction: never one big delete, never a
 * send that is scheduled, queued or sending. A send keeps its row and counts (`recipients`, `delivered`)
 * and is marked `recipients_pruned_at` with its last batch (the sends without rows first, 1,000 a statement). Runs at most `maxMs` (the rest is left to the
 * next run) and yields between batches (PGlite runs its queries synchronously).
 */
export async function pruneRecipients(db: Db, days: number, opts: RecipientPruneOptions = {}): Promise<RecipientPrune> {
  const batchSize = opts.batchSize ?? 5000;
  const until = performance.now() + (opts.maxMs ?? 30_000);
  const out: RecipientPrune = { recipients: 0, sends: await markEmptySends(db, days, 1000), batches: 0, done: false };
  for (;;) {
    if (performance.now() >= until || opts.stopping?.()) return out;
    const sendId = await nextSendToPrune(db, days);
    if (sendId === undefined) return { ...out, done: true };
    for (;;) {
      const { deleted, last } = await pruneRecipientBatch(db, sendId, batchSize);
      out.batches++;
      out.recipients += deleted;
      await new Promise((resolve) => setImmediate(resolve));
      if (last) {
        out.sends++;
        break;
      }
      if (performance.now() >= until || opts.stopping?.()) return out;
    }
  }
}

/**
 * The deletions of what has outlived its time, one function per table: the short-lived records of the API
 * (`purgeExpired`, every few minutes) and the memory of the back-office past its retention (`pruneMemory`,
 * issue 13). Scheduled by start.ts.
 */
import { DEFAULT_AUDIT_RETENTION_DAYS, DEFAULT_RESTORE_DAYS } from '../../api/contract/index.js';
import type { Db, Queryable } from '../db/types.js';

/** How long the memory of the back-office lasts (issue 13). */
export interface Retention {
  /** Audit events older than this are pruned (default 365). */
  auditDays: number;
  /** Deleted products and categories older than this are purged for good (default 30). */
  restoreDays: number;
}
export const DEFAULT_RETENTION: Retention = { auditDays: DEFAULT_AUDIT_RETENTION_DAYS, restoreDays: DEFAULT_RESTORE_DAYS };

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
  r: Retention = DEFAULT_RETENTION,
): Promise<{ audit: number; products: number; categories: number }> {
  return db.transaction(async (tx) => {
    const audit = await pruneAuditEvents(tx, r.auditDays);
    const products = await purgeDeletedProducts(tx, r.restoreDays);
    const categories = await purgeDeletedCategories(tx, r.restoreDays);
    return { audit, products, categories };
  });
}

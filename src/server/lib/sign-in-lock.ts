import type { Context } from 'hono';
import { SIGN_IN_LOCK_MINUTES } from '../../api/contract/constants.js';
import type { Queryable } from '../db/types.js';
import { audit } from './audit.js';
import type { AppEnv, Deps } from './deps.js';
import { isoTime } from './sql.js';

/**
 * The sign-in lock of an account for unknown clients (docs/security.md, "Sign-in lockout"): one row of
 * `sign_in_locks` per locked e-mail (known or not: the lock must not tell which accounts exist), written
 * when the unknown clients' failures reach their limit. The row makes the lock and its lifting audit events
 * exactly once, whatever the number of processes, and keeps the lock across a restart.
 */

/** How long a lock lasts from the failure that set it; refused attempts do not extend it. */
export const LOCK_MINUTES = SIGN_IN_LOCK_MINUTES;

type Target = { email: string; memberId: number | null };
const target = (t: Target) => ({ type: 'member' as const, id: t.memberId, label: t.email });

/**
 * The lock state of an e-mail as a sign-in from an unknown client finds it: the seconds it still lasts
 * (0 = not locked). A lock that has run out is removed here and its lifting recorded (reason `expired`),
 * and the account's failure count starts again from zero.
 */
export async function lockWait(deps: Deps, c: Context<AppEnv>, t: Target): Promise<number> {
  const { rows } = await deps.db.query<{ lapsed: Date | string | null; wait: number | null }>(
    `with lapsed as (delete from sign_in_locks where email = $1 and locked_until <= now() returning locked_until)
     select (select locked_until from lapsed) as lapsed,
            (select greatest(1, ceil(extract(epoch from (locked_until - now()))))::int
               from sign_in_locks where email = $1 and locked_until > now()) as wait`,
    [t.email],
  );
  const row = rows[0];
  if (row?.lapsed) {
    await deps.loginAccountLimiter.reset(t.email);
    await audit(deps.db, c, {
      action: 'auth.sign_in_unlocked',
      actorId: null,
      target: target(t),
      changes: { reason: { from: null, to: 'expired' }, lockedUntil: { from: null, to: isoTime(row.lapsed) } },
    });
  }
  return row?.wait ?? 0;
}

/**
 * Locks the e-mail for unknown clients for LOCK_MINUTES (the failure that reached the limit calls it) and
 * records it, once: a lock already in place is left as it is. Answers the seconds the lock lasts.
 */
export async function lockAccount(deps: Deps, c: Context<AppEnv>, t: Target, failures: number): Promise<number> {
  const { rows } = await deps.db.query<{ locked_until: Date | string }>(
    `insert into sign_in_locks (email, locked_until) values ($1, now() + make_interval(mins => $2))
     on conflict (email) do update set locked_at = now(), locked_until = excluded.locked_until
       where sign_in_locks.locked_until <= now()
     returning locked_until`,
    [t.email, LOCK_MINUTES],
  );
  if (!rows[0]) return LOCK_MINUTES * 60; // locked already (a concurrent failure got there first)
  await audit(deps.db, c, {
    action: 'auth.sign_in_locked',
    actorId: null,
    target: target(t),
    changes: { failures: { from: null, to: failures }, lockedUntil: { from: null, to: isoTime(rows[0].locked_until) } },
  });
  // Locks long over whose e-mail nobody tried again (an attack on made-up addresses) are forgotten.
  await deps.db.query(`delete from sign_in_locks where locked_until < now() - interval '30 days'`);
  return LOCK_MINUTES * 60;
}

/**
 * Lifts the lock of an e-mail whose owner proved the mailbox (a completed reset or activation), recording
 * it when there was one, and forgets the unknown clients' failures. `q` is the transaction
 * of the change, so the lifting commits with it.
 */
export async function liftLock(
  deps: Deps,
  q: Queryable,
  c: Context<AppEnv>,
  t: Target,
  reason: 'password_reset' | 'activation',
): Promise<void> {
  const { rows } = await q.query<{ active: boolean }>(
    'delete from sign_in_locks where email = $1 returning locked_until > now() as active',
    [t.email],
  );
  // A lock that had run out unnoticed is recorded as such.
  if (rows[0])
    await audit(q, c, {
      action: 'auth.sign_in_unlocked',
      actorId: rows[0].active ? t.memberId : null,
      target: target(t),
      changes: { reason: { from: null, to: rows[0].active ? reason : 'expired' } },
    });
}

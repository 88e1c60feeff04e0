import { createHmac, randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/types.js';
import { inTransaction } from '../db/scoped.js';
import type { AppEnv } from './deps.js';
import { authenticate } from './auth.js';
import { HttpError, badRequest } from './http-error.js';

const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/**
 * Calls whose body or answer is a secret (a password, a reset or activation token, a sign-in's access
 * token): never recorded for replay, whatever the caller sends. A replay could not help them anyway: a
 * password change, reset or activation ends the tokens that would present the key again, and a sign-in
 * is safe to send twice.
 */
export const SECRET_PATHS = new Set(['/v1/auth/login', '/v1/auth/reset-password', '/v1/accounts/enable', '/v1/accounts/password']);

type Stored = {
  method: string;
  path: string;
  request_hash: string | null;
  status: number | null;
  body: string | null;
  leased: boolean;
  /** Seconds the lease still runs (0 or less when it ran out). */
  lease_left: number | string | null;
};

export interface IdempotencyOptions {
  /** The database itself (not the request-scoped one): leases live outside the call's transaction. */
  base: Db;
  jwtKey: Uint8Array;
  /** How long a call may hold its key before another attempt may take it over (default 60 s). */
  leaseMs?: number;
}

/** Thrown inside the call's transaction to roll it back when the call did not succeed. */
class NotStored extends Error {}
/** Thrown when another attempt took the key over while this one ran past its lease. */
class LeaseLost extends Error {}

const IN_PROGRESS = 'A request with this Idempotency-Key is in progress, retry later';

/**
 * 409 for a key another attempt holds: Retry-After and the body's `retryAfterSeconds` say how long its lease
 * still runs (after a crash the key is held until then; a live attempt may answer sooner), 1 s when unknown.
 */
const inProgress = (leaseLeft = 1) => {
  const secs = Math.max(1, Math.ceil(leaseLeft));
  const e = new HttpError(409, `${IN_PROGRESS} (held for up to ${secs} s)`, { 'Retry-After': String(secs) }, 'idempotency_in_progress');
  e.details = { retryAfterSeconds: secs };
  return e;
};

/**
 * Idempotency-Key on POST/PATCH/PUT/DELETE of a signed-in member, except SECRET_PATHS (anonymous calls share no key space and
 * are never stored).
 *
 * 1. The token is checked in full first (signature, expiry, token version, sign-out): a revoked token
 *    gets the route's 401, never a stored answer.
 * 2. The first attempt reserves (member, key) with a lease: an owner id and an expiry. While the lease
 *    runs, other attempts get 409.
 * 3. The call runs in ONE transaction with its completion record (status and body): the write and its
 *    record commit together, or neither does. A failed answer rolls both back and frees the key.
 * 4. After a crash (kill -9) the key keeps its lease until it expires; the next attempt then finds
 *    either a completion (the write committed: its answer is replayed) or none (nothing committed: the
 *    call runs again).
 */
/**
 * The shape of an Idempotency-Key (1 to 200 characters on a write), checked before the access check
 * (lib/access.ts): a bad key is a 400 whoever calls, as before the access check existed.
 */
export const idempotencyKeyShape: MiddlewareHandler<AppEnv> = async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (key !== undefined && MUTATING.has(c.req.method) && (key.length < 1 || key.length > 200))
    throw badRequest('Idempotency-Key must be 1 to 200 characters');
  await next();
};

export const idempotency = (opts: IdempotencyOptions): MiddlewareHandler<AppEnv> => {
  const hashKey = createHmac('sha256', opts.jwtKey).update('backoffice idempotency request hash').digest();
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined || !MUTATING.has(c.req.method)) return next();
    if (key.length < 1 || key.length > 200) throw badRequest('Idempotency-Key must be 1 to 200 characters');
    if (SECRET_PATHS.has(c.req.path)) return next();
    const db = opts.base;
    // The access middleware (lib/access.ts) has checked the credential of every route that is not public.
    const member = c.get('credential')
      ? c.get('member')
      : await authenticate(db, opts.jwtKey, c.req.header('authorization')).catch(() => null); // a public route: a refused token is no caller
    if (!member) return next(); // anonymous, or a token the route will refuse
    const memberId = member.id;
    const leaseSecs = (opts.leaseMs ?? 60_000) / 1000;
    // The body is read once here; Hono caches it for the handler. Its hash is keyed (HMAC with a key of
    // this server's), so the table does not let anyone test guesses of what a body held.
    const requestHash = createHmac('sha256', hashKey)
      .update(await c.req.text())
      .digest('hex');
    const owner = randomUUID();
    await db.query(`delete from idempotency_keys where member_id = $1 and key = $2 and created_at < now() - interval '24 hours'`, [
      memberId,
      key,
    ]);
    const ins = await db.query(
      `insert into idempotency_keys (member_id, key, method, path, request_hash, owner, lease_until)
       values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))
       on conflict do nothing returning key`,
      [memberId, key, c.req.method, c.req.path, requestHash, owner, leaseSecs],
    );
    if (!ins.rows[0]) {
      const { rows } = await db.query<Stored>(
        `select method, path, request_hash, status, body, coalesce(lease_until > now(), false) as leased,
                coalesce(extract(epoch from (lease_until - now())), 0)::float8 as lease_left
         from idempotency_keys where member_id = $1 and key = $2`,
        [memberId, key],
      );
      const s = rows[0];
      if (!s) throw inProgress(); // freed meanwhile: the caller retries
      if (s.method !== c.req.method || s.path !== c.req.path || (s.request_hash !== null && s.request_hash !== requestHash))
        throw new HttpError(422, 'This Idempotency-Key was used for another request', {}, 'idempotency_key_reused');
      if (s.status != null)
        return new Response(s.body, {
          status: s.status,
          headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
        });
      if (s.leased) throw inProgress(Number(s.lease_left ?? 1));
      // The lease ran out with no completion: its owner died before committing anything. Take it over.
      const took = await db.query(
        `update idempotency_keys set owner = $3, lease_until = now() + make_interval(secs => $4), created_at = now()
         where member_id = $1 and key = $2 and status is null and (lease_until is null or lease_until <= now())
         returning key`,
        [memberId, key, owner, leaseSecs],
      );
      if (!took.rows[0]) throw inProgress();
    }
    try {
      await inTransaction(db, async (tx) => {
        await next();
        if (c.error || c.res.status < 200 || c.res.status >= 300) throw new NotStored();
        const text = await c.res.clone().text();
        const { rows } = await tx.query(
          `update idempotency_keys set status = $4, body = $5, lease_until = null
           where member_id = $1 and key = $2 and owner = $3 and status is null returning key`,
          [memberId, key, owner, c.res.status, text],
        );
        if (!rows[0]) throw new LeaseLost();
      });
    } catch (e) {
      if (e instanceof LeaseLost) {
        // This attempt outlived its lease and another one took the key over: its writes are rolled back
        // and the other attempt's answer stands.
        c.res = undefined;
        const e409 = inProgress();
        c.res = new Response(JSON.stringify({ statusCode: 409, code: e409.code, message: e409.message, ...e409.details }), {
          status: 409,
          headers: { 'content-type': 'application/json', 'retry-after': e409.headers['Retry-After']! },
        });
        return;
      }
      if (!(e instanceof NotStored)) throw e;
      await db.query('delete from idempotency_keys where member_id = $1 and key = $2 and owner = $3 and status is null', [
        memberId,
        key,
        owner,
      ]);
    }
  };
};

import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from './deps.js';
import { readToken } from './auth.js';
import { HttpError, badRequest } from './http-error.js';

const MUTATING = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

type Stored = { method: string; path: string; request_hash: string | null; status: number | null; body: string | null };

/**
 * Idempotency-Key on POST/PATCH/DELETE: the first request reserves (member, key) with a unique
 * insert; a 2xx answer is stored for 24 h and replayed to the same key, others free the key.
 */
export const idempotency =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined || !MUTATING.has(c.req.method)) return next();
    if (key.length < 1 || key.length > 200) throw badRequest('Idempotency-Key must be 1 to 200 characters');
    // Only signed-in callers get replays: anonymous callers (login, reset, activation) would share one key
    // space, and a stored login answer (an access token) would be replayed to whoever sends the same key.
    const memberId = (await readToken(deps.jwtKey, c.req.header('authorization')))?.id;
    if (memberId === undefined) return next();
    // The body is read once here; Hono caches it for the handler.
    const requestHash = createHash('sha256').update(await c.req.text()).digest('hex');
    const { db } = deps;
    await db.query(
      `delete from idempotency_keys where member_id = $1 and key = $2 and created_at < now() - interval '24 hours'`,
      [memberId, key],
    );
    const ins = await db.query(
      `insert into idempotency_keys (member_id, key, method, path, request_hash) values ($1, $2, $3, $4, $5)
       on conflict do nothing returning key`,
      [memberId, key, c.req.method, c.req.path, requestHash],
    );
    if (!ins.rows[0]) {
      const { rows } = await db.query<Stored>(
        'select method, path, request_hash, status, body from idempotency_keys where member_id = $1 and key = $2',
        [memberId, key],
      );
      const s = rows[0];
      if (!s) throw new HttpError(409, 'A request with this Idempotency-Key is in progress, retry later');
      if (s.method !== c.req.method || s.path !== c.req.path || (s.request_hash !== null && s.request_hash !== requestHash))
        throw new HttpError(422, 'This Idempotency-Key was used for another request');
      if (s.status == null) throw new HttpError(409, 'A request with this Idempotency-Key is in progress, retry later');
      return new Response(s.body, {
        status: s.status,
        headers: { 'content-type': 'application/json', 'idempotent-replayed': 'true' },
      });
    }
    let stored = false;
    try {
      await next();
      if (c.res.status >= 200 && c.res.status < 300 && !c.error) {
        const text = await c.res.clone().text();
        await db.query('update idempotency_keys set status = $3, body = $4 where member_id = $1 and key = $2', [
          memberId,
          key,
          c.res.status,
          text,
        ]);
        stored = true;
      }
    } finally {
      if (!stored) await db.query('delete from idempotency_keys where member_id = $1 and key = $2', [memberId, key]);
    }
  };

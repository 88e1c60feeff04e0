import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from './http-error.js';
import type { Limiter } from './rate-limit.js';
import { clientKey } from './request.js';

/** How /v1 receives request bodies, and how long /health may take (issue 33; docs/security.md). */
export interface Transport {
  /** The whole body must have arrived this many ms after the request's headers, else 408 (default 10 s). */
  bodyTimeoutMs: number;
  /** Refused bodies (too large, too slow, too deep) per client address per window before 429. */
  badBodies: number;
  badBodyWindowMs: number;
  /** How long /health may wait for the admission gate and a database ping before it answers 503 (default 2 s). */
  healthTimeoutMs: number;
}

export const DEFAULT_TRANSPORT: Transport = {
  bodyTimeoutMs: 10_000,
  badBodies: 20,
  badBodyWindowMs: 15 * 60_000,
  healthTimeoutMs: 2_000,
};

const KB = 1024;

/**
 * The most bytes of a request body, by path prefix (first match). Every body of the API is a small JSON
 * object: a sign-in is under 1 KB (an e-mail of 254 characters, a password of 256), a category two names of
 * 100; a notification's title and message (200 + 2000 characters) stay under 13 KB even when every
 * character is sent as a \uXXXX escape. No route takes files: the panels' multipart upload has no server
 * route in the reference server.
 */
export const BODY_LIMITS: readonly (readonly [prefix: string, bytes: number])[] = [
  ['/v1/notifications/', 64 * KB],
  ['/v1/', 16 * KB],
];

export const bodyLimitFor = (path: string): number => BODY_LIMITS.find(([p]) => path.startsWith(p))?.[1] ?? 16 * KB;

const size = (bytes: number) => (bytes % KB === 0 ? `${bytes / KB} KB` : `${bytes} bytes`);

// A body that stopped coming: the connection is closed after the answer (as Node's own 408 does). The rest
// of a body that is only too large is read and thrown away after the answer (@hono/node-server drains at
// most 64 MB for 500 ms, then closes), so the client gets to read its 413.
const CLOSE = { Connection: 'close' };
const tooLarge = (max: number) => new HttpError(413, `The request body is too large (max ${size(max)})`, {}, 'payload_too_large');
const tooSlow = () => new HttpError(408, 'The request body did not arrive in time', CLOSE, 'request_timeout');
const cutOff = () => new HttpError(400, 'The request body was cut off', CLOSE, 'bad_request');

/**
 * Refusals that count against the address: the ones that cost the server something (a body read up to its
 * cap, a connection held to the deadline, a text scanned to its depth limit). A malformed or invalid body
 * fails fast and does not count: clients and fuzzers send those by mistake.
 */
const REFUSED = new Set(['payload_too_large', 'request_timeout', 'body_too_deep']);

const TIMEOUT = Symbol('timeout');

/**
 * The body of `req` as text: at most `max` bytes (a larger Content-Length is refused before anything is
 * read), all of it within `timeoutMs`. Throws the 413, 408 or 400 to answer.
 */
export async function readBody(req: Request, max: number, timeoutMs: number): Promise<string> {
  const declared = req.headers.get('content-length');
  if (declared !== null && Number(declared) > max) throw tooLarge(max);
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof TIMEOUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMEOUT), timeoutMs);
  });
  try {
    for (;;) {
      let next: ReadableStreamReadResult<Uint8Array> | typeof TIMEOUT;
      try {
        next = await Promise.race([reader.read(), deadline]);
      } catch {
        throw cutOff(); // the client went away mid-body
      }
      if (next === TIMEOUT) throw tooSlow();
      if (next.done) break;
      total += next.value.byteLength;
      if (total > max) throw tooLarge(max);
      chunks.push(next.value);
    }
  } catch (e) {
    reader.cancel().catch(() => {});
    throw e;
  } finally {
    clearTimeout(timer);
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

/**
 * Reads every /v1 body whole before the request goes any further: a request holds no admission slot,
 * hashing slot or database connection while its body trickles in (four clients sending one byte every
 * 10 s used to hold all four slots of PGlite's gate). The text is handed to the handler through Hono's
 * body cache (`c.req.text()`).
 *
 * Refused bodies (413, 408 here; 400 body_too_deep from `body()` later) count against the client address; past `badBodies` in the window they answer 429, and the address sends no body at
 * all until the window ends (refused before a byte is read; its GETs go on).
 */
export function bodyFirst(t: Transport, refusals: Limiter): MiddlewareHandler {
  /** Addresses over the limit, until when (ms): kept in this process, so no database call refuses them. */
  const blocked = new Map<string, number>();
  const tooMany = (seconds: number) =>
    new HttpError(
      429,
      'Too many refused request bodies from this address, try again later',
      { 'Retry-After': String(seconds) },
      'rate_limited',
    );
  const count = async (ip: string) => {
    const { wait } = await refusals.hit(ip);
    if (wait <= 0) return;
    if (blocked.size >= 10_000) blocked.delete(blocked.keys().next().value!);
    blocked.set(ip, Date.now() + wait * 1000);
    throw tooMany(wait);
  };
  const refused = (e: unknown): e is HttpError => e instanceof HttpError && REFUSED.has(e.code);
  return async (c: Context, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    // The address as the other per-address limits count it (an IPv6 client by its /64, no port).
    const ip = clientKey(c);
    const until = blocked.get(ip);
    if (until !== undefined) {
      const left = until - Date.now();
      if (left > 0) throw tooMany(Math.ceil(left / 1000));
      blocked.delete(ip);
    }
    let text: string;
    try {
      text = await readBody(c.req.raw, bodyLimitFor(c.req.path), t.bodyTimeoutMs);
    } catch (e) {
      if (refused(e)) await count(ip);
      throw e;
    }
    // Hono keeps promises in its body cache; every reader of the body (body(), idempotency) gets this text.
    (c.req.bodyCache as { text?: Promise<string> }).text = Promise.resolve(text);
    await next();
    if (refused(c.error)) await count(ip);
  };
}

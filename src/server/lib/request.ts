import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The load balancers in front of the server (BACKOFFICE_TRUSTED_PROXIES: their addresses, comma-separated).
 * Read once; a value that is not a list of addresses stops the server at its start (`trustedProxies`).
 */
let trusted: ReadonlySet<string> | null = null;
export function trustedProxies(env: NodeJS.ProcessEnv = process.env): ReadonlySet<string> {
  const raw = env['BACKOFFICE_TRUSTED_PROXIES'] ?? '';
  const list = raw.split(',').map((a) => a.trim()).filter(Boolean);
  for (const a of list)
    if (!/^[0-9a-fA-F:.]+$/.test(a)) throw new Error(`BACKOFFICE_TRUSTED_PROXIES must list addresses such as 10.0.0.5,10.0.0.6 (got "${a}").`);
  return new Set(list.flatMap((a) => [a, a.startsWith('::ffff:') ? a.slice(7) : `::ffff:${a}`]));
}

/**
 * The client's address: the connection's peer, or, when the peer is a trusted proxy, the nearest address
 * in `X-Forwarded-For` that is not one (each proxy appends the address it received from; what is left of
 * it could be written by the client, so it is never read past an untrusted hop).
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, proxies: ReadonlySet<string>): string {
  if (!proxies.has(peer) || !forwardedFor) return peer;
  const hops = forwardedFor.split(',').map((h) => h.trim()).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!/^[0-9a-fA-F:.]{2,45}$/.test(hop)) return peer;
    if (!proxies.has(hop)) return hop;
  }
  return peer;
}

/** The client address of the request ('local' for app.request() in tests, which has no socket). */
export const clientIp = (c: Context) => {
  let peer: string;
  try {
    peer = getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
  trusted ??= trustedProxies();
  return clientAddress(peer, c.req.header('x-forwarded-for'), trusted);
};

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's `X-Request-Id` when it is a plain token of at most 64 characters, else null. */
export const requestIdFrom = (header: string | undefined): string | null => (header && REQUEST_ID_RE.test(header) ? header : null);

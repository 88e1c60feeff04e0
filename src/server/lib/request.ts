import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * An IPv6 address as its eight 16-bit groups (an embedded dotted IPv4 tail read as two), or null when it
 * is not one. A zone (`fe80::1%eth0`) is dropped.
 */
function groupsOf(address: string): number[] | null {
  const a = address.split('%')[0]!;
  if (!isIPv6(a)) return null;
  let text = a;
  const v4 = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (v4) {
    const [b1, b2, b3, b4] = v4[2]!.split('.').map(Number) as [number, number, number, number];
    text = `${v4[1]}${((b1 << 8) | b2).toString(16)}:${((b3 << 8) | b4).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((h) => parseInt(h, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const groups = tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 ? groups : null;
}

/** The IPv4 address an IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) stands for, else null. */
const mappedIPv4 = (g: number[]) =>
  g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff ? [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255].join('.') : null;

/** The RFC 5952 text of an IPv6 address: lower case, the longest run of two or more zero groups as `::`. */
function ipv6Text(g: number[]): string {
  let best = -1;
  let bestLen = 1;
  for (let i = 0; i < 8;) {
    if (g[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && g[j] === 0) j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
    i = j;
  }
  const hex = g.map((x) => x.toString(16));
  if (best < 0) return hex.join(':');
  return `${hex.slice(0, best).join(':')}::${hex.slice(best + bestLen).join(':')}`;
}

/**
 * An address as the server keeps it, or null when the text is not an address: without a port
 * (`1.2.3.4:5678`, `[2001:db8::1]:443`, as some proxies write X-Forwarded-For), an IPv4-mapped IPv6
 * address as the IPv4 address (a dual-stack socket reports IPv4 clients so), IPv6 in its RFC 5952 form.
 */
export function normalizeAddress(raw: string): string | null {
  let a = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(a);
  const v4port = /^(\d{1,3}(?:\.\d{1,3}){3}):(\d{1,5})$/.exec(a);
  const port = bracketed?.[2] ?? v4port?.[2];
  if (port !== undefined && Number(port) > 65_535) return null;
  if (bracketed) a = bracketed[1]!;
  else if (v4port) a = v4port[1]!;
  if (isIPv4(a)) return a;
  const g = bracketed || !v4port ? groupsOf(a) : null;
  if (!g) return null;
  return mappedIPv4(g) ?? ipv6Text(g);
}

/**
 * What the per-address limits count by: an IPv4 address, or the /64 network of an IPv6 one (a subscriber
 * usually gets a whole /64 and can pick any address in it). Anything else as it is.
 */
export function addressKey(address: string): string {
  const a = normalizeAddress(address);
  if (!a) return address;
  if (isIPv4(a)) return a;
  const g = groupsOf(a)!;
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`;
}

/**
 * The load balancers in front of the server (BACKOFFICE_TRUSTED_PROXIES: their addresses, comma-separated).
 * Read once; a value that is not a list of addresses stops the server at its start (`trustedProxies`).
 */
let trusted: ReadonlySet<string> | null = null;
export function trustedProxies(env: NodeJS.ProcessEnv = process.env): ReadonlySet<string> {
  const raw = env['BACKOFFICE_TRUSTED_PROXIES'] ?? '';
  const list = raw
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const out = new Set<string>();
  for (const a of list) {
    const n = /^[0-9a-fA-F:.]+$/.test(a) ? normalizeAddress(a) : null;
    if (!n) throw new Error(`BACKOFFICE_TRUSTED_PROXIES must list addresses such as 10.0.0.5,10.0.0.6 (got "${a}").`);
    out.add(n);
  }
  return out;
}

/**
 * The client's address (normalised: `normalizeAddress`): the connection's peer, or, when the peer is a
 * trusted proxy, the nearest address in `X-Forwarded-For` that is not one (each proxy appends the address it
 * received from; what is left of it could be written by the client, so it is never read past an untrusted
 * hop). A hop that is not an address ends the reading at the peer.
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, proxies: ReadonlySet<string>): string {
  const from = normalizeAddress(peer) ?? peer;
  if (!proxies.has(from) || !forwardedFor) return from;
  const hops = forwardedFor
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!.length <= 64 ? normalizeAddress(hops[i]!) : null;
    if (!hop) return from;
    if (!proxies.has(hop)) return hop;
  }
  return from;
}

/** The connection's peer, or null for app.request() in tests, which has no socket. */
const peerOf = (c: Context): string | null => {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
};

/** The client address of the request ('local' for app.request() in tests, which has no socket). */
export const clientIp = (c: Context) => {
  const peer = peerOf(c);
  if (!peer) return 'local';
  trusted ??= trustedProxies();
  return clientAddress(peer, c.req.header('x-forwarded-for'), trusted);
};

/** What the per-address limits count the request's client by (`addressKey` of `clientIp`). */
export const clientKey = (c: Context) => addressKey(clientIp(c));

/**
 * Whether the client reached the server over https: the request's own scheme, or behind a trusted proxy
 * the `X-Forwarded-Proto` it set (its last value: the one the proxy wrote). Cookies get `Secure` by it.
 */
export function isHttps(c: Context): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const peer = peerOf(c);
  if (!peer) return false;
  trusted ??= trustedProxies();
  if (!trusted.has(normalizeAddress(peer) ?? peer)) return false;
  const proto = c.req.header('x-forwarded-proto')?.split(',').pop()?.trim().toLowerCase();
  return proto === 'https';
}

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's `X-Request-Id` when it is a plain token of at most 64 characters, else null. */
export const requestIdFrom = (header: string | undefined): string | null => (header && REQUEST_ID_RE.test(header) ? header : null);

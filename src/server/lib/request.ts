import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The peer address of the request ('local' for app.request() in tests, which has no socket). */
export const clientIp = (c: Context) => {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
};

const REQUEST_ID_RE = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's `X-Request-Id` when it is a plain token of at most 64 characters, else null. */
export const requestIdFrom = (header: string | undefined): string | null => (header && REQUEST_ID_RE.test(header) ? header : null);

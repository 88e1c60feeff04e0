/**
 * A panel's first data, asked for by the lazy loader while the panel's code is on the way (lazy.ts): the
 * session values the page set before any chunk arrived (`token`, `getToken`) are applied, then the session
 * check and the requests the panel's first render will make are started with plain fetch (api/early.ts), and
 * the API client takes their responses when the panel makes them. Part of the loader's own file (nothing here
 * needs React, the query client or the HTTP client): the requests leave as the element connects, not once a
 * chunk has arrived and run behind the panel's code. A page that gives the token after the loader ran (a
 * later script, a framework setting the property) is waited for.
 */
import { earlyUrl, fetchEarly } from '../api/early.js';
import { memberQuery } from '../api/query.js';
import { firstCustomerFilters } from '../features/customers/list-query.js';
import { apiBaseOf } from '../state/api-base.js';
import { hostTokenNow, resolveToken, setHostGetToken, setHostToken } from '../state/token-source.js';
import { onPendingShared, pendingSharedValues } from './lazy-element.js';
import type { AdminTag } from './tags.js';

/** Each tag's first lists, from the state the panel will render with: [path, query] pairs. */
const FIRST_REQUESTS: Partial<Record<AdminTag, (el: HTMLElement) => Array<[string, Record<string, string | number | boolean>]>>> = {
  'admin-customers': (el) => firstCustomerFilters(el).map((f) => ['members', memberQuery(f)]),
};

/** Whether the loader asks for `tag`'s first data itself. */
export const asksEarly = (tag: AdminTag): boolean => tag in FIRST_REQUESTS;

const applyPendingSession = () => {
  for (const [name, value] of pendingSharedValues()) {
    if (name === 'token') setHostToken(value);
    if (name === 'getToken') setHostGetToken(value);
  }
};

/** Sends the session check and `tag`'s first lists for `el` with `token`. */
function sendWith(tag: AdminTag, el: HTMLElement, token: string): void {
  if (!el.isConnected) return;
  const base = apiBaseOf(el);
  // The session check the panel's gate makes first, beside its lists: neither waits on the other.
  fetchEarly(earlyUrl(base, 'accounts/member', {}), `Bearer ${token}`);
  for (const [path, query] of FIRST_REQUESTS[tag]!(el)) fetchEarly(earlyUrl(base, path, query), `Bearer ${token}`);
}

async function send(tag: AdminTag, el: HTMLElement, stored: boolean): Promise<boolean> {
  applyPendingSession();
  const token = await resolveToken({ stored });
  if (!token) return false;
  sendWith(tag, el, token);
  return true;
}

/**
 * Asks for `tag`'s first data for `el` once there is a token: at once when the page has given the panel its
 * `token`; else the page's `getToken` or `configure`, or a token or getToken the
 * page sets on a panel before the panel's chunk has arrived (after that the panel asks for itself); the
 * stored sign-in only a task later, so a page that gives its token from the next script costs no cookie read.
 */
export function prefetchBeforeLoad(tag: AdminTag, el: HTMLElement): void {
  if (!asksEarly(tag)) return;
  applyPendingSession();
  const now = hostTokenNow();
  if (now) return sendWith(tag, el, now);
  let done = false;
  const attempt = (stored: boolean) => {
    if (done) return;
    void send(tag, el, stored).then(
      (sent) => {
        if (sent) finish();
      },
      () => finish(),
    );
  };
  const stop = onPendingShared((name) => {
    if (name === 'token' || name === 'getToken') attempt(false);
  });
  const finish = () => {
    done = true;
    stop();
  };
  attempt(false);
  setTimeout(() => attempt(true), 0);
}

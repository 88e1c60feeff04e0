/**
 * A panel's first data, asked for by the lazy loader while the panel's chunk is on the way (lazy.ts):
 * the session values the page set before any chunk arrived (`token`, `getToken`) are applied, then the
 * session check and the requests the panel's first render will make are started with plain fetch (api/early.ts), and the API
 * client takes their responses when the panel makes them. Nothing here needs React, the query client or the
 * HTTP client, so this chunk arrives first and its requests are not queued behind the panel's code.
 */
import { earlyUrl, fetchEarly } from '../api/early.js';
import { memberQuery } from '../api/query.js';
import { firstCustomerFilters } from '../features/customers/list-query.js';
import { apiBaseOf } from '../state/api-base.js';
import { resolveToken, setHostGetToken, setHostToken } from '../state/token-source.js';
import { pendingSharedValues } from './lazy-element.js';
import type { AdminTag } from './tags.js';

/** Each tag's first lists, from the state the panel will render with: [path, query] pairs. */
const FIRST_REQUESTS: Partial<Record<AdminTag, (el: HTMLElement) => Array<[string, Record<string, string | number | boolean>]>>> = {
  'admin-customers': (el) => firstCustomerFilters(el).map((f) => ['members', memberQuery(f)]),
};

export async function prefetchBeforeLoad(tag: AdminTag, el: HTMLElement): Promise<void> {
  const requests = FIRST_REQUESTS[tag];
  if (!requests) return;
  for (const [name, value] of pendingSharedValues()) {
    if (name === 'token') setHostToken(value);
    if (name === 'getToken') setHostGetToken(value);
  }
  const token = await resolveToken();
  if (!token || !el.isConnected) return;
  const base = apiBaseOf(el);
  // The session check the panel's gate makes first, beside its lists: neither waits on the other.
  fetchEarly(earlyUrl(base, 'accounts/member', {}), `Bearer ${token}`);
  for (const [path, query] of requests(el)) fetchEarly(earlyUrl(base, path, query), `Bearer ${token}`);
}

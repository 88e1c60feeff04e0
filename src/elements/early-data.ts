/**
 * A panel's first data, asked for by the lazy loader while the panel's code is on the way (lazy.ts): the
 * session values the page set before any chunk arrived (`token`, `getToken`) are applied, then the session
 * check and the requests its screen's spec names as its first (`first()`, query keys: src/screens/manifest.ts)
 * are started into the page's one query cache, by key. The screen's queries then find them there, in flight or
 * answered (connected/use-paged-query.ts: a page is fresh for PAGE_FRESH_MS, whoever asked), and the panel's first
 * session check takes the loader's (`withEarlySession`). Part of the loader's own file: the requests leave as the
 * element connects, not once a chunk has arrived and run behind the panel's code. A page that gives the token
 * after the loader ran (a later script, a framework setting the property) is waited for.
 */
import { getMember } from '../api/auth.js';
import { createClient, type ApiClient, type RequestExtras } from '../api/client.js';
import type { MemberInfo } from '../api/contract/auth.js';
import type { MemberFilters } from '../api/contract/member.js';
import { listMembers } from '../api/members.js';
import type { QueryValue } from '../api/query.js';
import { firstCustomerFilters } from '../features/customers/list-query.js';
import type { ScreenSpec } from '../screens/types.js';
import { apiBaseOf } from '../state/api-base.js';
import type { Query, QueryFn, QueryKey } from '../state/query/core.js';
import { queryKeys } from '../state/query-keys.js';
import { queryClient } from '../state/query-client.js';
import { hostTokenNow, resolveToken, setHostGetToken, setHostToken } from '../state/token-source.js';
import { onPendingShared, pendingSharedValues } from './lazy-element.js';

/**
 * What a spec's `first()` builds its query keys with (a spec imports nothing): the key factories, and the
 * React-free readers of the state a screen starts with (its list state in the page URL).
 */
export const FIRST_CONTEXT = {
  keys: queryKeys,
  /** The customers list's first lists (its page, and the count of owners beside it): features/customers/list-query.ts. */
  customerLists: firstCustomerFilters,
};
export type FirstContext = typeof FIRST_CONTEXT;

/** The call behind a key a spec may name first, as the screen's own query makes it (the same key, the same call). */
function callOf(key: QueryKey, api: ApiClient): QueryFn<unknown> | null {
  if (key[0] === 'members' && key[1] === 'list') return ({ signal }) => listMembers(api, key[2] as MemberFilters, { signal });
  return null;
}

/** Whether the loader asks for `screen`'s first data itself. */
export const asksEarly = (screen: ScreenSpec): boolean => !!screen.first;

const applyPendingSession = () => {
  for (const [name, value] of pendingSharedValues()) {
    if (name === 'token') setHostToken(value);
    if (name === 'getToken') setHostGetToken(value);
  }
};

/** The session check the loader started, with the token it was made with, until the panel's first check takes it. */
let earlySession: { token: string; query: Query<MemberInfo> } | null = null;

/** Asks for `key` into the cache with `fn`, unless the cache has it in flight or answered and not invalidated. */
function seed<T>(key: QueryKey, fn: QueryFn<T>): Query<T> {
  const q = queryClient.get<T>(key);
  if (!q.state.fetching && (q.state.status !== 'success' || q.state.invalidated))
    void queryClient.prefetchQuery({ queryKey: key, queryFn: fn });
  return q;
}

/** Sends the session check and `screen`'s first requests for `el` with `token`. */
function sendWith(screen: ScreenSpec, el: HTMLElement, token: string): void {
  if (!el.isConnected) return;
  // A client of its own: quiet (the panel's session check reports session errors), with the token found now.
  const api = createClient({ baseUrl: apiBaseOf(el), getToken: () => token });
  // The session check the panel's gate makes first, beside its lists: neither waits on the other.
  if (!queryClient.getQueryData(queryKeys.memberInfo)) earlySession = { token, query: seed(queryKeys.memberInfo, () => getMember(api)) };
  for (const key of screen.first!(el, FIRST_CONTEXT)) {
    const fn = callOf(key, api);
    if (fn) seed(key, fn);
  }
}

async function send(screen: ScreenSpec, el: HTMLElement, stored: boolean): Promise<boolean> {
  applyPendingSession();
  const token = await resolveToken({ stored });
  if (!token) return false;
  sendWith(screen, el, token);
  return true;
}

/**
 * Asks for `screen`'s first data for `el` once there is a token: at once when the page has given the panel its
 * `token`; else the page's `getToken` or `configure`, or a token or getToken the page sets on a panel before the
 * panel's chunk has arrived (after that the panel asks for itself); the stored sign-in only a task later, so a page
 * that gives its token from the next script costs no cookie read.
 */
export function prefetchBeforeLoad(screen: ScreenSpec, el: HTMLElement): void {
  if (!asksEarly(screen)) return;
  applyPendingSession();
  const now = hostTokenNow();
  if (now) return sendWith(screen, el, now);
  let done = false;
  const attempt = (stored: boolean) => {
    if (done) return;
    void send(screen, el, stored).then(
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

/**
 * `api` for a panel's first session check (define.tsx): its GET of the member is the check the loader started, in
 * flight or answered, once and only for the same token; every other call, and any later check, is `api`'s own.
 */
export function withEarlySession(api: ApiClient): ApiClient {
  return {
    ...api,
    async get<T>(path: string, params?: Record<string, QueryValue>, extras?: RequestExtras): Promise<T> {
      const early = path === 'accounts/member' ? earlySession : null;
      if (early) {
        earlySession = null;
        const { query } = early;
        if ((await resolveToken()) === early.token) {
          if (query.state.status === 'success' && !query.state.invalidated) return query.state.data as T;
          // In flight: the cache shares the call (the function is not run).
          if (query.state.fetching)
            return (await queryClient.fetch(query, () => getMember(api)).catch(() => api.get<T>(path, params, extras))) as T;
        }
      }
      return api.get<T>(path, params, extras);
    },
  };
}

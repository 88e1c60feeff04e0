// @vitest-environment happy-dom
// A screen's first requests (its spec's `first()`, query keys): the lazy loader asks for them into the page's one
// query cache, by key, with the session check beside them (elements/early-data.ts); the screen's queries and the
// panel's first session check find them there instead of asking again, and a page is fresh for PAGE_FRESH_MS
// whoever asked for it (connected/use-paged-query.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../../../src/api/client.js';
import { listMembers } from '../../../src/api/members.js';
import { FIRST_CONTEXT, prefetchBeforeLoad, withEarlySession } from '../../../src/elements/early-data.js';
import { firstCustomerFilters } from '../../../src/features/customers/list-query.js';
import { PAGE_FRESH_MS, prefetchPage } from '../../../src/connected/use-paged-query.js';
import { SCREENS } from '../../../src/screens/manifest.js';
import type { ScreenSpec } from '../../../src/screens/types.js';
import { queryKeys } from '../../../src/state/query-keys.js';
import { queryClient } from '../../../src/state/store.js';
import { setHostToken } from '../../../src/state/token-source.js';
import { renewPageTokenSource } from '../../helpers/token-source.js';

// The page's token sources, new for each test (beforeEach), as early-data.ts reads them.
vi.mock('../../../src/state/token-source.js', async (importOriginal) =>
  (await import('../../helpers/token-source.js')).pageTokenSourceMock(await importOriginal()),
);

const customers = SCREENS.find((s) => s.id === 'customers') as ScreenSpec;
const PAGE = { data: [], pagination: { hasPrevPage: false, hasNextPage: false, pageCount: 1, dataCount: 0 } };
const MEMBER = { id: 1, firstName: 'Ada', capabilities: ['IamGOD'] };

/** Every request sent: its path, query and Authorization. */
let sent: Array<{ path: string; search: string; auth: string | null }> = [];
beforeEach(() => {
  renewPageTokenSource();
  sent = [];
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(input, location.href), init);
      const url = new URL(request.url);
      sent.push({ path: url.pathname, search: url.search, auth: request.headers.get('Authorization') });
      const body = url.pathname.endsWith('/accounts/member') ? MEMBER : PAGE;
      return new Response(JSON.stringify({ data: body }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

const panel = () => document.body.appendChild(document.createElement('admin-customers'));
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the first requests of a screen', () => {
  it('are query keys: the customers list and the count of owners beside it', () => {
    const el = panel();
    expect(customers.first!(el, FIRST_CONTEXT)).toEqual(firstCustomerFilters(el).map((f) => queryKeys.members.list(f)));
    expect(customers.first!(el, FIRST_CONTEXT)).toHaveLength(2);
  });

  it('are asked for into the cache by key as the element connects, with the session check, once each', async () => {
    setHostToken('t1');
    const el = panel();
    prefetchBeforeLoad(customers, el);
    const keys = customers.first!(el, FIRST_CONTEXT);
    for (const key of [queryKeys.memberInfo, ...keys]) expect(queryClient.find(key)?.state.fetching, JSON.stringify(key)).toBe(true);
    await settle();
    expect(sent.map((r) => r.path).sort()).toEqual(['/v1/accounts/member', '/v1/members', '/v1/members']);
    expect(sent.every((r) => r.auth === 'Bearer t1')).toBe(true);
    for (const key of keys) expect(queryClient.getQueryData(key)).toEqual(PAGE);
    // Connecting again asks for nothing the cache has.
    prefetchBeforeLoad(customers, el);
    await settle();
    expect(sent).toHaveLength(3);
  });

  it('hand the session check to the panel’s first check, once and for the same token; later checks ask', async () => {
    setHostToken('t1');
    prefetchBeforeLoad(customers, panel());
    const api = withEarlySession(createClient({ baseUrl: '/v1', getToken: () => 't1' }));
    // Taken while in flight: the cache shares the call.
    expect(await api.get('accounts/member')).toEqual(MEMBER);
    expect(sent.filter((r) => r.path.endsWith('/accounts/member'))).toHaveLength(1);
    expect(await api.get('accounts/member')).toEqual(MEMBER);
    expect(sent.filter((r) => r.path.endsWith('/accounts/member'))).toHaveLength(2);
  });

  it('are not the answer for another token', async () => {
    setHostToken('t1');
    prefetchBeforeLoad(customers, panel());
    await settle();
    setHostToken('t2');
    const api = withEarlySession(createClient({ baseUrl: '/v1', getToken: () => 't2' }));
    await api.get('accounts/member');
    expect(sent.filter((r) => r.path.endsWith('/accounts/member')).map((r) => r.auth)).toEqual(['Bearer t1', 'Bearer t2']);
  });

  it('are fresh for PAGE_FRESH_MS like every page: the next page asked ahead is not asked again meanwhile', async () => {
    const api = createClient({ baseUrl: '/v1', getToken: () => 't1' });
    const filters = { page: 2, limit: 10 };
    prefetchPage(queryKeys.members.list, filters, listMembers, api);
    prefetchPage(queryKeys.members.list, filters, listMembers, api);
    await settle();
    prefetchPage(queryKeys.members.list, filters, listMembers, api);
    await settle();
    expect(sent).toHaveLength(1);
    vi.useFakeTimers({ now: Date.now() + PAGE_FRESH_MS + 1, toFake: ['Date'] });
    try {
      prefetchPage(queryKeys.members.list, filters, listMembers, api);
    } finally {
      vi.useRealTimers();
    }
    await settle();
    expect(sent).toHaveLength(2);
  });
});

// api/early.ts: a response the loader asked for is taken once, by the same GET with the same Authorization,
// and not after 10 s; the client (api/client.ts) takes it instead of asking again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchEarly, takeEarly } from '../../../src/api/early.js';
import { createClient } from '../../../src/api/client.js';

const URL_A = 'http://panel.test/v1/members?page=1&limit=10';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early responses', () => {
  it('are taken once, only with the same Authorization', async () => {
    const fetch = vi.fn(async () => new Response('{"data":1}'));
    vi.stubGlobal('fetch', fetch);
    fetchEarly(URL_A, 'Bearer a');
    fetchEarly(URL_A, 'Bearer a');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(takeEarly(URL_A, 'Bearer b')).toBeNull();
    const hit = takeEarly(URL_A, 'Bearer a');
    expect(await (await hit!).json()).toEqual({ data: 1 });
    expect(takeEarly(URL_A, 'Bearer a')).toBeNull();
  });

  it('are not used after 10 s', () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}')));
    fetchEarly(URL_A, 'Bearer old');
    vi.advanceTimersByTime(10_001);
    expect(takeEarly(URL_A, 'Bearer old')).toBeNull();
  });

  it('answer the client\'s GET of the same URL and token without a second request', async () => {
    const body = { data: { data: [{ id: 7 }], pagination: { page: 1, limit: 10, hasPrevPage: false, hasNextPage: false, pageCount: 1, dataCount: 1 } } };
    const early = vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', early);
    fetchEarly(URL_A, 'Bearer t');
    const clientFetch = vi.fn(async () => new Response('{}', { status: 500 }));
    const client = createClient({ baseUrl: 'http://panel.test/v1', getToken: () => 't', fetch: clientFetch as typeof fetch });
    const page = await client.getPaginated('members', { page: 1, limit: 10 });
    expect(page.data).toEqual([{ id: 7 }]);
    expect(clientFetch).not.toHaveBeenCalled();
    // The next identical GET asks the server.
    await expect(client.getPaginated('members', { page: 1, limit: 10 })).rejects.toThrow();
    expect(clientFetch).toHaveBeenCalledTimes(1);
  });
});

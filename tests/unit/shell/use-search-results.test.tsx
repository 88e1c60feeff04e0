// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { queryClient } from '../../../src/state/store.js';
import { SEARCH_DEBOUNCE_MS, useSearchResults } from '../../../src/shell/use-search-results.js';
import { renderHook } from '../../helpers/render-hook.js';

const EMPTY = { members: [], companies: [], products: [] };
const wait = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

/** Every request the hook sent: its q, and whether it was aborted. */
let calls: Array<{ q: string | null; limit: string | null; signal: AbortSignal | undefined; answer(body: unknown): void }> = [];

beforeEach(() => {
  calls = [];
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      // ky hands fetch a Request (its signal inside); a plain URL and init work too.
      const u = new URL(input instanceof Request ? input.url : String(input), 'http://x');
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      return new Promise<Response>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' })));
        calls.push({
          q: u.searchParams.get('q'),
          limit: u.searchParams.get('limit'),
          signal: signal ?? undefined,
          answer: (body) =>
            resolve(new Response(JSON.stringify({ data: body }), { status: 200, headers: { 'content-type': 'application/json' } })),
        });
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('useSearchResults (GET /search as the admin types)', () => {
  it('asks nothing below 2 characters, nor when the member may not search', async () => {
    const { result, rerender } = renderHook(({ text, enabled }: { text: string; enabled: boolean }) => useSearchResults(text, enabled), {
      text: 'a',
      enabled: true,
    });
    await wait(SEARCH_DEBOUNCE_MS + 80);
    expect(calls).toEqual([]);
    expect(result.current).toMatchObject({ results: null, loading: false, error: false });
    rerender({ text: 'ada', enabled: false });
    await wait(SEARCH_DEBOUNCE_MS + 80);
    expect(calls).toEqual([]);
  });

  it('asks 150 ms after the last key, once for a burst of keys, and shows the answer', async () => {
    const { result, rerender } = renderHook(({ text }: { text: string }) => useSearchResults(text, true), { text: '' });
    rerender({ text: 'ad' });
    await wait(50);
    rerender({ text: 'ada' });
    await wait(50);
    rerender({ text: 'ada l' });
    expect(result.current.loading).toBe(true);
    await wait(SEARCH_DEBOUNCE_MS - 60);
    expect(calls).toEqual([]);
    await wait(100);
    expect(calls.map((c) => [c.q, c.limit])).toEqual([['ada l', '5']]);
    expect(result.current.loading).toBe(true);
    const answer = { ...EMPTY, members: [{ id: 1, name: 'Ada Lovelace', username: 'ada', email: 'ada@example.com', enabled: true }] };
    await act(async () => calls[0]!.answer(answer));
    await wait(10);
    expect(result.current).toMatchObject({ loading: false, error: false, results: answer });
  });

  it('aborts the request of the text before when a newer text is asked for, and keeps its answer on screen meanwhile', async () => {
    const { result, rerender } = renderHook(({ text }: { text: string }) => useSearchResults(text, true), { text: 'bo' });
    await wait(SEARCH_DEBOUNCE_MS + 50);
    expect(calls.map((c) => c.q)).toEqual(['bo']);
    const first = { ...EMPTY, companies: [{ id: 3, name: 'Bottega', vat: null, country: 'IT', memberId: 2 }] };
    await act(async () => calls[0]!.answer(first));
    await wait(10);
    rerender({ text: 'bot' });
    await wait(SEARCH_DEBOUNCE_MS + 50);
    rerender({ text: 'bott' });
    await wait(SEARCH_DEBOUNCE_MS + 50);
    // act() runs the effects as it ends: the entry left behind cancels its call a task later.
    await wait(10);
    expect(calls.map((c) => c.q)).toEqual(['bo', 'bot', 'bott']);
    expect(calls[1]!.signal?.aborted).toBe(true);
    expect(calls[2]!.signal?.aborted).toBe(false);
    // Results as you type: the last answer stays while the next loads.
    expect(result.current).toMatchObject({ loading: true, results: first });
  });

  it('says when the search failed (after the client’s retries), and asks again on Retry', async () => {
    vi.mocked(fetch).mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ message: 'boom' }), { status: 500 })));
    const { result, rerender } = renderHook(({ text }: { text: string }) => useSearchResults(text, true), { text: '' });
    rerender({ text: 'zz' });
    await wait(SEARCH_DEBOUNCE_MS + 50);
    // Three retries, 250 + 500 + 1000 ms apart.
    await wait(2000);
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(4);
    expect(result.current).toMatchObject({ loading: false, error: true, results: null });
    const answer = { ...EMPTY, products: [{ id: 1, name: 'Zuzzurellone', companyId: 2, companyName: 'Bar' }] };
    vi.mocked(fetch).mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ data: answer }), { status: 200 })));
    await act(async () => result.current.retry());
    await wait(20);
    expect(result.current).toMatchObject({ loading: false, error: false, results: answer });
  });
});

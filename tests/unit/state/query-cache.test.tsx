// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashKey, QueryClient, type QueryKey } from '../../../src/state/query/core.js';
import { useInfiniteQuery } from '../../../src/state/query/infinite.js';
import { useMutation } from '../../../src/state/query/mutation.js';
import { keepPreviousData, useQuery, type QueryOptions } from '../../../src/state/query/use-query.js';
import { queryClient } from '../../../src/state/store.js';
import { deferred } from '../../helpers/deferred.js';
import { renderHook } from '../../helpers/render-hook.js';

afterEach(() => {
  vi.useRealTimers();
});

/** The cache's own keys (the app's come from state/query-keys.ts). */
const k = (...parts: unknown[]): QueryKey => parts;
const settle = () => act(async () => void (await new Promise((r) => setTimeout(r, 0))));
const client = (retry = false) =>
  new QueryClient({ retry: (n) => retry && n < 3, retryDelay: (n) => Math.min(250 * 2 ** n, 1000), gcTime: 60_000 });

describe('query cache', () => {
  it("one key whatever the order of an object's properties", () => {
    expect(hashKey(['members', 'list', { page: 1, limit: 50 }])).toBe(hashKey(['members', 'list', { limit: 50, page: 1 }]));
    expect(hashKey(['members', 'list', { page: 1 }])).not.toBe(hashKey(['members', 'list', { page: 2 }]));
  });

  it('two readers of one key make one call, and both see its answer', async () => {
    const c = client();
    const fn = vi.fn(async () => 'answer');
    const a = renderHook(() => useQuery({ queryKey: k('k'), queryFn: fn }, c), null);
    const b = renderHook(() => useQuery({ queryKey: k('k'), queryFn: fn }, c), null);
    expect(a.result.current.isPending).toBe(true);
    await settle();
    expect(fn).toHaveBeenCalledTimes(1);
    expect([a.result.current.data, b.result.current.data]).toEqual(['answer', 'answer']);
    expect(a.result.current.isFetching).toBe(false);
  });

  it("retries by the client's rule (3 times, 250 / 500 / 1000 ms apart), then shows the last error", async () => {
    vi.useFakeTimers();
    const c = client(true);
    let calls = 0;
    const fn = vi.fn(async () => {
      calls++;
      throw new Error(`fail ${calls}`);
    });
    const { result } = renderHook(() => useQuery({ queryKey: k('k'), queryFn: fn }, c), null);
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(fn).toHaveBeenCalledTimes(1);
    await act(async () => void (await vi.advanceTimersByTimeAsync(249)));
    expect(fn).toHaveBeenCalledTimes(1);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1)));
    expect(fn).toHaveBeenCalledTimes(2);
    await act(async () => void (await vi.advanceTimersByTimeAsync(500)));
    expect(fn).toHaveBeenCalledTimes(3);
    expect(result.current.isPending).toBe(true);
    await act(async () => void (await vi.advanceTimersByTimeAsync(1000)));
    expect(fn).toHaveBeenCalledTimes(4);
    expect(result.current.isError).toBe(true);
    expect((result.current.error as Error).message).toBe('fail 4');
  });

  it('Retry (refetch) while a call waits for its next try asks at once, and the dropped call writes nothing', async () => {
    vi.useFakeTimers();
    const c = client(true);
    const answers = ['first fails', 'second fails'];
    const fn = vi.fn(async () => {
      const next = answers.shift();
      if (next) throw new Error(next);
      return 'ok';
    });
    const { result } = renderHook(() => useQuery({ queryKey: k('k'), queryFn: fn }, c), null);
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(fn).toHaveBeenCalledTimes(1);
    // The first call waits 250 ms before its second try; Retry does not wait.
    await act(async () => {
      void result.current.refetch();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fn).toHaveBeenCalledTimes(2);
    await act(async () => void (await vi.advanceTimersByTimeAsync(250)));
    expect(fn).toHaveBeenCalledTimes(3);
    expect(result.current).toMatchObject({ data: 'ok', isSuccess: true, isFetching: false });
    await act(async () => void (await vi.advanceTimersByTimeAsync(5000)));
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it("the page's client never retries a session error", async () => {
    const fn = vi.fn(async () => {
      throw Object.assign(new Error('unauthorized'), { status: 401 });
    });
    const { result } = renderHook(() => useQuery({ queryKey: k('query-cache-test', 'auth'), queryFn: fn }, queryClient), null);
    await settle();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(result.current.isError).toBe(true);
  });

  it("keeps the previous key's data on screen (marked) until the new key answers", async () => {
    const c = client();
    const answers = new Map([1, 2].map((p) => [p, deferred<string>()]));
    const opts = (page: number): QueryOptions<string, string> => ({
      queryKey: k('list', { page }),
      queryFn: () => answers.get(page)!.promise,
      placeholderData: keepPreviousData,
    });
    const { result, rerender } = renderHook((page: number) => useQuery(opts(page), c), 1 as number);
    await act(async () => answers.get(1)!.resolve('page 1'));
    expect(result.current).toMatchObject({ data: 'page 1', isPlaceholderData: false });
    rerender(2);
    expect(result.current).toMatchObject({ data: 'page 1', isPlaceholderData: true, isPending: false, isFetching: true });
    await act(async () => answers.get(2)!.resolve('page 2'));
    expect(result.current).toMatchObject({ data: 'page 2', isPlaceholderData: false, isFetching: false });
  });

  it('asks again on mount only for a stale entry; a prefix invalidation refetches the read ones and marks the rest', async () => {
    const c = client();
    const fn = vi.fn(async () => 'x');
    const first = renderHook(() => useQuery({ queryKey: k('members', 'list', 1), queryFn: fn, staleTime: 60_000 }, c), null);
    await settle();
    first.unmount();
    renderHook(() => useQuery({ queryKey: k('members', 'list', 1), queryFn: fn, staleTime: 60_000 }, c), null);
    await settle();
    expect(fn).toHaveBeenCalledTimes(1);
    c.setQueryData(['members', 'unread'], 'y');
    c.setQueryData(['companies'], 'z');
    await act(() => c.invalidateQueries({ queryKey: k('members') }));
    expect(fn).toHaveBeenCalledTimes(2);
    expect(
      c
        .getAll()
        .filter((q) => q.state.invalidated)
        .map((q) => q.queryKey),
    ).toEqual([['members', 'unread']]);
  });

  it('a prefix invalidation never asks for an entry only disabled readers hold (a drawer with no id), until one is enabled', async () => {
    // Issue 36, item 7: each enable, disable or undo of a member asked for GET /members/null.
    const c = client();
    const fn = vi.fn(async () => 'member');
    let id: number | null = null;
    const drawer = renderHook(() => useQuery({ queryKey: k('members', 'one', id), queryFn: fn, enabled: id !== null }, c), null);
    await settle();
    await act(() => c.invalidateQueries({ queryKey: k('members') }));
    await settle();
    expect(fn).not.toHaveBeenCalled();
    id = 42;
    drawer.rerender(null);
    await settle();
    expect(fn).toHaveBeenCalledTimes(1);
    await act(() => c.invalidateQueries({ queryKey: k('members') }));
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('the last reader leaving cancels its call and the entry goes back to what it was; a prefetch is kept', async () => {
    const c = client();
    let signal: AbortSignal | undefined;
    const { unmount } = renderHook(
      () =>
        useQuery(
          {
            queryKey: k('slow'),
            queryFn: (ctx) => {
              signal = ctx.signal;
              return new Promise<string>(() => undefined);
            },
          },
          c,
        ),
      null,
    );
    expect(c.find(['slow'])!.state.fetching).toBe(true);
    unmount();
    await settle();
    expect(signal!.aborted).toBe(true);
    expect(c.find(['slow'])!.state).toMatchObject({ fetching: false, status: 'pending' });

    const later = deferred<string>();
    void c.prefetchQuery({ queryKey: k('ahead'), queryFn: () => later.promise });
    const reader = renderHook(() => useQuery({ queryKey: k('ahead'), queryFn: async () => 'asked again' }, c), null);
    reader.unmount();
    await settle();
    later.resolve('prefetched');
    await settle();
    expect(c.getQueryData(['ahead'])).toBe('prefetched');
  });

  it('an infinite list adds the next page, and a refetch asks again for every page shown', async () => {
    const c = client();
    const fn = vi.fn(async ({ pageParam }: { pageParam: number }) => ({
      items: [pageParam],
      next: pageParam < 3 ? pageParam + 1 : undefined,
    }));
    const { result } = renderHook(
      () => useInfiniteQuery({ queryKey: k('trail'), queryFn: fn, initialPageParam: 1, getNextPageParam: (p) => p.next }, c),
      null,
    );
    await settle();
    expect(result.current.data?.pages.map((p) => p.items[0])).toEqual([1]);
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    expect(result.current.data?.pages.map((p) => p.items[0])).toEqual([1, 2, 3]);
    expect(result.current.hasNextPage).toBe(false);
    fn.mockClear();
    await act(() => result.current.refetch());
    expect(fn.mock.calls.map((call) => call[0].pageParam)).toEqual([1, 2, 3]);
  });

  it("a write: optimistic change, rollback and callbacks in order; the latest call's state and own callbacks", async () => {
    const log: string[] = [];
    const gate = deferred<string>();
    const { result } = renderHook(
      () =>
        useMutation<string, number, string>({
          mutationFn: (n) => (n === 1 ? gate.promise : Promise.reject(new Error('no'))),
          onMutate: (n) => (log.push(`mutate ${n}`), `ctx ${n}`),
          onSuccess: (d, n, ctx) => void log.push(`success ${d} ${n} ${ctx}`),
          onError: (e, n, ctx) => void log.push(`error ${(e as Error).message} ${n} ${ctx}`),
          onSettled: (_d, _e, n) => void log.push(`settled ${n}`),
        }),
      null,
    );
    const own = vi.fn();
    act(() => result.current.mutate(1, { onSuccess: own }));
    await settle();
    expect(result.current).toMatchObject({ isPending: true, variables: 1 });
    await act(async () => gate.resolve('done'));
    expect(result.current).toMatchObject({ isSuccess: true, data: 'done' });
    expect(own).toHaveBeenCalledWith('done', 1);
    await act(async () => void (await result.current.mutateAsync(2).catch((e: Error) => log.push(`rejected ${e.message}`))));
    expect(result.current).toMatchObject({ isError: true, variables: 2 });
    expect(log).toEqual(['mutate 1', 'success done 1 ctx 1', 'settled 1', 'mutate 2', 'error no 2 ctx 2', 'settled 2', 'rejected no']);
  });
});

describe('query cache: counterexamples of the model-based properties (query-properties.test.ts)', () => {
  const never = () => new Promise<string>(() => undefined);

  it('a cancelled call leaves what was written while it was in flight', async () => {
    // [fetch, setQueryData, cancelQueries]: the cancellation put the entry back as it was before the call.
    const c = client();
    const q = c.get<string>(k('k'));
    void c.fetch(q, never).catch(() => undefined);
    c.setQueryData(k('k'), 'written');
    await c.cancelQueries({ queryKey: k('k') });
    expect(q.state).toMatchObject({ data: 'written', status: 'success', fetching: false });
  });

  it('the last reader leaving cancels its call but keeps an invalidation that came meanwhile', async () => {
    // [mount, invalidate([]), unmount]: the mark went with the cancelled call.
    vi.useFakeTimers();
    const c = client();
    const q = c.get<string>(k('members', 'list'));
    const leave = q.read();
    q.fn = never;
    c.ensure(q, never);
    void c.invalidateQueries({ queryKey: k() });
    leave();
    await vi.advanceTimersByTimeAsync(0);
    expect(q.state.invalidated).toBe(true);
  });

  it('a failed optimistic change does not come back when a refetch made after it is cancelled', async () => {
    // [write, read, invalidate, write fails, leave]: cancelling the refetch restored the failed change.
    vi.useFakeTimers();
    const c = client();
    c.setQueryData<string[]>(k('items'), []);
    await c.cancelQueries({ queryKey: k('items') });
    const previous = c.getQueryData<string[]>(k('items'));
    c.setQueryData<string[]>(k('items'), (old) => [...(old ?? []), 'optimistic']);
    const q = c.get<string[]>(k('items'));
    const leave = q.read();
    q.fn = () => new Promise<string[]>(() => undefined);
    void c.invalidateQueries({ queryKey: k('items') });
    expect(q.state.fetching).toBe(true);
    c.setQueryData(k('items'), previous);
    leave();
    await vi.advanceTimersByTimeAsync(0);
    expect(c.getQueryData(k('items'))).toBe(previous);
  });

  it('an answer to a call made before an invalidation keeps the mark, and a reader asks again', async () => {
    // [write, invalidate, read, invalidate, leave, write succeeds]: a call made before the write answered
    // after its invalidation and cleared the mark, so the entry passed for fresh. So would a list's next
    // page, prefetched before a bulk change, with the table's refetchOnMount false (use-paged-query.ts).
    const c = client();
    const before = deferred<string>();
    void c.prefetchQuery({ queryKey: k('list', { page: 2 }), queryFn: () => before.promise });
    await act(() => c.invalidateQueries({ queryKey: k('list') }));
    await act(async () => before.resolve('from before the change'));
    expect(c.find(k('list', { page: 2 }))!.state).toMatchObject({ data: 'from before the change', invalidated: true });
    const fn = vi.fn(async () => 'after the change');
    const { result } = renderHook(
      () => useQuery({ queryKey: k('list', { page: 2 }), queryFn: fn, refetchOnMount: false, staleTime: 60_000 }, c),
      null,
    );
    await settle();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(result.current.data).toBe('after the change');
  });

  it('a reader coming while an outdated call is in flight gets the answer of a call made after it', async () => {
    const c = client();
    const before = deferred<string>();
    void c.prefetchQuery({ queryKey: k('list', { page: 2 }), queryFn: () => before.promise });
    void c.invalidateQueries({ queryKey: k('list') });
    const fn = vi.fn(async () => 'after the change');
    const { result } = renderHook(() => useQuery({ queryKey: k('list', { page: 2 }), queryFn: fn, refetchOnMount: false }, c), null);
    expect(fn).not.toHaveBeenCalled();
    await act(async () => before.resolve('from before the change'));
    await settle();
    expect(fn).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ data: 'after the change', isFetching: false });
    expect(c.find(k('list', { page: 2 }))!.state.invalidated).toBe(false);
  });
});

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

// The page's cache of server answers, and the hooks screens read and write it with. It keeps what the
// screens use of a query library and nothing else (issue 14: the library was 9.7 KB gzip of every page's
// shared code, and its observers a share of each render): one entry per key, asked once while in flight,
// retried by the client's rule, kept 5 minutes after its last reader leaves; a key's prefix invalidates
// every key under it; a list keeps its previous page on screen while the next loads.

export type QueryKey = readonly unknown[];
export type QueryStatus = 'pending' | 'error' | 'success';

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  status: QueryStatus;
  /** A call for it is in flight. */
  fetching: boolean;
  /** When the data arrived (ms since the epoch; 0: never). */
  updatedAt: number;
  /** Marked stale by an invalidation: asked again by its next reader. */
  invalidated: boolean;
}

export interface QueryContext {
  signal: AbortSignal;
}
export type QueryFn<T> = (ctx: QueryContext) => Promise<T>;

const isPlainObject = (v: unknown): v is Record<string, unknown> => Object.prototype.toString.call(v) === '[object Object]';

/** A key as text, objects' properties in sorted order (so `{a, b}` and `{b, a}` are one key). */
export const hashKey = (key: QueryKey): string =>
  JSON.stringify(key, (_k, v: unknown) =>
    isPlainObject(v)
      ? Object.keys(v)
          .sort()
          .reduce<Record<string, unknown>>((o, k) => ((o[k] = v[k]), o), {})
      : v,
  );

/** Whether `key` starts with `prefix` (element by element, compared as keys). */
const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.length <= key.length && prefix.every((p, i) => hashKey([p]) === hashKey([key[i]]));

const abortError = () => Object.assign(new Error('The query was cancelled'), { name: 'AbortError' });
const isCancelled = (e: unknown): boolean => (e as { name?: string } | null)?.name === 'AbortError';

/** One cached answer. */
export class Query<T = unknown> {
  readonly queryHash: string;
  state: QueryState<T> = { data: undefined, error: null, status: 'pending', fetching: false, updatedAt: 0, invalidated: false };
  /** The call its readers ask with (the latest reader's), for a refetch after an invalidation. */
  fn: QueryFn<T> | undefined;
  /** A fetch in flight: its promise and its controller. */
  inFlight: { promise: Promise<T>; abort: AbortController; before: QueryState<T>; kind: string } | undefined;
  readers = 0;
  private listeners = new Set<() => void>();
  private gcTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly queryKey: QueryKey,
    private readonly client: QueryClient,
  ) {
    this.queryHash = hashKey(queryKey);
  }

  set(patch: Partial<QueryState<T>>): void {
    this.state = { ...this.state, ...patch };
    for (const l of [...this.listeners]) l();
    this.client.notify(this);
  }

  /** For useSyncExternalStore: a change of state calls `listener`. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** A reader mounts: the entry stays while it reads; its last reader leaving cancels a call it no longer needs. */
  read(): () => void {
    this.readers++;
    clearTimeout(this.gcTimer);
    return () => {
      if (--this.readers > 0) return;
      // A reader of the same key may follow in the same commit (a re-render with new options): a task later.
      setTimeout(() => {
        if (this.readers > 0) return;
        if (this.inFlight && this.inFlight.kind !== 'prefetch') this.client.cancel(this);
        this.scheduleGc();
      });
    };
  }

  scheduleGc(): void {
    clearTimeout(this.gcTimer);
    if (this.readers > 0) return;
    this.gcTimer = setTimeout(() => {
      if (this.readers === 0 && !this.inFlight) this.client.drop(this);
    }, this.client.options.gcTime);
  }

  /** Fresh for `staleTime` ms after its data arrived, unless invalidated. */
  isStale(staleTime: number): boolean {
    return this.state.invalidated || this.state.status !== 'success' || Date.now() - this.state.updatedAt >= staleTime;
  }
}

export interface ClientOptions {
  /** Whether a call that failed `failures` times before this failure (0 on the first) is tried again. */
  retry(failures: number, error: unknown): boolean;
  /** The wait before try number `failures + 1`, in ms. */
  retryDelay(failures: number): number;
  /** How long an entry without readers is kept, in ms. */
  gcTime: number;
}

/** Resolves when `p` settles, either way (a call whose failure the entry's state already shows). */
const settled = (p: Promise<unknown>): Promise<void> =>
  p.then(
    () => undefined,
    () => undefined,
  );

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(abortError())), { once: true });
  });

/** The cache: entries by key, and what the screens do to them outside a hook. */
export class QueryClient {
  private queries = new Map<string, Query<unknown>>();
  private listeners = new Set<(q: Query<unknown>) => void>();

  constructor(readonly options: ClientOptions) {}

  /** The entry of `key`, made (empty) when there is none. */
  get<T>(key: QueryKey): Query<T> {
    const hash = hashKey(key);
    let q = this.queries.get(hash) as Query<T> | undefined;
    if (!q) {
      q = new Query<T>(key, this);
      this.queries.set(hash, q as Query<unknown>);
      q.scheduleGc();
    }
    return q;
  }

  find<T>(key: QueryKey): Query<T> | undefined {
    return this.queries.get(hashKey(key)) as Query<T> | undefined;
  }

  getAll(): Query<unknown>[] {
    return [...this.queries.values()];
  }

  private matching(prefix: QueryKey): Query<unknown>[] {
    return this.getAll().filter((q) => startsWith(q.queryKey, prefix));
  }

  /** `listener` hears every change of any entry's state (the session follows the member's entry). */
  subscribe(listener: (q: Query<unknown>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(q: Query<unknown>): void {
    for (const l of [...this.listeners]) l(q);
  }

  drop(q: Query<unknown>): void {
    if (this.queries.get(q.queryHash) === q) this.queries.delete(q.queryHash);
  }

  /**
   * Asks for the entry with `fn` (once: a call in flight is shared), retried by the client's rule unless
   * `retry` is false. Resolves with the data, rejects with the last error (or a cancellation).
   */
  fetch<T>(q: Query<T>, fn: QueryFn<T>, opts: { retry?: boolean; kind?: string; restart?: boolean } = {}): Promise<T> {
    const previous = q.inFlight;
    if (previous && !opts.restart) return previous.promise;
    // A restart (the Retry of an error state) asks now: the call in flight, perhaps waiting for its next
    // try, is dropped without a trace.
    q.inFlight = undefined;
    previous?.abort.abort();
    const abort = new AbortController();
    const before = previous?.before ?? q.state;
    // A cancellation settles the fetch at once, whether or not the call listens to its signal.
    const cancelled = new Promise<never>((_resolve, reject) => abort.signal.addEventListener('abort', () => reject(abortError()), { once: true }));
    cancelled.catch(() => undefined);
    const run = async (): Promise<T> => {
      for (let failures = 0; ; failures++) {
        try {
          return await Promise.race([fn({ signal: abort.signal }), cancelled]);
        } catch (error) {
          if (abort.signal.aborted || opts.retry === false || !this.options.retry(failures, error)) throw abort.signal.aborted ? abortError() : error;
          await sleep(this.options.retryDelay(failures), abort.signal);
        }
      }
    };
    // Only the latest call writes the entry (a restarted one is dropped).
    const current = () => q.inFlight?.abort === abort;
    const promise = run().then(
      (data) => {
        if (!current()) return data;
        q.inFlight = undefined;
        q.set({ data, error: null, status: 'success', fetching: false, updatedAt: Date.now(), invalidated: false });
        q.scheduleGc();
        return data;
      },
      (error: unknown) => {
        if (!current()) throw error;
        q.inFlight = undefined;
        // A cancelled call leaves the entry as it was before it.
        if (isCancelled(error)) q.set({ ...before, fetching: false });
        else q.set({ error, status: 'error', fetching: false });
        q.scheduleGc();
        throw error;
      },
    );
    q.inFlight = { promise, abort, before, kind: opts.kind ?? 'fetch' };
    q.set({ fetching: true });
    return promise;
  }

  /** Asks for `queryKey` ahead of its readers, once and without retries; never rejects. */
  prefetchQuery<T>({ queryKey, queryFn }: { queryKey: QueryKey; queryFn: QueryFn<T> }): Promise<void> {
    const q = this.get<T>(queryKey);
    q.fn ??= queryFn;
    return settled(this.fetch(q, queryFn, { retry: false, kind: 'prefetch' }));
  }

  getQueryData<T>(key: QueryKey): T | undefined {
    return this.find<T>(key)?.state.data;
  }

  setQueryData<T>(key: QueryKey, updater: T | undefined | ((old: T | undefined) => T | undefined)): void {
    const q = this.get<T>(key);
    const data = typeof updater === 'function' ? (updater as (old: T | undefined) => T | undefined)(q.state.data) : updater;
    if (data === undefined) return;
    q.set({ data, error: null, status: 'success', updatedAt: Date.now(), invalidated: false });
  }

  setQueriesData<T>({ queryKey }: { queryKey: QueryKey }, updater: (old: T | undefined) => T | undefined): void {
    for (const q of this.matching(queryKey) as Query<T>[]) {
      const data = updater(q.state.data);
      if (data !== undefined && data !== q.state.data) q.set({ data });
    }
  }

  /** Marks every entry under `queryKey` stale; those with readers are asked again at once. */
  invalidateQueries({ queryKey }: { queryKey: QueryKey }): Promise<void> {
    const runs: Promise<unknown>[] = [];
    for (const q of this.matching(queryKey)) {
      q.set({ invalidated: true });
      if (q.readers > 0 && q.fn) {
        // A call in flight may carry the data from before the change: this one asks again after it.
        const again = () => this.fetch(q, q.fn!);
        runs.push(settled(q.inFlight ? q.inFlight.promise.then(again, again) : again()));
      }
    }
    return Promise.all(runs).then(() => undefined);
  }

  cancel(q: Query<unknown>): Promise<void> {
    const f = q.inFlight;
    if (!f) return Promise.resolve();
    f.abort.abort();
    return settled(f.promise);
  }

  /** Stops the calls in flight under `queryKey` (an optimistic write is about to replace their answer). */
  cancelQueries({ queryKey }: { queryKey: QueryKey }): Promise<void> {
    return Promise.all(this.matching(queryKey).map((q) => this.cancel(q))).then(() => undefined);
  }

  removeQueries({ queryKey }: { queryKey: QueryKey }): void {
    for (const q of this.matching(queryKey)) {
      q.inFlight?.abort.abort();
      this.drop(q);
    }
  }

  /** Empties the cache (sign-out): every call in flight is stopped. */
  clear(): void {
    for (const q of this.getAll()) q.inFlight?.abort.abort();
    this.queries.clear();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Hooks

/** Keep the previous key's data on screen while the new key's first answer loads (`placeholderData`). */
export const keepPreviousData = Symbol('keepPreviousData');

export interface QueryOptions<T, S> {
  queryKey: QueryKey;
  queryFn: QueryFn<T>;
  /** False: nothing is asked (default true). */
  enabled?: boolean;
  /** What the screen reads of the data. */
  select?: (data: T) => S;
  /** Shown while the entry has no data: the previous key's data (`keepPreviousData`) or a value. */
  placeholderData?: typeof keepPreviousData | T;
  /** How long an answer is used without asking again, in ms (default 0), or per entry. */
  staleTime?: number | ((q: Query<T>) => number);
  /** Whether a reader mounting asks again for a stale entry (default true), or per entry. */
  refetchOnMount?: boolean | ((q: Query<T>) => boolean);
  /** The entry's data when it has none yet. */
  initialData?: () => T | undefined;
}

export interface QueryResult<S> {
  data: S | undefined;
  error: unknown;
  status: QueryStatus;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
  /** `data` is the placeholder (the previous key's, or the given value), not this key's answer. */
  isPlaceholderData: boolean;
  refetch(): Promise<void>;
}

const staleOf = <T>(q: Query<T>, s: QueryOptions<T, unknown>['staleTime']) => (typeof s === 'function' ? s(q) : (s ?? 0));

/** Starts a reader's call when the entry needs one: no data yet, or stale and asked again on mount. */
function askOnMount<T>(client: QueryClient, q: Query<T>, opts: QueryOptions<T, unknown>): void {
  if (q.inFlight) return;
  if (q.state.status !== 'success') {
    void client.fetch(q, opts.queryFn).catch(() => undefined);
    return;
  }
  const again = typeof opts.refetchOnMount === 'function' ? opts.refetchOnMount(q) : (opts.refetchOnMount ?? true);
  if (again && q.isStale(staleOf(q, opts.staleTime))) void client.fetch(q, opts.queryFn).catch(() => undefined);
}

/** One entry for a screen: its state, asked for on mount and when the key changes. */
export function useQuery<T, S = T>(opts: QueryOptions<T, S>, client: QueryClient): QueryResult<S> {
  const q = client.get<T>(opts.queryKey);
  q.fn = opts.queryFn;
  if (q.state.status === 'pending' && q.state.data === undefined && opts.initialData) {
    const initial = opts.initialData();
    if (initial !== undefined) q.state = { ...q.state, data: initial, status: 'success', updatedAt: Date.now() };
  }
  const state = useSyncExternalStore(q.subscribe, () => q.state);
  const enabled = opts.enabled ?? true;
  const latest = useRef(opts);
  latest.current = opts;
  useEffect(() => {
    const leave = q.read();
    if (enabled) askOnMount(client, q, latest.current);
    return leave;
  }, [client, q, enabled]);

  // The last answer shown, for keepPreviousData.
  const shown = useRef<T | undefined>(undefined);
  let data = state.data;
  let placeholder = false;
  let status = state.status;
  if (state.status === 'success') shown.current = state.data;
  else if (data === undefined && opts.placeholderData !== undefined) {
    const p = opts.placeholderData === keepPreviousData ? shown.current : (opts.placeholderData as T);
    if (p !== undefined) {
      data = p;
      placeholder = true;
      status = 'success';
    }
  }
  const refetch = useCallback(() => settled(client.fetch(q, latest.current.queryFn, { restart: true })), [client, q]);
  const selected = data !== undefined && opts.select ? opts.select(data) : (data as S | undefined);
  return {
    data: selected,
    error: state.status === 'error' ? state.error : null,
    status,
    isPending: status === 'pending',
    isError: status === 'error',
    isSuccess: status === 'success',
    isFetching: state.fetching,
    isPlaceholderData: placeholder,
    refetch,
  };
}

export interface InfiniteData<P, Param> {
  pages: P[];
  pageParams: Param[];
}

/** A list read page after page (a cursor): `fetchNextPage` adds the next; a refetch asks again for every page shown. */
export function useInfiniteQuery<P, Param>(
  opts: {
    queryKey: QueryKey;
    queryFn: (ctx: QueryContext & { pageParam: Param }) => Promise<P>;
    initialPageParam: Param;
    getNextPageParam: (last: P) => Param | undefined;
  },
  client: QueryClient,
) {
  const q = client.get<InfiniteData<P, Param>>(opts.queryKey);
  const latest = useRef(opts);
  latest.current = opts;
  const all = useCallback<QueryFn<InfiniteData<P, Param>>>(
    async ({ signal }) => {
      const o = latest.current;
      const count = Math.max(1, q.state.data?.pages.length ?? 1);
      const out: InfiniteData<P, Param> = { pages: [], pageParams: [] };
      let param: Param | undefined = o.initialPageParam;
      while (param !== undefined && out.pages.length < count) {
        const page = await o.queryFn({ signal, pageParam: param });
        out.pages.push(page);
        out.pageParams.push(param);
        param = o.getNextPageParam(page);
      }
      return out;
    },
    [q],
  );
  const query = useQuery<InfiniteData<P, Param>>({ queryKey: opts.queryKey, queryFn: all }, client);
  const last = query.data?.pages.at(-1);
  const fetchNextPage = useCallback(() => {
    const d = q.state.data;
    const lastPage = d?.pages.at(-1);
    const param = lastPage === undefined ? undefined : latest.current.getNextPageParam(lastPage);
    if (!d || param === undefined || q.inFlight) return Promise.resolve();
    const nextPage: QueryFn<InfiniteData<P, Param>> = async ({ signal }) => {
      const page = await latest.current.queryFn({ signal, pageParam: param });
      const cur = q.state.data ?? d;
      return { pages: [...cur.pages, page], pageParams: [...cur.pageParams, param] };
    };
    return settled(client.fetch(q, nextPage, { kind: 'next' }));
  }, [client, q]);
  return {
    ...query,
    hasNextPage: last !== undefined && opts.getNextPageParam(last) !== undefined,
    isFetchingNextPage: query.isFetching && q.inFlight?.kind === 'next',
    fetchNextPage,
  };
}

export interface MutationOptions<TData, TVars, TCtx> {
  mutationFn(vars: TVars): Promise<TData>;
  /** Before the call (an optimistic change); what it returns reaches the other callbacks. */
  onMutate?(vars: TVars): Promise<TCtx> | TCtx;
  onSuccess?(data: TData, vars: TVars, ctx: TCtx | undefined): unknown;
  onError?(error: unknown, vars: TVars, ctx: TCtx | undefined): unknown;
  onSettled?(data: TData | undefined, error: unknown, vars: TVars, ctx: TCtx | undefined): unknown;
}

type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

/** What one call of `mutate` adds: run only for the latest call, while the screen is still there. */
export interface MutateCallbacks<TData, TVars> {
  onSuccess?(data: TData, vars: TVars): unknown;
  onError?(error: unknown, vars: TVars): unknown;
  onSettled?(data: TData | undefined, error: unknown, vars: TVars): unknown;
}

interface MutationState<TData, TVars> {
  status: MutationStatus;
  data: TData | undefined;
  error: unknown;
  variables: TVars | undefined;
}

const IDLE = { status: 'idle', data: undefined, error: null, variables: undefined } as const;

/**
 * A write: `mutate` (errors go to `onError` only) or `mutateAsync` (rejects too). The options' callbacks
 * run even when the screen has gone meanwhile; the state shown, and a call's own callbacks, are the
 * latest call's.
 */
export function useMutation<TData, TVars = void, TCtx = undefined>(opts: MutationOptions<TData, TVars, TCtx>) {
  const [state, setState] = useState<MutationState<TData, TVars>>(IDLE);
  const latest = useRef(opts);
  latest.current = opts;
  const calls = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);
  const run = useCallback(async (vars: TVars, own?: MutateCallbacks<TData, TVars>): Promise<TData> => {
    const o = latest.current;
    const id = ++calls.current;
    const current = () => mounted.current && id === calls.current;
    const show = (s: MutationState<TData, TVars>) => current() && setState(s);
    show({ status: 'pending', data: undefined, error: null, variables: vars });
    let ctx: TCtx | undefined;
    let data: TData;
    try {
      ctx = await o.onMutate?.(vars);
      data = await o.mutationFn(vars);
      await o.onSuccess?.(data, vars, ctx);
      await o.onSettled?.(data, null, vars, ctx);
    } catch (error) {
      try {
        await o.onError?.(error, vars, ctx);
        await o.onSettled?.(undefined, error, vars, ctx);
      } finally {
        show({ status: 'error', data: undefined, error, variables: vars });
        if (current()) {
          own?.onError?.(error, vars);
          own?.onSettled?.(undefined, error, vars);
        }
      }
      throw error;
    }
    show({ status: 'success', data, error: null, variables: vars });
    if (current()) {
      own?.onSuccess?.(data, vars);
      own?.onSettled?.(data, null, vars);
    }
    return data;
  }, []);
  const mutateAsync = useCallback((vars: TVars) => run(vars), [run]);
  const mutate = useCallback((vars: TVars, own?: MutateCallbacks<TData, TVars>) => void run(vars, own).catch(() => undefined), [run]);
  const reset = useCallback(() => {
    calls.current++;
    setState(IDLE);
  }, []);
  return {
    mutate,
    mutateAsync,
    reset,
    data: state.data,
    error: state.error,
    variables: state.variables,
    status: state.status,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}

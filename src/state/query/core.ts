// The page's cache of server answers, without React: entries by key, one call in flight per key, the
// client's retry rule, cancellation, GC of entries without readers, stale times and prefix invalidation.
// It keeps what the screens use of a query library and nothing else (issue 14: the library was 9.7 KB
// gzip of every page's shared code). The hooks are beside it (use-query.ts, infinite.ts, mutation.ts);
// this file imports neither React nor jotai, so a loader can seed the cache by key before React loads.

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
const startsWith = (key: QueryKey, prefix: QueryKey) =>
  prefix.length <= key.length && prefix.every((p, i) => hashKey([p]) === hashKey([key[i]]));

const abortError = () => Object.assign(new Error('The query was cancelled'), { name: 'AbortError' });
const isCancelled = (e: unknown): boolean => (e as { name?: string } | null)?.name === 'AbortError';

/** One cached answer. */
export class Query<T = unknown> {
  readonly queryHash: string;
  state: QueryState<T> = { data: undefined, error: null, status: 'pending', fetching: false, updatedAt: 0, invalidated: false };
  /** The call its readers ask with (the latest reader's), for a refetch after an invalidation. */
  fn: QueryFn<T> | undefined;
  /** A fetch in flight: its promise, its controller, and whether an invalidation came after it was made. */
  inFlight: { promise: Promise<T>; abort: AbortController; kind: string; outdated: boolean } | undefined;
  readers = 0;
  /** The readers that may ask (`enabled`): only they have an invalidation ask again. */
  active = 0;
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

  /**
   * A reader mounts: the entry stays while it reads; its last reader leaving cancels a call it no longer needs.
   * A disabled reader (`active` false, e.g. a drawer with no id yet) keeps the entry but never has it asked for.
   */
  read(active = true): () => void {
    this.readers++;
    if (active) this.active++;
    clearTimeout(this.gcTimer);
    return () => {
      if (active) this.active--;
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
export const settled = (p: Promise<unknown>): Promise<void> =>
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
    // A cancellation settles the fetch at once, whether or not the call listens to its signal.
    const cancelled = new Promise<never>((_resolve, reject) =>
      abort.signal.addEventListener('abort', () => reject(abortError()), { once: true }),
    );
    cancelled.catch(() => undefined);
    const run = async (): Promise<T> => {
      for (let failures = 0; ; failures++) {
        try {
          return await Promise.race([fn({ signal: abort.signal }), cancelled]);
        } catch (error) {
          if (abort.signal.aborted || opts.retry === false || !this.options.retry(failures, error))
            throw abort.signal.aborted ? abortError() : error;
          await sleep(this.options.retryDelay(failures), abort.signal);
        }
      }
    };
    // Only the latest call writes the entry (a restarted one is dropped).
    const current = () => q.inFlight?.abort === abort;
    const promise = run().then(
      (data) => {
        if (!current()) return data;
        // An answer to a call made before an invalidation may be from before the change: it stays marked.
        const invalidated = q.inFlight!.outdated;
        q.inFlight = undefined;
        q.set({ data, error: null, status: 'success', fetching: false, updatedAt: Date.now(), invalidated });
        q.scheduleGc();
        return data;
      },
      (error: unknown) => {
        if (!current()) throw error;
        q.inFlight = undefined;
        // A cancelled call leaves no trace: what was written meanwhile (a write, an optimistic change,
        // an invalidation's mark) stays.
        if (isCancelled(error)) q.set({ fetching: false });
        else q.set({ error, status: 'error', fetching: false });
        q.scheduleGc();
        throw error;
      },
    );
    q.inFlight = { promise, abort, kind: opts.kind ?? 'fetch', outdated: false };
    q.set({ fetching: true });
    return promise;
  }

  /**
   * What a reader mounting asks: a call when the entry has no data yet or is invalidated, or when its data
   * is `staleTime` ms old and `refetchOnMount` (default true). A call in flight is shared, or followed by
   * one more when it was made before an invalidation.
   */
  ensure<T>(
    q: Query<T>,
    fn: QueryFn<T>,
    { staleTime = 0, refetchOnMount = true }: { staleTime?: number; refetchOnMount?: boolean } = {},
  ): void {
    if (q.inFlight) {
      if (q.inFlight.outdated) void this.askAgain(q, fn);
      return;
    }
    if (q.state.status === 'success' && !q.state.invalidated && !(refetchOnMount && q.isStale(staleTime))) return;
    void this.fetch(q, fn).catch(() => undefined);
  }

  /**
   * Asks for the entry once the call in flight, if any, has ended (its answer may be from before a change),
   * with `fn` or else its readers' call as it is then.
   */
  private askAgain<T>(q: Query<T>, fn?: QueryFn<T>): Promise<void> {
    const again = () => this.fetch(q, fn ?? q.fn!);
    return settled(q.inFlight ? q.inFlight.promise.then(again, again) : again());
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

  /**
   * Marks every entry under `queryKey` stale; those with enabled readers are asked again at once, or after the
   * call in flight (which may carry the data from before the change, and whose answer keeps the mark). An entry
   * only disabled readers hold is asked when one of them is enabled (a key with a null id is never asked).
   */
  invalidateQueries({ queryKey }: { queryKey: QueryKey }): Promise<void> {
    const runs: Promise<void>[] = [];
    for (const q of this.matching(queryKey)) {
      if (q.inFlight) q.inFlight.outdated = true;
      q.set({ invalidated: true });
      if (q.active > 0 && q.fn) runs.push(this.askAgain(q));
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

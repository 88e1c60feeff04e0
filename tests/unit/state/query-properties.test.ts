// Model-based property tests of the query cache (src/state/query/core.ts, and the write sequence of
// mutation.ts): random sequences of reads, fetches, answers in any order, failures, invalidations, clock
// moves, cancellations and optimistic writes, each checked against a model of what the cache promises.
// Time is vitest's fake clock (Date and timers): no test waits for real time.
import { isDeepStrictEqual } from 'node:util';
import fc, { type AsyncCommand } from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, type Query, type QueryFn, type QueryKey } from '../../../src/state/query/core.js';
import { runMutation } from '../../../src/state/query/mutation.js';
import { deferred, type Deferred } from '../../helpers/deferred.js';

// Hundreds of runs a property: ~1 s alone, many times that on a machine busy with the other suites. A property
// cut by the default 5 s timeout would go on in the background and run into the next one's fake clock.
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** numRuns of each property, times QUERY_PROPERTY_RUNS for a longer search (`QUERY_PROPERTY_RUNS=50 npx vitest run …`). */
const runs = (n: number) => ({ numRuns: n * Number(process.env.QUERY_PROPERTY_RUNS ?? 1) });

/** `expect(actual).toEqual(expected)`, through a plain deep comparison first (the models compare at every step; the matcher only for a diff). */
const same = (actual: unknown, expected: unknown) => {
  if (!isDeepStrictEqual(actual, expected)) expect(actual).toEqual(expected);
};

/** Runs what is due now: every microtask, and the timers of 0 ms (a last reader's leaving). */
const flush = () => vi.advanceTimersByTimeAsync(0);

/** A command of a model run: `check` says when it applies, `run` does it to the cache and the model and checks. */
const command = <M extends object, R>(
  label: string,
  check: (m: Readonly<M>) => boolean,
  run: (m: M, r: R) => Promise<void>,
): AsyncCommand<M, R> => ({
  check,
  run,
  toString: () => label,
});

/** The server side: every call the cache makes, answered (or failed) when a command says so. */
class Calls<V = string> {
  readonly list: { n: number; key: number; signal: AbortSignal; answer: Deferred<V>; settled: boolean }[] = [];

  fn(key: number): QueryFn<V> {
    return ({ signal }) => {
      const answer = deferred<V>();
      this.list.push({ n: this.list.length, key, signal, answer, settled: false });
      return answer.promise;
    };
  }

  count(key: number): number {
    return this.list.filter((c) => c.key === key).length;
  }

  /** Calls of `key` still waiting for their answer, cancelled ones left out. */
  live(key: number) {
    return this.list.filter((c) => c.key === key && !c.settled && !c.signal.aborted);
  }

  resolve(call: Calls<V>['list'][number], value: V): void {
    call.settled = true;
    call.answer.resolve(value);
  }

  reject(call: Calls<V>['list'][number], error: unknown): void {
    call.settled = true;
    call.answer.reject(error);
  }
}

const noRetry = (gcTime = 1e9) => new QueryClient({ retry: () => false, retryDelay: () => 0, gcTime });

// ---------------------------------------------------------------------------------------------------------

describe('dedupe: one call per key in flight, shared by every caller', () => {
  const KEYS: QueryKey[] = [['a'], ['b', { page: 1 }]];
  type Outcome = { ok: string } | { error: unknown } | undefined;
  interface Model {
    flight: (number | null)[];
    calls: number[];
    data: (string | undefined)[];
    next: number;
  }
  interface Real {
    client: QueryClient;
    calls: Calls;
    /** What each fetch() caller got, by the flight the model says it joined. */
    callers: { key: number; flight: number; outcome: Outcome }[];
  }

  const start = (key: number, via: 'fetch' | 'prefetch' | 'mount') =>
    command<Model, Real>(
      `${via}(${key})`,
      () => true,
      async (m, r) => {
        const q = r.client.get<string>(KEYS[key]!);
        const fn = r.calls.fn(key);
        if (m.flight[key] === null) {
          m.flight[key] = m.next++;
          m.calls[key]!++;
        }
        if (via === 'fetch') {
          const caller = { key, flight: m.flight[key]!, outcome: undefined as Outcome };
          r.callers.push(caller);
          r.client.fetch(q, fn).then(
            (ok) => void (caller.outcome = { ok }),
            (error: unknown) => void (caller.outcome = { error }),
          );
        } else if (via === 'prefetch') void r.client.prefetchQuery({ queryKey: KEYS[key]!, queryFn: fn });
        // A reader mounting with a stale time of 0 asks unless a call is in flight.
        else r.client.ensure(q, fn);
        await flush();
      },
    );

  const settle = (key: number, how: 'answer' | 'fail') =>
    command<Model, Real>(
      `${how}(${key})`,
      (m) => m.flight[key] !== null,
      async (m, r) => {
        const live = r.calls.live(key);
        expect(live).toHaveLength(1);
        const call = live[0]!;
        const value = `${key}:${call.n}`;
        const error = new Error(`${value} failed`);
        if (how === 'answer') r.calls.resolve(call, value);
        else r.calls.reject(call, error);
        await flush();
        const flight = m.flight[key]!;
        m.flight[key] = null;
        if (how === 'answer') m.data[key] = value;
        for (const c of r.callers.filter((c) => c.flight === flight))
          expect(c.outcome).toEqual(how === 'answer' ? { ok: value } : { error });
        const q = r.client.find<string>(KEYS[key]!)!;
        expect(q.state.status).toBe(how === 'answer' ? 'success' : 'error');
        if (how === 'fail') expect(q.state.error).toBe(error);
      },
    );

  it('N concurrent fetches, prefetches and readers of one key make one call, and every fetch gets its answer', async () => {
    const commands = [0, 1].flatMap((key) => [
      fc.constantFrom('fetch', 'prefetch', 'mount').map((via) => start(key, via as 'fetch')),
      fc.constant(settle(key, 'answer')),
      fc.constant(settle(key, 'fail')),
    ]);
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25, size: 'medium' }), async (cmds) => {
        vi.clearAllTimers();
        const real: Real = { client: noRetry(), calls: new Calls(), callers: [] };
        const model: Model = { flight: [null, null], calls: [0, 0], data: [undefined, undefined], next: 0 };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        for (const key of [0, 1]) {
          expect(real.calls.count(key), `calls of key ${key}`).toBe(model.calls[key]);
          const q = real.client.find<string>(KEYS[key]!);
          expect(q?.state.fetching ?? false).toBe(model.flight[key] !== null);
          expect(q?.state.data).toBe(model.data[key]);
        }
      }),
      runs(150),
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('prefix invalidation: marks every matching entry, asks again only for those with readers', () => {
  const KEYS: QueryKey[] = [
    ['members'],
    ['members', 'list', { page: 1, limit: 50 }],
    ['members', 'list', { page: 2, limit: 50 }],
    ['members', 'detail', 1],
    ['members', 'detail', 10],
    ['companies', 'list', { page: 1, limit: 50 }],
    ['membersX'],
  ];
  const PREFIXES: QueryKey[] = [
    [],
    ['members'],
    ['members', 'list'],
    // The same object with its properties in another order: the same key.
    ['members', 'list', { limit: 50, page: 1 }],
    // Part of an object is not a prefix of it.
    ['members', 'list', { page: 1 }],
    ['members', 'detail', 1],
    // A string is not the number it reads as.
    ['members', 'detail', '1'],
    ['companies'],
    ['member'],
  ];
  /** The model's prefix: element by element, deep equality (object properties in any order). */
  const under = (key: QueryKey, prefix: QueryKey) => prefix.length <= key.length && prefix.every((p, i) => isDeepStrictEqual(p, key[i]));

  interface Entry {
    exists: boolean;
    readers: number;
    data: string | undefined;
    invalidated: boolean;
    flight: boolean;
    /** The call in flight was made before an invalidation: its answer leaves the entry marked. */
    outdated: boolean;
    /** Asked again once the call in flight has ended (an invalidation or a reader came while it was outdated). */
    again: boolean;
    calls: number;
  }
  interface Model {
    entries: Entry[];
  }
  interface Real {
    client: QueryClient;
    calls: Calls;
    leaves: (() => void)[][];
  }

  const startCall = (e: Entry) => {
    e.flight = true;
    e.outdated = false;
    e.calls++;
  };
  /** The call in flight ended (answered or cancelled): an invalidation that came meanwhile asks again. */
  const ended = (e: Entry) => {
    e.flight = false;
    if (e.again) {
      e.again = false;
      startCall(e);
    }
  };

  const verify = (m: Model, r: Real) =>
    same(
      KEYS.map((key, i) => {
        const q = r.client.find<string>(key);
        return {
          key,
          calls: r.calls.count(i),
          ...(q && { data: q.state.data, invalidated: q.state.invalidated, fetching: q.state.fetching }),
        };
      }),
      KEYS.map((key, i) => {
        const e = m.entries[i]!;
        return { key, calls: e.calls, ...(e.exists && { data: e.data, invalidated: e.invalidated, fetching: e.flight }) };
      }),
    );

  const mount = (i: number, refetchOnMount: boolean) =>
    command<Model, Real>(
      `mount(${JSON.stringify(KEYS[i])}${refetchOnMount ? '' : ', refetchOnMount false'})`,
      () => true,
      async (m, r) => {
        const q = r.client.get<string>(KEYS[i]!);
        r.leaves[i]!.push(q.read());
        q.fn = r.calls.fn(i);
        r.client.ensure(q, q.fn, { staleTime: Infinity, refetchOnMount });
        const e = m.entries[i]!;
        e.exists = true;
        e.readers++;
        // Data that is not invalidated is used (fresh for ever here); an invalidated entry is asked for
        // again whatever refetchOnMount says, after the call in flight if that one is outdated.
        if (e.flight) e.again ||= e.outdated;
        else if (e.data === undefined || e.invalidated) startCall(e);
        await flush();
        verify(m, r);
      },
    );

  const unmount = (i: number) =>
    command<Model, Real>(
      `unmount(${JSON.stringify(KEYS[i])})`,
      (m) => m.entries[i]!.readers > 0,
      async (m, r) => {
        r.leaves[i]!.pop()!();
        await flush();
        const e = m.entries[i]!;
        // The last reader leaving cancels the call in flight; the entry keeps its data and its mark.
        if (--e.readers === 0 && e.flight) ended(e);
        verify(m, r);
      },
    );

  const seed = (i: number) =>
    command<Model, Real>(
      `setQueryData(${JSON.stringify(KEYS[i])})`,
      () => true,
      async (m, r) => {
        const value = `seed ${i}:${r.calls.list.length}`;
        r.client.setQueryData(KEYS[i]!, value);
        Object.assign(m.entries[i]!, { exists: true, data: value, invalidated: false });
        await flush();
        verify(m, r);
      },
    );

  const invalidate = (p: QueryKey) =>
    command<Model, Real>(
      `invalidate(${JSON.stringify(p)})`,
      () => true,
      async (m, r) => {
        void r.client.invalidateQueries({ queryKey: p });
        KEYS.forEach((key, i) => {
          const e = m.entries[i]!;
          if (!e.exists || !under(key, p)) return;
          e.invalidated = true;
          if (e.flight) e.outdated = true;
          if (e.readers === 0) return;
          if (e.flight) e.again = true;
          else startCall(e);
        });
        await flush();
        verify(m, r);
      },
    );

  const answer = (i: number) =>
    command<Model, Real>(
      `answer(${JSON.stringify(KEYS[i])})`,
      (m) => m.entries[i]!.flight,
      async (m, r) => {
        const [call] = r.calls.live(i);
        const value = `${i}:${call!.n}`;
        r.calls.resolve(call!, value);
        await flush();
        const e = m.entries[i]!;
        // An answer to a call made before an invalidation does not clear its mark.
        Object.assign(e, { data: value, invalidated: e.outdated });
        ended(e);
        verify(m, r);
      },
    );

  it("after any sequence of reads, writes, answers and invalidations, the marks and the calls are the model's", async () => {
    const i = fc.integer({ min: 0, max: KEYS.length - 1 });
    const commands = [
      fc.tuple(i, fc.boolean()).map(([k, again]) => mount(k, again)),
      i.map(unmount),
      i.map(seed),
      i.map(answer),
      fc.constantFrom(...PREFIXES).map(invalidate),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30, size: 'medium' }), async (cmds) => {
        vi.clearAllTimers();
        const real: Real = { client: noRetry(), calls: new Calls(), leaves: KEYS.map(() => []) };
        const model: Model = {
          entries: KEYS.map(() => ({
            exists: false,
            readers: 0,
            data: undefined,
            invalidated: false,
            flight: false,
            outdated: false,
            again: false,
            calls: 0,
          })),
        };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      }),
      runs(250),
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('stale times and GC, on a fake clock', () => {
  const GC = 2_000;
  const KEYS: QueryKey[] = [['a'], ['b']];
  interface Entry {
    exists: boolean;
    readers: number;
    data: string | undefined;
    updatedAt: number;
    flight: boolean;
    calls: number;
    /** When the entry is dropped if still unread (null: it is read, or its timer has fired). */
    gcAt: number | null;
  }
  interface Model {
    now: number;
    entries: Entry[];
  }
  interface Real {
    client: QueryClient;
    calls: Calls;
    leaves: (() => void)[][];
  }
  const empty = (): Entry => ({ exists: false, readers: 0, data: undefined, updatedAt: 0, flight: false, calls: 0, gcAt: null });

  const verify = (m: Model, r: Real) =>
    same(
      {
        now: Date.now(),
        entries: KEYS.map((key, i) => {
          const q = r.client.find<string>(key);
          return { calls: r.calls.count(i), kept: !!q, ...(q && { data: q.state.data, fetching: q.state.fetching }) };
        }),
      },
      {
        now: m.now,
        entries: m.entries.map((e) => ({ calls: e.calls, kept: e.exists, ...(e.exists && { data: e.data, fetching: e.flight }) })),
      },
    );

  const mount = (i: number, staleTime: number) =>
    command<Model, Real>(
      `mount(${i}, staleTime ${staleTime})`,
      () => true,
      async (m, r) => {
        const q = r.client.get<string>(KEYS[i]!);
        r.leaves[i]!.push(q.read());
        r.client.ensure(q, r.calls.fn(i), { staleTime });
        const e = m.entries[i]!;
        if (!e.exists) Object.assign(e, { ...empty(), calls: e.calls, exists: true });
        e.readers++;
        e.gcAt = null;
        // Fresh data is used as it is; no data, or data staleTime old or older, is asked for again.
        if (!e.flight && (e.data === undefined || m.now - e.updatedAt >= staleTime)) {
          e.flight = true;
          e.calls++;
        }
        await flush();
        verify(m, r);
      },
    );

  const unmount = (i: number) =>
    command<Model, Real>(
      `unmount(${i})`,
      (m) => m.entries[i]!.readers > 0,
      async (m, r) => {
        r.leaves[i]!.pop()!();
        await flush();
        const e = m.entries[i]!;
        if (--e.readers === 0) {
          e.flight = false;
          e.gcAt = m.now + GC;
        }
        verify(m, r);
      },
    );

  const answer = (i: number) =>
    command<Model, Real>(
      `answer(${i})`,
      (m) => m.entries[i]!.flight,
      async (m, r) => {
        const [call] = r.calls.live(i);
        r.calls.resolve(call!, `${i}:${call!.n}`);
        await flush();
        Object.assign(m.entries[i]!, { data: `${i}:${call!.n}`, updatedAt: m.now, flight: false });
        verify(m, r);
      },
    );

  const advance = (ms: number) =>
    command<Model, Real>(
      `advance(${ms} ms)`,
      () => true,
      async (m, r) => {
        await vi.advanceTimersByTimeAsync(ms);
        m.now += ms;
        for (const [i, e] of m.entries.entries())
          if (e.exists && e.gcAt !== null && e.gcAt <= m.now) m.entries[i] = { ...empty(), calls: e.calls };
        verify(m, r);
      },
    );

  it('fresh data is not asked for again within its stale time, and is after it; unread entries go after gcTime', async () => {
    const i = fc.integer({ min: 0, max: KEYS.length - 1 });
    const commands = [
      fc.tuple(i, fc.constantFrom(0, 100, 1_000)).map(([k, s]) => mount(k, s)),
      i.map(unmount),
      i.map(answer),
      fc.constantFrom(1, 99, 100, 900, 1_000, 1_999, 3_000).map(advance),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30, size: 'medium' }), async (cmds) => {
        vi.clearAllTimers();
        const real: Real = { client: noRetry(GC), calls: new Calls(), leaves: KEYS.map(() => []) };
        const model: Model = { now: Date.now(), entries: KEYS.map(empty) };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      }),
      runs(300),
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('cancellation: a cancelled or dropped call settles at once and never writes', () => {
  const KEY: QueryKey = ['k'];
  const TRIES = 3;
  const DELAY = 100;
  type Outcome = { ok: string } | { error: unknown } | undefined;
  interface Flight {
    id: number;
    /** Failed tries so far. */
    failures: number;
    /** The call of the current try (an index in the model's calls), or null while waiting to try again. */
    call: number | null;
    retryAt: number | null;
  }
  interface Model {
    now: number;
    data: string | undefined;
    status: 'pending' | 'error' | 'success';
    error: unknown;
    readers: number;
    flight: Flight | null;
    /** Each call's flight. */
    calls: number[];
    /** How each flight must have settled once it ended: 'abort' for a cancelled or dropped one. */
    ends: Map<number, { ok: string } | { error: unknown } | 'abort'>;
    next: number;
  }
  interface Real {
    client: QueryClient;
    q: Query<string>;
    calls: Calls;
    outcomes: Map<number, Outcome>;
    leaves: (() => void)[];
  }

  const newFlight = (m: Model): Flight => {
    const f: Flight = { id: m.next++, failures: 0, call: m.calls.length, retryAt: null };
    m.calls.push(f.id);
    return f;
  };
  const abortFlight = (m: Model) => {
    if (m.flight) m.ends.set(m.flight.id, 'abort');
    m.flight = null;
  };

  const verify = (m: Model, r: Real) => {
    const { data, status, error, fetching } = r.q.state;
    const ended = [...m.ends.keys()];
    same(
      {
        state: { data, status, error: status === 'error' ? error : null, fetching },
        calls: r.calls.list.length,
        // How each ended flight settled: a cancelled or dropped one as an AbortError, at once.
        ends: ended.map((id) => {
          const got = r.outcomes.get(id);
          return m.ends.get(id) === 'abort' ? ((got as { error?: Error } | undefined)?.error?.name ?? got) : got;
        }),
        // Every call of a flight that ended without its answer was told so through its signal.
        unaborted: r.calls.list.filter((c, n) => !c.settled && m.ends.get(m.calls[n]!) === 'abort' && !c.signal.aborted).map((c) => c.n),
      },
      {
        state: { data: m.data, status: m.status, error: m.status === 'error' ? m.error : null, fetching: m.flight !== null },
        calls: m.calls.length,
        ends: ended.map((id) => (m.ends.get(id) === 'abort' ? 'AbortError' : m.ends.get(id))),
        unaborted: [],
      },
    );
  };

  const fetch = (restart: boolean) =>
    command<Model, Real>(
      restart ? 'fetch(restart)' : 'fetch',
      () => true,
      async (m, r) => {
        if (restart || !m.flight) {
          abortFlight(m);
          m.flight = newFlight(m);
        }
        const id = m.flight.id;
        r.client.fetch(r.q, r.calls.fn(0), { restart }).then(
          (ok) => void r.outcomes.set(id, { ok }),
          (error: unknown) => void r.outcomes.set(id, { error }),
        );
        await flush();
        verify(m, r);
      },
    );

  const mount = command<Model, Real>(
    'read',
    () => true,
    async (m, r) => {
      r.leaves.push(r.q.read());
      m.readers++;
      await flush();
      verify(m, r);
    },
  );

  const unmount = command<Model, Real>(
    'leave',
    (m) => m.readers > 0,
    async (m, r) => {
      r.leaves.pop()!();
      if (--m.readers === 0) abortFlight(m);
      await flush();
      verify(m, r);
    },
  );

  const cancel = command<Model, Real>(
    'cancelQueries',
    () => true,
    async (m, r) => {
      void r.client.cancelQueries({ queryKey: KEY });
      abortFlight(m);
      await flush();
      verify(m, r);
    },
  );

  const write = command<Model, Real>(
    'setQueryData',
    () => true,
    async (m, r) => {
      const value = `written ${m.next++}`;
      r.client.setQueryData(KEY, value);
      Object.assign(m, { data: value, status: 'success', error: null });
      await flush();
      verify(m, r);
    },
  );

  /** Settles one of the calls not settled yet (`pick` among them), the cancelled and dropped ones included. */
  const settle = (pick: number, how: 'answer' | 'fail') =>
    command<Model, Real>(
      `${how}(call ${pick})`,
      () => true,
      async (m, r) => {
        const open = r.calls.list.filter((c) => !c.settled);
        if (open.length === 0) return;
        const call = open[pick % open.length]!;
        const value = `answer ${call.n}`;
        const error = new Error(`call ${call.n} failed`);
        if (how === 'answer') r.calls.resolve(call, value);
        else r.calls.reject(call, error);
        await flush();
        const f = m.flight;
        if (f && f.call === call.n) {
          if (how === 'answer') {
            Object.assign(m, { data: value, status: 'success', error: null, flight: null });
            m.ends.set(f.id, { ok: value });
          } else if (f.failures + 1 < TRIES) Object.assign(f, { failures: f.failures + 1, call: null, retryAt: m.now + DELAY });
          else {
            Object.assign(m, { status: 'error', error, flight: null });
            m.ends.set(f.id, { error });
          }
        }
        verify(m, r);
      },
    );

  const advance = (ms: number) =>
    command<Model, Real>(
      `advance(${ms} ms)`,
      () => true,
      async (m, r) => {
        await vi.advanceTimersByTimeAsync(ms);
        m.now += ms;
        const f = m.flight;
        if (f && f.retryAt !== null && f.retryAt <= m.now) {
          f.retryAt = null;
          f.call = m.calls.length;
          m.calls.push(f.id);
        }
        verify(m, r);
      },
    );

  it('under any interleaving of fetches, restarts, retries, leaves, cancels, writes and late answers', async () => {
    const pick = fc.nat({ max: 7 });
    const commands = [
      fc.boolean().map(fetch),
      fc.constant(mount),
      fc.constant(unmount),
      fc.constant(cancel),
      fc.constant(write),
      pick.map((p) => settle(p, 'answer')),
      pick.map((p) => settle(p, 'fail')),
      fc.constantFrom(50, 100).map(advance),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30, size: 'medium' }), async (cmds) => {
        vi.clearAllTimers();
        const client = new QueryClient({ retry: (failures) => failures + 1 < TRIES, retryDelay: () => DELAY, gcTime: 1e9 });
        const real: Real = { client, q: client.get<string>(KEY), calls: new Calls(), outcomes: new Map(), leaves: [] };
        const model: Model = {
          now: Date.now(),
          data: undefined,
          status: 'pending',
          error: null,
          readers: 0,
          flight: null,
          calls: [],
          ends: new Map(),
          next: 0,
        };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
      }),
      runs(300),
    );
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('optimistic writes: rolled back on failure, under refetches', () => {
  const KEY: QueryKey = ['items'];
  type Items = readonly string[];
  interface Model {
    /** The write in progress (one at a time, as the screens allow). */
    writing: boolean;
    readers: number;
  }
  interface Real {
    client: QueryClient;
    /** The server's items; each call answers with them as they were when it was made. */
    server: string[];
    calls: Calls<Items>;
    snapshots: Map<number, Items>;
    leaves: (() => void)[];
    write: { item: string; answer: Deferred<void>; previous?: Items } | undefined;
    written: number;
    /** Items of failed writes, once rolled back: never on screen again. */
    failed: Set<string>;
    seen: string[];
  }

  const queryFn = (r: Real): QueryFn<Items> => {
    const fn = r.calls.fn(0);
    return (ctx) => {
      r.snapshots.set(r.calls.list.length, [...r.server]);
      return fn(ctx);
    };
  };

  /** The screens' optimistic write (features/categories, features/profile): cancel, snapshot, change, roll back, refetch. */
  const startWrite = command<Model, Real>(
    'write',
    (m) => !m.writing,
    async (m, r) => {
      m.writing = true;
      const item = `item ${r.written++}`;
      const w: NonNullable<Real['write']> = { item, answer: deferred<void>() };
      r.write = w;
      void runMutation<void, string, Items | undefined>(
        {
          mutationFn: () => w.answer.promise,
          onMutate: async (it) => {
            await r.client.cancelQueries({ queryKey: KEY });
            const previous = r.client.getQueryData<Items>(KEY);
            r.client.setQueryData<Items>(KEY, (old) => [...(old ?? []), it]);
            w.previous = previous;
            return previous;
          },
          onError: (_e, it, previous) => {
            if (previous) r.client.setQueryData(KEY, previous);
            // Rolled back to exactly what was there before (the same value, not a copy).
            if (r.client.getQueryData(KEY) !== previous) r.seen.push(`${it} rolled back to something else`);
            r.failed.add(it);
          },
          onSettled: () => r.client.invalidateQueries({ queryKey: KEY }),
        },
        item,
      ).catch(() => undefined);
      await flush();
    },
  );

  const endWrite = (ok: boolean) =>
    command<Model, Real>(
      ok ? 'write succeeds' : 'write fails',
      (m) => m.writing,
      async (m, r) => {
        const w = r.write!;
        if (ok) {
          r.server.push(w.item);
          w.answer.resolve();
        } else w.answer.reject(new Error('refused'));
        m.writing = false;
        await flush();
      },
    );

  const answer = (pick: number) =>
    command<Model, Real>(
      `answer(call ${pick})`,
      () => true,
      async (_m, r) => {
        const open = r.calls.list.filter((c) => !c.settled);
        if (open.length === 0) return;
        const call = open[pick % open.length]!;
        r.calls.resolve(call, r.snapshots.get(call.n)!);
        await flush();
      },
    );

  const invalidate = command<Model, Real>(
    'invalidate',
    () => true,
    async (_m, r) => {
      void r.client.invalidateQueries({ queryKey: KEY });
      await flush();
    },
  );

  const mount = command<Model, Real>(
    'read',
    () => true,
    async (m, r) => {
      const q = r.client.get<Items>(KEY);
      r.leaves.push(q.read());
      q.fn = queryFn(r);
      r.client.ensure(q, q.fn, { staleTime: Infinity });
      m.readers++;
      await flush();
    },
  );

  const unmount = command<Model, Real>(
    'leave',
    (m) => m.readers > 0,
    async (m, r) => {
      r.leaves.pop()!();
      m.readers--;
      await flush();
    },
  );

  it("a failed write's change is gone at once and for good, and the settled cache shows the server's items", async () => {
    const commands = [
      fc.constant(startWrite),
      fc.constant(endWrite(true)),
      fc.constant(endWrite(false)),
      fc.nat({ max: 5 }).map(answer),
      fc.constant(invalidate),
      fc.constant(mount),
      fc.constant(unmount),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30, size: 'medium' }), async (cmds) => {
        vi.clearAllTimers();
        const real: Real = {
          client: noRetry(),
          server: [],
          calls: new Calls(),
          snapshots: new Map(),
          leaves: [],
          write: undefined,
          written: 0,
          failed: new Set(),
          seen: [],
        };
        // The screens write on a list they show: the entry has data.
        real.client.setQueryData<Items>(KEY, []);
        // Every state the entry goes through, not only the last of each step.
        real.client.subscribe((q) => {
          const shown = (q.state.data as Items | undefined) ?? [];
          for (const item of shown) if (real.failed.has(item)) real.seen.push(`${item} shown after its rollback: [${shown.join(', ')}]`);
        });
        const model: Model = { writing: false, readers: 0 };
        await fc.asyncModelRun(() => ({ model, real }), cmds);
        expect(real.seen).toEqual([]);

        // Settle everything: the write in progress fails, every call is answered (and those they cause).
        if (model.writing) await endWrite(false).run(model, real);
        for (let open = real.calls.list.filter((c) => !c.settled); open.length > 0; open = real.calls.list.filter((c) => !c.settled)) {
          for (const c of open) real.calls.resolve(c, real.snapshots.get(c.n)!);
          await flush();
        }
        expect(real.seen).toEqual([]);
        // What the cache holds is the server's, unless it is marked for asking again.
        const q = real.client.find<Items>(KEY)!;
        if (!q.state.invalidated) expect(q.state.data).toEqual(real.server);
      }),
      runs(600),
    );
  });
});

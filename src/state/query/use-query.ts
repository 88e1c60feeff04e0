import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { settled, type Query, type QueryClient, type QueryFn, type QueryKey, type QueryStatus } from './core.js';

// The hook a screen reads one entry with: asked for on mount and when the key changes, the previous
// key's data kept on screen while the new key's first answer loads.

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

/** A reader's stale time and refetch-on-mount rule for the entry (given as values or per entry). */
const mountRule = <T>(q: Query<T>, { staleTime, refetchOnMount }: QueryOptions<T, unknown>) => ({
  staleTime: typeof staleTime === 'function' ? staleTime(q) : (staleTime ?? 0),
  refetchOnMount: typeof refetchOnMount === 'function' ? refetchOnMount(q) : (refetchOnMount ?? true),
});

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
    const leave = q.read(enabled);
    if (enabled) client.ensure(q, latest.current.queryFn, mountRule(q, latest.current));
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

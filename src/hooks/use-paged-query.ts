import { hashKey, type Query } from '../state/query/core.js';
import { keepPreviousData, useQuery } from '../state/query/use-query.js';
import { useEffect, useMemo } from 'react';
import type { ApiClient, RequestExtras } from '../api/client.js';
import type { Paginated } from '../api/contract/pagination.js';
import { useApi } from '../state/api.js';
import type { ListKey } from '../state/query-keys.js';
import { queryClient } from '../state/store.js';
import type { FetchPage } from '../ui/list/fetch-all.js';

type ListCall<T, F> = (api: ApiClient, filters: F, extras?: RequestExtras) => Promise<Paginated<T>>;

/** Pages asked for before their panel rendered (`prefetchPage`), by query hash: when they were asked for. */
const prefetched = new Map<string, number>();
const PREFETCH_FRESH_MS = 10_000;

/** A page the panel asked for at connection is not asked for again when the table mounts a moment later. */
export const refetchUnlessPrefetched = (q: Pick<Query, 'queryHash'>) => {
  const at = prefetched.get(q.queryHash);
  return at === undefined || Date.now() - at > PREFETCH_FRESH_MS;
};

/**
 * Asks for a list's page before its panel renders (render-as-you-fetch): at element connection, in
 * parallel with the chunk's rendering and the session check. `usePagedQuery` with the same key and
 * filters then finds it in the cache, in flight or answered.
 */
export function prefetchPage<T, F>(listKey: ListKey<F>, filters: F, list: ListCall<T, F>, api: ApiClient): void {
  const page = pageQuery(listKey, filters, list, api);
  prefetched.set(hashKey(page.queryKey), Date.now());
  void queryClient.prefetchQuery(page);
}

/** The key and call of one page, the same for the table, a prefetch and a count read from the page. */
export const pageQuery = <T, F>(listKey: ListKey<F>, filters: F, list: ListCall<T, F>, api: ApiClient) => ({
  queryKey: listKey(filters),
  queryFn: ({ signal }: { signal: AbortSignal }) => list(api, filters, { signal }),
});

/** How long a page asked for ahead of the table (at connection, or the next page) is used without asking again. */
const staleUnlessPrefetched = (q: Pick<Query, 'queryHash'>) => (refetchUnlessPrefetched(q) ? 0 : PREFETCH_FRESH_MS);

/**
 * One page of a list for the table (previous page kept while the next loads), plus `fetchPage` for
 * export and bulk actions over every matching row with the same filters. Once a page has arrived, the next
 * one is asked for in the background, so "Next page" draws at once from the cache (asked again only when it
 * is older than PREFETCH_FRESH_MS).
 */
export function usePagedQuery<T, F extends { page?: number; limit?: number }>(listKey: ListKey<F>, filters: F, list: ListCall<T, F>, opts: { enabled?: boolean } = {}) {
  const api = useApi();
  const query = useQuery(
    {
      ...pageQuery(listKey, filters, list, api),
      placeholderData: keepPreviousData,
      enabled: opts.enabled ?? true,
      refetchOnMount: refetchUnlessPrefetched,
      staleTime: staleUnlessPrefetched,
    },
    queryClient,
  );
  const key = JSON.stringify(filters);
  const hasNext = !query.isPlaceholderData && !!query.data?.pagination.hasNextPage && typeof filters.page === 'number';
  useEffect(() => {
    if (!hasNext || opts.enabled === false) return;
    prefetchPage(listKey, { ...filters, page: filters.page! + 1 }, list, api);
    // The filters are compared by value (key).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hasNext, key, api, list, listKey, opts.enabled]);
  const fetchPage = useMemo<FetchPage<T>>(
    // A cursor replaces the page number (lists that answer no nextCursor never receive one).
    () => (at, limit, signal) => list(api, { ...filters, page: undefined, ...at, limit }, signal ? { signal } : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, list, key],
  );
  return { query, fetchPage };
}

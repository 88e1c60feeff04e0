import { keepPreviousData, useQuery } from '../state/query/use-query.js';
import { useEffect, useMemo } from 'react';
import type { ApiClient, RequestExtras } from '../api/client.js';
import type { Paginated } from '../api/contract/pagination.js';
import { useApi } from '../state/api.js';
import type { ListKey } from '../state/query-keys.js';
import { queryClient } from '../state/store.js';
import type { FetchPage } from '../lists/fetch-all.js';

type ListCall<T, F> = (api: ApiClient, filters: F, extras?: RequestExtras) => Promise<Paginated<T>>;

/**
 * How long a page is used as it is, whoever asked for it (the lazy loader as its panel connected,
 * elements/early-data.ts; the table; the next page asked ahead): one rule of the one cache. A write that
 * changes a list invalidates its pages, which are then asked again whatever their age.
 */
export const PAGE_FRESH_MS = 10_000;

/**
 * Asks for a list's page before the table shows it (the next page, in the background), unless the cache
 * has it in flight or fresh. `usePagedQuery` with the same key and filters then finds it there.
 */
export function prefetchPage<T, F>(listKey: ListKey<F>, filters: F, list: ListCall<T, F>, api: ApiClient): void {
  const page = pageQuery(listKey, filters, list, api);
  const q = queryClient.get(page.queryKey);
  if (q.state.fetching || !q.isStale(PAGE_FRESH_MS)) return;
  void queryClient.prefetchQuery(page);
}

/** The key and call of one page, the same for the table, a prefetch and a count read from the page. */
export const pageQuery = <T, F>(listKey: ListKey<F>, filters: F, list: ListCall<T, F>, api: ApiClient) => ({
  queryKey: listKey(filters),
  queryFn: ({ signal }: { signal: AbortSignal }) => list(api, filters, { signal }),
});

/**
 * One page of a list for the table (previous page kept while the next loads), plus `fetchPage` for
 * export and bulk actions over every matching row with the same filters. Once a page has arrived, the next
 * one is asked for in the background, so "Next page" draws at once from the cache (asked again only when it
 * is older than PAGE_FRESH_MS).
 */
export function usePagedQuery<T, F extends { page?: number; limit?: number }>(
  listKey: ListKey<F>,
  filters: F,
  list: ListCall<T, F>,
  opts: { enabled?: boolean } = {},
) {
  const api = useApi();
  const query = useQuery(
    {
      ...pageQuery(listKey, filters, list, api),
      placeholderData: keepPreviousData,
      enabled: opts.enabled ?? true,
      staleTime: PAGE_FRESH_MS,
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

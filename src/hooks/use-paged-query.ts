import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiClient, RequestExtras } from '../api/client.js';
import type { Paginated } from '../api/contract/pagination.js';
import { useApi } from '../state/api.js';
import type { ListKey } from '../state/query-keys.js';
import { queryClient } from '../state/store.js';
import type { FetchPage } from '../ui/list/fetch-all.js';

type ListCall<T, F> = (api: ApiClient, filters: F, extras?: RequestExtras) => Promise<Paginated<T>>;

/**
 * One page of a list for the table (previous page kept while the next loads), plus `fetchPage` for
 * export and bulk actions over every matching row with the same filters.
 */
export function usePagedQuery<T, F extends { page?: number; limit?: number }>(listKey: ListKey<F>, filters: F, list: ListCall<T, F>, opts: { enabled?: boolean } = {}) {
  const api = useApi();
  const query = useQuery(
    {
      queryKey: listKey(filters),
      queryFn: ({ signal }) => list(api, filters, { signal }),
      placeholderData: keepPreviousData,
      enabled: opts.enabled ?? true,
    },
    queryClient,
  );
  const key = JSON.stringify(filters);
  const fetchPage = useMemo<FetchPage<T>>(
    // A cursor replaces the page number (lists that answer no nextCursor never receive one).
    () => (at, limit, signal) => list(api, { ...filters, page: undefined, ...at, limit }, signal ? { signal } : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, list, key],
  );
  return { query, fetchPage };
}

import type { ApiClient, RequestExtras } from '../api/client.js';
import type { SearchResults } from '../api/contract/insights.js';
import { search } from '../api/insights.js';
import type { QueryValue } from '../api/query.js';
import { useApi } from '../state/api.js';
import { keepPreviousData, useQuery } from '../state/query/use-query.js';
import { queryKeys } from '../state/query-keys.js';
import { queryClient } from '../state/store.js';
import { useDebounced } from '../ui/use-debounced.js';

/** What the server is asked for after the last key (ms), the shortest text it searches, and how many of each kind. */
export const SEARCH_DEBOUNCE_MS = 150;
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_LIMIT = 5;

/** `api` with every GET under `signal`: the query cache aborts it when its text is no longer wanted. */
const withSignal = (api: ApiClient, signal: AbortSignal): ApiClient => ({
  ...api,
  get: <T>(path: string, params?: Record<string, QueryValue>, extras?: RequestExtras) => api.get<T>(path, params, { ...extras, signal }),
});

export interface SearchState {
  /** The answer for the text searched last (the previous text's while the next one loads); null below 2 characters. */
  results: SearchResults | null;
  /** A request is waited for (the debounce included): the results may still change. */
  loading: boolean;
  error: boolean;
  retry(): void;
}

/**
 * Members, companies and products matching `text` (GET /search), as the admin types: asked for 150 ms after the
 * last key from 2 characters on; a newer text aborts the request of the one before (its reader leaves the cache
 * entry, which cancels the call and its fetch).
 */
export function useSearchResults(text: string, enabled: boolean): SearchState {
  const api = useApi();
  const q = text.trim();
  const debounced = useDebounced(q, SEARCH_DEBOUNCE_MS);
  const wanted = enabled && q.length >= SEARCH_MIN_LENGTH;
  const asked = enabled && debounced.length >= SEARCH_MIN_LENGTH;
  const query = useQuery(
    {
      queryKey: queryKeys.search.results(debounced, SEARCH_LIMIT),
      queryFn: ({ signal }) => search(withSignal(api, signal), debounced, SEARCH_LIMIT),
      enabled: asked,
      placeholderData: keepPreviousData,
      staleTime: 30_000,
    },
    queryClient,
  );
  if (!wanted) return { results: null, loading: false, error: false, retry: () => undefined };
  // A failed entry shows the previous text's answer as its placeholder: its own state is the error.
  const failed = query.error !== null && query.error !== undefined;
  const settled = asked && debounced === q && !query.isFetching && (failed || !query.isPlaceholderData);
  return {
    results: settled && failed ? null : (query.data ?? null),
    loading: !settled,
    error: settled && failed,
    retry: () => void query.refetch(),
  };
}

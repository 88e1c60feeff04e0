import { useQuery } from '../../state/query-cache.js';
import { getInsights } from '../../api/insights.js';
import { useApi } from '../../state/api.js';
import { queryKeys } from '../../state/query-keys.js';
import { queryClient } from '../../state/store.js';

export function useInsights() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.insights.totals, queryFn: () => getInsights(api) }, queryClient);
}

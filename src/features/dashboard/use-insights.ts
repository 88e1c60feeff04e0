import { useQuery } from '@tanstack/react-query';
import { getInsights } from '../../api/insights.js';
import { useApi } from '../../state/api.js';

export const INSIGHTS_KEY = ['insights'] as const;

export function useInsights() {
  const api = useApi();
  return useQuery({ queryKey: INSIGHTS_KEY, queryFn: () => getInsights(api) });
}

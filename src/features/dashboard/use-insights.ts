import { keepPreviousData, useQuery } from '../../state/query/use-query.js';
import { listAudit } from '../../api/audit.js';
import type { TrendRange } from '../../api/contract/insights.js';
import { getInsights, getTrends } from '../../api/insights.js';
import { useApi } from '../../state/api.js';
import { queryKeys } from '../../state/query-keys.js';
import { queryClient } from '../../state/store.js';
import { adminTimeZone } from './trend-format.js';

export function useInsights() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.insights.totals, queryFn: () => getInsights(api) }, queryClient);
}

/** The admin's time zone, read once: the buckets start at its midnights. */
const TZ = adminTimeZone();
/** Trends change by the day: a minute without asking again is plenty (switching back and forth is instant). */
const TRENDS_STALE_MS = 60_000;

/** GET /insights/trends of `range`; the previous range's stays on screen while the next one loads. */
export function useTrends(range: TrendRange) {
  const api = useApi();
  return useQuery(
    {
      queryKey: queryKeys.insights.trends(range, TZ),
      queryFn: () => getTrends(api, { range, tz: TZ }),
      placeholderData: keepPreviousData,
      staleTime: TRENDS_STALE_MS,
    },
    queryClient,
  );
}

/** How many events the dashboard's recent activity shows. */
export const RECENT_EVENTS = 10;

/** The newest events of the audit trail but the sign-ins (one page, newest first). */
export function useRecentActivity() {
  const api = useApi();
  // Without the sign-ins, as the activity panel by default: one entry per sign-in would fill the card.
  const filters = { limit: RECENT_EVENTS, excludeSignIns: true };
  return useQuery(
    {
      queryKey: queryKeys.audit.recent(filters),
      queryFn: ({ signal }) => listAudit(api, filters, { signal }),
      select: (page) => page.data,
    },
    queryClient,
  );
}

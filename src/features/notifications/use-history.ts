import { useQuery } from '../../state/query-cache.js';
import { getSentNotification, listSentNotifications } from '../../api/audit.js';
import type { SentNotification } from '../../api/contract/notification.js';
import { usePagedQuery } from '../../hooks/use-paged-query.js';
import { useApi } from '../../state/api.js';
import { queryKeys } from '../../state/query-keys.js';
import { queryClient } from '../../state/store.js';
import type { ListDefaults, ListState } from '../../ui/list/url-state.js';

export type NotificationsTab = 'compose' | 'history';

/**
 * The screen's URL state (hooks/use-list-state): the tab (`?tab=history`; the composer, the default, leaves the
 * URL clean) and the history's page and size. The server has one order (newest first): no sort to choose.
 */
export const NOTIFICATIONS_DEFAULTS: ListDefaults = { filters: { tab: 'compose' }, sort: 'sentAt', dir: 'desc', sorts: ['sentAt'] };

/** The tab of the URL; anything unknown is the composer. */
export const tabOf = (s: ListState): NotificationsTab => (s.filters.tab === 'history' ? 'history' : 'compose');

/** One page of the history (GET /notifications), newest first; the previous page stays while the next loads. */
export const useHistory = (s: ListState) =>
  usePagedQuery<SentNotification, { page: number; limit: number }>(queryKeys.notifications.history, { page: s.page, limit: s.size }, listSentNotifications);

/** One send (GET /notifications/{id}), shown at once from its row of the list while it is read again. */
export function useSentNotification(row: SentNotification | null) {
  const api = useApi();
  const id = row?.id ?? null;
  return useQuery(
    {
      queryKey: queryKeys.notifications.one(id),
      queryFn: ({ signal }) => getSentNotification(api, id!, { signal }),
      enabled: id != null,
      ...(row ? { placeholderData: row } : {}),
    },
    queryClient,
  );
}

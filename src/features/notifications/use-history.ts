import { useEffect } from 'react';
import { useQuery } from '../../state/query/use-query.js';
import { getSentNotification, listSentNotifications } from '../../api/audit.js';
import type { SentNotification } from '../../api/contract/notification.js';
import { usePagedQuery } from '../../connected/use-paged-query.js';
import { useApi } from '../../state/api.js';
import { queryKeys } from '../../state/query-keys.js';
import { queryClient } from '../../state/store.js';
import type { ListDefaults, ListState } from '../../lists/url-state.js';

export type NotificationsTab = 'compose' | 'history';

/**
 * The screen's URL state (connected/use-list-state): the tab (`?tab=history`; the composer, the default, leaves the
 * URL clean), the recipients a list's bulk bar hands over (`?to=m12,c3`, read once) and the history's page and size. The server has one order (newest first): no sort to choose.
 */
export const NOTIFICATIONS_DEFAULTS: ListDefaults = { filters: { tab: 'compose', to: '' }, sort: 'sentAt', dir: 'desc', sorts: ['sentAt'] };

/** The tab of the URL; anything unknown is the composer. */
export const tabOf = (s: ListState): NotificationsTab => (s.filters.tab === 'history' ? 'history' : 'compose');

/** One page of the history (GET /notifications), newest first; the previous page stays while the next loads. */
export const useHistory = (s: ListState) =>
  usePagedQuery<SentNotification, { page: number; limit: number }>(
    queryKeys.notifications.history,
    { page: s.page, limit: s.size },
    listSentNotifications,
  );

/**
 * One send (GET /notifications/{id}), shown at once from its row of the list (when there is one) while it is
 * read again; `id` null: nothing is asked.
 */
export function useSentNotification(id: number | null, row?: SentNotification | null) {
  const api = useApi();
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

/**
 * Reads something again `delay` ms after each answer while `delay` is a number (sends in flight: their progress;
 * a scheduled one: when it is due); stops when it turns null or the screen goes. A hidden tab asks nothing and
 * looks again at the next turn.
 */
export function useRefetchEvery(delay: number | null, refetch: () => Promise<void>) {
  useEffect(() => {
    if (delay == null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const arm = () => {
      timer = setTimeout(() => {
        if (document.hidden) return arm();
        void refetch().finally(() => live && arm());
      }, delay);
    };
    arm();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [delay, refetch]);
}

import { useQuery } from '../../state/query-cache.js';
import { useState } from 'react';
import type { NotificationPayload } from '../../api/contract/notification.js';
import { fetchAllMembers } from '../../api/members.js';
import { sendBulkNotification } from '../../api/notifications.js';
import { useAdminMutation } from '../../hooks/admin-mutation.js';
import type { FieldErrorClaim } from '../../hooks/error-handler.js';
import { useApi } from '../../state/api.js';
import { queryClient } from '../../state/store.js';
import { queryKeys } from '../../state/query-keys.js';

/** Every member (limit 100, page by page), for the user picker and the audience count. */
export function useAllMembers() {
  const api = useApi();
  const [progress, setProgress] = useState({ loaded: 0, total: 0 });
  const query = useQuery(
    {
      queryKey: queryKeys.members.everyone,
      queryFn: ({ signal }) => fetchAllMembers(api, { isBusiness: true }, { signal, onPage: (loaded, total) => setProgress({ loaded, total }) }),
      staleTime: 60_000,
    },
    queryClient,
  );
  return { ...query, progress };
}

/**
 * POST /notifications/send-bulk: notificationSent toast with the count and the admin-notification-sent
 * event, the history refetched; an error about a field of the composer (a disabled recipient...) goes next to that field.
 */
export function useSendNotification(fields?: FieldErrorClaim) {
  const api = useApi();
  return useAdminMutation({
    mutationFn: (p: NotificationPayload) => sendBulkNotification(api, p),
    ...(fields ? { fields } : {}),
    success: (answer, p, t) => ({
      message: t('notifications.notificationSent', { count: answer.count }),
      event: ['admin-notification-sent', { target: p.target, country: p.targetCountry ?? null, count: answer.count }],
    }),
    // The history lists the new send (not awaited: the summary does not wait for a list it does not show).
    afterSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all }),
  });
}

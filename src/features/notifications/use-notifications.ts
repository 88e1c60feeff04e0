import { useQuery } from '../../state/query/use-query.js';
import { useState } from 'react';
import type { Paginated } from '../../api/contract/pagination.js';
import type { NotificationPayload, SentNotification } from '../../api/contract/notification.js';
import { fetchAllMembers } from '../../api/members.js';
import { cancelNotification, sendBulkNotification, sendTestNotification } from '../../api/notifications.js';
import { useAdminMutation } from '../../connected/admin-mutation.js';
import type { FieldErrorClaim } from '../../connected/error-handler.js';
import { useLang } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { queryClient } from '../../state/store.js';
import { queryKeys } from '../../state/query-keys.js';
import { longWhen } from './schedule.js';

/** Every member (limit 100, page by page), for the user picker and the audience count. */
export function useAllMembers() {
  const api = useApi();
  const [progress, setProgress] = useState({ loaded: 0, total: 0 });
  const query = useQuery(
    {
      queryKey: queryKeys.members.everyone,
      queryFn: ({ signal }) =>
        fetchAllMembers(api, { isBusiness: true }, { signal, onPage: (loaded, total) => setProgress({ loaded, total }) }),
      staleTime: 60_000,
    },
    queryClient,
  );
  return { ...query, progress };
}

/** The history lists what was just sent or cancelled (not awaited: the screen does not wait for a list it may not show). */
const refreshHistory = () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });

/**
 * POST /notifications/send-bulk: a toast that says what happened (sent, queued for the background, scheduled
 * for a time) with the count, the history refetched; an error about a field of the composer (a disabled
 * recipient, a refused time...) goes next to that field. The admin-notification-sent event ("a notification was
 * sent") goes out for a send that is going now (sent, or queued for the background), not for a scheduled one:
 * that one may still be cancelled, and the event's detail has no time to say when.
 */
export function useSendNotification(fields?: FieldErrorClaim) {
  const api = useApi();
  const [lang] = useLang();
  return useAdminMutation({
    mutationFn: (p: NotificationPayload) => sendBulkNotification(api, p),
    ...(fields ? { fields } : {}),
    success: (answer, p, t) => ({
      message:
        answer.status === 'scheduled' && p.sendAt
          ? t('notifications.notificationScheduled', { count: answer.count, date: longWhen(p.sendAt, lang) })
          : answer.status === 'queued'
            ? t('notifications.notificationQueued', { count: answer.count })
            : t('notifications.notificationSent', { count: answer.count }),
      ...(answer.status === 'scheduled'
        ? {}
        : { event: ['admin-notification-sent', { target: p.target, country: p.targetCountry ?? null, count: answer.count }] as const }),
    }),
    afterSuccess: refreshHistory,
  });
}

/**
 * POST /notifications/send-test: the composer's title and message, now, to the signed-in admin only. No
 * confirmation and no public event (nobody else is reached); the history lists it, marked as a test.
 */
export function useSendTest(fields?: FieldErrorClaim) {
  const api = useApi();
  return useAdminMutation({
    mutationFn: (p: NotificationPayload) => sendTestNotification(api, p),
    ...(fields ? { fields } : {}),
    success: (_answer, _p, t) => ({ message: t('notifications.testSent') }),
    afterSuccess: refreshHistory,
  });
}

/** A send as the server answered it, in every cached page of the history and its own entry. */
function putSend(send: SentNotification) {
  queryClient.setQueriesData<Paginated<SentNotification> | SentNotification>({ queryKey: queryKeys.notifications.all }, (old) => {
    if (!old) return old;
    if ('data' in old && Array.isArray(old.data)) {
      if (!old.data.some((n) => n.id === send.id)) return old;
      return { ...old, data: old.data.map((n) => (n.id === send.id ? send : n)) };
    }
    return 'id' in old && old.id === send.id ? send : old;
  });
}

/**
 * POST /notifications/{id}/cancel: the row says Cancelled at once (the server's answer), a toast, the history read
 * again either way (a refusal, not_cancellable, means it has started meanwhile: the list shows how far it got).
 */
export function useCancelNotification() {
  const api = useApi();
  return useAdminMutation({
    mutationFn: (n: SentNotification) => cancelNotification(api, n.id),
    success: (_answer, _n, t) => ({ message: t('notifications.notificationCancelled') }),
    afterSuccess: putSend,
    onSettled: refreshHistory,
  });
}

import { useQuery } from '../../state/query/use-query.js';
import type { Paginated } from '../../api/contract/pagination.js';
import type { NotificationPayload, SentNotification } from '../../api/contract/notification.js';
import type { NotificationCountry, NotificationTarget } from '../../api/contract/constants.js';
import { search } from '../../api/insights.js';
import { getMember } from '../../api/members.js';
import { getCompany } from '../../api/companies.js';
import { cancelNotification, countAudience, sendBulkNotification, sendTestNotification } from '../../api/notifications.js';
import { useAdminMutation } from '../../connected/admin-mutation.js';
import type { FieldErrorClaim } from '../../connected/error-handler.js';
import { useLang } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { queryClient } from '../../state/store.js';
import { queryKeys } from '../../state/query-keys.js';
import { longWhen } from './schedule.js';
import { listIdsOf, recipientKey, type ListRecipient } from './form-state.js';

/**
 * How many members a bulk send to `target` (and `country`) reaches now, counted by the server in one call
 * (GET /notifications/audience), whatever the audience's size; null while it is asked for, or for SINGLE.
 */
export function useAudience(target: NotificationTarget, country: NotificationCountry | null, list: readonly ListRecipient[] = []) {
  const api = useApi();
  const listed = target === 'LIST';
  const ids = listIdsOf(list);
  // LIST: the chosen ids stand in the key's country place (a LIST send has no country).
  const key = listed ? list.map(recipientKey).sort().join(',') : country;
  return useQuery(
    {
      queryKey: queryKeys.notifications.audience(target, key),
      queryFn: ({ signal }) =>
        countAudience(
          api,
          listed
            ? {
                target: 'LIST',
                ...(ids.memberIds.length ? { memberIds: ids.memberIds.join(',') } : {}),
                ...(ids.companyIds.length ? { companyIds: ids.companyIds.join(',') } : {}),
              }
            : { target: target as Exclude<NotificationTarget, 'SINGLE' | 'LIST'>, ...(country ? { targetCountry: country } : {}) },
          { signal },
        ).then((a) => a.count),
      enabled: target !== 'SINGLE' && (!listed || list.length > 0),
      staleTime: 30_000,
    },
    queryClient,
  );
}

/** Members matching what was typed in the user picker (GET /search, at least 2 characters, 20 at most). */
export function useMemberSearch(text: string, enabled: boolean) {
  const api = useApi();
  return useQuery(
    {
      queryKey: queryKeys.search.results(text, PICKER_LIMIT),
      queryFn: ({ signal }) => search(api, text, PICKER_LIMIT, { signal }),
      enabled: enabled && text.length >= 2,
      staleTime: 30_000,
    },
    queryClient,
  );
}
const PICKER_LIMIT = 20;

/** One member (GET /members/{id}): the name of a recipient the picker has not found itself (a draft's). */
export function useMember(id: number | null) {
  const api = useApi();
  return useQuery(
    {
      queryKey: queryKeys.members.one(id),
      queryFn: ({ signal }) => getMember(api, id!, { signal }),
      enabled: id !== null,
      staleTime: 60_000,
    },
    queryClient,
  );
}

/** One company (GET /companies/{id}): the name of a chosen company that came by id (a URL, a draft). */
export function useCompany(id: number | null) {
  const api = useApi();
  return useQuery(
    {
      queryKey: queryKeys.companies.one(id),
      queryFn: ({ signal }) => getCompany(api, id!, { signal }),
      enabled: id !== null,
      staleTime: 60_000,
    },
    queryClient,
  );
}

/** The history lists what was just sent or cancelled (not awaited: the screen does not wait for a list it may not show). */
const refreshHistory = () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });

/** The key of a send's toasts: "queued", then "sent" in its place. */
export const sendToastKey = (id: number) => `send-${id}`;

/**
 * POST /notifications/send-bulk: a toast that says what happened (sent, its sending started in the background,
 * scheduled for a time: never "sent" for what has only started) with the count, the history refetched; an error about a field of the composer (a disabled
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
      title: t('common.success'),
      message:
        answer.status === 'scheduled' && p.sendAt
          ? t('notifications.notificationScheduled', { count: answer.count, date: longWhen(p.sendAt, lang) })
          : answer.status === 'queued'
            ? t('notifications.sendingStarted', { count: answer.count })
            : t('notifications.notificationSent', { count: answer.count }),
      // The summary says "sent" in this toast's place once the background send is done (round 11).
      ...(answer.id !== undefined ? { key: sendToastKey(answer.id) } : {}),
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
    success: (_answer, _p, t) => ({ title: t('common.success'), message: t('notifications.testSent') }),
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
    success: (_answer, n, t) => ({
      title: t('common.success'),
      message: t('notifications.notificationCancelled', { title: n.title }),
    }),
    afterSuccess: putSend,
    onSettled: refreshHistory,
  });
}

import type { ApiClient, RequestExtras } from './client.js';
import type { AudienceQuery, NotificationPayload, SendBulkAnswer, SentNotification } from './contract/notification.js';

/** POST /notifications/send-bulk; answers the recipient count. */
export const sendBulkNotification = (c: ApiClient, p: NotificationPayload, extras?: RequestExtras) =>
  c.post<SendBulkAnswer>('notifications/send-bulk', p, extras);

/** GET /notifications/audience: how many members a send to that target (and country) would reach now. */
export const countAudience = (c: ApiClient, q: AudienceQuery, extras?: RequestExtras) =>
  c.get<SendBulkAnswer>(
    'notifications/audience',
    {
      target: q.target,
      ...(q.targetCountry ? { targetCountry: q.targetCountry } : {}),
      ...(q.memberIds ? { memberIds: q.memberIds } : {}),
      ...(q.companyIds ? { companyIds: q.companyIds } : {}),
    },
    extras,
  );

/** POST /notifications/send-test: the same payload, delivered now to the signed-in admin only, marked as a test. */
export const sendTestNotification = (c: ApiClient, p: NotificationPayload, extras?: RequestExtras) =>
  c.post<SendBulkAnswer>('notifications/send-test', p, extras);

/** POST /notifications/{id}/cancel: a scheduled or queued send, before its fan-out starts; answers the send. */
export const cancelNotification = (c: ApiClient, id: number, extras?: RequestExtras) =>
  c.post<SentNotification>(`notifications/${id}/cancel`, {}, extras);

import type { ApiClient, RequestExtras } from './client.js';
import type { AudienceQuery, NotificationPayload, SendBulkAnswer } from './contract/notification.js';

/** POST /notifications/send-bulk; answers the recipient count. */
export const sendBulkNotification = (c: ApiClient, p: NotificationPayload, extras?: RequestExtras) =>
  c.post<SendBulkAnswer>('notifications/send-bulk', p, extras);

/** GET /notifications/audience: how many members a send to that target (and country) would reach now. */
export const countAudience = (c: ApiClient, q: AudienceQuery, extras?: RequestExtras) =>
  c.get<SendBulkAnswer>('notifications/audience', { target: q.target, ...(q.targetCountry ? { targetCountry: q.targetCountry } : {}) }, extras);

import type { ApiClient, RequestExtras } from './client.js';
import type { NotificationPayload, SendBulkAnswer } from './contract/notification.js';

/** POST /notifications/send-bulk; answers the recipient count. */
export const sendBulkNotification = (c: ApiClient, p: NotificationPayload, extras?: RequestExtras) =>
  c.post<SendBulkAnswer>('notifications/send-bulk', p, extras);

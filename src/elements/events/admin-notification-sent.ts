import { type NotificationCountry, type NotificationTarget } from '../../api/contract/constants.js';

/** `admin-notification-sent`: dispatched from the host of <admin-notifications> (bubbles, composed) after a send. */
export interface AdminNotificationSentDetail {
  target: NotificationTarget;
  /** Target country, null when none was chosen. */
  country: NotificationCountry | null;
  /** Recipients reported by the server. */
  count: number;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'admin-notification-sent': CustomEvent<AdminNotificationSentDetail>;
  }
}

export const ADMIN_NOTIFICATION_SENT = 'admin-notification-sent' as const;

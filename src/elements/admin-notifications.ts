import { NotificationsScreen } from '../features/notifications/notifications-screen.js';
import { defineElement } from './define.js';

/** `<admin-notifications>`: the bulk notification composer. Emits `admin-notification-sent` (detail `{ target, country, count }`). */
export const AdminNotificationsElement = defineElement('admin-notifications', NotificationsScreen);

declare global {
  interface HTMLElementTagNameMap {
    'admin-notifications': HTMLElement;
  }
}

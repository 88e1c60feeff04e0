import { NotificationsScreen } from '../features/notifications/notifications-screen.js';
import { defineElement } from './define.js';
import { TAGS } from './tags.js';

/**
 * `<admin-notifications>`: the bulk notification composer and the history of sends. `state-prefix` (default
 * `n.`) prefixes its query parameters (tab, history page) when embedded. Emits `admin-notification-sent`
 * (detail `{ target, country, count }`).
 */
export const AdminNotificationsElement = defineElement('admin-notifications', NotificationsScreen, TAGS['admin-notifications']);

declare global {
  interface HTMLElementTagNameMap {
    'admin-notifications': HTMLElement;
  }
}

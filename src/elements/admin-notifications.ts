import { NotificationsScreen } from '../features/notifications/notifications-screen.js';
import { defineElement } from './define.js';

/**
 * `<admin-notifications>`: the bulk notification composer and the history of sends. `state-prefix` (default
 * `n.`) prefixes its query parameters (tab, history page) when embedded. Emits `admin-notification-sent`
 * (detail `{ target, country, count }`).
 */
export const AdminNotificationsElement = defineElement('admin-notifications', NotificationsScreen, { props: { statePrefix: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'admin-notifications': HTMLElement;
  }
}

import { DashboardScreen } from '../features/dashboard/dashboard-screen.js';
import { defineElement } from './define.js';
import { TAGS } from './tags.js';

/** `<admin-dashboard>`: greeting, totals and module tiles (tiles emit `admin-navigate`). */
export const AdminDashboardElement = defineElement('admin-dashboard', DashboardScreen, TAGS['admin-dashboard']);

declare global {
  interface HTMLElementTagNameMap {
    'admin-dashboard': HTMLElement;
  }
}

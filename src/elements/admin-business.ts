import { BusinessScreen } from '../features/business/business-screen.js';
import { defineElement } from './define.js';
import { TAGS } from './tags.js';

/**
 * `<admin-business>`: the companies list (filters, sort, branches dialog, enable/disable of the owner,
 * bulk, CSV export). `state-prefix` (default `b.`) prefixes its query parameters when embedded.
 * Emits `admin-member-enabled`, `admin-member-disabled` and `admin-navigate`.
 */
export const AdminBusinessElement = defineElement('admin-business', BusinessScreen, TAGS['admin-business']);

declare global {
  interface HTMLElementTagNameMap {
    'admin-business': HTMLElement;
  }
}

import { CustomersScreen } from '../features/customers/customers-screen.js';
import { prefetchCustomers } from '../features/customers/prefetch.js';
import { defineElement } from './define.js';
import { TAGS } from './tags.js';

/**
 * `<admin-customers>`: the members list (filters, sort, pagination, enable/disable, bulk, CSV export).
 * `state-prefix` (default `c.`) prefixes its query parameters when embedded. Emits `admin-member-enabled`,
 * `admin-member-disabled` and `admin-navigate`.
 */
export const AdminCustomersElement = defineElement('admin-customers', CustomersScreen, TAGS['admin-customers'], { prefetch: prefetchCustomers });

declare global {
  interface HTMLElementTagNameMap {
    'admin-customers': HTMLElement;
  }
}

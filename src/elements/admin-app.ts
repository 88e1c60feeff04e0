import { AdminApp } from '../shell/admin-app.js';
import { defineElement } from './define.js';

/** `<admin-app base="/">`: the standalone back-office (router, guards, sidebar layout). */
export const AdminAppElement = defineElement('admin-app', AdminApp, { props: { base: 'string' }, gate: false });

declare global {
  interface HTMLElementTagNameMap {
    'admin-app': HTMLElement & { base?: string };
  }
}

import { AdminApp } from '../shell/admin-app.js';
import { defineElement } from './define.js';
import { TAGS } from './tags.js';

/** `<admin-app base="/">`: the standalone back-office (router, guards, sidebar layout). */
export const AdminAppElement = defineElement('admin-app', AdminApp, TAGS['admin-app']);

declare global {
  interface HTMLElementTagNameMap {
    'admin-app': HTMLElement & { base?: string };
  }
}

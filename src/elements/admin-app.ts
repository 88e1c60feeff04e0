import { AdminApp } from '../shell/admin-app.js';
import { setDefaultPersist } from '../api/browser-token.js';
import { defineElement } from './define.js';
import { TAGS } from './tags.js';

/** `<admin-app base="/">`: the standalone back-office (router, guards, sidebar layout). */
// The standalone back-office keeps a sign-in as the spec says (cookie auth_token + localStorage); panels
// embedded alone keep it in sessionStorage unless the host sets configure({ persist }).
setDefaultPersist('cookie');

export const AdminAppElement = defineElement('admin-app', AdminApp, TAGS['admin-app']);

declare global {
  interface HTMLElementTagNameMap {
    'admin-app': HTMLElement & { base?: string };
  }
}

import { LoginScreen } from '../features/auth/login-screen.js';
import { defineElement } from './define.js';
import { TAGS } from './tags.js';

/** `<admin-login>`: the sign-in panel. Emits `admin-session-changed` and `admin-navigate` ('/home'). */
export const AdminLoginElement = defineElement('admin-login', LoginScreen, TAGS['admin-login']);

declare global {
  interface HTMLElementTagNameMap {
    'admin-login': HTMLElement;
  }
}

import { LoginScreen } from '../features/auth/login-screen.js';
import { defineElement } from './define.js';

/** `<admin-login>`: the sign-in panel. Emits `admin-session-changed` and `admin-navigate` ('/home'). */
export const AdminLoginElement = defineElement('admin-login', LoginScreen, { gate: false });

declare global {
  interface HTMLElementTagNameMap {
    'admin-login': HTMLElement;
  }
}

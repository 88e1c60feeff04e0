import { SettingsScreen } from '../features/settings/settings-screen.js';
import { defineElement } from './define.js';

/** `<admin-settings>`: interface language, theme and mode, change password. */
export const AdminSettingsElement = defineElement('admin-settings', SettingsScreen);

declare global {
  interface HTMLElementTagNameMap {
    'admin-settings': HTMLElement;
  }
}

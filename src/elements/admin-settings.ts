import { SettingsScreen } from '../features/settings/settings-screen.js';
import { defineElement } from './define.js';
import { TAGS } from './tags.js';

/** `<admin-settings>`: interface language, theme and mode, change password. */
export const AdminSettingsElement = defineElement('admin-settings', SettingsScreen, TAGS['admin-settings']);

declare global {
  interface HTMLElementTagNameMap {
    'admin-settings': HTMLElement;
  }
}

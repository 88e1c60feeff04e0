import { ProfileScreen } from '../features/profile/profile-screen.js';
import { defineElement } from './define.js';
import { TAGS } from './tags.js';

/** `<admin-profile>`: the signed-in administrator's details, edit-profile and change-password dialogs. */
export const AdminProfileElement = defineElement('admin-profile', ProfileScreen, TAGS['admin-profile']);

declare global {
  interface HTMLElementTagNameMap {
    'admin-profile': HTMLElement;
  }
}

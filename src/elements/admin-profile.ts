import { ProfileScreen } from '../features/profile/profile-screen.js';
import { defineElement } from './define.js';

/** `<admin-profile>`: the signed-in administrator's details, edit-profile and change-password dialogs. */
export const AdminProfileElement = defineElement('admin-profile', ProfileScreen);

declare global {
  interface HTMLElementTagNameMap {
    'admin-profile': HTMLElement;
  }
}

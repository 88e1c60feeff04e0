import { ActivityScreen } from '../features/activity/activity-screen.js';
import { defineElement } from './define.js';
import { TAGS } from './tags.js';

/** `<admin-activity>`: the activity panel (the audit trail as sentences, filters kept in the URL under `state-prefix`, default `a.`). */
export const AdminActivityElement = defineElement('admin-activity', ActivityScreen, TAGS['admin-activity']);

declare global {
  interface HTMLElementTagNameMap {
    'admin-activity': HTMLElement;
  }
}

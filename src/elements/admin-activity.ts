import { ActivityScreen } from '../features/activity/activity-screen.js';
import { defineElement } from './define.js';

/** `<admin-activity>`: the activity panel (the audit trail as sentences, filters kept in the URL under `state-prefix`, default `a.`). */
export const AdminActivityElement = defineElement('admin-activity', ActivityScreen, { props: { statePrefix: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'admin-activity': HTMLElement;
  }
}

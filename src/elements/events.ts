import './events/admin-session-expired.js';

/** `admin-navigate` (cancelable): an embedded panel asks the page to show another screen. */
export interface AdminNavigateDetail {
  to: string;
}
/** `admin-session-changed`: a panel signed in or out (every panel of the page follows). */
export interface AdminSessionChangedDetail {
  authenticated: boolean;
}

export type { AdminSessionExpiredDetail } from './events/admin-session-expired.js';

declare global {
  interface GlobalEventHandlersEventMap {
    'admin-navigate': CustomEvent<AdminNavigateDetail>;
    'admin-session-changed': CustomEvent<AdminSessionChangedDetail>;
  }
}

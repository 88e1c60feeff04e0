/**
 * `admin-session-expired`: dispatched from the host of an embedded panel (bubbles, composed) when the API
 * answered 401 'invalid token' (expired, revoked or bad token). Every panel of the page then shows its
 * sign-in state; inside `<admin-app>` the router goes to /login instead.
 */
export interface AdminSessionExpiredDetail {
  reason: 'invalid-token';
}

declare global {
  interface GlobalEventHandlersEventMap {
    'admin-session-expired': CustomEvent<AdminSessionExpiredDetail>;
  }
}

export const ADMIN_SESSION_EXPIRED = 'admin-session-expired' as const;

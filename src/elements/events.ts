export interface AdminNavigateDetail {
  to: string;
}
export interface AdminSessionChangedDetail {
  authenticated: boolean;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'admin-navigate': CustomEvent<AdminNavigateDetail>;
    'admin-session-changed': CustomEvent<AdminSessionChangedDetail>;
  }
}

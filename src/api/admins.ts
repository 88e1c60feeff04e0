import type { ApiClient, RequestExtras } from './client.js';
import type { AdminAccount, Session } from './contract/access.js';

// What owners do (issue 39; docs/api.md "Access control"): an owner's session only, never an API token.

/** The answer of POST /admins/{id}/disable: every session and API token of theirs ended with it. */
export type AdminDisabled = { id: number; enabled: false; sessionsRevoked: number; tokensRevoked: number; changed: boolean };

/** GET /admins: every administrator. */
export const listAdmins = (c: ApiClient, extras?: RequestExtras) => c.get<AdminAccount[]>('admins', undefined, extras);

/** POST /admins/grant: an enabled, activated member becomes an administrator; 409 otherwise. */
export const grantAdmin = (c: ApiClient, memberId: number, extras?: RequestExtras) =>
  c.post<{ id: number; admin: true }>('admins/grant', { memberId }, extras);

/** POST /admins/{id}/revoke: removes administrator (and owner) rights and revokes their API tokens; 409 last_owner. */
export const revokeAdmin = (c: ApiClient, id: number, extras?: RequestExtras) =>
  c.post<{ id: number; admin: false; tokensRevoked: number }>(`admins/${id}/revoke`, undefined, extras);

/**
 * POST /admins/{id}/disable: every session and token of theirs ends; 409 last_owner, cannot_disable_self.
 * `changed: false`: they were already disabled, nothing was done nor audited.
 */
export const disableAdmin = (c: ApiClient, id: number, extras?: RequestExtras) =>
  c.post<AdminDisabled>(`admins/${id}/disable`, undefined, extras);

/** POST /admins/{id}/enable; `changed: false`: they were already enabled, nothing was done nor audited. */
export const enableAdmin = (c: ApiClient, id: number, extras?: RequestExtras) =>
  c.post<{ id: number; enabled: true; changed: boolean }>(`admins/${id}/enable`, undefined, extras);

/** POST /admins/{id}/owner: an enabled administrator becomes an owner. */
export const grantOwner = (c: ApiClient, id: number, extras?: RequestExtras) =>
  c.post<{ id: number; owner: true }>(`admins/${id}/owner`, undefined, extras);

/** DELETE /admins/{id}/owner: removes the owner right; 409 last_owner. */
export const revokeOwner = (c: ApiClient, id: number, extras?: RequestExtras) =>
  c.delete<{ id: number; owner: false }>(`admins/${id}/owner`, extras);

/** GET /admins/{id}/sessions: that member's sessions, as GET /sessions. */
export const listAdminSessions = (c: ApiClient, id: number, extras?: RequestExtras) =>
  c.get<Session[]>(`admins/${id}/sessions`, undefined, extras);

/** DELETE /admins/{id}/sessions/{sessionId}: ends that session; 404. */
export const revokeAdminSession = (c: ApiClient, id: number, sessionId: string, extras?: RequestExtras) =>
  c.delete<{ revoked: true }>(`admins/${id}/sessions/${encodeURIComponent(sessionId)}`, extras);

/** POST /members/{id}/block: a pending account is disabled for good; 409 not_pending for an activated one. */
export const blockMember = (c: ApiClient, id: number, extras?: RequestExtras) =>
  c.post<{ id: number; blocked: true }>(`members/${id}/block`, undefined, extras);

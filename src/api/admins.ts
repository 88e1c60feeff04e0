import type { ApiClient, RequestExtras } from './client.js';
import type { AdminAccount, Session } from './contract/access.js';

/** The answer of POST /admins/{id}/disable: every session and API token of theirs ended with it. */
export type AdminDisabled = { enabled: false; sessionsRevoked: number; tokensRevoked: number };

/** GET /admins (owners only, issue 39): every administrator. */
export const listAdmins = (c: ApiClient, extras?: RequestExtras) => c.get<AdminAccount[]>('admins', undefined, extras);

/** POST /admins/grant: an enabled, activated member becomes an administrator (IamGOD). */
export const grantAdmin = (c: ApiClient, memberId: number) => c.post<AdminAccount>('admins/grant', { memberId });

/** POST /admins/{id}/revoke: administrator (and owner) rights removed, their API tokens revoked. */
export const revokeAdmin = (c: ApiClient, id: number) => c.post<unknown>(`admins/${id}/revoke`);

/** POST /admins/{id}/disable: every session and API token of theirs ends. */
export const disableAdmin = (c: ApiClient, id: number) => c.post<AdminDisabled>(`admins/${id}/disable`);

/** POST /admins/{id}/enable. */
export const enableAdmin = (c: ApiClient, id: number) => c.post<{ enabled: true }>(`admins/${id}/enable`);

/** POST /admins/{id}/owner: an enabled administrator becomes a team owner. */
export const grantOwner = (c: ApiClient, id: number) => c.post<unknown>(`admins/${id}/owner`);

/** DELETE /admins/{id}/owner: 409 last_owner for the last enabled one. */
export const revokeOwner = (c: ApiClient, id: number) => c.delete<unknown>(`admins/${id}/owner`);

/** GET /admins/{id}/sessions: that member's sessions of the last 30 days, live ones first. */
export const listAdminSessions = (c: ApiClient, id: number, extras?: RequestExtras) =>
  c.get<Session[]>(`admins/${id}/sessions`, undefined, extras);

/** DELETE /admins/{id}/sessions/{sessionId}: ends that session. */
export const revokeAdminSession = (c: ApiClient, id: number, sessionId: string) => c.delete<unknown>(`admins/${id}/sessions/${sessionId}`);

/** POST /members/{id}/block: a pending account is disabled for good (409 not_pending for an activated one). */
export const blockMember = (c: ApiClient, id: number) => c.post<unknown>(`members/${id}/block`);

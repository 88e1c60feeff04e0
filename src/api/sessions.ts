import type { ApiClient, RequestExtras } from './client.js';
import type { Session } from './contract/access.js';

/** GET /sessions: the signed-in member's sessions of the last 30 days, live ones first (a session only, never an API token). */
export const listSessions = (c: ApiClient, extras?: RequestExtras) => c.get<Session[]>('sessions', undefined, extras);

/** DELETE /sessions/{id}: ends one of the member's sessions; 404 for another member's or one already ended. */
export const revokeSession = (c: ApiClient, id: string, extras?: RequestExtras) =>
  c.delete<{ revoked: true }>(`sessions/${encodeURIComponent(id)}`, extras);

/** POST /sessions/revoke-others: ends every other live session of the member; answers how many. */
export const revokeOtherSessions = (c: ApiClient, extras?: RequestExtras) =>
  c.post<{ revoked: number }>('sessions/revoke-others', undefined, extras);

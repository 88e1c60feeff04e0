import type { ApiClient } from './client.js';
import type { Session } from './contract/access.js';

/** GET /sessions: the signed-in member's sessions of the last 30 days, live ones first (issue 39). */
export const listSessions = (c: ApiClient) => c.get<Session[]>('sessions');

/** DELETE /sessions/{id}: signs that session out; its token is refused from the next call on. */
export const revokeSession = (c: ApiClient, id: string) => c.delete<{ revoked: true }>(`sessions/${encodeURIComponent(id)}`);

/** POST /sessions/revoke-others: signs out every other live session of the member; answers how many. */
export const revokeOtherSessions = (c: ApiClient) => c.post<{ revoked: number }>('sessions/revoke-others');

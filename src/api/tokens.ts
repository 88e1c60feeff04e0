import type { ApiClient } from './client.js';
import type { ApiToken, CreatedApiToken, TokenCreatePayload } from './contract/access.js';

/** GET /tokens: the administrator's API tokens (never their values). */
export const listTokens = (c: ApiClient) => c.get<ApiToken[]>('tokens');

/** POST /tokens: a new API token; the answer holds its value, this once. */
export const createToken = (c: ApiClient, p: TokenCreatePayload) => c.post<CreatedApiToken>('tokens', p);

/** DELETE /tokens/{id}: revokes the token; answers it with `revokedAt` set. */
export const revokeToken = (c: ApiClient, id: number) => c.delete<ApiToken>(`tokens/${id}`);

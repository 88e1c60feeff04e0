import type { ApiClient, RequestExtras } from './client.js';
import type { ApiToken, CreatedApiToken, TokenCreatePayload } from './contract/access.js';

/** GET /tokens: the administrator's API tokens (never their values). */
export const listTokens = (c: ApiClient, extras?: RequestExtras) => c.get<ApiToken[]>('tokens', undefined, extras);

/** POST /tokens: a new API token; the answer holds its value (`token`) this once. */
export const createToken = (c: ApiClient, p: TokenCreatePayload, extras?: RequestExtras) => c.post<CreatedApiToken>('tokens', p, extras);

/**
 * DELETE /tokens/{id}: the token stops working (401 token_revoked); answers it with `revokedAt` set and
 * `changed` (false: it was already revoked, nothing was done nor audited); 404 for another's.
 */
export const revokeToken = (c: ApiClient, id: number, extras?: RequestExtras) =>
  c.delete<ApiToken & { changed: boolean }>(`tokens/${id}`, extras);

import { terminalSafe } from '../../shared/text-safety.js';

/** The expiry of a JWT from its `exp` claim (read, not verified): a Date, or null when it is no JWT or has none. */
export function tokenExpiry(token: string): Date | null {
  const part = token.split('.')[1];
  if (!part || token.split('.').length !== 3) return null;
  try {
    const claims = JSON.parse(Buffer.from(part, 'base64url').toString()) as { exp?: unknown };
    return typeof claims.exp === 'number' ? new Date(claims.exp * 1000) : null;
  } catch {
    return null;
  }
}

/** Whether a token has the shape of a JWT (three base64url parts, a JSON header and claims). */
export function looksLikeJwt(token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) return false;
  try {
    for (const p of parts.slice(0, 2)) {
      const v = JSON.parse(Buffer.from(p, 'base64url').toString()) as unknown;
      if (!v || typeof v !== 'object') return false;
    }
    return true;
  } catch {
    return false;
  }
}

/** ` --profile NAME` for a profile other than "default" (what a printed `backoffice login` needs to sign the same one in). */
export const profileFlag = (name: string | undefined) => (name && name !== 'default' ? ` --profile ${name}` : '');

/** What GET /accounts/member says of the API token it was called with (issue 39). */
export type ApiTokenInfo = { id: number; name: string; scopes: string[]; expiresAt: string | null };

/** `"nightly" (id 12), scopes notifications:send, members:read, expires 2027-02-25T10:00:00Z`: names escaped for the terminal. */
export const apiTokenText = (t: ApiTokenInfo) =>
  `"${terminalSafe(t.name)}" (id ${t.id}), scopes ${t.scopes.map((s) => terminalSafe(s)).join(', ') || '(none)'}, ` +
  (t.expiresAt ? `expires ${t.expiresAt.replace(/\.\d{3}Z$/, 'Z')}` : 'never expires');

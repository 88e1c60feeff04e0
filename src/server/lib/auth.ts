import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES, IAM_GOD } from '../../api/contract/index.js';
import type { Queryable } from '../db/types.js';
import { HttpError } from './http-error.js';
import type { AppEnv, AuthMember, Deps } from './deps.js';
import { SEEN_DUE_SQL } from './last-seen.js';

const TOKEN_TTL = '7d';

/** A 7-day HS256 token: subject = member id, `tv` = the member's token version, `jti` = its own id (for sign-out). */
export const signToken = (key: Uint8Array, memberId: number, tokenVersion: number) =>
  new SignJWT({ tv: tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(memberId))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(TOKEN_TTL)
    .sign(key);

export interface TokenClaims {
  id: number;
  tv: number;
  /** Absent in tokens signed before sign-out existed. */
  jti?: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** Verifies signature and expiry only (no database): member id, token version, id and expiry, or null. */
export async function readToken(key: Uint8Array, header: string | undefined): Promise<TokenClaims | null> {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!m) return null;
  try {
    const { payload } = await jwtVerify(m[1]!, key, { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    const tv = payload['tv'];
    if (!Number.isInteger(id) || id <= 0 || typeof tv !== 'number' || typeof payload.exp !== 'number') return null;
    return { id, tv, exp: payload.exp, ...(typeof payload.jti === 'string' ? { jti: payload.jti } : {}) };
  } catch {
    return null;
  }
}

/**
 * The member a bearer token stands for, checked against the database: signature and expiry, an
 * existing, enabled and activated member, the current token version, and a token not signed out.
 * Null for anything else. `seenDue`: the member's last_seen_at is over an hour old (or unset).
 */
export async function authenticate(
  db: Queryable,
  key: Uint8Array,
  header: string | undefined,
): Promise<(AuthMember & { claims: TokenClaims; seenDue: boolean }) | null> {
  const t = await readToken(key, header);
  if (!t) return null;
  const { rows } = await db.query<{
    id: number;
    email: string;
    capabilities: string[];
    token_version: number;
    enabled: boolean;
    activated: boolean;
    revoked: boolean;
    seen_due: boolean;
  }>(
    `select id, email, capabilities, token_version, enabled, activated,
       exists (select 1 from revoked_tokens r where r.jti = $2) as revoked, ${SEEN_DUE_SQL} as seen_due
     from members m where id = $1`,
    [t.id, t.jti ?? ''],
  );
  const m = rows[0];
  if (!m || !m.enabled || !m.activated || m.token_version !== t.tv || m.revoked) return null;
  return { id: m.id, email: m.email, capabilities: m.capabilities ?? [], tokenVersion: m.token_version, claims: t, seenDue: m.seen_due };
}

const invalid = () => new HttpError(401, AUTH_MESSAGES.invalidToken, {}, 'invalid_token');

/**
 * Requires a valid token of an enabled member whose token version is current; records that the member was
 * seen (at most once an hour, after the request's transaction if one is open, never failing the request).
 */
export const requireAuth =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const m = await authenticate(deps.db, deps.jwtKey, c.req.header('authorization'));
    if (!m) throw invalid();
    const { claims, seenDue, ...member } = m;
    deps.lastSeen.seen(member.id, seenDue);
    c.set('member', member);
    c.set('token', claims);
    await next();
  };

/** Valid token plus the IamGOD capability (every admin route). */
export const requireAdmin = (deps: Deps): MiddlewareHandler<AppEnv> => {
  const auth = requireAuth(deps);
  return (c, next) =>
    auth(c, async () => {
      if (!c.get('member').capabilities.includes(IAM_GOD))
        throw new HttpError(401, AUTH_MESSAGES.capabilitiesRequired, {}, 'capabilities_required');
      await next();
    });
};

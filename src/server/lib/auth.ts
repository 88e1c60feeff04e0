import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Context, MiddlewareHandler } from 'hono';
import { API_TOKEN_PREFIX, AUTH_MESSAGES, IAM_GOD, type SessionClient, type TokenScope } from '../../api/contract/index.js';
import type { Queryable } from '../db/types.js';
import { HttpError } from './http-error.js';
import type { AppEnv, AuthMember, Deps } from './deps.js';
import { SEEN_DUE_SQL } from './last-seen.js';
import { clientIp } from './request.js';

const TOKEN_TTL = '7d';

/**
 * A 7-day HS256 token: subject = member id, `tv` = the member's token version, `sid` = its session (issue 39:
 * the server checks the session on every request, so signing out or revoking it ends the token at once
 * everywhere), `jti` = its own id.
 */
export const signToken = (key: Uint8Array, memberId: number, tokenVersion: number, sessionId: string) =>
  new SignJWT({ tv: tokenVersion, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(memberId))
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(TOKEN_TTL)
    .sign(key);

export interface TokenClaims {
  id: number;
  tv: number;
  /** The session the token was signed for. Tokens signed before sessions existed have none: refused. */
  sid: string;
  jti?: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An API token's value: the prefix and 43 base64url characters (32 random bytes). */
const API_TOKEN_RE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

/** Verifies signature and expiry only (no database): member id, token version, session, id and expiry, or null. */
export async function readToken(key: Uint8Array, header: string | undefined): Promise<TokenClaims | null> {
  const value = bearer(header);
  if (!value || value.startsWith(API_TOKEN_PREFIX)) return null;
  try {
    const { payload } = await jwtVerify(value, key, { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    const tv = payload['tv'];
    const sid = payload['sid'];
    if (!Number.isInteger(id) || id <= 0 || typeof tv !== 'number' || typeof payload.exp !== 'number') return null;
    if (typeof sid !== 'string' || !UUID_RE.test(sid)) return null;
    return { id, tv, sid, exp: payload.exp, ...(typeof payload.jti === 'string' ? { jti: payload.jti } : {}) };
  } catch {
    return null;
  }
}

/** Whether the Authorization header could be a credential at all (no database): a valid signed token, or an API token's shape. */
export async function looksAuthenticated(key: Uint8Array, header: string | undefined): Promise<boolean> {
  const value = bearer(header);
  if (value && API_TOKEN_RE.test(value)) return true;
  return (await readToken(key, header)) !== null;
}

/** The keyed hash an API token is stored as: HMAC-SHA256 with a key derived from the server's secret. */
export const apiTokenHash = (key: Uint8Array, value: string) =>
  createHmac('sha256', createHmac('sha256', key).update('backoffice api token').digest()).update(value).digest('hex');

/** A new API token value (shown once), its stored hash and the prefix kept for display. */
export function newApiToken(key: Uint8Array): { value: string; hash: string; prefix: string } {
  const value = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { value, hash: apiTokenHash(key, value), prefix: value.slice(0, API_TOKEN_PREFIX.length + 6) };
}

/** What a request was signed in with: a session's signed token, or an API token with its scopes. */
export type Credential =
  | { kind: 'session'; sessionId: string; claims: TokenClaims }
  | { kind: 'token'; tokenId: number; scopes: TokenScope[]; expiresAt: string | null };

export type Authenticated = AuthMember & { credential: Credential; seenDue: boolean };

/** A refusal of a credential: 401 with a stable code. */
export const invalid = () => new HttpError(401, AUTH_MESSAGES.invalidToken, {}, 'invalid_token');
const tokenRevoked = () => new HttpError(401, 'This API token was revoked', {}, 'token_revoked');
const tokenExpired = () => new HttpError(401, 'This API token has expired', {}, 'token_expired');

type MemberRow = {
  id: number;
  email: string;
  capabilities: string[];
  owner: boolean;
  token_version: number;
  enabled: boolean;
  activated: boolean;
  seen_due: boolean;
};

/** Once a minute at most: a session's or token's last use (never failing the request). */
const TOUCH_MS = 60_000;

async function touch(db: Queryable, sql: string, params: unknown[]) {
  try {
    await db.query(sql, params);
  } catch {
    /* a missed "last seen" is no reason to refuse the request */
  }
}

/**
 * The member a bearer credential stands for, checked against the database on every request (so a revocation
 * holds on every process over one database at once):
 * - a signed token: signature and expiry, an existing, enabled and activated member, the current token version,
 *   a token not signed out, and its session not revoked;
 * - an API token (`bo_…`): its keyed hash, not revoked (401 token_revoked), not expired (401 token_expired), of an
 *   enabled and activated member.
 * Null for anything else; throws for a revoked or expired API token.
 */
export async function authenticate(
  db: Queryable,
  key: Uint8Array,
  header: string | undefined,
  address: string | null = null,
): Promise<Authenticated | null> {
  const value = bearer(header);
  if (!value) return null;
  if (value.startsWith(API_TOKEN_PREFIX)) {
    if (!API_TOKEN_RE.test(value)) return null;
    const { rows } = await db.query<
      MemberRow & {
        token_id: number;
        scopes: TokenScope[];
        expires_at: string | null;
        revoked: boolean;
        expired: boolean;
        use_due: boolean;
      }
    >(
      `select m.id, m.email, m.capabilities, m.owner, m.token_version, m.enabled, m.activated, ${SEEN_DUE_SQL} as seen_due,
         t.id as token_id, t.scopes, to_char(t.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as expires_at,
         t.revoked_at is not null as revoked, coalesce(t.expires_at <= now(), false) as expired,
         (t.last_used_at is null or t.last_used_at < now() - make_interval(secs => $2)) as use_due
       from api_tokens t join members m on m.id = t.member_id where t.token_hash = $1`,
      [apiTokenHash(key, value), TOUCH_MS / 1000],
    );
    const t = rows[0];
    if (!t) return null;
    if (t.revoked) throw tokenRevoked();
    if (t.expired) throw tokenExpired();
    // A token never does what its member can no longer do: an enabled administrator's, or nothing.
    if (!t.enabled || !t.activated || !(t.capabilities ?? []).includes(IAM_GOD)) return null;
    if (t.use_due)
      await touch(db, 'update api_tokens set last_used_at = now(), last_used_address = $2 where id = $1', [t.token_id, address]);
    return {
      id: t.id,
      email: t.email,
      capabilities: t.capabilities ?? [],
      owner: t.owner,
      tokenVersion: t.token_version,
      credential: { kind: 'token', tokenId: t.token_id, scopes: t.scopes, expiresAt: t.expires_at },
      seenDue: t.seen_due,
    };
  }
  const claims = await readToken(key, header);
  if (!claims) return null;
  const { rows } = await db.query<MemberRow & { revoked: boolean; session_live: boolean; session_due: boolean }>(
    `select m.id, m.email, m.capabilities, m.owner, m.token_version, m.enabled, m.activated, ${SEEN_DUE_SQL} as seen_due,
       exists (select 1 from revoked_tokens r where r.jti = $2) as revoked,
       s.id is not null and s.revoked_at is null as session_live,
       coalesce(s.last_seen_at < now() - make_interval(secs => $4), false) as session_due
     from members m left join sessions s on s.id = $3::uuid and s.member_id = m.id
     where m.id = $1`,
    [claims.id, claims.jti ?? '', claims.sid, TOUCH_MS / 1000],
  );
  const m = rows[0];
  if (!m || !m.enabled || !m.activated || m.token_version !== claims.tv || m.revoked || !m.session_live) return null;
  if (m.session_due) await touch(db, 'update sessions set last_seen_at = now() where id = $1', [claims.sid]);
  return {
    id: m.id,
    email: m.email,
    capabilities: m.capabilities ?? [],
    owner: m.owner,
    tokenVersion: m.token_version,
    credential: { kind: 'session', sessionId: claims.sid, claims },
    seenDue: m.seen_due,
  };
}

/** The kind of client of a sign-in: `X-Backoffice-Client: ui|cli`, else `api`. */
export const sessionClientOf = (c: Context<AppEnv>): SessionClient => {
  const h = (c.req.header('x-backoffice-client') ?? '').trim().toLowerCase();
  return h === 'ui' || h === 'cli' ? h : 'api';
};

/** Opens a session for a sign-in (in the caller's transaction when it has one); answers its id. */
export async function openSession(db: Queryable, c: Context<AppEnv>, memberId: number): Promise<string> {
  const id = randomUUID();
  const ua = c.req.header('user-agent');
  await db.query('insert into sessions (id, member_id, client, user_agent, address) values ($1, $2, $3, $4, $5)', [
    id,
    memberId,
    sessionClientOf(c),
    ua ? ua.slice(0, 300) : null,
    clientIp(c),
  ]);
  return id;
}

/**
 * Authenticates the request once (the access middleware, lib/access.ts, calls it first for every /v1 route that
 * is not public; the route's own requireAuth then finds it done): sets `member` and `credential`; records that the
 * member was seen (at most once an hour).
 */
export async function signIn(deps: Deps, c: Context<AppEnv>): Promise<void> {
  if (c.get('credential')) return;
  const m = await authenticate(deps.db, deps.jwtKey, c.req.header('authorization'), clientIp(c));
  if (!m) throw invalid();
  const { credential, seenDue, ...member } = m;
  deps.lastSeen.seen(member.id, seenDue);
  c.set('member', member);
  c.set('credential', credential);
}

/** Requires a valid credential of an enabled member (a session's token whose session is live, or an API token). */
export const requireAuth =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await signIn(deps, c);
    await next();
  };

/** Valid credential plus the IamGOD capability (every admin route). */
export const requireAdmin = (deps: Deps): MiddlewareHandler<AppEnv> => {
  const auth = requireAuth(deps);
  return (c, next) =>
    auth(c, async () => {
      if (!c.get('member').capabilities.includes(IAM_GOD))
        throw new HttpError(401, AUTH_MESSAGES.capabilitiesRequired, {}, 'capabilities_required');
      await next();
    });
};

/** Valid credential of an owner (issue 39): 403 owner_required for anyone else signed in. */
export const requireOwner = (deps: Deps): MiddlewareHandler<AppEnv> => {
  const auth = requireAuth(deps);
  return (c, next) =>
    auth(c, async () => {
      const m = c.get('member');
      if (!m.owner || !m.capabilities.includes(IAM_GOD)) throw new HttpError(403, 'Only an owner can do this', {}, 'owner_required');
      await next();
    });
};

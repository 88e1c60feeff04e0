import { SignJWT, jwtVerify } from 'jose';
import type { MiddlewareHandler } from 'hono';
import { AUTH_MESSAGES, IAM_GOD } from '../../api/contract/index.js';
import { HttpError } from './http-error.js';
import type { AppEnv, AuthMember, Deps } from './deps.js';

const TOKEN_TTL = '7d';

export const signToken = (key: Uint8Array, memberId: number, tokenVersion: number) =>
  new SignJWT({ tv: tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(memberId))
    .setIssuedAt()
    .setExpirationTime(TOKEN_TTL)
    .sign(key);

/** Verifies signature and expiry only (no database): member id and token version, or null. */
export async function readToken(key: Uint8Array, header: string | undefined) {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  if (!m) return null;
  try {
    const { payload } = await jwtVerify(m[1]!, key, { algorithms: ['HS256'] });
    const id = Number(payload.sub);
    const tv = payload['tv'];
    if (!Number.isInteger(id) || id <= 0 || typeof tv !== 'number') return null;
    return { id, tv };
  } catch {
    return null;
  }
}

const invalid = () => new HttpError(401, AUTH_MESSAGES.invalidToken);

/** Requires a valid token of an enabled member whose token version is current. */
export const requireAuth =
  (deps: Deps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const t = await readToken(deps.jwtKey, c.req.header('authorization'));
    if (!t) throw invalid();
    const { rows } = await deps.db.query<{
      id: number;
      email: string;
      capabilities: string[];
      token_version: number;
      enabled: boolean;
      activated: boolean;
    }>('select id, email, capabilities, token_version, enabled, activated from members where id = $1', [t.id]);
    const m = rows[0];
    if (!m || !m.enabled || !m.activated || m.token_version !== t.tv) throw invalid();
    const member: AuthMember = { id: m.id, email: m.email, capabilities: m.capabilities ?? [], tokenVersion: m.token_version };
    c.set('member', member);
    await next();
  };

/** Valid token plus the IamGOD capability (every admin route). */
export const requireAdmin = (deps: Deps): MiddlewareHandler<AppEnv> => {
  const auth = requireAuth(deps);
  return (c, next) =>
    auth(c, async () => {
      if (!c.get('member').capabilities.includes(IAM_GOD)) throw new HttpError(401, AUTH_MESSAGES.capabilitiesRequired);
      await next();
    });
};

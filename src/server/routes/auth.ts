import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { loginPayload, resetPasswordPayload } from '../../api/contract/index.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { HttpError } from '../lib/http-error.js';
import { body } from '../lib/validate.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { signToken } from '../lib/auth.js';
import { consumeToken, findToken } from '../lib/tokens.js';

export const clientIp = (c: Context) => {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local'; // app.request() in tests has no socket
  }
};

const INVALID = 'Invalid email or password';

export function authRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  r.post('/login', async (c) => {
    const { email, password } = await body(c, loginPayload);
    const key = `${clientIp(c)}|${email}`;
    const wait = deps.loginLimiter.hit(key);
    if (wait > 0)
      throw new HttpError(429, 'Too many login attempts, try again later', { 'Retry-After': String(wait) });
    const { rows } = await deps.db.query<{
      id: number;
      password_hash: string | null;
      enabled: boolean;
      activated: boolean;
      token_version: number;
    }>('select id, password_hash, enabled, activated, token_version from members where email = $1', [email]);
    const m = rows[0];
    const ok = await verifyPassword(password, m?.password_hash);
    if (m && !m.activated)
      throw new HttpError(401, 'Account not activated yet: use the activation link sent by e-mail');
    if (!m || !ok) throw new HttpError(401, INVALID);
    if (!m.enabled) throw new HttpError(401, 'Account disabled: contact an administrator');
    deps.loginLimiter.reset(key);
    return c.json({ data: { access_token: await signToken(deps.jwtKey, m.id, m.token_version) } });
  });

  r.post('/reset-password', async (c) => {
    const p = await body(c, resetPasswordPayload);
    const t = await findToken(deps.db, p.email, p.token, 'reset');
    const hash = await hashPassword(p.password); // never inside the transaction
    await deps.db.transaction(async (tx) => {
      await consumeToken(tx, t.id, 'reset');
      await tx.query('update members set password_hash = $2, token_version = token_version + 1 where id = $1', [
        t.member_id,
        hash,
      ]);
    });
    return c.json({ data: { reset: true } });
  });

  return r;
}

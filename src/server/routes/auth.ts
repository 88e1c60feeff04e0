import { Hono } from 'hono';
import { loginPayload, resetPasswordPayload } from '../../api/contract/index.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { HttpError } from '../lib/http-error.js';
import { body } from '../lib/validate.js';
import { hashPassword, hashing, refuseCommonPassword, verifyPassword } from '../lib/passwords.js';
import { requireAuth, signToken } from '../lib/auth.js';
import { consumeToken, findToken } from '../lib/tokens.js';
import { audit } from '../lib/audit.js';
import { clientIp } from '../lib/request.js';


const INVALID = 'Invalid email or password';

const tooMany = (wait: number) =>
  new HttpError(429, 'Too many login attempts, try again later', { 'Retry-After': String(wait) }, 'rate_limited');

export function authRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();

  /**
   * Limits, in order: failed sign-ins per address (any e-mail), per account (any address), and
   * attempts per address + e-mail. Each attempt counts before the password is checked (so a burst of
   * concurrent guesses is counted too) and a right password takes it back. Disabled and not-activated
   * accounts are named only after their password was verified.
   */
  r.post('/login', async (c) => {
    const { email, password } = await body(c, loginPayload);
    const ip = clientIp(c);
    const keys: [typeof deps.loginIpLimiter, string][] = [
      [deps.loginIpLimiter, ip],
      [deps.loginAccountLimiter, email],
      [deps.loginLimiter, `${ip}|${email}`],
    ];
    const counted: typeof keys = [];
    const undo = () => Promise.all(counted.map(([l, k]) => l.undo(k)));
    for (const [limiter, key] of keys) {
      const wait = await limiter.hit(key);
      counted.push([limiter, key]);
      if (wait > 0) throw tooMany(wait);
    }
    const { rows } = await deps.db.query<{
      id: number;
      password_hash: string | null;
      enabled: boolean;
      activated: boolean;
      token_version: number;
    }>('select id, password_hash, enabled, activated, token_version from members where email = $1', [email]);
    const m = rows[0];
    let ok: boolean;
    try {
      ok = await hashing(deps, () => verifyPassword(password, m?.password_hash));
    } catch (e) {
      await undo(); // busy is not a failed attempt
      throw e;
    }
    // A failed sign-in is recorded by e-mail (never the password), a successful one by the member.
    const failed = (reason: string) =>
      audit(deps.db, c, {
        action: 'auth.sign_in_failed',
        actorId: null,
        actorName: email,
        target: { type: 'member', id: m?.id ?? null, label: email },
        changes: { reason: { from: null, to: reason } },
      });
    if (!m || !ok) {
      await failed('invalid_credentials');
      throw new HttpError(401, INVALID, {}, 'invalid_credentials');
    }
    await undo();
    await deps.loginLimiter.reset(`${ip}|${email}`);
    if (!m.activated) {
      await failed('account_not_activated');
      throw new HttpError(401, 'Account not activated yet: use the activation link sent by e-mail', {}, 'account_not_activated');
    }
    if (!m.enabled) {
      await failed('account_disabled');
      throw new HttpError(401, 'Account disabled: contact an administrator', {}, 'account_disabled');
    }
    await audit(deps.db, c, { action: 'auth.signed_in', actorId: m.id, target: { type: 'member', id: m.id, label: email } });
    await deps.lastSeen.signedIn(m.id);
    return c.json({ data: { access_token: await signToken(deps.jwtKey, m.id, m.token_version) } });
  });

  /** Signs this token out: it stops working at once (other sessions of the member go on). */
  r.post('/logout', requireAuth(deps), async (c) => {
    const t = c.get('token');
    const member = c.get('member');
    await deps.db.transaction(async (tx) => {
      if (t.jti)
        await tx.query(
          `insert into revoked_tokens (jti, member_id, expires_at) values ($1, $2, to_timestamp($3))
           on conflict do nothing`,
          [t.jti, member.id, t.exp],
        );
      // A token from before sign-out existed has no id of its own: end every session of the member.
      else await tx.query('update members set token_version = token_version + 1 where id = $1', [member.id]);
      await audit(tx, c, { action: 'auth.signed_out', target: { type: 'member', id: member.id, label: member.email } });
    });
    return c.json({ data: { loggedOut: true } });
  });

  r.post('/reset-password', async (c) => {
    const p = await body(c, resetPasswordPayload);
    await refuseCommonPassword(p.password);
    const t = await findToken(deps.db, p.email, p.token, 'reset');
    const hash = await hashing(deps, () => hashPassword(p.password)); // never inside the transaction
    await deps.db.transaction(async (tx) => {
      await consumeToken(tx, t.id, 'reset');
      await tx.query('update members set password_hash = $2, token_version = token_version + 1 where id = $1', [
        t.member_id,
        hash,
      ]);
      await audit(tx, c, { action: 'account.password_reset', actorId: t.member_id, target: { type: 'member', id: t.member_id, label: p.email } });
    });
    // The owner of an account under a guessing attack gets back in through the mail.
    await deps.loginAccountLimiter.reset(p.email);
    return c.json({ data: { reset: true } });
  });

  return r;
}

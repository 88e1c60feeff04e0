import { Hono, type Context } from 'hono';
import { loginPayload, resetPasswordPayload, type ErrorCode } from '../../api/contract/index.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { HttpError } from '../lib/http-error.js';
import { body } from '../lib/validate.js';
import { hashPassword, hashing, refuseCommonPassword, verifyPassword } from '../lib/passwords.js';
import { openSession, requireAuth, signToken } from '../lib/auth.js';
import { consumeToken, findToken } from '../lib/tokens.js';
import { audit, DISPLAY_NAME_SQL } from '../lib/audit.js';
import { clientKey } from '../lib/request.js';
import type { Limiter } from '../lib/rate-limit.js';
import { deviceTokens, presentedTokens, rememberDevice } from '../lib/device-token.js';
import { liftLock, lockAccount, lockWait } from '../lib/sign-in-lock.js';

const INVALID = 'Invalid email or password';

const tooMany = (wait: number) =>
  new HttpError(429, 'Too many login attempts, try again later', { 'Retry-After': String(wait) }, 'rate_limited');

/**
 * 429 `account_locked`: the account is locked for unknown clients. The body says, besides the error, the
 * seconds left (`retryAfter`, as the Retry-After header), so that a page embedded on another origin, which
 * cannot read the header, can say them too.
 */
const locked = (c: Context<AppEnv>, wait: number) => {
  const minutes = Math.max(1, Math.ceil(wait / 60));
  const code: ErrorCode = 'account_locked';
  return c.json(
    {
      statusCode: 429,
      code,
      message:
        `Too many failed sign-ins: this account is locked for new devices for ${minutes} more minute${minutes === 1 ? '' : 's'}. ` +
        'Sign in from a browser or CLI profile that signed in to it before, wait, or reset the password.',
      retryAfter: wait,
    },
    429,
    { 'Retry-After': String(wait) },
  );
};

export function authRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const devices = deviceTokens(deps.jwtKey);

  /**
   * Sign-in (docs/security.md, "Sign-in lockout"). A client that presents a device token of the account (the
   * browser's cookie, the CLI's X-Device-Token) is a known device: only its own failures limit it, and past
   * their limit it is an unknown client until its window ends. An unknown client is limited, in order, by the
   * failures from its address (any e-mail), the account's lock, the failures of unknown clients on the
   * account (reaching it sets the lock), and the attempts from its address on that e-mail. Each attempt
   * counts before the password is checked (so a burst of concurrent guesses is counted too), a right password
   * takes it back, and a refused one is not counted. Unknown e-mails are counted and locked the same way.
   * Disabled and not-activated accounts are named only after their password was verified.
   */
  r.post('/login', async (c) => {
    const { email, password } = await body(c, loginPayload);
    const ip = clientKey(c);
    const counted: [Limiter, string][] = [];
    const undo = () => Promise.all(counted.map(([l, k]) => l.undo(k)));
    const count = async (limiter: Limiter, key: string) => {
      const attempt = await limiter.hit(key);
      if (!attempt.wait) counted.push([limiter, key]);
      return attempt;
    };

    const device =
      presentedTokens(c, devices, email)
        .map((t) => devices.verify(t, email))
        .find((d) => d !== null) ?? null;
    const known = device !== null && (await count(deps.loginDeviceLimiter, device)).wait === 0;
    if (!known) {
      const perAddress = await count(deps.loginIpLimiter, ip);
      if (perAddress.wait) throw tooMany(perAddress.wait);
    }
    const { rows } = await deps.db.query<{
      id: number;
      password_hash: string | null;
      enabled: boolean;
      activated: boolean;
      token_version: number;
      name: string;
    }>(
      `select m.id, m.password_hash, m.enabled, m.activated, m.token_version, ${DISPLAY_NAME_SQL('m')} as name from members m where m.email = $1`,
      [email],
    );
    const m = rows[0];
    const account = { email, memberId: m?.id ?? null };
    let failures = 0;
    if (!known) {
      const wait = await lockWait(deps, c, account);
      if (wait) {
        await undo();
        return locked(c, wait);
      }
      const perAccount = await count(deps.loginAccountLimiter, email);
      if (perAccount.wait) {
        await undo();
        return locked(c, perAccount.wait);
      }
      failures = perAccount.count;
      const pair = await count(deps.loginLimiter, `${ip}|${email}`);
      if (pair.wait) {
        await undo();
        throw tooMany(pair.wait);
      }
    }
    let ok: boolean;
    try {
      ok = await hashing(deps, () => verifyPassword(password, m?.password_hash));
    } catch (e) {
      await undo(); // busy is not a failed attempt
      throw e;
    }
    // A failed sign-in is recorded by the e-mail typed (never the password), a successful one by the member;
    // the target is named as the trail names members (issue 38: as the demo's sign-ins), its e-mail when unknown.
    const failed = (reason: string) =>
      audit(deps.db, c, {
        action: 'auth.sign_in_failed',
        actorId: null,
        actorName: email,
        target: { type: 'member', id: m?.id ?? null, label: m?.name ?? email },
        changes: { reason: { from: null, to: reason } },
      });
    if (!m || !ok) {
      await failed('invalid_credentials');
      if (!known && failures >= deps.limits.loginAccountFailures) await lockAccount(deps, c, account, failures);
      throw new HttpError(401, INVALID, {}, 'invalid_credentials');
    }
    await undo();
    if (known && device) await deps.loginDeviceLimiter.reset(device);
    else await deps.loginLimiter.reset(`${ip}|${email}`);
    if (!m.activated) {
      await failed('account_not_activated');
      throw new HttpError(401, 'Account not activated yet: use the activation link sent by e-mail', {}, 'account_not_activated');
    }
    if (!m.enabled) {
      await failed('account_disabled');
      throw new HttpError(401, 'Account disabled: contact an administrator', {}, 'account_disabled');
    }
    // Every sign-in is a session (issue 39): its id is in the token, and the server checks it on every request.
    const sessionId = await deps.db.transaction(async (tx) => {
      const id = await openSession(tx, c, m.id);
      await audit(tx, c, {
        action: 'auth.signed_in',
        actorId: m.id,
        target: { type: 'member', id: m.id, label: m.name },
      });
      return id;
    });
    await deps.lastSeen.signedIn(m.id);
    const access_token = await signToken(deps.jwtKey, m.id, m.token_version, sessionId);
    // Each sign-in makes this client a known device anew (cookie for a browser, the answer for the CLI).
    return c.json({ data: { access_token, device_token: rememberDevice(c, deps.jwtKey, email) } });
  });

  /** Signs this session out: its token stops working at once, on every process (other sessions of the member go on). */
  r.post('/logout', requireAuth(deps), async (c) => {
    const cred = c.get('credential');
    const member = c.get('member');
    if (cred.kind !== 'session') throw new HttpError(403, 'An API token cannot sign out: revoke it instead', {}, 'session_required');
    const t = cred.claims;
    await deps.db.transaction(async (tx) => {
      await tx.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [cred.sessionId]);
      if (t.jti)
        await tx.query(
          `insert into revoked_tokens (jti, member_id, expires_at) values ($1, $2, to_timestamp($3))
           on conflict do nothing`,
          [t.jti, member.id, t.exp],
        );
      const { rows: named } = await tx.query<{ name: string }>(`select ${DISPLAY_NAME_SQL('m')} as name from members m where m.id = $1`, [
        member.id,
      ]);
      await audit(tx, c, { action: 'auth.signed_out', target: { type: 'member', id: member.id, label: named[0]?.name ?? member.email } });
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
      await tx.query('update members set password_hash = $2, token_version = token_version + 1 where id = $1', [t.member_id, hash]);
      await audit(tx, c, {
        action: 'account.password_reset',
        actorId: t.member_id,
        target: { type: 'member', id: t.member_id, label: p.email },
      });
      await liftLock(deps, tx, c, { email: p.email, memberId: t.member_id }, 'password_reset');
    });
    // The owner of an account under a guessing attack gets back in through the mail, and the browser that
    // proved the mailbox is a known device from now on.
    await deps.loginAccountLimiter.reset(p.email);
    rememberDevice(c, deps.jwtKey, p.email);
    return c.json({ data: { reset: true } });
  });

  return r;
}

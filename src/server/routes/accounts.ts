import { Hono } from 'hono';
import { activationPayload, passwordChangePayload, profileUpdatePayload } from '../../api/contract/index.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { badRequest, notFound } from '../lib/http-error.js';
import { body } from '../lib/validate.js';
import { requireAuth } from '../lib/auth.js';
import { hashPassword, hashing, refuseCommonPassword, verifyPassword } from '../lib/passwords.js';
import { consumeToken, findToken, killTokens } from '../lib/tokens.js';
import { audit, diff } from '../lib/audit.js';
import { HttpError } from '../lib/http-error.js';
import { rememberDevice } from '../lib/device-token.js';
import { liftLock } from '../lib/sign-in-lock.js';

// \`owner\` (issue 39): a field added beside the spec's, which stay as they were.
const infoSql = `select id, first_name as "firstName", last_name as "lastName", email, username, capabilities,
    owner
  from members where id = $1`;

type Profile = { id: number; firstName: string | null; lastName: string | null; username: string | null; email: string };
const PROFILE_COLUMNS = `id, first_name as "firstName", last_name as "lastName", username, email`;

export function accountRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  // Public: activation from the e-mailed link.
  r.post('/enable', async (c) => {
    const p = await body(c, activationPayload);
    await refuseCommonPassword(p.password);
    const t = await findToken(deps.db, p.email, p.token, 'activation');
    const hash = await hashing(deps, () => hashPassword(p.password));
    await deps.db.transaction(async (tx) => {
      await consumeToken(tx, t.id, 'activation');
      // An account an administrator disabled stays so: the link does not enable it (and stays usable,
      // rolled back with this transaction, should the administrator enable the account again).
      const { rows } = await tx.query(
        `update members set password_hash = $2, activated = true, enabled = true, token_version = token_version + 1
         where id = $1 and not disabled_by_admin returning id`,
        [t.member_id, hash],
      );
      if (!rows[0])
        throw new HttpError(
          403,
          'This account was disabled by an administrator: it cannot be activated. Contact an administrator.',
          {},
          'account_disabled',
        );
      await audit(tx, c, {
        action: 'account.activated',
        actorId: t.member_id,
        target: { type: 'member', id: t.member_id, label: p.email },
      });
      await liftLock(deps, tx, c, { email: p.email, memberId: t.member_id }, 'activation');
    });
    // The link proved the mailbox: this browser is a known device of the account (docs/security.md).
    await deps.loginAccountLimiter.reset(p.email);
    rememberDevice(c, deps.jwtKey, p.email);
    return c.json({ data: { activated: true } });
  });

  r.get('/member', auth, async (c) => {
    const { rows } = await deps.db.query(infoSql, [c.get('member').id]);
    if (!rows[0]) throw notFound('Member not found');
    // Called with an API token (issue 39): which token, what it may do and until when (`backoffice auth status`).
    const cred = c.get('credential');
    if (cred.kind !== 'token') return c.json({ data: rows[0] });
    const t = await deps.db.query<{ name: string }>('select name from api_tokens where id = $1', [cred.tokenId]);
    const apiToken = { id: cred.tokenId, name: t.rows[0]?.name ?? '', scopes: cred.scopes, expiresAt: cred.expiresAt };
    return c.json({ data: { ...rows[0], apiToken } });
  });

  r.patch('/members', auth, async (c) => {
    const p = await body(c, profileUpdatePayload);
    const id = c.get('member').id;
    const row = await deps.db.transaction(async (tx) => {
      const before = (await tx.query<Profile>(`select ${PROFILE_COLUMNS} from members where id = $1 for update`, [id])).rows[0];
      const { rows } = await tx.query<Profile>(
        `update members set
           first_name = case when $2::boolean then $3 else first_name end,
           last_name = case when $4::boolean then $5 else last_name end,
           username = coalesce($6, username)
         where id = $1
         returning ${PROFILE_COLUMNS}`,
        [id, p.firstName !== undefined, p.firstName ?? null, p.lastName !== undefined, p.lastName ?? null, p.username ?? null],
      );
      const after = rows[0]!;
      await audit(tx, c, {
        action: 'account.profile_updated',
        target: { type: 'member', id, label: after.email },
        changes: before ? diff(before, after, ['firstName', 'lastName', 'username']) : null,
      });
      return after;
    });
    return c.json({ data: row });
  });

  r.patch('/password', auth, async (c) => {
    const p = await body(c, passwordChangePayload);
    await refuseCommonPassword(p.password);
    const id = c.get('member').id;
    // Wrong current passwords are limited per member (each check takes a shared hashing slot) and recorded;
    // an attempt counts before the check, a right one takes it back, a refused one is not counted.
    const key = String(id);
    const attempt = await deps.passwordChangeLimiter.hit(key);
    if (attempt.wait)
      throw new HttpError(
        429,
        'Too many wrong current passwords, try again later',
        { 'Retry-After': String(attempt.wait) },
        'rate_limited',
      );
    const { rows } = await deps.db.query<{ password_hash: string | null }>('select password_hash from members where id = $1', [id]);
    let right: boolean;
    try {
      right = await hashing(deps, () => verifyPassword(p.oldPassword, rows[0]?.password_hash));
    } catch (e) {
      await deps.passwordChangeLimiter.undo(key); // busy is not a wrong password
      throw e;
    }
    if (!right) {
      await audit(deps.db, c, {
        action: 'account.password_change_failed',
        target: { type: 'member', id, label: c.get('member').email },
        changes: {
          reason: { from: null, to: 'wrong_current_password' },
          failures: { from: null, to: attempt.count },
          limit: { from: null, to: deps.limits.passwordChangeFailures },
        },
      });
      const e = badRequest('wrong current password', 'wrong_current_password');
      e.field = 'oldPassword';
      throw e;
    }
    await deps.passwordChangeLimiter.reset(key);
    const hash = await hashing(deps, () => hashPassword(p.password));
    await deps.db.transaction(async (tx) => {
      await tx.query('update members set password_hash = $2, token_version = token_version + 1 where id = $1', [id, hash]);
      await killTokens(tx, id, 'reset'); // a reset link mailed before the change must not undo it
      await audit(tx, c, { action: 'account.password_changed', target: { type: 'member', id, label: c.get('member').email } });
    });
    return c.json({ data: { updated: true } });
  });

  return r;
}

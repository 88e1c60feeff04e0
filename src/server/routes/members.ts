import { Hono } from 'hono';
import { IAM_GOD, id as idSchema, memberIdPayload, memberListQuery, resetRequestPayload } from '../../api/contract/index.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { conflict, HttpError, notFound } from '../lib/http-error.js';
import { clientKey } from '../lib/request.js';
import { audit, DISPLAY_NAME_SQL } from '../lib/audit.js';
import type { Queryable } from '../db/types.js';
import { body, idParam, query } from '../lib/validate.js';
import { requireAdmin } from '../lib/auth.js';
import { issueToken } from '../lib/tokens.js';
import { resetLink, sendMail } from '../lib/mail.js';
import { listMembers, memberById, memberDetailById } from './members-query.js';

/** An administrator: the admin role or the IamGOD capability (never disabled, by any client). */
const IS_ADMIN = `(role = 'admin' or '${IAM_GOD}' = any(capabilities))`;

export function memberRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const admin = requireAdmin(deps);

  // Public: the reset dialog of the login page. Same answer for unknown addresses.
  r.post('/send-reset-password-email', async (c) => {
    const { email } = await body(c, resetRequestPayload);
    // Per address (any e-mail), then per address + e-mail; both before any look-up, so known and unknown
    // e-mails are counted and answered alike. A refused request is not counted.
    const ip = clientKey(c);
    const perAddress = await deps.mailIpLimiter.hit(ip);
    const wait = perAddress.wait || (await deps.mailLimiter.hit(`${ip}|${email}`)).wait;
    if (wait > 0) {
      if (!perAddress.wait) await deps.mailIpLimiter.undo(ip);
      throw new HttpError(429, 'Too many requests, try again later', { 'Retry-After': String(wait) }, 'rate_limited');
    }
    // The answer must not tell known addresses from unknown ones, by its words or by its time: the
    // request only queues; the look-up, the token and the mail happen after it has answered.
    deps.resetMails.push(() =>
      deps.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>('select id from members where email = $1 and activated and enabled', [email]);
        if (!rows[0]) return;
        const token = await issueToken(tx, rows[0].id, 'reset');
        await sendMail(tx, deps.demo ? deps.log : null, email, 'Reset your password', resetLink(email, token, deps.publicUrl));
      }),
    );
    return c.json({ data: { sent: true } });
  });

  r.get('/', admin, async (c) => c.json({ data: await listMembers(deps.db, query(c, memberListQuery)) }));

  r.get('/:id', admin, async (c) => {
    const m = await memberDetailById(deps.db, idParam(c, 'id', idSchema));
    if (!m) throw notFound('Member not found');
    return c.json({ data: m });
  });

  /** The member's state before a write, locked for the transaction; 404 when there is none. */
  const lockMember = async (tx: Queryable, memberId: number) => {
    const { rows } = await tx.query<{ enabled: boolean; disabledByAdmin: boolean; pending: boolean; name: string; admin: boolean }>(
      `select enabled, disabled_by_admin as "disabledByAdmin", (not activated and not disabled_by_admin) as pending,
         ${DISPLAY_NAME_SQL('m')} as name, ${IS_ADMIN} as admin
       from members m where id = $1 for update`,
      [memberId],
    );
    if (!rows[0]) throw notFound('Member not found');
    return rows[0];
  };

  r.post('/enable-by-admin', admin, async (c) => {
    const { memberId } = await body(c, memberIdPayload);
    const changed = await deps.db.transaction(async (tx) => {
      const before = await lockMember(tx, memberId);
      // Enabling an enabled member is a no-op: nothing written, no member.enabled event, `changed: false`
      // (so a bulk run can count it apart). One disabled by an administrator is enabled, whatever `enabled` says.
      if (before.enabled && !before.disabledByAdmin) return false;
      await tx.query('update members set enabled = true, disabled_by_admin = false where id = $1', [memberId]);
      await audit(tx, c, {
        action: 'member.enabled',
        target: { type: 'member', id: memberId, label: before.name },
        changes: before.enabled ? null : { enabled: { from: false, to: true } },
      });
      return true;
    });
    return c.json({ data: { ...(await memberById(deps.db, memberId)), changed } });
  });

  r.post('/disable', admin, async (c) => {
    const { memberId } = await body(c, memberIdPayload);
    if (memberId === c.get('member').id) throw conflict('You cannot disable your own account', 'cannot_disable_self');
    const changed = await deps.db.transaction(async (tx) => {
      // The row is locked first: two admins disabling each other at once cannot both succeed and lock everyone out.
      const before = await lockMember(tx, memberId);
      if (before.admin) throw conflict('An administrator cannot be disabled', 'admin_cannot_be_disabled');
      // Disabling a disabled member is a no-op: nothing written, no member.disabled event, `changed: false` (so a bulk
      // run can count it apart). A pending account (not enabled yet, not disabled by an administrator) is disabled.
      if (!before.enabled && !before.pending) return false;
      // disabled_by_admin: a pending account's activation link must not undo this (docs/security.md).
      await tx.query(
        `update members set enabled = false, disabled_by_admin = true, token_version = token_version + 1 where id = $1 and not ${IS_ADMIN}`,
        [memberId],
      );
      await audit(tx, c, {
        action: 'member.disabled',
        target: { type: 'member', id: memberId, label: before.name },
        changes: before.enabled ? { enabled: { from: true, to: false } } : null,
      });
      return true;
    });
    return c.json({ data: { ...(await memberById(deps.db, memberId)), changed } });
  });

  return r;
}

import { Hono } from 'hono';
import type { AdminAccount } from '../../api/contract/index.js';
import { IAM_GOD, id as idSchema, memberIdPayload, sessionId } from '../../api/contract/index.js';
import type { Queryable } from '../db/types.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { conflict, notFound, parseOr400 } from '../lib/http-error.js';
import { audit, DISPLAY_NAME_SQL } from '../lib/audit.js';
import { requireOwner } from '../lib/auth.js';
import { keepAnOwner, listSessions, REVOKED_SESSION, revokeAll, revokedSessionChanges, type RevokedSession } from '../lib/access-store.js';
import { killTokens } from '../lib/tokens.js';
import { body, idParam } from '../lib/validate.js';
import { isoTime } from '../lib/sql.js';

const IS_ADMIN = `(role = 'admin' or '${IAM_GOD}' = any(capabilities))`;

type Target = { id: number; name: string; email: string; admin: boolean; owner: boolean; enabled: boolean; activated: boolean };

/** The member's state before an owner's change, its row locked for the transaction; 404 when there is none. */
async function lockTarget(tx: Queryable, memberId: number): Promise<Target> {
  const { rows } = await tx.query<Target>(
    `select id, ${DISPLAY_NAME_SQL('m')} as name, email, ${IS_ADMIN} as admin, owner, enabled, activated
     from members m where id = $1 for update`,
    [memberId],
  );
  if (!rows[0]) throw notFound('Member not found');
  return rows[0];
}

const notAdmin = () => conflict('This member is not an administrator', 'not_admin');

/**
 * What owners do (issue 39): the administrators, granting and revoking administrator and owner rights,
 * disabling and enabling administrators (which ends every session and token of theirs in the same
 * transaction), and any administrator's sessions. Owners' sessions only (lib/access.ts). The last enabled owner
 * is never removed nor disabled (409 last_owner, lib/access-store.ts keepAnOwner).
 */
export function adminRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireOwner(deps));
  const target = (t: Target) => ({ type: 'member' as const, id: t.id, label: t.name });

  r.get('/', async (c) => {
    const { rows } = await deps.db.query<AdminAccount & { lastSignInAt: Date | string | null }>(
      `select m.id, m.email, ${DISPLAY_NAME_SQL('m')} as name, m.owner, m.enabled,
         (select max(s.created_at) from sessions s where s.member_id = m.id) as "lastSignInAt"
       from members m where ${IS_ADMIN} order by m.id`,
    );
    return c.json({ data: rows.map((a) => ({ ...a, lastSignInAt: a.lastSignInAt ? isoTime(a.lastSignInAt) : null })) });
  });

  r.post('/grant', async (c) => {
    const { memberId } = await body(c, memberIdPayload);
    await deps.db.transaction(async (tx) => {
      const t = await lockTarget(tx, memberId);
      if (!t.activated || !t.enabled) throw conflict('Only an enabled, activated member can become an administrator', 'conflict');
      await tx.query(
        `update members set role = 'admin', capabilities = case when '${IAM_GOD}' = any(capabilities) then capabilities
           else array_append(capabilities, '${IAM_GOD}') end where id = $1`,
        [memberId],
      );
      await audit(tx, c, { action: 'admin.granted', target: target(t), changes: t.admin ? null : { admin: { from: false, to: true } } });
    });
    return c.json({ data: { id: memberId, admin: true } });
  });

  r.post('/:id/revoke', async (c) => {
    const memberId = idParam(c, 'id', idSchema);
    const ended = await deps.db.transaction(async (tx) => {
      await keepAnOwner(tx, memberId);
      const t = await lockTarget(tx, memberId);
      if (!t.admin) throw notAdmin();
      await tx.query(
        `update members set role = 'customer', owner = false, capabilities = array_remove(capabilities, '${IAM_GOD}') where id = $1`,
        [memberId],
      );
      // Their API tokens are an administrator's: they end with the rights.
      const { rows } = await tx.query('update api_tokens set revoked_at = now() where member_id = $1 and revoked_at is null returning id', [
        memberId,
      ]);
      await audit(tx, c, {
        action: 'admin.revoked',
        target: target(t),
        changes: { admin: { from: true, to: false }, ...(t.owner ? { owner: { from: true, to: false } } : {}) },
      });
      return rows.length;
    });
    return c.json({ data: { id: memberId, admin: false, tokensRevoked: ended } });
  });

  r.post('/:id/disable', async (c) => {
    const memberId = idParam(c, 'id', idSchema);
    if (memberId === c.get('member').id) throw conflict('You cannot disable your own account', 'cannot_disable_self');
    const ended = await deps.db.transaction(async (tx) => {
      await keepAnOwner(tx, memberId);
      const t = await lockTarget(tx, memberId);
      if (!t.admin) throw notAdmin();
      // Disabling twice is a no-op: nothing ended, no second admin.disabled event.
      if (!t.enabled) return { sessions: 0, tokens: 0, changed: false };
      await tx.query('update members set enabled = false, disabled_by_admin = true, token_version = token_version + 1 where id = $1', [
        memberId,
      ]);
      const n = await revokeAll(tx, memberId);
      await audit(tx, c, {
        action: 'admin.disabled',
        target: target(t),
        changes: {
          enabled: { from: true, to: false },
          sessionsEnded: { from: null, to: n.sessions },
          apiKeysRevoked: { from: null, to: n.tokens },
        },
      });
      return { ...n, changed: true };
    });
    return c.json({
      data: { id: memberId, enabled: false, sessionsRevoked: ended.sessions, tokensRevoked: ended.tokens, changed: ended.changed },
    });
  });

  r.post('/:id/enable', async (c) => {
    const memberId = idParam(c, 'id', idSchema);
    const changed = await deps.db.transaction(async (tx) => {
      const t = await lockTarget(tx, memberId);
      if (!t.admin) throw notAdmin();
      // Enabling twice is a no-op: no second admin.enabled event.
      if (t.enabled) return false;
      await tx.query('update members set enabled = true, disabled_by_admin = false where id = $1', [memberId]);
      await audit(tx, c, { action: 'admin.enabled', target: target(t), changes: { enabled: { from: false, to: true } } });
      return true;
    });
    return c.json({ data: { id: memberId, enabled: true, changed } });
  });

  r.post('/:id/owner', async (c) => {
    const memberId = idParam(c, 'id', idSchema);
    await deps.db.transaction(async (tx) => {
      const t = await lockTarget(tx, memberId);
      if (!t.admin || !t.enabled) throw conflict('Only an enabled administrator can become an owner', 'not_admin');
      if (!t.owner) {
        await tx.query('update members set owner = true where id = $1', [memberId]);
      }
      await audit(tx, c, { action: 'owner.granted', target: target(t), changes: t.owner ? null : { owner: { from: false, to: true } } });
    });
    return c.json({ data: { id: memberId, owner: true } });
  });

  r.delete('/:id/owner', async (c) => {
    const memberId = idParam(c, 'id', idSchema);
    await deps.db.transaction(async (tx) => {
      await keepAnOwner(tx, memberId);
      const t = await lockTarget(tx, memberId);
      await tx.query('update members set owner = false where id = $1', [memberId]);
      await audit(tx, c, { action: 'owner.revoked', target: target(t), changes: t.owner ? { owner: { from: true, to: false } } : null });
    });
    return c.json({ data: { id: memberId, owner: false } });
  });

  r.get('/:id/sessions', async (c) => {
    const memberId = idParam(c, 'id', idSchema);
    // Only administrators have sessions here: an unknown id is 404, a customer's or a business's 409 (as the
    // other routes of one administrator say it), never an empty list that reads as "signed in nowhere".
    const { rows } = await deps.db.query<{ admin: boolean }>(`select ${IS_ADMIN} as admin from members where id = $1`, [memberId]);
    if (!rows[0]) throw notFound('Member not found');
    if (!rows[0].admin) throw notAdmin();
    const cred = c.get('credential');
    return c.json({ data: await listSessions(deps.db, memberId, cred.kind === 'session' ? cred.sessionId : null) });
  });

  r.delete('/:id/sessions/:sessionId', async (c) => {
    const memberId = idParam(c, 'id', idSchema);
    const sid = parseOr400(sessionId, c.req.param('sessionId'));
    await deps.db.transaction(async (tx) => {
      const t = await lockTarget(tx, memberId);
      const { rows } = await tx.query<RevokedSession>(
        `update sessions set revoked_at = now() where id = $1 and member_id = $2 and revoked_at is null returning ${REVOKED_SESSION}`,
        [sid, memberId],
      );
      if (!rows[0]) throw notFound('Session not found');
      await audit(tx, c, { action: 'session.revoked', target: target(t), changes: revokedSessionChanges(rows[0]) });
    });
    return c.json({ data: { revoked: true } });
  });

  return r;
}

/** POST /v1/members/:id/block (owners): a pending account is disabled and its activation link dies. */
export function blockRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.post('/:id/block', requireOwner(deps), async (c) => {
    const memberId = idParam(c, 'id', idSchema);
    await deps.db.transaction(async (tx) => {
      const t = await lockTarget(tx, memberId);
      if (t.activated) throw conflict('This account is already activated: disable it instead', 'not_pending');
      await tx.query('update members set enabled = false, disabled_by_admin = true, token_version = token_version + 1 where id = $1', [
        memberId,
      ]);
      await killTokens(tx, memberId, 'activation');
      await audit(tx, c, {
        action: 'member.blocked',
        target: { type: 'member', id: t.id, label: t.name },
        changes: t.enabled ? { enabled: { from: true, to: false } } : null,
      });
    });
    return c.json({ data: { id: memberId, blocked: true } });
  });
  return r;
}

import { Hono } from 'hono';
import { sessionId } from '../../api/contract/index.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { notFound, parseOr400 } from '../lib/http-error.js';
import { audit } from '../lib/audit.js';
import { requireAuth } from '../lib/auth.js';
import { listSessions, REVOKED_SESSION, revokedSessionChanges, type RevokedSession } from '../lib/access-store.js';

/** The signed-in member's own sessions (issue 39): list, sign one out, sign out every other. Sessions only (lib/access.ts). */
export function sessionRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  r.use('*', requireAuth(deps));
  const current = (c: { get(k: 'credential'): AppEnv['Variables']['credential'] }) => {
    const cred = c.get('credential');
    return cred.kind === 'session' ? cred.sessionId : null;
  };

  r.get('/', async (c) => c.json({ data: await listSessions(deps.db, c.get('member').id, current(c)) }));

  r.delete('/:id', async (c) => {
    const id = parseOr400(sessionId, c.req.param('id'));
    const member = c.get('member');
    await deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<RevokedSession>(
        `update sessions set revoked_at = now() where id = $1 and member_id = $2 and revoked_at is null returning ${REVOKED_SESSION}`,
        [id, member.id],
      );
      if (!rows[0]) throw notFound('Session not found');
      await audit(tx, c, {
        action: 'session.revoked',
        target: { type: 'member', id: member.id, label: member.email },
        changes: revokedSessionChanges(rows[0]),
      });
    });
    return c.json({ data: { revoked: true } });
  });

  r.post('/revoke-others', async (c) => {
    const member = c.get('member');
    const n = await deps.db.transaction(async (tx) => {
      const { rows } = await tx.query(
        'update sessions set revoked_at = now() where member_id = $1 and id <> $2::uuid and revoked_at is null returning id',
        [member.id, current(c)],
      );
      await audit(tx, c, {
        action: 'session.revoked',
        target: { type: 'member', id: member.id, label: member.email },
        changes: { revoked: { from: null, to: rows.length } },
      });
      return rows.length;
    });
    return c.json({ data: { revoked: n } });
  });

  return r;
}

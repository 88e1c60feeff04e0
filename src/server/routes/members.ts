import { Hono } from 'hono';
import { memberIdPayload, memberListQuery, resetRequestPayload } from '../../api/contract/index.js';
import type { AppEnv, Deps } from '../lib/deps.js';
import { conflict, HttpError, notFound } from '../lib/http-error.js';
import { clientIp } from './auth.js';
import { body, query } from '../lib/validate.js';
import { requireAdmin } from '../lib/auth.js';
import { issueToken } from '../lib/tokens.js';
import { resetLink, sendMail } from '../lib/mail.js';
import { listMembers, memberById } from './members-query.js';

export function memberRoutes(deps: Deps) {
  const r = new Hono<AppEnv>();
  const admin = requireAdmin(deps);

  // Public: the reset dialog of the login page. Same answer for unknown addresses.
  r.post('/send-reset-password-email', async (c) => {
    const { email } = await body(c, resetRequestPayload);
    const wait = deps.mailLimiter.hit(`${clientIp(c)}|${email}`);
    if (wait > 0) throw new HttpError(429, 'Too many requests, try again later', { 'Retry-After': String(wait) });
    await deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        'select id from members where email = $1 and activated and enabled',
        [email],
      );
      if (!rows[0]) return;
      const token = await issueToken(tx, rows[0].id, 'reset');
      await sendMail(tx, deps.demo ? deps.log : null, email, 'Reset your password', resetLink(email, token));
    });
    return c.json({ data: { sent: true } });
  });

  r.get('/', admin, async (c) => c.json({ data: await listMembers(deps.db, query(c, memberListQuery)) }));

  r.post('/enable-by-admin', admin, async (c) => {
    const { memberId } = await body(c, memberIdPayload);
    const { rows } = await deps.db.query('update members set enabled = true where id = $1 returning id', [memberId]);
    if (!rows[0]) throw notFound('Member not found');
    return c.json({ data: await memberById(deps.db, memberId) });
  });

  r.post('/disable', admin, async (c) => {
    const { memberId } = await body(c, memberIdPayload);
    if (memberId === c.get('member').id) throw conflict('You cannot disable your own account');
    const { rows } = await deps.db.query(
      'update members set enabled = false, token_version = token_version + 1 where id = $1 returning id',
      [memberId],
    );
    if (!rows[0]) throw notFound('Member not found');
    return c.json({ data: await memberById(deps.db, memberId) });
  });

  return r;
}

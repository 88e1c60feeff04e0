// Issue 39: every credential kind × every route of /v1, each expected answer derived from the one route → scope
// table (src/server/lib/access.ts), and the table checked whole against the app's registered routes.
// PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_SCOPES, type TokenScope } from '../../src/api/contract/index.js';
import { ROUTE_ACCESS, type Access } from '../../src/server/lib/access.js';
import { setup, targets, type Ctx } from './setup.js';
import { addAdmin, createToken } from './access-helpers.js';

const NO_SESSION = '00000000-0000-4000-8000-000000000000';

/**
 * [table key, request path, body, status of a caller the table lets through]. Bodies and ids are chosen to
 * change nothing. Sign-out and the end of other sessions come last: they end sessions of the callers.
 */
const ROUTES: [string, string, object | undefined, number][] = [
  ['POST /v1/auth/login', '/v1/auth/login', { email: 'nobody@example.com', password: 'x' }, 401],
  ['POST /v1/auth/reset-password', '/v1/auth/reset-password', { email: 'member@example.com', token: 'nope', password: 'new-pass-x1' }, 400],
  ['POST /v1/accounts/enable', '/v1/accounts/enable', { email: 'pending@example.com', token: 'nope', password: 'new-pass-x1' }, 400],
  ['POST /v1/members/send-reset-password-email', '/v1/members/send-reset-password-email', { email: 'not-an-email' }, 400],
  ['GET /v1/dev/mail', '/v1/dev/mail', undefined, 200],
  ['GET /v1/accounts/member', '/v1/accounts/member', undefined, 200],
  ['PATCH /v1/accounts/members', '/v1/accounts/members', {}, 200],
  ['PATCH /v1/accounts/password', '/v1/accounts/password', { oldPassword: 'not-the-password', password: 'new-pass' }, 400],
  ['GET /v1/members', '/v1/members', undefined, 200],
  ['GET /v1/members/:id', '/v1/members/1', undefined, 200],
  ['GET /v1/companies', '/v1/companies', undefined, 200],
  ['GET /v1/companies/:id', '/v1/companies/1', undefined, 200],
  ['GET /v1/products', '/v1/products?companyId=1', undefined, 200],
  ['GET /v1/categories', '/v1/categories', undefined, 200],
  ['GET /v1/insights/all', '/v1/insights/all', undefined, 200],
  ['GET /v1/insights/trends', '/v1/insights/trends', undefined, 200],
  ['GET /v1/search', '/v1/search?q=ada', undefined, 200],
  ['POST /v1/members/enable-by-admin', '/v1/members/enable-by-admin', { memberId: 999999 }, 404],
  ['POST /v1/members/disable', '/v1/members/disable', { memberId: 999999 }, 404],
  ['DELETE /v1/products/:id', '/v1/products/999999', undefined, 404],
  ['POST /v1/products/:id/restore', '/v1/products/999999/restore', undefined, 404],
  ['POST /v1/categories', '/v1/categories', { name: '', translations: [] }, 400],
  ['PATCH /v1/categories/rename', '/v1/categories/rename', { categoryId: 999999, newName: 'Zz', translations: [] }, 404],
  ['DELETE /v1/categories/:categoryId', '/v1/categories/999999', undefined, 404],
  ['POST /v1/categories/:categoryId/restore', '/v1/categories/999999/restore', undefined, 404],
  ['GET /v1/audit', '/v1/audit?limit=5', undefined, 200],
  ['GET /v1/recently-deleted', '/v1/recently-deleted', undefined, 200],
  [
    'POST /v1/notifications/send-bulk',
    '/v1/notifications/send-bulk',
    { title: 't', message: 'm', type: 'SYSTEM', target: 'SINGLE', memberId: 999999 },
    404,
  ],
  ['POST /v1/notifications/send-test', '/v1/notifications/send-test', {}, 400],
  ['POST /v1/notifications/:id/cancel', '/v1/notifications/999999/cancel', undefined, 404],
  ['GET /v1/notifications/audience', '/v1/notifications/audience?target=ALL', undefined, 200],
  ['GET /v1/notifications', '/v1/notifications', undefined, 200],
  ['GET /v1/notifications/:id', '/v1/notifications/999999', undefined, 404],
  ['GET /v1/sessions', '/v1/sessions', undefined, 200],
  ['DELETE /v1/sessions/:id', `/v1/sessions/${NO_SESSION}`, undefined, 404],
  ['GET /v1/tokens', '/v1/tokens', undefined, 200],
  ['POST /v1/tokens', '/v1/tokens', {}, 400],
  ['DELETE /v1/tokens/:id', '/v1/tokens/999999', undefined, 404],
  ['GET /v1/admins', '/v1/admins', undefined, 200],
  ['GET /v1/admins/:id/sessions', '/v1/admins/999999/sessions', undefined, 404],
  ['DELETE /v1/admins/:id/sessions/:sessionId', `/v1/admins/999999/sessions/${NO_SESSION}`, undefined, 404],
  ['POST /v1/admins/grant', '/v1/admins/grant', { memberId: 999999 }, 404],
  ['POST /v1/admins/:id/revoke', '/v1/admins/999999/revoke', undefined, 404],
  ['POST /v1/admins/:id/disable', '/v1/admins/999999/disable', undefined, 404],
  ['POST /v1/admins/:id/enable', '/v1/admins/999999/enable', undefined, 404],
  ['POST /v1/admins/:id/owner', '/v1/admins/999999/owner', undefined, 404],
  ['DELETE /v1/admins/:id/owner', '/v1/admins/999999/owner', undefined, 404],
  ['POST /v1/members/:id/block', '/v1/members/999999/block', undefined, 404],
  ['POST /v1/sessions/revoke-others', '/v1/sessions/revoke-others', undefined, 200],
  ['POST /v1/auth/logout', '/v1/auth/logout', undefined, 200],
];

type Kind =
  | 'none'
  | 'owner-session'
  | 'admin-session'
  | 'member-session'
  | `token ${TokenScope}`
  | 'revoked-token'
  | 'expired-token'
  | 'disabled-admin-token';
const KINDS: Kind[] = [
  'none',
  'owner-session',
  'admin-session',
  'member-session',
  ...TOKEN_SCOPES.map((s) => `token ${s}` as const),
  'revoked-token',
  'expired-token',
  'disabled-admin-token',
];

type Want = 'through' | [number, string];

/** What the table says the kind gets on the route: through to the route, or the refusal. Tokens are a plain administrator's. */
function expected(kind: Kind, rule: Access): Want {
  if (rule.access === 'public') return 'through';
  switch (kind) {
    case 'none':
    case 'disabled-admin-token':
      return [401, 'invalid_token'];
    case 'revoked-token':
      return [401, 'token_revoked'];
    case 'expired-token':
      return [401, 'token_expired'];
    case 'owner-session':
      return 'through';
    case 'admin-session':
      return rule.access === 'owner' ? [403, 'owner_required'] : 'through';
    case 'member-session':
      return rule.access === 'signed-in' ? 'through' : [401, 'capabilities_required'];
    default: {
      const scope = kind.slice('token '.length) as TokenScope;
      if (rule.access === 'owner') return [403, 'owner_required'];
      if (rule.session) return [403, 'session_required'];
      if (rule.scope && scope !== rule.scope && scope !== 'admin') return [403, 'missing_scope'];
      return 'through';
    }
  }
}

describe.each(targets)('access matrix: every credential kind × every route (%s)', (target) => {
  let ctx: Ctx;
  const creds = {} as Record<Kind, string | undefined>;
  beforeAll(async () => {
    // Every kind tries the sign-in once: more than the default 10 attempts per address and e-mail.
    ctx = await setup(target, { loginAttempts: 1000 });
    const admin = await addAdmin(ctx, 'matrix.admin');
    creds.none = undefined;
    creds['owner-session'] = ctx.admin;
    creds['admin-session'] = admin.token;
    creds['member-session'] = ctx.member;
    for (const s of TOKEN_SCOPES) creds[`token ${s}`] = (await createToken(ctx, admin.token, { name: s, scopes: [s] })).token;
    const revoked = await createToken(ctx, admin.token, { name: 'revoked', scopes: ['admin'] });
    await ctx.call('DELETE', `/v1/tokens/${revoked.id}`, { token: admin.token });
    creds['revoked-token'] = revoked.token;
    const expired = await createToken(ctx, admin.token, { name: 'expired', scopes: ['admin'] });
    await ctx.db.query(`update api_tokens set expires_at = now() - interval '1 minute' where id = $1`, [expired.id]);
    creds['expired-token'] = expired.token;
    const leaving = await addAdmin(ctx, 'matrix.leaving');
    creds['disabled-admin-token'] = (await createToken(ctx, leaving.token, { name: 'left', scopes: ['admin'] })).token;
    // Disabled behind the server's back (no revocation): the member check alone must refuse the token.
    await ctx.db.query('update members set enabled = false where id = $1', [leaving.id]);
  });
  afterAll(() => ctx?.close());

  it('the table has an entry for every registered route of /v1, and no entry for a route that does not exist', () => {
    const registered = new Set(
      ctx.app.routes.filter((r) => r.method !== 'ALL' && r.path.startsWith('/v1/')).map((r) => `${r.method} ${r.path}`),
    );
    expect([...registered].filter((k) => !(k in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((k) => !registered.has(k))).toEqual([]);
    // And the matrix below calls every one of them.
    expect(Object.keys(ROUTE_ACCESS).filter((k) => !ROUTES.some(([key]) => key === k))).toEqual([]);
  });

  const cases = ROUTES.flatMap(([key, path, body, ok]) => KINDS.map((kind) => ({ key, path, body, ok, kind })));

  it.each(cases)('$key with $kind', async ({ key, path, body, ok, kind }) => {
    const rule = ROUTE_ACCESS[key]!;
    const method = key.split(' ')[0]!;
    const token = creds[kind];
    const r = await ctx.call(method, path, { ...(token ? { token } : {}), ...(body ? { body } : {}) });
    const want = expected(kind, rule);
    if (want === 'through') expect(r.status, JSON.stringify(r.body)).toBe(ok);
    else {
      expect([r.status, r.body.code], JSON.stringify(r.body)).toEqual(want);
      if (want[1] === 'missing_scope') {
        expect(r.body.scope).toBe(rule.access !== 'public' && rule.scope);
        expect(r.body.message).toContain(r.body.scope);
      }
    }
  });
});

// Every route × every kind of credential, with the expected status and message (spec sections 6 and 8).
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/lib/passwords.js';
import { JWT_SECRET, setup, targets, type Ctx } from './setup.js';

type Kind =
  'none' | 'malformed' | 'alg-none' | 'other-secret' | 'expired' | 'unknown-member' | 'stale-version' | 'member' | 'disabled' | 'admin';
const KINDS: Kind[] = [
  'none',
  'malformed',
  'alg-none',
  'other-secret',
  'expired',
  'unknown-member',
  'stale-version',
  'member',
  'disabled',
  'admin',
];
type Access = 'public' | 'token' | 'admin';

/** [method, path, access, body, status for a valid caller]. Bodies are chosen to change nothing. */
const ROUTES: [string, string, Access, object | undefined, number][] = [
  ['POST', '/v1/auth/login', 'public', { email: 'nobody@example.com', password: 'x' }, 401],
  ['POST', '/v1/auth/reset-password', 'public', { email: 'member@example.com', token: 'nope', password: 'new-pass-x1' }, 400],
  ['POST', '/v1/members/send-reset-password-email', 'public', { email: 'not-an-email' }, 400],
  ['POST', '/v1/accounts/enable', 'public', { email: 'pending@example.com', token: 'nope', password: 'new-pass-x1' }, 400],
  ['GET', '/v1/dev/mail', 'public', undefined, 200],
  ['GET', '/v1/accounts/member', 'token', undefined, 200],
  ['PATCH', '/v1/accounts/members', 'token', {}, 200],
  ['PATCH', '/v1/accounts/password', 'token', { oldPassword: 'not-the-password', password: 'new-pass' }, 400],
  ['GET', '/v1/insights/all', 'admin', undefined, 200],
  ['GET', '/v1/categories', 'admin', undefined, 200],
  ['POST', '/v1/categories', 'admin', { name: '', translations: [] }, 400],
  ['PATCH', '/v1/categories/rename', 'admin', { categoryId: 999999, newName: 'Zz', translations: [] }, 404],
  ['DELETE', '/v1/categories/999999', 'admin', undefined, 404],
  ['GET', '/v1/members', 'admin', undefined, 200],
  ['POST', '/v1/members/enable-by-admin', 'admin', { memberId: 999999 }, 404],
  ['POST', '/v1/members/disable', 'admin', { memberId: 999999 }, 404],
  ['GET', '/v1/companies', 'admin', undefined, 200],
  ['GET', '/v1/companies/1', 'admin', undefined, 200],
  ['GET', '/v1/products?companyId=1', 'admin', undefined, 200],
  ['DELETE', '/v1/products/999999', 'admin', undefined, 404],
  ['POST', '/v1/notifications/send-bulk', 'admin', { title: 't', message: 'm', type: 'SYSTEM', target: 'SINGLE', memberId: 999999 }, 404],
  // Issue 13: the memory of the back-office.
  ['GET', '/v1/audit', 'admin', undefined, 200],
  ['GET', '/v1/audit?action=member.disabled&limit=5', 'admin', undefined, 200],
  ['GET', '/v1/recently-deleted', 'admin', undefined, 200],
  ['POST', '/v1/products/999999/restore', 'admin', undefined, 404],
  ['POST', '/v1/categories/999999/restore', 'admin', undefined, 404],
  ['GET', '/v1/notifications', 'admin', undefined, 200],
  ['GET', '/v1/notifications/999999', 'admin', undefined, 404],
];

const INVALID = { status: 401, message: 'invalid token' };
const CAPS = { status: 401, message: 'capabilities required' };

/** The expected answer, or null for "what a valid caller gets" (the route's own status). */
function expected(kind: Kind, access: Access): { status: number; message: string } | null {
  if (access === 'public' || kind === 'admin') return null;
  if (kind === 'member') return access === 'admin' ? CAPS : null;
  return INVALID;
}

const sign = (secret: string, claims: { sub: string; tv: number }, exp: number) =>
  new SignJWT({ tv: claims.tv })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(exp - 3600)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

describe.each(targets)('authorization matrix (%s)', (target) => {
  let ctx: Ctx;
  const tokens = {} as Record<Kind, string | undefined>;
  beforeAll(async () => {
    ctx = await setup(target);
    const now = Math.floor(Date.now() / 1000);
    const tv = (await ctx.db.query<{ tv: number }>('select token_version as tv from members where id = 1')).rows[0]!.tv;
    // An admin (IamGOD) who is then disabled without a token-version bump: the enabled flag alone must refuse it.
    const hash = await hashPassword('disabled-pass');
    const { rows } = await ctx.db.query<{ id: number }>(
      `insert into members (email, password_hash, username, enabled, activated, role, capabilities)
       values ('disabled.admin@example.com', $1, 'disabled.admin', true, true, 'admin', '{IamGOD}') returning id`,
      [hash],
    );
    const disabledToken = await ctx.login('disabled.admin@example.com', 'disabled-pass');
    await ctx.db.query('update members set enabled = false where id = $1', [rows[0]!.id]);
    Object.assign(tokens, {
      none: undefined,
      malformed: 'not.a.jwt',
      'alg-none': `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: '1', tv })).toString('base64url')}.`,
      'other-secret': await sign('another-secret-another-secret', { sub: '1', tv }, now + 3600),
      expired: await sign(JWT_SECRET, { sub: '1', tv }, now - 60),
      'unknown-member': await sign(JWT_SECRET, { sub: '999999', tv: 0 }, now + 3600),
      'stale-version': await sign(JWT_SECRET, { sub: '1', tv: tv + 1 }, now + 3600),
      member: ctx.member,
      disabled: disabledToken,
      admin: ctx.admin,
    } satisfies Record<Kind, string | undefined>);
  });
  afterAll(() => ctx?.close());

  const cases = ROUTES.flatMap(([method, path, access, body, ok]) => KINDS.map((kind) => ({ method, path, access, body, ok, kind })));

  it.each(cases)('$method $path with $kind', async ({ method, path, access, body, ok, kind }) => {
    const token = tokens[kind];
    const r = await ctx.call(method, path, { ...(token ? { token } : {}), ...(body ? { body } : {}) });
    const want = expected(kind, access);
    if (want) expect({ status: r.status, message: r.body.message }).toEqual(want);
    else expect(r.status, JSON.stringify(r.body)).toBe(ok);
    expect(r.body.statusCode ?? r.status).toBe(r.status);
  });

  it('a valid token for the admin still works after the matrix (nothing it sent changed the admin)', async () => {
    expect((await ctx.call('GET', '/v1/insights/all', { token: ctx.admin })).status).toBe(200);
  });
});

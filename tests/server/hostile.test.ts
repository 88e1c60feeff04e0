// Property-based hostile input on every route of the reference server (bodies, path params, headers):
// never a 5xx, rejections are JSON { statusCode, message } 4xx, and a rejected request changes no row.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, targets, type Answer, type Ctx } from './setup.js';
import { CONTENT_TYPES, expectNoPollution, expectSane, headerValue, hostileBody, hostileString, snapshot } from './hostile-support.js';

const RUNS = Number(process.env['HOSTILE_RUNS'] ?? 60);

type Auth = 'none' | 'member' | 'admin';
interface BodyRoute {
  method: string;
  path: string;
  auth: Auth;
  template: Record<string, unknown>;
}

const BODY_ROUTES: BodyRoute[] = [
  { method: 'POST', path: '/v1/auth/login', auth: 'none', template: { email: 'nobody@example.com', password: 'x' } },
  {
    method: 'POST',
    path: '/v1/auth/reset-password',
    auth: 'none',
    template: { email: 'member@example.com', token: 'abc', password: 'new-pass' },
  },
  { method: 'POST', path: '/v1/members/send-reset-password-email', auth: 'none', template: { email: 'ghost@example.com' } },
  {
    method: 'POST',
    path: '/v1/accounts/enable',
    auth: 'none',
    template: { email: 'pending@example.com', token: 'abc', password: 'new-pass' },
  },
  {
    method: 'PATCH',
    path: '/v1/accounts/members',
    auth: 'member',
    template: { firstName: 'Marco', lastName: 'Bianchi', username: 'marco.b' },
  },
  { method: 'PATCH', path: '/v1/accounts/password', auth: 'member', template: { oldPassword: 'wrong-old', password: 'new-pass' } },
  {
    method: 'POST',
    path: '/v1/categories',
    auth: 'admin',
    template: { name: 'Hostile', translations: [{ languageCode: 'en', name: 'H' }], parentId: 1 },
  },
  { method: 'PATCH', path: '/v1/categories/rename', auth: 'admin', template: { categoryId: 1, newName: 'Renamed', translations: [] } },
  { method: 'POST', path: '/v1/members/enable-by-admin', auth: 'admin', template: { memberId: 5 } },
  { method: 'POST', path: '/v1/members/disable', auth: 'admin', template: { memberId: 5 } },
  {
    method: 'POST',
    path: '/v1/notifications/send-bulk',
    auth: 'admin',
    template: { title: 'T', message: 'M', type: 'SYSTEM', target: 'SINGLE', memberId: 5 },
  },
];

/** Every route, for the header and path-parameter properties (`:id` is replaced by the generated segment). */
const ALL_ROUTES: [string, string][] = [
  ...BODY_ROUTES.map((r) => [r.method, r.path] as [string, string]),
  ['GET', '/v1/accounts/member'],
  ['GET', '/v1/insights/all'],
  ['GET', '/v1/categories'],
  ['DELETE', '/v1/categories/:id'],
  ['GET', '/v1/members'],
  ['GET', '/v1/companies'],
  ['GET', '/v1/companies/:id'],
  ['GET', '/v1/products?companyId=1'],
  ['DELETE', '/v1/products/:id'],
  ['GET', '/v1/dev/mail'],
];

async function send(ctx: Ctx, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  const res = await ctx.app.request(path, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

describe.each(targets)('hostile input (%s)', (target) => {
  let ctx: Ctx;
  const token = (a: Auth) => (a === 'admin' ? ctx.admin : a === 'member' ? ctx.member : undefined);
  beforeAll(async () => {
    // High login and refused-body limits: the properties send many logins and deep bodies; the limiters
    // themselves are tested in security-auth and security-transport.
    ctx = await setup(target, { loginAttempts: 1_000_000, transport: { badBodies: 1_000_000 } });
  });
  afterAll(() => ctx?.close());

  it.each(BODY_ROUTES)('$method $path: generated bodies and content types', async (route) => {
    await fc.assert(
      fc.asyncProperty(hostileBody(route.template), fc.constantFrom(...CONTENT_TYPES), async (raw, type) => {
        const before = await snapshot(ctx.db);
        const t = token(route.auth);
        const headers: Record<string, string> = { 'content-type': type, ...(t ? { authorization: `Bearer ${t}` } : {}) };
        const r = await send(ctx, route.method, route.path, headers, raw);
        expectSane(r, `${route.method} ${route.path} ${raw.slice(0, 200)}`);
        if (r.status >= 400) expect(await snapshot(ctx.db), `rows changed by a ${r.status}`).toBe(before);
        if (typeof r.body === 'object' && r.status >= 400) expect(JSON.stringify(r.body)).not.toContain('wrong-old');
      }),
      { numRuns: RUNS },
    );
    expectNoPollution();
  });

  it('NUL characters in bodies are a 400 naming the field, not a 500 (regression)', async () => {
    const before = await snapshot(ctx.db);
    const cases: [string, string, Auth, object, string][] = [
      ['PATCH', '/v1/accounts/members', 'member', { firstName: 'a\u0000b' }, 'firstName'],
      ['POST', '/v1/categories', 'admin', { name: 'Nul', translations: [{ languageCode: 'en', name: 'x\u0000' }] }, 'translations.0.name'],
      [
        'POST',
        '/v1/notifications/send-bulk',
        'admin',
        { title: 't\u0000', message: 'm', type: 'SYSTEM', target: 'SINGLE', memberId: 5 },
        'title',
      ],
    ];
    for (const [method, path, auth, b, field] of cases) {
      const r = await ctx.call(method, path, { token: token(auth)!, body: b });
      // Now refused with every other control character (security finding 21), still naming the field.
      expect(r).toMatchObject({
        status: 400,
        body: { code: 'control_characters', field, message: `${field}: must not contain control or bidirectional formatting characters` },
      });
    }
    expect(await snapshot(ctx.db)).toBe(before);
  });

  it('rejects bodies over 1 MB with 413 and no change', async () => {
    const before = await snapshot(ctx.db);
    const huge = JSON.stringify({ title: 'x'.repeat(1_100_000), message: 'm', type: 'SYSTEM', target: 'ALL' });
    const r = await send(
      ctx,
      'POST',
      '/v1/notifications/send-bulk',
      { 'content-type': 'application/json', authorization: `Bearer ${ctx.admin}` },
      huge,
    );
    expectSane(r, 'huge body');
    expect(r.status).toBe(413);
    expect(await snapshot(ctx.db)).toBe(before);
  });

  it('path parameters: any segment is a 4xx unless it is a canonical id, never a 5xx', async () => {
    const before = await snapshot(ctx.db);
    const routes = ALL_ROUTES.filter(([, p]) => p.includes(':id'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(
          hostileString.map(encodeSafe),
          fc.constantFrom('0', '-1', '1.5', '2147483648', '1e3', '0x10', '%zz', '%00', '..', '%2e%2e', ' 1'),
        ),
        async ([method, path], seg) => {
          const url = path.replace(':id', seg === '' ? 'x' : seg);
          // Read-only routes and non-numeric ids only: deleting a real row is a valid request, not a rejection.
          if (method === 'DELETE' && /^\s*\+?\d/.test(decodeURIComponentSafe(seg))) return;
          const r = await send(ctx, method, url, { authorization: `Bearer ${ctx.admin}` });
          expectSane(r, `${method} ${url}`);
          // Only a canonical decimal id may find a row: no hex, exponent, sign or blanks.
          if (!/^[1-9]\d*$/.test(seg)) expect(r.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        },
      ),
      { numRuns: RUNS * 2 },
    );
    expect(await snapshot(ctx.db)).toBe(before);
  });

  it('headers: garbage Authorization, huge or odd Idempotency-Key, odd content types on every route', async () => {
    const auth = fc.oneof(
      fc.constant(undefined),
      headerValue(300),
      headerValue(300).map((s) => `Bearer ${s}`),
      fc.constantFrom(
        'Bearer',
        'Bearer ',
        'Basic YWRtaW46YWRtaW4=',
        'bearer  x.y.z',
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
        `Bearer ${'a'.repeat(20_000)}`,
      ),
      fc.constant('ADMIN').map(() => `Bearer ${ctx.admin}x`),
      fc.constant('ADMIN').map(() => `Bearer ${ctx.admin.split('.').slice(0, 2).join('.')}.`),
    );
    const key = fc.option(
      fc.oneof(headerValue(250), fc.constantFrom('', ' ', 'k'.repeat(201), 'k'.repeat(50_000), "'; drop table idempotency_keys; --")),
      { nil: undefined },
    );
    const bodyRoute = new Map(BODY_ROUTES.map((r) => [`${r.method} ${r.path}`, r]));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ALL_ROUTES),
        auth,
        key,
        fc.constantFrom(...CONTENT_TYPES, undefined),
        async ([method, path], a, k, type) => {
          const url = path.replace(':id', '999999');
          const headers: Record<string, string> = {};
          if (a !== undefined) headers['authorization'] = a;
          if (k !== undefined) headers['idempotency-key'] = k;
          if (type !== undefined) headers['content-type'] = type;
          const tpl = bodyRoute.get(`${method} ${path}`)?.template;
          const before = await snapshot(ctx.db);
          const r = await send(ctx, method, url, headers, tpl ? JSON.stringify(tpl) : undefined);
          expectSane(r, `${method} ${url} auth=${String(a).slice(0, 40)} key=${String(k).slice(0, 40)}`);
          if (r.status >= 400) expect(await snapshot(ctx.db)).toBe(before);
          if (k !== undefined && (k.length === 0 || k.length > 200) && method !== 'GET') expect(r.status).toBe(400);
        },
      ),
      { numRuns: RUNS * 3 },
    );
  });
});

function decodeURIComponentSafe(s: string) {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function encodeSafe(s: string) {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?')); // lone surrogates cannot be encoded
  }
}

// Security checks of the reference server: headers on every kind of answer, the login rate limit,
// and tokens that die after a password change, a reset and a disable.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.js';
import { RateLimiter } from '../../src/server/lib/rate-limit.js';
import { CSP } from '../../src/server/lib/security.js';
import { DEMO, JWT_SECRET, setup, targets, type Answer, type Ctx } from './setup.js';

const HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
};

const expectHeaders = (r: { headers: Headers; status: number }, label: string) => {
  for (const [k, v] of Object.entries(HEADERS)) expect(r.headers.get(k), `${label} (${r.status}) ${k}`).toBe(v);
};

describe('the Content-Security-Policy', () => {
  it('is strict: no unsafe-*, no wildcard, no data: scripts, framing refused', () => {
    expect(CSP).not.toMatch(/unsafe-|\*|script-src[^;]*data:/);
    expect(CSP).toMatch(/default-src 'self'/);
    expect(CSP).toMatch(/script-src 'self'(;|$)/);
    expect(CSP).toMatch(/style-src 'self'(;|$)/);
    expect(CSP).toMatch(/object-src 'none'/);
    expect(CSP).toMatch(/frame-ancestors 'none'/);
  });
});

describe.each(targets)('security (%s)', (target) => {
  let ctx: Ctx;
  let web: string;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'sec-web-'));
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(web, 'assets', 'a.js'), 'export {};');
    ctx = await setup(target, { webDir: web, examplesDir: web, loginAttempts: 10, corsOrigins: ['http://host.example'] });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(web, { recursive: true, force: true });
  });
  // With PostgreSQL the sign-in counters live in the database, shared by every app on it: each test starts from none.
  beforeEach(async () => {
    await ctx.db.query('delete from rate_limits');
  });

  it('sets the security headers on every kind of answer', async () => {
    const admin = { token: ctx.admin };
    const answers: [string, Answer][] = [
      ['api json', await ctx.call('GET', '/v1/insights/all', admin)],
      ['api 401', await ctx.call('GET', '/v1/insights/all')],
      ['api 400', await ctx.call('GET', '/v1/members?orderBy=nope', admin)],
      ['api 404', await ctx.call('GET', '/v1/nope', admin)],
      ['api 409', await ctx.call('POST', '/v1/members/disable', { ...admin, body: { memberId: 1 } })],
      ['malformed json', await ctx.call('POST', '/v1/auth/login', { raw: '{' })],
      ['413', await ctx.call('POST', '/v1/auth/login', { raw: JSON.stringify({ email: 'x'.repeat(1_100_000) }) })],
      ['health', await ctx.call('GET', '/health')],
      ['static page', await ctx.call('GET', '/')],
      ['history fallback', await ctx.call('GET', '/customers')],
      ['static asset', await ctx.call('GET', '/assets/a.js')],
      ['static 404', await ctx.call('GET', '/assets/missing.js')],
      ['examples', await ctx.call('GET', '/examples/index.html')],
      ['media', await ctx.call('GET', '/media/products/1.svg')],
      ['media 404', await ctx.call('GET', '/media/other/1.svg')],
      [
        'cors preflight',
        await ctx.call('OPTIONS', '/v1/members', { headers: { origin: 'http://host.example', 'access-control-request-method': 'GET' } }),
      ],
      ['unknown method', await ctx.call('PUT', '/v1/members', admin)],
    ];
    for (const [label, r] of answers) expectHeaders(r, label);
    expect(answers.find(([l]) => l === '413')![1].status).toBe(413);
    const key = { ...admin, headers: { 'idempotency-key': 'sec-headers-1' }, body: { memberId: 5 } };
    await ctx.call('POST', '/v1/members/enable-by-admin', key);
    const replay = await ctx.call('POST', '/v1/members/enable-by-admin', key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expectHeaders(replay, 'idempotent replay');
  });

  it('rate-limits logins per IP and e-mail: the right password is refused too, other e-mails are not', async () => {
    const app = createApp({ db: ctx.db, jwtSecret: JWT_SECRET, loginAttempts: 10 });
    const login = (email: string, password: string) =>
      app.request('/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    for (let i = 0; i < 10; i++) expect((await login(DEMO.admin.email, 'wrong')).status).toBe(401);
    // Case and blanks do not open a new bucket.
    const limited = await login(` ${DEMO.admin.email.toUpperCase()} `, DEMO.admin.password);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ statusCode: 429, code: 'rate_limited', message: 'Too many login attempts, try again later' });
    const wait = Number(limited.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(300);
    expect((await login(DEMO.member.email, DEMO.member.password)).status).toBe(200);
  });

  it('a success resets the count', async () => {
    const app = createApp({ db: ctx.db, jwtSecret: JWT_SECRET, loginAttempts: 3 });
    const login = (password: string) =>
      app.request('/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO.admin.email, password }),
      });
    for (let i = 0; i < 2; i++) await login('wrong');
    expect((await login(DEMO.admin.password)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login('wrong')).status).toBe(401);
    expect((await login('wrong')).status).toBe(429);
  });

  const alive = async (token: string) => (await ctx.call('GET', '/v1/accounts/member', { token })).status === 200;
  const adminAlive = async (token: string) => (await ctx.call('GET', '/v1/insights/all', { token })).status === 200;

  it('tokens die after a password change (every older token, on every route)', async () => {
    const a = await ctx.login(DEMO.admin.email, DEMO.admin.password);
    const b = await ctx.login(DEMO.admin.email, DEMO.admin.password);
    const r = await ctx.call('PATCH', '/v1/accounts/password', {
      token: a,
      body: { oldPassword: DEMO.admin.password, password: 'temp-admin-1' },
    });
    expect(r.status).toBe(200);
    for (const t of [a, b]) expect([await alive(t), await adminAlive(t)]).toEqual([false, false]);
    const c = await ctx.login(DEMO.admin.email, 'temp-admin-1');
    await ctx.call('PATCH', '/v1/accounts/password', { token: c, body: { oldPassword: 'temp-admin-1', password: DEMO.admin.password } });
    expect(await alive(c)).toBe(false);
    ctx.admin = await ctx.login(DEMO.admin.email, DEMO.admin.password);
  });

  it('tokens die after a reset', async () => {
    const old = await ctx.login(DEMO.member.email, DEMO.member.password);
    await ctx.call('POST', '/v1/members/send-reset-password-email', { body: { email: DEMO.member.email } });
    const mails = (await ctx.call('GET', '/v1/dev/mail')).body.data as { to: string; link: string }[];
    const link = new URL(mails.find((m) => m.to === DEMO.member.email)!.link, 'http://x');
    const r = await ctx.call('POST', '/v1/auth/reset-password', {
      body: { email: link.searchParams.get('email'), token: link.searchParams.get('token'), password: DEMO.member.password },
    });
    expect(r.status).toBe(200);
    expect(await alive(old)).toBe(false);
    ctx.member = await ctx.login(DEMO.member.email, DEMO.member.password);
  });

  it('tokens die after a disable and stay dead after re-enabling', async () => {
    const old = await ctx.login(DEMO.member.email, DEMO.member.password);
    expect((await ctx.call('POST', '/v1/members/disable', { token: ctx.admin, body: { memberId: 2 } })).status).toBe(200);
    expect(await alive(old)).toBe(false);
    expect((await ctx.call('POST', '/v1/members/enable-by-admin', { token: ctx.admin, body: { memberId: 2 } })).status).toBe(200);
    expect(await alive(old)).toBe(false);
    ctx.member = await ctx.login(DEMO.member.email, DEMO.member.password);
    expect(await alive(ctx.member)).toBe(true);
  });
});

describe('RateLimiter', () => {
  it('keeps its memory bounded under a flood of distinct keys (regression)', () => {
    const rl = new RateLimiter(10, 60_000, 1_000);
    for (let i = 0; i < 50_000; i++) rl.hit(`ip|user${i}@example.com`, 1_000);
    expect(rl.size).toBeLessThanOrEqual(1_000);
    // The newest keys are still counted.
    for (let i = 0; i < 10; i++) rl.hit('ip|last@example.com', 1_000);
    expect(rl.hit('ip|last@example.com', 1_000)).toBeGreaterThan(0);
  });
});

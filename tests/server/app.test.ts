import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/server/app.js';
import { setup, targets, JWT_SECRET, type Ctx } from './setup.js';

const ADMIN_ROUTES: [string, string, object?][] = [
  ['GET', '/v1/insights/all'],
  ['GET', '/v1/categories'],
  ['POST', '/v1/categories', { name: 'x', translations: [] }],
  ['PATCH', '/v1/categories/rename', { categoryId: 1, newName: 'x', translations: [] }],
  ['DELETE', '/v1/categories/1'],
  ['GET', '/v1/members'],
  ['POST', '/v1/members/enable-by-admin', { memberId: 4 }],
  ['POST', '/v1/members/disable', { memberId: 4 }],
  ['GET', '/v1/companies'],
  ['GET', '/v1/companies/1'],
  ['GET', '/v1/products?companyId=1'],
  ['DELETE', '/v1/products/1'],
  ['POST', '/v1/notifications/send-bulk', { title: 't', message: 'm', type: 'SYSTEM', target: 'ALL' }],
  ['GET', '/v1/notifications/audience?target=ALL'],
];

describe.each(targets)('app: authorization, errors, headers (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  it.each(ADMIN_ROUTES)('%s %s needs a token and IamGOD', async (method, path, body) => {
    const none = await ctx.call(method, path, body ? { body } : {});
    expect(none).toMatchObject({ status: 401, body: { statusCode: 401, message: 'invalid token' } });
    const member = await ctx.call(method, path, { token: ctx.member, ...(body ? { body } : {}) });
    expect(member).toMatchObject({ status: 401, body: { statusCode: 401, message: 'capabilities required' } });
  });

  it('answers /accounts/* to any valid token, not without one', async () => {
    expect((await ctx.call('GET', '/v1/accounts/member', { token: ctx.member })).status).toBe(200);
    expect((await ctx.call('PATCH', '/v1/accounts/password', { body: { oldPassword: 'a', password: 'b' } })).status).toBe(401);
  });

  it('demo seed has the documented counts', async () => {
    const q = async (sql: string) => (await ctx.db.query<{ n: number }>(sql)).rows[0]!.n;
    expect(await q('select count(*)::int as n from members')).toBe(80);
    expect(await q('select count(*)::int as n from companies')).toBe(20);
    expect(await q('select count(*)::int as n from products')).toBe(300);
    expect(await q("select count(*)::int as n from members where 'IamGOD' = any(capabilities)")).toBe(1);
    expect(await q('select count(distinct country)::int as n from members')).toBe(6);
    expect(
      await q(
        'select max(depth)::int as n from (select 3 as depth from categories c join categories p on p.id = c.parent_id join categories g on g.id = p.parent_id) d',
      ),
    ).toBe(3);
  });

  it('maps unique violations to 409 and unknown errors to 500 without details', async () => {
    const app = createApp({ db: ctx.db, jwtSecret: JWT_SECRET, webDir: '/nonexistent' });
    app.get('/boom-dup', async () => {
      await ctx.db.query("insert into members (email) values ('admin@example.com')");
      return new Response('unreachable');
    });
    app.get('/boom', () => {
      throw new Error('secret detail');
    });
    const dup = await app.request('/boom-dup');
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ statusCode: 409, code: 'email_taken', message: 'This email is already registered' });
    const boom = await app.request('/boom');
    expect(boom.status).toBe(500);
    expect(await boom.text()).not.toContain('secret');
  });

  it('sets security headers, answers health, 404s and demo media', async () => {
    const r = await ctx.app.request('/health');
    expect(await r.json()).toEqual({ status: 'ok' });
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    expect(r.headers.get('x-frame-options')).toBe('DENY');
    expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(r.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    const nf = await ctx.call('GET', '/v1/nothing-here');
    expect(nf).toMatchObject({ status: 404, body: { statusCode: 404 } });
    const svg = await ctx.app.request('/media/products/12.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const text = await svg.text();
    expect(text).toMatch(/^<svg/);
    expect(await (await ctx.app.request('/media/products/12.svg')).text()).toBe(text);
    expect((await ctx.app.request('/media/products/../x.svg')).status).toBe(404);
    expect((await ctx.app.request('/media/secrets/1.svg')).status).toBe(404);
  });

  it('has the dev outbox only in demo mode', async () => {
    expect((await ctx.call('GET', '/v1/dev/mail')).status).toBe(200);
    const plain = createApp({ db: ctx.db, jwtSecret: JWT_SECRET, demo: false });
    expect((await plain.request('/v1/dev/mail')).status).toBe(404);
  });
});

describe('app: standalone page', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bo-web-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves index.html, assets and the history fallback, never for /v1', async () => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>bo</title>');
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
    const app = createApp({ db: null as never, jwtSecret: JWT_SECRET, webDir: dir, examplesDir: join(dir, 'none') });
    const root = await app.request('/');
    expect(root.headers.get('content-type')).toMatch(/text\/html/);
    expect(root.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await app.request('/assets/app.js')).headers.get('content-type')).toMatch(/javascript/);
    expect(await (await app.request('/customers/list')).text()).toContain('<title>bo</title>');
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/v1/unknown')).status).toBe(404);
    expect((await app.request('/..%2f..%2fetc%2fpasswd')).status).not.toBe(500);
  });

  it('serves the single-file builds at /elements/ from the elements folder beside the page (each file shipped once)', async () => {
    const elements = join(dir, 'elements-dir');
    mkdirSync(elements);
    writeFileSync(join(elements, 'all.js'), 'export const configure = () => {};');
    writeFileSync(join(elements, 'all.js.map'), '{"version":3}');
    const app = createApp({ db: null as never, jwtSecret: JWT_SECRET, webDir: dir, elementsDir: elements, examplesDir: join(dir, 'none') });
    const all = await app.request('/elements/all.js');
    expect(all.status).toBe(200);
    expect(all.headers.get('content-type')).toMatch(/javascript/);
    expect(await all.text()).toContain('configure');
    expect((await app.request('/elements/all.js.map')).status).toBe(404);
    expect((await app.request('/elements/missing.js')).status).toBe(404);
  });
});

describe('app: limits and cross-origin', () => {
  const app = createApp({ db: null as never, jwtSecret: JWT_SECRET, webDir: '/nonexistent', corsOrigins: ['https://portal.example.com'] });

  it('refuses bodies over 1 MB with 413 and keeps security headers on errors', async () => {
    const r = await app.request('/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.it', password: 'x'.repeat(1_100_000) }),
    });
    expect(r.status).toBe(413);
    expect(await r.json()).toEqual({ statusCode: 413, code: 'payload_too_large', message: 'The request body is too large (max 16 KB)' });
    const unauth = await app.request('/v1/insights/all');
    expect(unauth.status).toBe(401);
    expect(unauth.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers CORS preflights only for configured origins', async () => {
    const ok = await app.request('/v1/members', {
      method: 'OPTIONS',
      headers: { origin: 'https://portal.example.com', 'access-control-request-method': 'GET' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('https://portal.example.com');
    const other = await app.request('/v1/members', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives the CORS headers on every path, so that a portal with a wrong apiBase reads the 404 (issue 36)', async () => {
    const wrong = await app.request('/api/members', { headers: { origin: 'https://portal.example.com' } });
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get('access-control-allow-origin')).toBe('https://portal.example.com');
  });
});

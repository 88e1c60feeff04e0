// Issue 39, sessions: every sign-in is a session, listed and revocable; the signed token carries its id and the
// server checks it on every request, so a revocation holds at once on every app over the same database.
// PGlite and PostgreSQL.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.js';
import { openDb } from '../../src/server/db/driver.js';
import { DEMO, JWT_SECRET, setup, targets, type Ctx } from './setup.js';

describe.each(targets)('sessions (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  const signIn = async (client?: string, ua = 'test-agent/1.0') => {
    const r = await ctx.call('POST', '/v1/auth/login', {
      body: { email: DEMO.admin.email, password: DEMO.admin.password },
      headers: { 'user-agent': ua, ...(client ? { 'x-backoffice-client': client } : {}) },
    });
    expect(r.status).toBe(200);
    return r.body.data.access_token as string;
  };

  it('a sign-in is a session with its client kind, user agent and address, listed as the current one', async () => {
    const ui = await signIn('ui', 'Firefox/140');
    const cli = await signIn('cli', 'backoffice-cli/1.0');
    const api = await signIn(undefined, 'curl/8');
    const r = await ctx.call('GET', '/v1/sessions', { token: cli });
    expect(r.status).toBe(200);
    const byAgent = Object.fromEntries(r.body.data.map((s: { userAgent: string }) => [s.userAgent, s]));
    expect(byAgent['Firefox/140']).toMatchObject({ client: 'ui', current: false, revokedAt: null, address: 'local' });
    expect(byAgent['backoffice-cli/1.0']).toMatchObject({ client: 'cli', current: true, revokedAt: null });
    expect(byAgent['curl/8']).toMatchObject({ client: 'api', current: false });
    for (const s of r.body.data) {
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(s.createdAt)).not.toBeNaN();
      expect(Date.parse(s.lastSeenAt)).not.toBeNaN();
    }
    // Another member sees only their own.
    const mine = await ctx.call('GET', '/v1/sessions', { token: ctx.member });
    expect(mine.body.data.every((s: { userAgent: string }) => !['Firefox/140', 'curl/8'].includes(s.userAgent))).toBe(true);
    expect((await ctx.call('GET', '/v1/accounts/member', { token: ui })).status).toBe(200);
    expect((await ctx.call('GET', '/v1/accounts/member', { token: api })).status).toBe(200);
  });

  it('DELETE /v1/sessions/:id ends that session at once, audited; another member’s session is not found', async () => {
    const lost = await signIn('ui', 'lost-laptop');
    const here = await signIn('ui', 'here');
    const list = await ctx.call('GET', '/v1/sessions', { token: here });
    const id = list.body.data.find((s: { userAgent: string }) => s.userAgent === 'lost-laptop').id;
    expect((await ctx.call('DELETE', `/v1/sessions/${id}`, { token: ctx.member })).status).toBe(404);
    expect((await ctx.call('GET', '/v1/accounts/member', { token: lost })).status).toBe(200);
    const r = await ctx.call('DELETE', `/v1/sessions/${id}`, { token: here });
    expect(r.status).toBe(200);
    const refused = await ctx.call('GET', '/v1/accounts/member', { token: lost });
    expect([refused.status, refused.body.code]).toEqual([401, 'invalid_token']);
    expect((await ctx.call('GET', '/v1/accounts/member', { token: here })).status).toBe(200);
    const again = await ctx.call('DELETE', `/v1/sessions/${id}`, { token: here });
    expect(again.status).toBe(404);
    expect((await ctx.call('DELETE', '/v1/sessions/not-a-uuid', { token: here })).status).toBe(400);
    const audit = await ctx.call('GET', '/v1/audit?action=session.revoked', { token: here });
    // The event names the session (issue 39, item 1): its client, program and sign-in time.
    const signedIn = list.body.data.find((s: { id: string }) => s.id === id).createdAt;
    expect(audit.body.data.data[0]).toMatchObject({
      action: 'session.revoked',
      changes: {
        session: { from: id, to: null },
        client: { from: 'ui', to: null },
        userAgent: { from: 'lost-laptop', to: null },
        signedInAt: { from: signedIn, to: null },
      },
    });
  });

  it('POST /v1/sessions/revoke-others keeps only the current session', async () => {
    const a = await signIn('ui', 'a');
    const b = await signIn('cli', 'b');
    const keep = await signIn('ui', 'keep');
    const r = await ctx.call('POST', '/v1/sessions/revoke-others', { token: keep });
    expect(r.status).toBe(200);
    expect(r.body.data.revoked).toBeGreaterThanOrEqual(2);
    for (const t of [a, b, ctx.admin]) expect((await ctx.call('GET', '/v1/accounts/member', { token: t })).status).toBe(401);
    expect((await ctx.call('GET', '/v1/accounts/member', { token: keep })).status).toBe(200);
    const live = (await ctx.call('GET', '/v1/sessions', { token: keep })).body.data.filter((s: { revokedAt: unknown }) => !s.revokedAt);
    expect(live.map((s: { current: boolean }) => s.current)).toEqual([true]);
    ctx.admin = keep;
  });

  it('signing out revokes the session', async () => {
    const t = await signIn('ui', 'sign-out');
    expect((await ctx.call('POST', '/v1/auth/logout', { token: t })).status).toBe(200);
    expect((await ctx.call('GET', '/v1/accounts/member', { token: t })).status).toBe(401);
    const s = (await ctx.call('GET', '/v1/sessions', { token: ctx.admin })).body.data.find(
      (x: { userAgent: string }) => x.userAgent === 'sign-out',
    );
    expect(s.revokedAt).not.toBeNull();
  });

  it('a token signed without a session id (before sessions existed) is refused: everyone signs in again', async () => {
    const { rows } = await ctx.db.query<{ tv: number }>('select token_version as tv from members where id = 1');
    const old = await new SignJWT({ tv: rows[0]!.tv })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('00000000-0000-4000-8000-000000000000')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(JWT_SECRET));
    const r = await ctx.call('GET', '/v1/accounts/member', { token: old });
    expect([r.status, r.body.code]).toEqual([401, 'invalid_token']);
  });

  it('last seen is written at most once a minute', async () => {
    const t = await signIn('ui', 'seen');
    const sid = (await ctx.call('GET', '/v1/sessions', { token: t })).body.data.find((s: { current: boolean }) => s.current).id;
    await ctx.db.query(`update sessions set last_seen_at = now() - interval '30 seconds' where id = $1`, [sid]);
    const at = async () =>
      (await ctx.db.query<{ at: string }>('select last_seen_at::text as at from sessions where id = $1', [sid])).rows[0]!.at;
    const before = await at();
    await ctx.call('GET', '/v1/accounts/member', { token: t });
    expect(await at()).toBe(before);
    await ctx.db.query(`update sessions set last_seen_at = now() - interval '2 minutes' where id = $1`, [sid]);
    const old = await at();
    await ctx.call('GET', '/v1/accounts/member', { token: t });
    expect(await at()).not.toBe(old);
  });
});

describe.each(targets.filter((t) => t === 'pg'))('sessions on two apps over one PostgreSQL (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  const signIn = async (client: string, ua: string) => {
    const r = await ctx.call('POST', '/v1/auth/login', {
      body: { email: DEMO.admin.email, password: DEMO.admin.password },
      headers: { 'user-agent': ua, 'x-backoffice-client': client },
    });
    expect(r.status).toBe(200);
    return r.body.data.access_token as string;
  };

  it('a revocation holds at once on another server over the same PostgreSQL', async () => {
    const schema = (await ctx.db.query<{ s: string }>('select current_schema() as s')).rows[0]!.s;
    const other = await openDb({ databaseUrl: process.env['TEST_DATABASE_URL']!, schema });
    const b = createApp({ db: other, jwtSecret: JWT_SECRET });
    try {
      const t = await signIn('cli', 'two-servers');
      const onB = async () => (await b.request('/v1/accounts/member', { headers: { authorization: `Bearer ${t}` } })).status;
      expect(await onB()).toBe(200);
      const sid = (await ctx.call('GET', '/v1/sessions', { token: t })).body.data.find((s: { current: boolean }) => s.current).id;
      expect((await ctx.call('DELETE', `/v1/sessions/${sid}`, { token: ctx.admin })).status).toBe(200);
      expect(await onB()).toBe(401);
    } finally {
      await b.jobs.stop();
      await other.close();
    }
  });
});

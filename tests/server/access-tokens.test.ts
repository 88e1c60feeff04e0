// Issue 39, API tokens: created by an administrator's session with a name, scopes and an expiry, shown once,
// stored as a keyed hash, revocable; each route checks its scope. PGlite and PostgreSQL.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, targets, type Ctx } from './setup.js';
import { addAdmin, createToken } from './access-helpers.js';

const DAY = 86_400_000;

describe.each(targets)('API tokens (%s)', (target) => {
  let ctx: Ctx;
  let other: Awaited<ReturnType<typeof addAdmin>>;
  const logged: string[] = [];
  const values: string[] = [];
  beforeAll(async () => {
    ctx = await setup(target, { log: (line) => logged.push(line) });
    other = await addAdmin(ctx, 'second.admin');
  });
  afterAll(() => ctx?.close());

  it('is shown once at creation, with a 90-day default expiry; the list never has its value, the database only a keyed hash', async () => {
    const t = await createToken(ctx, ctx.admin, { name: 'nightly', scopes: ['notifications:send'] });
    values.push(t.token);
    expect(t.token).toMatch(/^bo_[A-Za-z0-9_-]{43}$/);
    expect(t.token.startsWith(t.prefix)).toBe(true);
    expect(t.scopes).toEqual(['notifications:send']);
    expect(Math.abs(Date.parse(t.expiresAt!) - Date.now() - 90 * DAY)).toBeLessThan(60_000);
    const list = await ctx.call('GET', '/v1/tokens', { token: ctx.admin });
    expect(list.status).toBe(200);
    const listed = list.body.data.find((x: { id: number }) => x.id === t.id);
    expect(listed).toMatchObject({ name: 'nightly', scopes: ['notifications:send'], prefix: t.prefix, revokedAt: null, lastUsedAt: null });
    expect(JSON.stringify(list.body)).not.toContain(t.token);
    const { rows } = await ctx.db.query<{ token_hash: string }>('select token_hash from api_tokens where id = $1', [t.id]);
    expect(rows[0]!.token_hash).not.toContain(t.token);
    expect(rows[0]!.token_hash).not.toBe(createHmac('sha256', '').update(t.token).digest('hex'));
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    // Another administrator does not see it.
    const theirs = await ctx.call('GET', '/v1/tokens', { token: other.token });
    expect(theirs.body.data.map((x: { id: number }) => x.id)).not.toContain(t.id);
  });

  it('the expiry: at most 1 year; none only for owners', async () => {
    const year = await createToken(ctx, ctx.admin, { name: 'year', scopes: ['audit:read'], expiresInDays: 365 });
    expect(Math.abs(Date.parse(year.expiresAt!) - Date.now() - 365 * DAY)).toBeLessThan(60_000);
    const tooLong = await ctx.call('POST', '/v1/tokens', {
      token: ctx.admin,
      body: { name: 'x', scopes: ['audit:read'], expiresInDays: 366 },
    });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'token_expiry_invalid']);
    const never = await createToken(ctx, ctx.admin, { name: 'forever', scopes: ['audit:read'], expiresInDays: null });
    expect(never.expiresAt).toBeNull();
    const refused = await ctx.call('POST', '/v1/tokens', {
      token: other.token,
      body: { name: 'x', scopes: ['audit:read'], expiresInDays: null },
    });
    expect([refused.status, refused.body.code, refused.body.field]).toEqual([400, 'token_expiry_invalid', 'expiresInDays']);
    for (const body of [
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['root'] },
      { name: '', scopes: ['admin'] },
      { name: 'x', scopes: ['admin'], extra: 1 },
    ]) {
      const r = await ctx.call('POST', '/v1/tokens', { token: ctx.admin, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('a token calls the routes of its scope, and a route of another scope answers 403 missing_scope naming it', async () => {
    const read = await createToken(ctx, ctx.admin, { name: 'reader', scopes: ['members:read'] });
    expect((await ctx.call('GET', '/v1/members', { token: read.token })).status).toBe(200);
    const write = await ctx.call('POST', '/v1/members/disable', { token: read.token, body: { memberId: 2 } });
    expect(write.status).toBe(403);
    expect(write.body).toMatchObject({ code: 'missing_scope', scope: 'members:write' });
    expect(write.body.message).toContain('members:write');
    expect((await ctx.call('GET', '/v1/members/2', { token: ctx.admin })).body.data.enabled).toBe(true);
    const audit = await ctx.call('GET', '/v1/audit', { token: read.token });
    expect(audit.body).toMatchObject({ code: 'missing_scope', scope: 'audit:read' });
    const admin = await createToken(ctx, ctx.admin, { name: 'all', scopes: ['admin'] });
    expect((await ctx.call('GET', '/v1/audit', { token: admin.token })).status).toBe(200);
    expect((await ctx.call('GET', '/v1/accounts/member', { token: read.token })).status).toBe(200);
  });

  it('a token cannot create a token, list or revoke tokens, nor touch sessions or the password: 403 session_required', async () => {
    const admin = await createToken(ctx, ctx.admin, { name: 'all', scopes: ['admin'] });
    for (const [method, path, body] of [
      ['POST', '/v1/tokens', { name: 'child', scopes: ['admin'] }],
      ['GET', '/v1/tokens', undefined],
      ['DELETE', `/v1/tokens/${admin.id}`, undefined],
      ['GET', '/v1/sessions', undefined],
      ['POST', '/v1/sessions/revoke-others', undefined],
      ['PATCH', '/v1/accounts/password', { oldPassword: 'x', password: 'new-password-1' }],
      ['POST', '/v1/auth/logout', undefined],
    ] as const) {
      const r = await ctx.call(method, path, { token: admin.token, ...(body ? { body } : {}) });
      expect([r.status, r.body.code], `${method} ${path}`).toEqual([403, 'session_required']);
    }
    const { rows } = await ctx.db.query<{ n: number }>(`select count(*)::int as n from api_tokens where name = 'child'`);
    expect(rows[0]!.n).toBe(0);
  });

  it('a revoked token answers 401 token_revoked, an expired one 401 token_expired; last use is recorded', async () => {
    const t = await createToken(ctx, ctx.admin, { name: 'short', scopes: ['members:read'] });
    expect((await ctx.call('GET', '/v1/members', { token: t.token })).status).toBe(200);
    const used = (await ctx.call('GET', '/v1/tokens', { token: ctx.admin })).body.data.find((x: { id: number }) => x.id === t.id);
    expect(used.lastUsedAt).not.toBeNull();
    expect(used.lastUsedAddress).toBe('local');
    await ctx.db.query(`update api_tokens set expires_at = now() - interval '1 second' where id = $1`, [t.id]);
    const expired = await ctx.call('GET', '/v1/members', { token: t.token });
    expect([expired.status, expired.body.code]).toEqual([401, 'token_expired']);
    const r = await createToken(ctx, ctx.admin, { name: 'to revoke', scopes: ['members:read'] });
    expect((await ctx.call('DELETE', `/v1/tokens/${r.id}`, { token: other.token })).status).toBe(404);
    const del = await ctx.call('DELETE', `/v1/tokens/${r.id}`, { token: ctx.admin });
    expect(del.status).toBe(200);
    expect(del.body.data.revokedAt).not.toBeNull();
    expect(JSON.stringify(del.body)).not.toContain(r.token);
    const revoked = await ctx.call('GET', '/v1/members', { token: r.token });
    expect([revoked.status, revoked.body.code]).toEqual([401, 'token_revoked']);
    const unknown = await ctx.call('GET', '/v1/members', { token: `bo_${'A'.repeat(43)}` });
    expect([unknown.status, unknown.body.code]).toEqual([401, 'invalid_token']);
  });

  it('a token never does what its member can no longer do: disabled or no longer an administrator, 401', async () => {
    const a = await addAdmin(ctx, 'leaving.admin');
    const t = await createToken(ctx, a.token, { name: 'cron', scopes: ['admin'] });
    expect((await ctx.call('GET', '/v1/members', { token: t.token })).status).toBe(200);
    await ctx.db.query(`update members set capabilities = '{}', role = 'customer' where id = $1`, [a.id]);
    expect((await ctx.call('GET', '/v1/accounts/member', { token: t.token })).status).toBe(401);
    await ctx.db.query(`update members set capabilities = '{IamGOD}', role = 'admin', enabled = false where id = $1`, [a.id]);
    expect((await ctx.call('GET', '/v1/members', { token: t.token })).status).toBe(401);
  });

  it('an event made with a token names the token beside its member (not its value); a session’s names none', async () => {
    const t = await createToken(ctx, ctx.admin, { name: 'cron writer', scopes: ['members:write', 'audit:read'] });
    const made = await ctx.call('POST', '/v1/members/disable', { token: t.token, body: { memberId: 3 } });
    expect(made.status).toBe(200);
    await ctx.call('POST', '/v1/members/enable-by-admin', { token: ctx.admin, body: { memberId: 3 } });
    const r = await ctx.call('GET', '/v1/audit?limit=2', { token: t.token });
    const [enabled, disabled] = r.body.data.data;
    expect(disabled).toMatchObject({ action: 'member.disabled', actor: { name: 'Ada Rossi', token: { id: t.id, name: 'cron writer' } } });
    expect(enabled.action).toBe('member.enabled');
    expect(enabled.actor.token).toBeUndefined();
    expect(JSON.stringify(r.body)).not.toContain(t.token);
  });

  it('creating and revoking are audited, with no value nor hash in the trail', async () => {
    const t = await createToken(ctx, ctx.admin, { name: 'audited', scopes: ['audit:read'] });
    await ctx.call('DELETE', `/v1/tokens/${t.id}`, { token: ctx.admin });
    const r = await ctx.call('GET', '/v1/audit?limit=5', { token: ctx.admin });
    const [revoked, created] = r.body.data.data;
    expect(created).toMatchObject({ action: 'token.created', changes: { name: { to: 'audited' }, scopes: { to: ['audit:read'] } } });
    // Revoking is no deletion: the token keeps its id and name, and revokedAt is what changed.
    expect(revoked).toMatchObject({
      action: 'token.revoked',
      changes: { id: { from: t.id, to: t.id }, name: { from: 'audited', to: 'audited' }, revokedAt: { from: null } },
    });
    expect(typeof revoked.changes.revokedAt.to).toBe('string');
    const { rows } = await ctx.db.query<{ token_hash: string }>('select token_hash from api_tokens where id = $1', [t.id]);
    const all = await ctx.db.query<{ t: string }>("select string_agg(changes::text, ' ') as t from audit_events");
    expect(all.rows[0]!.t).not.toContain(t.token);
    expect(all.rows[0]!.t).not.toContain(rows[0]!.token_hash);
    expect(all.rows[0]!.t).not.toContain(t.token.slice(3));
  });

  it('revoking twice is a no-op: 200 with changed false, the first revokedAt kept, one token.revoked event', async () => {
    const t = await createToken(ctx, ctx.admin, { name: 'twice', scopes: ['members:read'] });
    const first = await ctx.call('DELETE', `/v1/tokens/${t.id}`, { token: ctx.admin });
    expect([first.status, first.body.data.changed]).toEqual([200, true]);
    const again = await ctx.call('DELETE', `/v1/tokens/${t.id}`, { token: ctx.admin });
    expect([again.status, again.body.data.changed]).toEqual([200, false]);
    expect(again.body.data.revokedAt).toBe(first.body.data.revokedAt);
    const { rows } = await ctx.db.query<{ n: number }>(
      `select count(*)::int as n from audit_events where action = 'token.revoked' and changes->'id'->>'from' = $1`,
      [String(t.id)],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('a token value in the URL is not a credential: 401, nothing read from the query', async () => {
    const t = await createToken(ctx, ctx.admin, { name: 'in-url', scopes: ['members:read'] });
    values.push(t.token);
    for (const q of ['access_token', 'token', 'api_key']) {
      const r = await ctx.call('GET', `/v1/members?${q}=${t.token}`);
      expect([r.status, r.body.code], q).toEqual([401, 'invalid_token']);
    }
  });

  it('no token value nor hash reaches the server log', async () => {
    const { rows } = await ctx.db.query<{ h: string }>('select token_hash as h from api_tokens');
    const text = logged.join('\n');
    for (const v of values) expect(text).not.toContain(v);
    for (const r of rows) expect(text).not.toContain(r.h);
  });
});

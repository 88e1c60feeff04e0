// Issue 39, owners: above IamGOD, they grant and revoke administrator and owner rights, disable and enable
// administrators (every session and token of theirs ends in the same transaction), see and end any
// administrator's sessions and block pending accounts; the last enabled owner stays, also under a race.
// PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../src/server/lib/tokens.js';
import { DEMO, setup, targets, type Ctx } from './setup.js';
import { addAdmin, createToken } from './access-helpers.js';

describe.each(targets)('owners (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  it('the demo’s only owner is Ada Rossi, and GET /v1/accounts/member says it beside unchanged capabilities', async () => {
    const { rows } = await ctx.db.query<{ email: string }>('select email from members where owner');
    expect(rows.map((r) => r.email)).toEqual([DEMO.admin.email]);
    const me = await ctx.call('GET', '/v1/accounts/member', { token: ctx.admin });
    expect(me.body.data).toMatchObject({ firstName: 'Ada', lastName: 'Rossi', capabilities: ['IamGOD'], owner: true });
    const member = await ctx.call('GET', '/v1/accounts/member', { token: ctx.member });
    expect(member.body.data).toMatchObject({ capabilities: [], owner: false });
  });

  it('an administrator who is not an owner gets 403 owner_required on every owner route, and nothing changes', async () => {
    const a = await addAdmin(ctx, 'plain.admin');
    for (const [method, path, body] of [
      ['GET', '/v1/admins', undefined],
      ['POST', '/v1/admins/grant', { memberId: 2 }],
      ['POST', '/v1/admins/1/revoke', undefined],
      ['POST', '/v1/admins/1/disable', undefined],
      ['POST', '/v1/admins/1/enable', undefined],
      ['POST', `/v1/admins/${a.id}/owner`, undefined],
      ['DELETE', '/v1/admins/1/owner', undefined],
      ['GET', '/v1/admins/1/sessions', undefined],
      ['POST', '/v1/members/3/block', undefined],
    ] as const) {
      const r = await ctx.call(method, path, { token: a.token, ...(body ? { body } : {}) });
      expect([r.status, r.body.code], `${method} ${path}`).toEqual([403, 'owner_required']);
      const m = await ctx.call(method, path, { token: ctx.member, ...(body ? { body } : {}) });
      expect([m.status, m.body.code], `member ${method} ${path}`).toEqual([401, 'capabilities_required']);
    }
    const { rows } = await ctx.db.query<{ owner: boolean; caps: string[] }>(
      'select owner, capabilities as caps from members where id = $1',
      [a.id],
    );
    expect(rows[0]).toEqual({ owner: false, caps: ['IamGOD'] });
  });

  it('grants and revokes administrator rights; a revoked administrator’s tokens end with them', async () => {
    const list = await ctx.call('GET', '/v1/admins', { token: ctx.admin });
    expect(list.status).toBe(200);
    expect(list.body.data.find((a: { id: number }) => a.id === 1)).toMatchObject({ owner: true, enabled: true });
    const granted = await ctx.call('POST', '/v1/admins/grant', { token: ctx.admin, body: { memberId: 2 } });
    expect(granted.status).toBe(200);
    const memberToken = await ctx.login(DEMO.member.email, DEMO.member.password);
    expect((await ctx.call('GET', '/v1/members', { token: memberToken })).status).toBe(200);
    const t = await createToken(ctx, memberToken, { name: 'theirs', scopes: ['members:read'] });
    const revoked = await ctx.call('POST', '/v1/admins/2/revoke', { token: ctx.admin });
    expect(revoked.status).toBe(200);
    expect((await ctx.call('GET', '/v1/members', { token: memberToken })).status).toBe(401);
    expect((await ctx.call('GET', '/v1/members', { token: t.token })).body.code).toBe('token_revoked');
    const audit = await ctx.call('GET', '/v1/audit?targetType=member&targetId=2&limit=3', { token: ctx.admin });
    expect(audit.body.data.data.map((e: { action: string }) => e.action).slice(0, 2)).toEqual(['admin.revoked', 'token.created']);
  });

  it('disabling an administrator ends every session and token of theirs at once; enabling lets them sign in again', async () => {
    const a = await addAdmin(ctx, 'offboarded');
    const second = await ctx.login(a.email, 'admin-pass-1');
    const t = await createToken(ctx, a.token, { name: 'cron', scopes: ['admin'] });
    const r = await ctx.call('POST', `/v1/admins/${a.id}/disable`, { token: ctx.admin });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ enabled: false, sessionsRevoked: 2, tokensRevoked: 1, changed: true });
    // Twice is a no-op: nothing ended, no second event.
    const again = await ctx.call('POST', `/v1/admins/${a.id}/disable`, { token: ctx.admin });
    expect([again.status, again.body.data]).toEqual([
      200,
      { id: a.id, enabled: false, sessionsRevoked: 0, tokensRevoked: 0, changed: false },
    ]);
    for (const tok of [a.token, second, t.token]) expect((await ctx.call('GET', '/v1/accounts/member', { token: tok })).status).toBe(401);
    const { rows } = await ctx.db.query<{ live: number }>(
      `select (select count(*) from sessions where member_id = $1 and revoked_at is null)::int
        + (select count(*) from api_tokens where member_id = $1 and revoked_at is null)::int as live`,
      [a.id],
    );
    expect(rows[0]!.live).toBe(0);
    const signIn = await ctx.call('POST', '/v1/auth/login', { body: { email: a.email, password: 'admin-pass-1' } });
    expect(signIn.body.code).toBe('account_disabled');
    expect((await ctx.call('POST', `/v1/admins/${a.id}/enable`, { token: ctx.admin })).body.data.changed).toBe(true);
    expect((await ctx.call('POST', `/v1/admins/${a.id}/enable`, { token: ctx.admin })).body.data).toEqual({
      id: a.id,
      enabled: true,
      changed: false,
    });
    expect((await ctx.call('GET', '/v1/accounts/member', { token: await ctx.login(a.email, 'admin-pass-1') })).status).toBe(200);
    // Revoked tokens stay revoked.
    expect((await ctx.call('GET', '/v1/members', { token: t.token })).body.code).toBe('token_revoked');
    const audit = await ctx.call('GET', `/v1/audit?targetType=member&targetId=${a.id}&limit=5`, { token: ctx.admin });
    const actions = audit.body.data.data.map((e: { action: string }) => e.action);
    expect(actions.filter((x: string) => x === 'admin.disabled')).toHaveLength(1);
    expect(actions.filter((x: string) => x === 'admin.enabled')).toHaveLength(1);
    expect((await ctx.call('POST', '/v1/admins/1/disable', { token: ctx.admin })).body.code).toBe('cannot_disable_self');
  });

  it('an owner sees and ends any administrator’s sessions', async () => {
    const a = await addAdmin(ctx, 'watched');
    const s = await ctx.call('GET', `/v1/admins/${a.id}/sessions`, { token: ctx.admin });
    expect(s.status).toBe(200);
    expect(s.body.data).toHaveLength(1);
    const del = await ctx.call('DELETE', `/v1/admins/${a.id}/sessions/${s.body.data[0].id}`, { token: ctx.admin });
    expect(del.status).toBe(200);
    expect((await ctx.call('GET', '/v1/accounts/member', { token: a.token })).status).toBe(401);
    // The audit event names the session it ended (issue 39, item 1).
    const audit = await ctx.call('GET', '/v1/audit?action=session.revoked', { token: ctx.admin });
    expect(audit.body.data.data[0].changes).toMatchObject({
      session: { from: s.body.data[0].id, to: null },
      client: { from: s.body.data[0].client, to: null },
      signedInAt: { from: s.body.data[0].createdAt, to: null },
    });
  });

  it('GET /v1/admins/{id}/sessions of a member who is no administrator is 409 conflict, of no member 404 not_found', async () => {
    // The demo member has signed in (ctx.member): sessions exist, but not an administrator's.
    const { rows } = await ctx.db.query<{ id: number; admin: boolean }>(
      `select id, (role = 'admin' or 'IamGOD' = any(capabilities)) as admin from members where email = $1`,
      [DEMO.member.email],
    );
    expect(rows[0]!.admin).toBe(false);
    expect((await ctx.db.query('select 1 from sessions where member_id = $1', [rows[0]!.id])).rows.length).toBeGreaterThan(0);
    const customer = await ctx.call('GET', `/v1/admins/${rows[0]!.id}/sessions`, { token: ctx.admin });
    expect([customer.status, customer.body.code, customer.body.message]).toEqual([409, 'not_admin', 'This member is not an administrator']);
    expect(customer.body.data).toBeUndefined();
    const none = await ctx.call('GET', '/v1/admins/987654/sessions', { token: ctx.admin });
    expect([none.status, none.body.code, none.body.message]).toEqual([404, 'not_found', 'Member not found']);
    // An administrator's, the owner's own included, are still listed.
    const own = await ctx.call('GET', '/v1/admins/1/sessions', { token: ctx.admin });
    expect(own.status).toBe(200);
    expect(own.body.data.length).toBeGreaterThan(0);
  });

  it('blocks a pending account: its activation link dies', async () => {
    const { rows } = await ctx.db.query<{ id: number }>('select id from members where email = $1', [DEMO.pending.email]);
    const id = rows[0]!.id;
    const link = await issueToken(ctx.db, id, 'activation');
    expect((await ctx.call('POST', '/v1/members/2/block', { token: ctx.admin })).body.code).toBe('not_pending');
    const r = await ctx.call('POST', `/v1/members/${id}/block`, { token: ctx.admin });
    expect(r.status).toBe(200);
    const enable = await ctx.call('POST', '/v1/accounts/enable', {
      body: { email: DEMO.pending.email, token: link, password: 'a-new-password-9' },
    });
    expect([enable.status, enable.body.code]).toEqual([400, 'activation_link_invalid']);
    const fresh = await issueToken(ctx.db, id, 'activation');
    const still = await ctx.call('POST', '/v1/accounts/enable', {
      body: { email: DEMO.pending.email, token: fresh, password: 'a-new-password-9' },
    });
    expect([still.status, still.body.code]).toEqual([403, 'account_disabled']);
    const audit = await ctx.call('GET', `/v1/audit?action=member.blocked`, { token: ctx.admin });
    expect(audit.body.data.data[0]).toMatchObject({ target: { id: String(id) } });
  });

  it('the last enabled owner cannot be removed, demoted nor disabled: 409 last_owner, nothing changed', async () => {
    const b = await addAdmin(ctx, 'would.be.owner');
    // The only owner (id 1) removing itself as an owner or its administrator rights.
    for (const [method, path] of [
      ['DELETE', '/v1/admins/1/owner'],
      ['POST', '/v1/admins/1/revoke'],
    ] as const) {
      const r = await ctx.call(method, path, { token: ctx.admin });
      expect([r.status, r.body.code], path).toEqual([409, 'last_owner']);
    }
    // A second owner may disable the first only while another owner remains.
    expect((await ctx.call('POST', `/v1/admins/${b.id}/owner`, { token: ctx.admin })).status).toBe(200);
    expect((await ctx.call('GET', '/v1/accounts/member', { token: b.token })).body.data.owner).toBe(true);
    expect((await ctx.call('DELETE', `/v1/admins/${b.id}/owner`, { token: ctx.admin })).status).toBe(200);
    const none = await ctx.call('POST', '/v1/admins/1/disable', { token: b.token });
    expect([none.status, none.body.code]).toEqual([403, 'owner_required']);
    const { rows } = await ctx.db.query<{ n: number }>('select count(*)::int as n from members where owner and enabled');
    expect(rows[0]!.n).toBe(1);
  });
});

describe.each(targets)('two owners demoting each other at once (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  it('one wins, the other answers 409 last_owner: an enabled owner always remains', async () => {
    for (let round = 0; round < 3; round++) {
      const b = await addAdmin(ctx, `rival${round}`, { owner: true });
      const a = round === 0 ? { id: 1, token: ctx.admin } : await addAdmin(ctx, `first${round}`, { owner: true });
      if (round > 0) await ctx.db.query('update members set owner = false where id <> all($1::int[])', [[a.id, b.id]]);
      const [x, y] = await Promise.all([
        ctx.call('DELETE', `/v1/admins/${b.id}/owner`, { token: a.token }),
        ctx.call('DELETE', `/v1/admins/${a.id}/owner`, { token: b.token }),
      ]);
      const answers = [x, y].map((r) => [r.status, r.body.code ?? null]).sort();
      // The loser answers 409 last_owner (it checked after the winner committed) or 403 owner_required (it was
      // no longer an owner when its own request was checked).
      expect(answers[0]).toEqual([200, null]);
      expect([
        [409, 'last_owner'],
        [403, 'owner_required'],
      ]).toContainEqual(answers[1]);
      const { rows } = await ctx.db.query<{ n: number }>('select count(*)::int as n from members where owner and enabled');
      expect(rows[0]!.n).toBe(1);
    }
  });

  it('two owners disabling each other at once: one stays enabled', async () => {
    const a = await addAdmin(ctx, 'disabler.a', { owner: true });
    const b = await addAdmin(ctx, 'disabler.b', { owner: true });
    await ctx.db.query('update members set owner = false where id <> all($1::int[])', [[a.id, b.id]]);
    const [x, y] = await Promise.all([
      ctx.call('POST', `/v1/admins/${b.id}/disable`, { token: a.token }),
      ctx.call('POST', `/v1/admins/${a.id}/disable`, { token: b.token }),
    ]);
    const statuses = [x.status, y.status].sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403, 409]).toContain(statuses[1]);
    const { rows } = await ctx.db.query<{ n: number }>('select count(*)::int as n from members where owner and enabled');
    expect(rows[0]!.n).toBe(1);
  });
});

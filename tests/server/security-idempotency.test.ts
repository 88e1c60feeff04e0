// Idempotency-Key must never hand one caller's stored answer to another, nor replay an answer for a
// different request body (regressions: anonymous callers shared one key space, so a login answer stored
// under a key was replayed, access token included, to anyone sending that key; bodies were not compared).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, setup, targets, type Ctx } from './setup.js';

describe.each(targets)('idempotency keys (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  it('an anonymous call is not stored: a login answer is never replayed to another caller', async () => {
    const headers = { 'idempotency-key': 'login-1' };
    const first = await ctx.call('POST', '/v1/auth/login', { headers, body: { email: DEMO.admin.email, password: DEMO.admin.password } });
    expect(first.status).toBe(200);
    const thief = await ctx.call('POST', '/v1/auth/login', { headers, body: { email: 'thief@example.com', password: 'guess' } });
    expect(thief.status).toBe(401);
    expect(thief.headers.get('idempotent-replayed')).toBeNull();
    expect(JSON.stringify(thief.body)).not.toContain(first.body.data.access_token);
    const n = await ctx.db.query<{ n: number }>(`select count(*)::int as n from idempotency_keys where key = 'login-1'`);
    expect(n.rows[0]!.n).toBe(0);
  });

  it('the same key with another body is a 422, with the same body a replay', async () => {
    const headers = { 'idempotency-key': 'bulk-1' };
    const body = { title: 'T', message: 'M', type: 'SYSTEM', target: 'SINGLE', memberId: 5 };
    const first = await ctx.call('POST', '/v1/notifications/send-bulk', { token: ctx.admin, headers, body });
    expect(first.status).toBe(200);
    const other = await ctx.call('POST', '/v1/notifications/send-bulk', { token: ctx.admin, headers, body: { ...body, memberId: 6 } });
    expect(other).toMatchObject({ status: 422, body: { statusCode: 422, message: 'This Idempotency-Key was used for another request' } });
    const again = await ctx.call('POST', '/v1/notifications/send-bulk', { token: ctx.admin, headers, body });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it("one member's key is not replayed to another member", async () => {
    const headers = { 'idempotency-key': 'profile-1' };
    const a = await ctx.call('PATCH', '/v1/accounts/members', { token: ctx.admin, headers, body: {} });
    const b = await ctx.call('PATCH', '/v1/accounts/members', { token: ctx.member, headers, body: {} });
    expect(a.body.data.email).toBe(DEMO.admin.email);
    expect(b.body.data.email).toBe(DEMO.member.email);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
  });
});

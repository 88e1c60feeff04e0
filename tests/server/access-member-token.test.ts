// Issue 39: GET /v1/accounts/member called with an API token says which token it is (name, scopes, expiry),
// never its value; called with a session it has no such field. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, targets, type Ctx } from './setup.js';
import { createToken } from './access-helpers.js';

describe.each(targets)('GET /v1/accounts/member with an API token (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  it('answers the token’s id, name, scopes and expiry beside the member; a session’s answer has none', async () => {
    const t = await createToken(ctx, ctx.admin, { name: 'nightly', scopes: ['notifications:send', 'members:read'], expiresInDays: 30 });
    const r = await ctx.call('GET', '/v1/accounts/member', { token: t.token });
    expect(r.status).toBe(200);
    expect(r.body.data.email).toBe('admin@example.com');
    expect(r.body.data.apiToken).toEqual({
      id: t.id,
      name: 'nightly',
      scopes: ['notifications:send', 'members:read'],
      expiresAt: t.expiresAt,
    });
    expect(JSON.stringify(r.body)).not.toContain(t.token);
    const never = await createToken(ctx, ctx.admin, { name: 'forever', scopes: ['audit:read'], expiresInDays: null });
    expect((await ctx.call('GET', '/v1/accounts/member', { token: never.token })).body.data.apiToken).toMatchObject({
      name: 'forever',
      expiresAt: null,
    });
    const session = await ctx.call('GET', '/v1/accounts/member', { token: ctx.admin });
    expect(session.body.data).not.toHaveProperty('apiToken');
  });
});

// Issue 39/38: GET /members says which administrator is a team owner (role.owner), so Customers names the role as
// Team does; an audit event of a member names them by their name, never by e-mail. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member as memberSchema } from '../../src/api/contract/index.js';
import { setup, targets, type Ctx } from './setup.js';

const ADA = 1;
const MARCO = 2;

describe.each(targets)('role.owner and member names in the trail (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  const role = async (id: number) => {
    const { status, body } = await ctx.call('GET', `/v1/members?ids=${id}`, { token: ctx.admin });
    expect(status).toBe(200);
    const row = memberSchema.parse(body.data.data[0]);
    return row.role;
  };

  it('a team owner is role admin and owner; an administrator who is not owner, owner false; a customer, too', async () => {
    expect(await role(ADA)).toEqual({ name: 'admin', owner: true });
    expect(await role(MARCO)).toEqual({ name: 'customer', owner: false });
    expect((await ctx.call('POST', '/v1/admins/grant', { token: ctx.admin, body: { memberId: MARCO } })).status).toBeLessThan(300);
    expect(await role(MARCO)).toEqual({ name: 'admin', owner: false });
    const detail = await ctx.call('GET', `/v1/members/${ADA}`, { token: ctx.admin });
    expect(detail.body.data.role).toEqual({ name: 'admin', owner: true });
    await ctx.call('POST', `/v1/admins/${MARCO}/revoke`, { token: ctx.admin });
  });

  it('an API token’s events name its member by name, and their changes hold what changed', async () => {
    const created = await ctx.call('POST', '/v1/tokens', { token: ctx.admin, body: { name: 'nightly', scopes: ['audit:read'] } });
    expect(created.status).toBe(201);
    expect((await ctx.call('DELETE', `/v1/tokens/${created.body.data.id}`, { token: ctx.admin })).status).toBe(200);
    const { body } = await ctx.call('GET', `/v1/audit?targetType=member&targetId=${ADA}&limit=20`, { token: ctx.admin });
    const events = (body.data.data as { action: string; target: { label: string } }[]).filter((e) => e.action.startsWith('token.'));
    expect(events.map((e) => e.action).sort()).toEqual(['token.created', 'token.revoked']);
    for (const e of events) expect(e.target.label).toBe('Ada Rossi');
  });
});

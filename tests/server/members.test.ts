import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member as memberSchema, paginated } from '../../src/api/contract/index.js';
import { setup, targets, type Ctx } from './setup.js';

describe.each(targets)('members (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());
  const list = (q: string) => ctx.call('GET', `/v1/members${q}`, { token: ctx.admin });

  it('answers a paginated list that matches the contract', async () => {
    const r = await list('?page=1&limit=10');
    expect(r.status).toBe(200);
    const parsed = paginated(memberSchema).parse(r.body.data);
    expect(parsed.data).toHaveLength(10);
    expect(parsed.pagination).toEqual({ hasPrevPage: false, hasNextPage: true, pageCount: 8, dataCount: 80 });
    const names = parsed.data.map((m) => m.username!);
    const sql = await ctx.db.query<{ username: string }>('select username from members order by username, id limit 10');
    expect(names).toEqual(sql.rows.map((r) => r.username)); // the database collation decides
    const last = await list('?page=8&limit=10');
    expect(last.body.data.pagination).toMatchObject({ hasPrevPage: true, hasNextPage: false });
  });

  it('sorts by a whitelisted key with id as tie-breaker, both directions', async () => {
    const asc = (await list('?orderBy=lastName&orderDirection=asc&limit=100')).body.data.data as { id: number; lastName: string }[];
    const desc = (await list('?orderBy=lastName&orderDirection=desc&limit=100')).body.data.data as { id: number }[];
    expect(asc).toHaveLength(80);
    expect(desc.map((m) => m.id)).toEqual(asc.map((m) => m.id).reverse());
    const bad = await list('?orderBy=password_hash');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^orderBy: orderBy must be one of/);
    expect((await list('?orderDirection=sideways')).status).toBe(400);
  });

  it('ids= looks up only the given members (targeted lookups), together with the other filters; bad lists are a 400', async () => {
    const r = await list('?ids=3,1,2,999999,2&limit=100');
    expect(r.status).toBe(200);
    expect((r.body.data.data as { id: number }[]).map((m) => m.id).sort()).toEqual([1, 2, 3]);
    expect(r.body.data.pagination.dataCount).toBe(3);
    const onlyIt = await list('?ids=1,2,3&country=IT&limit=100');
    const itIds = (await ctx.db.query<{ id: number }>("select id from members where id in (1,2,3) and country = 'IT'")).rows.map((x) => x.id).sort();
    expect((onlyIt.body.data.data as { id: number }[]).map((m) => m.id).sort()).toEqual(itIds);
    for (const bad of ['ids=a,b', 'ids=1,,2', 'ids=0', 'ids=1;drop']) {
      const b = await list(`?${bad}`);
      expect(b.status, bad).toBe(400);
      expect(b.body.code, bad).toBe('validation_failed');
    }
    const many = await list(`?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`);
    expect(many.status).toBe(400);
    expect(many.body.message).toMatch(/at most 100/);
  });

  it('clamps limit to 1..100 and rejects bad pages', async () => {
    expect((await list('?limit=1000')).body.data.data).toHaveLength(80);
    expect((await list('?limit=0')).body.data.data).toHaveLength(1);
    expect((await list('?page=0')).status).toBe(400);
    expect((await list('?page=abc')).status).toBe(400);
  });

  it('filters by username substring (case-insensitive, % and _ literal), country and withoutCompanies', async () => {
    const r = await list('?username=ROSSI&limit=100');
    expect(r.body.data.data.length).toBeGreaterThan(0);
    for (const m of r.body.data.data) expect(m.username.toLowerCase()).toContain('rossi');
    expect((await list('?username=%25&limit=100')).body.data.data).toHaveLength(0);
    expect((await list('?username=_&limit=100')).body.data.data).toHaveLength(0);
    const it = (await list('?country=it&limit=100')).body.data.data as { country: string }[];
    expect(it.length).toBeGreaterThan(0);
    expect(it.every((m) => m.country === 'IT')).toBe(true);
    expect((await list('?country=Italy')).status).toBe(400);
    const without = (await list('?withoutCompanies=true&limit=100')).body.data.data as { companies: unknown[]; isBusiness: boolean }[];
    expect(without.every((m) => m.companies.length === 0 && !m.isBusiness)).toBe(true);
    const all = (await list('?limit=100')).body.data.data as { companies: unknown[] }[];
    expect(all.filter((m) => m.companies.length > 0).length + without.length).toBe(80);
  });

  it('disables (killing tokens) and enables a member', async () => {
    const token = await ctx.login('member@example.com', 'demo-member');
    const r = await ctx.call('POST', '/v1/members/disable', { token: ctx.admin, body: { memberId: 2 } });
    expect(r.status).toBe(200);
    expect(memberSchema.parse(r.body.data)).toMatchObject({ id: 2, enabled: false });
    expect((await ctx.call('GET', '/v1/accounts/member', { token })).body.message).toBe('invalid token');
    const login = await ctx.call('POST', '/v1/auth/login', { body: { email: 'member@example.com', password: 'demo-member' } });
    expect(login.status).toBe(401);
    expect(login.body.message).toMatch(/disabled/);
    const en = await ctx.call('POST', '/v1/members/enable-by-admin', { token: ctx.admin, body: { memberId: 2 } });
    expect(en.body.data).toMatchObject({ id: 2, enabled: true });
    await ctx.login('member@example.com', 'demo-member');
  });

  it('validates enable/disable payloads', async () => {
    for (const path of ['/v1/members/disable', '/v1/members/enable-by-admin']) {
      expect((await ctx.call('POST', path, { token: ctx.admin, body: { memberId: 99999 } })).status).toBe(404);
      const bad = await ctx.call('POST', path, { token: ctx.admin, body: { memberId: 'abc' } });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^memberId:/);
      expect((await ctx.call('POST', path, { token: ctx.admin, raw: 'nope' })).body.message).toBe('Malformed JSON body');
    }
    const self = await ctx.call('POST', '/v1/members/disable', { token: ctx.admin, body: { memberId: 1 } });
    expect(self.status).toBe(409);
  });
});

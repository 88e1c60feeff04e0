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
    const itIds = (await ctx.db.query<{ id: number }>("select id from members where id in (1,2,3) and country = 'IT'")).rows
      .map((x) => x.id)
      .sort();
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

  it('keyset pagination: following nextCursor gives the rows of the OFFSET pages, for every sort key and direction, NULLs and ties included', async () => {
    // Some NULLs and ties in the sort columns (restored afterwards).
    const before = (await ctx.db.query<{ id: number; region: string | null; city: string | null }>('select id, region, city from members'))
      .rows;
    await ctx.db.query(`update members set region = null where id % 9 = 0`);
    await ctx.db.query(`update members set city = 'Same' where id % 4 = 0`);
    try {
      for (const orderBy of ['username', 'firstName', 'lastName', 'region', 'country', 'province', 'city']) {
        for (const dir of ['asc', 'desc']) {
          const q = `orderBy=${orderBy}&orderDirection=${dir}`;
          const all = (await list(`?${q}&limit=100`)).body.data.data.map((m: { id: number }) => m.id) as number[];
          const walked: number[] = [];
          let r = await list(`?${q}&limit=7`);
          expect(r.body.data.pagination).toEqual({ hasPrevPage: false, hasNextPage: true, pageCount: 12, dataCount: 80 });
          for (;;) {
            walked.push(...r.body.data.data.map((m: { id: number }) => m.id));
            const next = r.body.data.nextCursor as string | null;
            if (!next) break;
            r = await list(`?${q}&limit=7&cursor=${encodeURIComponent(next)}`);
            expect(r.status).toBe(200);
            expect(r.body.data.pagination).toMatchObject({ hasPrevPage: true, pageCount: 12, dataCount: 80 });
          }
          expect(r.body.data.pagination.hasNextPage).toBe(false);
          expect(walked, `${orderBy} ${dir}`).toEqual(all);
        }
      }
      // With filters: the walk covers exactly the filtered rows.
      const it1 = (await list('?country=IT&withoutCompanies=true&limit=100')).body.data.data.map((m: { id: number }) => m.id);
      const first = await list('?country=IT&withoutCompanies=true&limit=3');
      const second = await list(`?country=IT&withoutCompanies=true&limit=3&cursor=${first.body.data.nextCursor}`);
      expect([...first.body.data.data, ...second.body.data.data].map((m: { id: number }) => m.id)).toEqual(it1.slice(0, 6));
    } finally {
      for (const m of before) await ctx.db.query('update members set region = $2, city = $3 where id = $1', [m.id, m.region, m.city]);
    }
  });

  it('refuses a cursor it did not make, one made for another sort or filters, and a cursor with page (400 invalid_cursor)', async () => {
    const next = (await list('?limit=5')).body.data.nextCursor as string;
    expect(next).toEqual(expect.any(String));
    for (const [q, code] of [
      ['?cursor=not-a-cursor', 'invalid_cursor'],
      [`?cursor=${Buffer.from('[1,2]').toString('base64url')}`, 'invalid_cursor'],
      [`?cursor=${Buffer.from(JSON.stringify(['username', 'asc', 'x', "a') or 1=1 --", 1, 80])).toString('base64url')}`, 'invalid_cursor'],
      [`?orderBy=lastName&cursor=${next}`, 'invalid_cursor'],
      [`?country=IT&cursor=${next}`, 'invalid_cursor'],
      [`?page=2&cursor=${next}`, 'validation_failed'],
    ] as const) {
      const r = await list(q);
      expect(r.status, q).toBe(400);
      expect(r.body.code, q).toBe(code);
    }
    expect((await list(`?limit=5&cursor=${next}`)).status).toBe(200);
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
    // Part of the username, or the beginning of the email (issue 39/38).
    for (const m of r.body.data.data)
      expect(m.username.toLowerCase().includes('rossi') || m.email.toLowerCase().startsWith('rossi'), m.username).toBe(true);
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

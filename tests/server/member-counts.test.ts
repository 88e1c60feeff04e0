// Issue 40: the members per country and state (migration 017) stay exact through every kind of write, and the
// members list and the audience read them. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, targets, type Ctx } from './setup.js';

describe.each(targets)('members per country and state (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  /** The kept counts and the members counted now, each as sorted "country/enabled=n" lines. */
  const compare = async () => {
    const kept = await ctx.db.query<{ k: string }>(
      `select country || '/' || enabled || '=' || n as k from member_counts where n <> 0 order by 1`,
    );
    const real = await ctx.db.query<{ k: string }>(
      `select coalesce(country, '') || '/' || enabled || '=' || count(*) as k from members group by country, enabled order by 1`,
    );
    return { kept: kept.rows.map((r) => r.k), real: real.rows.map((r) => r.k) };
  };
  const expectExact = async () => {
    const { kept, real } = await compare();
    expect(real.length).toBeGreaterThan(0);
    expect(kept).toEqual(real);
  };
  const listCount = async (query: string) => {
    const { status, body } = await ctx.call('GET', `/v1/members?page=1&limit=1&${query}`, { token: ctx.admin });
    expect(status).toBe(200);
    return body.data.pagination.dataCount as number;
  };
  const counted = async (where: string, params: unknown[] = []) =>
    (await ctx.db.query<{ n: number }>(`select count(*)::int as n from members m where ${where}`, params)).rows[0]!.n;

  it('match the members after the seed', expectExact);

  it('follow a bulk insert, updates of country and state, a delete', async () => {
    await ctx.db.query(
      `insert into members (first_name, last_name, username, email, password_hash, country, enabled)
       select 'Count', 'Test ' || i, 'count.test' || i, 'count.test' || i || '@example.com', 'x',
              (array['IT', 'FR', null, 'DE'])[1 + i % 4], i % 3 <> 0
       from generate_series(1, 400) i`,
    );
    await expectExact();
    await ctx.db.query(`update members set country = 'ES' where username like 'count.test1%'`);
    await expectExact();
    await ctx.db.query(`update members set enabled = not enabled where username like 'count.test2%'`);
    await expectExact();
    // An update that moves nothing (a name) writes no count.
    await ctx.db.query(`update members set first_name = 'Counted' where username like 'count.test3%'`);
    await expectExact();
    await ctx.db.query(`delete from members where username like 'count.test4%'`);
    await expectExact();
  });

  it('answer the members list by country and state, and the audience, as a count(*) would', async () => {
    // Disabled through the API too (the route's own update).
    const { body } = await ctx.call('GET', '/v1/members?page=1&limit=5&username=count.test5', { token: ctx.admin });
    for (const m of body.data.data as { id: number }[])
      expect((await ctx.call('POST', '/v1/members/disable', { token: ctx.admin, body: { memberId: m.id } })).status).toBe(200);
    await expectExact();
    for (const country of ['IT', 'FR', 'ES', 'DE', 'ZZ']) {
      expect(await listCount(`country=${country}`)).toBe(await counted('m.country = $1', [country]));
      expect(await listCount(`country=${country}&enabled=true`)).toBe(await counted('m.country = $1 and m.enabled', [country]));
      expect(await listCount(`country=${country}&enabled=false`)).toBe(await counted('m.country = $1 and not m.enabled', [country]));
      if (country === 'ZZ') continue; // not a country a send may narrow to (400)
      const audience = await ctx.call('GET', `/v1/notifications/audience?target=ALL&targetCountry=${country}`, { token: ctx.admin });
      expect(audience).toMatchObject({ status: 200, body: { data: { count: await counted('m.country = $1 and m.enabled', [country]) } } });
    }
    expect(await listCount('enabled=false')).toBe(await counted('not m.enabled'));
    expect(await listCount('enabled=true')).toBe(await counted('m.enabled'));
    expect(await listCount('')).toBe(await counted('true'));
    const all = await ctx.call('GET', '/v1/notifications/audience?target=ALL', { token: ctx.admin });
    expect(all).toMatchObject({ status: 200, body: { data: { count: await counted('m.enabled') } } });
  });

  it('are emptied by a truncate', async () => {
    await ctx.db.query('truncate members cascade');
    const { rows } = await ctx.db.query<{ n: number }>('select count(*)::int as n from member_counts');
    expect(rows[0]!.n).toBe(0);
  });
});

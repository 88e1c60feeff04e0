// Property-based hostile query strings on every list route: arbitrary strings for every parameter never
// give a 5xx, SQL metacharacters in the text filters are a 200 or 400, and % and _ match literally.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, targets, type Ctx } from './setup.js';
import { expectSane, hostileString, SQL_META, snapshot } from './hostile-support.js';

const RUNS = Number(process.env['HOSTILE_RUNS'] ?? 60);

const LISTS: { path: string; params: string[]; text: string; fixed?: Record<string, string> }[] = [
  {
    path: '/v1/members',
    params: ['page', 'limit', 'orderBy', 'orderDirection', 'username', 'country', 'withoutCompanies', 'ids', 'cursor'],
    text: 'username',
  },
  { path: '/v1/companies', params: ['page', 'limit', 'orderBy', 'orderDirection', 'name', 'country', 'enabled'], text: 'name' },
  { path: '/v1/products', params: ['companyId', 'name', 'page', 'limit'], text: 'name', fixed: { companyId: '1' } },
];

/** Literal rows with metacharacters, so % and _ have something to match. */
const LITERALS = ['meta%pct', 'meta_under', "meta'quote", 'meta\\back'];

describe.each(targets)('hostile queries (%s)', (target) => {
  let ctx: Ctx;
  let texts: Record<string, string[]>;
  let members: { u: string; e: string }[];
  beforeAll(async () => {
    ctx = await setup(target);
    for (const [i, u] of LITERALS.entries()) {
      await ctx.db.query(
        `insert into members (email, first_name, last_name, username, country, enabled, activated, role)
         values ($1, 'Meta', 'Chars', $2, 'IT', true, true, 'customer')`,
        [`meta${i}@example.com`, u],
      );
      await ctx.db.query(`insert into companies (member_id, name, country) values (4, $1, 'IT')`, [`Co ${u}`]);
      await ctx.db.query(`insert into products (company_id, name, price) values (1, $1, 1)`, [`Prod ${u}`]);
    }
    const col = async (sql: string) => (await ctx.db.query<{ v: string }>(sql)).rows.map((r) => r.v);
    members = (await ctx.db.query<{ u: string | null; e: string }>('select username as u, email as e from members')).rows.map((r) => ({
      u: (r.u ?? '').toLowerCase(),
      e: r.e.toLowerCase(),
    }));
    texts = {
      '/v1/members': await col('select username as v from members'),
      '/v1/companies': await col('select name as v from companies'),
      '/v1/products': await col('select name as v from products where company_id = 1'),
    };
  });
  afterAll(() => ctx?.close());

  const get = (path: string, q: Record<string, string>) =>
    ctx.call('GET', `${path}?${new URLSearchParams(q).toString()}`, { token: ctx.admin });

  it.each(LISTS)('$path: arbitrary strings for every parameter', async (list) => {
    const before = await snapshot(ctx.db);
    const query = fc.dictionary(fc.constantFrom(...list.params), hostileString, { maxKeys: list.params.length });
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const r = await get(list.path, { ...list.fixed, ...q });
        expectSane(r, `${list.path} ${JSON.stringify(q).slice(0, 300)}`);
        expect([200, 400]).toContain(r.status);
      }),
      { numRuns: RUNS * 2 },
    );
    expect(await snapshot(ctx.db)).toBe(before);
  });

  it.each(LISTS)('$path: raw, unencoded query strings', async (list) => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 80 }), async (raw) => {
        const fixed = list.fixed ? `companyId=1&` : '';
        const r = await ctx.call('GET', `${list.path}?${fixed}${list.text}=${raw}`, { token: ctx.admin });
        expectSane(r, `${list.path} raw ${JSON.stringify(raw)}`);
        expect([200, 400]).toContain(r.status);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(LISTS)('$path: SQL metacharacters in the text filter match literally', async (list) => {
    const term = fc.array(fc.constantFrom(...SQL_META, 'meta', 'a', 'o', '.', ' '), { minLength: 1, maxLength: 5 }).map((a) => a.join(''));
    await fc.assert(
      fc.asyncProperty(term, async (t) => {
        const r = await get(list.path, { ...list.fixed, [list.text]: t, limit: '100' });
        expectSane(r, `${list.path} ${list.text}=${t}`);
        expect(r.status).toBe(200);
        const needle = t.trim().toLowerCase();
        // Members: part of the username, or its start for a term of one or two characters (migration 016), or the
        // start of the e-mail (docs/api.md).
        const expected =
          list.path === '/v1/members'
            ? members.filter(({ u, e }) => ([...needle].length < 3 ? u.startsWith(needle) : u.includes(needle)) || e.startsWith(needle))
                .length
            : texts[list.path]!.filter((v) => v.toLowerCase().includes(needle)).length;
        expect(r.body.data.pagination.dataCount, `${list.text}=${JSON.stringify(t)}`).toBe(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('% and _ are literal (examples)', async () => {
    const count = async (u: string) => (await get('/v1/members', { username: u })).body.data.pagination.dataCount;
    // A term of one or two characters matches the start of a username: none begins with these.
    expect(await count('%')).toBe(0);
    expect(await count('_')).toBe(0);
    expect(await count('a%')).toBe(0);
    expect(await count('a%p')).toBe(1);
    expect(await count('a_u')).toBe(1);
    expect(await count('meta%')).toBe(1);
    expect(await count("a'q")).toBe(1);
    expect(await count('a\\b')).toBe(1);
    expect(await count('m%a')).toBe(0);
  });

  it('NUL and lone surrogates in filters are a clean 400 or 200, never a 5xx (regression)', async () => {
    for (const v of ['\u0000', 'a\u0000b', '\ud800', 'x\udfffy']) {
      for (const list of LISTS) {
        const r = await get(list.path, { ...list.fixed, [list.text]: v });
        expectSane(r, `${list.path} ${JSON.stringify(v)}`);
      }
    }
    const nul = await get('/v1/members', { username: 'a\u0000b' });
    expect(nul).toMatchObject({ status: 400, body: { message: 'username: text must not contain NUL characters' } });
  });
});

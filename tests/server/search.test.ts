// Issue 16: GET /v1/search. Members by name, username or e-mail; companies by name or VAT; products by name
// (not soft-deleted ones, with their company's name). Ranking: exact e-mail or VAT, then prefixes, then
// substrings and similar words; a limit per group; LIKE wildcards taken literally; administrators only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchResults } from '../../src/api/contract/index.js';
import { SEARCH_CANDIDATES } from '../../src/server/routes/search.js';
import { setup, targets, type Ctx } from './setup.js';

describe.each(targets)('search (%s)', (target) => {
  let ctx: Ctx;
  const ids: Record<string, number> = {};
  const addMember = async (key: string, email: string, first: string | null, last: string | null, username: string | null = null) => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `insert into members (email, first_name, last_name, username) values ($1, $2, $3, $4) returning id`,
      [email, first, last, username],
    );
    ids[key] = rows[0]!.id;
  };
  const addCompany = async (key: string, name: string, vat: string | null) => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `insert into companies (member_id, name, vat, country) values (4, $1, $2, 'IT') returning id`,
      [name, vat],
    );
    ids[key] = rows[0]!.id;
  };
  const addProduct = async (key: string, name: string, deleted = false) => {
    const { rows } = await ctx.db.query<{ id: number }>(
      `insert into products (company_id, name, deleted_at) values ($1, $2, case when $3::boolean then now() end) returning id`,
      [ids['acme'], name, deleted],
    );
    ids[key] = rows[0]!.id;
  };

  beforeAll(async () => {
    ctx = await setup(target);
    // Exact e-mail against an address it begins (whose owner would sort first by name).
    await addMember('ann', 'Ann@Quill.test', 'Zed', 'Quill');
    await addMember('annLonger', 'ann@quill.test.example', 'Aaron', 'Quill');
    // Prefix, substring and a similar word for "quastor".
    await addMember('prefix', 'p@t16.test', 'Quastorello', 'Ng');
    await addMember('contains', 'c@t16.test', 'Li', 'Aquastor');
    await addMember('similar', 's@t16.test', 'Quastro', 'Ng');
    await addMember('byUsername', 'u@t16.test', null, null, 'quastor.99');
    await addMember('unrelated', 'x@t16.test', 'Maria', 'Quibbleworth');
    // VAT: exact against a VAT it begins.
    await addCompany('acme', 'Acme Quastor Tools', 'IT0123');
    await addCompany('vatExact', 'Zeta Srl', 'IT01234567');
    await addCompany('vatLonger', 'Alpha Srl', 'IT012345678');
    // Products: wildcards in names, a soft-deleted one, seven of a kind for the limit.
    await addProduct('percent', 'Promo 50% off');
    await addProduct('notPercent', 'Promo 50x off');
    await addProduct('underscore', 'Kit a_c mini');
    await addProduct('notUnderscore', 'Kit abc mini');
    await addProduct('deleted', 'Quastor lamp', true);
    await addProduct('live', 'Quastor chair');
    for (let i = 1; i <= 7; i++) await addProduct(`many${i}`, `Zorblax ${i}`);
    // Issue 38: "wine" (an exact name) before a name it begins, a later word, a substring and a similar word,
    // each added before the exact one (the table's order would put them first).
    await addProduct('wineSimilar', 'Winter tyre');
    await addProduct('wineInside', 'Swine feed');
    await addProduct('wineWord', 'Red wine');
    await addProduct('winePrefix', 'Wine rack');
    await addProduct('wineExact', 'WINE');
    await addCompany('cafePrefix', 'Cafeteria Rossi', null);
    await addCompany('cafeExact', 'Café', null);
    await addMember('oliPrefix', 'o1@t38.test', 'Olivero', 'Dunn');
    await addMember('oliExact', 'o2@t38.test', 'Olive', null);
    await addMember('oliWord', 'o3@t38.test', 'Ann', 'Olive-Smith');
  });
  afterAll(() => ctx?.close());

  const search = async (q: string, extra = '') => {
    const r = await ctx.call('GET', `/v1/search?q=${encodeURIComponent(q)}${extra}`, { token: ctx.admin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return searchResults.parse(r.body.data);
  };

  it('an exact e-mail comes first, whatever its case, before the addresses it begins; a text with an @ looks only at e-mails', async () => {
    const r = await search('ANN@quill.TEST');
    expect(r.members.map((m) => m.id)).toEqual([ids['ann'], ids['annLonger']]);
    expect(r.members[0]).toEqual({ id: ids['ann'], name: 'Zed Quill', username: null, email: 'Ann@Quill.test', enabled: true });
    expect(r.companies).toEqual([]);
    expect(r.products).toEqual([]);
  });

  it('an exact VAT comes first, whatever its case, before the VATs it begins', async () => {
    const r = await search('it01234567');
    expect(r.companies.map((c) => c.id)).toEqual([ids['vatExact'], ids['vatLonger']]);
    expect(r.companies[0]).toEqual({ id: ids['vatExact'], name: 'Zeta Srl', vat: 'IT01234567', country: 'IT', memberId: 4 });
    // A part of a VAT finds it too.
    expect((await search('1234567')).companies.map((c) => c.id)).toEqual([ids['vatExact'], ids['vatLonger']]);
  });

  it('prefixes of a name or username come before substrings, then words that are only similar', async () => {
    const r = await search('quastor');
    const m = r.members.map((x) => x.id);
    // The two prefix matches first (name, username), then the substring and the similar name.
    expect(new Set(m.slice(0, 2))).toEqual(new Set([ids['prefix'], ids['byUsername']]));
    expect(m.slice(2)).toEqual([ids['contains'], ids['similar']]);
    expect(m).not.toContain(ids['unrelated']);
    // Companies by a later word of their name; products with their company, not the deleted one.
    expect(r.companies.map((c) => c.id)).toEqual([ids['acme']]);
    expect(r.products).toEqual([{ id: ids['live'], name: 'Quastor chair', companyId: ids['acme'], companyName: 'Acme Quastor Tools' }]);
    // A last name's beginning and a full name's.
    expect((await search('aquast')).members.map((x) => x.id)).toEqual([ids['contains']]);
    expect((await search('li aquastor')).members.map((x) => x.id)[0]).toBe(ids['contains']);
    // A typo still finds the name (trigram word similarity).
    expect((await search('quibblewurth')).members.map((x) => x.id)).toEqual([ids['unrelated']]);
  });

  it('an exact name comes first, then a name it begins, a later word it begins, a substring, a similar word', async () => {
    const r = await search('wine');
    expect(r.products.map((p) => p.id)).toEqual([
      ids['wineExact'],
      ids['winePrefix'],
      ids['wineWord'],
      ids['wineInside'],
      ids['wineSimilar'],
    ]);
    // The same order however many names it begins: the exact name has its own index scan (the prefix tier
    // ranks the first 200 it finds in the table's order, all of them added before it here).
    await ctx.db.query(
      `insert into products (company_id, name) select $1, 'Zebu ' || i from generate_series(1, ${SEARCH_CANDIDATES + 50}) i`,
      [ids['acme']],
    );
    await addProduct('zebuExact', 'ZEBU');
    expect((await search('zebu', '&limit=1')).products.map((p) => p.id)).toEqual([ids['zebuExact']]);
    // Accents and case ignored: Café is the exact name for "cafe", before Cafeteria.
    expect((await search('CAFE')).companies.map((c) => c.id).slice(0, 2)).toEqual([ids['cafeExact'], ids['cafePrefix']]);
    // A member whose whole name is the text, before a longer first name and a later word.
    expect((await search('olive')).members.map((m) => m.id)).toEqual([ids['oliExact'], ids['oliPrefix'], ids['oliWord']]);
  });

  it('answers at most `limit` of each group (default 5, at most 20)', async () => {
    expect((await search('zorblax')).products).toHaveLength(5);
    expect((await search('zorblax', '&limit=7')).products.map((p) => p.name)).toEqual(
      Array.from({ length: 7 }, (_, i) => `Zorblax ${i + 1}`),
    );
    expect((await search('quastor', '&limit=1')).members).toHaveLength(1);
    for (const [q, extra, field] of [
      ['zorblax', '&limit=21', 'limit'],
      ['zorblax', '&limit=0', 'limit'],
      ['z', '', 'q'],
      ['x'.repeat(101), '', 'q'],
      ['  z  ', '', 'q'],
    ] as const) {
      const r = await ctx.call('GET', `/v1/search?q=${encodeURIComponent(q)}${extra}`, { token: ctx.admin });
      expect(r, `${q} ${extra}`).toMatchObject({ status: 400, body: { code: 'validation_failed', field } });
    }
    const missing = await ctx.call('GET', '/v1/search', { token: ctx.admin });
    expect(missing).toMatchObject({ status: 400, body: { field: 'q' } });
  });

  it('takes % and _ literally', async () => {
    expect((await search('50%')).products.map((p) => p.id)).toEqual([ids['percent']]);
    expect((await search('a_c')).products.map((p) => p.id)).toEqual([ids['underscore']]);
    expect((await search('%%')).products).toEqual([]);
    expect((await search('__')).members).toEqual([]);
    expect(await search('\\%_\\')).toEqual({ members: [], companies: [], products: [] });
  });

  it("is for administrators only: a member's token and no token get 401", async () => {
    const member = await ctx.call('GET', '/v1/search?q=quastor', { token: ctx.member });
    expect(member).toMatchObject({ status: 401, body: { code: 'capabilities_required', message: 'capabilities required' } });
    const none = await ctx.call('GET', '/v1/search?q=quastor');
    expect(none).toMatchObject({ status: 401, body: { code: 'invalid_token', message: 'invalid token' } });
  });
});

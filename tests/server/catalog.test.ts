import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, company, insights, paginated, product, CATEGORY_EXISTS } from '../../src/api/contract/index.js';
import { setup, targets, type Ctx } from './setup.js';

describe.each(targets)('companies, products, categories, insights (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());
  const get = (path: string) => ctx.call('GET', path, { token: ctx.admin });

  it('lists companies per contract, with filters and sorting', async () => {
    const r = await get('/v1/companies?limit=50');
    const page = paginated(company).parse(r.body.data);
    expect(page.pagination.dataCount).toBe(20);
    expect(page.data.every((c) => c.branches.length >= 1 && c.branches.length <= 3)).toBe(true);
    const some = page.data[0]!;
    const byName = (await get(`/v1/companies?name=${encodeURIComponent(some.name.slice(1, 5).toUpperCase())}`)).body.data.data;
    expect(byName.map((c: { id: number }) => c.id)).toContain(some.id);
    const it = (await get('/v1/companies?country=IT&limit=50')).body.data.data as { country: string }[];
    expect(it.every((c) => c.country === 'IT')).toBe(true);
    const enabled = (await get('/v1/companies?enabled=true&limit=50')).body.data.data as { member: { enabled: boolean } }[];
    const disabled = (await get('/v1/companies?enabled=false&limit=50')).body.data.data as { member: { enabled: boolean } }[];
    expect(enabled.length + disabled.length).toBe(20);
    expect(disabled.every((c) => !c.member.enabled)).toBe(true);
    const desc = (await get('/v1/companies?orderBy=city&orderDirection=desc&limit=50')).body.data.data as { id: number }[];
    const asc = (await get('/v1/companies?orderBy=city&orderDirection=asc&limit=50')).body.data.data as { id: number }[];
    expect(desc.map((c) => c.id)).toEqual(asc.map((c) => c.id).reverse());
    expect((await get('/v1/companies?orderBy=vat')).status).toBe(400);
    expect((await get('/v1/companies?enabled=maybe')).status).toBe(400);
  });

  it('answers one company or 404', async () => {
    const r = await get('/v1/companies/1');
    expect(company.parse(r.body.data).id).toBe(1);
    expect((await get('/v1/companies/99999')).status).toBe(404);
    expect((await get('/v1/companies/abc')).status).toBe(400);
  });

  it('lists products of a company, searches by name, deletes', async () => {
    const r = await get('/v1/products?companyId=1&limit=100');
    const page = paginated(product).parse(r.body.data);
    expect(page.pagination.dataCount).toBe(15);
    expect(page.data.some((p) => p.category && p.category.translations.length === 2)).toBe(true);
    const needle = page.data[0]!.name.slice(0, 6);
    const found = (await get(`/v1/products?companyId=1&name=${encodeURIComponent(needle.toLowerCase())}`)).body.data.data;
    expect(found.length).toBeGreaterThan(0);
    const missing = await get('/v1/products');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^companyId:/);
    for (const odd of ['0x1', '1e0', '-1', '1.5', 'abc']) {
      const bad = await get(`/v1/products?companyId=${encodeURIComponent(odd)}`);
      expect(bad.status, odd).toBe(400);
      expect(bad.body.message).toBe('companyId: must be a positive whole number');
    }
    const id = page.data[0]!.id;
    expect((await ctx.call('DELETE', `/v1/products/${id}`, { token: ctx.admin })).status).toBe(200);
    expect((await ctx.call('DELETE', `/v1/products/${id}`, { token: ctx.admin })).status).toBe(404);
  });

  it('answers the category tree sorted by code with en and it names', async () => {
    const tree = (await get('/v1/categories')).body.data as unknown[];
    const roots = tree.map((c) => category.parse(c));
    const codes = roots.map((c) => c.name);
    for (const code of ['apparelAndAccessories', 'electronics', 'furniture', 'software', 'vehiclesAndParts']) expect(codes).toContain(code);
    expect(codes.length).toBeGreaterThanOrEqual(6);
    expect(roots[0]!.children[0]!.children.length).toBeGreaterThan(0);
    expect(roots[0]!.translations.map((t) => t.languageCode).sort()).toEqual(['en', 'it']);
  });

  it('creates, renames and deletes categories with clear conflicts', async () => {
    const t = [
      { languageCode: 'en', name: 'Toys' },
      { languageCode: 'it', name: 'Giocattoli' },
    ];
    const created = await ctx.call('POST', '/v1/categories', { token: ctx.admin, body: { name: 'toys', translations: t } });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const child = await ctx.call('POST', '/v1/categories', {
      token: ctx.admin,
      body: { name: 'boardGames', translations: t, parentId: id },
    });
    expect(child.status).toBe(201);
    const dup = await ctx.call('POST', '/v1/categories', { token: ctx.admin, body: { name: 'toys', translations: t } });
    expect(dup).toMatchObject({ status: 409, body: { message: CATEGORY_EXISTS } });
    const renameDup = await ctx.call('PATCH', '/v1/categories/rename', {
      token: ctx.admin,
      body: { categoryId: id, newName: 'electronics', translations: t },
    });
    expect(renameDup).toMatchObject({ status: 409, body: { message: CATEGORY_EXISTS } });
    const renamed = await ctx.call('PATCH', '/v1/categories/rename', {
      token: ctx.admin,
      body: { categoryId: id, newName: 'toysAndGames', translations: [{ languageCode: 'en', name: 'Toys and games' }] },
    });
    expect(renamed.body.data).toMatchObject({ name: 'toysAndGames', translations: [{ languageCode: 'en', name: 'Toys and games' }] });
    const withKids = await ctx.call('DELETE', `/v1/categories/${id}`, { token: ctx.admin });
    expect(withKids.status).toBe(409);
    expect(withKids.body.message).toMatch(/subcategories/);
    expect((await ctx.call('DELETE', `/v1/categories/${child.body.data.id}`, { token: ctx.admin })).status).toBe(200);
    expect((await ctx.call('DELETE', `/v1/categories/${id}`, { token: ctx.admin })).status).toBe(200);
    expect((await ctx.call('DELETE', `/v1/categories/${id}`, { token: ctx.admin })).status).toBe(404);
    const noParent = await ctx.call('POST', '/v1/categories', {
      token: ctx.admin,
      body: { name: 'orphan', translations: t, parentId: 99999 },
    });
    expect(noParent.status).toBe(404);
  });

  it('validates category codes and translations', async () => {
    for (const name of ['', '123', 'with space', 'dash-ed']) {
      const r = await ctx.call('POST', '/v1/categories', { token: ctx.admin, body: { name, translations: [] } });
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/^name:/);
    }
    const lang = await ctx.call('POST', '/v1/categories', {
      token: ctx.admin,
      body: { name: 'ok', translations: [{ languageCode: 'fr', name: 'x' }] },
    });
    expect(lang.body.message).toMatch(/^translations\.0\.languageCode:/);
    expect(
      (
        await ctx.call('PATCH', '/v1/categories/rename', {
          token: ctx.admin,
          body: { categoryId: 99999, newName: 'zzz', translations: [] },
        })
      ).status,
    ).toBe(404);
  });

  it('answers insights counts', async () => {
    const r = await get('/v1/insights/all');
    const counts = insights.parse(r.body.data);
    expect(counts.users).toBe(80);
    expect(counts.companies).toBe(20);
    expect(counts.products).toBeGreaterThanOrEqual(299);
  });
});

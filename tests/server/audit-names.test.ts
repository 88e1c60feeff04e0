// Issue 35, item 1: GET /v1/audit names a category in each language (target.names), not only by its code; other
// targets carry no names. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../src/api/contract/index.js';
import { setup, targets, type Ctx } from './setup.js';

describe.each(targets)('audit target names (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  it('a category event carries the category names by language, deleted categories too; a member event none', async () => {
    const created = await ctx.call('POST', '/v1/categories', {
      token: ctx.admin,
      body: {
        name: 'wirelessMicsProbe',
        translations: [
          { languageCode: 'it', name: 'Microfoni wireless' },
          { languageCode: 'en', name: 'Wireless mics' },
        ],
      },
    });
    expect(created.status).toBeLessThan(300);
    const id = created.body.data.id as number;
    expect((await ctx.call('DELETE', `/v1/categories/${id}`, { token: ctx.admin })).status).toBeLessThan(300);
    const r = await ctx.call('GET', `/v1/audit?targetType=category&targetId=${id}`, { token: ctx.admin });
    expect(r.status).toBe(200);
    const events = r.body.data.data;
    expect(events.map((e: { action: string }) => e.action)).toEqual(['category.deleted', 'category.created']);
    for (const e of events) {
      expect(auditEvent.parse(e)).toBeTruthy();
      expect(e.target.label).toBe('wirelessMicsProbe');
      expect(e.target.names).toEqual({ it: 'Microfoni wireless', en: 'Wireless mics' });
    }
    const members = await ctx.call('GET', '/v1/audit?targetType=member&limit=5', { token: ctx.admin });
    expect(members.body.data.data.length).toBeGreaterThan(0);
    for (const e of members.body.data.data) expect(e.target).not.toHaveProperty('names');
  });

  it('a category event names the parent categories its changes hold by id (issue 38); others carry none', async () => {
    const make = async (name: string, it: string, en: string, parentId?: number) => {
      const r = await ctx.call('POST', '/v1/categories', {
        token: ctx.admin,
        body: {
          name,
          ...(parentId ? { parentId } : {}),
          translations: [
            { languageCode: 'it', name: it },
            { languageCode: 'en', name: en },
          ],
        },
      });
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
      return r.body.data.id as number;
    };
    const parent = await make('drinksProbe', 'Bevande prova', 'Drinks probe');
    const child = await make('wineProbe', 'Vino prova', 'Wine probe', parent);
    const r = await ctx.call('GET', `/v1/audit?targetType=category&targetId=${child}`, { token: ctx.admin });
    const [e] = r.body.data.data;
    expect(auditEvent.parse(e)).toBeTruthy();
    expect(e.changes.parentId).toEqual({ from: null, to: parent });
    expect(e.categories).toEqual({ [String(parent)]: { it: 'Bevande prova', en: 'Drinks probe' } });
    const top = await ctx.call('GET', `/v1/audit?targetType=category&targetId=${parent}`, { token: ctx.admin });
    expect(top.body.data.data[0]).not.toHaveProperty('categories');
  });
});

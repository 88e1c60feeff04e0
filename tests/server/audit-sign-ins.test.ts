// The activity panel and the dashboard leave the sign-ins out by default: GET /v1/audit?excludeSignIns=true is a
// filter of the query (not of a page after the fact), so a page is full and its cursor leads on to the rest.
// PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, targets, type Ctx } from './setup.js';

type Event = { id: string; action: string };

describe.each(targets)('the audit trail without sign-ins (%s)', (target) => {
  let ctx: Ctx;
  const get = async (query: string) => {
    const r = await ctx.call('GET', `/v1/audit?${query}`, { token: ctx.admin });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as { data: Event[]; nextCursor: string | null };
  };
  /** Every event of the query, page after page by cursor. */
  const all = async (query: string) => {
    const out: Event[] = [];
    let cursor: string | null = null;
    do {
      const page: { data: Event[]; nextCursor: string | null } = await get(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      out.push(...page.data);
      cursor = page.nextCursor;
    } while (cursor);
    return out;
  };

  beforeAll(async () => {
    ctx = await setup(target);
    // The newest events: sign-ins between the writes, as an admin's morning makes them.
    for (let i = 0; i < 3; i++) {
      await ctx.login('member@example.com', 'demo-member');
      await ctx.call('POST', '/v1/members/disable', { token: ctx.admin, body: { memberId: 3 } });
      await ctx.login('member@example.com', 'demo-member');
      await ctx.call('POST', '/v1/members/enable-by-admin', { token: ctx.admin, body: { memberId: 3 } });
    }
  });
  afterAll(() => ctx?.close());

  it('excludeSignIns=true leaves every sign-in out, and only them; the pages stay full', async () => {
    const everything = await all('limit=200');
    expect(everything.filter((e) => e.action === 'auth.signed_in').length).toBeGreaterThanOrEqual(6);
    const without = await all('limit=200&excludeSignIns=true');
    expect(without.map((e) => e.id)).toEqual(everything.filter((e) => e.action !== 'auth.signed_in').map((e) => e.id));
    // A page of 4 is 4 events that are not sign-ins, though sign-ins sit between them.
    const first = await get('limit=4&excludeSignIns=true');
    expect(first.data.map((e) => e.action)).toEqual(['member.enabled', 'member.disabled', 'member.enabled', 'member.disabled']);
    expect(first.nextCursor).not.toBeNull();
    const second = await get(`limit=4&excludeSignIns=true&cursor=${first.nextCursor}`);
    expect(second.data.map((e) => e.id)).toEqual(without.slice(4, 8).map((e) => e.id));
  });

  it('absent or false: every event, sign-ins included (the API answers as before)', async () => {
    const plain = await get('limit=10');
    expect(plain.data.map((e) => e.action)).toContain('auth.signed_in');
    expect((await get('limit=10&excludeSignIns=false')).data).toEqual(plain.data);
  });

  it('combines with the other filters: an actor, an action', async () => {
    expect((await get('limit=200&actorId=2&excludeSignIns=true')).data.map((e) => e.action)).not.toContain('auth.signed_in');
    expect((await get('limit=200&actorId=2')).data.map((e) => e.action)).toContain('auth.signed_in');
    expect((await get('limit=5&action=auth.signed_in&excludeSignIns=true')).data).toEqual([]);
    expect((await get('limit=5&action=member.disabled&excludeSignIns=true')).data.length).toBeGreaterThan(0);
  });

  it('refuses anything but true or false', async () => {
    const r = await ctx.call('GET', '/v1/audit?excludeSignIns=yes', { token: ctx.admin });
    expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
  });
});

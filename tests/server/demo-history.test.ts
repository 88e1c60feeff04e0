// Issue 35, item 1: the demo's audit trail has a believable past: who disabled each disabled member, by
// name, in the past, read through GET /v1/audit. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, targets, type Ctx } from './setup.js';

describe.each(targets)('the demo seed writes a history (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  it('every activated member who is disabled has a member.disabled event by a named administrator, in the past', async () => {
    const disabled = (
      await ctx.db.query<{ id: number; name: string }>(
        `select id, first_name || ' ' || last_name as name from members where not enabled and activated order by id`,
      )
    ).rows;
    expect(disabled.length).toBeGreaterThan(0);
    for (const m of disabled) {
      const r = await ctx.call('GET', `/v1/audit?targetType=member&targetId=${m.id}&action=member.disabled&limit=1`, { token: ctx.admin });
      expect(r.status).toBe(200);
      const ev = r.body.data.data[0];
      expect(ev, `member ${m.id}`).toBeDefined();
      expect(ev.actor).toEqual({ id: 1, name: 'Ada Rossi', username: 'ada.rossi' });
      expect(ev.target.label).toBe(m.name);
      expect(ev.changes).toEqual({ enabled: { from: true, to: false } });
      expect(Date.parse(ev.at)).toBeLessThan(Date.now() - 60_000);
    }
  });

  it('the pending member (never activated) has no disable event, and the enabled ones end enabled', async () => {
    const r = await ctx.call('GET', '/v1/audit?targetType=member&targetId=3', { token: ctx.admin });
    expect(r.body.data.data).toEqual([]);
    const all = await ctx.call('GET', '/v1/audit?actorId=1&limit=200', { token: ctx.admin });
    const last = new Map<string, string>();
    for (const e of [...all.body.data.data].reverse()) if (e.action.startsWith('member.')) last.set(e.target.id, e.action);
    const enabled = (await ctx.db.query<{ id: number }>('select id from members where enabled')).rows.map((x) => String(x.id));
    for (const id of enabled) expect(last.get(id) ?? 'member.enabled').toBe('member.enabled');
  });
});

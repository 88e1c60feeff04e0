// Design round 12, finding 12: two members of the same name (the demo's two "Arthur Bernard") read alike in the trail.
// GET /v1/audit gives each member it names, actor and member target, their username as it is now (and their e-mail
// only when they have none), so a panel can tell them apart. PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../src/api/contract/index.js';
import { setup, targets, type Ctx } from './setup.js';

describe.each(targets)('audit member handles (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  it('a member event carries the target’s and the actor’s username; other targets none', async () => {
    const found = await ctx.db.query<{ id: number; username: string }>(
      `select id, username from members where first_name = 'Arthur' and last_name = 'Bernard' and username is not null order by id limit 2`,
    );
    expect(found.rows).toHaveLength(2);
    // One of the demo's two is disabled: enabled first, so each disable is an event.
    for (const m of found.rows) await ctx.call('POST', '/v1/members/enable-by-admin', { token: ctx.admin, body: { memberId: m.id } });
    for (const m of found.rows)
      expect((await ctx.call('POST', '/v1/members/disable', { token: ctx.admin, body: { memberId: m.id } })).status).toBeLessThan(300);
    const admin = await ctx.db.query<{ id: number; username: string | null; email: string }>(
      `select id, username, email from members where email = 'admin@example.com'`,
    );
    const me = admin.rows[0]!;
    const r = await ctx.call('GET', '/v1/audit?targetType=member&action=member.disabled&limit=2', { token: ctx.admin });
    expect(r.status).toBe(200);
    const events = r.body.data.data;
    expect(events).toHaveLength(2);
    for (const e of events) expect(auditEvent.parse(e)).toBeTruthy();
    // Newest first: the second member disabled, then the first.
    expect(events.map((e: { target: { label: string } }) => e.target.label)).toEqual(['Arthur Bernard', 'Arthur Bernard']);
    expect(events.map((e: { target: { username: string } }) => e.target.username)).toEqual(
      [...found.rows].reverse().map((m) => m.username),
    );
    for (const e of events) {
      expect(e.target).not.toHaveProperty('email');
      expect(e.actor.id).toBe(me.id);
      if (me.username) expect(e.actor).toMatchObject({ username: me.username });
      else expect(e.actor).toMatchObject({ username: null, email: me.email });
    }
    const categories = await ctx.call('GET', '/v1/audit?targetType=category&limit=3', { token: ctx.admin });
    for (const e of categories.body.data.data) expect(e.target).not.toHaveProperty('username');
  });

  it('a member without a username is told apart by their e-mail', async () => {
    const m = await ctx.db.query<{ id: number; email: string }>(
      `select id, email from members where role = 'customer' and enabled order by id desc limit 1`,
    );
    const id = m.rows[0]!.id;
    await ctx.db.query('update members set username = null where id = $1', [id]);
    expect((await ctx.call('POST', '/v1/members/disable', { token: ctx.admin, body: { memberId: id } })).status).toBeLessThan(300);
    const r = await ctx.call('GET', `/v1/audit?targetType=member&targetId=${id}&limit=1`, { token: ctx.admin });
    expect(r.body.data.data[0].target).toMatchObject({ username: null, email: m.rows[0]!.email });
  });
});

// Notifications at any audience size (issue 15), in process on both databases: a send to an audience is
// stored and queued in its request and fanned out by the job engine in batches; scheduling, cancel, the
// test send, and a fan-out that resumes from its cursor without reaching anyone twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, targets, type Ctx } from './setup.js';
import { seedScale } from '../../src/server/seed/scale.js';
import { fanoutBatch, runFanout } from '../../src/server/jobs/fanout.js';
import { rowsAdapter, type DeliveryAdapter } from '../../src/server/jobs/delivery.js';

const payload = { title: 'Saldi', message: 'Fino al 50%', type: 'SYSTEM', target: 'ALL' };
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

describe.each(targets)('notification fan-out (%s)', (target) => {
  let ctx: Ctx;
  let enabled: number;
  beforeAll(async () => {
    // Batches of 100 over ~1,100 members: a send takes a dozen batches and two slices.
    ctx = await setup(target, { jobs: { batchSize: 100, sliceMs: 30, pollSeconds: 0.5 } });
    await seedScale(ctx.db, { members: 1000, companies: 0, products: 0 });
    enabled = (await ctx.db.query<{ n: number }>('select count(*)::int as n from members where enabled')).rows[0]!.n;
  });
  afterAll(() => ctx?.close());
  const send = (body: object = {}) => ctx.call('POST', '/v1/notifications/send-bulk', { token: ctx.admin, body: { ...payload, ...body } });
  const rowsOf = async (id: number) =>
    (
      await ctx.db.query<{ n: number; members: number }>(
        `select count(*)::int as n, count(distinct n.member_id)::int as members from notifications n
       join notification_sends s on s.batch_id = n.batch_id where s.id = $1`,
        [id],
      )
    ).rows[0]!;

  it('answers the audience at once, queued; the fan-out reaches each enabled member once, in batches', async () => {
    const r = await send();
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ count: enabled, id: expect.any(Number), status: 'queued' });
    const done = await ctx.settled(r.body.data.id);
    expect(done).toMatchObject({ status: 'sent', recipients: enabled, delivered: enabled, sendAt: null, test: false });
    expect(Date.parse(done.finishedAt)).toBeGreaterThanOrEqual(Date.parse(done.sentAt));
    expect(await rowsOf(r.body.data.id)).toEqual({ n: enabled, members: enabled });
  });

  it('a send resumed after it stopped mid-way (its cursor committed with each batch) reaches nobody twice', async () => {
    // Stored and queued through the route, then fanned out here batch by batch, as a worker would.
    const r = await send({ sendAt: inMinutes(60) });
    const id = r.body.data.id as number;
    await ctx.db.query(`update notification_sends set status = 'queued' where id = $1`, [id]);
    expect(await fanoutBatch(ctx.db, rowsAdapter, id, 100)).toBe(true);
    expect(await fanoutBatch(ctx.db, rowsAdapter, id, 100)).toBe(true);
    // A crash inside the third batch: its rows roll back with the cursor.
    const crashing: DeliveryAdapter = {
      name: 'crashing',
      deliver: async (tx, s, ids) => {
        await rowsAdapter.deliver(tx, s, ids);
        throw new Error('process killed');
      },
    };
    await expect(fanoutBatch(ctx.db, crashing, id, 100)).rejects.toThrow('process killed');
    expect(await rowsOf(id)).toEqual({ n: 200, members: 200 });
    // A second worker taking the same send (an expired job retried) runs after the first, never beside it.
    await Promise.all([
      runFanout(ctx.db, rowsAdapter, id, { batchSize: 100, sliceMs: 60_000 }),
      runFanout(ctx.db, rowsAdapter, id, { batchSize: 100, sliceMs: 60_000 }),
    ]);
    expect(await rowsOf(id)).toEqual({ n: enabled, members: enabled });
    expect((await ctx.call('GET', `/v1/notifications/${id}`, { token: ctx.admin })).body.data).toMatchObject({
      status: 'sent',
      delivered: enabled,
    });
  });

  it('schedules a send up to 30 days ahead; cancel before it starts sends nothing; a started or ended one cannot be cancelled', async () => {
    const at = inMinutes(24 * 60);
    const r = await send({ target: 'COMPANIES', sendAt: at });
    expect(r.body.data.status).toBe('scheduled');
    const id = r.body.data.id as number;
    const one = await ctx.call('GET', `/v1/notifications/${id}`, { token: ctx.admin });
    expect(one.body.data).toMatchObject({ status: 'scheduled', sendAt: new Date(at).toISOString(), delivered: 0, finishedAt: null });
    const cancel = await ctx.call('POST', `/v1/notifications/${id}/cancel`, { token: ctx.admin });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data).toMatchObject({ id, status: 'cancelled', delivered: 0 });
    expect(cancel.body.data.finishedAt).not.toBeNull();
    // The fan-out of a cancelled send (its job ran anyway) stops before its first batch.
    expect(await fanoutBatch(ctx.db, rowsAdapter, id, 100)).toBe(false);
    expect(await rowsOf(id)).toEqual({ n: 0, members: 0 });
    const again = await ctx.call('POST', `/v1/notifications/${id}/cancel`, { token: ctx.admin });
    expect(again).toMatchObject({ status: 409, body: { code: 'not_cancellable' } });
    const sent = await send({ target: 'SINGLE', memberId: 2 });
    expect((await ctx.call('POST', `/v1/notifications/${sent.body.data.id}/cancel`, { token: ctx.admin })).body.code).toBe(
      'not_cancellable',
    );
    expect((await ctx.call('POST', '/v1/notifications/999999/cancel', { token: ctx.admin })).status).toBe(404);
    // Recorded in the audit trail with the write.
    const events = await ctx.db.query<{ action: string; changes: unknown }>(
      `select action, changes from audit_events where target_type = 'notification' and target_id = $1 order by id`,
      [String(id)],
    );
    expect(events.rows.map((e) => e.action)).toEqual(['notification.sent', 'notification.cancelled']);
    expect(events.rows[0]!.changes).toMatchObject({ sendAt: { from: null, to: new Date(at).toISOString() } });
    expect(events.rows[1]!.changes).toEqual({ status: { from: 'scheduled', to: 'cancelled' } });
  });

  it('refuses a time in the past or more than 30 days ahead, or not a date-time, with code send_at_invalid on sendAt', async () => {
    for (const sendAt of [inMinutes(-1), inMinutes(31 * 24 * 60)]) {
      const r = await send({ sendAt });
      expect(r).toMatchObject({ status: 400, body: { code: 'send_at_invalid', field: 'sendAt' } });
    }
    const bad = await send({ sendAt: 'tomorrow at nine' });
    expect(bad).toMatchObject({ status: 400, body: { field: 'sendAt' } });
    expect(bad.body.message).toMatch(/^sendAt: sendAt must be an ISO date-time/);
  });

  it('a scheduled send fires at its time', async () => {
    const r = await send({ target: 'ALL', targetCountry: 'IT', sendAt: new Date(Date.now() + 1500).toISOString() });
    expect(r.body.data.status).toBe('scheduled');
    const done = await ctx.settled(r.body.data.id);
    expect(done).toMatchObject({ status: 'sent', delivered: r.body.data.count });
    expect(Date.parse(done.finishedAt)).toBeGreaterThanOrEqual(Date.parse(done.sendAt));
  });

  it('a test send goes to the signed-in admin only, now, marked as a test, even for a schedule or a big audience', async () => {
    const r = await ctx.call('POST', '/v1/notifications/send-test', { token: ctx.admin, body: { ...payload, sendAt: inMinutes(60) } });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ count: 1, id: expect.any(Number), status: 'sent' });
    const rows = await ctx.db.query<{ member_id: number; test: boolean }>(
      `select n.member_id, n.test from notifications n join notification_sends s on s.batch_id = n.batch_id where s.id = $1`,
      [r.body.data.id],
    );
    expect(rows.rows).toEqual([{ member_id: 1, test: true }]);
    const one = await ctx.call('GET', `/v1/notifications/${r.body.data.id}`, { token: ctx.admin });
    expect(one.body.data).toMatchObject({ test: true, status: 'sent', delivered: 1, recipients: 1, sendAt: null, author: { id: 1 } });
    // Members cannot send tests (admins only, as every notification call).
    expect((await ctx.call('POST', '/v1/notifications/send-test', { token: ctx.member, body: payload })).body.code).toBe(
      'capabilities_required',
    );
    expect((await ctx.call('POST', '/v1/notifications/1/cancel', { token: ctx.member })).body.code).toBe('capabilities_required');
  });
});

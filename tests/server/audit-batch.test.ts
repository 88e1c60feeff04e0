// A bulk disable of 3 members and its undo wrote six unrelated rows. The panels now send one id for every call of
// a bulk run (X-Backoffice-Batch), kept with each event as `batchId`, so the trail can show the run as one row.
// PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../src/api/contract/index.js';
import { setup, targets, type Ctx } from './setup.js';

type Event = { action: string; target: { id: string }; batchId?: string };

describe.each(targets)('the events of one bulk run are linked (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  const toggle = (path: string, memberId: number, batch?: string) =>
    ctx.call('POST', `/v1/members/${path}`, {
      token: ctx.admin,
      body: { memberId },
      ...(batch === undefined ? {} : { headers: { 'X-Backoffice-Batch': batch } }),
    });
  const newest = async (n: number) => {
    const r = await ctx.call('GET', `/v1/audit?limit=${n}&excludeSignIns=true`, { token: ctx.admin });
    expect(r.status).toBe(200);
    for (const e of r.body.data.data) expect(auditEvent.parse(e)).toBeTruthy();
    return r.body.data.data as Event[];
  };

  it('a run and its undo: each event carries its run’s id, a call without the header none', async () => {
    for (const id of [3, 4, 5]) expect((await toggle('disable', id, 'run-1')).status).toBe(200);
    for (const id of [3, 4, 5]) expect((await toggle('enable-by-admin', id, 'undo-1')).status).toBe(200);
    expect((await toggle('disable', 6)).status).toBe(200);
    const events = await newest(7);
    expect(events.map((e) => [e.action, e.target.id, e.batchId ?? null])).toEqual([
      ['member.disabled', '6', null],
      ['member.enabled', '5', 'undo-1'],
      ['member.enabled', '4', 'undo-1'],
      ['member.enabled', '3', 'undo-1'],
      ['member.disabled', '5', 'run-1'],
      ['member.disabled', '4', 'run-1'],
      ['member.disabled', '3', 'run-1'],
    ]);
    expect(events[0]).not.toHaveProperty('batchId');
    await toggle('enable-by-admin', 6);
  });

  it('a header not of the shape of an id (spaces, too long) links nothing', async () => {
    expect((await toggle('disable', 7, 'not an id')).status).toBe(200);
    expect((await toggle('enable-by-admin', 7, 'x'.repeat(65))).status).toBe(200);
    const events = await newest(2);
    expect(events.map((e) => [e.action, e.batchId ?? null])).toEqual([
      ['member.enabled', null],
      ['member.disabled', null],
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setup, targets, type Ctx } from './setup.js';

type Row = { id: number; enabled: boolean; country: string; companies: unknown[] };

describe.each(targets)('notifications and idempotency (%s)', (target) => {
  let ctx: Ctx;
  let all: Row[];
  beforeAll(async () => {
    ctx = await setup(target);
    all = (await ctx.call('GET', '/v1/members?limit=100', { token: ctx.admin })).body.data.data;
  });
  afterAll(() => ctx?.close());
  const send = (body: object, headers: Record<string, string> = {}) =>
    ctx.call('POST', '/v1/notifications/send-bulk', {
      token: ctx.admin,
      body: { title: 'Hi', message: 'News', type: 'SYSTEM', ...body },
      headers,
    });
  const rowsOf = async (batchCount: number) =>
    (await ctx.db.query<{ n: number }>('select count(*)::int as n from notifications')).rows[0]!.n - batchCount;

  it.each([
    ['ALL', undefined, (m: Row) => m.enabled],
    ['MEMBERS', undefined, (m: Row) => m.enabled && m.companies.length === 0],
    ['COMPANIES', undefined, (m: Row) => m.enabled && m.companies.length > 0],
    ['ALL', 'IT', (m: Row) => m.enabled && m.country === 'IT'],
    ['MEMBERS', 'ES', (m: Row) => m.enabled && m.companies.length === 0 && m.country === 'ES'],
    ['COMPANIES', 'FR', (m: Row) => m.enabled && m.companies.length > 0 && m.country === 'FR'],
    ['ALL', 'PT', () => false],
  ] as const)('target %s country %s matches the members list', async (target, targetCountry, keep) => {
    const before = await rowsOf(0);
    const r = await send({ target, ...(targetCountry ? { targetCountry } : {}) });
    expect(r.status).toBe(200);
    expect(r.body.data.count).toBe(all.filter(keep).length);
    // Stored and queued in the request; the fan-out writes one row per recipient in the background.
    expect(r.body.data.status).toBe('queued');
    expect(await ctx.settled(r.body.data.id)).toMatchObject({
      status: 'sent',
      recipients: r.body.data.count,
      delivered: r.body.data.count,
    });
    expect((await rowsOf(0)) - before).toBe(r.body.data.count); // one row per recipient
    // The audience of the same target counts what the send reached, and sends nothing.
    const a = await ctx.call(
      'GET',
      `/v1/notifications/audience?target=${target}${targetCountry ? `&targetCountry=${targetCountry}` : ''}`,
      { token: ctx.admin },
    );
    expect(a).toMatchObject({ status: 200, body: { data: { count: r.body.data.count } } });
    expect(await rowsOf(0)).toBe(before + r.body.data.count);
  });

  it('the audience validates its query', async () => {
    const single = await ctx.call('GET', '/v1/notifications/audience?target=SINGLE', { token: ctx.admin });
    expect(single.status).toBe(400);
    expect(single.body.message).toMatch(/^target: target must be one of ALL, MEMBERS, COMPANIES/);
    expect((await ctx.call('GET', '/v1/notifications/audience?target=ALL&targetCountry=JP', { token: ctx.admin })).status).toBe(400);
  });

  it('SINGLE needs an existing memberId', async () => {
    expect((await send({ target: 'SINGLE', memberId: 5 })).body.data.count).toBe(1);
    expect((await send({ target: 'SINGLE', memberId: 99999 })).status).toBe(404);
    const missing = await send({ target: 'SINGLE' });
    expect(missing).toMatchObject({ status: 400, body: { message: 'memberId: memberId is required for the SINGLE target' } });
    expect((await send({ target: 'ALL', memberId: 5 })).status).toBe(400);
  });

  it('validates the payload', async () => {
    expect((await send({ target: 'EVERYONE' })).body.message).toMatch(/^target: target must be one of/);
    expect((await send({ target: 'ALL', targetCountry: 'JP' })).body.message).toMatch(/^targetCountry:/);
    expect((await send({ target: 'ALL', title: '' })).body.message).toBe('title: title is required');
  });

  it('replays an Idempotency-Key without sending twice', async () => {
    const before = await rowsOf(0);
    const headers = { 'Idempotency-Key': `k-${target}-1` };
    const first = await send({ target: 'COMPANIES' }, headers);
    const second = await send({ target: 'COMPANIES' }, headers);
    expect(second.status).toBe(first.status);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    await ctx.settled(first.body.data.id);
    expect((await rowsOf(0)) - before).toBe(first.body.data.count);
    expect(
      (
        await ctx.db.query<{ n: number }>(
          `select count(*)::int as n from notification_sends where title = 'Hi' and target = 'COMPANIES' and id > $1`,
          [first.body.data.id],
        )
      ).rows[0]!.n,
    ).toBe(0);
    const other = await ctx.call('POST', '/v1/members/disable', { token: ctx.admin, body: { memberId: 7 }, headers });
    expect(other.status).toBe(422);
    const tooLong = await send({ target: 'ALL' }, { 'Idempotency-Key': 'x'.repeat(201) });
    expect(tooLong.status).toBe(400);
    // A failed request frees the key: the corrected retry runs.
    const k2 = { 'Idempotency-Key': `k-${target}-2` };
    expect((await send({ target: 'NOPE' }, k2)).status).toBe(400);
    expect((await send({ target: 'SINGLE', memberId: 5 }, k2)).body.data.count).toBe(1);
  });

  it('concurrent requests with one key deliver once', async () => {
    const before = await rowsOf(0);
    const headers = { 'Idempotency-Key': `k-${target}-race` };
    const answers = await Promise.all([1, 2, 3].map(() => send({ target: 'SINGLE', memberId: 6 }, headers)));
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect((await rowsOf(0)) - before).toBe(1);
  });
});

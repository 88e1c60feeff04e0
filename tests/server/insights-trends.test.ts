// Issue 16: GET /v1/insights/trends. Buckets at the admin's midnights (days) and Mondays (ISO weeks), every
// bucket present, soft-deleted products left out, distinct active members, the previous range of the same
// length, validation and authorization. Dates are computed from the database's now(), never the test's clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trends as trendsSchema } from '../../src/api/contract/index.js';
import { setup, targets, type Ctx } from './setup.js';

/** YYYY-MM-DD plus n days (calendar arithmetic, no time zone involved). */
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

type Point = { date: string; companies: number; products: number; members: number; activeMembers: number };

describe.each(targets)('insights trends (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
  });
  afterAll(() => ctx?.close());

  // Every demo row a long time ago, no activity: only what a test inserts shows in the range.
  beforeEach(async () => {
    await ctx.db.exec(`delete from members where email like '%@t16.test';
      delete from products where name like 'T16 %';
      delete from companies where name like 'T16 %';
      delete from member_activity;
      update members set created_at = now() - interval '3 years', last_seen_at = null;
      update companies set created_at = now() - interval '3 years';
      update products set created_at = now() - interval '3 years', deleted_at = null`);
  });

  const get = (q: string, token = ctx.admin) => ctx.call('GET', `/v1/insights/trends${q}`, { token });
  const trends = async (range: string, tz: string) => {
    const r = await get(`?range=${range}&tz=${encodeURIComponent(tz)}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return trendsSchema.parse(r.body.data);
  };
  /** Today and the Monday of this week in the zone, as the database sees them now. */
  const today = async (tz: string) => {
    const { rows } = await ctx.db.query<{ today: string; monday: string }>(
      `select to_char(d, 'YYYY-MM-DD') as today, to_char(d - (extract(isodow from d)::int - 1), 'YYYY-MM-DD') as monday
         from (select (now() at time zone $1)::date as d) x`,
      [tz],
    );
    return rows[0]!;
  };
  /** The instant of a local date and time in a zone, as ISO 8601. */
  const at = async (tz: string, day: string, time: string) => {
    const { rows } = await ctx.db.query<{ t: string }>(
      `select to_char((($1::date + $2::time) at time zone $3) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as t`,
      [day, time, tz],
    );
    return rows[0]!.t;
  };
  const company = (createdAt: string) =>
    ctx.db.query(`insert into companies (member_id, name, created_at) values (4, 'T16 company', $1::timestamptz)`, [createdAt]);
  const product = async (createdAt: string, deleted = false) =>
    ctx.db.query(
      `insert into products (company_id, name, created_at, deleted_at) values (1, 'T16 product', $1::timestamptz, case when $2::boolean then now() end)`,
      [createdAt, deleted],
    );
  const member = async (createdAt: string) =>
    (
      await ctx.db.query<{ id: number }>(
        `insert into members (email, created_at) values ('m' || floor(random() * 1e12)::text || '@t16.test', $1::timestamptz) returning id`,
        [createdAt],
      )
    ).rows[0]!.id;
  /** An activity row, and last_seen_at moved to it if it is the latest (as the server writes them). */
  const activity = async (memberId: number, t: string) => {
    await ctx.db.query('insert into member_activity (member_id, at) values ($1, $2::timestamptz)', [memberId, t]);
    await ctx.db.query('update members set last_seen_at = greatest(last_seen_at, $2::timestamptz) where id = $1', [memberId, t]);
  };
  /** The non-zero buckets of one metric, by date. */
  const nonZero = (points: Point[], k: keyof Omit<Point, 'date'>) =>
    Object.fromEntries(points.filter((p) => p[k] > 0).map((p) => [p.date, p[k]]));
  const tally = (dates: string[]) => dates.reduce<Record<string, number>>((m, d) => ({ ...m, [d]: (m[d] ?? 0) + 1 }), {});

  it('answers every bucket, oldest first, zeros for empty ones: days up to today (7d, 30d), ISO weeks up to this one (90d, 12m)', async () => {
    for (const tz of ['UTC', 'Europe/Rome', 'America/Los_Angeles']) {
      const now = await today(tz);
      for (const [range, bucket, count, step] of [
        ['7d', 'day', 7, 1],
        ['30d', 'day', 30, 1],
        ['90d', 'week', 13, 7],
        ['12m', 'week', 52, 7],
      ] as const) {
        const t = await trends(range, tz);
        expect(t).toMatchObject({ range, tz, bucket });
        expect(t.points, `${range} ${tz}`).toHaveLength(count);
        const last = bucket === 'day' ? now.today : now.monday;
        expect(t.points.map((p) => p.date)).toEqual(Array.from({ length: count }, (_, i) => addDays(last, (i - count + 1) * step)));
        if (bucket === 'week') expect(t.points.every((p) => weekday(p.date) === 1)).toBe(true);
        expect(t.from).toBe(t.points[0]!.date);
        expect(t.to).toBe(now.today);
        expect(t.points.every((p) => p.companies === 0 && p.products === 0 && p.members === 0 && p.activeMembers === 0)).toBe(true);
        expect(t.totals).toEqual({
          companies: { current: 0, previous: 0 },
          products: { current: 0, previous: 0 },
          members: { current: 0, previous: 0 },
          activeMembers: { current: 0, previous: 0 },
        });
      }
    }
  });

  it("a day starts at midnight in the admin's time zone: 23:30 and 00:30 land on either side, in Rome and in Los Angeles", async () => {
    const rome = await today('Europe/Rome');
    const la = await today('America/Los_Angeles');
    // Rome: the 23:30 and the 00:30 after it. In Los Angeles both are the afternoon of the first day.
    await company(await at('Europe/Rome', addDays(rome.today, -3), '23:30'));
    await company(await at('Europe/Rome', addDays(rome.today, -2), '00:30'));
    // Los Angeles: the same, nine hours later; in Rome both are the next morning.
    await company(await at('America/Los_Angeles', addDays(la.today, -3), '23:30'));
    await company(await at('America/Los_Angeles', addDays(la.today, -2), '00:30'));

    const inRome = await trends('7d', 'Europe/Rome');
    expect(nonZero(inRome.points, 'companies')).toEqual(
      tally([addDays(rome.today, -3), addDays(rome.today, -2), addDays(la.today, -2), addDays(la.today, -2)]),
    );
    const inLa = await trends('7d', 'America/Los_Angeles');
    expect(nonZero(inLa.points, 'companies')).toEqual(
      tally([addDays(rome.today, -3), addDays(rome.today, -3), addDays(la.today, -3), addDays(la.today, -2)]),
    );
    expect(inRome.totals.companies.current).toBe(4);
    expect(inLa.totals.companies.current).toBe(4);
    // The 30-day range buckets them the same way.
    expect(nonZero((await trends('30d', 'Europe/Rome')).points, 'companies')).toEqual(nonZero(inRome.points, 'companies'));
  });

  it('a week starts on Monday at 00:00 local: Sunday 23:30 and Monday 00:30 land in two weeks in Rome, in one in Los Angeles', async () => {
    const { monday } = await today('Europe/Rome');
    await company(await at('Europe/Rome', addDays(monday, -8), '23:30')); // a Sunday
    await company(await at('Europe/Rome', addDays(monday, -7), '00:30')); // the Monday after it
    for (const range of ['90d', '12m']) {
      const inRome = await trends(range, 'Europe/Rome');
      expect(nonZero(inRome.points, 'companies'), range).toEqual({ [addDays(monday, -14)]: 1, [addDays(monday, -7)]: 1 });
      // 14:30 and 15:30 on that Sunday in Los Angeles: one week.
      const inLa = await trends(range, 'America/Los_Angeles');
      expect(nonZero(inLa.points, 'companies'), range).toEqual({ [addDays(monday, -14)]: 2 });
    }
    // The first Monday of 12m (51 weeks before this one) is in it, the Sunday before it is not; the previous
    // range starts 52 weeks before that Monday.
    await ctx.db.query(`delete from companies where name like 'T16 %'`);
    const first = addDays(monday, -51 * 7);
    const sunday = await at('Europe/Rome', addDays(first, -1), '23:30');
    await company(await at('Europe/Rome', first, '00:30'));
    await company(sunday);
    await company(await at('Europe/Rome', addDays(first, -52 * 7), '00:30'));
    const year = await trends('12m', 'Europe/Rome');
    expect(nonZero(year.points, 'companies')).toEqual({ [first]: 1 });
    expect(year.points[0]!.date).toBe(first);
    // The previous range ends at this moment 52 weeks ago: the Sunday is in it only late on a Sunday evening.
    const { rows } = await ctx.db.query<{ inside: boolean }>(
      `select $1::timestamptz < (now() at time zone 'Europe/Rome' - interval '364 days') at time zone 'Europe/Rome' as inside`,
      [sunday],
    );
    expect(year.totals.companies).toEqual({ current: 1, previous: rows[0]!.inside ? 2 : 1 });
  });

  it("counts new members, new products (not soft-deleted ones) and members active in each bucket once, the range's distinct", async () => {
    const { today: d } = await today('UTC');
    const a = await member(await at('UTC', addDays(d, -1), '10:00'));
    const b = await member(await at('UTC', addDays(d, -1), '11:00'));
    await member(await at('UTC', addDays(d, -2), '09:00'));
    await product(await at('UTC', addDays(d, -1), '12:00'));
    await product(await at('UTC', addDays(d, -1), '13:00'));
    await product(await at('UTC', addDays(d, -1), '14:00'), true); // soft-deleted
    await activity(a, await at('UTC', addDays(d, -1), '10:30'));
    await activity(a, await at('UTC', addDays(d, -1), '15:30'));
    await activity(b, await at('UTC', addDays(d, -1), '11:30'));
    await activity(a, await at('UTC', addDays(d, -2), '08:00'));

    const t = await trends('7d', 'UTC');
    expect(nonZero(t.points, 'members')).toEqual({ [addDays(d, -2)]: 1, [addDays(d, -1)]: 2 });
    expect(nonZero(t.points, 'products')).toEqual({ [addDays(d, -1)]: 2 });
    expect(nonZero(t.points, 'activeMembers')).toEqual({ [addDays(d, -2)]: 1, [addDays(d, -1)]: 2 });
    expect(t.totals.members.current).toBe(3);
    expect(t.totals.products.current).toBe(2);
    // Member a was active on both days: two members in the range, not three.
    expect(t.totals.activeMembers.current).toBe(2);
    // The week of these days counts the same members once.
    const weeks = await trends('90d', 'UTC');
    expect(weeks.totals.activeMembers.current).toBe(2);
    expect(weeks.points.reduce((n, p) => n + p.activeMembers, 0)).toBeLessThanOrEqual(3);
  });

  it('totals compare the range with the previous one of the same length: from its start to this moment one range ago', async () => {
    const { today: d } = await today('UTC');
    const { rows } = await ctx.db.query<{ before: string; after: string }>(
      `select to_char((now() - interval '7 days' - interval '10 minutes') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as before,
              to_char((now() - interval '7 days' + interval '10 minutes') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as after`,
    );
    const { before, after } = rows[0]!;
    await company(await at('UTC', addDays(d, -13), '00:30')); // the first day of the previous range
    await company(await at('UTC', addDays(d, -14), '23:30')); // before it
    await company(before); // previous range, 10 minutes before its end
    await company(after); // past the previous range's end
    await company(await at('UTC', addDays(d, -1), '12:00'));
    const x = await member(await at('UTC', addDays(d, -30), '12:00'));
    const y = await member(await at('UTC', addDays(d, -30), '12:00'));
    await activity(x, await at('UTC', addDays(d, -10), '12:00'));
    await activity(x, await at('UTC', addDays(d, -9), '12:00'));
    await activity(y, await at('UTC', addDays(d, -12), '12:00'));
    await activity(y, await at('UTC', addDays(d, -1), '12:00'));

    const t = await trends('7d', 'UTC');
    const afterIsCurrent = after.slice(0, 10) >= addDays(d, -6); // only when the test runs in the last 10 minutes of a UTC day
    expect(t.totals.companies).toEqual({ current: afterIsCurrent ? 2 : 1, previous: 2 });
    expect(t.totals.activeMembers).toEqual({ current: 1, previous: 2 });
    expect(t.totals.members).toEqual({ current: 0, previous: 0 });
  });

  it('answers the accounts waiting for activation and the disabled accounts now', async () => {
    const count = async (where: string) =>
      (await ctx.db.query<{ n: number }>(`select count(*)::int as n from members where ${where}`)).rows[0]!.n;
    const t = await trends('30d', 'UTC');
    expect(t.pendingActivations).toBe(await count('not activated'));
    expect(t.disabledAccounts).toBe(await count('not enabled'));
    expect(t.pendingActivations).toBeGreaterThan(0);
    await ctx.db.query(`insert into members (email, enabled, activated) values ('off@t16.test', false, false)`);
    const after = await trends('30d', 'UTC');
    expect(after.pendingActivations).toBe(t.pendingActivations + 1);
    expect(after.disabledAccounts).toBe(t.disabledAccounts + 1);
  });

  it('validates the range and the time zone: unknown ones are a 400 that says what to pass', async () => {
    const range = await get('?range=1y&tz=UTC');
    expect(range).toMatchObject({
      status: 400,
      body: { code: 'validation_failed', field: 'range', message: 'range: range must be one of 7d, 30d, 90d, 12m' },
    });
    for (const tz of ['Mars/Olympus', 'Foo+3', 'EST5', 'Europe/Atlantis']) {
      const r = await get(`?range=7d&tz=${encodeURIComponent(tz)}`);
      expect(r, tz).toMatchObject({ status: 400, body: { code: 'validation_failed', field: 'tz' } });
      expect(r.body.message, tz).toBe('tz: unknown time zone: pass an IANA time zone name such as Europe/Rome or America/Los_Angeles');
    }
    const syntax = await get(`?range=7d&tz=${encodeURIComponent("Europe/Rome';--")}`);
    expect(syntax).toMatchObject({ status: 400, body: { field: 'tz', message: 'tz: tz must be an IANA time zone such as Europe/Rome' } });
    // Any case, answered in the canonical spelling; without parameters: 30 days in UTC.
    expect((await trends('7d', 'europe/rome')).tz).toBe('Europe/Rome');
    const plain = await get('');
    expect(plain.status).toBe(200);
    expect(plain.body.data).toMatchObject({ range: '30d', tz: 'UTC', bucket: 'day' });
  });

  it("is for administrators only: a member's token and no token get 401", async () => {
    expect(await get('?range=7d', ctx.member)).toMatchObject({
      status: 401,
      body: { code: 'capabilities_required', message: 'capabilities required' },
    });
    const none = await ctx.call('GET', '/v1/insights/trends?range=7d');
    expect(none).toMatchObject({ status: 401, body: { code: 'invalid_token', message: 'invalid token' } });
  });
});

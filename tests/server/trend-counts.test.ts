// Issue 40: the dashboard's trends from the daily counts (migration 015) answer exactly what the raw rows
// answer, on seeded data with a year of activity (seed --scale), rows at the edges of Rome's DST days, and
// after deletes, soft deletes and moved creation times; the triggers keep the counts equal to a rebuild.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trendsQuery, type TrendRange } from '../../src/api/contract/index.js';
import { trendsOf } from '../../src/server/routes/insights-query.js';
import { seedScale } from '../../src/server/seed/scale.js';
import { setup, targets, type Ctx } from './setup.js';

const RANGES: TrendRange[] = ['7d', '30d', '90d', '12m'];
const ROME = 'Europe/Rome';
/** Rome's DST days of the two years the trends look at (spring: 02:00 to 03:00 missing; autumn: 02:00 to 03:00 twice). */
const DST_DAYS = ['2025-03-30', '2025-10-26', '2026-03-29', '2026-10-25'];
const TIMES = ['00:00:00', '00:30:00', '01:59:59', '02:30:00', '03:00:00', '23:59:59'];

describe.each(targets)('trend counts (%s)', (target) => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup(target);
    await seedScale(ctx.db, { members: 3000, companies: 60, products: 400, batch: 1000 });
  }, 120_000);
  afterAll(() => ctx?.close());

  /**
   * Every range through the counts and through the raw rows. The raw rows read the range's active members from
   * last_seen_at, the counts from the activity (migration 023): the rows this file writes into member_activity
   * directly are followed by last_seen_at, the latest activity row, as the server and the seeds write them.
   */
  const expectSameTrends = async (tz = ROME) => {
    await ctx.db.exec(`update members m set last_seen_at = a.at
       from members x left join lateral (select max(at) as at from member_activity a where a.member_id = x.id) a on true
      where x.id = m.id and m.last_seen_at is distinct from a.at`);
    for (const range of RANGES) {
      const q = trendsQuery.parse({ range, tz });
      expect(await trendsOf(ctx.db, q), `${range} ${tz}`).toEqual(await trendsOf(ctx.db, q, 'rows'));
    }
  };
  /** The counts the triggers kept, beside the counts rebuilt from the rows. */
  const expectCountsAsRebuilt = async () => {
    const read = async () =>
      (
        await ctx.db.query(
          'select * from trend_counts where (companies, products, members, active, active_week) <> (0, 0, 0, 0, 0) order by tz, day',
        )
      ).rows;
    const spans = async () => (await ctx.db.query('select * from trend_active_spans order by tz, day, prev_day')).rows;
    const kept = await read();
    const keptSpans = await spans();
    await ctx.db.exec('select trend_counts_rebuild()');
    expect(kept).toEqual(await read());
    expect(keptSpans).toEqual(await spans());
  };
  /**
   * Migration 023: the distinct members active in the local days [a, b) of `tz`, from the spans and from the
   * raw rows, for every range of `ranges` (pairs of days before today).
   */
  const expectSpansAsRows = async (tz: string, ranges: [number, number][]) => {
    const { rows } = await ctx.db.query<{ a: number; b: number; spans: number; raw: number }>(
      `with r as (select a, b, (now() at time zone $1)::date - a as lo, (now() at time zone $1)::date - b as hi
                    from unnest($2::int[], $3::int[]) u (a, b))
       select a, b,
              (select coalesce(sum(members), 0)::int from trend_active_spans x
                where x.tz = $1 and x.day >= r.lo and x.day < r.hi and x.prev_day < r.lo) as spans,
              (select count(distinct member_id)::int from member_activity m
                where m.at >= r.lo::timestamp at time zone $1 and m.at < r.hi::timestamp at time zone $1) as raw
         from r order by a, b`,
      [tz, ranges.map((x) => x[0]), ranges.map((x) => x[1])],
    );
    expect(rows.length).toBe(ranges.length);
    for (const r of rows) expect(r.spans, `${tz} [${r.a}, ${r.b}) days ago`).toBe(r.raw);
    // Not all empty: the comparison compares something.
    expect(rows.some((r) => r.raw > 0)).toBe(true);
  };
  const RANGES_AGO: [number, number][] = [
    [1, 0],
    [7, 0],
    [30, 0],
    [60, 30],
    [45, 44],
    [200, 100],
    [364, 0],
    [400, 0],
    [800, 365],
  ];

  it('seed --scale writes a year of activity, about 2% of the members yesterday, last_seen_at the latest', async () => {
    const { rows } = await ctx.db.query<{ days: number; share: number; first: string; stale: number }>(
      `with a as (select * from member_activity where member_id in (select id from members where email like '%@scale.example.com'))
       select (select count(distinct (at at time zone 'UTC')::date)::int from a) as days,
              (select count(distinct member_id)::float8 from a where at >= now() - interval '1 day')
                / (select count(*) from members where email like '%@scale.example.com') as share,
              (select count(*)::int from members m where m.email like '%@scale.example.com'
                 and m.last_seen_at is distinct from (select max(at) from a where a.member_id = m.id)) as stale`,
    );
    // Every day of the year but the first weeks, when few of the members had signed up (2% of a few).
    expect(rows[0]!.days).toBeGreaterThan(300);
    expect(rows[0]!.share).toBeGreaterThan(0.015);
    expect(rows[0]!.share).toBeLessThan(0.025);
    expect(rows[0]!.stale).toBe(0);
    await expectCountsAsRebuilt();
  });

  it('equals the raw computation on the seeded data, in a zone with counts and in one without', async () => {
    await expectSameTrends(ROME);
    await expectSameTrends('America/New_York');
    const { rows } = await ctx.db.query<{ n: number }>(
      `select count(*)::int as n from trend_counts where tz = $1 and day > current_date - 366`,
      [ROME],
    );
    expect(rows[0]!.n).toBeLessThanOrEqual(366);
  });

  it('equals the raw computation with rows at the edges of DST days, and after deletes and moves', async () => {
    // Members, companies, products and activity at the edges of each DST day, in one statement per table.
    const at = `select ((d::date + t::time) at time zone '${ROME}') as at from unnest($1::text[]) d, unnest($2::text[]) t`;
    const { rows: added } = await ctx.db.query<{ id: number }>(
      `insert into members (email, created_at) select 'dst' || row_number() over () || '-' || extract(epoch from at)::bigint || '@t40.test', at - interval '400 days'
         from (${at}) x returning id`,
      [DST_DAYS, TIMES],
    );
    await ctx.db.query(
      `insert into member_activity (member_id, at) select m.id, x.at from (${at}) x cross join lateral
         (select id from members where email like '%@t40.test' order by id offset (extract(epoch from x.at)::bigint % 7) limit 3) m`,
      [DST_DAYS, TIMES],
    );
    await ctx.db.query(`insert into companies (member_id, name, created_at) select 4, 'T40 company', at from (${at}) x`, [DST_DAYS, TIMES]);
    await ctx.db.query(`insert into products (company_id, name, created_at) select 1, 'T40 product', at from (${at}) x`, [DST_DAYS, TIMES]);
    await ctx.db.query(
      `update members set created_at = x.at from (${at}) x where members.id = $3 and x.at = (select max(at) from (${at}) y)`,
      [DST_DAYS, TIMES, added[0]!.id],
    );
    expect(added.length).toBe(DST_DAYS.length * TIMES.length);
    await expectSameTrends();
    await expectCountsAsRebuilt();

    // Soft deletes, deletes (the activity and companies go with the member), moved creation times, pruned activity,
    // members seen now (last_seen_at and its activity row in one statement, as lib/last-seen.ts writes them).
    await ctx.db.exec(`update products set deleted_at = now() where id % 7 = 0;
      update products set deleted_at = null where id % 14 = 0;
      delete from products where id % 11 = 0;
      update members set created_at = created_at - interval '13 hours' where id % 5 = 0;
      delete from member_activity where member_id % 9 = 0 and at < now() - interval '100 days';
      delete from members where id % 13 = 0 and id > 100 and email not like '%@example.com';
      with seen as (update members set last_seen_at = now() where id % 17 = 0 returning id, last_seen_at)
        insert into member_activity (member_id, at) select id, last_seen_at from seen on conflict do nothing`);
    await expectSameTrends();
    await expectCountsAsRebuilt();
  }, 60_000);

  it('the spans (migration 023) count distinct active members of any days, rows inserted in any order, in every zone', async () => {
    await expectSpansAsRows(ROME, RANGES_AGO);
    // A zone added later: filled by the rebuild, kept by the triggers from then on.
    await ctx.db.exec(`insert into trend_zones (tz) values ('Asia/Kolkata') on conflict do nothing; select trend_counts_rebuild()`);
    const { rows: ids } = await ctx.db.query<{ id: number }>(
      `select id from members where email like '%@scale.example.com' order by id limit 40`,
    );
    const at = (days: number, hours: number) => `now() - interval '${days} days' - interval '${hours} hours'`;
    // Out of order: recent rows first, then older ones one at a time, then one statement of rows spread over
    // the year (before, between and after the members' existing days, two on one day), then a row a minute
    // after midnight in Kolkata (the evening before in Rome).
    for (const [i, { id }] of ids.entries()) {
      await ctx.db.query(`insert into member_activity (member_id, at) values ($1, ${at(i % 5, 1)}) on conflict do nothing`, [id]);
      await ctx.db.query(`insert into member_activity (member_id, at) values ($1, ${at(40 + (i % 9), 3)}) on conflict do nothing`, [id]);
    }
    for (const [i, { id }] of ids.entries())
      await ctx.db.query(`insert into member_activity (member_id, at) values ($1, ${at(20 + (i % 7), 2)}) on conflict do nothing`, [id]);
    await ctx.db.query(
      `insert into member_activity (member_id, at)
       select m.id, now() - make_interval(days => d, hours => h) from unnest($1::int[]) m (id)
        cross join (values (300, 1), (150, 2), (150, 7), (33, 5), (2, 4), (0, 0)) x (d, h)
       on conflict do nothing`,
      [ids.map((r) => r.id)],
    );
    await ctx.db.query(
      `insert into member_activity (member_id, at)
       select $1::int, ((now() at time zone 'Asia/Kolkata')::date - 10 + time '00:01')::timestamp at time zone 'Asia/Kolkata'
       on conflict do nothing`,
      [ids[0]!.id],
    );
    for (const tz of [ROME, 'Asia/Kolkata']) await expectSpansAsRows(tz, RANGES_AGO);
    await expectCountsAsRebuilt();
    await expectSameTrends(ROME);
    await expectSameTrends('Asia/Kolkata');

    // Days removed in between and at the ends, a member with all its activity.
    await ctx.db.query(
      `delete from member_activity where member_id = any($1::int[]) and (at < now() - interval '299 days' or
         (at > now() - interval '30 days' and at < now() - interval '20 days' and member_id % 2 = 0))`,
      [ids.map((r) => r.id)],
    );
    await ctx.db.query(`delete from member_activity where member_id = $1 and at > now() - interval '3 days'`, [ids[1]!.id]);
    await ctx.db.query(`delete from members where id = $1`, [ids[39]!.id]);
    for (const tz of [ROME, 'Asia/Kolkata']) await expectSpansAsRows(tz, RANGES_AGO);
    await expectCountsAsRebuilt();
    await expectSameTrends(ROME);
    await expectSameTrends('Asia/Kolkata');
    // No pairs left at zero.
    const { rows: zero } = await ctx.db.query<{ n: number }>('select count(*)::int as n from trend_active_spans where members <= 0');
    expect(zero[0]!.n).toBe(0);
  }, 60_000);
});

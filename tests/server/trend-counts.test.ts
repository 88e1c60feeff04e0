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

  /** Every range through the counts and through the raw rows. */
  const expectSameTrends = async (tz = ROME) => {
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
    const kept = await read();
    await ctx.db.exec('select trend_counts_rebuild()');
    expect(kept).toEqual(await read());
  };

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

    // Soft deletes, deletes (the activity and companies go with the member), moved creation times, pruned activity.
    await ctx.db.exec(`update products set deleted_at = now() where id % 7 = 0;
      update products set deleted_at = null where id % 14 = 0;
      delete from products where id % 11 = 0;
      update members set created_at = created_at - interval '13 hours' where id % 5 = 0;
      delete from member_activity where member_id % 9 = 0 and at < now() - interval '100 days';
      delete from members where id % 13 = 0 and id > 100 and email not like '%@example.com';
      update members set last_seen_at = now() where id % 17 = 0`);
    await expectSameTrends();
    await expectCountsAsRebuilt();
  }, 60_000);
});

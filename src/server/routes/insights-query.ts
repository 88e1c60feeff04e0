import type { TrendRange, Trends, TrendsQuery } from '../../api/contract/index.js';
import type { Queryable } from '../db/types.js';
import { badRequest } from '../lib/http-error.js';

/** Buckets of each range: days for 7d and 30d; ISO weeks (Monday first) for 90d and 12m, ending with the current one. */
export const TREND_BUCKETS: Record<TrendRange, { bucket: 'day' | 'week'; count: number }> = {
  '7d': { bucket: 'day', count: 7 },
  '30d': { bucket: 'day', count: 30 },
  '90d': { bucket: 'week', count: 13 },
  '12m': { bucket: 'week', count: 52 },
};

/**
 * The time zones PostgreSQL knows by name (pg_timezone_names, not abbreviations nor POSIX strings such as
 * 'Foo+3', which `at time zone` would take), lower-cased to their canonical spelling. Read once per Db (the
 * view reads the zone files: tens of milliseconds), then answered from memory.
 */
export function timeZones() {
  let names: Promise<Map<string, string>> | null = null;
  return async (db: Queryable, tz: string): Promise<string> => {
    names ??= db
      .query<{ name: string }>('select name from pg_timezone_names')
      .then(({ rows }) => new Map(rows.map((r) => [r.name.toLowerCase(), r.name])));
    let known: Map<string, string>;
    try {
      known = await names;
    } catch (e) {
      names = null; // ask again next time
      throw e;
    }
    const name = known.get(tz.toLowerCase());
    if (!name) {
      const e = badRequest(
        'tz: unknown time zone: pass an IANA time zone name such as Europe/Rome or America/Los_Angeles',
        'validation_failed',
      );
      e.field = 'tz';
      throw e;
    }
    return name;
  };
}

interface TrendsRow {
  points: Trends['points'];
  today: string;
  prev: { companies: number; products: number; members: number; activeMembers: number };
  active: number;
  pending: number;
  disabled: number;
}

/** Today, the buckets ($1 zone, $2 bucket length in days, $3 bucket count) and the range and previous range's bounds. */
const RANGE_CTES = /* sql */ `
with r as (
  select today, local_now,
         case when $2::int = 7 then today - (extract(isodow from today)::int - 1) else today end as last_day
    from (select (now() at time zone $1)::date as today, now() at time zone $1 as local_now) t
),
b as (
  select k, day, day::timestamp at time zone $1 as lo, (day + $2::int)::timestamp at time zone $1 as hi
    from (select k, r.last_day - ($3::int - 1 - k) * $2::int as day from r, generate_series(0, $3::int - 1) k) d
),
span as (
  select (select lo from b where k = 0) as lo, (select hi from b where k = $3::int - 1) as hi,
         ((select day from b where k = 0) - $3::int * $2::int)::timestamp at time zone $1 as prev_lo,
         (r.local_now - make_interval(days => $3::int * $2::int)) at time zone $1 as prev_hi
    from r
),
`;

/**
 * The trends statement from the raw rows ($1 time zone, $2 bucket length in days, $3 bucket count). Buckets start at the
 * zone's midnights (DST included: a bucket is a local day or week, 23 to 25 hours a day); each count is a
 * range scan of a created_at index (an index-only scan per bucket), active members a distinct count over
 * member_activity's (at, member_id) index. The range's distinct active members are the members seen since
 * it began: last_seen_at is the time of a member's latest activity row (one statement writes both, see
 * lib/last-seen.ts), so one index range on last_seen_at replaces a distinct count over a year of activity.
 * The previous range is as long as the current one up to now: from the start of the range one range
 * earlier to this moment one range earlier, so a range still running is compared with the same stretch of
 * the one before; its distinct active members are counted over its activity rows.
 * Used for a zone whose daily counts are not kept (see TRENDS_COUNTS_SQL), and by the tests as the reference.
 */
const TRENDS_SQL = /* sql */ `
${RANGE_CTES}points as (
  select b.k, to_char(b.day, 'YYYY-MM-DD') as date,
         (select count(*) from companies x where x.created_at >= b.lo and x.created_at < b.hi)::int as companies,
         (select count(*) from products x where x.deleted_at is null and x.created_at >= b.lo and x.created_at < b.hi)::int as products,
         (select count(*) from members x where x.created_at >= b.lo and x.created_at < b.hi)::int as members,
         (select count(distinct a.member_id) from member_activity a where a.at >= b.lo and a.at < b.hi)::int as active
    from b
)
select
  (select json_agg(json_build_object('date', date, 'companies', companies, 'products', products, 'members', members,
                                     'activeMembers', active) order by k) from points) as points,
  (select to_char(today, 'YYYY-MM-DD') from r) as today,
  (select json_build_object(
     'companies', (select count(*) from companies x where x.created_at >= s.prev_lo and x.created_at < s.prev_hi),
     'products', (select count(*) from products x where x.deleted_at is null and x.created_at >= s.prev_lo and x.created_at < s.prev_hi),
     'members', (select count(*) from members x where x.created_at >= s.prev_lo and x.created_at < s.prev_hi),
     'activeMembers', (select count(distinct a.member_id) from member_activity a where a.at >= s.prev_lo and a.at < s.prev_hi))
     from span s) as prev,
  (select count(*) from members x, span s where x.last_seen_at >= s.lo and x.last_seen_at < s.hi)::int as active,
  (select count(*) from members where not activated)::int as pending,
  (select count(*) from members where not enabled)::int as disabled`;

/**
 * The trends statement from the daily counts (migration 015), for a zone of trend_zones: the buckets' sums of
 * trend_counts rows (364 at most for 12 months); a week's active members are its Monday's active_week (a
 * distinct count, kept by the triggers). The range's active members as in TRENDS_SQL (last_seen_at). The
 * previous range: its whole local days from the counts, its last, partial day (up to this moment one range
 * earlier) from the raw rows. Its distinct active members: those of its whole days from the spans (migration
 * 023: the active days of the range whose previous active day is before it), plus the members active in its
 * last, partial day and not before in the range (one index look-up each, on member_activity's primary key).
 * Same answers as TRENDS_SQL.
 */
const TRENDS_COUNTS_SQL = /* sql */ `
${RANGE_CTES}c as (
  select c.* from trend_counts c, b b0, b b1
   where c.tz = $1 and b0.k = 0 and b1.k = $3::int - 1 and c.day >= b0.day and c.day < b1.day + $2::int
),
points as (
  select b.k, to_char(b.day, 'YYYY-MM-DD') as date,
         coalesce(sum(c.companies), 0)::int as companies, coalesce(sum(c.products), 0)::int as products,
         coalesce(sum(c.members), 0)::int as members,
         coalesce(case when $2::int = 7 then max(c.active_week) filter (where c.day = b.day) else sum(c.active) end, 0)::int as active
    from b left join c on c.day >= b.day and c.day < b.day + $2::int
   group by b.k, b.day
),
prev as (
  select (s.prev_hi at time zone $1)::date as last_day, ((s.prev_hi at time zone $1)::date)::timestamp at time zone $1 as last_lo,
         s.prev_lo, s.prev_hi, (s.prev_lo at time zone $1)::date as first_day
    from span s
),
prev_days as (
  select coalesce(sum(c.companies), 0) as companies, coalesce(sum(c.products), 0) as products, coalesce(sum(c.members), 0) as members
    from trend_counts c, prev p where c.tz = $1 and c.day >= p.first_day and c.day < p.last_day
)
select
  (select json_agg(json_build_object('date', date, 'companies', companies, 'products', products, 'members', members,
                                     'activeMembers', active) order by k) from points) as points,
  (select to_char(today, 'YYYY-MM-DD') from r) as today,
  (select json_build_object(
     'companies', d.companies + (select count(*) from companies x where x.created_at >= p.last_lo and x.created_at < p.prev_hi),
     'products', d.products + (select count(*) from products x where x.deleted_at is null and x.created_at >= p.last_lo and x.created_at < p.prev_hi),
     'members', d.members + (select count(*) from members x where x.created_at >= p.last_lo and x.created_at < p.prev_hi),
     'activeMembers', (select coalesce(sum(x.members), 0) from trend_active_spans x
                        where x.tz = $1 and x.day >= p.first_day and x.day < p.last_day and x.prev_day < p.first_day)
                      + (select count(*) from (select distinct a.member_id from member_activity a where a.at >= p.last_lo and a.at < p.prev_hi) l
                          where coalesce((select max(o.at) from member_activity o where o.member_id = l.member_id and o.at < p.last_lo),
                                         '-infinity') < p.prev_lo))
     from prev p, prev_days d) as prev,
  (select coalesce(sum(x.members), 0) from trend_active_spans x, b b0
    where b0.k = 0 and x.tz = $1 and x.day >= b0.day and x.prev_day < b0.day)::int as active,
  (select count(*) from members where not activated)::int as pending,
  (select count(*) from members where not enabled)::int as disabled`;

/** Whether the daily counts of a zone are kept (trend_zones): the trends read them instead of the raw rows. */
const COUNTED_SQL = 'select exists (select 1 from trend_zones where tz = $1) as counted';

/**
 * GET /insights/trends: one statement (after a look-up of the zone). `tz` must be a name PostgreSQL knows
 * (see timeZones). Points oldest first, every bucket present; totals of the range (the buckets' sums; active
 * members distinct over the range) beside the previous range's. `from: 'rows'` answers from the raw rows
 * whatever the zone (the reference the tests compare the counts with).
 */
export async function trendsOf(db: Queryable, q: TrendsQuery, from: 'counts' | 'rows' = 'counts'): Promise<Trends> {
  const { bucket, count } = TREND_BUCKETS[q.range];
  const counted = from === 'counts' && (await db.query<{ counted: boolean }>(COUNTED_SQL, [q.tz])).rows[0]!.counted;
  const { rows } = await db.query<TrendsRow>(counted ? TRENDS_COUNTS_SQL : TRENDS_SQL, [q.tz, bucket === 'week' ? 7 : 1, count]);
  const r = rows[0]!;
  const sum = (k: 'companies' | 'products' | 'members') => r.points.reduce((n, p) => n + p[k], 0);
  return {
    range: q.range,
    tz: q.tz,
    bucket,
    from: r.points[0]!.date,
    to: r.today,
    points: r.points,
    totals: {
      companies: { current: sum('companies'), previous: Number(r.prev.companies) },
      products: { current: sum('products'), previous: Number(r.prev.products) },
      members: { current: sum('members'), previous: Number(r.prev.members) },
      activeMembers: { current: r.active, previous: Number(r.prev.activeMembers) },
    },
    pendingActivations: r.pending,
    disabledAccounts: r.disabled,
  };
}

/**
 * Issue 40: distinct active members over any range of whole days from a small table. For each member and each
 * local day (of a zone of trend_zones) with activity, the member's previous active day; `trend_active_spans`
 * counts the members per (zone, day, previous day), '-infinity' when the day is the member's first. The
 * distinct members active in the days [a, b) are the active days in [a, b) whose previous active day is
 * before a: each member counted once, on its first active day of the range. A year of days holds at most
 * 365 × 366 / 2 rows per zone (the seeded year about 20,000); the previous 30 days read about 30 days' rows.
 *
 * The trigger of 015 on member_activity (trend_counts_activity, so seed --scale turns it off and on with
 * the others) keeps it too: per member of the statement, the pairs (day, previous day) from the day before
 * the statement's earliest row on, as they are after the statement (the table) and as they were before it
 * (the table without the inserted rows, or with the deleted ones): rows inserted in any order, days removed
 * in between, members deleted (the cascade) all come out as the difference of the two. The pairs before the
 * statement's earliest day do not change. `trend_counts_rebuild()` recomputes it with the daily counts.
 */
export const id = '023-active-spans';
export const sql = /* sql */ `
create table if not exists trend_active_spans (
  tz text not null references trend_zones (tz) on delete cascade,
  day date not null,
  prev_day date not null,
  members integer not null,
  primary key (tz, day, prev_day)
);
-- The pairs a statement brought to zero, removed after it (a look-up, not a scan).
create index if not exists trend_active_spans_zero_idx on trend_active_spans (tz) where members = 0;

-- 015's function, plus the spans.
create or replace function trend_counts_activity() returns trigger language plpgsql as $f$
declare
  src text := case tg_op when 'INSERT' then 'new_rows' else 'old_rows' end;
  n text := case tg_op when 'INSERT' then '1' else '-1' end;
  unit record;
begin
  for unit in select * from (values ('active', 1), ('active_week', 7)) u (col, len) loop
    execute format($q$
      with d as (
        select z.tz, a.member_id, b.day, count(*) as k
          from %1$s a cross join trend_zones z
          cross join lateral (select case when %3$s = 7
                                          then (a.at at time zone z.tz)::date - (extract(isodow from a.at at time zone z.tz)::int - 1)
                                          else (a.at at time zone z.tz)::date end as day) b
         group by 1, 2, 3),
      changed as (
        select d.tz, d.day, count(*) as n from d
         where (select count(*) from member_activity m
                 where m.member_id = d.member_id and m.at >= d.day::timestamp at time zone d.tz
                   and m.at < (d.day + %3$s)::timestamp at time zone d.tz) = case when %4$s = 1 then d.k else 0 end
         group by 1, 2)
      insert into trend_counts as c (tz, day, %2$I) select tz, day, %4$s * n from changed
      on conflict (tz, day) do update set %2$I = c.%2$I + excluded.%2$I$q$, src, unit.col, unit.len, n);
  end loop;
  -- The spans: per zone and member of the statement, the rows from the last one before the local day of the
  -- statement's earliest row (that day's previous active day) on, after and before the statement.
  execute format($q$
    with t as (
      select z.tz, a.member_id, min(a.at) as first_at from %1$s a cross join trend_zones z group by 1, 2),
    s as (
      select t.tz, t.member_id,
             coalesce((select max(p.at) from member_activity p
                        where p.member_id = t.member_id
                          and p.at < ((t.first_at at time zone t.tz)::date)::timestamp at time zone t.tz), '-infinity') as from_at
        from t),
    after_rows as materialized (
      select s.tz, s.member_id, m.at from s join member_activity m on m.member_id = s.member_id and m.at >= s.from_at),
    before_rows as (%2$s),
    pairs as (
      select tz, day, coalesce(lag(day) over (partition by tz, member_id order by day), '-infinity'::date) as prev_day, 1 as n
        from (select distinct tz, member_id, (at at time zone tz)::date as day from after_rows) f
      union all
      select tz, day, coalesce(lag(day) over (partition by tz, member_id order by day), '-infinity'::date), -1
        from (select distinct tz, member_id, (at at time zone tz)::date as day from before_rows) b)
    insert into trend_active_spans as c (tz, day, prev_day, members)
    select tz, day, prev_day, sum(n) from pairs group by 1, 2, 3 having sum(n) <> 0
    on conflict (tz, day, prev_day) do update set members = c.members + excluded.members$q$,
    src,
    case tg_op
      when 'INSERT' then 'select r.* from after_rows r where not exists (select 1 from new_rows a where a.member_id = r.member_id and a.at = r.at)'
      else 'select * from after_rows union all select s.tz, s.member_id, a.at from old_rows a join s on s.member_id = a.member_id'
    end);
  delete from trend_active_spans where members = 0;
  return null;
end $f$;

-- The spans from the raw rows (set-based).
create or replace function trend_active_spans_rebuild() returns void language sql as $f$
  delete from trend_active_spans;
  insert into trend_active_spans (tz, day, prev_day, members)
  select tz, day, prev_day, count(*) from (
    select tz, day, coalesce(lag(day) over (partition by tz, member_id order by day), '-infinity'::date) as prev_day
      from (select distinct z.tz, a.member_id, (a.at at time zone z.tz)::date as day
              from member_activity a cross join trend_zones z) d
  ) p group by 1, 2, 3;
$f$;

-- 015's rebuild, plus the spans (seed --scale calls it after writing with the triggers off).
create or replace function trend_counts_rebuild() returns void language sql as $f$
  delete from trend_counts;
  insert into trend_counts (tz, day, companies, products, members, active, active_week)
  select tz, day, sum(companies), sum(products), sum(members), sum(active), sum(active_week) from (
    select z.tz, (x.created_at at time zone z.tz)::date as day, count(*) as companies, 0 as products, 0 as members, 0 as active, 0 as active_week
      from companies x cross join trend_zones z group by 1, 2
    union all
    select z.tz, (x.created_at at time zone z.tz)::date, 0, count(*), 0, 0, 0
      from products x cross join trend_zones z where x.deleted_at is null group by 1, 2
    union all
    select z.tz, (x.created_at at time zone z.tz)::date, 0, 0, count(*), 0, 0
      from members x cross join trend_zones z group by 1, 2
    union all
    select z.tz, (a.at at time zone z.tz)::date, 0, 0, 0, count(distinct a.member_id), 0
      from member_activity a cross join trend_zones z group by 1, 2
    union all
    select z.tz, (a.at at time zone z.tz)::date - (extract(isodow from a.at at time zone z.tz)::int - 1), 0, 0, 0, 0, count(distinct a.member_id)
      from member_activity a cross join trend_zones z group by 1, 2
  ) t group by 1, 2;
  select trend_active_spans_rebuild();
$f$;

select trend_active_spans_rebuild();
`;

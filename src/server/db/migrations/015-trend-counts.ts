/**
 * Issue 40: the dashboard's trends from daily counts. `trend_counts` holds, per time zone of `trend_zones`
 * and local day of that zone, the companies, products (not soft-deleted) and members created that day, the
 * distinct members active that day, and on a Monday the distinct members active in its ISO week. Triggers
 * keep it up to date in the transaction of the rows they count (statement triggers over transition tables:
 * one write per zone and day a statement touches, none when a day's sums do not change, as when
 * last_seen_at moves). A range of 12 months reads 364 rows per zone. Zones not listed are answered from the
 * raw tables (src/server/routes/insights-query.ts). `trend_counts_rebuild()` recomputes the table from the
 * raw rows (set-based; idempotent): here, and after the scale seed, which writes with the triggers off.
 */
export const id = '015-trend-counts';
export const sql = /* sql */ `
create table if not exists trend_zones (tz text primary key);
insert into trend_zones (tz) values ('Europe/Rome') on conflict do nothing;

create table if not exists trend_counts (
  tz text not null references trend_zones (tz) on delete cascade,
  day date not null,
  companies integer not null default 0,
  products integer not null default 0,
  members integer not null default 0,
  active integer not null default 0,
  -- Mondays only: the distinct members active in the ISO week that begins that day.
  active_week integer not null default 0,
  primary key (tz, day)
);

-- New companies, products and members: +1 on a row's local day of creation, -1 when it leaves (deleted,
-- soft-deleted, or its created_at moved).
create or replace function trend_counts_rows() returns trigger language plpgsql as $f$
declare
  col text := tg_table_name;
  cond text := case when tg_table_name = 'products' then 'deleted_at is null' else 'true' end;
  src text;
begin
  src := case tg_op
    when 'INSERT' then format('select created_at, 1 as n from new_rows where %s', cond)
    when 'DELETE' then format('select created_at, -1 as n from old_rows where %s', cond)
    else format('select created_at, 1 as n from new_rows where %1$s union all select created_at, -1 from old_rows where %1$s', cond)
  end;
  execute format($q$insert into trend_counts as c (tz, day, %1$I)
      select z.tz, (r.created_at at time zone z.tz)::date, sum(r.n) from (%2$s) r cross join trend_zones z
       group by 1, 2 having sum(r.n) <> 0
      on conflict (tz, day) do update set %1$I = c.%1$I + excluded.%1$I$q$, col, src);
  return null;
end $f$;

-- Active members: a member's first activity row of a local day (of a week) adds one to the day (the week);
-- the last one deleted takes it off. Rows of the statement are in the table already (after statement):
-- a member's day is new when all its rows of that day are the statement's.
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
  return null;
end $f$;

-- Recomputes every zone's counts from the raw rows (set-based).
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
$f$;

do $d$ declare t text; begin
  foreach t in array array['companies', 'products', 'members'] loop
    execute format('drop trigger if exists trend_counts_ins on %I', t);
    execute format('drop trigger if exists trend_counts_del on %I', t);
    execute format('drop trigger if exists trend_counts_upd on %I', t);
    execute format('create trigger trend_counts_ins after insert on %I referencing new table as new_rows for each statement execute function trend_counts_rows()', t);
    execute format('create trigger trend_counts_del after delete on %I referencing old table as old_rows for each statement execute function trend_counts_rows()', t);
    execute format('create trigger trend_counts_upd after update on %I referencing old table as old_rows new table as new_rows for each statement execute function trend_counts_rows()', t);
  end loop;
end $d$;
drop trigger if exists trend_counts_ins on member_activity;
drop trigger if exists trend_counts_del on member_activity;
create trigger trend_counts_ins after insert on member_activity referencing new table as new_rows for each statement execute function trend_counts_activity();
create trigger trend_counts_del after delete on member_activity referencing old table as old_rows for each statement execute function trend_counts_activity();

select trend_counts_rebuild();
`;

/**
 * Issue 40 (the server at 1,000,000 rows): the members list filtered by country (and state) and a country's
 * audience counted that country's members on each call (an index-only range: ~150 ms for Italy's 180,000).
 * The members per (country, enabled) are kept by statement triggers, like the total of migration 014: exact,
 * a few rows' read. A member without a country counts under ''. An update writes only the pairs whose count
 * changes (a sign-in or a renamed member writes nothing), in key order (two bulk statements cannot deadlock).
 */
export const id = '017-member-counts';
export const sql = /* sql */ `
create table if not exists member_counts (
  country text not null,
  enabled boolean not null,
  n bigint not null,
  primary key (country, enabled)
);
insert into member_counts (country, enabled, n)
  select coalesce(country, ''), enabled, count(*) from members group by 1, 2
  on conflict (country, enabled) do nothing;

create or replace function member_counts_changed() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into member_counts (country, enabled, n)
      select coalesce(country, ''), enabled, count(*) from added group by 1, 2 order by 1, 2
      on conflict (country, enabled) do update set n = member_counts.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into member_counts (country, enabled, n)
      select coalesce(country, ''), enabled, -count(*) from removed group by 1, 2 order by 1, 2
      on conflict (country, enabled) do update set n = member_counts.n + excluded.n;
  else
    insert into member_counts (country, enabled, n)
      select country, enabled, sum(k) from (
        select coalesce(country, '') as country, enabled, 1 as k from added
        union all
        select coalesce(country, ''), enabled, -1 from removed
      ) moved group by 1, 2 having sum(k) <> 0 order by 1, 2
      on conflict (country, enabled) do update set n = member_counts.n + excluded.n;
  end if;
  return null;
end $$;
create or replace function member_counts_truncated() returns trigger language plpgsql as $$
begin
  delete from member_counts;
  return null;
end $$;

drop trigger if exists members_counts_insert on members;
create trigger members_counts_insert after insert on members
  referencing new table as added for each statement execute function member_counts_changed();
drop trigger if exists members_counts_delete on members;
create trigger members_counts_delete after delete on members
  referencing old table as removed for each statement execute function member_counts_changed();
drop trigger if exists members_counts_update on members;
create trigger members_counts_update after update on members
  referencing old table as removed new table as added for each statement execute function member_counts_changed();
drop trigger if exists members_counts_truncate on members;
create trigger members_counts_truncate after truncate on members
  for each statement execute function member_counts_truncated();
`;

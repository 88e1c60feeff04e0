/**
 * Issue 40 (the server at 1,000,000 rows). The members list's unfiltered count and the notification
 * audiences read all members (count(*): ~120 ms at 1,000,000); a row count kept by statement triggers makes
 * them one row's read and keeps them exact (`dataCount` stays the spec's total). Statement triggers with
 * transition tables: one update per statement, not per row (a seed's 100,000-row insert adds once).
 * An index of the enabled members by country counts a country's audience from the index alone.
 */
export const id = '014-row-counts';
export const sql = /* sql */ `
create table if not exists row_counts (name text primary key, n bigint not null);
insert into row_counts (name, n) select 'members', count(*) from members on conflict (name) do nothing;

create or replace function row_counts_members_added() returns trigger language plpgsql as $$
begin
  update row_counts set n = n + (select count(*) from added) where name = 'members';
  return null;
end $$;
create or replace function row_counts_members_removed() returns trigger language plpgsql as $$
begin
  update row_counts set n = n - (select count(*) from removed) where name = 'members';
  return null;
end $$;
create or replace function row_counts_members_truncated() returns trigger language plpgsql as $$
begin
  update row_counts set n = 0 where name = 'members';
  return null;
end $$;

drop trigger if exists members_row_count_insert on members;
create trigger members_row_count_insert after insert on members
  referencing new table as added for each statement execute function row_counts_members_added();
drop trigger if exists members_row_count_delete on members;
create trigger members_row_count_delete after delete on members
  referencing old table as removed for each statement execute function row_counts_members_removed();
drop trigger if exists members_row_count_truncate on members;
create trigger members_row_count_truncate after truncate on members
  for each statement execute function row_counts_members_truncated();

create index if not exists members_enabled_country_idx on members (country) where enabled;
`;

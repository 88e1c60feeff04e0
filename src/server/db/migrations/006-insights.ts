/**
 * The dashboard's trends and the global search (issue 16): creation times of companies and products, when
 * a member was last seen, the hours members were active in, and the indexes of the trend counts and of
 * the search.
 */
export const id = '006-insights';
export const sql = /* sql */ `
-- Rows from before this migration have no creation time of their own: a company takes its owner's
-- (it cannot be older), a product its company's, rather than all of them at once on the migration's day.
alter table companies add column if not exists created_at timestamptz not null default now();
alter table products add column if not exists created_at timestamptz not null default now();
update companies c set created_at = m.created_at from members m where m.id = c.member_id and m.created_at < c.created_at;
update products p set created_at = c.created_at from companies c where c.id = p.company_id and c.created_at < p.created_at;

-- Set on sign-in and on authenticated requests, at most once an hour (src/server/lib/last-seen.ts).
alter table members add column if not exists last_seen_at timestamptz;

-- One row each time last_seen_at is written (so at most one an hour per member): the dashboard's active
-- members per day or week. Pruned after 800 days (two 12-month ranges and some).
create table if not exists member_activity (
  member_id integer not null references members (id) on delete cascade,
  at timestamptz not null,
  primary key (member_id, at)
);
create index if not exists member_activity_at_idx on member_activity (at, member_id);

-- Trends: new rows by creation time; the two counts of now.
create index if not exists members_created_idx on members (created_at);
create index if not exists companies_created_idx on companies (created_at);
create index if not exists products_created_idx on products (created_at) where deleted_at is null;
create index if not exists members_disabled_idx on members (id) where not enabled;
create index if not exists members_pending_idx on members (id) where not activated;
-- The members seen since a range began: its distinct active members (last_seen_at is the latest activity).
create index if not exists members_last_seen_idx on members (last_seen_at) where last_seen_at is not null;

-- Search: exact e-mail and VAT whatever their case, and their beginnings (btree, text_pattern_ops: = and
-- LIKE 'x%'); substrings and similarity of names (trigrams). The e-mail's trigrams are of the part before
-- the @: a domain shared by many members (every one at 1,000,000 scale members) would make a substring
-- search read every row's entry (1.4 s at 1,000,000 members instead of milliseconds).
create index if not exists members_email_lower_idx on members (lower(email) text_pattern_ops);
create index if not exists members_email_local_trgm_idx on members using gin (lower(split_part(email, '@', 1)) public.gin_trgm_ops);
create index if not exists members_name_trgm_idx on members
  using gin (lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) public.gin_trgm_ops);
create index if not exists companies_vat_lower_idx on companies (lower(vat) text_pattern_ops);
create index if not exists companies_vat_trgm_idx on companies using gin (lower(vat) public.gin_trgm_ops);
`;

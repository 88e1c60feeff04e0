/**
 * Access control (issue 39): sessions (every sign-in, revocable one by one; the signed token carries the
 * session's id and the server checks it on every request), personal API tokens with scopes (stored as a keyed
 * hash, HMAC-SHA256 with the server's secret) and owners (`members.owner`, a capability above IamGOD kept apart
 * from `capabilities`, whose values the spec fixes). An existing
 * database gets one owner: its first enabled, activated IamGOD administrator, so that there is always one.
 */
export const id = '011-access-control';
export const sql = /* sql */ `
create table if not exists sessions (
  id uuid primary key,
  member_id integer not null references members(id) on delete cascade,
  client text not null check (client in ('ui', 'cli', 'api')),
  user_agent text,
  address text,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index if not exists sessions_member_idx on sessions (member_id, created_at desc);

create table if not exists api_tokens (
  id serial primary key,
  member_id integer not null references members(id) on delete cascade,
  name text not null,
  scopes text[] not null,
  token_hash text not null unique,
  prefix text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz,
  last_used_at timestamptz,
  last_used_address text,
  revoked_at timestamptz
);
create index if not exists api_tokens_member_idx on api_tokens (member_id, created_at desc);

alter table members add column if not exists owner boolean not null default false;
update members set owner = true
where id = (select id from members where 'IamGOD' = any(capabilities) and enabled and activated order by id limit 1)
  and not exists (select 1 from members where owner);
`;

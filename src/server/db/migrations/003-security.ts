/**
 * Security findings (issue 18): idempotency leases, token revocation, shared rate-limit counters,
 * category codes unique whatever their case.
 */
export const id = '003-security';
export const sql = /* sql */ `
alter table idempotency_keys add column if not exists owner text;
alter table idempotency_keys add column if not exists lease_until timestamptz;
create index if not exists idempotency_keys_created_idx on idempotency_keys (created_at);

create table if not exists revoked_tokens (
  jti text primary key,
  member_id integer not null,
  expires_at timestamptz not null
);
create index if not exists revoked_tokens_expires_idx on revoked_tokens (expires_at);

create table if not exists rate_limits (
  key text primary key,
  count integer not null,
  reset_at timestamptz not null
);
create index if not exists rate_limits_reset_idx on rate_limits (reset_at);

create unique index if not exists categories_name_lower_key on categories (lower(name));
`;

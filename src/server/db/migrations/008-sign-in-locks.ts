/**
 * Sign-in locks for unknown clients (issue 33): one row per e-mail whose unknown clients failed too often,
 * known or not (the lock must not tell which accounts exist). The row makes the lock and its lifting audit
 * events exactly once across processes, and keeps the lock across a restart (src/server/lib/sign-in-lock.ts).
 * Numbered after 007-identity of the same round.
 */
export const id = '008-sign-in-locks';
export const sql = /* sql */ `
create table if not exists sign_in_locks (
  email text primary key,
  locked_at timestamptz not null default now(),
  locked_until timestamptz not null
);
create index if not exists sign_in_locks_until_idx on sign_in_locks (locked_until);
`;

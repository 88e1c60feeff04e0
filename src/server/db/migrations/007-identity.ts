/**
 * Security round 3 (issue 33): usernames unique whatever their case, idempotency records without secrets,
 * and an administrator's "disabled" that a pending account's activation link cannot undo.
 */
export const id = '007-identity';
export const sql = /* sql */ `
-- Usernames differing only in case were two accounts (Ada and ada). Where the data already has such
-- twins, the oldest account keeps its username and each later one gets "-<its id>" appended, which the
-- audit trail records (by "migration 007", no actor), so an administrator can tell its owner.
with twins as (
  select id, username, email
  from (select id, username, email, row_number() over (partition by lower(username) order by id) as n
        from members where username is not null) d
  where n > 1
), renamed as (
  update members m set username = m.username || '-' || m.id
  from twins where twins.id = m.id
  returning m.id, twins.username as old, m.username as new, m.email
)
insert into audit_events (actor_name, action, target_type, target_id, target_label, changes)
select 'migration 007', 'account.profile_updated', 'member', id::text, email,
       jsonb_build_object('username', jsonb_build_object('from', old, 'to', new))
from renamed;
-- The unique index keeps the constraint's name, so a clash still answers 409 username_taken; a plain index
-- serves the members list sorted by username (as the constraint's did).
alter table members drop constraint if exists members_username_key;
create unique index if not exists members_username_key on members (lower(username));
create index if not exists members_username_idx on members (username, id);

-- Idempotency records: answers of sign-in, reset, activation and password change are no longer stored
-- (a sign-in's holds a token), and request hashes are now keyed; unkeyed ones of earlier calls are
-- dropped (a record without a hash is replayed without comparing bodies, for its remaining hours).
delete from idempotency_keys
  where path in ('/v1/auth/login', '/v1/auth/reset-password', '/v1/accounts/enable', '/v1/accounts/password');
update idempotency_keys set request_hash = null where request_hash is not null;

-- An administrator's decision, apart from "enabled" (a pending account is not enabled until activated):
-- set by disable, cleared by enable; activation refuses while it is set. Accounts disabled before this
-- migration: every activated one, and a pending one the audit trail shows an administrator disabled.
alter table members add column if not exists disabled_by_admin boolean not null default false;
update members m set disabled_by_admin = true
  where not m.enabled and not m.disabled_by_admin
    and (m.activated or exists (select 1 from audit_events a where a.action = 'member.disabled'
                                and a.target_type = 'member' and a.target_id = m.id::text));
`;

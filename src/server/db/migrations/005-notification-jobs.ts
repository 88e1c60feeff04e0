/**
 * Notifications at any audience size (issue 15): a stored send has a status and its fan-out's progress;
 * the recipients' rows are written in batches by a background job (pg-boss, in its own schema), each batch
 * in one transaction with the send's cursor, so a batch done is never done again. One row per send and
 * member at most: a fan-out resumed after a crash cannot reach anyone twice.
 */
export const id = '005-notification-jobs';
export const sql = /* sql */ `
alter table notification_sends
  add column if not exists status text not null default 'sent'
    check (status in ('scheduled', 'queued', 'sending', 'sent', 'failed', 'cancelled')),
  add column if not exists delivered integer not null default 0,
  add column if not exists send_at timestamptz,
  add column if not exists test boolean not null default false,
  -- The last member id the fan-out has passed (members are taken in id order).
  add column if not exists cursor_id integer not null default 0,
  add column if not exists started_at timestamptz,
  add column if not exists finished_at timestamptz,
  add column if not exists job_id text,
  add column if not exists error text;
-- Sends stored before this migration were written whole in their request.
update notification_sends set delivered = recipients, finished_at = sent_at where status = 'sent' and finished_at is null;
create index if not exists notification_sends_open_idx on notification_sends (status) where status in ('scheduled', 'queued', 'sending');

alter table notifications add column if not exists test boolean not null default false;
create unique index if not exists notifications_batch_member_key on notifications (batch_id, member_id);
drop index if exists notifications_batch_idx;
`;

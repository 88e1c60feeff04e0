/**
 * Issue 40: a send's recipients as (send, member) pairs. Until now each recipient had a row of its own in
 * `notifications` with the send's title, message, type and batch copied into it (about 300 bytes and 870
 * bytes of WAL a recipient: ten sends to 1,000,000 members grew the database from 806 MB to 3.6 GB). The
 * text lives once in notification_sends; `notification_recipients` holds the send id and member id, its
 * primary key the once-per-send-and-member guarantee that made a resumed fan-out reach nobody twice (it was
 * the unique key (batch_id, member_id)). `notifications` stays as a view with the columns it had (its id
 * now the send id and member id in one bigint, its created_at the time the send started), for whatever
 * reads the recipients' notifications. The rows there are moved over, once; batches without a stored send
 * (written before migration 004 kept the history) get a send of their own, as sent.
 */
export const id = '024-notification-recipients';
export const sql = /* sql */ `
create table if not exists notification_recipients (
  send_id integer not null references notification_sends (id) on delete cascade,
  member_id integer not null references members (id) on delete cascade,
  primary key (send_id, member_id)
);
-- A member's notifications, and the cascade when a member is deleted.
create index if not exists notification_recipients_member_idx on notification_recipients (member_id);

do $d$ begin
  if (select relkind from pg_class where oid = to_regclass('notifications')) = 'r' then
    insert into notification_sends (batch_id, title, message, type, target, recipients, sent_at, status, delivered, test, finished_at)
    select n.batch_id, min(n.title), min(n.message), min(n.type), 'ALL', count(*), min(n.created_at), 'sent', count(*),
           bool_or(n.test), max(n.created_at)
      from notifications n
     where not exists (select 1 from notification_sends s where s.batch_id = n.batch_id)
     group by n.batch_id;
    insert into notification_recipients (send_id, member_id)
    select s.id, n.member_id from notifications n join notification_sends s on s.batch_id = n.batch_id
    on conflict do nothing;
    drop table notifications;
  end if;
end $d$;

create or replace view notifications as
select (r.send_id::bigint << 32) | r.member_id as id, r.member_id, s.title, s.message, s.type, s.batch_id,
       coalesce(s.started_at, s.sent_at) as created_at, s.test, r.send_id
  from notification_recipients r join notification_sends s on s.id = r.send_id;
`;

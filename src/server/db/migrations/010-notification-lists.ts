/**
 * A send to chosen recipients (target LIST): the members and companies the admin chose, as sent (the
 * history's record), and the members they resolve to (the chosen members and the companies' owners, each
 * once), which the fan-out takes in id order like any other audience.
 */
export const id = '010-notification-lists';
export const sql = /* sql */ `
alter table notification_sends
  add column if not exists list_member_ids integer[],
  add column if not exists list_company_ids integer[],
  add column if not exists recipient_ids integer[];
`;

/**
 * Round 12 of the admins' review (issue 38): a company's history ("the company, its owner and its products")
 * leaves out the notifications sent to it. A send to chosen recipients keeps the companies and members chosen
 * (migration 010); these indexes find the sends that chose a company or its owner without reading every send,
 * for the audit trail's company filter (lib/audit.ts).
 */
export const id = '026-company-notifications';
export const sql = /* sql */ `
create index if not exists notification_sends_list_companies_idx on notification_sends using gin (list_company_ids)
  where list_company_ids is not null;
create index if not exists notification_sends_list_members_idx on notification_sends using gin (list_member_ids)
  where list_member_ids is not null;
`;

/**
 * Issue 39 (operator trial): an event made with an API token names the token beside the member, so a cron job's
 * send is told from the person's own. The name is kept as it was then, as the actor's is; no foreign key (a
 * token's row may go, the trail stays).
 */
export const id = '013-audit-api-token';
export const sql = /* sql */ `
alter table audit_events add column if not exists api_token_id bigint;
alter table audit_events add column if not exists api_token_name text;
`;

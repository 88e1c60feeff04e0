/**
 * The events of one bulk run (a bulk disable of 3 members and its undo wrote six unrelated rows) are linked by
 * the run's id, the `X-Backoffice-Batch` header of each of its calls; null for any other call.
 */
export const id = '022-audit-batch';
export const sql = /* sql */ `
alter table audit_events add column if not exists batch_id text;
`;

/**
 * Issue 40: the recipients' retention. `notification_recipients` grew by a row per recipient per send
 * without end; the pruning (lib/retention.ts, `pruneRecipients`) deletes the rows of sends that finished
 * more than the retention ago, a bounded batch a transaction, and marks the send `recipients_pruned_at`
 * with its last batch: the send keeps its counts (`recipients`, `delivered`), and its rows are known to be
 * gone rather than never written. The partial index holds only the finished sends still to prune, oldest
 * first, so a pruning with nothing to do reads nothing but its first entry.
 */
export const id = '025-recipient-retention';
export const sql = /* sql */ `
alter table notification_sends add column if not exists recipients_pruned_at timestamptz;
create index if not exists notification_sends_prune_idx on notification_sends (finished_at, id)
  where recipients_pruned_at is null and status in ('sent', 'failed', 'cancelled');
`;

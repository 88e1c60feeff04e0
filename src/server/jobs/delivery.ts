import type { Queryable } from '../db/types.js';

/** What a delivery adapter is given of a stored send. */
export interface SendToDeliver {
  id: number;
  batchId: string;
  title: string;
  message: string;
  type: string;
  test: boolean;
}

/**
 * How a notification reaches phones (issue 15). The fan-out picks recipients in member-id order, in
 * batches, and calls `deliver` once a batch inside the transaction that moves the send's cursor past it:
 * when the transaction commits, the batch is done for good; when the process dies first, the batch is
 * picked again. `deliver` answers how many of `memberIds` it delivered.
 *
 * The reference adapter writes the recipients' rows (the app reads them). A push adapter (FCM, APNs)
 * plugs in here: it sends with the send id and member id as the provider's collapse or idempotency key,
 * so a batch sent again after a crash between the provider's answer and the commit is not shown twice.
 */
export interface DeliveryAdapter {
  readonly name: string;
  deliver(tx: Queryable, send: SendToDeliver, memberIds: readonly number[]): Promise<number>;
}

/**
 * The reference adapter: one (send, member) row per recipient in `notification_recipients` (migration 024;
 * the text is the send's, read through the view `notifications`); a row already there is skipped.
 */
export const rowsAdapter: DeliveryAdapter = {
  name: 'rows',
  async deliver(tx, send, memberIds) {
    if (!memberIds.length) return 0;
    const { rows } = await tx.query<{ n: number }>(
      `with ins as (
         insert into notification_recipients (send_id, member_id)
         select $2, m from unnest($1::int[]) as m
         on conflict (send_id, member_id) do nothing
         returning 1)
       select count(*)::int as n from ins`,
      [memberIds, send.id],
    );
    return rows[0]?.n ?? 0;
  },
};

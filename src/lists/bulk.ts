import { runPool } from '../shared/work-pool.js';

/** Bulk enable/disable engine: bounded concurrency, per-item outcome, skipped items never called. */
export interface BulkItem {
  id: number;
  label: string;
  /** Reason the item is not acted on (e.g. an admin is never disabled). */
  skip?: string;
}
export interface BulkFailure {
  id: number;
  label: string;
  reason: string;
}
export interface BulkOutcome {
  ok: BulkItem[];
  failed: (BulkItem & { reason: string })[];
  skipped: (BulkItem & { reason: string })[];
}

/**
 * `act` resolves to a reason (a string) when the server did nothing for the item (already in the asked state):
 * the item is then skipped with it, not counted as done.
 */
export async function runBulk(
  items: BulkItem[],
  act: (id: number) => Promise<unknown>,
  opts: { concurrency?: number; onProgress?: (done: number, total: number) => void; reasonOf?: (e: unknown) => string } = {},
): Promise<BulkOutcome> {
  const out: BulkOutcome = { ok: [], failed: [], skipped: [] };
  const todo: BulkItem[] = [];
  for (const it of items)
    if (it.skip) out.skipped.push({ ...it, reason: it.skip });
    else todo.push(it);
  let done = 0;
  const reasonOf = opts.reasonOf ?? ((e: unknown) => (e instanceof Error ? e.message : String(e)));
  opts.onProgress?.(0, todo.length);
  await runPool(todo.length, opts.concurrency ?? 4, async (i) => {
    const it = todo[i]!;
    try {
      const unchanged = await act(it.id);
      if (typeof unchanged === 'string') out.skipped.push({ ...it, reason: unchanged });
      else out.ok.push(it);
    } catch (e) {
      out.failed.push({ ...it, reason: reasonOf(e) });
    }
    opts.onProgress?.(++done, todo.length);
  });
  return out;
}

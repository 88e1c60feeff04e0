/**
 * Runs `step(0)`, `step(1)`, … `step(total - 1)`, at most `concurrency` at once, each next index started as
 * one ends (so in index order). A step that answers `'stop'` ends the run: no index is started after it, the
 * steps already running finish. The one bounded-concurrency loop of the panels' bulk actions
 * (`lists/bulk.ts`) and of the CLI's bulk runs (`cli/lib/bulk.ts`).
 */
export async function runPool(total: number, concurrency: number, step: (index: number) => Promise<void | 'stop'>): Promise<void> {
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (!stopped && next < total) if ((await step(next++)) === 'stop') stopped = true;
  };
  await Promise.all(Array.from({ length: Math.max(0, Math.min(concurrency, total)) }, worker));
}

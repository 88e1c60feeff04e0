import { lazy, Suspense } from 'react';
import { useLatch } from '../use-latch.js';
import type { BulkController } from './use-bulk.js';

// The report is its own chunk, asked for the first time a bulk action starts: a list only read never loads it.
const BulkReport = lazy(() => import('./bulk-report.js'));

/** The dialog of a bulk action: the question, a lasting run's progress, then a report of failures, with a retry of the failed. */
export function BulkDialog({ bulk }: { bulk: BulkController }) {
  if (!useLatch(bulk.open)) return null;
  return (
    <Suspense fallback={null}>
      <BulkReport bulk={bulk} />
    </Suspense>
  );
}

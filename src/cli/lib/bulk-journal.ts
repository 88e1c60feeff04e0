import { resolve } from 'node:path';
import type { BulkFlags, BulkSpec } from './bulk.js';
import type { Io } from './io.js';
import type { ItemList } from './item-list.js';
import type { BulkSkip } from './plan.js';
import { ResultsWriter, defaultResultsPath, recordableUrl, type ItemStatus, type RunSettings } from './results-file.js';

/** The results file of a run (its journal): a run line, then a line per item, read back by --resume. */
export interface Journal {
  /** Absent when the run keeps no results file (one notification from flags, without --results). */
  path: string | undefined;
  /** One item's line; false when it waits in memory (then `drain()` before writing many more). */
  record(
    item: { key: string; line?: number; label: string },
    status: ItemStatus,
    attempts: number,
    extra: Record<string, unknown>,
  ): boolean | undefined;
  drain(): Promise<void> | undefined;
  close(): Promise<void> | undefined;
}

/**
 * Opens the run's results file (--resume's or --results' path, else a new one unless the command keeps one
 * only on request) and writes the run line: what the run is, where it sends and what from, its pace.
 */
export async function openJournal(
  io: Io,
  spec: Pick<BulkSpec<unknown, unknown>, 'command' | 'session' | 'input' | 'resultsFile'>,
  flags: BulkFlags,
  run: { runId: string; total: number; settings: RunSettings },
): Promise<Journal> {
  const { runId } = run;
  const chosen = flags.resume ?? flags.results;
  const path = chosen
    ? resolve(io.cwd ?? process.cwd(), chosen)
    : spec.resultsFile === 'on-request'
      ? undefined
      : await defaultResultsPath(io.env, runId);
  const writer = path ? new ResultsWriter(path, flags.resume ? 'resume' : 'results') : undefined;
  writer?.write({
    type: 'run',
    runId,
    command: spec.command,
    startedAt: new Date().toISOString(),
    total: run.total,
    ...(flags.resume ? { resumed: true } : {}),
    ...(spec.session ? { apiUrl: recordableUrl(spec.session.apiUrl) } : {}),
    ...(spec.session?.source === 'profile' ? { profile: spec.session.profile } : {}),
    ...(spec.input ? { input: spec.input } : {}),
    settings: run.settings,
  });
  return {
    path,
    record: (i, status, attempts, extra) =>
      writer?.write({
        type: 'item',
        runId,
        key: i.key,
        ...(i.line !== undefined ? { line: i.line } : {}),
        label: i.label,
        status,
        attempts,
        ...extra,
        at: new Date().toISOString(),
      }),
    drain: () => writer?.drain(),
    close: () => writer?.close(),
  };
}

/** The items set aside before sending (skipped, and those that cannot be done), written with backpressure: a million skipped ids do not wait in memory. */
export async function recordSetAside(journal: Journal, skipped: ItemList<BulkSkip>, rejected: ItemList<BulkSkip>): Promise<void> {
  for (const s of skipped) if (journal.record(s, 'skipped', 0, { reason: s.reason }) === false) await journal.drain();
  for (const r of rejected) if (journal.record(r, 'failed', 0, { error: r.reason, retryable: false }) === false) await journal.drain();
}

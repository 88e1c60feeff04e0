import type { BulkFlags, BulkSpec } from './bulk.js';
import { usageError, type Io } from './io.js';
import { lazyList, U32Builder, type ItemList } from './item-list.js';
import type { BulkItem, BulkSkip, PlanView } from './plan.js';
import { newRunId, type RunSettings } from './results-file.js';
import { prepareResume } from './resume.js';
import { parseRate } from './retry.js';
import { MAX_OUTAGE_MS } from './bulk-outage.js';

function intFlag(name: string, v: string | number | undefined, dflt: number, min: number, max: number): number {
  if (v === undefined) return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw usageError(`--${name} must be a whole number from ${min} to ${max}, got "${v}".`);
  return n;
}

/** --max-outage: seconds ("90", "90s"), minutes ("5m") or hours ("1h"), at most a day; 0 stops when an outage begins. In ms. */
export function parseMaxOutage(v: string | number | undefined): number {
  if (v === undefined) return MAX_OUTAGE_MS;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(s|m|h)?\s*$/i.exec(String(v));
  const ms = m ? Number(m[1]) * { s: 1000, m: 60_000, h: 3_600_000 }[(m[2]?.toLowerCase() ?? 's') as 's' | 'm' | 'h'] : NaN;
  if (!(ms >= 0 && ms <= 86_400_000))
    throw usageError(
      `--max-outage must be a duration up to 24h like 300, 90s, 5m or 1h (0 stops when the API stops answering), got "${v}".`,
    );
  return Math.round(ms);
}

/** Validates the shared flags before anything is read or sent. */
export function bulkSettings(flags: BulkFlags) {
  const concurrency = intFlag('concurrency', flags.concurrency, 4, 1, 64);
  const retries = intFlag('retries', flags.retries, 5, 0, 20);
  const rate = parseRate(flags.rate);
  if (rate !== undefined && !(rate > 0)) throw usageError(`--rate must look like 20 or 20/s or 600/m, got "${flags.rate}".`);
  const maxOutageMs = parseMaxOutage(flags.maxOutage);
  return { concurrency, retries, rate, maxOutageMs };
}

export type BulkSettings = ReturnType<typeof bulkSettings>;

/** What a run is to do: its id (a resumed run keeps its own), the items left, those that cannot be done, its pace as recorded. */
export interface RunPlan<P> {
  runId: string;
  todo: ItemList<BulkItem<P>>;
  /** Items a resumed run had done already. */
  alreadyDone: number;
  rejected: ItemList<BulkSkip>;
  settings: RunSettings;
}

/** The items whose key is not among those done (a resumed run); the list itself when none are. */
function notDone<P>(items: ItemList<BulkItem<P>>, done: Set<string>): ItemList<BulkItem<P>> {
  if (done.size === 0) return items;
  const keep = new U32Builder();
  for (let i = 0; i < items.length; i++) if (!done.has(items.at(i)!.key)) keep.push(i);
  const at = keep.finish();
  return lazyList(at.length, (i) => items.at(at[i]!)!);
}

/** The run's plan: a new run id, or on --resume the recorded run's id without the items it has done. */
export async function planRun<P, R>(
  plan: PlanView<P>,
  spec: BulkSpec<P, R>,
  flags: BulkFlags,
  io: Io,
  { concurrency, retries, rate }: BulkSettings,
): Promise<RunPlan<P>> {
  let runId = newRunId();
  let done = new Set<string>();
  const prev = spec.previous ?? (flags.resume ? (await prepareResume(spec.command, flags, io)).previous : undefined);
  const settings: RunSettings = {
    concurrency,
    retries,
    ...(rate !== undefined ? { rate: String(flags.rate) } : {}),
    ...(flags.timeout !== undefined ? { timeout: String(flags.timeout) } : {}),
    ...(spec.retryBaseMs !== undefined ? { retryBaseMs: spec.retryBaseMs } : {}),
  };
  if (prev) {
    if (prev.command !== spec.command)
      throw usageError(`${flags.resume} is the results file of \`backoffice ${prev.command}\`, not of \`backoffice ${spec.command}\`.`);
    runId = prev.runId;
    done = prev.done;
  }
  const todo = notDone(plan.items, done);
  return { runId, todo, alreadyDone: plan.items.length - todo.length, rejected: plan.rejected ?? [], settings };
}

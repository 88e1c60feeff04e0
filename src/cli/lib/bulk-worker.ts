import { setMaxListeners } from 'node:events';
import { errorCodeOf, isApiError, isNetworkError } from '../../api/errors.js';
import { runPool } from '../../shared/work-pool.js';
import { isAuthError, isRetryable, isTimeoutError, toCliError } from './api.js';
import type { BulkSpec } from './bulk.js';
import { waitFor, watchOutage, type OutageWatch } from './bulk-outage.js';
import type { Journal } from './bulk-journal.js';
import type { CliError, Io } from './io.js';
import { first, type ItemList } from './item-list.js';
import { safe } from './output.js';
import type { BulkItem, BulkSkip } from './plan.js';
import type { Progress } from './progress.js';
import { backoffDelay, rateLimiter, sleep } from './retry.js';

/** What the run has done so far: its counts, the results kept for the summary, the first failures, an auth error that stopped it. */
export interface Tally<R> {
  counts: { succeeded: number; failed: number; skipped: number };
  results: R[];
  /** Up to 10 lines, `  label (line N): reason`, for the report. */
  failures: string[];
  authError: CliError | undefined;
  /** Of the failures while sending, those sending again cannot help (a 4xx other than 408/409 in progress/429): not worth a resume. */
  permanent: number;
  /** Of the failures while sending, those refused for the token or session (missing scope, revoked, expired): fixed by the operator, not by sending again. */
  refused: number;
}

const failureLine = (label: string, line: number | undefined, reason: string) =>
  `  ${safe(label)}${line ? ` (line ${line})` : ''}: ${safe(reason)}`;

/** The tally before sending: items that could not be done count as failed and come first in the report, with their reason. */
export function startTally<R>(rejected: ItemList<BulkSkip>, skipped: number): Tally<R> {
  return {
    counts: { succeeded: 0, failed: rejected.length, skipped },
    results: [],
    failures: [...first(rejected, 10)].map((r) => failureLine(r.label, r.line, r.reason)),
    authError: undefined,
    permanent: 0,
    refused: 0,
  };
}

/** What the worker loop sends with. */
export interface WorkerRun<P, R> {
  runId: string;
  todo: ItemList<BulkItem<P>>;
  spec: BulkSpec<P, R>;
  io: Io;
  concurrency: number;
  retries: number;
  /** Items started per second at most (--rate); unlimited when undefined. */
  rate: number | undefined;
  /** How often a paused run probes the API during an outage. */
  probeMs: number;
  /** The longest outage the run waits out (--max-outage, ms; 0: it stops when one begins). */
  maxOutageMs: number;
  journal: Journal;
  bar: Progress;
  tally: Tally<R>;
}

interface Worker<P, R> extends WorkerRun<P, R> {
  outage: OutageWatch;
  /** One item only: it never pauses for an outage, and a request with no answer within --timeout fails it at once. */
  single: boolean;
  /** Whether the run has said it waits for Idempotency-Keys still held by the server. */
  toldHeld: boolean;
}

/** The longest wait for an Idempotency-Key the server still holds (409 in progress), beyond its announced lease. */
export const HELD_KEY_MAX_MS = 10 * 60_000;

/**
 * Sends every item, `concurrency` at a time within the rate, each with its retries. Stops starting items
 * on an auth error, SIGINT or SIGTERM, or an outage longer than --max-outage; waits out a shorter one (the items
 * not started are left for --resume).
 */
export async function sendAll<P, R>(run: WorkerRun<P, R>): Promise<{ outageGaveUpAfter: number | undefined }> {
  const { io, tally } = run;
  const w: Worker<P, R> = {
    ...run,
    outage: watchOutage(run.bar, { probeMs: run.probeMs, maxMs: run.maxOutageMs, signal: io.signal }),
    single: run.todo.length === 1,
    toldHeld: false,
  };
  // Each item waiting (an outage, a held key) listens to the signal until its wait ends: at most one per
  // slot at a time, never one per probe, so the limit follows --concurrency instead of warning at 10.
  if (io.signal) setMaxListeners(Math.max(10, 2 * run.concurrency + 10), io.signal);
  const stop = () => tally.authError !== undefined || io.signal?.aborted === true || w.outage.gaveUp() !== undefined;
  const slot = rateLimiter(run.rate);
  await runPool(run.todo.length, run.concurrency, async (i) => {
    if (stop()) return 'stop';
    const paused = w.outage.paused();
    if (paused) await paused;
    if (stop()) return 'stop';
    await slot();
    if (stop()) return 'stop';
    await sendOne(w, run.todo.at(i)!);
  });
  return { outageGaveUpAfter: w.outage.gaveUp() };
}

/** One item, with one Idempotency-Key for all its tries: retries with backoff (Retry-After honoured), an outage's wait, then its result line. */
async function sendOne<P, R>(w: Worker<P, R>, item: BulkItem<P>) {
  const idempotencyKey = `${w.runId}:${item.key}`;
  /** Since when the server has answered that this item's key is held (409 in progress), and until when to wait. */
  let held: { until: number } | undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      const r = await w.spec.send(item.payload, { idempotencyKey, attempt });
      return succeeded(w, item, attempt, r);
    } catch (e) {
      if (isAuthError(e)) w.tally.authError ??= toCliError(e, w.spec.session);
      const outage = outageWait(w, item, e);
      if (outage) {
        await outage;
        if (w.io.signal?.aborted || w.outage.gaveUp() !== undefined) return; // not done: left for --resume
        attempt--; // an outage uses up no retries
        continue;
      }
      const lease = heldKeyWait(w, item, e, held);
      if (lease) {
        held = lease.held;
        await waitFor(lease.delay, w.io.signal);
        if (w.io.signal?.aborted) return; // not done: left for --resume
        attempt--; // a held key uses up no retries
        continue;
      }
      // One request (a one-item run): no pause and no retry on a timeout; it fails after --timeout, recorded as
      // retryable (--resume sends it again), as one-request commands fail (issue 37, item 4).
      if (w.single && isTimeoutError(e)) return failed(w, item, e, attempt);
      const delay = retryDelay(w, e, attempt, idempotencyKey);
      if (delay !== undefined) {
        await sleep(delay);
        continue;
      }
      return failed(w, item, e, attempt);
    }
  }
}

/** The lease the server still holds the key for, in seconds: the 409's retryAfterSeconds, else its Retry-After header. */
function leaseLeft(e: unknown, hint: number | undefined): number | undefined {
  const body = isApiError(e) ? (e.body as { retryAfterSeconds?: unknown } | undefined) : undefined;
  const s = body && typeof body === 'object' ? body.retryAfterSeconds : undefined;
  if (typeof s === 'number' && Number.isFinite(s) && s >= 0) return s;
  return hint !== undefined ? hint / 1000 : undefined;
}

/**
 * A 409 "Idempotency-Key in progress": the server still holds the item's key for an attempt that may still
 * run, or that died with the server (a crash) and holds it until its lease ends (60 s by default). The item
 * waits for it up to the lease the server announces (polling every few seconds, an answer may come sooner),
 * at most HELD_KEY_MAX_MS, without using up its retries; the run says so once.
 */
function heldKeyWait<P, R>(
  w: Worker<P, R>,
  item: BulkItem<P>,
  e: unknown,
  held: { until: number } | undefined,
): { delay: number; held: { until: number } } | undefined {
  if (!isApiError(e) || e.status !== 409 || errorCodeOf(e) !== 'idempotency_in_progress' || w.tally.authError) return undefined;
  const now = Date.now();
  const left = leaseLeft(e, w.spec.retryAfter?.(`${w.runId}:${item.key}`));
  const leaseMs = Math.min(HELD_KEY_MAX_MS, Math.max(1, left ?? 1) * 1000);
  // The deadline is set by the first answer and moved only by a later, longer lease (a new attempt took it).
  const until = Math.max(held?.until ?? 0, now + leaseMs + 2000);
  if (held && now >= held.until) return undefined;
  if (!w.toldHeld) {
    w.toldHeld = true;
    w.bar.note(
      `The server still holds the Idempotency-Key of ${safe(item.label)} (an attempt in progress, or cut off by a server restart) ` +
        `for up to ${Math.ceil(leaseMs / 1000)} s: waiting for it instead of failing (such items wait up to the lease).`,
    );
  }
  return { delay: Math.min(5000, Math.max(250, Math.min(leaseMs, (left ?? 1) * 1000))), held: { until } };
}

/** After a failure: the outage's wait when it was a connection failure in an outage (or the one that begins it); an answer ends the outage. */
function outageWait<P, R>(w: Worker<P, R>, item: BulkItem<P>, e: unknown): Promise<void> | undefined {
  if (w.single) return undefined; // one request never pauses: its retries, then its failure
  if (isNetworkError(e) && !w.tally.authError) {
    if (w.outage.unreachable()) return w.outage.wait(item.key);
  } else if (!isNetworkError(e)) w.outage.reachable();
  return undefined;
}

/** How long to wait before the next try of a retryable failure (Retry-After, else backoff with jitter; 30 s at most); undefined when there is none. */
function retryDelay<P, R>(w: Worker<P, R>, e: unknown, attempt: number, idempotencyKey: string): number | undefined {
  if (w.tally.authError || !isRetryable(e) || attempt > w.retries) return undefined;
  const hint = w.spec.retryAfter?.(idempotencyKey);
  return Math.min(30_000, Math.max(hint ?? 0, backoffDelay(attempt, { baseMs: w.spec.retryBaseMs ?? 200 })));
}

function succeeded<P, R>(w: Worker<P, R>, item: BulkItem<P>, attempt: number, r: R) {
  w.outage.reachable();
  if (w.spec.describe) w.tally.results.push(r);
  w.tally.counts.succeeded++;
  w.journal.record(item, 'ok', attempt, { result: r ?? null });
  return w.bar.tick('ok');
}

function failed<P, R>(w: Worker<P, R>, item: BulkItem<P>, e: unknown, attempt: number) {
  const message = toCliError(e, w.spec.session).message;
  w.tally.counts.failed++;
  if (isAuthError(e)) w.tally.refused++;
  else if (!isRetryable(e)) w.tally.permanent++;
  if (w.tally.failures.length < 10) w.tally.failures.push(failureLine(item.label, item.line, message));
  // The results file keeps what a script needs: the status and code of the answer, and whether
  // --resume may succeed by sending again (network errors, timeouts, 429, 5xx).
  const httpStatus = isApiError(e) && e.status > 0 ? e.status : undefined;
  const code = errorCodeOf(e) ?? (isTimeoutError(e) ? 'timeout' : isNetworkError(e) ? 'network_error' : undefined);
  w.journal.record(item, 'failed', attempt, {
    error: message,
    ...(httpStatus ? { httpStatus } : {}),
    ...(code ? { code } : {}),
    retryable: isRetryable(e),
  });
  return w.bar.tick('failed');
}

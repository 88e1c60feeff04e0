import { resolve } from 'node:path';
import { errorCodeOf, isAuthError, isRetryable, isTimeoutError, toCliError } from './api.js';
import { isApiError, isNetworkError } from '../../api/errors.js';
import { CliError, EXIT, usageError, type Io } from './io.js';
import { printPlan, printReport } from './bulk-report.js';
import type { BulkItem, BulkPlan } from './plan.js';
import { progressBar } from './progress.js';
import { safe } from './output.js';
import { ResultsWriter, defaultResultsPath, newRunId, readPreviousRun, recordableUrl, type ItemStatus, type PreviousRun } from './results-file.js';
import { originOf, sameOrigin, type Session, type SessionOptions } from './config.js';
import { backoffDelay, parseRate, rateLimiter, sleep } from './retry.js';

/** Flags shared by every bulk command. */
export interface BulkFlags {
  dryRun?: boolean;
  yes?: boolean;
  concurrency?: string | number;
  rate?: string | number;
  retries?: string | number;
  results?: string;
  resume?: string;
  json?: boolean;
  color?: boolean;
  /** The global --timeout (seconds), repeated in the resume hint. */
  timeout?: string | number;
}

export interface SendContext {
  idempotencyKey: string;
  attempt: number;
}

export interface BulkSpec<P, R> {
  /** e.g. 'notify send' — stored in the results file and checked on --resume. */
  command: string;
  /** Verb and noun for messages: "send", "notification". */
  verb: string;
  noun: string;
  send: (payload: P, ctx: SendContext) => Promise<R>;
  /** Retry-After hint (ms) recorded for an idempotency key, if any. */
  retryAfter?: (idempotencyKey: string) => number | undefined;
  /** One extra line for the summary from the successful results (e.g. recipients). */
  describe?: (results: R[]) => { line: string; json: Record<string, unknown> };
  /** True when the items were read from stdin (then a prompt cannot be answered: --yes is needed). */
  stdinUsed?: boolean;
  /**
   * The command's own arguments for the resume hint, e.g. ['members', 'disable', '--file', '/abs/ids.txt'];
   * the shared flags (server, profile, concurrency, rate, retries, timeout, resume) are added to them.
   */
  rerunArgs?: string[];
  /** The session the run sends with: recorded in the results file and repeated in the resume hint. */
  session?: Pick<Session, 'apiUrl' | 'profile' | 'source'>;
  /** The results file read by prepareResume (else read here from flags.resume). */
  previous?: PreviousRun;
  /** 'on-request': no results file unless --results or --resume is given (one notification from flags). */
  resultsFile?: 'always' | 'on-request';
  retryBaseMs?: number;
}

/**
 * For --resume: reads the results file (exit 2 when it belongs to another command) and answers the session
 * options of the recorded run, so the rest goes to the same server with the same profile. A different
 * --api-url (or BACKOFFICE_API_URL) origin or --profile (or BACKOFFICE_PROFILE) than recorded is refused
 * (exit 2) rather than silently sending elsewhere.
 */
export async function prepareResume<O extends SessionOptions & BulkFlags>(
  command: string,
  opts: O,
  io: Io,
): Promise<{ previous?: PreviousRun; sessionOpts: O }> {
  if (!opts.resume) return { sessionOpts: opts };
  if (opts.results && resolve(io.cwd ?? process.cwd(), opts.results) !== resolve(io.cwd ?? process.cwd(), opts.resume))
    throw usageError('--resume appends to the results file it is given: leave out --results (or give the same path).');
  const previous = await readPreviousRun(resolve(io.cwd ?? process.cwd(), opts.resume));
  if (previous.command !== command)
    throw usageError(`${opts.resume} is the results file of \`backoffice ${previous.command}\`, not of \`backoffice ${command}\`.`);
  let { apiUrl, profile } = opts;
  if (previous.apiUrl) {
    const asked = opts.apiUrl || io.env.BACKOFFICE_API_URL;
    if (asked && !sameOrigin(asked, previous.apiUrl))
      throw usageError(
        `${opts.resume} records a run against ${originOf(previous.apiUrl)}, but ${opts.apiUrl ? '--api-url' : 'BACKOFFICE_API_URL'} asks for ${originOf(asked)}. ` +
          `The rest of a run goes to the server of its start: leave ${opts.apiUrl ? '--api-url' : 'BACKOFFICE_API_URL'} out (the recorded ${previous.apiUrl} is used), or start a new run without --resume.`,
      );
    apiUrl = asked || previous.apiUrl;
  }
  if (previous.profile) {
    const asked = opts.profile || io.env.BACKOFFICE_PROFILE;
    if (asked && asked !== previous.profile)
      throw usageError(
        `${opts.resume} records a run with profile "${previous.profile}", but ${opts.profile ? '--profile' : 'BACKOFFICE_PROFILE'} asks for "${asked}". ` +
          `Leave ${opts.profile ? '--profile' : 'BACKOFFICE_PROFILE'} out (profile "${previous.profile}" is used), or start a new run without --resume.`,
      );
    profile = asked || previous.profile;
  }
  return {
    previous,
    sessionOpts: { ...opts, ...(apiUrl ? { apiUrl, apiUrlFrom: opts.apiUrl ? '--api-url' : io.env.BACKOFFICE_API_URL ? 'BACKOFFICE_API_URL' : `the results file ${opts.resume}` } : {}), ...(profile ? { profile } : {}) },
  };
}

export interface BulkReport {
  runId: string;
  resultsFile?: string;
  succeeded: number;
  failed: number;
  skipped: number;
  alreadyDone: number;
  notStarted: number;
  interrupted: boolean;
  exitCode: number;
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function intFlag(name: string, v: string | number | undefined, dflt: number, min: number, max: number): number {
  if (v === undefined) return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw usageError(`--${name} must be a whole number from ${min} to ${max}, got "${v}".`);
  return n;
}

/** Validates the shared flags before anything is read or sent. */
export function bulkSettings(flags: BulkFlags) {
  const concurrency = intFlag('concurrency', flags.concurrency, 4, 1, 64);
  const retries = intFlag('retries', flags.retries, 5, 0, 20);
  const rate = parseRate(flags.rate);
  if (rate !== undefined && !(rate > 0)) throw usageError(`--rate must look like 20 or 20/s or 600/m, got "${flags.rate}".`);
  return { concurrency, retries, rate };
}

/**
 * Runs a validated plan: resume filter, dry-run, confirmation, bounded concurrency and rate, retries with
 * backoff and jitter (network, 429, 5xx, honouring Retry-After), one Idempotency-Key per item, a results
 * line per item, and a clean stop on SIGINT.
 */
export async function runBulk<P, R>(plan: BulkPlan<P>, spec: BulkSpec<P, R>, flags: BulkFlags, io: Io): Promise<BulkReport> {
  const { concurrency, retries, rate } = bulkSettings(flags);

  let runId = newRunId();
  let done = new Set<string>();
  const prev = spec.previous ?? (flags.resume ? (await prepareResume(spec.command, flags, io)).previous : undefined);
  if (prev) {
    if (prev.command !== spec.command)
      throw usageError(`${flags.resume} is the results file of \`backoffice ${prev.command}\`, not of \`backoffice ${spec.command}\`.`);
    runId = prev.runId;
    done = prev.done;
  }
  const todo = plan.items.filter((i) => !done.has(i.key));
  const alreadyDone = plan.items.length - todo.length;
  const base = { runId, alreadyDone, notStarted: 0, interrupted: false };

  const rejected = plan.rejected ?? [];
  if (flags.dryRun) {
    printPlan(io, spec, flags, { runId, todo, skipped: plan.skipped, rejected, alreadyDone });
    return { ...base, succeeded: 0, failed: rejected.length, skipped: plan.skipped.length, exitCode: rejected.length ? EXIT.partial : EXIT.ok };
  }

  if (todo.length > 0 && !flags.yes) {
    const what = `${spec.verb} ${plural(todo.length, spec.noun)}`;
    if (!io.isTTY || spec.stdinUsed)
      throw usageError(
        `Refusing to ${what} without confirmation: ${spec.stdinUsed ? 'the items come from stdin' : 'not running in a terminal'}. Pass --yes to confirm (or --dry-run to preview).`,
      );
    const aside = [plan.skipped.length ? `${plan.skipped.length} skipped` : '', rejected.length ? `${rejected.length} cannot be done` : ''].filter(Boolean).join(', ');
    const answer = await io.prompt(`About to ${what}${aside ? ` (${aside})` : ''}. Continue? [y/N] `);
    if (!/^y(es)?$/i.test(answer.trim())) throw new CliError('Cancelled; nothing was sent.', EXIT.error);
  }

  const chosen = flags.resume ?? flags.results;
  const resultsPath = chosen
    ? resolve(io.cwd ?? process.cwd(), chosen)
    : spec.resultsFile === 'on-request'
      ? undefined
      : await defaultResultsPath(io.env, runId);
  const writer = resultsPath ? new ResultsWriter(resultsPath) : undefined;
  writer?.write({
    type: 'run',
    runId,
    command: spec.command,
    startedAt: new Date().toISOString(),
    total: plan.items.length,
    ...(flags.resume ? { resumed: true } : {}),
    ...(spec.session ? { apiUrl: recordableUrl(spec.session.apiUrl) } : {}),
    ...(spec.session?.source === 'profile' ? { profile: spec.session.profile } : {}),
  });
  const record = (i: { key: string; line?: number; label: string }, status: ItemStatus, attempts: number, extra: Record<string, unknown>) =>
    writer?.write({ type: 'item', runId, key: i.key, ...(i.line !== undefined ? { line: i.line } : {}), label: i.label, status, attempts, ...extra, at: new Date().toISOString() });
  for (const s of plan.skipped) record(s, 'skipped', 0, { reason: s.reason });
  for (const r of rejected) record(r, 'failed', 0, { error: r.reason, retryable: false });

  const bar = progressBar(io, todo.length, spec.command);
  const counts = { succeeded: 0, failed: rejected.length, skipped: plan.skipped.length };
  const results: R[] = [];
  // Items that could not be done come first in the report, with their reason.
  const failures: string[] = rejected.slice(0, 10).map((r) => `  ${safe(r.label)}${r.line ? ` (line ${r.line})` : ''}: ${safe(r.reason)}`);
  let authError: CliError | undefined;
  const stop = () => authError !== undefined || io.signal?.aborted === true;
  const slot = rateLimiter(rate);
  let next = 0;

  const sendOne = async (item: BulkItem<P>) => {
    const idempotencyKey = `${runId}:${item.key}`;
    for (let attempt = 1; ; attempt++) {
      try {
        const r = await spec.send(item.payload, { idempotencyKey, attempt });
        results.push(r);
        counts.succeeded++;
        record(item, 'ok', attempt, { result: r ?? null });
        return bar.tick('ok');
      } catch (e) {
        if (isAuthError(e)) authError ??= toCliError(e);
        if (!authError && isRetryable(e) && attempt <= retries) {
          const hint = spec.retryAfter?.(idempotencyKey);
          await sleep(Math.min(30_000, Math.max(hint ?? 0, backoffDelay(attempt, { baseMs: spec.retryBaseMs ?? 200 }))));
          continue;
        }
        const message = toCliError(e).message;
        counts.failed++;
        if (failures.length < 10) failures.push(`  ${safe(item.label)}${item.line ? ` (line ${item.line})` : ''}: ${safe(message)}`);
        // The results file keeps what a script needs: the status and code of the answer, and whether
        // --resume may succeed by sending again (network errors, timeouts, 429, 5xx).
        const httpStatus = isApiError(e) && e.status > 0 ? e.status : undefined;
        const code = errorCodeOf(e) ?? (isTimeoutError(e) ? 'timeout' : isNetworkError(e) ? 'network_error' : undefined);
        record(item, 'failed', attempt, { error: message, ...(httpStatus ? { httpStatus } : {}), ...(code ? { code } : {}), retryable: isRetryable(e) });
        return bar.tick('failed');
      }
    }
  };
  const worker = async () => {
    while (!stop() && next < todo.length) {
      const item = todo[next++]!;
      await slot();
      if (io.signal?.aborted) return;
      await sendOne(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, worker));
  bar.done();
  await writer?.close();

  const notStarted = todo.length - counts.succeeded - (counts.failed - rejected.length);
  const interrupted = notStarted > 0;
  const exitCode = authError ? EXIT.auth : interrupted ? EXIT.interrupted : counts.failed > 0 ? EXIT.partial : EXIT.ok;
  printReport(io, spec, flags, {
    runId, resultsPath, counts, alreadyDone, notStarted, interrupted, failures, rejected: rejected.length, authError, extra: spec.describe?.(results),
  });
  return { ...base, resultsFile: resultsPath, ...counts, notStarted, interrupted, exitCode };
}

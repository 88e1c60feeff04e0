import { resolve } from 'node:path';
import { errorCodeOf, isApiError, isNetworkError } from '../../api/errors.js';
import { runPool } from '../../shared/work-pool.js';
import { isAuthError, isRetryable, isTimeoutError, toCliError } from './api.js';
import { CliError, EXIT, usageError, type Io } from './io.js';
import { printPlan, printReport } from './bulk-report.js';
import type { BulkItem, BulkSkip, PlanView } from './plan.js';
import { lazyList, U32Builder, type ItemList } from './item-list.js';
import { progressBar } from './progress.js';
import { duration, safe, safeText } from './output.js';
import {
  ResultsWriter,
  checkResultsPath,
  defaultResultsPath,
  newRunId,
  readPreviousRun,
  recordableUrl,
  type ItemStatus,
  type PreviousRun,
  type RunInput,
  type RunSettings,
} from './results-file.js';
import { shellQuote } from './shell.js';
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
  /** The global --timeout (seconds), recorded for --resume. */
  timeout?: string | number;
  /** How often a paused run probes the API during an outage, in ms (hidden; default 5 s, tests shorten it). */
  outageProbeMs?: string;
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
  /** When the items take effect, if not at once (notify send --at: "for 2026-12-01 09:00 Europe/Rome (...)"): said before confirming and in the dry run. */
  when?: string;
  /** The recipients the items would reach, counted by the API now (notifications): said before confirming and in the dry run. */
  recipients?: (todo: BulkItem<P>[]) => Promise<number>;
  /** True when the items were read from stdin (then a prompt cannot be answered: --yes is needed). */
  stdinUsed?: boolean;
  /** Where the items came from (file and SHA-256, ids or fields): recorded for --resume. */
  input?: RunInput;
  /** The session the run sends with: recorded in the results file, restored by --resume. */
  session?: Pick<Session, 'apiUrl' | 'profile' | 'source'>;
  /** The results file read by prepareResume (else read here from flags.resume). */
  previous?: PreviousRun;
  /** 'on-request': no results file unless --results or --resume is given (one notification from flags). */
  resultsFile?: 'always' | 'on-request';
  retryBaseMs?: number;
}

/** The options a resumable bulk command takes: session, shared bulk flags, and where its items come from. */
export interface ResumableOptions extends SessionOptions, BulkFlags {
  file?: string;
  idColumn?: string;
  retryBaseMs?: string;
}

/**
 * The items given on the command line instead of a file: ids as arguments, or one notification as flags;
 * and the flags that shape every item (`options`, e.g. notify send's --at as an ISO instant).
 */
export interface GivenItems {
  args?: string[];
  fields?: Record<string, string>;
  options?: Record<string, string>;
}

const sameFields = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/**
 * Before anything is read or sent. Without --resume: refuses a --results file that already holds a run
 * (exit 2). With --resume FILE: reads the results file (exit 2 when it belongs to another command) and
 * restores what the run started with — server, profile, input (file, id column, ids or fields) and pace
 * (concurrency, rate, retries, timeout) — so `--resume FILE` alone finishes the run where it started. A
 * given --api-url, --profile, --file, id column, ids or fields that contradicts the recorded run is refused
 * (exit 2) rather than sending the rest elsewhere or from other data; a different pace is allowed and said.
 */
export async function prepareResume<O extends ResumableOptions>(
  command: string,
  opts: O,
  io: Io,
  given: GivenItems = {},
): Promise<{ previous?: PreviousRun; opts: O } & GivenItems> {
  const cwd = io.cwd ?? process.cwd();
  if (!opts.resume) {
    if (opts.results) refuseUsedResultsFile(resolve(cwd, opts.results), opts.results);
    return { opts, ...given };
  }
  if (opts.results && resolve(cwd, opts.results) !== resolve(cwd, opts.resume))
    throw usageError('--resume appends to the results file it is given: leave out --results (or give the same path).');
  const previous = await readPreviousRun(resolve(cwd, opts.resume));
  if (previous.command !== command)
    throw usageError(`${opts.resume} is the results file of \`backoffice ${previous.command}\`, not of \`backoffice ${command}\`.`);
  const refuse = (what: string, recorded: string, asked: string, flag: string) =>
    usageError(
      `${opts.resume} records a run ${[what, recorded].filter(Boolean).join(' ')}, but ${asked}. ` +
        `The rest of a run goes where its start went, from the same input: leave ${flag} out (the recorded value is used), or start a new run without --resume.`,
    );
  const out: ResumableOptions = { ...opts };
  if (previous.apiUrl) {
    const asked = opts.apiUrl || io.env.BACKOFFICE_API_URL;
    const flag = opts.apiUrl ? '--api-url' : 'BACKOFFICE_API_URL';
    if (asked && !sameOrigin(asked, previous.apiUrl))
      throw refuse('against', originOf(previous.apiUrl), `${flag} asks for ${originOf(asked)}`, flag);
    out.apiUrl = asked || previous.apiUrl;
    out.apiUrlFrom = opts.apiUrl ? '--api-url' : io.env.BACKOFFICE_API_URL ? 'BACKOFFICE_API_URL' : `the results file ${opts.resume}`;
  }
  if (previous.profile) {
    const asked = opts.profile || io.env.BACKOFFICE_PROFILE;
    const flag = opts.profile ? '--profile' : 'BACKOFFICE_PROFILE';
    if (asked && asked !== previous.profile) throw refuse('with profile', `"${previous.profile}"`, `${flag} asks for "${asked}"`, flag);
    out.profile = asked || previous.profile;
  }

  let { args, fields } = given;
  const input = previous.input;
  const hasArgs = !!args?.length;
  const hasFields = !!fields && Object.keys(fields).length > 0;
  if (input?.file !== undefined) {
    const recorded = input.file === '-' ? 'stdin' : input.file;
    if (hasArgs || hasFields) throw refuse('that read its items from', recorded, 'the command gives them on the command line', 'them');
    if (opts.file === undefined) {
      if (input.file === '-')
        throw usageError(`Run ${previous.runId} read its items from stdin: give the same input again with --file - (and --yes).`);
      out.file = input.file;
    } else if ((opts.file === '-' ? '-' : resolve(cwd, opts.file)) !== input.file)
      throw refuse('that read its items from', recorded, `--file gives ${opts.file === '-' ? 'stdin' : opts.file}`, '--file');
    if (opts.idColumn !== undefined && (input.idColumn ?? 'id').toLowerCase() !== opts.idColumn.toLowerCase())
      throw refuse('that read the id column', `"${input.idColumn ?? 'id'}"`, `--id-column gives "${opts.idColumn}"`, '--id-column');
    if (input.idColumn !== undefined) out.idColumn = input.idColumn;
  } else if (input?.args) {
    if (opts.file !== undefined) throw refuse('of the ids', input.args.join(' '), `--file gives ${opts.file}`, '--file');
    if (hasArgs && args!.join(' ') !== input.args.join(' '))
      throw refuse('of the ids', input.args.join(' '), `the command gives ${args!.join(' ')}`, 'the ids');
    args = input.args;
  } else if (input?.fields) {
    if (opts.file !== undefined) throw refuse('of one notification given as flags', '', `--file gives ${opts.file}`, '--file');
    if (hasFields && !sameFields(fields!, input.fields))
      throw refuse('of one notification given as flags', '', 'the command gives other flags', 'the notification flags');
    fields = input.fields;
  }
  // Flags that shape every item: what the run recorded is restored; a different value, or one the run did
  // not have, is refused.
  const recordedOptions = input?.options ?? {};
  const givenOptions = given.options ?? {};
  for (const [key, value] of Object.entries(givenOptions)) {
    const recorded = recordedOptions[key];
    if (recorded !== value)
      throw refuse(
        recorded === undefined ? `without --${key}` : `with --${key} ${recorded}`,
        '',
        `the command gives --${key} ${value}`,
        `--${key}`,
      );
  }
  const options = Object.keys(recordedOptions).length ? { ...recordedOptions } : undefined;

  const changed: string[] = [];
  const settings = previous.settings ?? {};
  const pace = [
    ['concurrency', 'concurrency'],
    ['rate', 'rate'],
    ['retries', 'retries'],
    ['timeout', 'timeout'],
    ['retryBaseMs', 'retry-base-ms'],
  ] as const;
  for (const [key, flag] of pace) {
    const recorded = settings[key];
    if (recorded === undefined) continue;
    const asked = opts[key];
    if (asked === undefined) (out as Record<string, unknown>)[key] = String(recorded);
    else if (String(asked) !== String(recorded)) changed.push(`--${flag} ${asked} (it started with ${recorded})`);
  }
  if (changed.length) io.stderr.write(`Resuming run ${previous.runId} with ${changed.join(', ')}.\n`);
  return { previous, opts: out as O, ...(args ? { args } : {}), ...(fields ? { fields } : {}), ...(options ? { options } : {}) };
}

/**
 * A --results file that already holds a run is not appended to: that is what --resume is for. A link, or
 * a file of another account, is refused before anything is read or sent (and again when it is opened).
 */
function refuseUsedResultsFile(path: string, given: string) {
  const size = checkResultsPath(path)?.size ?? 0;
  if (size > 0)
    throw usageError(
      `${given} already holds a run. To finish that run, use --resume ${shellQuote(given)} (without --results); to start a new one, give a new --results path or leave it out.`,
    );
}

/**
 * After the input is read on --resume: a file whose content changed since the run started (its SHA-256
 * differs) is refused (exit 2), since its rows would no longer match what the results file says is done.
 */
export function checkResumedInput(previous: PreviousRun | undefined, input: RunInput, resumePath: string | undefined) {
  const recorded = previous?.input?.sha256;
  if (!previous || !recorded || !input.sha256 || recorded === input.sha256) return;
  const what = input.file === '-' ? 'The input on stdin' : input.file;
  throw usageError(
    `${what} is not what run ${previous.runId} started from (its SHA-256 was ${recorded.slice(0, 12)}…, now ${input.sha256.slice(0, 12)}…). ` +
      `Resuming would skip or repeat the wrong items: give the original input again, or start a new run without --resume ${resumePath ?? ''}.`.trimEnd(),
  );
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

/** The first `n` entries of a list. */
function* first<T>(list: ItemList<T>, n: number): Generator<T> {
  for (let i = 0; i < Math.min(n, list.length); i++) yield list.at(i)!;
}

/** The items whose key is not among those done (a resumed run); the list itself when none are. */
function notDone<P>(items: ItemList<BulkItem<P>>, done: Set<string>): ItemList<BulkItem<P>> {
  if (done.size === 0) return items;
  const keep = new U32Builder();
  for (let i = 0; i < items.length; i++) if (!done.has(items.at(i)!.key)) keep.push(i);
  const at = keep.finish();
  return lazyList(at.length, (i) => items.at(at[i]!)!);
}

/** Connection failures in a row that make a run pause, and how often it then probes the API. */
export const OUTAGE_AFTER = 3;
const OUTAGE_PROBE_MS = 5000;

/** Settles when the signal aborts (never without one). */
const aborted = (signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    if (!signal) return;
    if (signal.aborted) return resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
  });

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
export async function runBulk<P, R>(plan: PlanView<P>, spec: BulkSpec<P, R>, flags: BulkFlags, io: Io): Promise<BulkReport> {
  const { concurrency, retries, rate } = bulkSettings(flags);

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
  const alreadyDone = plan.items.length - todo.length;
  const base = { runId, alreadyDone, notStarted: 0, interrupted: false };

  const rejected: ItemList<BulkSkip> = plan.rejected ?? [];
  let recipients: number | undefined;
  // The count is for the person deciding (the dry run and the confirmation); a run confirmed with
  // --yes does not wait for it, and a failed count never stops the run: each item reports its own.
  if (spec.recipients && todo.length && (flags.dryRun || !flags.yes)) {
    try {
      recipients = await spec.recipients([...todo]);
    } catch (e) {
      io.stderr.write(`Recipients not counted: ${safeText(toCliError(e, spec.session).message)}\n`);
    }
  }
  if (flags.dryRun) {
    await printPlan(io, spec, flags, {
      runId,
      todo,
      skipped: plan.skipped,
      rejected,
      alreadyDone,
      ...(recipients !== undefined ? { recipients } : {}),
    });
    return {
      ...base,
      succeeded: 0,
      failed: rejected.length,
      skipped: plan.skipped.length,
      exitCode: rejected.length ? EXIT.partial : EXIT.ok,
    };
  }

  if (todo.length > 0 && !flags.yes) {
    const what = `${spec.verb} ${plural(todo.length, spec.noun)}`;
    if (!io.isTTY || spec.stdinUsed)
      throw usageError(
        `Refusing to ${what} without confirmation: ${spec.stdinUsed ? 'the items come from stdin' : 'not running in a terminal'}. Pass --yes to confirm (or --dry-run to preview).`,
      );
    const aside = [plan.skipped.length ? `${plan.skipped.length} skipped` : '', rejected.length ? `${rejected.length} cannot be done` : '']
      .filter(Boolean)
      .join(', ');
    const reach = recipients !== undefined ? ` to ${plural(recipients, 'recipient')}` : '';
    // What will be done, by name: up to 10 items, then how many more.
    const shown = [...first(todo, 10)].map((i) => `  ${spec.verb} ${safe(i.label)}`);
    if (todo.length > shown.length) shown.push(`  … and ${todo.length - shown.length} more (--dry-run lists them all)`);
    const at = spec.when ? ` ${spec.when}` : '';
    io.stderr.write(`About to ${what}${reach}${at}${aside ? ` (${aside})` : ''}:\n${shown.join('\n')}\n`);
    const answer = await io.prompt('Continue? [y/N] ');
    if (!/^y(es)?$/i.test(answer.trim())) throw new CliError('Cancelled; nothing was sent.', EXIT.error);
  }

  const chosen = flags.resume ?? flags.results;
  const resultsPath = chosen
    ? resolve(io.cwd ?? process.cwd(), chosen)
    : spec.resultsFile === 'on-request'
      ? undefined
      : await defaultResultsPath(io.env, runId);
  const writer = resultsPath ? new ResultsWriter(resultsPath, flags.resume ? 'resume' : 'results') : undefined;
  writer?.write({
    type: 'run',
    runId,
    command: spec.command,
    startedAt: new Date().toISOString(),
    total: plan.items.length,
    ...(flags.resume ? { resumed: true } : {}),
    ...(spec.session ? { apiUrl: recordableUrl(spec.session.apiUrl) } : {}),
    ...(spec.session?.source === 'profile' ? { profile: spec.session.profile } : {}),
    ...(spec.input ? { input: spec.input } : {}),
    settings,
  });
  const record = (i: { key: string; line?: number; label: string }, status: ItemStatus, attempts: number, extra: Record<string, unknown>) =>
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
    });
  // Written with backpressure: a million skipped ids do not wait in memory.
  for (const s of plan.skipped) if (record(s, 'skipped', 0, { reason: s.reason }) === false) await writer?.drain();
  for (const r of rejected) if (record(r, 'failed', 0, { error: r.reason, retryable: false }) === false) await writer?.drain();

  const bar = progressBar(io, todo.length, spec.command);
  const counts = { succeeded: 0, failed: rejected.length, skipped: plan.skipped.length };
  const results: R[] = [];
  // Items that could not be done come first in the report, with their reason.
  const failures: string[] = [...first(rejected, 10)].map(
    (r) => `  ${safe(r.label)}${r.line ? ` (line ${r.line})` : ''}: ${safe(r.reason)}`,
  );
  let authError: CliError | undefined;
  const stop = () => authError !== undefined || io.signal?.aborted === true;
  const slot = rateLimiter(rate);

  // An outage: after OUTAGE_AFTER connection failures in a row the run stops starting items and one item
  // probes every few seconds (its Idempotency-Key makes that safe); the others wait. Waiting does not use
  // up retries, and Ctrl-C ends the wait (the items left are "not started", for --resume).
  const probeMs = flags.outageProbeMs ? Number(flags.outageProbeMs) : OUTAGE_PROBE_MS;
  let failuresInARow = 0;
  let outage: { since: number; over: Promise<void>; end: () => void; prober: string } | undefined;
  const waitOutage = async (item: BulkItem<P>): Promise<void> => {
    if (!outage) {
      let end!: () => void;
      const over = new Promise<void>((r) => (end = r));
      outage = { since: Date.now(), over, end, prober: item.key };
      bar.note(`API unreachable, retrying every ${probeMs / 1000} s (Ctrl-C to stop; resume later).`);
    }
    if (outage.prober !== item.key) return Promise.race([outage.over, aborted(io.signal)]);
    await Promise.race([sleep(probeMs), aborted(io.signal)]);
  };
  const outageOver = () => {
    if (!outage) return;
    bar.note(`API reachable again after ${duration(Date.now() - outage.since)}; continuing.`);
    outage.end();
    outage = undefined;
  };

  const sendOne = async (item: BulkItem<P>) => {
    const idempotencyKey = `${runId}:${item.key}`;
    for (let attempt = 1; ; attempt++) {
      try {
        const r = await spec.send(item.payload, { idempotencyKey, attempt });
        failuresInARow = 0;
        outageOver();
        if (spec.describe) results.push(r);
        counts.succeeded++;
        record(item, 'ok', attempt, { result: r ?? null });
        return bar.tick('ok');
      } catch (e) {
        if (isAuthError(e)) authError ??= toCliError(e, spec.session);
        if (isNetworkError(e) && !authError) {
          failuresInARow++;
          if (outage || failuresInARow >= OUTAGE_AFTER) {
            await waitOutage(item);
            if (io.signal?.aborted) return; // not done: left for --resume
            attempt--; // an outage uses up no retries
            continue;
          }
        } else if (!isNetworkError(e)) {
          failuresInARow = 0;
          outageOver();
        }
        if (!authError && isRetryable(e) && attempt <= retries) {
          const hint = spec.retryAfter?.(idempotencyKey);
          await sleep(Math.min(30_000, Math.max(hint ?? 0, backoffDelay(attempt, { baseMs: spec.retryBaseMs ?? 200 }))));
          continue;
        }
        const message = toCliError(e, spec.session).message;
        counts.failed++;
        if (failures.length < 10) failures.push(`  ${safe(item.label)}${item.line ? ` (line ${item.line})` : ''}: ${safe(message)}`);
        // The results file keeps what a script needs: the status and code of the answer, and whether
        // --resume may succeed by sending again (network errors, timeouts, 429, 5xx).
        const httpStatus = isApiError(e) && e.status > 0 ? e.status : undefined;
        const code = errorCodeOf(e) ?? (isTimeoutError(e) ? 'timeout' : isNetworkError(e) ? 'network_error' : undefined);
        record(item, 'failed', attempt, {
          error: message,
          ...(httpStatus ? { httpStatus } : {}),
          ...(code ? { code } : {}),
          retryable: isRetryable(e),
        });
        return bar.tick('failed');
      }
    }
  };
  await runPool(todo.length, concurrency, async (i) => {
    if (stop()) return 'stop';
    if (outage) await Promise.race([outage.over, aborted(io.signal)]);
    if (stop()) return 'stop';
    await slot();
    if (io.signal?.aborted) return 'stop';
    await sendOne(todo.at(i)!);
  });
  bar.done();
  await writer?.close();

  const notStarted = todo.length - counts.succeeded - (counts.failed - rejected.length);
  const interrupted = notStarted > 0;
  const exitCode = authError ? EXIT.auth : interrupted ? EXIT.interrupted : counts.failed > 0 ? EXIT.partial : EXIT.ok;
  printReport(io, spec, flags, {
    runId,
    resultsPath,
    counts,
    alreadyDone,
    notStarted,
    interrupted,
    failures,
    rejected: rejected.length,
    authError,
    extra: spec.describe?.(results),
  });
  return { ...base, resultsFile: resultsPath, ...counts, notStarted, interrupted, exitCode };
}

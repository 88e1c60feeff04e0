import { EXIT, type Io } from './io.js';
import { printPlan, printReport } from './bulk-report.js';
import type { BulkItem, PlanView } from './plan.js';
import { progressBar } from './progress.js';
import type { PreviousRun, RunInput } from './results-file.js';
import type { Session } from './config.js';
import { bulkSettings, planRun, type RunPlan } from './bulk-plan.js';
import { confirmRun, countRecipients } from './bulk-confirm.js';
import { openJournal, recordSetAside } from './bulk-journal.js';
import { OUTAGE_PROBE_MS } from './bulk-outage.js';
import { sendAll, startTally, type Tally } from './bulk-worker.js';
import { duration, num, paceText, safe, writeNote } from './output.js';
import { apiTokenExpiry } from './token-scopes.js';
import { profileFlag, tokenExpiry } from './token.js';
import { API_TOKEN_PREFIX } from '../../api/contract/constants.js';

export { bulkSettings } from './bulk-plan.js';
export { OUTAGE_AFTER, MAX_OUTAGE_MS } from './bulk-outage.js';
export { checkResumedInput, prepareResume, type GivenItems, type ResumableOptions } from './resume.js';

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
  /** The longest outage waited out before the run stops (--max-outage: 300, 90s, 5m; 0 = stop at once). */
  maxOutage?: string;
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
  /** What a check of the items against the API found before the run (notify send: the members of SINGLE rows): said in the dry run and before confirming. */
  /** What was checked before the run; `notable` when it set items aside (a run with --yes says only those). */
  precheck?: { line: string; json: Record<string, unknown>; notable?: boolean };
  /** True when the items were read from stdin (then a prompt cannot be answered: --yes is needed). */
  stdinUsed?: boolean;
  /** Where the items came from (file and SHA-256, ids or fields): recorded for --resume. */
  input?: RunInput;
  /** The session the run sends with: recorded in the results file, restored by --resume. */
  session?: Pick<Session, 'apiUrl' | 'profile' | 'source'> & { token?: string | undefined };
  /** The results file read by prepareResume (else read here from flags.resume). */
  previous?: PreviousRun;
  /** 'on-request': no results file unless --results or --resume is given (one notification from flags). */
  resultsFile?: 'always' | 'on-request';
  retryBaseMs?: number;
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

/**
 * Runs a validated plan: resume filter, dry-run, confirmation, bounded concurrency and rate, retries with
 * backoff and jitter (network, 429, 5xx, honouring Retry-After), one Idempotency-Key per item, a results
 * line per item, and a clean stop on SIGINT.
 */
export async function runBulk<P, R>(plan: PlanView<P>, spec: BulkSpec<P, R>, flags: BulkFlags, io: Io): Promise<BulkReport> {
  const settings = bulkSettings(flags);
  const run = await planRun(plan, spec, flags, io, settings);
  const { runId, todo, rejected } = run;
  const recipients = await countRecipients(spec, todo, flags, io);
  if (todo.length > 0) warnExpiry(io, spec, todo.length, settings);
  if (flags.dryRun) {
    await printPlan(io, spec, flags, {
      runId,
      todo,
      skipped: plan.skipped,
      rejected,
      alreadyDone: run.alreadyDone,
      ...(recipients !== undefined ? { recipients } : {}),
    });
    return dryRunReport(run, plan.skipped.length);
  }
  if (todo.length > 0 && !flags.yes)
    await confirmRun(io, spec, { todo, skipped: plan.skipped.length, rejected: rejected.length, recipients });
  else if (spec.precheck?.notable && !flags.json) writeNote(io, spec.precheck.line);

  const journal = await openJournal(io, spec, flags, { runId, total: plan.items.length, settings: run.settings });
  await recordSetAside(journal, plan.skipped, rejected);
  const bar = progressBar(io, todo.length, spec.command);
  const tally = startTally<R>(rejected, plan.skipped.length);
  const probeMs = flags.outageProbeMs ? Number(flags.outageProbeMs) : OUTAGE_PROBE_MS;
  const { outageGaveUpAfter } = await sendAll({ runId, todo, spec, io, ...settings, probeMs, journal, bar, tally });
  bar.done();
  await journal.close();
  return summarize(run, tally, { io, spec, flags, resultsPath: journal.path, outageGaveUpAfter, maxOutageMs: settings.maxOutageMs });
}

/** Items a second per item in flight, for the estimate of a run without --rate (a request of about 200 ms). */
const NOMINAL_PER_SLOT = 5;

/**
 * Warns before a run when the session's token expires before the run is likely to end (its --rate, else
 * NOMINAL_PER_SLOT items a second per --concurrency slot): the API would refuse the rest, and the run would
 * stop with exit 4 halfway.
 */
function warnExpiry<P, R>(
  io: Io,
  spec: BulkSpec<P, R>,
  items: number,
  settings: { rate: number | undefined; concurrency: number },
  now = Date.now(),
) {
  const token = spec.session?.token;
  // A session's JWT says when it ends; an API token's expiry is what the server said of it this run.
  const exp = token ? (tokenExpiry(token) ?? apiTokenExpiry(token)) : null;
  if (!exp) return;
  const pace = settings.rate ?? settings.concurrency * NOMINAL_PER_SLOT;
  const estimate = (items / pace) * 1000;
  const left = exp.getTime() - now;
  if (left >= estimate) return;
  const whose =
    spec.session?.source === 'env' ? 'BACKOFFICE_TOKEN' : `the session of profile "${safe(spec.session?.profile ?? 'default')}"`;
  const fix =
    spec.session?.source === 'env'
      ? 'Set BACKOFFICE_TOKEN to a fresh token first'
      : token?.startsWith(API_TOKEN_PREFIX)
        ? `Store a fresh API token first: \`backoffice login --with-token${profileFlag(spec.session?.profile)}\``
        : `Sign in again first: \`backoffice login${profileFlag(spec.session?.profile)}\``;
  writeNote(
    io,
    `Warning: ${whose} ${left <= 0 ? 'has expired' : `expires in ${duration(left)}`}, before this run is likely to end: ` +
      `about ${duration(estimate)} for ${num(items)} items at ${paceText(pace)}. ${fix}; ` +
      'otherwise the API refuses the rest when it expires (exit 4) and --resume finishes them after a new sign-in.',
  );
}

/** The report of a dry run: nothing sent, the items that cannot be done failed. */
function dryRunReport<P>({ runId, alreadyDone, rejected }: RunPlan<P>, skipped: number): BulkReport {
  return {
    runId,
    alreadyDone,
    notStarted: 0,
    interrupted: false,
    succeeded: 0,
    failed: rejected.length,
    skipped,
    exitCode: rejected.length ? EXIT.partial : EXIT.ok,
  };
}

/** After the run: what was not started (an interruption), the exit code, the printed report. */
function summarize<P, R>(
  { runId, todo, alreadyDone, rejected }: RunPlan<P>,
  { counts, results, failures, authError, permanent, refused }: Tally<R>,
  o: {
    io: Io;
    spec: BulkSpec<P, R>;
    flags: BulkFlags;
    resultsPath: string | undefined;
    outageGaveUpAfter: number | undefined;
    maxOutageMs: number;
  },
): BulkReport {
  const notStarted = todo.length - counts.succeeded - (counts.failed - rejected.length);
  const interrupted = notStarted > 0;
  const terminated = o.io.signal?.aborted === true && o.io.signal.reason === 'SIGTERM';
  const gaveUp = o.outageGaveUpAfter !== undefined && !o.io.signal?.aborted;
  const stopCode = gaveUp ? EXIT.outage : terminated ? EXIT.terminated : EXIT.interrupted;
  const exitCode = authError ? EXIT.auth : interrupted ? stopCode : counts.failed > 0 ? EXIT.partial : EXIT.ok;
  const stopped = !interrupted
    ? undefined
    : gaveUp
      ? o.maxOutageMs === 0
        ? 'Stopped: the API stopped answering (--max-outage 0).'
        : `Stopped: the API did not answer for ${duration(o.outageGaveUpAfter!)} (--max-outage ${duration(o.maxOutageMs)}).`
      : terminated
        ? 'Stopped (SIGTERM).'
        : 'Interrupted.';
  printReport(o.io, o.spec, o.flags, {
    runId,
    resultsPath: o.resultsPath,
    counts,
    alreadyDone,
    notStarted,
    interrupted,
    ...(stopped ? { stopped } : {}),
    failures,
    rejected: rejected.length + permanent,
    refused,
    authError,
    extra: o.spec.describe?.(results),
  });
  return { runId, alreadyDone, notStarted, interrupted, resultsFile: o.resultsPath, ...counts, exitCode };
}

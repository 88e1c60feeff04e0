import { resolve } from 'node:path';
import { usageError, type CliError, type Io } from './io.js';
import { checkResultsPath, readPreviousRun, type PreviousRun, type RunInput } from './results-file.js';
import { shellQuote } from './shell.js';
import { originOf, sameOrigin, type SessionOptions } from './config.js';
import type { BulkFlags } from './bulk.js';
import { writeNote } from './output.js';

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

/** The refusal of a given value that contradicts the recorded run (exit 2), naming the flag to leave out. */
type Refuse = (what: string, recorded: string, asked: string, flag: string) => CliError;

const refusal =
  (resumePath: string): Refuse =>
  (what, recorded, asked, flag) =>
    usageError(
      `${resumePath} records a run ${[what, recorded].filter(Boolean).join(' ')}, but ${asked}. ` +
        `The rest of a run goes where its start went, from the same input: leave ${flag} out (the recorded value is used), or start a new run without --resume.`,
    );

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
  const previous = await readResumedRun(command, opts.resume, opts.results, cwd);
  const refuse = refusal(opts.resume);
  const out: ResumableOptions = { ...opts };
  restoreSession(out, previous, opts, io, refuse);
  const { args, fields } = restoreInput(out, previous, opts, given, cwd, refuse);
  const options = restoreItemOptions(previous.input?.options ?? {}, given.options ?? {}, refuse);
  restorePace(out, previous, opts, io);
  return { previous, opts: out as O, ...(args ? { args } : {}), ...(fields ? { fields } : {}), ...(options ? { options } : {}) };
}

/** The results file --resume names, read and checked: given with a different --results, or of another command, it is refused (exit 2). */
async function readResumedRun(command: string, resume: string, results: string | undefined, cwd: string): Promise<PreviousRun> {
  if (results && resolve(cwd, results) !== resolve(cwd, resume))
    throw usageError('--resume appends to the results file it is given: leave out --results (or give the same path).');
  const previous = await readPreviousRun(resolve(cwd, resume));
  if (previous.command !== command)
    throw usageError(`${resume} is the results file of \`backoffice ${previous.command}\`, not of \`backoffice ${command}\`.`);
  return previous;
}

/** The server and profile the run started with, unless given (then they must be the same). */
function restoreSession(out: ResumableOptions, previous: PreviousRun, opts: ResumableOptions, io: Io, refuse: Refuse) {
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
}

/** Where the run read its items: the same file (and id column), ids or notification fields; anything else is refused. */
function restoreInput(
  out: ResumableOptions,
  previous: PreviousRun,
  opts: ResumableOptions,
  given: GivenItems,
  cwd: string,
  refuse: Refuse,
): Pick<GivenItems, 'args' | 'fields'> {
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
  return { args, fields };
}

/**
 * Flags that shape every item: what the run recorded is restored; a different value, or one the run did
 * not have, is refused.
 */
function restoreItemOptions(
  recordedOptions: Record<string, string>,
  givenOptions: Record<string, string>,
  refuse: Refuse,
): Record<string, string> | undefined {
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
  return Object.keys(recordedOptions).length ? { ...recordedOptions } : undefined;
}

/** The pace the run started with, for each flag not given; a different one given is kept and said on stderr. */
function restorePace(out: ResumableOptions, previous: PreviousRun, opts: ResumableOptions, io: Io) {
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
  if (changed.length) writeNote(io, `Resuming run ${previous.runId} with ${changed.join(', ')}.`);
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

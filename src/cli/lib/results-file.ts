import { closeSync, createWriteStream, fchmodSync, openSync, type WriteStream } from 'node:fs';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { CliError, EXIT, type Io } from './io.js';

export type ItemStatus = 'ok' | 'failed' | 'skipped';

export interface RunHeader {
  type: 'run';
  runId: string;
  command: string;
  startedAt: string;
  total: number;
  resumed?: boolean;
  /** The API base URL the run sends to (no user info): --resume sends the rest to the same server. */
  apiUrl?: string;
  /** The stored profile whose token the run used (absent with BACKOFFICE_TOKEN). */
  profile?: string;
  /** Where the items came from: --resume FILE alone reads the same input, and refuses a changed one. */
  input?: RunInput;
  /** The flags that shape the run, restored by --resume unless given again. */
  settings?: RunSettings;
}

/** The input of a bulk run: a file (absolute path, or '-' for stdin) with its SHA-256, ids as arguments, or flags. */
export interface RunInput {
  file?: string;
  sha256?: string;
  idColumn?: string;
  /** Ids given as arguments (members enable|disable 12 13). */
  args?: string[];
  /** One notification given as flags (--title, --message, ...). */
  fields?: Record<string, string>;
  /**
   * Flags that shape every item, whatever the input (notify send --at, as the instant it resolved to): --resume
   * restores them and refuses other values, so the rest is sent as the start was.
   */
  options?: Record<string, string>;
}

/** The pace of a run: what --resume repeats when they are not given again. */
export interface RunSettings {
  concurrency?: number;
  retries?: number;
  rate?: string;
  timeout?: string;
  retryBaseMs?: number;
}

export interface ResultLine {
  type: 'item';
  runId: string;
  key: string;
  line?: number;
  label: string;
  status: ItemStatus;
  attempts: number;
  result?: unknown;
  error?: string;
  /** HTTP status and the server's error code of a failure (`timeout`, `network_error` without an answer). */
  httpStatus?: number;
  code?: string;
  /** A failure that sending again may cure (network, timeout, 429, 5xx): --resume retries it. */
  retryable?: boolean;
  reason?: string;
  at: string;
}

/** A run id that sorts by time: 20261122-123456-1a2b3c. */
export function newRunId(now = new Date()): string {
  const iso = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${iso}-${randomBytes(3).toString('hex')}`;
}

/** BACKOFFICE_STATE_DIR, else $XDG_STATE_HOME/backoffice, else ~/.local/state/backoffice. */
export function stateDir(env: Io['env']): string {
  if (env.BACKOFFICE_STATE_DIR) return env.BACKOFFICE_STATE_DIR;
  const base = env.XDG_STATE_HOME || join(env.HOME || homedir(), '.local', 'state');
  return join(base, 'backoffice');
}

/**
 * The default results file of a bulk run: `<state dir>/runs/backoffice-results-<run-id>.ndjson`, in a
 * folder of mode 0700 (results name members and notifications; they stay out of the working directory).
 */
export async function defaultResultsPath(env: Io['env'], runId: string): Promise<string> {
  const dir = join(stateDir(env), 'runs');
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700).catch(() => {});
  return join(dir, `backoffice-results-${runId}.ndjson`);
}

/** An API URL without user info, for the results file. */
export function recordableUrl(apiUrl: string): string {
  try {
    const u = new URL(apiUrl);
    u.username = '';
    u.password = '';
    return u.href.replace(/\/+$/, '');
  } catch {
    return apiUrl;
  }
}

export interface PreviousRun {
  path: string;
  runId: string;
  command: string;
  done: Set<string>;
  apiUrl?: string;
  profile?: string;
  input?: RunInput;
  settings?: RunSettings;
}

/** Reads a results file for --resume: its run id and the keys that already succeeded. */
export async function readPreviousRun(path: string): Promise<PreviousRun> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    throw new CliError(`Cannot read the results file ${path} given to --resume: ${(e as NodeJS.ErrnoException).code ?? e}`, EXIT.usage);
  }
  let header: RunHeader | undefined;
  const latest = new Map<string, ItemStatus>();
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    let v: RunHeader | ResultLine;
    try {
      v = JSON.parse(raw) as RunHeader | ResultLine;
    } catch {
      continue; // a line cut by a crash: that item is simply not done
    }
    if (v.type === 'run') header ??= v;
    else if (v.type === 'item') latest.set(v.key, v.status);
  }
  if (!header) throw new CliError(`${path} is not a backoffice results file (no run header line).`, EXIT.usage);
  const done = new Set([...latest].filter(([, s]) => s === 'ok').map(([k]) => k));
  return {
    path,
    runId: header.runId,
    command: header.command,
    done,
    ...(typeof header.apiUrl === 'string' ? { apiUrl: header.apiUrl } : {}),
    ...(typeof header.profile === 'string' ? { profile: header.profile } : {}),
    ...(header.input && typeof header.input === 'object' ? { input: header.input } : {}),
    ...(header.settings && typeof header.settings === 'object' ? { settings: header.settings } : {}),
  };
}

/** The SHA-256 of an input, hex: recorded with a run, compared on --resume. */
export const digestOf = (text: string) => createHash('sha256').update(text).digest('hex');

/** Appends NDJSON lines to a file of mode 0600 (also when it existed); `close()` flushes. */
export class ResultsWriter {
  private readonly stream: WriteStream;
  constructor(readonly path: string) {
    let fd: number;
    try {
      fd = openSync(path, 'a', 0o600);
    } catch (e) {
      throw new CliError(`Cannot write the results file ${path}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, EXIT.usage);
    }
    try {
      fchmodSync(fd, 0o600);
    } catch {
      // not ours to change (another owner): it keeps its mode
    }
    try {
      this.stream = createWriteStream('', { fd, flags: 'a' });
    } catch (e) {
      closeSync(fd);
      throw e;
    }
  }
  write(line: RunHeader | ResultLine) {
    this.stream.write(JSON.stringify(line) + '\n');
  }
  close(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.stream.once('error', reject);
      this.stream.end(() => resolve());
    });
  }
}

import {
  closeSync,
  constants as fsc,
  createReadStream,
  createWriteStream,
  fchmodSync,
  fstatSync,
  lstatSync,
  openSync,
  type Stats,
  type WriteStream,
} from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createHash, randomBytes } from 'node:crypto';
import { CliError, EXIT, usageError, type Io } from './io.js';

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
  // A folder another account made (or a link to one) is refused: it could read the results, or swap a
  // file in. Ours is tightened to 0700.
  const st = await stat(dir);
  const uid = myUid();
  if (!st.isDirectory())
    throw usageError(
      `${dir} is not a folder: results files of bulk runs go there. Remove it, or set BACKOFFICE_STATE_DIR (or give --results PATH).`,
    );
  if (uid !== undefined && st.uid !== uid)
    throw usageError(
      `The folder for results files ${dir} belongs to another account (uid ${st.uid}), not to you (uid ${uid}): results name members and notifications, so they go only in a folder of your own. ` +
        'Remove it, or set BACKOFFICE_STATE_DIR to a folder of yours (or give --results PATH).',
    );
  await chmod(dir, 0o700).catch(() => {});
  return join(dir, `backoffice-results-${runId}.ndjson`);
}

/** The uid of this process (undefined where there are none, on Windows). */
const myUid = (): number | undefined => (typeof process.getuid === 'function' ? process.getuid() : undefined);

/** How a results file is used: written by a new run (--results, the default path) or by --resume, or read for --resume. */
type FileUse = 'results' | 'resume';

/**
 * Refuses a results file that is a symbolic link, not a regular file, has other hard links, or belongs to
 * another account (`st` from lstat, or fstat of the open file); the message says what to fix (exit 2).
 */
function checkResultsFile(path: string, st: Stats, use: FileUse) {
  const uid = myUid();
  const fix = (resume: string) => (use === 'resume' ? resume : 'Remove it or give --results another path.');
  const refuse = (what: string, resume: string) => usageError(`${path} ${what}. ${fix(resume)}`);
  if (st.isSymbolicLink())
    throw refuse(
      "is a symbolic link: results are never written through one (it could point at any file, another account's too)",
      'Give --resume the results file itself, not a link to it.',
    );
  if (!st.isFile()) throw refuse('is not a regular file, so it cannot be a results file', 'Give --resume the results file of the run.');
  if (uid !== undefined && st.uid !== uid)
    throw refuse(
      `belongs to another account (uid ${st.uid}), not to you (uid ${uid}): that account could read the results or change them under the run`,
      'Resume from a copy of your own (cp it, then --resume the copy), or start a new run without --resume.',
    );
  if (st.nlink > 1)
    throw refuse(
      `has ${st.nlink - 1} other hard link${st.nlink > 2 ? 's' : ''}: writing it would change another file too`,
      'Resume from a copy of it (cp it, then --resume the copy).',
    );
}

/** Before a new run names its --results file: an existing one must be a plain file of this account (a new one is fine). */
export function checkResultsPath(path: string, use: FileUse = 'results'): Stats | undefined {
  let st: Stats;
  try {
    st = lstatSync(path);
  } catch {
    return undefined; // a new file
  }
  checkResultsFile(path, st, use);
  return st;
}

// O_NOFOLLOW and O_NONBLOCK do not exist on Windows (no symlink races of this kind to guard there).
const { O_WRONLY, O_RDONLY, O_APPEND, O_CREAT, O_EXCL, O_NOFOLLOW = 0, O_NONBLOCK = 0 } = fsc;

/** An errno's code, for messages. */
const codeOf = (e: unknown) => (e as NodeJS.ErrnoException).code ?? (e as Error).message;

/**
 * Opens a results file without following a link and checks what was opened (fstat: a regular file of
 * this account with no other name). A new run creates it (O_CREAT | O_EXCL, mode 0600) or, when it is
 * there already (an empty file made for it), opens it as --resume does: O_NOFOLLOW (a link fails with
 * ELOOP), O_NONBLOCK (a FIFO does not hang the run), then the checks, then mode 0600.
 */
export function openResultsFile(path: string, how: { use: FileUse; read?: boolean }): number {
  const flags = how.read ? O_RDONLY : O_WRONLY | O_APPEND;
  let fd: number | undefined;
  if (!how.read && how.use === 'results') {
    try {
      fd = openSync(path, flags | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST')
        throw new CliError(`Cannot write the results file ${path}: ${codeOf(e)}`, EXIT.usage);
    }
  }
  if (fd === undefined) {
    try {
      fd = openSync(path, flags | O_NOFOLLOW | O_NONBLOCK);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ELOOP' || code === 'EMLINK') checkResultsPath(path, how.use); // says it is a link
      const verb = how.read ? 'read' : 'write';
      throw new CliError(
        `Cannot ${verb} the results file ${path}${how.use === 'resume' ? ' given to --resume' : ''}: ${codeOf(e)}`,
        EXIT.usage,
      );
    }
    try {
      checkResultsFile(path, fstatSync(fd), how.use);
    } catch (e) {
      closeSync(fd);
      throw e;
    }
  }
  if (!how.read)
    try {
      fchmodSync(fd, 0o600);
    } catch {
      // checked as ours above; a file system without modes keeps its own
    }
  return fd;
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

/**
 * Reads a results file for --resume, line by line: its run id and the keys that already succeeded. The
 * file must be a regular file of this account, not a link (the run appends to it).
 */
export async function readPreviousRun(path: string): Promise<PreviousRun> {
  const fd = openResultsFile(path, { use: 'resume', read: true });
  let header: RunHeader | undefined;
  const latest = new Map<string, ItemStatus>();
  const lines = createInterface({ input: createReadStream('', { fd, encoding: 'utf8' }), crlfDelay: Infinity });
  for await (const raw of lines) {
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

/**
 * Appends NDJSON lines to a results file of mode 0600, opened by `openResultsFile` (never through a link,
 * never a file of another account); `close()` flushes.
 */
export class ResultsWriter {
  private readonly stream: WriteStream;
  constructor(
    readonly path: string,
    use: FileUse = 'results',
  ) {
    const fd = openResultsFile(path, { use });
    try {
      this.stream = createWriteStream('', { fd, flags: 'a' });
    } catch (e) {
      closeSync(fd);
      throw e;
    }
  }
  /** False when the line waits in memory: await `drain()` before writing many more. */
  write(line: RunHeader | ResultLine): boolean {
    return this.stream.write(JSON.stringify(line) + '\n');
  }
  drain(): Promise<void> {
    if (!this.stream.writableNeedDrain) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        this.stream.off('drain', done).off('close', done);
        resolve(); // an error is thrown by close()
      };
      this.stream.once('drain', done).once('close', done);
    });
  }
  close(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.stream.once('error', reject);
      this.stream.end(() => resolve());
    });
  }
}

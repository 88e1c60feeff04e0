import { createInterface } from 'node:readline';
import { Writable, type Readable } from 'node:stream';

/** Exit codes of every command (also printed by `backoffice help exit-codes`). */
export const EXIT = {
  ok: 0,
  error: 1,
  usage: 2,
  partial: 3,
  auth: 4,
  notFound: 5,
  conflict: 6,
  /** A bulk run stopped because the API did not answer for --max-outage. */
  outage: 7,
  interrupted: 130,
  /** Stopped by SIGTERM (128 + 15), as Ctrl-C stops. */
  terminated: 143,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export interface PromptOptions {
  /** Do not echo what is typed (passwords). */
  hidden?: boolean;
}

/** Everything a command touches of the outside world; tests pass fakes. */
export interface Io {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  /** True when stdin and stderr are terminals: prompts and progress are allowed. */
  isTTY: boolean;
  /** Whether stdout and stderr themselves are terminals (colour is decided per stream); default isTTY. */
  stdoutIsTTY?: boolean;
  stderrIsTTY?: boolean;
  /** Columns of the terminal on stdout (tables fit them) and on stderr (the progress bar fits them). */
  columns?: number;
  stderrColumns?: number;
  env: Record<string, string | undefined>;
  prompt: (question: string, opts?: PromptOptions) => Promise<string>;
  /** Aborted on SIGINT or SIGTERM (its reason is the signal's name): bulk runs stop taking new items. */
  signal?: AbortSignal;
  cwd?: string;
}

/** A failure with the exit code it maps to; its message says what to fix. */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.error,
  ) {
    super(message);
  }
}

export const usageError = (message: string) => new CliError(message, EXIT.usage);

/** Prompts on stderr, reading one line from the terminal; hidden mode prints no echo. */
export function terminalPrompt(stdin: Readable, stderr: Writable) {
  return (question: string, opts: PromptOptions = {}): Promise<string> =>
    new Promise((resolve, reject) => {
      let muted = false;
      const sink = new Writable({
        write(chunk: Buffer, _enc, cb) {
          if (!muted) stderr.write(chunk);
          cb();
        },
      });
      const terminal = (stdin as { isTTY?: boolean }).isTTY === true;
      const rl = createInterface({ input: stdin, output: sink, terminal });
      let settled = false;
      rl.on('SIGINT', () => {
        // Settled before closing: the 'close' below would otherwise answer first.
        settled = true;
        reject(new CliError('Cancelled.', EXIT.interrupted));
        stderr.write('\n');
        rl.close();
      });
      // Closed without an answer: Ctrl-D (end of input) at the prompt, or stdin ended.
      rl.on('close', () => {
        if (settled) return;
        settled = true;
        stderr.write('\n');
        reject(new CliError('Cancelled: end of input (Ctrl-D) at the prompt; nothing was done.', EXIT.error));
      });
      rl.question(question, (answer) => {
        settled = true;
        muted = false;
        if (opts.hidden) stderr.write('\n');
        resolve(answer);
        rl.close();
      });
      muted = opts.hidden === true;
    });
}

/** The real process io. */
export function processIo(signal?: AbortSignal): Io {
  const isTTY = process.stdin.isTTY === true && process.stderr.isTTY === true;
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    isTTY,
    stdoutIsTTY: process.stdout.isTTY === true,
    ...(process.stdout.isTTY && process.stdout.columns ? { columns: process.stdout.columns } : {}),
    ...(process.stderr.isTTY && process.stderr.columns ? { stderrColumns: process.stderr.columns } : {}),
    stderrIsTTY: process.stderr.isTTY === true,
    env: process.env,
    prompt: terminalPrompt(process.stdin, process.stderr),
    ...(signal ? { signal } : {}),
    cwd: process.cwd(),
  };
}

/** Reads a whole stream as text. */
export async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

import { Command, Option } from 'commander';
import { toCliError } from './api.js';
import { withSettings } from './config.js';
import { CliError, EXIT, processIo, usageError, type Io } from './io.js';
import { safeText } from './output.js';
import { wrapForTerminal } from './wrap.js';

/**
 * Marks a command that talks to the API. --profile, --api-url and --timeout are global options of the
 * program (src/cli/index.ts): accepted before or after the command, listed under "Global Options".
 */
export const withSession = (cmd: Command) => cmd;

/** Adds the flags of every bulk command. */
export const withBulkFlags = (cmd: Command) =>
  cmd
    .option('--dry-run', 'validate and print the plan; send nothing')
    .option('-y, --yes', 'do not ask for confirmation (required when not interactive)')
    .option('--concurrency <n>', 'items in flight at once, 1-64 (default: 4; --resume: as the run started)')
    .option('--rate <n/s>', 'start at most N items per second, e.g. 20 or 20/s or 600/m')
    .option('--retries <n>', 'retries per item on network errors, 429 and 5xx (default: 5)')
    .option(
      '--results <path>',
      'NDJSON results file (default: a file named after the run id in ~/.local/state/backoffice/runs; none for one notification from flags)',
    )
    .option('--resume <results>', 'finish the run of that results file: same server, profile, input and pace; skips what already succeeded')
    .option('--json', 'one JSON object on stdout: the summary (with --dry-run: the plan)')
    .option(
      '--max-outage <duration>',
      'when the API stops answering, wait for it this long, then stop as Ctrl-C does (exit 7; resume later): 300, 90s, 5m, 1h; 0 = stop at once (default: 5m)',
    )
    .option('--no-color', 'no ANSI colours (also NO_COLOR)')
    .addOption(new Option('--retry-base-ms <ms>').hideHelp())
    .addOption(new Option('--outage-probe-ms <ms>').hideHelp());

/** Prints a failure on stderr and answers its exit code. */
export function reportError(e: unknown, io: Io, apiUrl?: string): number {
  const err = e instanceof CliError ? e : toCliError(e, apiUrl);
  // Messages quote server answers and input data: control characters are shown as escapes.
  io.stderr.write(`${wrapForTerminal(`backoffice: ${safeText(err.message)}`, io.stderrColumns)}\n`);
  return err.exitCode;
}

export interface ActionOptions {
  /**
   * A bulk run (members enable/disable, notify send, products restore): the first Ctrl-C or SIGTERM lets the
   * items in flight finish and prints the summary and the resume hint. Other commands stop quietly: the
   * signal aborts their requests, and they exit 130 (143 on SIGTERM) with what they printed so far.
   */
  bulk?: boolean;
}

/** The exit code of a stop by that signal: 130 for Ctrl-C, 143 for SIGTERM. */
const stopCode = (signal: NodeJS.Signals) => (signal === 'SIGTERM' ? EXIT.terminated : EXIT.interrupted);

/** A command that ignores the abort is ended this long after the first signal (read-only commands only). */
const QUIET_STOP_MS = 2000;

/**
 * Runs a command's `run(opts, io)` with the process io: SIGINT and SIGTERM abort the io signal once (its
 * reason is the signal's name; a bulk run's in-flight items finish), a second one exits at once; errors
 * become messages and exit codes.
 */
export async function runAction(fn: (io: Io) => Promise<number>, opts: ActionOptions = {}): Promise<void> {
  const ac = new AbortController();
  const io = processIo(ac.signal);
  io.env = await withSettings(io.env);
  const onSignal = (signal: NodeJS.Signals) => {
    if (ac.signal.aborted) process.exit(stopCode(ac.signal.reason as NodeJS.Signals));
    if (opts.bulk)
      io.stderr.write(
        `\nStopping${signal === 'SIGTERM' ? ' (SIGTERM)' : ''}: finishing the items in flight (${signal === 'SIGTERM' ? 'SIGTERM or ' : ''}Ctrl-C again to quit at once)...\n`,
      );
    else {
      if (signal === 'SIGINT' && io.stderrIsTTY) io.stderr.write('\n');
      // A command that does not stop by itself (its request ignores the signal) is ended, but never while
      // its output is still being written: the lines printed stay whole.
      const quietStop = () => {
        if (process.stdout.writableLength > 0) setTimeout(quietStop, 100).unref();
        else process.exit(stopCode(signal));
      };
      setTimeout(quietStop, QUIET_STOP_MS).unref();
    }
    ac.abort(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    process.exitCode = await fn(io);
  } catch (e) {
    // A read-only command stopped by the signal: its request was aborted; nothing to add.
    process.exitCode = !opts.bulk && ac.signal.aborted ? stopCode(ac.signal.reason as NodeJS.Signals) : reportError(e, io);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/** --page and --limit given on the command line: --all reads every page, so they would be ignored. */
export function refuseAllWithPaging(opts: { all?: boolean }, cmd: Command | undefined, flags: string[] = ['page', 'limit']): void {
  if (!opts.all || !cmd) return;
  const given = flags.filter((f) => cmd.getOptionValueSource(f) === 'cli');
  if (given.length)
    throw usageError(
      `--all reads every page, so ${given.map((f) => `--${f}`).join(' and ')} would be ignored: pass --all, or ${given.map((f) => `--${f}`).join(' and ')}, not both.`,
    );
}

/** Help text block of examples. */
export const examples = (lines: string[]) => `\nExamples:\n${lines.map((l) => `  ${l}`).join('\n')}\n`;

export { EXIT };

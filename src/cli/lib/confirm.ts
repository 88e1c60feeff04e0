import { CliError, EXIT, usageError, type Io } from './io.js';
import { safe } from './output.js';
import { wrapForTerminal } from './wrap.js';

/**
 * Asks before one change that cannot simply be undone (an owner's command, ending sessions): says what will be
 * done and throws unless the answer is yes. --yes skips the question; without a terminal and without --yes it
 * refuses (exit 2), as the bulk commands do.
 */
export async function confirmChange(io: Io, opts: { yes?: boolean }, what: string): Promise<void> {
  if (opts.yes) return;
  if (!io.isTTY) throw usageError(`Refusing to ${what} without confirmation: not running in a terminal. Pass --yes to confirm.`);
  // Broken at spaces to the terminal's width; the space after the question stays (the answer goes there).
  const answer = await io.prompt(`${wrapForTerminal(`About to ${what}. Continue? [y/N]`, io.stderrColumns)} `);
  if (!/^y(es)?$/i.test(answer.trim())) throw new CliError('Cancelled; nothing was changed.', EXIT.error);
}

/** A whole-number id from the command line (a member, an API token), else a usage error (exit 2). */
export function parseWholeId(what: string, value: string, hint: string): number {
  const v = value.trim();
  const n = Number(v);
  if (!/^\d{1,15}$/.test(v) || !Number.isSafeInteger(n) || n < 1)
    throw usageError(`${what} is a whole number such as 42 (${hint}); got "${safe(value)}".`);
  return n;
}

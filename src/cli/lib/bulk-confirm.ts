import type { BulkFlags, BulkSpec } from './bulk.js';
import { isApiError, isInvalidTokenError, isNetworkError } from '../../api/errors.js';
import { toCliError } from './api.js';
import { CliError, EXIT, usageError, type Io } from './io.js';
import { first, type ItemList } from './item-list.js';
import { safe, safeText, num, writeNote } from './output.js';
import type { BulkItem } from './plan.js';

const plural = (n: number, noun: string) => `${num(n)} ${noun}${n === 1 ? '' : 's'}`;

/**
 * The recipients the items would reach, for the person deciding (the dry run and the confirmation); a run
 * confirmed with --yes does not wait for it, and a failed count never stops the run: each item reports its own.
 */
export async function countRecipients<P>(
  spec: Pick<BulkSpec<P, unknown>, 'recipients' | 'session'>,
  todo: ItemList<BulkItem<P>>,
  flags: BulkFlags,
  io: Io,
): Promise<number | undefined> {
  if (!spec.recipients || !todo.length || !(flags.dryRun || !flags.yes)) return undefined;
  try {
    return await spec.recipients([...todo]);
  } catch (e) {
    // A revoked, expired or refused token ends the run with exit 4, dry run included: cron monitoring sees it.
    if (isInvalidTokenError(e) || (isApiError(e) && !isNetworkError(e) && e.status === 401)) throw toCliError(e, spec.session);
    writeNote(io, `Recipients not counted: ${safeText(toCliError(e, spec.session).message)}`);
    return undefined;
  }
}

/**
 * Asks before a run without --yes: says what will be done (up to 10 items by name, then how many more) and
 * throws unless the answer is yes. Without a terminal, or with the items on stdin, it refuses (exit 2).
 */
export async function confirmRun<P>(
  io: Io,
  spec: Pick<BulkSpec<P, unknown>, 'verb' | 'noun' | 'when' | 'stdinUsed' | 'precheck'>,
  p: { todo: ItemList<BulkItem<P>>; skipped: number; rejected: number; recipients: number | undefined },
): Promise<void> {
  const { todo } = p;
  const what = `${spec.verb} ${plural(todo.length, spec.noun)}`;
  if (!io.isTTY || spec.stdinUsed)
    throw usageError(
      `Refusing to ${what} without confirmation: ${spec.stdinUsed ? 'the items come from stdin' : 'not running in a terminal'}. Pass --yes to confirm (or --dry-run to preview).`,
    );
  const aside = [p.skipped ? `${p.skipped} skipped` : '', p.rejected ? `${p.rejected} cannot be done` : ''].filter(Boolean).join(', ');
  const reach = p.recipients !== undefined ? ` to ${plural(p.recipients, 'recipient')}` : '';
  // What will be done, by name: up to 10 items, then how many more.
  const shown = [...first(todo, 10)].map((i) => `  ${spec.verb} ${safe(i.label)}`);
  if (todo.length > shown.length) shown.push(`  … and ${todo.length - shown.length} more (--dry-run lists them all)`);
  const at = spec.when ? ` ${spec.when}` : '';
  if (spec.precheck) writeNote(io, spec.precheck.line);
  writeNote(io, `About to ${what}${reach}${at}${aside ? ` (${aside})` : ''}:\n${shown.join('\n')}`);
  const answer = await io.prompt('Continue? [y/N] ');
  if (!/^y(es)?$/i.test(answer.trim())) throw new CliError('Cancelled; nothing was sent.', EXIT.error);
}

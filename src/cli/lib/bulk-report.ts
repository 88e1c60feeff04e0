import type { BulkFlags, BulkSpec } from './bulk.js';
import type { CliError, Io } from './io.js';
import { paint, safe, safeText, summaryLine, useColor, writeLine, writeNote, type Counts, num } from './output.js';
import { wrapForTerminal } from './wrap.js';
import type { BulkItem, BulkSkip } from './plan.js';
import { chunkedWriter, type ItemList } from './item-list.js';
import { shellJoin } from './shell.js';

const plural = (n: number, noun: string) => `${num(n)} ${noun}${n === 1 ? '' : 's'}`;

/**
 * The --dry-run plan: what would be sent and what is skipped (JSON with --json), written as it is made and
 * with backpressure, so a plan of a million ids is never one string in memory.
 */
export async function printPlan<P>(
  io: Io,
  spec: Pick<BulkSpec<P, unknown>, 'verb' | 'noun' | 'when' | 'precheck'>,
  flags: BulkFlags,
  p: {
    runId: string;
    todo: ItemList<BulkItem<P>>;
    skipped: ItemList<BulkSkip>;
    rejected: ItemList<BulkSkip>;
    alreadyDone: number;
    recipients?: number;
  },
) {
  const out = chunkedWriter(io.stdout);
  if (flags.json) {
    // The bytes of JSON.stringify of the whole object, in that order of keys, a piece at a time.
    const array = async (name: string, list: Iterable<unknown>) => {
      await out.write(`${JSON.stringify(name)}:[`);
      let n = 0;
      for (const v of list) await out.write((n++ ? ',' : '') + JSON.stringify(v));
      await out.write(']');
    };
    await out.write(`{"dryRun":true,"runId":${JSON.stringify(p.runId)},`);
    await array(
      'wouldSend',
      map(p.todo, ({ key, line, label, payload }) => ({ key, line, label, payload })),
    );
    if (p.recipients !== undefined) await out.write(`,"recipients":${JSON.stringify(p.recipients)}`);
    for (const [k, v] of Object.entries(spec.precheck?.json ?? {})) await out.write(`,${JSON.stringify(k)}:${JSON.stringify(v)}`);
    await out.write(',');
    await array('skipped', p.skipped);
    await out.write(',');
    await array('wouldFail', p.rejected);
    await out.write(`,"alreadyDone":${JSON.stringify(p.alreadyDone)}}\n`);
    return out.end();
  }
  const reach = p.recipients !== undefined ? ` to ${plural(p.recipients, 'recipient')}` : '';
  await out.write(
    `Dry run: would ${spec.verb} ${plural(p.todo.length, spec.noun)}${reach}${spec.when ? ` ${spec.when}` : ''}; nothing is sent.\n`,
  );
  if (spec.precheck) await out.write(`${spec.precheck.line}\n`);
  for (const i of p.todo) await out.write(`  ${spec.verb} ${safe(i.label)}\n`);
  for (const s of p.rejected) await out.write(`  fail ${safe(s.label)}${s.line ? ` (line ${s.line})` : ''}: ${safe(s.reason)}\n`);
  for (const s of p.skipped) await out.write(`  skip ${safe(s.label)} (${safe(s.reason)})\n`);
  if (p.alreadyDone) await out.write(`  ${p.alreadyDone} already done in run ${p.runId}\n`);
  await out.end();
}

function* map<T, U>(list: Iterable<T>, fn: (v: T) => U): Generator<U> {
  for (const v of list) yield fn(v);
}

export interface RunOutcome {
  runId: string;
  /** Absent when the run kept no results file (one notification from flags, without --results). */
  resultsPath: string | undefined;
  counts: Counts;
  alreadyDone: number;
  notStarted: number;
  interrupted: boolean;
  /** Why an interrupted run stopped ("Interrupted.", "Stopped (SIGTERM).", the outage bound). */
  stopped?: string;
  failures: string[];
  /** Of the failures, those that could never be done (rejected before sending): sending again cannot help. */
  rejected?: number;
  /** Of the failures, those refused for the token or session (missing scope, revoked, expired): the operator fixes those. */
  refused?: number;
  authError: CliError | undefined;
  extra: { line: string; json: Record<string, unknown> } | undefined;
}

type HintSpec = Pick<BulkSpec<unknown, unknown>, 'command' | 'stdinUsed'>;

/**
 * The command that resumes a run: `backoffice <command> --resume <results>`, the path shell-quoted so the
 * line can be pasted as is. The results file records the server, profile, input and pace, so nothing else
 * is repeated; only input from stdin must be given again (`--file -`, and `--yes` since stdin is taken).
 */
export function resumeCommand(spec: HintSpec, resultsPath: string): string {
  return shellJoin([
    'backoffice',
    ...spec.command.split(' '),
    '--resume',
    resultsPath,
    ...(spec.stdinUsed ? ['--file', '-', '--yes'] : []),
  ]);
}

/** Failures, the resume hint, the --json object and the summary line ('N succeeded, N failed, N skipped'). */
export function printReport(io: Io, spec: Pick<BulkSpec<unknown, unknown>, 'noun'> & HintSpec, flags: BulkFlags, o: RunOutcome) {
  const c = paint(useColor(io, flags, 'stderr'));
  const out = flags.json ? io.stderr : io.stdout;
  const { counts, failures } = o;
  if (failures.length)
    writeNote(
      io,
      c.red(
        `Failed ${spec.noun}s:\n${failures.join('\n')}${counts.failed > failures.length && o.resultsPath ? `\n  ... see ${safe(o.resultsPath)}` : ''}`,
      ),
    );
  // Sending again helps only the failures of the network, of a rate limit or of the server: the others say
  // what to fix, and --resume is suggested only when something is left that it can do.
  const retryable = counts.failed - (o.rejected ?? 0) - (o.refused ?? 0);
  const note = (text: string) => writeNote(io, text);
  // The command to paste is one line, never broken to the terminal's width.
  const resume = (stop: string, rest: string) => {
    if (!o.resultsPath) return note(`${stop}No results file was kept (no --results): to try again, run the same command.`);
    note(`${stop}${rest} without repeating what succeeded, run:`);
    // The command to paste is never broken: a terminal wraps it, and it copies whole.
    writeLine(io.stderr, `  ${resumeCommand(spec, o.resultsPath)}`);
    if (spec.stdinUsed) writeNote(io, '  with the same input on stdin.');
  };
  if (o.authError) {
    note(c.red(`Stopped: ${safeText(o.authError.message)}`));
    const left = o.notStarted + Math.max(retryable, 0);
    if (left > 0) resume('', `When that is fixed, to finish the ${plural(left, 'item')} left`);
  } else if (!o.interrupted && retryable <= 0 && counts.failed > 0)
    note(
      `${counts.failed === 1 ? 'That item cannot' : 'Those items cannot'} be done as asked; there is nothing to resume. ` +
        `Fix what ${counts.failed === 1 ? 'its reason' : 'each reason'} above says, then run the command again for ${counts.failed === 1 ? 'it' : 'them'}.`,
    );
  else if (o.interrupted || retryable > 0) {
    const what = o.interrupted
      ? (o.stopped ?? 'Interrupted.')
      : `${retryable === 1 ? 'One item' : `${num(retryable)} items`} failed for a reason that may pass (network, rate limit, server error).`;
    resume(`${what} `, 'To finish the rest');
  }
  if (flags.json)
    writeLine(
      io.stdout,
      JSON.stringify({
        runId: o.runId,
        resultsFile: o.resultsPath ?? null,
        ...counts,
        alreadyDone: o.alreadyDone,
        notStarted: o.notStarted,
        interrupted: o.interrupted,
        ...(o.extra?.json ?? {}),
      }),
    );
  if (o.extra) writeLine(out, o.extra.line);
  const summary =
    summaryLine(counts) +
    (o.alreadyDone ? `, ${o.alreadyDone} already done earlier` : '') +
    (o.notStarted ? `, ${o.notStarted} not started` : '');
  const where = o.resultsPath ? `, results in ${safe(o.resultsPath)}` : '';
  const columns = flags.json ? io.stderrColumns : (io.stdoutIsTTY ?? io.isTTY) ? io.columns : undefined;
  const head = (counts.failed || o.notStarted ? c.yellow : c.green)(summary);
  // On a terminal too narrow for the whole line, the results file's path goes on a line of its own, never cut
  // (operator trial round 5: "…-14165 / 2-c1cf1a.ndjson" could not be copied).
  const plain = `${summary}  (run ${o.runId}${where})`;
  if (columns && o.resultsPath && plain.length >= columns) {
    writeLine(out, wrapForTerminal(head + c.dim(`  (run ${o.runId})`), columns));
    writeLine(out, c.dim(`  results in ${safe(o.resultsPath)}`));
  } else writeLine(out, wrapForTerminal(head + c.dim(`  (run ${o.runId}${where})`), columns));
}

import type { BulkFlags, BulkSpec } from './bulk.js';
import type { CliError, Io } from './io.js';
import { paint, safe, safeText, summaryLine, useColor, writeLine, type Counts } from './output.js';
import type { BulkItem, BulkSkip } from './plan.js';

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The --dry-run plan: what would be sent and what is skipped (JSON with --json). */
export function printPlan<P>(
  io: Io,
  spec: Pick<BulkSpec<P, unknown>, 'verb' | 'noun'>,
  flags: BulkFlags,
  p: { runId: string; todo: BulkItem<P>[]; skipped: BulkSkip[]; alreadyDone: number },
) {
  if (flags.json) {
    const wouldSend = p.todo.map(({ key, line, label, payload }) => ({ key, line, label, payload }));
    return writeLine(io.stdout, JSON.stringify({ dryRun: true, runId: p.runId, wouldSend, skipped: p.skipped, alreadyDone: p.alreadyDone }));
  }
  writeLine(io.stdout, `Dry run: would ${spec.verb} ${plural(p.todo.length, spec.noun)}; nothing is sent.`);
  for (const i of p.todo) writeLine(io.stdout, `  ${spec.verb} ${safe(i.label)}`);
  for (const s of p.skipped) writeLine(io.stdout, `  skip ${safe(s.label)} (${safe(s.reason)})`);
  if (p.alreadyDone) writeLine(io.stdout, `  ${p.alreadyDone} already done in run ${p.runId}`);
}

export interface RunOutcome {
  runId: string;
  resultsPath: string;
  counts: Counts;
  alreadyDone: number;
  notStarted: number;
  interrupted: boolean;
  failures: string[];
  authError: CliError | undefined;
  extra: { line: string; json: Record<string, unknown> } | undefined;
}

/** Failures, the resume hint, the --json object and the summary line ('N succeeded, N failed, N skipped'). */
export function printReport(io: Io, spec: Pick<BulkSpec<unknown, unknown>, 'noun' | 'command' | 'rerun'>, flags: BulkFlags, o: RunOutcome) {
  const c = paint(useColor(io, flags));
  const out = flags.json ? io.stderr : io.stdout;
  const { counts, failures } = o;
  if (failures.length)
    writeLine(io.stderr, c.red(`Failed ${spec.noun}s:\n${failures.join('\n')}${counts.failed > failures.length ? `\n  ... see ${o.resultsPath}` : ''}`));
  if (o.authError) writeLine(io.stderr, c.red(`Stopped: ${safeText(o.authError.message)}`));
  if (o.interrupted || counts.failed > 0) {
    const rerun = spec.rerun ?? `backoffice ${spec.command} <same input>`;
    writeLine(
      io.stderr,
      `${o.interrupted ? 'Interrupted.' : 'Some items failed.'} To finish the rest without repeating what succeeded, run:\n  ${rerun} --resume ${o.resultsPath} --yes`,
    );
  }
  if (flags.json)
    writeLine(
      io.stdout,
      JSON.stringify({ runId: o.runId, resultsFile: o.resultsPath, ...counts, alreadyDone: o.alreadyDone, notStarted: o.notStarted, interrupted: o.interrupted, ...(o.extra?.json ?? {}) }),
    );
  if (o.extra) writeLine(out, o.extra.line);
  const summary =
    summaryLine(counts) + (o.alreadyDone ? `, ${o.alreadyDone} already done earlier` : '') + (o.notStarted ? `, ${o.notStarted} not started` : '');
  writeLine(out, (counts.failed || o.notStarted ? c.yellow : c.green)(summary) + c.dim(`  (run ${o.runId}, results in ${o.resultsPath})`));
}

import { Command } from 'commander';
import type { Member } from '../../../api/contract/index.js';
import { disableMember, enableMember, fetchAllMembers } from '../../../api/members.js';
import { toCliError } from '../../lib/api.js';
import { runBulk, bulkSettings, prepareResume, type BulkFlags } from '../../lib/bulk.js';
import { resolve } from 'node:path';
import { examples, runAction, withBulkFlags, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { usageError, type Io } from '../../lib/io.js';
import { buildPlan, type BulkPlan } from '../../lib/plan.js';
import { detectFormat, parseRecords, readSource, type InputFormat, type InputRecord } from '../../lib/records.js';
import { sessionClient } from '../../lib/session-client.js';

export type ToggleAction = 'enable' | 'disable';

export interface ToggleOptions extends BulkFlags, SessionOptions {
  file?: string;
  idColumn?: string;
  retryBaseMs?: string;
}

/** Plain ids one per line, CSV (header with the id column), NDJSON or a JSON array. */
function formatOf(file: string, text: string, idColumn?: string): InputFormat {
  if (idColumn) return 'csv';
  const f = detectFormat(file, text);
  if (f !== 'csv' || /\.csv$/i.test(file)) return f;
  const first = text.split(/\r?\n/).find((l) => l.trim()) ?? '';
  return /^\s*\d+\s*$/.test(first) ? 'lines' : 'csv';
}

function idItem(action: ToggleAction, column: string) {
  return (r: InputRecord) => {
    const raw = r.value[column];
    const s = raw === undefined || raw === null ? '' : String(raw).trim();
    if (!s) return { error: `no "${column}" value${column === 'id' ? '' : ' (check --id-column)'}` };
    if (!/^\d+$/.test(s) || Number(s) < 1 || Number(s) > 2_147_483_647) return { error: `"${s}" is not a member id (a positive whole number)` };
    const id = Number(s);
    return { item: { key: `${action}:${id}`, line: r.line, label: `member ${id}`, payload: id } };
  };
}

async function readIds(action: ToggleAction, ids: string[], opts: ToggleOptions, io: Io): Promise<BulkPlan<number>> {
  if (ids.length && opts.file) throw usageError('Give member ids either as arguments or with --file, not both.');
  if (!ids.length && !opts.file) throw usageError(`Give the member ids to ${action}: as arguments, or --file PATH|- (see --help).`);
  if (opts.file) {
    const text = await readSource(opts.file, io);
    const column = (opts.idColumn ?? 'id').toLowerCase();
    const { records, problems } = parseRecords(text, formatOf(opts.file, text, opts.idColumn));
    const source = opts.file === '-' ? 'stdin' : opts.file;
    if (!records.length && !problems.length) throw usageError(`${source} holds no member ids.`);
    return buildPlan(source, records, problems, idItem(action, column));
  }
  return buildPlan('the arguments', ids.map((id, i) => ({ line: i + 1, value: { id } })), [], idItem(action, 'id'));
}

/** Applies the rules of the customers screen: unknown ids, admins (never disabled), members already in that state. */
function applyRules(action: ToggleAction, plan: BulkPlan<number>, members: Map<number, Member>): BulkPlan<number> {
  const out: BulkPlan<number> = { items: [], skipped: [...plan.skipped] };
  for (const item of plan.items) {
    const m = members.get(item.payload);
    const label = m ? `member ${m.id} @${m.username ?? m.email}` : item.label;
    let reason: string | undefined;
    if (!m) reason = 'no such member';
    else if (action === 'disable' && m.role?.name?.toLowerCase() === 'admin') reason = 'admins are never disabled';
    else if (action === 'disable' && !m.enabled) reason = 'already disabled';
    else if (action === 'enable' && m.enabled) reason = 'already enabled';
    if (reason) out.skipped.push({ key: item.key, ...(item.line !== undefined ? { line: item.line } : {}), label, reason });
    else out.items.push({ ...item, label });
  }
  return out;
}

export async function runToggle(action: ToggleAction, ids: string[], opts: ToggleOptions, io: Io): Promise<number> {
  bulkSettings(opts);
  const command = `members ${action}`;
  const parsed = await readIds(action, ids, opts, io);
  const { previous, sessionOpts } = await prepareResume(command, opts, io);
  const { client, retryAfter, session } = await sessionClient(io, sessionOpts);
  let all: Member[];
  try {
    all = await fetchAllMembers(client, { isBusiness: true }, io.signal ? { signal: io.signal } : {});
  } catch (e) {
    throw toCliError(e, session.apiUrl);
  }
  const plan = applyRules(action, parsed, new Map(all.map((m) => [m.id, m])));
  const call = action === 'enable' ? enableMember : disableMember;
  const report = await runBulk<number, unknown>(
    plan,
    {
      command,
      verb: action,
      noun: 'member',
      send: async (id, ctx) => {
        const m = await call(client, id, { idempotencyKey: ctx.idempotencyKey });
        return m && typeof m === 'object' ? { id: (m as Member).id ?? id, enabled: (m as Member).enabled } : { id };
      },
      retryAfter: (k) => retryAfter.get(k),
      stdinUsed: opts.file === '-',
      rerunArgs: [
        'members',
        action,
        ...(opts.file ? ['--file', opts.file === '-' ? '-' : resolve(io.cwd ?? process.cwd(), opts.file)] : ids),
        ...(opts.idColumn ? ['--id-column', opts.idColumn] : []),
      ],
      session,
      ...(previous ? { previous } : {}),
      ...(opts.retryBaseMs ? { retryBaseMs: Number(opts.retryBaseMs) } : {}),
    },
    opts,
    io,
  );
  return report.exitCode;
}

export function toggleCommand(action: ToggleAction): Command {
  const other = action === 'enable' ? 'disable' : 'enable';
  return withBulkFlags(withSession(new Command(action)))
    .description(
      action === 'enable'
        ? 'Enable members by id (members already enabled are skipped)'
        : 'Disable members by id (admins are never disabled; members already disabled are skipped)',
    )
    .argument('[ids...]', 'member ids')
    .option('--file <path|->', 'ids: one per line, CSV (see --id-column), NDJSON or a JSON array with an "id" field; - reads stdin')
    .option('--id-column <name>', 'CSV column holding the member id (default: id)')
    .addHelpText(
      'after',
      examples([
        `backoffice members ${action} 12 13 14 --yes`,
        `backoffice members ${action} --file ids.txt --dry-run`,
        `backoffice members ${action} --file export.csv --id-column member_id --concurrency 8 --yes`,
        `backoffice members list --all --json --country ES | backoffice members ${action} --file - --yes`,
        `backoffice members ${action} --file ids.txt --resume ~/.local/state/backoffice/runs/backoffice-results-<run-id>.ndjson --yes`,
        `backoffice members ${other} --help`,
      ]),
    )
    .action((ids: string[], _opts: ToggleOptions, cmd: Command) =>
      runAction((io) => runToggle(action, ids, cmd.optsWithGlobals<ToggleOptions>(), io)),
    );
}

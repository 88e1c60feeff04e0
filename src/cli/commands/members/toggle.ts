import { Command } from 'commander';
import type { Member } from '../../../api/contract/index.js';
import { MAX_LIMIT } from '../../../api/contract/constants.js';
import { disableMember, enableMember, listMembers } from '../../../api/members.js';
import { toCliError } from '../../lib/api.js';
import { runBulk, bulkSettings, checkResumedInput, prepareResume, type BulkFlags } from '../../lib/bulk.js';
import { examples, runAction, withBulkFlags, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import type { Io } from '../../lib/io.js';
import type { BulkPlan } from '../../lib/plan.js';
import { readIdPlan } from '../../lib/id-input.js';
import { sessionClient } from '../../lib/session-client.js';

export type ToggleAction = 'enable' | 'disable';

export interface ToggleOptions extends BulkFlags, SessionOptions {
  file?: string;
  idColumn?: string;
  retryBaseMs?: string;
}

/**
 * Applies the rules of the customers screen. An unknown id or an administrator to disable cannot be done:
 * a failure with its reason (exit 3), never sent. A member already in that state is skipped.
 */
function applyRules(action: ToggleAction, plan: BulkPlan<number>, members: Map<number, Member>): BulkPlan<number> {
  const out: BulkPlan<number> = { items: [], skipped: [...plan.skipped], rejected: [...(plan.rejected ?? [])] };
  for (const item of plan.items) {
    const m = members.get(item.payload);
    const label = m ? `member ${m.id} @${m.username ?? m.email}` : item.label;
    const where = { key: item.key, ...(item.line !== undefined ? { line: item.line } : {}), label };
    if (!m) out.rejected!.push({ ...where, reason: 'no such member' });
    else if (action === 'disable' && m.role?.name?.toLowerCase() === 'admin') out.rejected!.push({ ...where, reason: 'administrators are never disabled' });
    else if (action === 'disable' && !m.enabled) out.skipped.push({ ...where, reason: 'already disabled' });
    else if (action === 'enable' && m.enabled) out.skipped.push({ ...where, reason: 'already enabled' });
    else out.items.push({ ...item, label });
  }
  return out;
}

/** The members behind `ids`, 100 per request (GET /members?ids=), instead of paging through everyone. */
async function lookUp(client: Parameters<typeof listMembers>[0], ids: number[], signal?: AbortSignal): Promise<Member[]> {
  const found: Member[] = [];
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += MAX_LIMIT) {
    signal?.throwIfAborted();
    const res = await listMembers(client, { ids: unique.slice(i, i + MAX_LIMIT), isBusiness: true, limit: MAX_LIMIT, page: 1 }, signal ? { signal } : undefined);
    found.push(...res.data);
  }
  return found;
}

export async function runToggle(action: ToggleAction, ids: string[], given: ToggleOptions, io: Io): Promise<number> {
  bulkSettings(given);
  const command = `members ${action}`;
  const { previous, opts, args } = await prepareResume(command, given, io, { args: ids });
  bulkSettings(opts);
  const { plan: parsed, input } = await readIdPlan({ noun: 'member', verb: action }, args ?? [], opts, io);
  checkResumedInput(previous, input, opts.resume);
  const { client, retryAfter, session } = await sessionClient(io, opts);
  let all: Member[];
  try {
    all = await lookUp(client, parsed.items.map((i) => i.payload), io.signal);
  } catch (e) {
    throw toCliError(e, session);
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
      input,
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
        `backoffice members ${action} --resume ~/.local/state/backoffice/runs/backoffice-results-<run-id>.ndjson`,
        `backoffice members ${other} --help`,
      ]),
    )
    .action((ids: string[], _opts: ToggleOptions, cmd: Command) =>
      runAction((io) => runToggle(action, ids, cmd.optsWithGlobals<ToggleOptions>(), io)),
    );
}

import { Command } from 'commander';
import type { Member } from '../../../api/contract/index.js';
import { MAX_LIMIT } from '../../../api/contract/constants.js';
import { disableMember, enableMember, listMembers } from '../../../api/members.js';
import { toCliError } from '../../lib/api.js';
import { runBulk, bulkSettings, checkResumedInput, prepareResume, type BulkFlags } from '../../lib/bulk.js';
import { examples, runAction, withBulkFlags, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import type { Io } from '../../lib/io.js';
import { concatLists, lazyList, pick, U32Builder } from '../../lib/item-list.js';
import type { BulkSkip, PlanView } from '../../lib/plan.js';
import { checkIdSource, duplicateSkips, idItem, readIds, type IdCommand, type IdList } from '../../lib/id-input.js';
import { sessionClient } from '../../lib/session-client.js';
import { refuseMissingScopes } from '../../lib/token-scopes.js';

export type ToggleAction = 'enable' | 'disable';

export interface ToggleOptions extends BulkFlags, SessionOptions {
  file?: string;
  idColumn?: string;
  retryBaseMs?: string;
}

/** What the server said of each id of the list, by its position: unknown, enabled or disabled, and administrator. */
const KNOWN = 1;
const ENABLED = 2;
const ADMIN = 4;

interface Found {
  /** Per position of the list: 0 (no such member) or KNOWN with ENABLED and ADMIN. */
  state: Uint8Array;
  /** Per position of a known member: its @username (or e-mail), for the labels. */
  handles: Map<number, string>;
}

type Client = Parameters<typeof listMembers>[0];

/**
 * The members behind the ids, in as few requests as there are: 100 ids per request (GET /members?ids=), or
 * when the ids outnumber the members, every member page by page (keyset, 100 a page) keeping those listed.
 * The first page of the list says how many members there are, so it is read first when the ids need more
 * than one request: a million ids against 80 members take 1 request, not 10,000. Only a byte and a handle
 * per member found are kept.
 */
async function lookUp(client: Client, list: IdList, signal?: AbortSignal): Promise<Found> {
  const found: Found = { state: new Uint8Array(list.ids.length), handles: new Map() };
  const extras = signal ? { signal } : undefined;
  const keep = (members: Member[]) => {
    for (const m of members) {
      const i = list.indexOf(m.id);
      if (i < 0) continue;
      found.state[i] = KNOWN | (m.enabled ? ENABLED : 0) | (m.role?.name?.toLowerCase() === 'admin' ? ADMIN : 0);
      found.handles.set(i, m.username ?? m.email);
    }
  };
  const byIds = async (from: number) => {
    for (let i = from; i < list.ids.length; i += MAX_LIMIT) {
      signal?.throwIfAborted();
      const ids = Array.from(list.ids.subarray(i, i + MAX_LIMIT));
      keep((await listMembers(client, { ids, isBusiness: true, limit: MAX_LIMIT, page: 1 }, extras)).data);
    }
  };
  if (list.ids.length <= MAX_LIMIT) {
    if (list.ids.length) await byIds(0);
    return found;
  }
  let res = await listMembers(client, { isBusiness: true, limit: MAX_LIMIT, page: 1 }, extras);
  const pagesLeft = Math.ceil(res.pagination.dataCount / MAX_LIMIT) - 1;
  if (Math.ceil(list.ids.length / MAX_LIMIT) < pagesLeft) {
    await byIds(0);
    return found;
  }
  for (let page = 1; ;) {
    keep(res.data);
    if (!res.pagination.hasNextPage || res.data.length === 0) return found;
    signal?.throwIfAborted();
    res = await listMembers(
      client,
      { isBusiness: true, limit: MAX_LIMIT, ...(res.nextCursor ? { cursor: res.nextCursor } : { page: ++page }) },
      extras,
    );
  }
}

/**
 * Applies the rules of the customers screen. An unknown id or an administrator to disable cannot be done:
 * a failure with its reason (exit 3), never sent. A member already in that state is skipped. The plan's
 * lists are positions in the id list; each item is made when the run asks for it.
 */
function applyRules(action: ToggleAction, cmd: IdCommand, list: IdList, found: Found): PlanView<number> {
  const todo = new U32Builder();
  const skip = new U32Builder();
  const reject = new U32Builder();
  for (let i = 0; i < list.ids.length; i++) {
    const s = found.state[i]!;
    if (!(s & KNOWN) || (action === 'disable' && s & ADMIN)) reject.push(i);
    else if (action === 'disable' ? !(s & ENABLED) : s & ENABLED) skip.push(i);
    else todo.push(i);
  }
  const item = (i: number) => {
    const handle = found.handles.get(i);
    return idItem(cmd, list, i, handle === undefined ? undefined : `member ${list.ids[i]!} @${handle}`);
  };
  const all = lazyList(list.ids.length, item);
  const why = (reason: (i: number) => string) => (positions: Uint32Array) =>
    lazyList(positions.length, (k): BulkSkip => {
      const { key, line, label } = item(positions[k]!);
      return { key, ...(line !== undefined ? { line } : {}), label, reason: reason(positions[k]!) };
    });
  return {
    items: pick(all, todo.finish()),
    skipped: concatLists(
      duplicateSkips(cmd, list),
      why(() => (action === 'disable' ? 'already disabled' : 'already enabled'))(skip.finish()),
    ),
    rejected: why((i) => (found.state[i]! & KNOWN ? 'administrators are never disabled' : 'no such member'))(reject.finish()),
  };
}

export async function runToggle(action: ToggleAction, ids: string[], given: ToggleOptions, io: Io): Promise<number> {
  bulkSettings(given);
  const command = `members ${action}`;
  const { previous, opts, args } = await prepareResume(command, given, io, { args: ids });
  bulkSettings(opts);
  const cmd = { noun: 'member', verb: action };
  // Ids as arguments are checked at once; a file (or stdin) is read only once the credential may run the
  // command: a token that cannot is refused first (a dry run only reads), before a results file or an item.
  checkIdSource(cmd, args ?? [], opts);
  const fromArgs = opts.file ? undefined : await readIds(cmd, args ?? [], opts, io);
  const { client, retryAfter, session } = await sessionClient(io, opts);
  await refuseMissingScopes(client, session, command, !opts.dryRun);
  const { list, input } = fromArgs ?? (await readIds(cmd, args ?? [], opts, io));
  checkResumedInput(previous, input, opts.resume);
  let found: Found;
  try {
    found = await lookUp(client, list, io.signal);
  } catch (e) {
    throw toCliError(e, session);
  }
  const plan = applyRules(action, cmd, list, found);
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
        `backoffice members ${action} --resume ~/.local/state/backoffice/runs/<results-file>`,
        `backoffice members ${other} --help`,
      ]),
    )
    .action((ids: string[], _opts: ToggleOptions, cmd: Command) =>
      runAction((io) => runToggle(action, ids, cmd.optsWithGlobals<ToggleOptions>(), io), { bulk: true }),
    );
}

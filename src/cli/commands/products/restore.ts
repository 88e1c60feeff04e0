import { Command } from 'commander';
import type { DeletedItem } from '../../../api/contract/index.js';
import type { ApiClient } from '../../../api/client.js';
import { listAudit, listRecentlyDeleted, restoreProduct } from '../../../api/audit.js';
import { toCliError } from '../../lib/api.js';
import { bulkSettings, checkResumedInput, prepareResume, runBulk, type BulkFlags } from '../../lib/bulk.js';
import { examples, runAction, withBulkFlags, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import type { Io } from '../../lib/io.js';
import type { BulkPlan, BulkSkip } from '../../lib/plan.js';
import { checkIdSource, readIdPlan } from '../../lib/id-input.js';
import { sessionClient } from '../../lib/session-client.js';
import { refuseMissingScopes } from '../../lib/token-scopes.js';

export interface RestoreOptions extends BulkFlags, SessionOptions {
  ids?: string[];
  file?: string;
  idColumn?: string;
  retryBaseMs?: string;
}

const COMMAND = 'products restore';

/** Every product that can still be restored (GET /recently-deleted?type=product, all pages). */
async function restorableProducts(client: ApiClient, signal?: AbortSignal): Promise<Map<number, DeletedItem>> {
  const all = new Map<number, DeletedItem>();
  for (let page = 1; ; page++) {
    signal?.throwIfAborted();
    const res = await listRecentlyDeleted(client, { type: 'product', page, limit: 100 }, signal ? { signal } : undefined);
    for (const d of res.data) if (d.type === 'product') all.set(d.id, d);
    if (!res.pagination.hasNextPage || res.data.length === 0) return all;
  }
}

interface WhyNot {
  reason: string;
  name?: string;
  /** Nothing to restore by that id that the trail knows of: a failure (exit 3), as an unknown member id is. */
  unknown?: boolean;
}

/**
 * For ids that cannot be restored: the newest audit event of the product tells a deletion past the
 * window (its last event is product.deleted) from a product restored since (a skip: it is live). An id
 * the trail has never seen names no deleted product: a failure with its reason, as an unknown member id
 * of `members disable` is (exit 3: an id that names nothing is a mistake to see, not something done).
 */
async function whyNot(client: ApiClient, ids: number[], signal?: AbortSignal): Promise<Map<number, WhyNot>> {
  const out = new Map<number, WhyNot>();
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next++]!;
      signal?.throwIfAborted();
      const page = await listAudit(client, { targetType: 'product', targetId: String(id), limit: 1 }, signal ? { signal } : undefined);
      const last = page.data[0];
      out.set(
        id,
        !last
          ? { reason: 'no deleted product with this id (never deleted, or no such product)', unknown: true }
          : {
              reason: last.action === 'product.deleted' ? 'past the restore window' : 'not deleted',
              ...(last.target.label ? { name: last.target.label } : {}),
            },
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(4, ids.length) }, worker));
  return out;
}

const labelOf = (id: number, name?: string, context?: string | null) =>
  `product ${id}${name ? ` "${name}"` : ''}${context ? ` (${context})` : ''}`;

/** Restores soft-deleted products by id through the bulk engine; what cannot be restored is skipped with a reason. */
export async function run(given: RestoreOptions, io: Io): Promise<number> {
  bulkSettings(given);
  const { previous, opts, args } = await prepareResume(COMMAND, given, io, { args: given.ids ?? [] });
  bulkSettings(opts);
  // Ids as arguments are checked at once; a file (or stdin) is read only once the credential may run the
  // command: a token that cannot is refused first (a dry run only reads), before a results file or an item.
  const cmd = { noun: 'product', verb: 'restore' };
  checkIdSource(cmd, args ?? [], opts);
  const fromArgs = opts.file ? undefined : await readIdPlan(cmd, args ?? [], opts, io);
  const { client, retryAfter, session } = await sessionClient(io, opts);
  await refuseMissingScopes(client, session, COMMAND, !opts.dryRun);
  const { plan: parsed, input } = fromArgs ?? (await readIdPlan(cmd, args ?? [], opts, io));
  checkResumedInput(previous, input, opts.resume);
  let plan: BulkPlan<number> & { rejected: BulkSkip[] };
  try {
    const deleted = await restorableProducts(client, io.signal);
    const missing = parsed.items.filter((i) => !deleted.has(i.payload)).map((i) => i.payload);
    const reasons = await whyNot(client, missing, io.signal);
    plan = { items: [], skipped: [...parsed.skipped], rejected: [] };
    for (const item of parsed.items) {
      const d = deleted.get(item.payload);
      if (d) {
        plan.items.push({ ...item, label: labelOf(d.id, d.label, d.context) });
        continue;
      }
      const why = reasons.get(item.payload) ?? { reason: 'not deleted' };
      (why.unknown ? plan.rejected : plan.skipped).push({
        key: item.key,
        ...(item.line !== undefined ? { line: item.line } : {}),
        label: labelOf(item.payload, why.name),
        reason: why.reason,
      });
    }
  } catch (e) {
    throw toCliError(e, session);
  }
  const report = await runBulk<number, unknown>(
    plan,
    {
      command: COMMAND,
      verb: 'restore',
      noun: 'product',
      send: (id, ctx) => restoreProduct(client, id, { idempotencyKey: ctx.idempotencyKey }),
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

export function productsRestoreCommand(): Command {
  return withBulkFlags(withSession(new Command('restore')))
    .description(
      'Restore deleted products by id, within the restore window (products not deleted or deleted too long ago are skipped; an id no deleted product ever had fails, exit 3)',
    )
    .argument('[ids...]', 'product ids')
    .option('--file <path|->', 'ids: one per line, CSV (see --id-column), NDJSON or a JSON array with an "id" field; - reads stdin')
    .option('--id-column <name>', 'CSV column holding the product id (default: id)')
    .addHelpText(
      'after',
      examples([
        'backoffice products restore 12 13 --dry-run',
        'backoffice products restore 12 13 --yes',
        'backoffice products restore --file ids.txt --yes --results restore.ndjson',
        'backoffice audit list --action product.deleted --since 24h --all --json | jq -c "{id: .target.id}" | backoffice products restore --file - --yes',
        'backoffice products restore --resume ~/.local/state/backoffice/runs/<results-file>',
      ]),
    )
    .action((ids: string[], _opts: RestoreOptions, cmd: Command) =>
      runAction((io) => run({ ...cmd.optsWithGlobals<RestoreOptions>(), ids }, io), { bulk: true }),
    );
}

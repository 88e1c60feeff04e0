import { Command } from 'commander';
import { NOTIFICATION_COUNTRIES, type NotificationPayload, type SendBulkAnswer } from '../../../api/contract/index.js';
import { countAudience, sendBulkNotification } from '../../../api/notifications.js';
import type { ApiClient } from '../../../api/client.js';
import { runBulk, bulkSettings, checkResumedInput, prepareResume, type BulkFlags } from '../../lib/bulk.js';
import { resolve } from 'node:path';
import { examples, runAction, withBulkFlags, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { usageError, type Io } from '../../lib/io.js';
import { buildPlan, type BulkPlan } from '../../lib/plan.js';
import { digestOf, type RunInput } from '../../lib/results-file.js';
import { delimiterNote, detectFormat, parseRecords, readSource } from '../../lib/records.js';
import { sessionClient } from '../../lib/session-client.js';
import { getMember } from '../../../api/auth.js';
import { isAuthError, toCliError } from '../../lib/api.js';
import { notificationItem } from './payload.js';

export interface NotifySendOptions extends BulkFlags, SessionOptions {
  title?: string;
  message?: string;
  target?: string;
  member?: string;
  country?: string;
  file?: string;
  retryBaseMs?: string;
}

async function readItems(opts: NotifySendOptions, io: Io): Promise<{ plan: BulkPlan<NotificationPayload>; input: RunInput }> {
  if (opts.file) {
    if (opts.title || opts.message || opts.target || opts.member || opts.country)
      throw usageError('Use either --file or --title/--message/--target/--member/--country, not both.');
    const text = await readSource(opts.file, io);
    const { records, problems, columns, delimiter } = parseRecords(text, detectFormat(opts.file, text));
    const source = opts.file === '-' ? 'stdin' : opts.file;
    if (records.length === 0 && problems.length === 0) throw usageError(`${source} holds no notifications.`);
    io.stderr.write(delimiterNote(source, delimiter));
    if (columns && records.length) checkColumns(source, columns, io);
    const input: RunInput = { file: opts.file === '-' ? '-' : resolve(io.cwd ?? process.cwd(), opts.file), sha256: digestOf(text) };
    return { plan: buildPlan(source, records, problems, notificationItem), input };
  }
  const missing = (['title', 'message', 'target'] as const).filter((k) => !opts[k]);
  if (missing.length) throw usageError(`Missing ${missing.map((m) => `--${m}`).join(', ')} (or pass --file PATH with one notification per row).`);
  const record = { line: 0, value: { title: opts.title, message: opts.message, target: opts.target, member: opts.member, country: opts.country } };
  const plan = buildPlan('the flags', [record], [], (r) => {
    const res = notificationItem(r);
    return 'item' in res ? { item: { ...res.item, line: undefined } } : res;
  });
  return { plan, input: { fields: itemFields(opts) } };
}

const COMMAND = 'notify send';

/** The columns a notification file may hold (lower case; NDJSON keys are compared in lower case too). */
const REQUIRED_COLUMNS = ['title', 'message', 'target'];
const KNOWN_COLUMNS = new Set([...REQUIRED_COLUMNS, 'member', 'memberid', 'country', 'targetcountry', 'type']);

/** A missing required column fails once (not on every row); unknown columns are said once, then ignored. */
function checkColumns(source: string, columns: string[], io: Io) {
  const missing = REQUIRED_COLUMNS.filter((c) => !columns.includes(c));
  if (missing.length)
    throw usageError(
      `${source} has no ${missing.map((c) => `"${c}"`).join(', ')} column${missing.length === 1 ? '' : 's'}; its columns are ${columns.map((c) => `"${c}"`).join(', ')}. ` +
        'A notification file needs title, message and target (member for single, country optional).',
    );
  const unknown = columns.filter((c) => !KNOWN_COLUMNS.has(c));
  if (unknown.length)
    io.stderr.write(`Ignoring ${unknown.length === 1 ? 'a column' : 'columns'} notify send does not use in ${source}: ${unknown.join(', ')} (it reads title, message, target, member, country).\n`);
}

/**
 * The recipients of the notifications, as the composer counts them: one per SINGLE notification, and for
 * ALL/MEMBERS/COMPANIES the API's audience count (one request per distinct target and country).
 */
async function countRecipients(client: ApiClient, payloads: NotificationPayload[], signal?: AbortSignal): Promise<number> {
  const counts = new Map<string, Promise<number>>();
  let total = 0;
  for (const p of payloads) {
    if (p.target === 'SINGLE') {
      total++;
      continue;
    }
    const key = `${p.target}:${p.targetCountry ?? ''}`;
    if (!counts.has(key))
      counts.set(key, countAudience(client, { target: p.target, ...(p.targetCountry ? { targetCountry: p.targetCountry } : {}) }, signal ? { signal } : undefined).then((r) => r.count));
    total += await counts.get(key)!;
  }
  return total;
}

const FIELDS = ['title', 'message', 'target', 'member', 'country'] as const;

/** The flags of one notification (recorded for --resume). */
function itemFields(opts: NotifySendOptions): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of FIELDS) if (opts[k] !== undefined) out[k] = String(opts[k]);
  return out;
}


/** Sends one notification from flags, or many from a CSV/NDJSON file, through the bulk engine. */
export async function run(given: NotifySendOptions, io: Io): Promise<number> {
  bulkSettings(given);
  const resumed = await prepareResume(COMMAND, given, io, { fields: itemFields(given) });
  const opts: NotifySendOptions = { ...resumed.opts, ...resumed.fields };
  bulkSettings(opts);
  const { plan, input } = await readItems(opts, io);
  const { previous } = resumed;
  checkResumedInput(previous, input, opts.resume);
  // A dry run also works offline; signed in, it counts the recipients too.
  const api = opts.dryRun ? await sessionClient(io, opts).catch(() => undefined) : await sessionClient(io, opts);
  // A refused token ends the command here (exit 4), before a results file or a resume hint exists; an
  // unreachable server does not: the run's own outage handling waits for it.
  if (api && !opts.dryRun && plan.items.length > 0)
    await getMember(api.client).catch((e: unknown) => {
      if (isAuthError(e)) throw toCliError(e, api.session);
    });
  const report = await runBulk<NotificationPayload, SendBulkAnswer>(
    plan,
    {
      command: COMMAND,
      verb: 'send',
      noun: 'notification',
      send: (p, ctx) => sendBulkNotification(api!.client, p, { idempotencyKey: ctx.idempotencyKey }),
      retryAfter: (k) => api?.retryAfter.get(k),
      ...(api ? { recipients: (todo) => countRecipients(api.client, todo.map((i) => i.payload), io.signal) } : {}),
      describe: (rs) => {
        const recipients = rs.reduce((n, r) => n + (r?.count ?? 0), 0);
        return { line: `Delivered to ${recipients} recipient${recipients === 1 ? '' : 's'}.`, json: { recipients } };
      },
      stdinUsed: opts.file === '-',
      input,
      ...(api ? { session: api.session } : {}),
      ...(previous ? { previous } : {}),
      // One notification from flags keeps a results file only when asked (--results); files always do (resume).
      resultsFile: opts.file ? 'always' : 'on-request',
      ...(opts.retryBaseMs ? { retryBaseMs: Number(opts.retryBaseMs) } : {}),
    },
    opts,
    io,
  );
  return report.exitCode;
}

export function notifySendCommand(): Command {
  return withBulkFlags(withSession(new Command('send')))
    .description('Send a SYSTEM notification, or many from a CSV/NDJSON file; prints the recipient count')
    .option('--title <text>', 'notification title')
    .option('--message <text>', 'notification body')
    .option('--target <target>', 'all | members | companies | single')
    .option('--member <id>', 'member id (only with --target single)')
    .option('--country <cc>', `target country: ${NOTIFICATION_COUNTRIES.join(', ')} (not with single)`)
    .option('--file <path|->', 'CSV (header title,message,target,member,country) or NDJSON, one notification each; - reads stdin')
    .addHelpText(
      'after',
      examples([
        'backoffice notify send --title "Maintenance" --message "Down at 22:00" --target all --country IT --yes',
        'backoffice notify send --title Hi --message "Your shop is live" --target single --member 42 --yes',
        'backoffice notify send --file campaign.csv --dry-run',
        'backoffice notify send --file campaign.csv --concurrency 8 --rate 20/s --yes',
        'cat items.ndjson | backoffice notify send --file - --yes --json',
        'backoffice notify send --resume ~/.local/state/backoffice/runs/backoffice-results-<run-id>.ndjson',
      ]),
    )
    .action((_opts: NotifySendOptions, cmd: Command) => runAction((io) => run(cmd.optsWithGlobals<NotifySendOptions>(), io)));
}

import { Command } from 'commander';
import {
  MAX_SCHEDULE_DAYS,
  NOTIFICATION_COUNTRIES,
  sendAtProblem,
  type NotificationPayload,
  type SendBulkAnswer,
} from '../../../api/contract/index.js';
import { countAudience, sendBulkNotification, sendTestNotification } from '../../../api/notifications.js';
import type { ApiClient } from '../../../api/client.js';
import { runBulk, bulkSettings, checkResumedInput, prepareResume, type BulkFlags } from '../../lib/bulk.js';
import { resolve } from 'node:path';
import { examples, runAction, withBulkFlags, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { EXIT, usageError, type Io } from '../../lib/io.js';
import { safe, safeText, writeLine, writeNote, num } from '../../lib/output.js';
import { parseAt, scheduleText } from '../../lib/schedule.js';
import { shellQuote } from '../../lib/shell.js';
import { buildPlan, type BulkPlan, type BulkSkip } from '../../lib/plan.js';
import { digestOf, type RunInput } from '../../lib/results-file.js';
import { delimiterNote, detectFormat, parseRecords, readSource } from '../../lib/records.js';
import { sessionClient } from '../../lib/session-client.js';
import { refuseMissingScopes } from '../../lib/token-scopes.js';
import { getMember } from '../../../api/auth.js';
import { errorCodeOf } from '../../../api/errors.js';
import { listMembers } from '../../../api/members.js';
import { MAX_LIMIT } from '../../../api/contract/constants.js';
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
  /** When to send (--at): a local date-time, an ISO date-time with offset, or +2h / +3d. */
  at?: string;
  /** Send to the signed-in admin only, now, marked as a test (POST /notifications/send-test). */
  test?: boolean;
}

/** A --file carries every field: no --title, --message, --target, --member or --country beside it (exit 2). */
function checkFileOnly(opts: NotifySendOptions) {
  if (opts.title || opts.message || opts.target || opts.member || opts.country)
    throw usageError('Use either --file or --title/--message/--target/--member/--country, not both.');
}

async function readItems(
  opts: NotifySendOptions,
  io: Io,
  sendAt?: string,
): Promise<{ plan: BulkPlan<NotificationPayload>; input: RunInput }> {
  if (opts.file) {
    checkFileOnly(opts);
    const text = await readSource(opts.file, io);
    const { records, problems, columns, delimiter } = parseRecords(text, detectFormat(opts.file, text));
    const source = opts.file === '-' ? 'stdin' : opts.file;
    if (records.length === 0 && problems.length === 0) throw usageError(`${source} holds no notifications.`);
    io.stderr.write(delimiterNote(source, delimiter));
    if (columns && records.length) checkColumns(source, columns, io);
    const input: RunInput = { file: opts.file === '-' ? '-' : resolve(io.cwd ?? process.cwd(), opts.file), sha256: digestOf(text) };
    return { plan: buildPlan(source, records, problems, (r) => notificationItem(r, sendAt)), input };
  }
  const missing = (['title', 'message', 'target'] as const).filter((k) => !opts[k]);
  if (missing.length)
    throw usageError(`Missing ${missing.map((m) => `--${m}`).join(', ')} (or pass --file PATH with one notification per row).`);
  if (opts.country && opts.target?.trim().toUpperCase() === 'SINGLE')
    throw usageError('--country is only for --target all, members or companies: a single send goes to the one --member.');
  const record = {
    line: 0,
    value: { title: opts.title, message: opts.message, target: opts.target, member: opts.member, country: opts.country },
  };
  const plan = buildPlan('the flags', [record], [], (r) => {
    const res = notificationItem(r, sendAt);
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
    writeNote(
      io,
      `Ignoring ${unknown.length === 1 ? 'a column' : 'columns'} notify send does not use in ${source}: ${unknown.join(', ')} (it reads title, message, target, member, country).`,
    );
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
      counts.set(
        key,
        countAudience(
          client,
          { target: p.target, ...(p.targetCountry ? { targetCountry: p.targetCountry } : {}) },
          signal ? { signal } : undefined,
        ).then((r) => r.count),
      );
    total += await counts.get(key)!;
  }
  return total;
}

/** What the pre-check found of the members SINGLE notifications go to. */
export interface SingleCheck {
  reachable: number;
  unknown: number;
  disabled: number;
}

/**
 * Checks the members of the SINGLE notifications before anything is sent, as the API would on each send:
 * one GET /members?ids= per 100 distinct members (not one call per row). A notification to an unknown or a
 * disabled member cannot be delivered: it becomes a failure with its reason, never sent, and nothing to
 * resume. Answers the plan with those set aside and the counts, or undefined when no row is SINGLE.
 */
export async function checkSingles(
  client: ApiClient,
  plan: BulkPlan<NotificationPayload>,
  signal?: AbortSignal,
): Promise<{ plan: BulkPlan<NotificationPayload>; check: SingleCheck } | undefined> {
  const memberOf = (p: NotificationPayload) => (p.target === 'SINGLE' && p.memberId != null ? Number(p.memberId) : undefined);
  const ids = [...new Set(plan.items.map((i) => memberOf(i.payload)).filter((id): id is number => id !== undefined))];
  if (!ids.length) return undefined;
  const enabled = new Map<number, boolean>();
  for (let i = 0; i < ids.length; i += MAX_LIMIT) {
    signal?.throwIfAborted();
    const page = await listMembers(
      client,
      { ids: ids.slice(i, i + MAX_LIMIT), isBusiness: true, limit: MAX_LIMIT, page: 1 },
      signal ? { signal } : undefined,
    );
    for (const m of page.data) enabled.set(m.id, m.enabled);
  }
  const check: SingleCheck = { reachable: 0, unknown: 0, disabled: 0 };
  const items: BulkPlan<NotificationPayload>['items'] = [];
  const rejected: BulkSkip[] = [...(plan.rejected ?? [])];
  for (const item of plan.items) {
    const id = memberOf(item.payload);
    if (id === undefined) {
      items.push(item);
      continue;
    }
    const state = enabled.get(id);
    const reason = state === undefined ? 'no such member' : state ? undefined : 'the member is disabled and receives no notifications';
    if (state === undefined) check.unknown++;
    else if (!state) check.disabled++;
    else check.reachable++;
    if (reason) rejected.push({ key: item.key, ...(item.line !== undefined ? { line: item.line } : {}), label: item.label, reason });
    else items.push(item);
  }
  return { plan: { items, skipped: plan.skipped, rejected }, check };
}

/** The pre-check's line for the dry run and the confirmation, and its JSON. */
export function singleCheckText(c: SingleCheck): { line: string; json: Record<string, unknown>; notable: boolean } {
  const aside = c.unknown + c.disabled;
  return {
    notable: aside > 0,
    line:
      `Members of the single notifications: ${c.reachable} reachable, ${c.unknown} unknown, ${c.disabled} disabled` +
      (aside ? ` (${aside === 1 ? 'that one is' : `those ${aside} are`} not sent).` : '.'),
    json: { members: c },
  };
}

const FIELDS = ['title', 'message', 'target', 'member', 'country'] as const;

/** The flags of one notification (recorded for --resume). */
function itemFields(opts: NotifySendOptions): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of FIELDS) if (opts[k] !== undefined) out[k] = String(opts[k]);
  return out;
}

const plural = (n: number, noun: string) => `${num(n)} ${noun}${n === 1 ? '' : 's'}`;

/**
 * The summary of the sends that succeeded, by what the server did with them: a SINGLE send is delivered in
 * its request (`sent`), one to an audience is `queued` for the background fan-out, one with --at is
 * `scheduled`. Names the notification and the command to follow or cancel it when there is one send.
 */
export function describeSends(
  rs: SendBulkAnswer[],
  sendAt: string | undefined,
  env: Io['env'],
  now = Date.now(),
): { line: string; json: Record<string, unknown> } {
  const recipients = rs.reduce((n, r) => n + (r?.count ?? 0), 0);
  const ids = rs.map((r) => r?.id).filter((id): id is number => typeof id === 'number');
  const json: Record<string, unknown> = {
    recipients,
    ids,
    ...(rs.length === 1 && rs[0]?.id !== undefined ? { id: rs[0].id, status: rs[0].status ?? 'sent' } : {}),
    ...(sendAt ? { sendAt } : {}),
  };
  const status = (r: SendBulkAnswer) => r?.status ?? 'sent';
  const when = sendAt ? scheduleText(sendAt, env, now) : '';
  if (rs.length === 1 && rs[0]?.id !== undefined) {
    const { id, count } = rs[0];
    const line =
      status(rs[0]) === 'scheduled'
        ? `Scheduled notification ${id} for ${when}, to ${plural(count, 'recipient')} as counted now.\nTo call it off before then: \`backoffice notify cancel ${id}\``
        : status(rs[0]) === 'queued'
          ? `Queued notification ${id} for ${plural(count, 'recipient')}: it is delivered in the background.\nFollow it with: \`backoffice notify show ${id} --watch\``
          : `Delivered to ${plural(count, 'recipient')} (notification ${id}).`;
    return { line, json };
  }
  const of = (s: string) => rs.filter((r) => status(r) === s);
  const sum = (list: SendBulkAnswer[]) => list.reduce((n, r) => n + (r?.count ?? 0), 0);
  const [sent, queued, scheduled] = [of('sent'), of('queued'), of('scheduled')];
  const lines: string[] = [];
  if (rs.length === 0) lines.push(sendAt ? 'Nothing new was scheduled.' : 'Delivered to 0 recipients.');
  if (sent.length) lines.push(`Delivered to ${plural(sum(sent), 'recipient')}.`);
  if (queued.length)
    lines.push(
      `Queued ${plural(queued.length, 'send')} for ${plural(sum(queued), 'recipient')}: delivered in the background (\`backoffice notify list\` shows their progress).`,
    );
  if (scheduled.length)
    lines.push(
      `Scheduled ${plural(scheduled.length, 'send')} for ${when || 'later'}, to ${plural(sum(scheduled), 'recipient')} as counted now ` +
        '(`backoffice notify list` shows them; `backoffice notify cancel ID` calls one off).',
    );
  return { line: lines.join('\n'), json };
}

/** Flags of a bulk run that mean nothing to --test (one notification, to you, now). */
const NOT_WITH_TEST: Array<[keyof NotifySendOptions, string]> = [
  ['dryRun', '--dry-run'],
  ['results', '--results'],
  ['resume', '--resume'],
  ['concurrency', '--concurrency'],
  ['rate', '--rate'],
  ['retries', '--retries'],
];

/**
 * --test: the notification of the flags, delivered now to the signed-in admin only and marked as a test
 * (POST /notifications/send-test). No confirmation: nobody else receives it. --target is optional (ALL;
 * kept for the record only). A file, --at and the flags of bulk runs are refused (exit 2).
 */
async function sendTest(opts: NotifySendOptions, io: Io): Promise<number> {
  if (opts.file)
    throw usageError(
      '--test sends one notification, to you: give it --title and --message, not --file. To check a file, use --dry-run; to try one of its rows, pass that row as flags with --test.',
    );
  if (opts.at !== undefined)
    throw usageError(
      '--test delivers at once, to you only: it cannot be scheduled. Leave out --at, or leave out --test to schedule the real send.',
    );
  const bulkOnly = NOT_WITH_TEST.filter(([k]) => opts[k] !== undefined && opts[k] !== false).map(([, flag]) => flag);
  if (bulkOnly.length)
    throw usageError(
      `--test sends one notification to you at once; ${bulkOnly.join(', ')} ${bulkOnly.length === 1 ? 'is' : 'are'} for bulk runs. Leave ${bulkOnly.length === 1 ? 'it' : 'them'} out.`,
    );
  const missing = (['title', 'message'] as const).filter((k) => !opts[k]);
  if (missing.length) throw usageError(`--test needs ${missing.map((m) => `--${m}`).join(' and ')}: the notification to send to yourself.`);
  const { plan } = await readItems({ ...opts, target: opts.target ?? 'all' }, io);
  const payload = plan.items[0]!.payload;
  const { client, session } = await sessionClient(io, opts);
  const extras = io.signal ? { signal: io.signal } : undefined;
  try {
    const me = await getMember(client);
    const answer = await sendTestNotification(client, payload, extras);
    const name = [me.firstName, me.lastName].filter(Boolean).join(' ');
    const you = name ? `${safe(name)} <${safe(me.email)}>` : safe(me.email);
    const line = `Test sent to ${you} only${answer.id !== undefined ? ` (notification ${answer.id}, marked as a test)` : ''}.`;
    if (opts.json) {
      writeLine(io.stdout, JSON.stringify({ ...answer, test: true, to: { id: me.id ?? null, email: me.email, name: name || null } }));
      writeNote(io, line);
    } else writeLine(io.stdout, line);
    return EXIT.ok;
  } catch (e) {
    throw toCliError(e, session);
  }
}

/**
 * A run that scheduled its sends for a time that has passed cannot send the rest for that time (the API
 * refuses it): said before anything is sent, with what to do.
 */
function refusePassedSchedule(sendAt: string, runId: string, resumePath: string | undefined, io: Io) {
  const problem = sendAtProblem(sendAt);
  if (!problem) return;
  throw usageError(
    `Run ${runId} scheduled its notifications for ${scheduleText(sendAt, io.env)}, ${problem === 'sendAt must be in the future' ? 'which has passed' : problem}: the rest cannot be scheduled for then. ` +
      `To send the rest at another time, start a new run without --resume and with a new --at, from an input without the rows this run already did (the items with "status":"ok" in ${resumePath ? shellQuote(resumePath) : 'the results file'}).`,
  );
}

/** Sends one notification from flags, or many from a CSV/NDJSON file, through the bulk engine; --at schedules, --test sends to you. */
export async function run(given: NotifySendOptions, io: Io): Promise<number> {
  if (given.test) return sendTest(given, io);
  bulkSettings(given);
  // --at is read (and checked against the API's rule) first; the run records the instant, and --resume restores it.
  const givenAt = given.at !== undefined ? parseAt(given.at, io.env).iso : undefined;
  const resumed = await prepareResume(COMMAND, given, io, { fields: itemFields(given), ...(givenAt ? { options: { at: givenAt } } : {}) });
  const opts: NotifySendOptions = { ...resumed.opts, ...resumed.fields };
  bulkSettings(opts);
  const { previous } = resumed;
  const sendAt = resumed.options?.at;
  if (sendAt && previous) refusePassedSchedule(sendAt, previous.runId, opts.resume, io);
  // The flags are checked at once; a file (or stdin) is read only once the credential may send.
  const fromFlags = opts.file ? (checkFileOnly(opts), undefined) : await readItems(opts, io, sendAt);
  // A dry run also works offline; signed in, it counts the recipients too.
  const api = opts.dryRun ? await sessionClient(io, opts).catch(() => undefined) : await sessionClient(io, opts);
  // A refused token (revoked, expired, or without notifications:send) ends the command here (exit 4), before
  // its input is read, a results file or a resume hint exists; an unreachable server does not: the run's own
  // outage handling waits for it.
  if (api) await refuseMissingScopes(api.client, api.session, COMMAND, !opts.dryRun);
  const { plan: read0, input: read } = fromFlags ?? (await readItems(opts, io, sendAt));
  let plan = read0;
  const input: RunInput = { ...read, ...(sendAt ? { options: { at: sendAt } } : {}) };
  checkResumedInput(previous, input, opts.resume);
  // The members of SINGLE rows, checked before the plan is shown or confirmed; a check that cannot be made
  // (offline dry run, unreachable API) stops nothing: each send then reports its own answer.
  let precheck: { line: string; json: Record<string, unknown>; notable: boolean } | undefined;
  if (plan.items.some((i) => i.payload.target === 'SINGLE')) {
    if (!api) writeNote(io, 'Members of the single notifications not checked: not signed in.');
    else
      try {
        const checked = await checkSingles(api.client, plan, io.signal);
        if (checked) {
          plan = checked.plan;
          precheck = singleCheckText(checked.check);
        }
      } catch (e) {
        // An API token made for sending (notifications:send) need not read members: the check is skipped.
        if (isAuthError(e) && errorCodeOf(e) !== 'missing_scope') throw toCliError(e, api.session);
        writeNote(io, `Members of the single notifications not checked: ${safeText(toCliError(e, api.session).message)}`);
      }
  }
  const report = await runBulk<NotificationPayload, SendBulkAnswer>(
    plan,
    {
      command: COMMAND,
      verb: sendAt ? 'schedule' : 'send',
      noun: 'notification',
      ...(sendAt ? { when: `for ${scheduleText(sendAt, io.env)}` } : {}),
      send: (p, ctx) => sendBulkNotification(api!.client, p, { idempotencyKey: ctx.idempotencyKey }),
      retryAfter: (k) => api?.retryAfter.get(k),
      ...(api
        ? {
            recipients: (todo) =>
              countRecipients(
                api.client,
                todo.map((i) => i.payload),
                io.signal,
              ),
          }
        : {}),
      describe: (rs) => describeSends(rs, sendAt, io.env),
      ...(precheck ? { precheck } : {}),
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
    .description('Send a SYSTEM notification, or many from a CSV/NDJSON file, now or --at a time; --test sends it to you only')
    .option('--title <text>', 'notification title')
    .option('--message <text>', 'notification body')
    .option('--target <target>', 'all | members | companies | single')
    .option('--member <id>', 'member id (only with --target single)')
    .option('--country <cc>', `target country: ${NOTIFICATION_COUNTRIES.join(', ')} (not with single)`)
    .option('--file <path|->', 'CSV (header: title, message, target, member, country) or NDJSON, one notification each; - reads stdin')
    .option(
      '--at <when>',
      `schedule every send for then, at most ${MAX_SCHEDULE_DAYS} days ahead: 2026-12-01T09:00 (your clock; TZ), 2026-12-01T09:00:00+01:00, or +2h / +3d`,
    )
    .option('--test', 'send it now to yourself only (the signed-in admin), marked as a test; no confirmation; not with --file or --at')
    .addHelpText(
      'after',
      examples([
        'backoffice notify send --title "Maintenance" --message "Down at 22:00" --target all --country IT --yes',
        'backoffice notify send --title "Maintenance" --message "Down at 22:00" --target all --at 2026-12-01T09:00 --yes',
        'backoffice notify send --title "Maintenance" --message "Down at 22:00" --test',
        'backoffice notify send --title Hi --message "Your shop is live" --target single --member 42 --yes',
        'backoffice notify send --file campaign.csv --at +2h --yes',
        'backoffice notify send --file campaign.csv --dry-run',
        'backoffice notify send --file campaign.csv --concurrency 8 --rate 20/s --yes',
        'cat items.ndjson | backoffice notify send --file - --yes --json',
        'backoffice notify send --resume ~/.local/state/backoffice/runs/<results-file>',
      ]),
    )
    .action((_opts: NotifySendOptions, cmd: Command) =>
      runAction((io) => run(cmd.optsWithGlobals<NotifySendOptions>(), io), { bulk: true }),
    );
}

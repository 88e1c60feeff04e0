import { Command } from 'commander';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  auditEvent,
  type AuditAction,
  type AuditEvent,
  type AuditTargetType,
} from '../../../api/contract/index.js';
import { eachAuditPage, listAudit, type AuditFilters } from '../../../api/audit.js';
import { toCliError } from '../../lib/api.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { EXIT, usageError, type Io } from '../../lib/io.js';
import { chunkedWriter } from '../../lib/item-list.js';
import { statusLine } from '../../lib/progress.js';
import {
  counted,
  jsonFields,
  num,
  paint,
  pickFields,
  safe,
  streamedTable,
  table,
  tableWidth,
  useColor,
  widestLine,
  writeNote,
  type Paint,
} from '../../lib/output.js';
import { sessionClient } from '../../lib/session-client.js';
import { absoluteTime, parseWhen, relativeTime } from '../../lib/time.js';
import { summariseAgent } from '../../../shared/user-agent.js';

export interface AuditListOptions extends SessionOptions {
  actor?: string;
  action?: string;
  target?: string;
  company?: string;
  since?: string;
  until?: string;
  limit?: string;
  all?: boolean;
  json?: boolean | string;
  color?: boolean;
}

/** Page size: the server's default and most. */
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

/** Validates the flags into the filters of GET /audit (without cursor); exit 2 with what to fix. */
export function auditFiltersOf(opts: AuditListOptions, now = Date.now()): Omit<AuditFilters, 'cursor'> {
  const f: Omit<AuditFilters, 'cursor'> = {};
  if (opts.actor !== undefined) {
    const s = opts.actor.trim();
    if (!/^\d+$/.test(s) || Number(s) < 1 || Number(s) > 2_147_483_647)
      throw usageError(`--actor must be a member id (a positive whole number, see \`backoffice members list\`), got "${opts.actor}".`);
    f.actorId = Number(s);
  }
  if (opts.action !== undefined) {
    const a = opts.action.trim().toLowerCase();
    if (!(AUDIT_ACTIONS as readonly string[]).includes(a))
      throw usageError(`--action must be one of ${AUDIT_ACTIONS.join(', ')}; got "${opts.action}".`);
    f.action = a as AuditAction;
  }
  if (opts.target !== undefined) {
    const [rawType = '', ...rest] = opts.target.split(':');
    const type = rawType.trim().toLowerCase();
    if (!(AUDIT_TARGET_TYPES as readonly string[]).includes(type))
      throw usageError(
        `--target must be <type> or <type>:<id> with a type among ${AUDIT_TARGET_TYPES.join(', ')} (e.g. member:42); got "${opts.target}".`,
      );
    f.targetType = type as AuditTargetType;
    if (rest.length) {
      const id = rest.join(':').trim();
      if (!id || id.length > 40)
        throw usageError(
          `--target ${type}:<id> needs an id of 1 to 40 characters after the colon (e.g. ${type}:42); got "${opts.target}".`,
        );
      f.targetId = id;
    }
  }
  if (opts.company !== undefined) {
    const s = opts.company.trim();
    if (!/^\d+$/.test(s) || Number(s) < 1 || Number(s) > 2_147_483_647)
      throw usageError(
        `--company must be a company id (a positive whole number, as in the business list and its URLs /business/<id>), got "${opts.company}".`,
      );
    f.companyId = Number(s);
  }
  if (opts.since !== undefined) f.from = parseWhen('since', opts.since, now);
  if (opts.until !== undefined) f.to = parseWhen('until', opts.until, now);
  if (f.from && f.to && f.from > f.to)
    throw usageError(`--since (${f.from}) is later than --until (${f.to}): nothing can match. Swap them, or leave one out.`);
  if (opts.limit !== undefined) {
    const n = Number(opts.limit);
    if (!Number.isInteger(n) || n < 1 || n > MAX_LIMIT)
      throw usageError(`--limit must be a whole number from 1 to ${MAX_LIMIT}, got "${opts.limit}".`);
    f.limit = n;
  } else f.limit = DEFAULT_LIMIT;
  return f;
}

/**
 * "Ada Rossi (#1)", with 'via token 3 "nightly"' when an API token acted (at a narrow terminal 'via token 3':
 * the target keeps its room, `tokens list` names it); a failed sign-in has only the e-mail tried.
 */
const actorOf = (e: AuditEvent, short = false) =>
  personOf(e) +
  (e.actor.token ? ` via token ${e.actor.token.id}${short || !e.actor.token.name ? '' : ` "${safe(e.actor.token.name)}"`}` : '');

const personOf = (e: AuditEvent) =>
  e.actor.name && e.actor.id !== null
    ? `${safe(e.actor.name)} (#${e.actor.id})`
    : e.actor.name
      ? safe(e.actor.name)
      : e.actor.id !== null
        ? `#${e.actor.id}`
        : '-';

/**
 * An API token's event names the token (its id and name, from the changes; never a value nor a hash) and,
 * for token.revoked, what happened in words: 'token 3 "nightly" revoked' (no field name). A revocation records
 * revokedAt set and the token's id and name unchanged (they say which token); an event whose id and name
 * went to null reads the same.
 */
function tokenTargetOf(e: AuditEvent): string | undefined {
  if (!e.action.startsWith('token.') || !e.changes) return undefined;
  const { id, name } = e.changes;
  const tokenId = id?.to ?? id?.from;
  const tokenName = name?.to ?? name?.from;
  if (tokenId === undefined || tokenId === null) return undefined;
  const done = e.action === 'token.revoked' ? ' revoked' : '';
  return `token ${safe(tokenId)}${typeof tokenName === 'string' ? ` "${safe(tokenName)}"` : ''}${done}`;
}

/**
 * A signed-out session names the session, not only its member: 'session 1a2b3c4d (cli, Chrome on Linux) of
 * member 1 "ada@example.com"'; "Sign out everywhere else" reads '3 other sessions of member 1 …'.
 */
function sessionTargetOf(e: AuditEvent, short = false): string | undefined {
  if (e.action !== 'session.revoked' || !e.changes) return undefined;
  const { session, client, userAgent, revoked } = e.changes;
  const member = plainTargetOf(e);
  if (typeof revoked?.to === 'number') return `${counted(revoked.to, OTHER_SESSIONS)} of ${member}`;
  const id = session?.from;
  if (typeof id !== 'string') return undefined;
  // At a narrow terminal the session by its id alone (`sessions list` says the rest): the target keeps few lines.
  if (short) return `session ${safe(id.slice(0, 8))} of ${member}`;
  const { browser, system } = summariseAgent(typeof userAgent?.from === 'string' ? userAgent.from : null);
  const agent = browser && system ? `${browser} on ${system}` : (browser ?? system);
  const about = [typeof client?.from === 'string' ? safe(client.from) : '', agent ? safe(agent) : ''].filter(Boolean).join(', ');
  return `session ${safe(id.slice(0, 8))}${about ? ` (${about})` : ''} of ${member}`;
}
const OTHER_SESSIONS = { one: 'other session', many: 'other sessions' };

/** 'product 12 "Margherita"' */
const plainTargetOf = (e: AuditEvent) =>
  [safe(e.target.type), e.target.id !== null ? safe(e.target.id) : '', e.target.label !== null ? `"${safe(e.target.label)}"` : '']
    .filter(Boolean)
    .join(' ');

const targetOf = (e: AuditEvent, short = false) => tokenTargetOf(e) ?? sessionTargetOf(e, short) ?? plainTargetOf(e);

const ALARMING = /(deleted|disabled|failed)$/;

const AUDIT_HEADERS = ['WHEN', 'ACTOR', 'ACTION', 'TARGET'];
/**
 * At a narrow terminal the TARGET gives way first and wraps under itself (never cut), keeping this much room
 * (the ACTOR then names a token by its id only: "Ada Rossi (#1) via token 3").
 */
const TARGET_ROOM = 20;

/**
 * An event's cells: WHEN is relative then absolute ("5m ago (2026-11-23 09:10:12 UTC)"), or relative only
 * (`short`) on a terminal too narrow for the whole line, as `notify list` does: never cut mid-timestamp.
 */
const auditCells = (e: AuditEvent, c: Paint, now: number, short: boolean) => [
  short ? safe(relativeTime(e.at, now)) : `${safe(relativeTime(e.at, now))} ${c.dim(`(${safe(absoluteTime(e.at))})`)}`,
  actorOf(e, short),
  (ALARMING.test(e.action) ? c.yellow : (s: string) => s)(safe(e.action)),
  targetOf(e, short),
];

/** The table for people: every value from the server is escaped; at a narrow `width` the times are relative only. */
export function auditTable(events: AuditEvent[], c: Paint, now = Date.now(), width?: number): string {
  const whole = table(
    AUDIT_HEADERS,
    events.map((e) => auditCells(e, c, now, false)),
  );
  if (!width || widestLine(whole) <= width) return whole;
  return table(
    AUDIT_HEADERS,
    events.map((e) => auditCells(e, c, now, true)),
    width,
    [AUDIT_HEADERS.indexOf('TARGET')],
    TARGET_ROOM,
  );
}

const EVENTS = { one: 'event', many: 'events' };
const events = (n: number) => counted(n, EVENTS);

/** Said on stderr when older events match too: how to see them. */
const moreNote = (n: number) =>
  `Showing the ${num(n)} newest event${n === 1 ? '' : 's'}; older ones match too. Pass --all for every page (NDJSON with --json), or narrow with --since/--until.`;

/**
 * The audit trail, newest first: the first page (--limit events) as a table for people or NDJSON (--json),
 * a hint on stderr saying how to see more, as `members list` and `notify list` print one page. With --all,
 * every page, following the cursor, written as the pages arrive, stopping on Ctrl-C.
 */
export async function run(opts: AuditListOptions, io: Io): Promise<number> {
  const filters = auditFiltersOf(opts);
  const fields = jsonFields(opts.json, Object.keys(auditEvent.shape));
  const { client, session } = await sessionClient(io, opts);
  const interrupted = () => io.signal?.aborted === true;
  const status = statusLine(io);
  const out = chunkedWriter(io.stdout, { before: status.clear });

  if (opts.json) {
    let n = 0;
    let more = false;
    const write = async (data: AuditEvent[]) => {
      let text = '';
      for (const e of data) text += JSON.stringify(pickFields(e, fields)) + '\n';
      await out.write(text);
      n += data.length;
    };
    try {
      if (opts.all) {
        for await (const page of eachAuditPage(client, filters, io.signal ? { signal: io.signal } : {})) {
          await write(page.data);
          if (interrupted()) break;
        }
      } else {
        const page = await listAudit(client, filters, io.signal ? { signal: io.signal } : undefined);
        await write(page.data);
        more = page.nextCursor !== null;
      }
    } catch (e) {
      if (!interrupted()) throw toCliError(e, session);
    }
    await out.end();
    if (interrupted()) {
      writeNote(io, `Interrupted after ${events(n)}; the lines printed are complete.`);
      return EXIT.interrupted;
    }
    writeNote(io, more ? moreNote(n) : events(n));
    return EXIT.ok;
  }

  const c = paint(useColor(io, opts));
  const now = Date.now();
  const tableOut = streamedTable<AuditEvent>({
    headers: AUDIT_HEADERS,
    cells: (e, short) => auditCells(e, c, now, short),
    write: out.write,
    width: tableWidth(io),
    hasShort: true,
    giveFirst: [AUDIT_HEADERS.indexOf('TARGET')],
    lastRoom: TARGET_ROOM,
  });
  const progress = io.isTTY && !(io.stdoutIsTTY ?? io.isTTY);
  let more = false;
  try {
    if (opts.all) {
      for await (const page of eachAuditPage(client, filters, io.signal ? { signal: io.signal } : {})) {
        await tableOut.push(page.data);
        if (progress) status.show(`Loading events ${num(tableOut.count)}`);
        if (interrupted()) break;
      }
      status.clear();
    } else {
      const page = await listAudit(client, filters, io.signal ? { signal: io.signal } : undefined);
      await tableOut.push(page.data);
      more = page.nextCursor !== null;
    }
  } catch (e) {
    status.clear();
    if (!interrupted()) throw toCliError(e, session);
  }
  const n = await tableOut.end();
  if (n === 0) await out.write('No events found.\n');
  await out.end();
  if (interrupted()) {
    writeNote(io, `Interrupted: these are the ${events(n)} loaded so far.`);
    return EXIT.interrupted;
  }
  writeNote(io, more ? moreNote(n) : events(n));
  return EXIT.ok;
}

export function auditListCommand(): Command {
  return withSession(new Command('list'))
    .description('The audit trail of admin writes, newest first: who did what to which member, category, product or notification')
    .option('--actor <memberId>', 'only events by this member (id)')
    .option('--action <action>', `only this action: ${AUDIT_ACTIONS.join(', ')}`)
    .option('--target <type[:id]>', `only events about this kind of thing (${AUDIT_TARGET_TYPES.join(', ')}), or one of them: member:42`)
    .option('--company <companyId>', "a company's history: its owner's events and its products' (deleted, restored)")
    .option('--since <when>', 'from this time: 30m, 24h, 7d, 2w back from now, or an ISO date (2026-11-01, 2026-11-01T09:00:00Z)')
    .option('--until <when>', 'up to this time (inclusive), same forms as --since')
    .option('--limit <n>', `the newest events to print (1-${MAX_LIMIT}); with --all, the size of each request`, String(DEFAULT_LIMIT))
    .option('--all', 'every event, page after page (follows the cursor), written as the pages arrive: the table, or NDJSON with --json')
    .option(
      '--json [fields]',
      `NDJSON: one event per line (--limit of them; every one with --all); only the fields named, e.g. at,action (${Object.keys(auditEvent.shape).join(', ')})`,
    )
    .option('--no-color', 'no ANSI colours (also NO_COLOR)')
    .addHelpText(
      'after',
      examples([
        'backoffice audit list --since 24h',
        'backoffice audit list --action member.disabled --since 7d --all',
        'backoffice audit list --target member:42',
        'backoffice audit list --company 7 --since 30d',
        'backoffice audit list --actor 1 --since 2026-11-01 --until 2026-11-08',
        'backoffice audit list --target product --all --json > product-events.ndjson',
      ]),
    )
    .action((_opts: AuditListOptions, cmd: Command) => runAction((io) => run(cmd.optsWithGlobals<AuditListOptions>(), io)));
}

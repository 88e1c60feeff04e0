import { Command } from 'commander';
import { listAdminSessions } from '../../../api/admins.js';
import type { Session } from '../../../api/contract/access.js';
import { listSessions } from '../../../api/sessions.js';
import { toCliError } from '../../lib/api.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { EXIT, type Io } from '../../lib/io.js';
import { columnWidths, hiddenColumnsNote, safe, table, tableWidth, writeLine, writeNote } from '../../lib/output.js';
import { sessionClient } from '../../lib/session-client.js';
import { relativeTime } from '../../lib/time.js';
import { memberIdOf, memberSessionsError } from './member.js';

export interface SessionsListOptions extends SessionOptions {
  member?: string;
  json?: boolean;
}

/** The user agent for people: the CLI's own (`backoffice-cli/1.4.0 (node v22; linux)`) as "Backoffice CLI 1.4.0 (node v22; linux)". */
export const agentText = (ua: string | null) => safe((ua ?? '').replace(/^backoffice-cli\/(\S+)/i, 'Backoffice CLI $1'));

const state = (s: Session) => (s.revokedAt ? 'ended' : s.current ? 'current' : 'live');

/**
 * Your sessions of the last 30 days (GET /sessions), or with --member an administrator's (GET
 * /admins/{id}/sessions, owners only): a table, or NDJSON with --json. A session only, never an API token.
 */
export async function run(opts: SessionsListOptions, io: Io, now = Date.now()): Promise<number> {
  const { client, session } = await sessionClient(io, opts);
  const memberId = opts.member ? await memberIdOf(client, opts.member, session) : undefined;
  const sessions = await (memberId === undefined ? listSessions(client) : listAdminSessions(client, memberId)).catch((e: unknown) => {
    throw memberId === undefined ? toCliError(e, session) : memberSessionsError(e, session, memberId);
  });
  if (opts.json) {
    for (const s of sessions) writeLine(io.stdout, JSON.stringify(s));
    return EXIT.ok;
  }
  if (!sessions.length) {
    writeNote(io, 'No sessions in the last 30 days.');
    return EXIT.ok;
  }
  const rows = sessions.map((s) => [
    s.id,
    s.client,
    relativeTime(s.createdAt, now),
    relativeTime(s.lastSeenAt, now),
    safe(s.address ?? ''),
    state(s),
    agentText(s.userAgent),
  ]);
  const headers = ['ID', 'CLIENT', 'STARTED', 'LAST SEEN', 'ADDRESS', 'STATE', 'USER AGENT'];
  // The ID is what `sessions revoke` takes: never cut. On a narrow terminal the user agent, then the address,
  // leave the table first (said on stderr), as `members list` drops columns.
  const width = tableWidth(io);
  let keep = headers.map((_, i) => i);
  const total = (cols: number[]) =>
    columnWidths(
      cols.map((i) => headers[i]!),
      rows.map((r) => cols.map((i) => r[i]!)),
    ).reduce((a, b) => a + b + 2, -2);
  const hidden: string[] = [];
  for (const drop of [6, 4])
    if (width && total(keep) > width) {
      keep = keep.filter((i) => i !== drop);
      hidden.unshift(headers[drop]!);
    }
  const shown = (r: string[]) => keep.map((i) => r[i]!);
  writeLine(io.stdout, table(shown(headers), rows.map(shown), width, [keep.length - 1]));
  if (hidden.length) writeNote(io, hiddenColumnsNote(hidden, width!));
  return EXIT.ok;
}

export function sessionsListCommand(): Command {
  return withSession(new Command('list'))
    .description("List your sessions of the last 30 days (owners: --member, an administrator's)")
    .option('--member <id|email>', "an administrator's sessions instead of yours (owners only)")
    .option('--json', 'one JSON object per session (NDJSON)')
    .addHelpText(
      'after',
      examples(['backoffice sessions list', 'backoffice sessions list --member admin2@example.com', 'backoffice sessions list --json']),
    )
    .action((_opts: SessionsListOptions, cmd: Command) => runAction((io) => run(cmd.optsWithGlobals<SessionsListOptions>(), io)));
}

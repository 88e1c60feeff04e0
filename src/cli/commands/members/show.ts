import { Command } from 'commander';
import { memberDetail as memberDetailSchema, type MemberDetail } from '../../../api/contract/index.js';
import { errorCodeOf, isApiError } from '../../../api/errors.js';
import { getMember } from '../../../api/members.js';
import { toCliError } from '../../lib/api.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { CliError, EXIT, usageError, type Io } from '../../lib/io.js';
import { jsonFields, paint, pickFields, safe, useColor, writeLine, type Paint } from '../../lib/output.js';
import { sessionClient } from '../../lib/session-client.js';
import { absoluteTime, relativeTime } from '../../lib/time.js';

export interface MembersShowOptions extends SessionOptions {
  json?: boolean | string;
  color?: boolean;
}

/** A member id from the command line: a positive whole number, else a usage error (exit 2). */
export function parseMemberId(value: string): number {
  const v = value.trim();
  const n = Number(v);
  if (!/^\d{1,10}$/.test(v) || n < 1 || n > 2_147_483_647)
    throw usageError(
      `\`backoffice members show\` takes a member id, a whole number such as 42 (\`backoffice members list\` shows them); got "${safe(value)}".`,
    );
  return n;
}

const when = (iso: string | null, now: number) => (iso ? `${safe(relativeTime(iso, now))} (${safe(absoluteTime(iso))})` : 'never');

/** One member for people: a field per line, every value escaped. */
export function memberDetails(m: MemberDetail, c: Paint, now = Date.now()): string {
  const name = [m.firstName, m.lastName].filter(Boolean).join(' ');
  const place = [m.city, m.province, m.region, m.zip, m.country].filter(Boolean).map(safe).join(', ');
  const rows: [string, string][] = [
    ['ID', safe(m.id)],
    ['Name', name ? safe(name) : '-'],
    ['Username', m.username ? `@${safe(m.username)}` : '-'],
    ['E-mail', safe(m.email)],
    ['Phone', m.cellphone ? safe(m.cellphone) : '-'],
    ['Place', place || '-'],
    ['Role', safe(m.role?.name ?? 'member')],
    [
      'Status',
      m.enabled
        ? c.green(m.activated ? 'enabled' : 'enabled, not activated yet')
        : c.red(m.activated ? 'disabled' : 'disabled, not activated'),
    ],
    ['Companies', m.companies.length ? m.companies.map((x) => `${safe(x.name)} (#${x.id})`).join(', ') : 'none'],
    ['Created', when(m.createdAt, now)],
    ['Last seen', when(m.lastSeenAt, now)],
  ];
  const w = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${`${k}:`.padEnd(w + 2)}${v}`).join('\n');
}

/** GET /members/{id}: one member, as lines of fields or (--json) as the server answers it. Unknown: exit 5. */
export async function run(idArg: string, opts: MembersShowOptions, io: Io): Promise<number> {
  const id = parseMemberId(idArg);
  const fields = jsonFields(opts.json, Object.keys(memberDetailSchema.shape));
  const { client, session } = await sessionClient(io, opts);
  let m: MemberDetail;
  try {
    m = await getMember(client, id, io.signal ? { signal: io.signal } : undefined);
  } catch (e) {
    if (isApiError(e) && e.status === 404 && (errorCodeOf(e) === 'not_found' || /not found/i.test(e.message)))
      throw new CliError(`No member ${id} on this server. \`backoffice members list\` shows the members and their ids.`, EXIT.notFound);
    throw toCliError(e, session);
  }
  writeLine(io.stdout, opts.json ? JSON.stringify(pickFields(m, fields)) : memberDetails(m, paint(useColor(io, opts))));
  return EXIT.ok;
}

export function membersShowCommand(): Command {
  return withSession(new Command('show'))
    .description('One member: name, username, e-mail, phone, place, status, companies, created and last seen')
    .argument('<id>', 'member id (`backoffice members list` shows them)')
    .option(
      '--json [fields]',
      `the member as JSON, as the server answers it; only the fields named, e.g. id,email (${Object.keys(memberDetailSchema.shape).join(', ')})`,
    )
    .option('--no-color', 'no ANSI colours (also NO_COLOR)')
    .addHelpText(
      'after',
      examples([
        'backoffice members show 42',
        'backoffice members show 42 --json',
        'backoffice members show 42 --json email,enabled | jq -r .email',
      ]),
    )
    .action((id: string, _opts: MembersShowOptions, cmd: Command) =>
      runAction((io) => run(id, cmd.optsWithGlobals<MembersShowOptions>(), io)),
    );
}

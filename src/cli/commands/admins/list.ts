import { Command } from 'commander';
import { listAdmins } from '../../../api/admins.js';
import { toCliError } from '../../lib/api.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { EXIT, type Io } from '../../lib/io.js';
import { hiddenColumnsNote, safe, streamedTable, tableWidth, writeLine, writeNote } from '../../lib/output.js';
import { sessionClient } from '../../lib/session-client.js';
import { relativeTime } from '../../lib/time.js';

export interface AdminsListOptions extends SessionOptions {
  json?: boolean;
}

/** Every administrator (GET /admins, owners only): a table, or NDJSON with --json. */
export async function run(opts: AdminsListOptions, io: Io, now = Date.now()): Promise<number> {
  const { client, session } = await sessionClient(io, opts);
  const admins = await listAdmins(client).catch((e: unknown) => {
    throw toCliError(e, session);
  });
  if (opts.json) {
    for (const a of admins) writeLine(io.stdout, JSON.stringify(a));
    return EXIT.ok;
  }
  const rows = admins.map((a) => [
    String(a.id),
    safe(a.name),
    safe(a.email),
    a.owner ? 'owner' : 'administrator',
    a.enabled ? 'enabled' : 'disabled',
    a.lastSignInAt ? relativeTime(a.lastSignInAt, now) : 'never',
  ]);
  // On a narrow terminal whole columns go (last sign-in, then name, then state) before an e-mail is cut; said on stderr.
  const headers = ['ID', 'NAME', 'E-MAIL', 'ROLE', 'STATE', 'LAST SIGN-IN'];
  let note = '';
  const out = streamedTable<string[]>({
    headers,
    cells: (r) => r,
    write: async (text) => void io.stdout.write(text),
    width: tableWidth(io),
    drop: ['LAST SIGN-IN', 'NAME', 'STATE'].map((h) => headers.indexOf(h)),
    onHidden: (hidden) => (note = hiddenColumnsNote(hidden, tableWidth(io)!)),
  });
  await out.push(rows);
  await out.end();
  if (note) writeNote(io, note);
  return EXIT.ok;
}

export function adminsListCommand(): Command {
  return withSession(new Command('list'))
    .description('List the administrators: owner or not, enabled or not, last sign-in (owners only)')
    .option('--json', 'one JSON object per administrator (NDJSON)')
    .addHelpText('after', examples(['backoffice admins list', "backoffice admins list --json | jq -r 'select(.owner) | .email'"]))
    .action((_opts: AdminsListOptions, cmd: Command) => runAction((io) => run(cmd.optsWithGlobals<AdminsListOptions>(), io)));
}

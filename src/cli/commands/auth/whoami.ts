import { Command } from 'commander';
import { getMember } from '../../../api/auth.js';
import { hasIamGod } from '../../../api/contract/auth.js';
import { cliClient, timeoutMs, toCliError } from '../../lib/api.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import { requireSession, type SessionOptions } from '../../lib/config.js';
import { EXIT, type Io } from '../../lib/io.js';
import { safe, writeLine, writeText, writeNote } from '../../lib/output.js';
import { apiTokenText } from '../../lib/token.js';

export interface WhoamiOptions extends SessionOptions {
  json?: boolean;
}

/** Shows the signed-in member of the session; exit 4 when not signed in or the token is refused. */
export async function run(opts: WhoamiOptions, io: Io): Promise<number> {
  const ms = timeoutMs(opts, io.env);
  const s = await requireSession(io, opts);
  const member = await getMember(cliClient(s.apiUrl, s.token, { timeoutMs: ms }).client).catch((e: unknown) => {
    throw toCliError(e, s);
  });
  const admin = hasIamGod(member);
  if (opts.json) {
    writeLine(io.stdout, JSON.stringify({ ...member, admin, apiUrl: s.apiUrl, profile: s.profile, source: s.source }));
  } else {
    // The member's fields are data (escaped for the terminal); --json above stays exact.
    const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
    writeText(io, `${safe(member.email)}${name ? ` (${safe(name)})` : ''}${member.username ? ` @${safe(member.username)}` : ''}`);
    writeText(io, `API:          ${safe(s.apiUrl)}`);
    writeText(io, `Profile:      ${s.source === 'env' ? 'BACKOFFICE_TOKEN (environment)' : safe(s.profile)}`);
    writeText(io, `Capabilities: ${member.capabilities.map(safe).join(', ') || '(none)'}`);
    if (member.apiToken) writeText(io, `API token:    ${apiTokenText(member.apiToken)}`);
  }
  if (!admin) {
    writeNote(io, 'This account lacks the IamGOD capability: the operator commands will be refused.');
    return EXIT.auth;
  }
  return EXIT.ok;
}

export function whoamiCommand(): Command {
  return withSession(new Command('whoami'))
    .description('Show who the current session is signed in as')
    .option('--json', 'print the member as JSON')
    .addHelpText(
      'after',
      examples(['backoffice whoami', 'backoffice whoami --json --profile staging', 'BACKOFFICE_TOKEN=... backoffice whoami']),
    )
    .action((_opts: WhoamiOptions, cmd: Command) => runAction((io) => run(cmd.optsWithGlobals<WhoamiOptions>(), io)));
}

import { Command } from 'commander';
import { revokeAdminSession } from '../../../api/admins.js';
import { sessionId as sessionIdSchema } from '../../../api/contract/access.js';
import { revokeOtherSessions, revokeSession } from '../../../api/sessions.js';
import { accessCallError } from '../../lib/access-errors.js';
import { toCliError } from '../../lib/api.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { confirmChange } from '../../lib/confirm.js';
import { EXIT, usageError, type Io } from '../../lib/io.js';
import { safe, writeLine } from '../../lib/output.js';
import { sessionClient } from '../../lib/session-client.js';
import { memberIdOf } from './member.js';

export interface SessionsRevokeOptions extends SessionOptions {
  allOthers?: boolean;
  member?: string;
  yes?: boolean;
  json?: boolean;
}

/**
 * Ends a session: one of yours by id (DELETE /sessions/{id}), every other one of yours (--all-others, asks
 * first), or an administrator's (--member, owners only, asks first). Exit 5: no such live session.
 */
export async function run(id: string | undefined, opts: SessionsRevokeOptions, io: Io): Promise<number> {
  if (opts.allOthers && (id || opts.member))
    throw usageError('--all-others ends every other session of yours: pass no session id and no --member.');
  if (!opts.allOthers && !id) throw usageError('Pass the id of a session (backoffice sessions list shows them), or --all-others.');
  if (id && !sessionIdSchema.safeParse(id.trim()).success)
    throw usageError(`"${safe(id)}" is not a session id (a UUID, as backoffice sessions list shows it).`);
  const { client, session } = await sessionClient(io, opts);
  if (opts.allOthers) {
    await confirmChange(io, opts, 'end every other session of yours (other terminals and browsers are signed out)');
    const r = await revokeOtherSessions(client).catch((e: unknown) => {
      throw toCliError(e, session);
    });
    if (opts.json) writeLine(io.stdout, JSON.stringify(r));
    else writeLine(io.stdout, `Ended ${r.revoked} other session${r.revoked === 1 ? '' : 's'}; this one goes on.`);
    return EXIT.ok;
  }
  const sid = id!.trim();
  const notFound = `No live session ${sid}${opts.member ? ' of that member' : ' of yours'}: nothing was ended`;
  if (opts.member) {
    const memberId = await memberIdOf(client, opts.member, session);
    await confirmChange(io, opts, `end session ${sid} of member ${memberId}`);
    const r = await revokeAdminSession(client, memberId, sid).catch((e: unknown) => {
      throw accessCallError(e, session, notFound);
    });
    if (opts.json) writeLine(io.stdout, JSON.stringify(r));
    else writeLine(io.stdout, `Ended session ${sid} of member ${memberId}.`);
    return EXIT.ok;
  }
  const r = await revokeSession(client, sid).catch((e: unknown) => {
    throw accessCallError(e, session, notFound);
  });
  if (opts.json) writeLine(io.stdout, JSON.stringify(r));
  else writeLine(io.stdout, `Ended session ${sid}.`);
  return EXIT.ok;
}

export function sessionsRevokeCommand(): Command {
  return withSession(new Command('revoke'))
    .description('End a session of yours, every other one (--all-others), or an administrator’s (--member, owners only)')
    .argument('[id]', 'the id of the session (backoffice sessions list shows them)')
    .option('--all-others', 'end every other session of yours; this one goes on')
    .option('--member <id|email>', 'the session is that administrator’s (owners only)')
    .option('-y, --yes', 'do not ask for confirmation (required when not interactive, for --all-others and --member)')
    .option('--json', 'print the answer of the server as JSON')
    .addHelpText(
      'after',
      examples([
        'backoffice sessions revoke 0b7c6a1e-5f0e-4f5e-9a53-2a4b3c1d2e3f',
        'backoffice sessions revoke --all-others --yes',
        'backoffice sessions revoke 0b7c6a1e-5f0e-4f5e-9a53-2a4b3c1d2e3f --member 7 --yes',
      ]),
    )
    .action((id: string | undefined, _opts: SessionsRevokeOptions, cmd: Command) =>
      runAction((io) => run(id, cmd.optsWithGlobals<SessionsRevokeOptions>(), io)),
    );
}

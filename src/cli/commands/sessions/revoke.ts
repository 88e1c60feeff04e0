import { Command } from 'commander';
import { listSessions, revokeOtherSessions, revokeSession } from '../../../api/sessions.js';
import { listAdminSessions, revokeAdminSession } from '../../../api/admins.js';
import type { ApiClient } from '../../../api/client.js';
import { sessionId as sessionIdSchema, type Session } from '../../../api/contract/access.js';
import { accessCallError } from '../../lib/access-errors.js';
import { toCliError, type CallTarget } from '../../lib/api.js';
import { profileFlag } from '../../lib/token.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { confirmChange } from '../../lib/confirm.js';
import { EXIT, usageError, type Io } from '../../lib/io.js';
import { writeLine } from '../../lib/output.js';
import { sessionClient } from '../../lib/session-client.js';
import { memberIdOf, memberSessionsError } from './member.js';
import { checkSessionIdArg, sessionByPrefix, sessionLine } from './prefix.js';

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
  if (!opts.allOthers && !id) throw usageError('Pass the id of a session (`backoffice sessions list` shows them), or --all-others.');
  const given = id ? checkSessionIdArg(id, (s) => sessionIdSchema.safeParse(s).success) : undefined;
  const { client, session } = await sessionClient(io, opts);
  if (opts.allOthers) return revokeOthers(client, session, opts, io);
  const memberId = opts.member ? await memberIdOf(client, opts.member, session) : undefined;
  const whose = memberId === undefined ? 'of yours' : 'of that member';
  // The start of an id (8 characters at least) names the one live session it starts.
  const sid = given!.whole
    ? given!.id
    : sessionByPrefix(
        await (memberId === undefined ? listSessions(client) : listAdminSessions(client, memberId)).catch((e: unknown) => {
          throw memberSessionsError(e, session, memberId!);
        }),
        given!.id,
        whose,
      ).id;
  const notFound = `No live session ${sid} ${whose}: nothing was ended`;
  if (memberId === undefined) await refuseCurrent(client, session, sid);
  if (memberId !== undefined) {
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

/**
 * Ending the session this command runs in would sign it out without a word: refused (exit 2), `backoffice
 * logout` is the way (it also forgets the stored session). An API token has no session: nothing to refuse.
 */
async function refuseCurrent(client: ApiClient, session: CallTarget, sid: string): Promise<void> {
  const mine = await listSessions(client).catch((e: unknown) => {
    throw toCliError(e, session);
  });
  if (mine.some((s) => s.current && s.id.toLowerCase() === sid.toLowerCase()))
    throw usageError(
      `Session ${sid} is the session you are using: nothing was ended. Run \`backoffice logout${profileFlag(typeof session === 'object' ? session.profile : undefined)}\` to end it, ` +
        `or \`backoffice sessions revoke --all-others${profileFlag(typeof session === 'object' ? session.profile : undefined)}\` to end the others.`,
    );
}

/**
 * --all-others: asks, ends them, then says which it ended (id, client, last seen), or that there were none.
 * The sessions are read before and after, so the list is of those this call ended.
 */
async function revokeOthers(client: ApiClient, session: CallTarget, opts: SessionsRevokeOptions, io: Io): Promise<number> {
  const fail = (e: unknown): never => {
    throw toCliError(e, session);
  };
  const before = (await listSessions(client).catch(fail)).filter((s) => !s.revokedAt && !s.current);
  if (!before.length) {
    if (opts.json) writeLine(io.stdout, JSON.stringify({ revoked: 0, sessions: [] }));
    else writeLine(io.stdout, 'No other live session of yours: nothing was ended; this one goes on.');
    return EXIT.ok;
  }
  await confirmChange(
    io,
    opts,
    `end ${before.length === 1 ? 'the 1 other session' : `the ${before.length} other sessions`} of yours (other terminals and browsers are signed out)`,
  );
  const r = await revokeOtherSessions(client).catch(fail);
  const after = new Map((await listSessions(client).catch(() => [] as Session[])).map((s) => [s.id, s]));
  const ended = before.filter((s) => after.get(s.id)?.revokedAt !== null).map((s) => after.get(s.id) ?? s);
  if (opts.json) writeLine(io.stdout, JSON.stringify({ ...r, sessions: ended }));
  else if (!r.revoked) writeLine(io.stdout, 'No other live session of yours: nothing was ended; this one goes on.');
  else
    writeLine(
      io.stdout,
      `Ended ${r.revoked} other session${r.revoked === 1 ? '' : 's'}; this one goes on:\n${ended.map((s) => sessionLine(s)).join('\n')}`,
    );
  return EXIT.ok;
}

export function sessionsRevokeCommand(): Command {
  return withSession(new Command('revoke'))
    .description("End a session of yours, every other one (--all-others), or an administrator's (--member, owners only)")
    .argument('[id]', 'the id of the session (`backoffice sessions list` shows them), or its first 8 characters or more')
    .option('--all-others', 'end every other session of yours; this one goes on')
    .option('--member <id|email>', "the session is that administrator's (owners only)")
    .option('-y, --yes', 'do not ask for confirmation (required when not interactive, for --all-others and --member)')
    .option('--json', 'print the answer of the server as JSON')
    .addHelpText(
      'after',
      examples([
        'backoffice sessions revoke 0b7c6a1e-5f0e-4f5e-9a53-2a4b3c1d2e3f',
        'backoffice sessions revoke 0b7c6a1e',
        'backoffice sessions revoke --all-others --yes',
        'backoffice sessions revoke 0b7c6a1e-5f0e-4f5e-9a53-2a4b3c1d2e3f --member 7 --yes',
      ]),
    )
    .action((id: string | undefined, _opts: SessionsRevokeOptions, cmd: Command) =>
      runAction((io) => run(id, cmd.optsWithGlobals<SessionsRevokeOptions>(), io)),
    );
}

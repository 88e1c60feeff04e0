import { Command } from 'commander';
import type { ApiClient } from '../../../api/client.js';
import { disableAdmin, enableAdmin, grantAdmin, grantOwner, revokeAdmin, revokeOwner } from '../../../api/admins.js';
import { getMember } from '../../../api/members.js';
import { accessCallError } from '../../lib/access-errors.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { confirmChange, parseWholeId } from '../../lib/confirm.js';
import { EXIT, type Io } from '../../lib/io.js';
import { counted, safe, writeLine } from '../../lib/output.js';
import { wrapForTerminal } from '../../lib/wrap.js';
import { sessionClient } from '../../lib/session-client.js';

export interface AdminChangeOptions extends SessionOptions {
  yes?: boolean;
  json?: boolean;
}

type Answer = Record<string, unknown>;

/** One owner's change: its command name, what it does (for the question and the help) and its call. */
interface Change {
  name: string;
  help: string;
  /** "make NAME an administrator": the question's words, with the member's label. */
  does: (who: string) => string;
  done: (who: string, a: Answer) => string;
  /** The answer of a change already made (`changed: false`): nothing was done nor audited. */
  already?: (who: string) => string;
  call: (c: ApiClient, id: number) => Promise<Answer>;
}

const SESSIONS = { one: 'session', many: 'sessions' };
const TOKENS = { one: 'API token', many: 'API tokens' };
const ended = (a: Answer) =>
  typeof a.sessionsRevoked === 'number'
    ? ` (${counted(a.sessionsRevoked, SESSIONS)} and ${counted(Number(a.tokensRevoked ?? 0), TOKENS)} ended)`
    : '';

export const CHANGES = {
  grant: {
    name: 'grant',
    help: 'Make an enabled, activated member an administrator (IamGOD)',
    does: (w) => `make ${w} an administrator`,
    done: (w) => `${w} is now an administrator.`,
    call: grantAdmin,
  },
  revoke: {
    name: 'revoke',
    help: "Remove an administrator's rights (and owner right); their API tokens are revoked",
    does: (w) => `remove the administrator rights of ${w} and revoke their API tokens`,
    done: (w, a) => `${w} is no longer an administrator (${counted(Number(a.tokensRevoked ?? 0), TOKENS)} revoked).`,
    call: revokeAdmin,
  },
  disable: {
    name: 'disable',
    help: 'Disable an administrator: every session and API token of theirs ends',
    does: (w) => `disable ${w}: every session and API token of theirs ends`,
    done: (w, a) => `${w} is disabled${ended(a)}.`,
    already: (w) => `${w} was already disabled: nothing was changed.`,
    call: disableAdmin,
  },
  enable: {
    name: 'enable',
    help: 'Enable a disabled administrator again',
    does: (w) => `enable ${w} again`,
    done: (w) => `${w} is enabled.`,
    already: (w) => `${w} was already enabled: nothing was changed.`,
    call: enableAdmin,
  },
  'owner grant': {
    name: 'grant',
    help: 'Make an enabled administrator an owner',
    does: (w) => `make ${w} an owner`,
    done: (w) => `${w} is now an owner.`,
    call: grantOwner,
  },
  'owner revoke': {
    name: 'revoke',
    help: 'Remove the owner right of an administrator (never the last enabled owner)',
    does: (w) => `remove the owner right of ${w}`,
    done: (w) => `${w} is no longer an owner.`,
    call: revokeOwner,
  },
} satisfies Record<string, Change>;
export type ChangeName = keyof typeof CHANGES;

/** "Ada Rossi <admin@example.com> (member 1)", from GET /members/{id}; just "member 1" when it cannot be read. */
async function labelOf(client: ApiClient, id: number): Promise<string> {
  try {
    const m = await getMember(client, id);
    const name = [m.firstName, m.lastName].filter(Boolean).join(' ') || m.username || '';
    return `${name ? `${safe(name)} ` : ''}<${safe(m.email)}> (member ${id})`;
  } catch {
    return `member ${id}`;
  }
}

/** Runs one owner's change on a member, after asking (--yes skips); 404 exit 5, 409 (last_owner...) exit 6, not an owner exit 4. */
export async function run(change: ChangeName, idArg: string, opts: AdminChangeOptions, io: Io): Promise<number> {
  const c: Change = CHANGES[change];
  const id = parseWholeId('The member id', idArg, '`backoffice admins list` and `backoffice members list` show them');
  const { client, session } = await sessionClient(io, opts);
  const who = await labelOf(client, id);
  await confirmChange(io, opts, c.does(who));
  const answer = await c.call(client, id).catch((e: unknown) => {
    throw accessCallError(e, session, `No member ${id}: nothing was changed`);
  });
  if (opts.json) writeLine(io.stdout, JSON.stringify(answer));
  // The line for people, broken at spaces on a terminal (names and e-mails make it long).
  else
    writeLine(
      io.stdout,
      wrapForTerminal(
        answer.changed === false && c.already ? c.already(who) : c.done(who, answer),
        io.stdoutIsTTY ? io.columns : undefined,
      ),
    );
  return EXIT.ok;
}

export function changeCommand(change: ChangeName): Command {
  const c: Change = CHANGES[change];
  const full = `backoffice admins ${change}`;
  return withSession(new Command(c.name))
    .description(`${c.help} (owners only; exit 5: no such member, 6: refused as it stands)`)
    .argument('<id>', 'the member id')
    .option('-y, --yes', 'do not ask for confirmation (required when not interactive)')
    .option('--json', 'print the answer of the server as JSON')
    .addHelpText('after', examples([`${full} 42`, `${full} 42 --yes --json`]))
    .action((id: string, _opts: AdminChangeOptions, cmd: Command) =>
      runAction((io) => run(change, id, cmd.optsWithGlobals<AdminChangeOptions>(), io)),
    );
}

import { Command } from 'commander';
import { blockMember } from '../../../api/admins.js';
import { getMember } from '../../../api/members.js';
import { accessCallError } from '../../lib/access-errors.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { confirmChange, parseWholeId } from '../../lib/confirm.js';
import { EXIT, type Io } from '../../lib/io.js';
import { safe, writeLine } from '../../lib/output.js';
import { sessionClient } from '../../lib/session-client.js';

export interface BlockOptions extends SessionOptions {
  yes?: boolean;
  json?: boolean;
}

/** Blocks a pending account (POST /members/{id}/block, owners only): disabled for good, its activation link dies. */
export async function run(idArg: string, opts: BlockOptions, io: Io): Promise<number> {
  const id = parseWholeId('The member id', idArg, '`backoffice members list` shows them');
  const { client, session } = await sessionClient(io, opts);
  const m = await getMember(client, id).catch(() => undefined);
  const who = m ? `${safe(m.email)} (member ${id})` : `member ${id}`;
  await confirmChange(io, opts, `block ${who}: the pending account is disabled and its activation link stops working`);
  const r = await blockMember(client, id).catch((e: unknown) => {
    throw accessCallError(e, session, `No member ${id}: nothing was blocked`);
  });
  if (opts.json) writeLine(io.stdout, JSON.stringify(r));
  else writeLine(io.stdout, `Blocked ${who}: it cannot be activated.`);
  return EXIT.ok;
}

export function membersBlockCommand(): Command {
  return withSession(new Command('block'))
    .description('Block a pending (never activated) account for good (owners only; exit 6: already activated, disable it instead)')
    .argument('<id>', 'the member id')
    .option('-y, --yes', 'do not ask for confirmation (required when not interactive)')
    .option('--json', 'print the answer of the server as JSON')
    .addHelpText('after', examples(['backoffice members block 83', 'backoffice members block 83 --yes --json']))
    .action((id: string, _opts: BlockOptions, cmd: Command) => runAction((io) => run(id, cmd.optsWithGlobals<BlockOptions>(), io)));
}

import { Command } from 'commander';
import { revokeToken } from '../../../api/tokens.js';
import { accessCallError } from '../../lib/access-errors.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { parseWholeId } from '../../lib/confirm.js';
import { EXIT, type Io } from '../../lib/io.js';
import { safe, writeLine } from '../../lib/output.js';
import { sessionClient } from '../../lib/session-client.js';

export interface TokensRevokeOptions extends SessionOptions {
  json?: boolean;
}

/** Revokes one of your API tokens (DELETE /tokens/{id}): calls with it answer 401 token_revoked from now on. Exit 5: no such token of yours. */
export async function run(idArg: string, opts: TokensRevokeOptions, io: Io): Promise<number> {
  const id = parseWholeId('The id of an API token', idArg, '`backoffice tokens list` shows them');
  const { client, session } = await sessionClient(io, opts);
  const t = await revokeToken(client, id).catch((e: unknown) => {
    throw accessCallError(e, session, `You have no API token ${id}: nothing was revoked. \`backoffice tokens list\` shows yours`);
  });
  if (opts.json) writeLine(io.stdout, JSON.stringify(t));
  else if (!t.changed) writeLine(io.stdout, `API token ${t.id} "${safe(t.name)}" was already revoked: nothing was changed.`);
  else writeLine(io.stdout, `Revoked API token ${t.id} "${safe(t.name)}": calls with it are refused from now on.`);
  return EXIT.ok;
}

export function tokensRevokeCommand(): Command {
  return withSession(new Command('revoke'))
    .description('Revoke one of your API tokens: it stops working at once (exit 5: no such token)')
    .argument('<id>', 'the id of the token (`backoffice tokens list` shows them)')
    .option('--json', 'print the revoked token as JSON')
    .addHelpText('after', examples(['backoffice tokens revoke 12', 'backoffice tokens revoke 12 --json']))
    .action((id: string, _opts: TokensRevokeOptions, cmd: Command) =>
      runAction((io) => run(id, cmd.optsWithGlobals<TokensRevokeOptions>(), io)),
    );
}

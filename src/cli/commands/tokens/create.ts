import { Command } from 'commander';
import { TOKEN_SCOPES } from '../../../api/contract/constants.js';
import { createToken } from '../../../api/tokens.js';
import { errorCodeOf, isApiError } from '../../../api/errors.js';
import { toCliError } from '../../lib/api.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { CliError, EXIT, usageError, type Io } from '../../lib/io.js';
import { safe, safeText, writeLine, writeNote } from '../../lib/output.js';
import { sessionClient } from '../../lib/session-client.js';
import { collect, parseExpires, parseScopes } from './expiry.js';

export interface TokensCreateOptions extends SessionOptions {
  name?: string;
  scope?: string[];
  expires?: string;
  json?: boolean;
}

const expiresText = (iso: string | null) => (iso ? `expires ${iso.replace(/\.\d{3}Z$/, 'Z')}` : 'never expires');

/**
 * Creates an API token (POST /tokens) and prints its value once, on stdout alone (`TOKEN=$(backoffice tokens
 * create ...)`); what it is goes to stderr. The value is never written anywhere else by the CLI: no profile,
 * no results file, no log. A session only: an API token cannot create a token.
 */
export async function run(opts: TokensCreateOptions, io: Io): Promise<number> {
  const name = opts.name?.trim();
  if (!name) throw usageError('Pass --name NAME: what the token is for (e.g. nightly), shown by `backoffice tokens list`.');
  const scopes = parseScopes(opts.scope);
  const days = parseExpires(opts.expires);
  const { client, session } = await sessionClient(io, opts);
  const created = await createToken(client, { name, scopes, ...(days !== undefined ? { expiresInDays: days } : {}) }).catch(
    (e: unknown) => {
      if (isApiError(e) && errorCodeOf(e) === 'token_expiry_invalid')
        throw new CliError(`The server refused the expiry: ${safeText(e.message)}.`, EXIT.usage);
      throw toCliError(e, session);
    },
  );
  if (opts.json) writeLine(io.stdout, JSON.stringify(created));
  else {
    writeLine(io.stdout, created.token);
    writeNote(
      io,
      `Created API token ${created.id} "${safe(created.name)}" (${created.scopes.map(safe).join(', ')}; ${expiresText(created.expiresAt)}).`,
    );
  }
  writeNote(
    io,
    'This is the only time the token is shown: store it now (a secret manager, or BACKOFFICE_TOKEN of the job). The server keeps only its hash.',
  );
  return EXIT.ok;
}

export function tokensCreateCommand(): Command {
  return withSession(new Command('create'))
    .description('Create an API token for automation and print its value once (a signed-in session only)')
    .option('--name <name>', 'what the token is for, e.g. nightly (required)')
    .option('--scope <scope>', `what it may do, repeatable or comma-separated: ${TOKEN_SCOPES.join(', ')}`, collect)
    .option('--expires <when>', 'when it expires: 90d, 12w, 6m, 1y (at most 365 days) or never (owners only); default 90d')
    .option('--json', 'print the created token as JSON, its value included (shown this once)')
    .addHelpText(
      'after',
      examples([
        'backoffice tokens create --name nightly --scope notifications:send --expires 90d',
        'backoffice tokens create --name reports --scope members:read --scope audit:read --expires 1y',
        'TOKEN=$(backoffice tokens create --name ci --scope members:read)',
      ]),
    )
    .action((_opts: TokensCreateOptions, cmd: Command) => runAction((io) => run(cmd.optsWithGlobals<TokensCreateOptions>(), io)));
}

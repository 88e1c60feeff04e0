import { Command } from 'commander';
import type { ApiToken } from '../../../api/contract/access.js';
import { listTokens } from '../../../api/tokens.js';
import { toCliError } from '../../lib/api.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import type { SessionOptions } from '../../lib/config.js';
import { EXIT, type Io } from '../../lib/io.js';
import { safe, table, tableWidth, TITLE_ROOM, writeLine, writeNote } from '../../lib/output.js';
import { sessionClient } from '../../lib/session-client.js';
import { relativeTime } from '../../lib/time.js';

export interface TokensListOptions extends SessionOptions {
  json?: boolean;
}

/** live, revoked or expired, at `now`. */
export const tokenState = (t: Pick<ApiToken, 'revokedAt' | 'expiresAt'>, now = Date.now()) =>
  t.revokedAt ? 'revoked' : t.expiresAt && Date.parse(t.expiresAt) <= now ? 'expired' : 'live';

/** The administrator's API tokens (GET /tokens): a table, or NDJSON with --json. Never a value: only its first characters. */
export async function run(opts: TokensListOptions, io: Io, now = Date.now()): Promise<number> {
  const { client, session } = await sessionClient(io, opts);
  const tokens = await listTokens(client, io.signal ? { signal: io.signal } : undefined).catch((e: unknown) => {
    throw toCliError(e, session);
  });
  if (opts.json) {
    for (const t of tokens) writeLine(io.stdout, JSON.stringify(t));
    return EXIT.ok;
  }
  if (!tokens.length) {
    writeNote(io, 'No API tokens yet. Create one with `backoffice tokens create --name NAME --scope SCOPE`.');
    return EXIT.ok;
  }
  // SCOPES, several values, is the last column: on a terminal it wraps under itself between scopes,
  // never cut (as the TARGET of `audit list` and the TITLE of `notify list`); piped, a line per token, whole.
  const width = tableWidth(io);
  const rows = tokens.map((t) => [
    String(t.id),
    safe(t.name),
    `${safe(t.prefix)}…`,
    t.expiresAt ? relativeTime(t.expiresAt, now) : 'never',
    t.lastUsedAt ? relativeTime(t.lastUsedAt, now) : 'never',
    tokenState(t, now),
    t.scopes.map(safe).join(width ? ', ' : ','),
  ]);
  const headers = ['ID', 'NAME', 'PREFIX', 'EXPIRES', 'LAST USED', 'STATE', 'SCOPES'];
  // The column keeps room for its longest scope at least, so that none is split mid-word.
  const room = Math.max(TITLE_ROOM, ...tokens.flatMap((t) => t.scopes.map((s) => safe(s).length)));
  writeLine(io.stdout, table(headers, rows, width, [headers.length - 1], room));
  return EXIT.ok;
}

export function tokensListCommand(): Command {
  return withSession(new Command('list'))
    .description('List your API tokens: name, scopes, first characters, expiry, last use (never their values)')
    .option('--json', 'one JSON object per token (NDJSON)')
    .addHelpText(
      'after',
      examples(['backoffice tokens list', "backoffice tokens list --json | jq -r 'select(.revokedAt == null) | .name'"]),
    )
    .action((_opts: TokensListOptions, cmd: Command) => runAction((io) => run(cmd.optsWithGlobals<TokensListOptions>(), io)));
}

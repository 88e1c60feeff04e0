import { getMember } from '../../api/auth.js';
import type { ApiClient } from '../../api/client.js';
import { toCliError, type CallTarget } from './api.js';
import { COMMAND_SCOPES, missingScopeMessage } from './command-scopes.js';
import { CliError, EXIT } from './io.js';
import { API_TOKEN_PREFIX } from '../../api/contract/constants.js';

/**
 * Before a command writes anything (a results file, the first item): an API token that lacks a scope the
 * command needs is refused at once, exit 4, naming every scope it needs. The token's scopes are those GET
 * /accounts/member answers (`apiToken`); a signed-in session has none to check. A check that cannot be made
 * (the server unreachable) stops nothing: the run's own handling of outages applies.
 */
export async function refuseMissingScopes(
  client: ApiClient,
  session: CallTarget & { token?: string | undefined },
  command: string,
  /** false for a dry run: only what the server says of the token (its expiry) is kept. */
  refuse = true,
): Promise<void> {
  const needs = COMMAND_SCOPES[command]?.needs ?? [];
  const apiToken = !!session.token?.startsWith(API_TOKEN_PREFIX);
  if (!(refuse ? needs.length : apiToken)) return;
  let scopes: readonly string[] | undefined;
  try {
    const info = (await getMember(client)).apiToken;
    if (info && session.token) expiries.set(session.token, info.expiresAt ? new Date(info.expiresAt) : null);
    scopes = info?.scopes;
  } catch (e) {
    const refused = toCliError(e, session);
    if (refused.exitCode === EXIT.auth) throw refused;
    return;
  }
  if (!refuse || !scopes || scopes.includes('admin')) return;
  const missing = needs.filter((s) => !scopes.includes(s));
  if (missing.length) throw new CliError(missingScopeMessage(missing, command), EXIT.auth);
}

/** The expiry of each API token the server was asked about in this process (null: it never expires). */
const expiries = new Map<string, Date | null>();

/** When an API token expires, as the server said it earlier in this run (refuseMissingScopes); null when not asked. */
export const apiTokenExpiry = (token: string): Date | null => expiries.get(token) ?? null;

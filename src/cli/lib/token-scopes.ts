import { getMember } from '../../api/auth.js';
import type { ApiClient } from '../../api/client.js';
import { toCliError, type CallTarget } from './api.js';
import { COMMAND_SCOPES, missingScopeMessage } from './command-scopes.js';
import { CliError, EXIT } from './io.js';
import { API_TOKEN_PREFIX } from '../../api/contract/constants.js';
import type { ApiTokenInfo } from './token.js';

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
    if (info && session.token) rememberApiToken(session.token, info);
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

/** What the server said of each API token it was asked about in this process (expiresAt null: it never expires). */
const known = new Map<string, ApiTokenInfo>();

/** Keeps what GET /accounts/member answered of an API token (`apiToken`), for the later questions of this run. */
export const rememberApiToken = (token: string, info: ApiTokenInfo): void => void known.set(token, info);

/** When an API token expires, as the server said it earlier in this run (refuseMissingScopes); null when not asked. */
export const apiTokenExpiry = (token: string): Date | null => {
  const at = known.get(token)?.expiresAt;
  return at ? new Date(at) : null;
};

/**
 * An API token's name, scopes and expiry, as the server says them (GET /accounts/member called with it), asked
 * once per process: `client` must send `token`, to its own server only. Undefined when the server names no API
 * token (a session's token); a refusal or an outage is thrown as the call's error.
 */
export async function apiTokenInfo(client: ApiClient, token: string): Promise<ApiTokenInfo | undefined> {
  const seen = known.get(token);
  if (seen) return seen;
  const info = (await getMember(client)).apiToken;
  if (info) rememberApiToken(token, info);
  return info;
}

import { getMember } from '../../api/auth.js';
import type { ApiClient } from '../../api/client.js';
import { toCliError, type CallTarget } from './api.js';
import { COMMAND_SCOPES, missingScopeMessage } from './command-scopes.js';
import { CliError, EXIT } from './io.js';

/**
 * Before a command writes anything (a results file, the first item): an API token that lacks a scope the
 * command needs is refused at once, exit 4, naming every scope it needs. The token's scopes are those GET
 * /accounts/member answers (`apiToken`); a signed-in session has none to check. A check that cannot be made
 * (the server unreachable) stops nothing: the run's own handling of outages applies.
 */
export async function refuseMissingScopes(client: ApiClient, session: CallTarget, command: string): Promise<void> {
  const needs = COMMAND_SCOPES[command]?.needs ?? [];
  if (!needs.length) return;
  let scopes: readonly string[] | undefined;
  try {
    scopes = (await getMember(client)).apiToken?.scopes;
  } catch (e) {
    const refused = toCliError(e, session);
    if (refused.exitCode === EXIT.auth) throw refused;
    return;
  }
  if (!scopes || scopes.includes('admin')) return;
  const missing = needs.filter((s) => !scopes.includes(s));
  if (missing.length) throw new CliError(missingScopeMessage(missing, command), EXIT.auth);
}

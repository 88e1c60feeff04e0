import { Command } from 'commander';
import { API_TOKEN_PREFIX } from '../../../api/contract/constants.js';
import { getMember } from '../../../api/auth.js';
import { errorCodeOf, isApiError, isInvalidTokenError, isNetworkError } from '../../../api/errors.js';
import { cliClient, isTimeoutError, timeoutMs } from '../../lib/api.js';
import { examples, runAction } from '../../lib/command.js';
import { configPath, originOf, readConfig, removeProfile } from '../../lib/config.js';
import { EXIT, type Io } from '../../lib/io.js';
import { safe, writeNote } from '../../lib/output.js';

export interface LogoutOptions {
  profile?: string;
  timeout?: string | number;
}

/** Why the server could not end the session, in words. */
function reasonOf(e: unknown): string {
  if (isTimeoutError(e)) return (e as Error).message;
  if (isNetworkError(e)) return `it could not be reached (${e.message})`;
  if (isApiError(e) && e.status === 401) return `it no longer accepts this token (${e.message})`;
  if (isApiError(e) && e.status === 404) return 'it has no sign-out endpoint (404)';
  if (isApiError(e)) return `it answered ${e.status}: ${e.message}`;
  return e instanceof Error ? e.message : String(e);
}

/**
 * Signs the profile's token out at its server (POST /auth/logout), then forgets the profile. When the
 * server cannot be told (unreachable, 401, ...) the profile is still removed and the output says so.
 */
export async function run(opts: LogoutOptions, io: Io): Promise<number> {
  const profile = opts.profile || io.env.BACKOFFICE_PROFILE || 'default';
  const ms = timeoutMs(opts, io.env);
  const stored = (await readConfig(io.env)).profiles[profile];
  if (!stored) {
    writeNote(io, `No stored session for profile "${safe(profile)}".`);
  } else {
    let failure: unknown;
    const apiToken = !!stored.token?.startsWith(API_TOKEN_PREFIX);
    // The token goes to the server it was issued by (the profile's own URL), nowhere else. An API token is no
    // session: there is nothing to sign out of (backoffice tokens revoke ends it).
    if (stored.token && !apiToken)
      await cliClient(stored.apiUrl, stored.token, { timeoutMs: ms })
        .client.post('auth/logout')
        .catch((e: unknown) => (failure = e ?? new Error('unknown error')));
    // An API token: the server says which it is and whether it still works (revoked or expired: nothing stays valid).
    let token: { id: number; state: 'valid' | 'ended' | 'unknown'; code?: string | undefined } | undefined;
    if (stored.token && apiToken)
      token = await getMember(cliClient(stored.apiUrl, stored.token, { timeoutMs: ms }).client).then(
        (m) => ({ id: m.apiToken?.id ?? 0, state: 'valid' as const }),
        (e: unknown) =>
          isApiError(e) && !isNetworkError(e) && e.status === 401
            ? { id: 0, state: 'ended' as const, code: errorCodeOf(e) }
            : { id: 0, state: 'unknown' as const },
      );
    await removeProfile(io.env, profile);
    const server = (() => {
      try {
        return originOf(stored.apiUrl);
      } catch {
        return stored.apiUrl;
      }
    })();
    const where = `removed from ${configPath(io.env)}`;
    if (apiToken && token?.state === 'ended')
      writeNote(
        io,
        `Forgot the API token of profile "${safe(profile)}" (${where}). ${safe(server)} had already ${token.code === 'token_expired' ? 'seen it expire' : 'ended it'}: nothing stays valid.`,
      );
    else if (apiToken)
      writeNote(
        io,
        `Forgot the API token of profile "${safe(profile)}" (${where}). It stays valid on ${safe(server)} until it expires: ` +
          `revoke it with \`backoffice tokens revoke ${token?.id ? token.id : 'ID'}\` (signed in with a password) to end it.`,
      );
    else if (failure === undefined)
      writeNote(io, `Signed out of profile "${safe(profile)}": ${safe(server)} ended the session, and it was ${where}.`);
    else if (endedAlready(failure))
      // 401: the server had ended it before (revoked elsewhere, disabled, expired): nothing stays valid.
      writeNote(io, `Signed out of profile "${safe(profile)}" (${where}). The session had already ended on the server ${safe(server)}.`);
    else
      writeNote(
        io,
        `Signed out of profile "${safe(profile)}" on this machine (${where}), but the server ${safe(server)} could not be told: ${safe(reasonOf(failure))}. ` +
          'Until the server ends it, the token may stay valid there until it expires.',
      );
  }
  if (io.env.BACKOFFICE_TOKEN) writeNote(io, 'Note: BACKOFFICE_TOKEN is set in the environment and still applies.');
  return EXIT.ok;
}

/** A 401 of POST /auth/logout: the session was over before (revoked, expired, its member disabled). */
const endedAlready = (e: unknown) => isInvalidTokenError(e) || (isApiError(e) && !isNetworkError(e) && e.status === 401);

export function logoutCommand(): Command {
  return (
    new Command('logout')
      // --profile is the global option (the profile to sign out of): listed once, under Global Options.
      .description(
        'End the stored session of a profile (--profile, default "default") at its server and forget it (it is forgotten even when the server cannot be reached)',
      )
      .addHelpText('after', examples(['backoffice logout', 'backoffice logout --profile staging']))
      .action((_opts: LogoutOptions, cmd: Command) => runAction((io) => run(cmd.optsWithGlobals<LogoutOptions>(), io)))
  );
}

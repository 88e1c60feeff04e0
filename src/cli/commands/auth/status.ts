import { Command } from 'commander';
import { examples, runAction } from '../../lib/command.js';
import { readConfig, resolveSession, type SessionOptions } from '../../lib/config.js';
import { getMember } from '../../../api/auth.js';
import { hasIamGod } from '../../../api/contract/auth.js';
import { errorCodeOf, isNetworkError } from '../../../api/errors.js';
import { cliClient, isAuthError, isTimeoutError, timeoutMs, toCliError } from '../../lib/api.js';
import { EXIT, type Io } from '../../lib/io.js';
import { safe, writeLine, writeNote, writeText } from '../../lib/output.js';
import { apiTokenText, tokenExpiry, type ApiTokenInfo } from '../../lib/token.js';
import { API_TOKEN_PREFIX } from '../../../api/contract/constants.js';

export interface AuthStatusOptions extends SessionOptions {
  json?: boolean;
  /** Only what is stored on this machine: no request to the server. */
  offline?: boolean;
}

/** What the server said of the active session's token: accepted (with IamGOD or not), refused, or no answer. */
type Check =
  | { state: 'valid'; email: string; admin: boolean; apiToken?: ApiTokenInfo }
  | { state: 'refused'; reason: string; code?: string | undefined }
  | { state: 'unreachable'; reason: string };

/** Asks the server who the token belongs to (GET /accounts/member), as `gh auth status` does. */
async function checkOnline(opts: AuthStatusOptions, io: Io): Promise<{ check: Check; apiUrl: string; profile: string } | undefined> {
  const session = await resolveSession(io, opts);
  if (!session.token) return undefined;
  try {
    const member = await getMember(cliClient(session.apiUrl, session.token, { timeoutMs: timeoutMs(opts, io.env) }).client);
    const check: Check = {
      state: 'valid',
      email: member.email,
      admin: hasIamGod(member),
      ...(member.apiToken ? { apiToken: member.apiToken } : {}),
    };
    return { check, apiUrl: session.apiUrl, profile: session.profile };
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    const state = isAuthError(e) ? 'refused' : 'unreachable';
    if (state === 'unreachable' && !isNetworkError(e) && !isTimeoutError(e))
      return { check: { state, reason: toCliError(e, session).message }, apiUrl: session.apiUrl, profile: session.profile };
    return { check: { state, reason, code: errorCodeOf(e) }, apiUrl: session.apiUrl, profile: session.profile };
  }
}

/** An API token the server names as revoked or expired: said once, in words. */
const REFUSALS: Record<string, string> = {
  token_revoked: 'this API token was revoked',
  token_expired: 'this API token has expired',
};

const checkText = (c: Check, apiUrl: string) =>
  c.state === 'valid'
    ? `accepted by ${originText(apiUrl)} (checked now)${c.admin ? '' : '; this account lacks the IamGOD capability'}`
    : c.state === 'refused'
      ? REFUSALS[c.code ?? '']
        ? `refused by ${originText(apiUrl)}: ${REFUSALS[c.code!]}`
        : `refused by ${originText(apiUrl)} (${c.reason}): revoked, signed out or expired`
      : `not checked: ${originText(apiUrl)} did not answer (${c.reason})`;

const originText = (apiUrl: string) => {
  try {
    return new URL(apiUrl).origin;
  } catch {
    return apiUrl;
  }
};

export { tokenExpiry };

/**
 * The stored token's expiry, read from the JWT; an API token's name, scopes and expiry come from the server,
 * on the line "API token:" that follows when the server accepts it (refused, the "Server:" line says why).
 */
const tokenText = (token: string, now: number) =>
  token.startsWith(API_TOKEN_PREFIX) ? 'an API token, bo_…' : expiryText(tokenExpiry(token), now);

const expiryText = (exp: Date | null, now: number) =>
  exp === null ? 'not a JWT (no expiry)' : `${exp.getTime() <= now ? 'expired' : 'expires'} ${exp.toISOString().replace(/\.\d{3}Z$/, 'Z')}`;

/**
 * Every stored profile (API URL, e-mail, saved, token expiry), which one is active, and whether
 * BACKOFFICE_TOKEN overrides them; unless --offline, the server is asked whether it accepts the active
 * session's token. Never prints a token. Exit 0 when the active session is signed in (and the server accepts
 * it), 4 when it is not (or the server refuses it, or the account lacks IamGOD); a server that cannot be
 * asked leaves the stored state to decide, and says the token was not checked.
 */
export async function run(opts: AuthStatusOptions, io: Io, now = Date.now()): Promise<number> {
  const { profiles } = await readConfig(io.env);
  const active = opts.profile || io.env.BACKOFFICE_PROFILE || 'default';
  const envToken = io.env.BACKOFFICE_TOKEN?.trim();
  const rows = Object.entries(profiles)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, p]) => {
      const exp = p.token ? tokenExpiry(p.token) : null;
      return {
        profile: name,
        active: name === active && !envToken,
        apiUrl: p.apiUrl,
        email: p.email ?? null,
        savedAt: p.savedAt ?? null,
        expiresAt: exp ? exp.toISOString() : null,
        expired: exp ? exp.getTime() <= now : false,
      };
    });
  const activeRow = rows.find((r) => r.profile === active);
  const storedOk = !!envToken || (!!activeRow && !activeRow.expired);
  const online = opts.offline || !storedOk ? undefined : await checkOnline(opts, io);
  const check = online?.check;
  const exitCode = !storedOk ? EXIT.auth : check?.state === 'refused' || (check?.state === 'valid' && !check.admin) ? EXIT.auth : EXIT.ok; // a server that cannot be asked: what is stored decides, and the output says it was not checked
  const login = `backoffice login${active === 'default' ? '' : ` --profile ${safe(active)}`}`;
  if (opts.json) {
    writeLine(
      io.stdout,
      JSON.stringify({
        environmentToken: !!envToken,
        activeProfile: active,
        profiles: rows,
        server: check ? { apiUrl: online!.apiUrl, checked: true, ...check } : { checked: false },
      }),
    );
    return exitCode;
  }
  if (envToken) {
    writeText(io, `BACKOFFICE_TOKEN is set: it is used instead of any profile (${tokenText(envToken, now)}).`);
    if (check) writeText(io, `    Server:  ${safe(checkText(check, online!.apiUrl))}`);
    if (check?.state === 'valid' && check.apiToken) writeText(io, `    API token: ${apiTokenText(check.apiToken)}`);
  }
  if (!rows.length) writeText(io, 'No stored profiles. Run `backoffice login` to add one.');
  for (const r of rows) {
    const p = profiles[r.profile]!;
    writeText(io, `${r.active ? '*' : ' '} ${safe(r.profile)}${r.active ? ' (active)' : ''}`);
    writeText(io, `    API:     ${safe(r.apiUrl)}`);
    if (r.email) writeText(io, `    Account: ${safe(r.email)}`);
    if (r.savedAt) writeText(io, `    Saved:   ${safe(r.savedAt)}`);
    writeText(io, `    Token:   ${tokenText(p.token, now)}`);
    if (r.active && check) writeText(io, `    Server:  ${safe(checkText(check, online!.apiUrl))}`);
    if (r.active && check?.state === 'valid' && check.apiToken) writeText(io, `    API token: ${apiTokenText(check.apiToken)}`);
    else if (r.active && opts.offline) writeText(io, '    Server:  not asked (--offline)');
  }
  if (!envToken && !activeRow)
    writeNote(
      io,
      `Profile "${safe(active)}" is not signed in. Run \`backoffice login${active === 'default' ? '' : ` --profile ${safe(active)}`}\`.`,
    );
  else if (!envToken && activeRow?.expired)
    writeNote(
      io,
      `The token of profile "${safe(active)}" has expired. Run \`backoffice login${active === 'default' ? '' : ` --profile ${safe(active)}`}\` again.`,
    );
  else if (check?.state === 'refused')
    writeNote(
      io,
      envToken
        ? 'The server refuses BACKOFFICE_TOKEN: set it to a valid administrator token, or unset it to use a stored profile.'
        : `The server no longer accepts the token of profile "${safe(active)}". Run \`${login}\` again.`,
    );
  else if (check?.state === 'valid' && !check.admin)
    writeNote(io, `${safe(check.email)} lacks the IamGOD capability: the operator commands will be refused.`);
  else if (check?.state === 'unreachable')
    writeNote(io, `Could not ask the server whether the token is still valid. Try again, or pass --offline to show only what is stored.`);
  return exitCode;
}

export function authCommand(): Command {
  const status = new Command('status')
    .description(
      'List the stored sessions (profiles): API URL, account, token expiry; ask the server whether the active one is valid (an API token: its name, scopes and expiry)',
    )
    .option('--json', 'one JSON object: environmentToken, activeProfile, profiles[], server (what the server said)')
    .option('--offline', 'do not ask the server whether the active token is still valid; show only what is stored')
    .addHelpText(
      'after',
      examples([
        'backoffice auth status',
        'backoffice auth status --profile staging',
        'backoffice auth status --offline',
        'backoffice auth status --json | jq .server',
      ]),
    )
    .action((_opts: AuthStatusOptions, cmd: Command) => runAction((io) => run(cmd.optsWithGlobals<AuthStatusOptions>(), io)));
  return new Command('auth')
    .description('Sessions: which profiles are signed in, where, and until when')
    .addCommand(status)
    .addHelpText(
      'after',
      examples(['backoffice auth status', 'backoffice login --profile staging --api-url https://staging.example.com/v1']),
    );
}

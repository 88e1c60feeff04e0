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
import { apiTokenInfo, rememberApiToken } from '../../lib/token-scopes.js';
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
    if (member.apiToken) rememberApiToken(session.token, member.apiToken);
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
 * The stored token's expiry, read from the JWT; an API token's name, scopes and expiry come from the server
 * (lookUpApiToken below; BACKOFFICE_TOKEN's on the line "API token:" that follows its Server line).
 */
const tokenText = (token: string, now: number) =>
  token.startsWith(API_TOKEN_PREFIX) ? 'an API token, bo_…' : expiryText(tokenExpiry(token), now);

const expiryText = (exp: Date | null, now: number) =>
  exp === null ? 'not a JWT (no expiry)' : `${exp.getTime() <= now ? 'expired' : 'expires'} ${exp.toISOString().replace(/\.\d{3}Z$/, 'Z')}`;

/** What the server says of a stored API token (its name, scopes, expiry), or why that is not known. */
type ApiTokenLookup =
  | { state: 'known'; info: ApiTokenInfo }
  | { state: 'refused'; reason: string }
  | { state: 'unreachable'; reason: string }
  | { state: 'not-asked' };

/**
 * A stored API token's name, scopes and expiry: the server of its own profile is asked (GET /accounts/member
 * with that token, never another server), once per process (lib/token-scopes.ts: the active profile's check
 * has answered already). --offline asks nothing.
 */
async function lookUpApiToken(apiUrl: string, token: string, opts: AuthStatusOptions, io: Io): Promise<ApiTokenLookup> {
  if (opts.offline) return { state: 'not-asked' };
  try {
    const info = await apiTokenInfo(cliClient(apiUrl, token, { timeoutMs: timeoutMs(opts, io.env) }).client, token);
    return info ? { state: 'known', info } : { state: 'unreachable', reason: 'the server names no API token' };
  } catch (e) {
    if (isAuthError(e)) return { state: 'refused', reason: REFUSALS[errorCodeOf(e) ?? ''] ?? (e instanceof Error ? e.message : String(e)) };
    return {
      state: 'unreachable',
      reason: isNetworkError(e) || isTimeoutError(e) ? String((e as Error).message) : toCliError(e, apiUrl).message,
    };
  }
}

/**
 * The "Token:" line of a stored API token: its expiry as the server says it (like a session's: "expires …", or
 * "never expires") and which token it is, then a "Scopes:" line; else why they are not known. Escaped.
 */
const apiTokenLines = (l: ApiTokenLookup, apiUrl: string, withReason: boolean): string[] =>
  l.state === 'known'
    ? [
        `    Token:   ${l.info.expiresAt ? `expires ${safe(l.info.expiresAt.replace(/\.\d{3}Z$/, 'Z'))}` : 'never expires'} ` +
          `(API token "${safe(l.info.name)}", id ${l.info.id})`,
        `    Scopes:  ${l.info.scopes.map(safe).join(', ') || '(none)'}`,
      ]
    : [
        `    Token:   ${
          l.state === 'not-asked'
            ? 'an API token, bo_… (scopes and expiry: not asked, --offline)'
            : !withReason
              ? 'an API token, bo_…'
              : l.state === 'refused'
                ? `an API token, bo_…, refused by ${safe(originText(apiUrl))}: ${safe(l.reason)}`
                : `an API token, bo_…; scopes and expiry not known: ${safe(originText(apiUrl))} did not answer (${safe(l.reason)})`
        }`,
      ];

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
  // A stored API token has no expiry to read: its own server says its scopes and expiry (the active one's
  // check above answered already; the others are asked together).
  const lookups = new Map<string, ApiTokenLookup>(
    await Promise.all(
      rows
        .filter((r) => profiles[r.profile]!.token.startsWith(API_TOKEN_PREFIX))
        .map(async (r) => {
          const l: ApiTokenLookup =
            r.active && check && check.state !== 'valid'
              ? check // refused or unanswered: asking again would say the same
              : await lookUpApiToken(r.apiUrl, profiles[r.profile]!.token, opts, io);
          return [r.profile, l] as const;
        }),
    ),
  );
  const shown = rows.map((r) => {
    const l = lookups.get(r.profile);
    if (!l) return r;
    const expiresAt = l.state === 'known' ? l.info.expiresAt : null;
    return {
      ...r,
      expiresAt,
      expired: expiresAt ? Date.parse(expiresAt) <= now : false,
      apiToken: l.state === 'known' ? l.info : null,
      ...(l.state === 'known' ? {} : { apiTokenUnknown: l.state }),
    };
  });
  const exitCode = !storedOk ? EXIT.auth : check?.state === 'refused' || (check?.state === 'valid' && !check.admin) ? EXIT.auth : EXIT.ok; // a server that cannot be asked: what is stored decides, and the output says it was not checked
  const login = `backoffice login${active === 'default' ? '' : ` --profile ${safe(active)}`}`;
  if (opts.json) {
    writeLine(
      io.stdout,
      JSON.stringify({
        environmentToken: !!envToken,
        activeProfile: active,
        profiles: shown,
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
    const lookup = lookups.get(r.profile);
    writeText(io, `${r.active ? '*' : ' '} ${safe(r.profile)}${r.active ? ' (active)' : ''}`);
    writeText(io, `    API:     ${safe(r.apiUrl)}`);
    if (r.email) writeText(io, `    Account: ${safe(r.email)}`);
    if (r.savedAt) writeText(io, `    Saved:   ${safe(r.savedAt)}`);
    // The active profile's refusal or outage is said once, on its Server line.
    if (lookup) for (const line of apiTokenLines(lookup, r.apiUrl, !(r.active && check))) writeText(io, line);
    else writeText(io, `    Token:   ${tokenText(p.token, now)}`);
    if (r.active && check) writeText(io, `    Server:  ${safe(checkText(check, online!.apiUrl))}`);
    else if (r.active && opts.offline) writeText(io, '    Server:  not asked (--offline)');
    // Only the active session profile is checked: the others say so, and how to check one (round 5).
    else if (!r.active && !lookup && !opts.offline)
      writeText(io, `    Server:  not checked; \`backoffice auth status --profile ${safe(r.profile)}\` checks it`);
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
      'List the stored sessions (profiles): API URL, account, token expiry (an API token: its name, scopes and expiry, from its server); ask the server whether the active one is valid',
    )
    .option('--json', 'one JSON object: environmentToken, activeProfile, profiles[], server (what the server said)')
    .option(
      '--offline',
      "ask no server (whether the active token is still valid, an API token's scopes and expiry); show only what is stored",
    )
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

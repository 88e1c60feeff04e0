import { Command } from 'commander';
import { getMember, signIn } from '../../../api/auth.js';
import { AUTH_MESSAGES, hasIamGod, type MemberInfo } from '../../../api/contract/auth.js';
import { errorCodeOf, isApiError, isMissingCapabilityError, isNetworkError } from '../../../api/errors.js';
import { cliClient, parseRetryAfter, timeoutMs, toCliError } from '../../lib/api.js';
import { examples, runAction, withSession } from '../../lib/command.js';
import { DEFAULT_API_URL, deviceTokenFor, originOf, readConfig, saveDeviceToken, saveProfile } from '../../lib/config.js';
import { CliError, EXIT, readAll, usageError, type Io } from '../../lib/io.js';
import { safe, writeNote } from '../../lib/output.js';
import { apiTokenText } from '../../lib/token.js';

export interface LoginOptions {
  profile?: string;
  apiUrl?: string;
  timeout?: string | number;
  email?: string;
  withToken?: boolean;
  passwordStdin?: boolean;
}

const firstLine = (s: string) => s.split(/\r?\n/)[0]?.trim() ?? '';
const nameOf = (m: MemberInfo) => [m.firstName, m.lastName].filter(Boolean).join(' ') || m.username || m.email;

async function credentials(opts: LoginOptions, io: Io): Promise<{ email: string; password: string }> {
  const email = opts.email ?? (io.isTTY ? (await io.prompt('Email: ')).trim() : '');
  if (!email) throw usageError('Pass --email EMAIL (no terminal to ask for it).');
  let password: string;
  if (opts.passwordStdin) password = firstLine(await readAll(io.stdin));
  else if (io.isTTY) password = await io.prompt('Password: ', { hidden: true });
  else throw usageError('No terminal to ask for the password: pass --password-stdin and pipe it, or use --with-token.');
  if (!password) throw usageError('The password is empty.');
  return { email, password };
}

/** "4 min", "30 s": how long to wait, from a Retry-After in ms. */
const waitText = (ms: number) => (ms < 60_000 ? `${Math.max(1, Math.ceil(ms / 1000))} s` : `${Math.ceil(ms / 60_000)} min`);

/** A token as a bearer credential may be written (RFC 6750 b64token), of a plausible length. */
const wellFormed = (token: string) => token.length >= 16 && token.length <= 8192 && /^[A-Za-z0-9\-._~+/]+=*$/.test(token);

/**
 * Before asking for credentials: the URL answers, and as the back-office API (GET /accounts/member without
 * a token is its 401 with a JSON error); else what is wrong with the URL, and nothing is asked.
 */
async function checkApi(apiUrl: string, ms: number): Promise<void> {
  try {
    await getMember(cliClient(apiUrl, undefined, { timeoutMs: ms }).client);
  } catch (e) {
    const body = isApiError(e) ? (e.body as { statusCode?: unknown } | undefined) : undefined;
    if (isApiError(e) && !isNetworkError(e) && e.status === 401 && body && typeof body === 'object' && body.statusCode === 401) return;
    if (isApiError(e) && !isNetworkError(e) && /\/v\d+\/?$/.test(new URL(apiUrl).pathname))
      throw new CliError(
        `The server at ${apiUrl} did not answer as the back-office API (${e.status}: ${e.message}). Check --api-url; nothing was asked or sent.`,
      );
    throw toCliError(e, apiUrl);
  }
}

/** Signs in and stores the token (mode 0600) under the profile; refuses members without IamGOD (exit 4). */
export async function run(opts: LoginOptions, io: Io): Promise<number> {
  if (opts.withToken && opts.passwordStdin) throw usageError('Use either --with-token or --password-stdin, not both.');
  const profile = opts.profile || io.env.BACKOFFICE_PROFILE || 'default';
  const stored = (await readConfig(io.env)).profiles[profile];
  const apiUrl = opts.apiUrl || io.env.BACKOFFICE_API_URL || stored?.apiUrl || DEFAULT_API_URL;
  originOf(apiUrl); // exit 2 unless an absolute http(s) URL
  const ms = timeoutMs(opts, io.env);
  let token: string | undefined;
  /** The device token the sign-in answered, and the e-mail it is for (as the sign-in sent it). */
  let device: { token: string; email: string } | undefined;
  let member: MemberInfo;
  try {
    if (opts.withToken) {
      token = firstLine(await readAll(io.stdin));
      if (!token) throw usageError('--with-token reads the token from stdin, and stdin was empty.');
      if (!wellFormed(token))
        throw usageError(
          '--with-token: what stdin holds is not an access token (malformed: a token is one line of letters, digits and -._~+/, ' +
            'like the access_token of a sign-in). Nothing was saved.',
        );
      const given = token;
      member = await getMember(cliClient(apiUrl, given, { timeoutMs: ms }).client).catch((e: unknown) => {
        if (isApiError(e) && !isNetworkError(e) && (e.status === 401 || e.status === 403) && !isMissingCapabilityError(e))
          throw new CliError(
            `--with-token: ${originOf(apiUrl)} refused this token (${e.message}): it is invalid, expired, revoked, or from another server. Nothing was saved.`,
            EXIT.auth,
          );
        throw e;
      });
      if (!hasIamGod(member))
        throw new CliError(`${AUTH_MESSAGES.missingPermissions}: ${member.email} lacks the IamGOD capability.`, EXIT.auth);
    } else {
      await checkApi(apiUrl, ms);
      const credential = await credentials(opts, io);
      const email = credential.email.trim().toLowerCase(); // spec section 5
      // The device token of an earlier sign-in to this account on this server: with it an attack on the
      // account does not lock this machine out (docs/security.md, "Sign-in lockout").
      const known = await deviceTokenFor(io.env, apiUrl, email);
      let current: string | undefined;
      const { client } = cliClient(apiUrl, () => current, { timeoutMs: ms });
      const res = await signIn(client, email, credential.password, (t) => (current = t), known).catch((e: unknown) => {
        if (isApiError(e) && e.message === AUTH_MESSAGES.missingPermissions) throw e;
        if (isApiError(e) && errorCodeOf(e) === 'account_locked')
          throw new CliError(
            `Sign-in failed: ${e.message} ` +
              (known
                ? 'This machine signed in to it before, but failed too often since: wait, or reset the password.'
                : `This machine has not signed in to ${originOf(apiUrl)} as ${email} before.`),
            EXIT.auth,
          );
        if (isApiError(e) && errorCodeOf(e) === 'account_disabled')
          throw new CliError(
            `Sign-in failed: the account ${email} is disabled (${e.message}). The password was not the problem: ` +
              'an administrator must enable the account (`backoffice members enable ID`) before it can sign in.',
            EXIT.auth,
          );
        if (isApiError(e) && !isNetworkError(e) && e.status === 429) {
          const wait = parseRetryAfter(e.response?.headers.get('retry-after') ?? null);
          throw new CliError(
            `Sign-in refused for now: ${e.message}. ${wait !== undefined ? `Try again in ${waitText(wait)}.` : 'Try again later.'}`,
            EXIT.auth,
          );
        }
        if (isApiError(e) && !isNetworkError(e) && [400, 401, 403].includes(e.status))
          throw new CliError(`Sign-in failed: ${e.message}. Check the email and password.`, EXIT.auth);
        throw e;
      });
      token = res.token;
      member = res.member;
      if (res.deviceToken) device = { token: res.deviceToken, email };
    }
  } catch (e) {
    throw toCliError(e, apiUrl);
  }
  const path = await saveProfile(io.env, profile, { apiUrl, token: token!, email: member.email, savedAt: new Date().toISOString() });
  if (device) await saveDeviceToken(io.env, apiUrl, device.email, device.token);
  writeNote(io, `Signed in as ${safe(nameOf(member))} <${safe(member.email)}> on ${safe(apiUrl)} (profile "${safe(profile)}").`);
  if (member.apiToken) writeNote(io, `API token: ${apiTokenText(member.apiToken)}.`);
  writeNote(io, `Session saved to ${path}.`);
  return EXIT.ok;
}

export function loginCommand(): Command {
  return withSession(new Command('login'))
    .description('Sign in as an administrator (IamGOD) and store the session for later commands')
    .option('--email <email>', 'account e-mail (asked for when omitted)')
    .option('--with-token', "read a token from stdin instead of signing in with a password: a session's, or an API token (bo_…)")
    .option('--password-stdin', 'read the password from stdin (for scripts; never pass it as a flag)')
    .addHelpText(
      'after',
      examples([
        'backoffice login --api-url http://127.0.0.1:3000/v1 --email admin@example.com',
        'printf %s "$TOKEN" | backoffice login --with-token --profile staging',
        'pass show backoffice | backoffice login --email admin@example.com --password-stdin',
      ]),
    )
    .action((_opts: LoginOptions, cmd: Command) => runAction((io) => run(cmd.optsWithGlobals<LoginOptions>(), io)));
}

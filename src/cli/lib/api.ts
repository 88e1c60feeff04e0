import { isTimeoutError as isKyTimeoutError } from 'ky';
import { createClient, type ApiClient } from '../../api/client.js';
import { AUTH_MESSAGES } from '../../api/contract/auth.js';
import { errorCodeOf, isApiError, isInvalidTokenError, isMissingCapabilityError, isNetworkError } from '../../api/errors.js';
import { CliError, EXIT, usageError, type Io } from './io.js';
import { missingScopeMessage } from './command-scopes.js';
import { profileFlag } from './token.js';
import { cliUserAgent } from './version.js';

/** Retry-After hints (ms) of the last 429/503 answers, keyed by the request's Idempotency-Key. */
export type RetryAfterHints = Map<string, number>;

/** Parses a Retry-After header: delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const s = Number(value);
  if (Number.isFinite(s) && s >= 0) return s * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export interface CliClient {
  client: ApiClient;
  retryAfter: RetryAfterHints;
}

/** Default request timeout in seconds (--timeout / BACKOFFICE_TIMEOUT). */
export const DEFAULT_TIMEOUT_S = 30;

/** The request timeout in ms from --timeout, else BACKOFFICE_TIMEOUT, else 30 s; 0 means none. Exit 2 when malformed. */
export function timeoutMs(opts: { timeout?: string | number | undefined }, env: Io['env']): number {
  const raw = opts.timeout ?? (env.BACKOFFICE_TIMEOUT?.trim() || undefined);
  if (raw === undefined) return DEFAULT_TIMEOUT_S * 1000;
  const s = Number(raw);
  if (String(raw).trim() === '' || !Number.isFinite(s) || s < 0 || s > 86_400)
    throw usageError(
      `${opts.timeout !== undefined ? '--timeout' : 'BACKOFFICE_TIMEOUT'} must be a number of seconds from 0 (no limit) to 86400, got "${raw}".`,
    );
  return Math.round(s * 1000);
}

/** A request that got no answer within the timeout: ky's TimeoutError, handed on by the client as a NetworkError's cause. */
export const isTimeoutError = (e: unknown): boolean => isKyTimeoutError(e) || (isNetworkError(e) && isKyTimeoutError(e.cause));

export interface CliClientOptions {
  /** Deadline of each request in ms (0: none). Default 30 s. */
  timeoutMs?: number;
}

/** The src/api client (one ky instance) for the CLI: ky's request deadline, and a hook that records Retry-After hints. */
export function cliClient(apiUrl: string, token?: string | (() => string | undefined), opts: CliClientOptions = {}): CliClient {
  const retryAfter: RetryAfterHints = new Map();
  const ms = opts.timeoutMs ?? DEFAULT_TIMEOUT_S * 1000;
  const client = createClient({
    baseUrl: apiUrl,
    getToken: typeof token === 'function' ? token : () => token,
    timeout: ms || false,
    clientKind: 'cli',
    headers: { 'User-Agent': cliUserAgent() },
    afterResponse: (request, _options, res) => {
      if (res.status !== 429 && res.status !== 503) return;
      const key = request.headers.get('idempotency-key');
      const wait = parseRetryAfter(res.headers.get('retry-after'));
      if (key && wait !== undefined) retryAfter.set(key, wait);
    },
  });
  return { client, retryAfter };
}

/** True for errors that end the session: exit 4. */
export const isAuthError = (e: unknown): boolean =>
  isInvalidTokenError(e) || isMissingCapabilityError(e) || (isApiError(e) && (e.status === 401 || e.status === 403));

/** Where a failed call went: the API URL, whether its token came from BACKOFFICE_TOKEN ('env'), and the profile. */
export type CallTarget = string | { apiUrl: string; source?: string; profile?: string };

/** A refused token: what to do depends on where it came from (BACKOFFICE_TOKEN or a stored profile). */
function refused(e: Error, target: CallTarget | undefined, fallback: string): CliError {
  if (typeof target === 'object' && target.source === 'env') {
    let where = 'the server';
    try {
      where = new URL(target.apiUrl).origin;
    } catch {
      // keep "the server"
    }
    return new CliError(
      `BACKOFFICE_TOKEN was refused by ${where} (${e.message}). Set BACKOFFICE_TOKEN to a valid administrator token, or unset it to use the stored session of \`backoffice login\`.`,
      EXIT.auth,
    );
  }
  return new CliError(fallback, EXIT.auth);
}

const stringField = (body: unknown, key: string): string | undefined => {
  const v = body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' && v ? v : undefined;
};

/**
 * The refusals of access control (issue 39; docs/api.md "Access control"), each with what to do: an API token
 * without the route's scope, a revoked or expired API token, a route for sessions only, an owner's route.
 * All exit 4 (auth); undefined for any other failure.
 */
function accessError(e: unknown, target: CallTarget | undefined, login: string): CliError | undefined {
  if (!isApiError(e) || isNetworkError(e)) return undefined;
  const code = errorCodeOf(e);
  const fromEnv = typeof target === 'object' && target.source === 'env';
  if (e.status === 403 && code === 'missing_scope') {
    const details = (e.body as { details?: unknown } | undefined)?.details;
    const scope = stringField(e.body, 'scope') ?? stringField(details, 'scope') ?? /scope (\S+)/.exec(e.message)?.[1] ?? 'a scope';
    return new CliError(missingScopeMessage(scope), EXIT.auth);
  }
  if (e.status === 401 && (code === 'token_revoked' || code === 'token_expired'))
    return new CliError(
      `${fromEnv ? 'BACKOFFICE_TOKEN' : 'The API token'} ${code === 'token_revoked' ? 'has been revoked' : 'has expired'} (${code}). ` +
        `Create a new one with \`backoffice tokens create\` from any signed-in session (an API token cannot create one), ` +
        (fromEnv ? 'then set BACKOFFICE_TOKEN to it.' : `then store it in this profile: \`${login} --with-token\`.`),
      EXIT.auth,
    );
  if (e.status === 403 && code === 'session_required')
    return new CliError(
      `This needs a signed-in session: an API token cannot manage sessions, API tokens or administrators. ` +
        `Run \`${login}\`${fromEnv ? ' and unset BACKOFFICE_TOKEN' : ''}.`,
      EXIT.auth,
    );
  if (e.status === 403 && code === 'owner_required')
    return new CliError(
      'Only an owner can do this (owner_required), and this account is not an owner: ask an owner to do it ' +
        "(the Team screen names them; `backoffice admins list`, an owner's command, too).",
      EXIT.auth,
    );
  return undefined;
}

/** Maps any failure of an API call to a CliError whose message says what to fix. */
export function toCliError(e: unknown, target?: CallTarget): CliError {
  if (e instanceof CliError) return e;
  const apiUrl = typeof target === 'object' ? target.apiUrl : target;
  // The sign-in a hint asks for is the profile's own: `backoffice login --profile staging`, not the default one.
  const login = `backoffice login${profileFlag(typeof target === 'object' ? target.profile : undefined)}`;
  if ((e as { name?: unknown } | null)?.name === 'AbortError')
    return new CliError('Interrupted before anything was sent.', EXIT.interrupted);
  const access = accessError(e, target, login);
  if (access) return access;
  if (isInvalidTokenError(e)) return refused(e, target, `The session is no longer valid (${e.message}). Run \`${login}\` again.`);
  if (isMissingCapabilityError(e) || (isApiError(e) && e.message === AUTH_MESSAGES.missingPermissions))
    return new CliError(
      `${AUTH_MESSAGES.missingPermissions}: this account lacks the IamGOD capability. Sign in with an administrator account.`,
      EXIT.auth,
    );
  if (isApiError(e) && e.status === 401) return refused(e, target, `Not authorised: ${e.message}. Run \`${login}\`.`);
  if (isApiError(e) && e.status === 403) return new CliError(`Not authorised: ${e.message}. Run \`${login}\`.`, EXIT.auth);
  if (isTimeoutError(e))
    return new CliError(
      `The API at ${apiUrl ?? 'the configured URL'} did not answer: ${(e as Error).message}. Check that the server is running, or allow longer with --timeout SECONDS (or BACKOFFICE_TIMEOUT).`,
    );
  if (isNetworkError(e))
    return new CliError(
      `Cannot reach the API at ${apiUrl ?? 'the configured URL'} (${e.message}). Check --api-url / BACKOFFICE_API_URL and that the server is running.`,
    );
  if (
    isApiError(e) &&
    (e.message === 'The server answered with a malformed body' || e.status === 404) &&
    apiUrl &&
    !/\/v\d+\/?$/.test(new URL(apiUrl).pathname)
  )
    return new CliError(
      `The server at ${apiUrl} did not answer as the back-office API (${e.status}: ${e.message}). Is the API URL complete? The reference server answers under /v1, e.g. ${apiUrl.replace(/\/+$/, '')}/v1.`,
    );
  if (isApiError(e)) return new CliError(`The API answered ${e.status}: ${e.message}`);
  return new CliError(e instanceof Error ? e.message : String(e));
}

/** Whether a failed send may be retried: network errors, 429, 5xx, and 409 "Idempotency-Key in progress". */
export const isRetryable = (e: unknown): boolean =>
  isNetworkError(e) ||
  (isApiError(e) && (e.status === 429 || e.status >= 500 || (e.status === 409 && errorCodeOf(e) === 'idempotency_in_progress')));

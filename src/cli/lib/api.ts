import { createClient, type ApiClient } from '../../api/client.js';
import { AUTH_MESSAGES } from '../../api/contract/auth.js';
import { isApiError, isInvalidTokenError, isMissingCapabilityError, isNetworkError } from '../../api/errors.js';
import { CliError, EXIT } from './io.js';

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

/** The src/api client for the CLI, with a fetch wrapper that records Retry-After hints. */
export function cliClient(apiUrl: string, token?: string | (() => string | undefined)): CliClient {
  const retryAfter: RetryAfterHints = new Map();
  const recordingFetch: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    if (res.status === 429 || res.status === 503) {
      const headers = input instanceof Request ? input.headers : new Headers(init?.headers);
      const key = headers.get('idempotency-key');
      const ms = parseRetryAfter(res.headers.get('retry-after'));
      if (key && ms !== undefined) retryAfter.set(key, ms);
    }
    return res;
  };
  const client = createClient({ baseUrl: apiUrl, getToken: typeof token === 'function' ? token : () => token, fetch: recordingFetch });
  return { client, retryAfter };
}

/** True for errors that end the session: exit 4. */
export const isAuthError = (e: unknown): boolean =>
  isInvalidTokenError(e) ||
  isMissingCapabilityError(e) ||
  (isApiError(e) && (e.status === 401 || e.status === 403));

/** Maps any failure of an API call to a CliError whose message says what to fix. */
export function toCliError(e: unknown, apiUrl?: string): CliError {
  if (e instanceof CliError) return e;
  if ((e as { name?: unknown } | null)?.name === 'AbortError')
    return new CliError('Interrupted before anything was sent.', EXIT.interrupted);
  if (isInvalidTokenError(e))
    return new CliError(`The session is no longer valid (${e.message}). Run \`backoffice login\` again.`, EXIT.auth);
  if (isMissingCapabilityError(e) || (isApiError(e) && e.message === AUTH_MESSAGES.missingPermissions))
    return new CliError(
      `${AUTH_MESSAGES.missingPermissions}: this account lacks the IamGOD capability. Sign in with an administrator account.`,
      EXIT.auth,
    );
  if (isApiError(e) && (e.status === 401 || e.status === 403))
    return new CliError(`Not authorised: ${e.message}. Run \`backoffice login\`.`, EXIT.auth);
  if (isNetworkError(e))
    return new CliError(
      `Cannot reach the API at ${apiUrl ?? 'the configured URL'} (${e.message}). Check --api-url / BACKOFFICE_API_URL and that the server is running.`,
    );
  if (isApiError(e)) return new CliError(`The API answered ${e.status}: ${e.message}`);
  return new CliError(e instanceof Error ? e.message : String(e));
}

/** Whether a failed send may be retried: network errors, 429, 5xx, and 409 "Idempotency-Key in progress". */
export const isRetryable = (e: unknown): boolean =>
  isNetworkError(e) ||
  (isApiError(e) && (e.status === 429 || e.status >= 500 || (e.status === 409 && /in progress/i.test(e.message))));

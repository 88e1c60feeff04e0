// A call that found no usable API (issue 36): no answer, a 404, a 5xx or an answer that is not JSON. What the
// panels say of it, the `admin-api-error` event's detail and the console warning: pure functions, React-free.
import { errorCodeOf, isApiError, isInvalidTokenError, isMissingCapabilityError, isNetworkError } from '../api/errors.js';
import type { Translate } from '../i18n/index.js';
import type { AdminApiErrorDetail } from './events.js';
import type { Host } from './host.js';

/** The client's message for an answer whose body is not JSON (src/api/client.ts). */
const MALFORMED_BODY_MESSAGE = 'The server answered with a malformed body';

const statusOf = (error: unknown): number => {
  const s = (error as { status?: unknown } | null | undefined)?.status;
  return typeof s === 'number' ? s : 0;
};

/** The request's URL without its query string ('' when the request was never built). */
export function requestUrlOf(error: unknown): string {
  const request = (error as { request?: unknown } | null | undefined)?.request;
  const url = request && typeof request === 'object' ? (request as { url?: unknown }).url : undefined;
  if (typeof url !== 'string') return '';
  const at = url.search(/[?#]/);
  return at < 0 ? url : url.slice(0, at);
}

const isMalformed = (error: unknown) => isApiError(error) && error.message === MALFORMED_BODY_MESSAGE;

/**
 * Whether `error` says the API could not be used: no answer (status 0: unreachable, CORS refused, timed out),
 * 404 (a wrong `apiBase`, or a record that is gone: `code` tells), a 5xx, or an answer that is not JSON (a
 * page instead of the API). Session errors (401) and the API's refusals of a request (400, 409, 429…) are not.
 */
export function isApiProblem(error: unknown): boolean {
  if (!isApiError(error) || isInvalidTokenError(error) || isMissingCapabilityError(error)) return false;
  if (isNetworkError(error) || isMalformed(error)) return true;
  const status = statusOf(error);
  return status === 404 || status >= 500;
}

/** The `admin-api-error` detail of a failed call, or null when the call is not an API problem. */
export function apiProblemOf(error: unknown): AdminApiErrorDetail | null {
  if (!isApiProblem(error)) return null;
  return { status: isNetworkError(error) ? 0 : statusOf(error), url: requestUrlOf(error), code: errorCodeOf(error) ?? null };
}

/** What a panel says of an API problem, with the server's address (`base`, the panel's API base) and the URL. */
export function apiProblemText(t: Translate, error: unknown, base: string): string {
  const url = requestUrlOf(error) || base;
  if (isNetworkError(error)) return t('errors.api.unreachable', { base });
  if (isMalformed(error)) return t('errors.api.notApi', { base, url });
  return t('errors.api.status', { base, status: statusOf(error), url });
}

/** The URLs the console has warned about on this page (one warning per URL). */
const warned = new Set<string>();

/**
 * Reports a failed call of a panel: when it is an API problem, a console warning (once per URL per page) and
 * `admin-api-error` dispatched from the panel (bubbling, composed: `document` hears it).
 */
export function reportApiProblem(error: unknown, host: Pick<Host, 'emit'>): void {
  const detail = apiProblemOf(error);
  if (!detail) return;
  if (!warned.has(detail.url)) {
    warned.add(detail.url);
    const what = detail.status === 0 ? 'could not be reached (network, CORS or a wrong apiBase)' : `answered ${detail.status}`;
    console.warn(`BackOffice: the API at ${detail.url || '(no URL)'} ${what}.`, error);
  }
  host.emit('admin-api-error', detail);
}

import { useCallback } from 'react';
import { AUTH_MESSAGES } from '../api/contract/constants.js';
import { MISSING_PAGINATION_MESSAGE, isInvalidTokenError, isMissingCapabilityError, isNetworkError, parseErrorKey } from '../api/errors.js';
import { useT, type Translate } from '../i18n/index.js';
import { useToast } from '../ui/toast.js';

/** The client's message for a 2xx answer whose body is not JSON (src/api/client.ts). */
const MALFORMED_BODY_MESSAGE = 'The server answered with a malformed body';

/** Known server messages → keys of the `errors` namespace. */
const KNOWN_MESSAGES: Record<string, string> = {
  [AUTH_MESSAGES.missingPermissions]: 'missingPermissions',
  'Invalid email or password': 'invalidCredentials',
  'The category already exists': 'categoryExists',
  [MISSING_PAGINATION_MESSAGE]: 'missingPagination',
  [MALFORMED_BODY_MESSAGE]: 'malformed',
};

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : String((error as { message?: unknown })?.message ?? '');

/**
 * Translates an error message (spec section 8): `error.KEY for (…)` is parsed and translated with its
 * values; a known message or a bare key maps to the `errors` namespace; otherwise the raw message.
 */
export function translateError(t: Translate, error: unknown): string {
  const message = messageOf(error);
  if (isNetworkError(error)) return t('errors.network');
  // 5xx messages are the server's own (often English, sometimes internals): show a translated text.
  if (((error as { status?: unknown })?.status as number) >= 500) return t('errors.server');
  if (message.startsWith('error.')) {
    const parsed = parseErrorKey(message);
    if (parsed) {
      const key = `errors.${parsed.key}`;
      const text = t(key, parsed.values);
      return text === key ? message : text;
    }
    console.warn('Cannot parse error key', message);
  }
  const known = KNOWN_MESSAGES[message];
  if (known) return t(`errors.${known}`);
  if (/^\w+$/.test(message)) {
    const text = t(`errors.${message}`);
    if (text !== `errors.${message}`) return text;
  }
  return message || t('errors.generic');
}

/** Reports an error: a destructive toast titled 'error' (or `title`), nothing for session errors. */
export function useErrorReporter(): (error: unknown, title?: string) => void {
  const t = useT();
  const toast = useToast();
  return useCallback(
    (error: unknown, title?: string) => {
      if (isInvalidTokenError(error) || isMissingCapabilityError(error)) return; // handled by the API client
      if ((error as { name?: string })?.name === 'AbortError') return;
      toast.error(title ?? t('common.error'), translateError(t, error));
    },
    [t, toast],
  );
}

/** The shared error handler of spec section 8, usable directly as a mutation's `onError`. */
export function useErrorHandler(): (error: unknown) => void {
  const report = useErrorReporter();
  return useCallback((error: unknown) => report(error), [report]);
}

import { useCallback } from 'react';
import { isInvalidTokenError, isMissingCapabilityError } from '../api/errors.js';
import { useT } from '../i18n/index.js';
import { useToast } from '../ui/toast.js';
import { translateError } from '../state/error-text.js';
import { apiBaseOf } from '../state/api-base.js';
import { apiProblemText, isApiProblem } from '../state/api-problem.js';
import { useHost } from '../state/host.js';

export { translateError };

/** A form that can show an error next to one of its fields (see `useFieldErrors`). */
export interface FieldErrorClaim {
  /** Shows `error` next to the field it is about and answers true; false when this form shows no such field. */
  claim(error: unknown): boolean;
}

export interface ReportOptions {
  /** Title of the toast (default: the translated 'error'). */
  title?: string;
  /** The form of the failed call: an error about one of its fields goes next to that field instead of a toast. */
  fields?: FieldErrorClaim;
}

/**
 * Reports an error: nothing for session errors (the API client handles them), next to its field when
 * the form shows that field, else a destructive toast titled 'error' (or `title`).
 */
export function useErrorReporter(): (error: unknown, options?: string | ReportOptions) => void {
  const t = useT();
  const toast = useToast();
  return useCallback(
    (error: unknown, options?: string | ReportOptions) => {
      if (isInvalidTokenError(error) || isMissingCapabilityError(error)) return; // handled by the API client
      if ((error as { name?: string })?.name === 'AbortError') return;
      const { title, fields } = typeof options === 'string' ? { title: options, fields: undefined } : (options ?? {});
      if (fields?.claim(error)) return;
      toast.error(title ?? t('common.error'), translateError(t, error));
    },
    [t, toast],
  );
}

/** The shared error handler of spec section 8, usable directly as a mutation's `onError`. */
export function useErrorHandler(fields?: FieldErrorClaim): (error: unknown) => void {
  const report = useErrorReporter();
  return useCallback((error: unknown) => report(error, fields ? { fields } : undefined), [report, fields]);
}

/**
 * What a panel says of a failed call: for a call that found no usable API (unreachable, 404, 5xx, not JSON) the
 * server's address and status ("The server at … cannot be reached"), else the translated error (translateError).
 */
export function useErrorText(): (error: unknown) => string {
  const t = useT();
  const base = apiBaseOf(useHost().element);
  return useCallback((error: unknown) => (isApiProblem(error) ? apiProblemText(t, error, base) : translateError(t, error)), [t, base]);
}

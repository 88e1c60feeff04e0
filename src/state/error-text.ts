// What an error says to people, and next to which field of a form it belongs: pure functions (no React),
// shared by the toasts of the error handler, the bulk reports and the forms' field errors.
import { AUTH_MESSAGES, SIGN_IN_LOCK_MINUTES } from '../api/contract/constants.js';
import { MISSING_PAGINATION_MESSAGE, errorCodeOf, errorFieldOf, isErrorCode, isNetworkError, parseErrorKey } from '../api/errors.js';
import type { Translate } from '../i18n/index.js';

/** The client's message for a 2xx answer whose body is not JSON (src/api/client.ts). */
const MALFORMED_BODY_MESSAGE = 'The server answered with a malformed body';

/** Known messages without a code (the client's own, or older servers) → keys of the `errors` namespace. */
const KNOWN_MESSAGES: Record<string, string> = {
  [AUTH_MESSAGES.missingPermissions]: 'missingPermissions',
  'Invalid email or password': 'invalidCredentials',
  'The category already exists': 'categoryExists',
  [MISSING_PAGINATION_MESSAGE]: 'missingPagination',
  [MALFORMED_BODY_MESSAGE]: 'malformed',
};

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : String((error as { message?: unknown })?.message ?? '');
const statusOf = (error: unknown): number => {
  const s = (error as { status?: unknown } | null | undefined)?.status;
  return typeof s === 'number' ? s : 0;
};

/**
 * The values a code's text is filled with: for `account_locked` the minutes the lock still lasts (`minutes`),
 * from the answer's `retryAfter` (a page embedded on another origin cannot read the Retry-After header).
 */
function codeValues(code: string, error: unknown): Record<string, unknown> | undefined {
  if (code !== 'account_locked') return undefined;
  const body = (error as { body?: unknown } | null | undefined)?.body;
  const seconds = body && typeof body === 'object' ? (body as { retryAfter?: unknown }).retryAfter : undefined;
  return { minutes: typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds / 60) : SIGN_IN_LOCK_MINUTES };
}

/** Text of a stable error code (`errors.codes.<code>`), or null for a code this client does not know. */
export function codeText(t: Translate, code: string | undefined, error?: unknown): string | null {
  if (!isErrorCode(code)) return null;
  const key = `errors.codes.${code}`;
  const text = t(key, codeValues(code, error));
  return text === key ? null : text;
}

/**
 * Translates an error (spec section 8, extended by the answers' stable codes):
 * - network failure → the translated network text;
 * - 5xx → the text of its code (server busy...) or the translated server-error text (the server's own
 *   message may be internals);
 * - `error.KEY for (…)` is parsed and translated with its values (it is more specific than any code);
 * - a known code → its text in the `errors.codes` namespace;
 * - otherwise as before codes existed: a known message or a bare key of the `errors` namespace, else the raw message.
 */
export function translateError(t: Translate, error: unknown): string {
  if (isNetworkError(error)) return t('errors.network');
  const code = errorCodeOf(error);
  if (statusOf(error) >= 500) return codeText(t, code, error) ?? t('errors.server');
  const message = messageOf(error);
  if (message.startsWith('error.')) {
    const parsed = parseErrorKey(message);
    if (parsed) {
      const key = `errors.${parsed.key}`;
      const text = t(key, parsed.values);
      if (text !== key) return text;
      if (!code) return message;
    } else console.warn('Cannot parse error key', message);
  }
  const byCode = codeText(t, code, error);
  if (byCode) return byCode;
  const known = KNOWN_MESSAGES[message];
  if (known) return t(`errors.${known}`);
  if (/^\w+$/.test(message)) {
    const text = t(`errors.${message}`);
    if (text !== `errors.${message}`) return text;
  }
  return message || t('errors.generic');
}

/** Server fields (dotted paths) → what the field accepts (`errors.fieldRules`), said next to a refused value. */
const FIELD_RULES: [RegExp, string][] = [
  [/^username$/, 'username'],
  [/^(firstName|lastName)$/, 'personName'],
  [/^(name|newName)$/, 'categoryCode'],
  [/^translations\.\d+\.name$/, 'categoryName'],
  [/^title$/, 'title'],
  [/^message$/, 'message'],
  [/^oldPassword$/, 'currentPassword'],
  [/^password$/, 'newPassword'],
  [/^memberId$/, 'recipient'],
  [/^targetCountry$/, 'country'],
];
export const fieldRuleOf = (field: string): string | undefined => FIELD_RULES.find(([re]) => re.test(field))?.[1];

/**
 * Text shown next to a field: for a value the server refused without a more precise code
 * (`validation_failed`) what the field accepts; otherwise the translated error (username taken,
 * control characters, wrong current password...).
 */
export function fieldErrorText(t: Translate, error: unknown): string {
  const field = errorFieldOf(error);
  const rule = field && errorCodeOf(error) === 'validation_failed' ? fieldRuleOf(field) : undefined;
  return rule ? t(`errors.fieldRules.${rule}`) : translateError(t, error);
}

/**
 * Which field of a form shows an error: gets the server's `field` (dotted path, '' when none), its
 * code and the error; answers the form's own key, or null when the form shows no such field.
 */
export type FieldMap<K extends string> = (field: string, code: string | undefined, error: unknown) => K | null | undefined;

/**
 * The form field an error belongs to and its text, or null: no field named (or mapped by code),
 * a field this form does not show, a network failure or a 5xx (never about the user's input).
 */
export function fieldErrorOf<K extends string>(t: Translate, error: unknown, map: FieldMap<K>): { key: K; text: string } | null {
  if (isNetworkError(error) || statusOf(error) >= 500 || statusOf(error) === 401) return null;
  const field = errorFieldOf(error) ?? '';
  const key = map(field, errorCodeOf(error), error);
  return key ? { key, text: fieldErrorText(t, error) } : null;
}

/** Form field key of `translations.<i>.name`: the language of the i-th translation that was sent. */
export function translationFieldLanguage(field: string, sent: readonly { languageCode: string }[] | undefined): string | null {
  const m = /^translations\.(\d+)\.name$/.exec(field);
  return m ? (sent?.[Number(m[1])]?.languageCode ?? null) : null;
}

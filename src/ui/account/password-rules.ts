/**
 * Password rules shared by activation, reset and change-password forms (spec sections 4, 5, 9).
 * Pure functions: no React, no DOM.
 */
import { PASSWORD_MIN_LENGTH, passwordLength } from '../../api/contract/constants.js';

/** Strength bar value: 10 points per character, clamped to 0..100 (full at 10 characters); the UI kit's rule. */
export { strengthValue as passwordStrength } from '../../ui/strength.js';

/** True when both fields are non-empty and equal. */
export const passwordsMatch = (password: string, confirm: string): boolean =>
  password.length > 0 && confirm.length > 0 && password === confirm;

/**
 * Whether to show 'passwords do not match' under the confirm field. Compared on every keystroke,
 * but only once the confirm field has been touched (edited at least once) and is non-empty.
 */
export const showMismatch = (password: string, confirm: string, confirmTouched = true): boolean =>
  confirmTouched && confirm.length > 0 && password !== confirm;

export interface PasswordFormState {
  password: string;
  confirm: string;
  /** Activation and reset need the e-mail and token from the link; the change form has none. */
  email?: string | null;
  token?: string | null;
  needsLink?: boolean;
  submitting?: boolean;
}

/** The form may be sent only when the passwords match and are non-empty (and the link is complete). */
export function canSubmitPassword(s: PasswordFormState): boolean {
  if (s.submitting) return false;
  if (s.needsLink && !isLinkComplete(s.email, s.token)) return false;
  return passwordsMatch(s.password, s.confirm);
}

/** The fields of a new password and its confirmation. */
export type PasswordPairField = 'new' | 'confirm';

/**
 * What a submit of a new password and its confirmation says (the button stays enabled, WCAG 3.3.2): `[field, i18n
 * key]` in the order of the form, the first gets the focus; empty when the pair may be sent. Every field's problem
 * at once (issue 38): a new password shorter than the rule is said with an empty confirmation, not after it.
 */
export function passwordPairProblems(password: string, confirm: string): [PasswordPairField, string][] {
  const out: [PasswordPairField, string][] = [];
  if (!password) out.push(['new', 'account.newPasswordRequired']);
  else if (passwordLength(password) < PASSWORD_MIN_LENGTH) out.push(['new', 'errors.codes.password_too_short']);
  if (!confirm) out.push(['confirm', 'account.confirmPasswordRequired']);
  else if (password && confirm !== password) out.push(['confirm', 'account.passwordsDoNotMatch']);
  return out;
}

export const isLinkComplete = (email?: string | null, token?: string | null): boolean => !!email?.trim() && !!token?.trim();

/** Reads email and token from a query string (URLSearchParams decodes '+' and percent escapes). */
export function readLinkParams(search: string): { email: string; token: string } {
  const q = new URLSearchParams(search);
  return { email: (q.get('email') ?? '').trim(), token: (q.get('token') ?? '').trim() };
}

/** Delays of spec section 9, in milliseconds. */
export const ACTIVATION_REDIRECT_MS = 4000;
export const PASSWORD_CHANGE_REDIRECT_MS = 2000;

/** The change-password dialog's field a server error of PATCH /accounts/password is about. */
export const passwordFieldOf = (field: string, code: string | undefined): 'current' | PasswordPairField | null | undefined =>
  field === 'oldPassword' || code === 'wrong_current_password' ? 'current' : field === 'password' ? 'new' : null;

/** The field of an e-mailed link's form (activation, reset) a server error is about: the new password. */
export const linkPasswordFieldOf = (field: string): PasswordPairField | null => (field === 'password' ? 'new' : null);

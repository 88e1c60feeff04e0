import { TOKEN_DEFAULT_DAYS, type TokenScope } from '../../api/contract/constants.js';
import type { TokenCreatePayload } from '../../api/contract/access.js';

/** The expiries offered, in days; `never` only to owners. */
export const TOKEN_EXPIRIES = ['30', '90', '180', '365'] as const;
export type TokenExpiry = (typeof TOKEN_EXPIRIES)[number] | 'never';
export const DEFAULT_EXPIRY = String(TOKEN_DEFAULT_DAYS) as TokenExpiry;

export type TokenField = 'name' | 'scopes' | 'expiry';

export interface TokenFormState {
  name: string;
  scopes: TokenScope[];
  expiry: TokenExpiry;
}

export const emptyTokenForm = (): TokenFormState => ({ name: '', scopes: [], expiry: DEFAULT_EXPIRY });

/** What the form itself refuses before any call: `[field, text key]` in the order of the form. */
export function tokenFormProblems(f: TokenFormState): [TokenField, string][] {
  const out: [TokenField, string][] = [];
  if (!f.name.trim()) out.push(['name', 'profile.tokens.form.nameRequired']);
  if (f.scopes.length === 0) out.push(['scopes', 'profile.tokens.form.scopesRequired']);
  return out;
}

export const tokenPayload = (f: TokenFormState): TokenCreatePayload => ({
  name: f.name.trim(),
  scopes: f.scopes,
  expiresInDays: f.expiry === 'never' ? null : Number(f.expiry),
});

/** The form field a server error is about (its `field`, or the expiry's code). */
export function tokenFieldOf(field: string, code: string | undefined): TokenField | null {
  if (field === 'name') return 'name';
  if (field.startsWith('scopes')) return 'scopes';
  if (field === 'expiresInDays' || code === 'token_expiry_invalid') return 'expiry';
  return null;
}

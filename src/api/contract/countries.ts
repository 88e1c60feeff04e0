import * as z from 'zod';

/** Country filter of the customers screen (spec section 9), in display order. */
export const CUSTOMER_COUNTRIES = ['IT', 'ES', 'US', 'GB', 'DE', 'FR'] as const;
/** Country filter of the business screen. */
export const BUSINESS_COUNTRIES = ['IT', 'US', 'GB', 'DE', 'FR', 'ES'] as const;
/** Target countries of a bulk notification. */
export const NOTIFICATION_COUNTRIES = ['IT', 'US', 'GB', 'FR', 'DE', 'ES', 'PT', 'NL', 'BE', 'CH', 'AT'] as const;

/** Any ISO 3166-1 alpha-2 code, upper-cased. */
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'country must be a two-letter ISO code');

/** Emoji flag of an ISO alpha-2 code (regional indicator symbols). */
export const flagOf = (code: string | null | undefined): string =>
  code && /^[A-Za-z]{2}$/.test(code)
    ? String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))
    : '';

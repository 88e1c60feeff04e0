import * as z from 'zod';

/** Any ISO 3166-1 alpha-2 code, upper-cased. */
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'country must be a two-letter ISO code');

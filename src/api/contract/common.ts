import * as z from 'zod';
export { PAGE_SIZES, DEFAULT_PAGE_SIZE, MAX_LIMIT } from './constants.js';

/** Every successful answer of the API wraps its payload in `data`. */
export const envelope = <T extends z.ZodTypeAny>(schema: T) => z.object({ data: schema });

/** Error answer of the API (spec section 8 reads `message`). */
export const apiErrorBody = z.object({
  statusCode: z.number().int(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/** A row id: a positive integer, or its plain decimal digits in a query or path ('0x10', '1e3' are refused). */
export const id = z.preprocess(
  (v) => (typeof v === 'string' ? (/^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v) : v),
  z.number({ error: 'must be a positive whole number' }).int('must be a positive whole number').positive('must be a positive whole number').max(2_147_483_647, 'is too large'),
);
export const idParam = z.object({ id });

/** Lower-cased, trimmed e-mail, as the login and reset forms send it (spec section 5). */
export const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'email is required')
  .max(254, 'email is too long')
  .email('email is not valid');

export const password = z.string().min(1, 'password is required').max(256, 'password is too long');

export const languageCode = z.enum(['it', 'en']);
export type LanguageCode = z.infer<typeof languageCode>;

export const sortDirection = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirection>;


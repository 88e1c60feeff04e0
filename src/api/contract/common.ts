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

export const id = z.coerce.number().int().positive().max(2_147_483_647);
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


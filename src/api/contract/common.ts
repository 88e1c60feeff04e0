import * as z from 'zod';
import { INVISIBLE_MESSAGE, INVISIBLE_RE, UNSAFE_MULTI_LINE_RE, UNSAFE_SINGLE_LINE_RE, UNSAFE_TEXT_MESSAGE } from './constants.js';
export { PAGE_SIZES, DEFAULT_PAGE_SIZE, MAX_LIMIT } from './constants.js';

/** Issue params that name the error code of a refusal (read by the server's validation). */
const controlChars = { message: UNSAFE_TEXT_MESSAGE, params: { code: 'control_characters' } };

/** A one-line text field: no control or bidi formatting characters. */
export const singleLine = <S extends z.ZodType<string>>(schema: S) =>
  schema.refine((v) => !UNSAFE_SINGLE_LINE_RE.test(v), controlChars);
/** Refusal of invisible characters (INVISIBLE_RE), with its code. */
export const noInvisible = [(v: string) => !INVISIBLE_RE.test(v), { message: INVISIBLE_MESSAGE, params: { code: 'invisible_characters' } }] as const;
/** A name (a person's, a category's): one line, and nothing invisible in it. */
export const nameLine = <S extends z.ZodType<string>>(schema: S) => singleLine(schema).refine(...noInvisible);
/** A multi-line text field: newlines and tabs, but no other control or bidi formatting characters. */
export const multiLine = <S extends z.ZodType<string>>(schema: S) =>
  schema.refine((v) => !UNSAFE_MULTI_LINE_RE.test(v), controlChars);

/** Every successful answer of the API wraps its payload in `data`. */
export const envelope = <T extends z.ZodTypeAny>(schema: T) => z.object({ data: schema });

/** Error answer of the API (spec section 8 reads `message`). */
export const apiErrorBody = z.object({
  statusCode: z.number().int(),
  /** Stable machine-readable code (ERROR_CODES); clients translate by it. */
  code: z.string(),
  message: z.string(),
  /** The request field the error is about, when there is one (e.g. `username`, `translations.0.name`). */
  field: z.string().optional(),
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


import * as z from 'zod';
import { INVISIBLE_MESSAGE, INVISIBLE_RE, UNSAFE_MULTI_LINE_RE, UNSAFE_SINGLE_LINE_RE, UNSAFE_TEXT_MESSAGE } from './constants.js';

/** Issue params that name the error code of a refusal (read by the server's validation). */
const controlChars = { message: UNSAFE_TEXT_MESSAGE, params: { code: 'control_characters' } };

/** A one-line text field: no control or bidi formatting characters. */
export const singleLine = <S extends z.ZodType<string>>(schema: S) => schema.refine((v) => !UNSAFE_SINGLE_LINE_RE.test(v), controlChars);
/** Refusal of invisible characters (INVISIBLE_RE), with its code. */
export const noInvisible = [
  (v: string) => !INVISIBLE_RE.test(v),
  { message: INVISIBLE_MESSAGE, params: { code: 'invisible_characters' } },
] as const;
/** A name (a person's, a category's): one line, and nothing invisible in it. */
export const nameLine = <S extends z.ZodType<string>>(schema: S) => singleLine(schema).refine(...noInvisible);
/** A multi-line text field: newlines and tabs, but no other control or bidi formatting characters. */
export const multiLine = <S extends z.ZodType<string>>(schema: S) => schema.refine((v) => !UNSAFE_MULTI_LINE_RE.test(v), controlChars);

/** A row id: a positive integer, or its plain decimal digits in a query or path ('0x10', '1e3' are refused). */
export const id = z.preprocess(
  (v) => (typeof v === 'string' ? (/^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v) : v),
  z
    .number({ error: 'must be a positive whole number' })
    .int('must be a positive whole number')
    .positive('must be a positive whole number')
    .max(2_147_483_647, 'is too large'),
);

/** Lower-cased, trimmed e-mail, as the login and reset forms send it (spec section 5). */
export const email = z.string().trim().toLowerCase().min(1, 'email is required').max(254, 'email is too long').email('email is not valid');

export const password = z.string().min(1, 'password is required').max(256, 'password is too long');

export const sortDirection = z.enum(['asc', 'desc']);

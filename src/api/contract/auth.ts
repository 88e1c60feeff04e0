import * as z from 'zod';
import { email, nameLine, noInvisible, password } from './common.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, mixesScripts, passwordLength } from './constants.js';
export { AUTH_MESSAGES, hasIamGod } from './constants.js';

export const loginPayload = z.object({ email, password });
/**
 * `device_token`: proof that this client signed in to the account, for the CLI to send back as
 * `X-Device-Token` on later sign-ins (browsers get it as a cookie); with it an attack on the account does
 * not lock this client out (docs/security.md). Older servers leave it out.
 */
export type LoginAnswer = {
  access_token: string;
  device_token?: string;
};

export const resetRequestPayload = z.object({ email });

const token = z.string().trim().min(1, 'token is required').max(512, 'token is too long');
/** A new password (activation, reset, change): at least 8 characters; the server refuses common ones too. */
const newPassword = z
  .string()
  .refine((p) => passwordLength(p) >= PASSWORD_MIN_LENGTH, {
    message: `password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    params: { code: 'password_too_short' },
  })
  .max(PASSWORD_MAX_LENGTH, 'password is too long');

export const activationPayload = z.object({ email, token, password: newPassword });
export type ActivationPayload = z.infer<typeof activationPayload>;

export const resetPasswordPayload = z.object({ email, token, password: newPassword });
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayload>;

export type MemberInfo = {
  id?: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  username: string | null;
  capabilities: string[];
  /** Issue 39: whether the member is an owner (servers before it leave it out). */
  owner?: boolean;
  /** Issue 39: only when the call was made with an API token: that token (never its value). */
  apiToken?: { id: number; name: string; scopes: string[]; expiresAt: string | null };
};

const name = nameLine(z.string().trim().max(100, 'at most 100 characters'));
export const profileUpdatePayload = z
  .object({
    firstName: name.optional(),
    lastName: name.optional(),
    // NFKC first: full-width and compatibility forms become the letters they look like.
    username: z
      .string()
      .trim()
      .transform((u) => u.normalize('NFKC'))
      .pipe(
        z
          .string()
          // First, so that an invisible character gets its own code rather than the pattern's.
          .refine(...noInvisible)
          .min(1, 'username cannot be empty')
          .max(50, 'at most 50 characters')
          .regex(/^[\p{L}\p{N}._-]+$/u, 'username may contain letters, digits, dot, dash and underscore')
          .refine((u) => !mixesScripts(u), {
            message: 'username must not mix letters of different scripts',
            params: { code: 'username_mixed_script' },
          }),
      )
      .optional(),
  })
  .strict();
export type ProfileUpdatePayload = z.infer<typeof profileUpdatePayload>;

export const passwordChangePayload = z.object({ oldPassword: password, password: newPassword });
export type PasswordChangePayload = z.infer<typeof passwordChangePayload>;

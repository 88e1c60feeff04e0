import * as z from 'zod';
import { nameLine } from './common.js';
import { SESSION_CLIENTS, TOKEN_MAX_DAYS, TOKEN_SCOPES, type SessionClient, type TokenScope } from './constants.js';
export { API_TOKEN_PREFIX, SESSION_CLIENTS, TOKEN_DEFAULT_DAYS, TOKEN_MAX_DAYS, TOKEN_SCOPES, isOwner } from './constants.js';
export type { SessionClient, TokenScope } from './constants.js';

/** A session id (a UUID) in a path. */
export const sessionId = z.string().uuid('must be a session id');

/** One sign-in of an administrator or member (GET /v1/sessions, GET /v1/admins/:id/sessions). */
export type Session = {
  id: string;
  client: SessionClient;
  userAgent: string | null;
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
  revokedAt: string | null;
  /** The session of the credential that asked. */
  current: boolean;
};
export const sessionClient = z.enum(SESSION_CLIENTS);

/**
 * A new API token: a name, one scope at least, and when it expires: `expiresInDays` (1 to TOKEN_MAX_DAYS,
 * default TOKEN_DEFAULT_DAYS) or `expiresInDays: null` for a token that never expires (owners only).
 */
export const tokenCreatePayload = z
  .object({
    name: nameLine(z.string().trim().min(1, 'name is required').max(100, 'at most 100 characters')),
    scopes: z
      .array(z.enum(TOKEN_SCOPES, { error: `scopes must be among ${TOKEN_SCOPES.join(', ')}` }))
      .min(1, 'choose at least one scope')
      .max(TOKEN_SCOPES.length)
      .transform((s) => [...new Set(s)]),
    expiresInDays: z
      .number({ error: 'expiresInDays must be a whole number of days or null' })
      .int('expiresInDays must be a whole number of days or null')
      .min(1, 'expiresInDays must be at least 1')
      .refine((d) => d <= TOKEN_MAX_DAYS, {
        message: `a token expires within ${TOKEN_MAX_DAYS} days`,
        params: { code: 'token_expiry_invalid' },
      })
      .nullable()
      .optional(),
  })
  .strict();
export type TokenCreatePayload = z.input<typeof tokenCreatePayload>;

/** An API token as listed: never its value nor its hash, only its first characters (`prefix`). */
export type ApiToken = {
  id: number;
  name: string;
  scopes: TokenScope[];
  prefix: string;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  lastUsedAddress: string | null;
  revokedAt: string | null;
};
/** The answer of POST /v1/tokens: the token and, this once, its value. */
export type CreatedApiToken = ApiToken & { token: string };

/** An administrator as an owner sees them (GET /v1/admins). */
export type AdminAccount = {
  id: number;
  email: string;
  name: string;
  owner: boolean;
  enabled: boolean;
  lastSignInAt: string | null;
};

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isHttps } from './request.js';

/**
 * Device tokens (OWASP's device cookies): proof that a client signed in to an account before, so that an
 * attack on the account does not lock its owner out (docs/security.md, "Sign-in lockout"). A token is
 * `d1.<issued, base-36 seconds>.<random nonce>.<HMAC>` where the HMAC, keyed by a key derived from the JWT
 * secret, covers the account's normalised e-mail, the issue time and the nonce. It proves nothing about the
 * password: it only lets its holder's sign-ins skip the lock that unknown clients get.
 *
 * Browsers get it as an HttpOnly, SameSite=Strict cookie on /v1/auth, one cookie per account whose name is a
 * keyed digest of the e-mail (the cookie jar does not say which accounts signed in); the CLI gets it in the
 * sign-in answer (`device_token`) and sends it back as `X-Device-Token`.
 */

const VERSION = 'd1';
/** A device is remembered this long after its last successful sign-in (each one issues a new token). */
export const DEVICE_TOKEN_DAYS = 365;
const MAX_AGE_S = DEVICE_TOKEN_DAYS * 86_400;
/** The CLI's request header. */
export const DEVICE_HEADER = 'x-device-token';
const COOKIE_PREFIX = 'bo_device_';
const TOKEN_RE = /^d1\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface DeviceTokens {
  /** A new token for the account of `email` (normalised, as the sign-in payload has it). */
  issue(email: string): string;
  /** The device's id (its nonce) when `token` was issued by this server for `email` within the year, else null. */
  verify(token: string | undefined, email: string): string | null;
  /** The name of the account's cookie. */
  cookieName(email: string): string;
}

const cache = new WeakMap<Uint8Array, DeviceTokens>();

/** The device tokens of a server, keyed by its JWT key (HMAC-derived: the tokens never use the JWT key itself). */
export function deviceTokens(jwtKey: Uint8Array): DeviceTokens {
  const known = cache.get(jwtKey);
  if (known) return known;
  const key = createHmac('sha256', jwtKey).update('backoffice device tokens v1').digest();
  const mac = (s: string) => createHmac('sha256', key).update(s).digest();
  const sign = (email: string, issued: string, nonce: string) => mac(`${VERSION}\u0000${email}\u0000${issued}\u0000${nonce}`);
  const tokens: DeviceTokens = {
    issue(email) {
      const issued = Math.floor(Date.now() / 1000).toString(36);
      const nonce = randomBytes(16).toString('base64url');
      return `${VERSION}.${issued}.${nonce}.${sign(email, issued, nonce).toString('base64url')}`;
    },
    verify(token, email) {
      const m = token ? TOKEN_RE.exec(token) : null;
      if (!m) return null;
      const [, issued, nonce, got] = m as unknown as [string, string, string, string];
      const want = sign(email, issued, nonce);
      const given = Buffer.from(got, 'base64url');
      if (given.length !== want.length || !timingSafeEqual(given, want)) return null;
      const age = Date.now() / 1000 - parseInt(issued, 36);
      return age >= -300 && age <= MAX_AGE_S ? nonce : null;
    },
    cookieName: (email) => COOKIE_PREFIX + mac(`account\u0000${email}`).toString('base64url').slice(0, 16),
  };
  cache.set(jwtKey, tokens);
  return tokens;
}

/** The device tokens the request carries for `email`: the browser's cookie and the CLI's header. */
export const presentedTokens = (c: Context, tokens: DeviceTokens, email: string): string[] =>
  [getCookie(c, tokens.cookieName(email)), c.req.header(DEVICE_HEADER)].filter((t): t is string => !!t);

/**
 * Issues a new device token for `email` and sets it as the browser's cookie (HttpOnly, SameSite=Strict,
 * Path=/v1/auth, Secure over https); answers the token (the sign-in answer hands it to the CLI too).
 */
export function rememberDevice(c: Context, jwtKey: Uint8Array, email: string): string {
  const tokens = deviceTokens(jwtKey);
  const token = tokens.issue(email);
  setCookie(c, tokens.cookieName(email), token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: isHttps(c),
    path: '/v1/auth',
    maxAge: MAX_AGE_S,
  });
  return token;
}

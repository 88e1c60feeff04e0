import { randomBytes, scrypt, timingSafeEqual, createHash } from 'node:crypto';
import type { Deps } from './deps.js';
import { HttpError, badRequest } from './http-error.js';

const KEYLEN = 64;
const N = 16384;

const derive = (password: string, salt: Buffer, n: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEYLEN, { N: n, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** scrypt hash "scrypt$N$salt$key" (async, off the event loop). Never call inside a transaction. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N);
  return `scrypt$${N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 4 || parts[0] !== 'scrypt') {
    await derive(password, randomBytes(16), N); // same cost either way
    return false;
  }
  const key = Buffer.from(parts[3]!, 'base64');
  const got = await derive(password, Buffer.from(parts[2]!, 'base64'), Number(parts[1]));
  return got.length === key.length && timingSafeEqual(got, key);
}

/** Random single-use token (32 bytes, url-safe) and the hash that is stored. */
export const newToken = () => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
};
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Runs a password hash or check in one of the bounded hashing slots (outside the database admission
 * gate); 503 + Retry-After at once when every slot and queue place is taken.
 */
export async function hashing<T>(deps: Pick<Deps, 'hashSlots'>, task: () => Promise<T>): Promise<T> {
  const r = await deps.hashSlots.tryRun(task);
  if (!r) throw new HttpError(503, 'The server is busy signing other people in, retry in a moment', { 'Retry-After': '1' }, 'server_busy');
  return r.value;
}

/**
 * The list of common passwords (issue 33, item 6; NIST SP 800-63B 3.1.1.2): the ~49,000 most common
 * passwords of breach corpora that zxcvbn-ts maintains (`@zxcvbn-ts/language-common`), those of 8
 * characters or more (shorter ones are refused by length already), lower-cased. Loaded on first use: the
 * bundled CLI reads it only when its server sets a password. Server-side only: the browser never gets it.
 */
let common: Promise<Set<string>> | undefined;
const commonPasswords = () =>
  (common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].filter((p) => p.length >= 8).map((p) => p.toLowerCase())),
  ));

/**
 * One character repeated (`aaaaaaaa`, eight spaces) or one step up or down the alphabet or the digits
 * (`abcdefgh`, `98765432`): SP 800-63B's "repetitive or sequential characters", refused as common.
 */
export function repetitive(password: string): boolean {
  const cps = [...password.toLowerCase()].map((ch) => ch.codePointAt(0)!);
  if (cps.length < 2) return true;
  const step = cps[1]! - cps[0]!;
  return Math.abs(step) <= 1 && cps.every((cp, i) => i === 0 || cp - cps[i - 1]! === step);
}

/** Whether `password` is on the list of common ones (whatever its case), or repetitive or sequential. */
export async function isCommonPassword(password: string): Promise<boolean> {
  return repetitive(password) || (await commonPasswords()).has(password.toLowerCase());
}

/**
 * Refuses a new password on the list of common ones: 400 `password_too_common` on `field` (the length
 * rule, at least PASSWORD_MIN_LENGTH characters, is the contract's). No composition rules (NIST).
 */
export async function refuseCommonPassword(password: string, field = 'password'): Promise<void> {
  if (!(await isCommonPassword(password))) return;
  const e = badRequest(`${field}: this password is one of the most common ones, choose another`, 'password_too_common');
  e.field = field;
  throw e;
}

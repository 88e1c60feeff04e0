import { randomBytes, scrypt, timingSafeEqual, createHash } from 'node:crypto';
import type { Deps } from './deps.js';
import { HttpError } from './http-error.js';

const KEYLEN = 64;
const N = 16384;

const derive = (password: string, salt: Buffer, n: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEYLEN, { N: n, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
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
  if (!r)
    throw new HttpError(503, 'The server is busy signing other people in, retry in a moment', { 'Retry-After': '1' }, 'server_busy');
  return r.value;
}

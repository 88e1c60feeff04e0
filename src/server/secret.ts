import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db/types.js';
import { checkOwner } from './db/private-dir.js';

/** The shortest JWT secret accepted, in bytes (HS256 keys should be as long as the hash: RFC 7518 3.2). */
export const MIN_SECRET_BYTES = 32;

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/** BACKOFFICE_JWT_SECRET, refused when shorter than MIN_SECRET_BYTES; undefined when not set. */
export function envSecret(): string | undefined {
  const env = process.env['BACKOFFICE_JWT_SECRET'];
  if (!env) return undefined;
  if (bytes(env) < MIN_SECRET_BYTES)
    throw new Error(
      `BACKOFFICE_JWT_SECRET is ${bytes(env)} bytes long: it must be at least ${MIN_SECRET_BYTES}. ` +
        'Set a longer random value (for example the output of `openssl rand -base64 32`), or unset it to have one generated and kept.',
    );
  return env;
}

const tooShort = (where: string, n: number, fix: string) =>
  new Error(`${where} holds ${n} bytes: a JWT secret needs at least ${MIN_SECRET_BYTES}. ${fix}`);

/** The secret kept in DIR/jwt-secret: a regular file of this account, 32 bytes or more; undefined when absent. */
function fileSecret(file: string): string | undefined {
  let st;
  try {
    st = lstatSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
  if (!st.isFile()) throw new Error(`${file} must be a regular file (it is a link or a folder): delete it to have a new secret generated.`);
  checkOwner(file, st);
  const secret = readFileSync(file, 'utf8').trim();
  if (bytes(secret) < MIN_SECRET_BYTES)
    throw tooShort(
      file,
      bytes(secret),
      'Delete the file to have a new random one generated at the next start (every session then signs in again), or write a longer random secret into it.',
    );
  return secret;
}

/**
 * Checks, before the database is opened, what a PGlite data folder holds: the folder is this account's,
 * and its kept secret (if any) can be used. A start that would fail touches nothing.
 */
export function checkDataDirSecret(dir: string): void {
  if (!existsSync(dir)) return;
  checkOwner(dir, statSync(dir));
  fileSecret(join(dir, 'jwt-secret'));
}

/**
 * JWT secret: BACKOFFICE_JWT_SECRET, else generated once and kept (data dir file for PGlite,
 * settings table for PostgreSQL so several processes share it), else random per process (memory).
 * Whatever is found must be at least 32 bytes: an empty or one-byte key is refused at start, with what to do.
 */
export async function jwtSecret(opts: { db: Db; dataDir?: string; memory?: boolean }): Promise<string> {
  const env = envSecret();
  if (env) return env;
  const fresh = randomBytes(32).toString('base64url');
  if (opts.db.kind === 'pg') {
    await opts.db.query(`insert into settings (key, value) values ('jwt_secret', $1) on conflict do nothing`, [fresh]);
    const { rows } = await opts.db.query<{ value: string }>(`select value from settings where key = 'jwt_secret'`);
    const stored = rows[0]!.value;
    if (bytes(stored) < MIN_SECRET_BYTES)
      throw tooShort(
        'The JWT secret in the settings table',
        bytes(stored),
        "Run delete from settings where key = 'jwt_secret' with every server stopped: the next start stores a new random one (every session then signs in again).",
      );
    return stored;
  }
  if (opts.dataDir && !opts.memory) {
    const file = join(opts.dataDir, 'jwt-secret');
    const kept = fileSecret(file);
    if (kept) return kept;
    writeFileSync(file, fresh, { mode: 0o600, flag: 'wx' });
  }
  return fresh;
}

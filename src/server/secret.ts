import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db/types.js';

/**
 * JWT secret: BACKOFFICE_JWT_SECRET, else generated once and kept (data dir file for PGlite,
 * settings table for PostgreSQL so several processes share it), else random per process (memory).
 */
export async function jwtSecret(opts: { db: Db; dataDir?: string; memory?: boolean }): Promise<string> {
  const env = process.env['BACKOFFICE_JWT_SECRET'];
  if (env && env.length >= 16) return env;
  if (env) throw new Error('BACKOFFICE_JWT_SECRET must be at least 16 characters long.');
  const fresh = randomBytes(32).toString('base64url');
  if (opts.db.kind === 'pg') {
    await opts.db.query(`insert into settings (key, value) values ('jwt_secret', $1) on conflict do nothing`, [fresh]);
    const { rows } = await opts.db.query<{ value: string }>(`select value from settings where key = 'jwt_secret'`);
    return rows[0]!.value;
  }
  if (opts.dataDir && !opts.memory) {
    const file = join(opts.dataDir, 'jwt-secret');
    if (existsSync(file)) return readFileSync(file, 'utf8').trim();
    writeFileSync(file, fresh, { mode: 0o600 });
  }
  return fresh;
}

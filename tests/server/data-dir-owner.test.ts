// Issue 33 (security round 3), item 5: as PostgreSQL does, the server refuses a data folder that is not its
// own user's, and a JWT secret too short to be a key (from the folder's file, BACKOFFICE_JWT_SECRET or the
// settings table), with a message that says what to fix. Through the real start function and as a process.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chownSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer } from '../../src/server/start.js';
import { serveProcess } from '../helpers/server-process.js';

vi.setConfig({ testTimeout: 120_000 });

// The suites run as root (CI too), which may give a folder to another account; root is also the case to test.
const OTHER_UID = 65534; // nobody
const me = process.getuid!();
const root = mkdtempSync(join(tmpdir(), 'bo-owner-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let env: string | undefined;
beforeEach(() => {
  env = process.env['BACKOFFICE_JWT_SECRET'];
  delete process.env['BACKOFFICE_JWT_SECRET'];
});
afterEach(() => {
  if (env === undefined) delete process.env['BACKOFFICE_JWT_SECRET'];
  else process.env['BACKOFFICE_JWT_SECRET'] = env;
});

const fresh = (name: string) => {
  const dir = join(root, name);
  mkdirSync(dir, { mode: 0o700 });
  return dir;
};

/** Starts and stops a server on dir; answers the error it refused with, or null when it started. */
const tryStart = async (dir: string): Promise<Error | null> => {
  try {
    const s = await startServer({ port: 0, dataDir: dir, quiet: true });
    await s.close();
    return null;
  } catch (e) {
    return e as Error;
  }
};

describe('the data folder must belong to the server’s user', () => {
  it('a folder of another account is refused, even for root, with what to do', async () => {
    const dir = fresh('theirs');
    chownSync(dir, OTHER_UID, OTHER_UID);
    const e = await tryStart(dir);
    expect(e?.message).toMatch(new RegExp(`${dir} belongs to uid ${OTHER_UID}.*runs as uid ${me}`));
    expect(e?.message).toMatch(/chown/);
    // Nothing was written into it.
    expect(() => readFileSync(join(dir, 'jwt-secret'))).toThrow();
  });

  it('its pgdata folder and its secret file too', async () => {
    const a = fresh('pgdata-theirs');
    mkdirSync(join(a, 'pgdata'), { mode: 0o700 });
    chownSync(join(a, 'pgdata'), OTHER_UID, OTHER_UID);
    expect((await tryStart(a))?.message).toMatch(new RegExp(`${join(a, 'pgdata')} belongs to uid ${OTHER_UID}`));
    const b = fresh('secret-theirs');
    writeFileSync(join(b, 'jwt-secret'), randomBytes(32).toString('base64url'), { mode: 0o600 });
    chownSync(join(b, 'jwt-secret'), OTHER_UID, OTHER_UID);
    expect((await tryStart(b))?.message).toMatch(new RegExp(`${join(b, 'jwt-secret')} belongs to uid ${OTHER_UID}`));
  });

  it('backoffice serve exits 1 with the message (a process)', async () => {
    const dir = fresh('theirs-process');
    chownSync(dir, OTHER_UID, OTHER_UID);
    await expect(serveProcess(['--data', dir], { env: { BACKOFFICE_JWT_SECRET: undefined } })).rejects.toThrow(
      new RegExp(`exited \\(1\\)[^]*${dir} belongs to uid ${OTHER_UID}`),
    );
  });
});

describe('the JWT secret must be at least 32 bytes', () => {
  it('an empty jwt-secret file is refused at start (it made every sign-in a 500)', async () => {
    const dir = fresh('empty-secret');
    writeFileSync(join(dir, 'jwt-secret'), '', { mode: 0o600 });
    const e = await tryStart(dir);
    expect(e?.message).toMatch(new RegExp(`${join(dir, 'jwt-secret')} holds 0 bytes: a JWT secret needs at least 32`));
    expect(e?.message).toMatch(/delete the file/i);
  });

  it('a 1-byte file is refused, a 31-byte one too; 32 bytes start', async () => {
    for (const [name, secret, ok] of [
      ['one', 'x', false],
      ['thirty-one', 'y'.repeat(31), false],
      ['thirty-two', 'z'.repeat(32), true],
    ] as const) {
      const dir = fresh(`secret-${name}`);
      writeFileSync(join(dir, 'jwt-secret'), `${secret}\n`, { mode: 0o600 });
      const e = await tryStart(dir);
      if (ok) expect(e).toBeNull();
      else expect(e?.message).toMatch(new RegExp(`holds ${secret.length} bytes: a JWT secret needs at least 32`));
    }
  });

  it('a jwt-secret that is a symbolic link is refused', async () => {
    const dir = fresh('secret-link');
    const target = join(root, 'elsewhere-secret');
    writeFileSync(target, randomBytes(32).toString('base64url'));
    symlinkSync(target, join(dir, 'jwt-secret'));
    expect((await tryStart(dir))?.message).toMatch(/jwt-secret must be a regular file/);
  });

  it('the server’s own folder starts: a generated secret is 32 bytes or more, and is used again at the next start', async () => {
    const dir = fresh('generated');
    expect(await tryStart(dir)).toBeNull();
    const first = readFileSync(join(dir, 'jwt-secret'), 'utf8');
    expect(Buffer.byteLength(first)).toBeGreaterThanOrEqual(32);
    expect(await tryStart(dir)).toBeNull();
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('BACKOFFICE_JWT_SECRET under 32 bytes is refused (it was 16 characters), counting bytes', async () => {
    for (const [value, ok] of [
      ['s'.repeat(16), false],
      ['s'.repeat(31), false],
      ['é'.repeat(15), false],
      ['é'.repeat(16), true],
    ] as const) {
      process.env['BACKOFFICE_JWT_SECRET'] = value;
      let e: Error | null = null;
      try {
        const s = await startServer({ port: 0, memory: true, quiet: true });
        await s.close();
      } catch (err) {
        e = err as Error;
      }
      if (ok) expect(e).toBeNull();
      else
        expect(e?.message).toMatch(new RegExp(`BACKOFFICE_JWT_SECRET is ${Buffer.byteLength(value)} bytes long: it must be at least 32`));
    }
  });
});

describe.runIf(!!process.env['TEST_DATABASE_URL'])('PostgreSQL: the shared secret in the settings table', () => {
  const adminUrl = process.env['TEST_DATABASE_URL'] ?? '';
  const name = `bo_secret_${randomBytes(5).toString('hex')}`;
  const u = new URL(adminUrl || 'postgres://unused/x');
  u.pathname = `/${name}`;
  const admin = async (sql: string, url = adminUrl) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it('a stored secret under 32 bytes is refused with what to do; a generated one is kept', async () => {
    await admin(`create database ${name}`);
    const s = await startServer({ port: 0, databaseUrl: u.toString(), quiet: true });
    const { rows } = await s.db.query<{ value: string }>(`select value from settings where key = 'jwt_secret'`);
    expect(Buffer.byteLength(rows[0]!.value)).toBeGreaterThanOrEqual(32);
    await s.close();
    await admin(`update settings set value = 'short' where key = 'jwt_secret'`, u.toString());
    await expect(startServer({ port: 0, databaseUrl: u.toString(), quiet: true })).rejects.toThrow(
      /The JWT secret in the settings table holds 5 bytes: a JWT secret needs at least 32.*delete from settings where key = 'jwt_secret'/,
    );
  });
});

// BACKOFFICE_DB_POOL: the PostgreSQL pool size of one server process (docs/deploy.md).
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DB_POOL, dbPoolSize, openDb } from '../../src/server/db/driver.js';
import { targets } from './setup.js';

const saved = process.env['BACKOFFICE_DB_POOL'];
afterEach(() => {
  if (saved === undefined) delete process.env['BACKOFFICE_DB_POOL'];
  else process.env['BACKOFFICE_DB_POOL'] = saved;
});

describe('BACKOFFICE_DB_POOL', () => {
  it('is a whole number of connections from 2 to 1000, 10 when unset or empty', () => {
    expect(DEFAULT_DB_POOL).toBe(10);
    expect(dbPoolSize(undefined)).toBe(10);
    expect(dbPoolSize('')).toBe(10);
    expect(dbPoolSize('2')).toBe(2);
    expect(dbPoolSize(' 25 ')).toBe(25);
    expect(dbPoolSize('1000')).toBe(1000);
    for (const bad of ['1', '0', '-3', '2.5', 'ten', '1e3', '0x10', '1001'])
      expect(() => dbPoolSize(bad), bad).toThrow(`BACKOFFICE_DB_POOL must be a whole number of connections from 2 to 1000 (got "${bad}")`);
  });

  it('a bad value stops the server before it connects', async () => {
    process.env['BACKOFFICE_DB_POOL'] = 'many';
    // An address that cannot be reached: the message is about the setting, not the connection.
    await expect(openDb({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' })).rejects.toThrow(/BACKOFFICE_DB_POOL/);
  });
});

describe.each(targets.filter((t) => t === 'pg'))('BACKOFFICE_DB_POOL on PostgreSQL (%s)', () => {
  /** Distinct server backends that 6 concurrent queries ran on. */
  const backends = async () => {
    const db = await openDb({ databaseUrl: process.env['TEST_DATABASE_URL']! });
    try {
      const rows = await Promise.all(
        Array.from({ length: 6 }, () => db.query<{ pid: number }>('select pg_backend_pid() as pid from pg_sleep(0.05)')),
      );
      return new Set(rows.map((r) => r.rows[0]!.pid)).size;
    } finally {
      await db.close();
    }
  };

  it('bounds the connections one process opens', async () => {
    delete process.env['BACKOFFICE_DB_POOL'];
    expect(await backends()).toBe(6); // under the default of 10 every concurrent query gets its own
    process.env['BACKOFFICE_DB_POOL'] = '3';
    expect(await backends()).toBe(3);
  });
});

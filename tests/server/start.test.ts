import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../src/server/start.js';
import { lockDataDir } from '../../src/server/db/lock.js';
import { startDemoServer } from '../helpers/server.js';

describe('startServer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bo-data-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('starts a demo server on a free port and serves the API over HTTP', async () => {
    const s = await startDemoServer();
    try {
      const login = await fetch(`${s.url}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
      });
      expect(login.status).toBe(200);
      await expect(startServer({ port: s.server.port, memory: true, quiet: true })).rejects.toThrow(/already in use/);
    } finally {
      await s.close();
    }
  });

  it('locks a PGlite data directory against a second server', async () => {
    const s = await startServer({ port: 0, dataDir: dir, quiet: true });
    try {
      expect(() => lockDataDir(dir)).toThrow(/already open in this process|in use by another server/);
    } finally {
      await s.close();
    }
    const again = await startServer({ port: 0, dataDir: dir, quiet: true });
    await again.close();
  });

  it('says what to fix when DATABASE_URL is unreachable', async () => {
    await expect(startServer({ port: 0, databaseUrl: 'postgres://nobody:x@127.0.0.1:1/none', quiet: true })).rejects.toThrow(
      /Cannot reach the database at DATABASE_URL/,
    );
  });
});

// Security finding 3: kill -9 in the middle of an idempotent call, restart, retry with the same key.
// The key's completion commits with the call's writes, and an in-progress key has a lease: the retry
// runs the call when nothing committed, or replays the stored answer when it did. Real processes.
import { afterAll, describe, expect, it, vi } from 'vitest';

// Real server processes (PGlite starts in several seconds; more on a loaded machine).
vi.setConfig({ testTimeout: 120_000 });
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { serveProcess, type ServerProcess } from '../helpers/server-process.js';

const LEASE = { BACKOFFICE_IDEMPOTENCY_LEASE_SECONDS: '2', BACKOFFICE_JWT_SECRET: 'crash-test-secret-crash-test-secret' };

const api = (s: ServerProcess) => ({
  login: async () => {
    const r = await fetch(`${s.url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
    });
    return ((await r.json()) as { data: { access_token: string } }).data.access_token;
  },
  disable: (token: string, key: string, memberId: number) =>
    fetch(`${s.url}/v1/members/disable`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
      body: JSON.stringify({ memberId }),
    }),
});

describe('idempotency across kill -9 (PGlite data directory)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bo-crash-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a call whose completion committed before the kill is replayed after the restart, not run again', async () => {
    const first = await serveProcess(['--data', dir, '--demo'], { env: LEASE });
    const token = await api(first).login();
    const done = await api(first).disable(token, 'before-kill', 9);
    expect(done.status).toBe(200);
    const answer = await done.text();
    await first.kill9();
    const second = await serveProcess(['--data', dir], { env: LEASE });
    try {
      const retry = await api(second).disable(token, 'before-kill', 9);
      expect(retry.status).toBe(200);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(await retry.text()).toBe(answer);
    } finally {
      await second.stop();
    }
  });
});

describe.runIf(!!process.env['TEST_DATABASE_URL'])('idempotency across kill -9 (PostgreSQL)', () => {
  // Read in the tests, not while collecting: without TEST_DATABASE_URL the file still loads.
  const adminUrl = process.env['TEST_DATABASE_URL'] ?? '';
  const dbName = `bo_crash_${randomBytes(4).toString('hex')}`;
  const dbUrl = () => {
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    return u.toString();
  };
  afterAll(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await c.end();
  });

  it('a call killed before it committed runs once on the retry after its lease ran out', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const env = { ...LEASE, DATABASE_URL: dbUrl() };
    const first = await serveProcess(['--demo'], { env });
    const token = await api(first).login();
    const db = new pg.Client({ connectionString: dbUrl() });
    await db.connect();
    try {
      const before = (await db.query('select token_version from members where id = 6')).rows[0].token_version as number;
      // Hold the member's row so the call blocks inside its transaction, then kill the server there.
      await db.query('begin');
      await db.query('select 1 from members where id = 6 for update');
      const pending = api(first)
        .disable(token, 'mid-call', 6)
        .then(
          (r) => r.status,
          () => 'no answer',
        );
      await expect
        .poll(async () => (await db.query(`select count(*)::int as n from pg_locks where not granted`)).rows[0].n, { timeout: 10_000 })
        .toBeGreaterThan(0);
      expect((await db.query(`select status from idempotency_keys where key = 'mid-call'`)).rows).toEqual([{ status: null }]);
      await first.kill9();
      expect(await pending).toBe('no answer');
      await db.query('rollback');
      const second = await serveProcess([], { env });
      try {
        // Until the lease runs out the key is in progress; then the call runs, once.
        const answers: number[] = [];
        await expect
          .poll(
            async () => {
              const r = await api(second).disable(token, 'mid-call', 6);
              answers.push(r.status);
              return r.status;
            },
            { timeout: 15_000, interval: 300 },
          )
          .toBe(200);
        expect(answers.filter((s) => s !== 200 && s !== 409)).toEqual([]);
        const after = (await db.query('select token_version, enabled from members where id = 6')).rows[0];
        expect(after).toEqual({ token_version: before + 1, enabled: false });
        const replay = await api(second).disable(token, 'mid-call', 6);
        expect(replay.headers.get('idempotent-replayed')).toBe('true');
      } finally {
        await second.stop();
      }
    } finally {
      await db.end();
    }
  });
});

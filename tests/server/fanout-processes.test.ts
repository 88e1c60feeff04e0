// Issue 15 with real server processes: a server killed (SIGKILL) in the middle of a fan-out is restarted
// and the send ends with every recipient reached exactly once, on a PGlite data folder and on PostgreSQL;
// two processes on one PostgreSQL fire a scheduled send once.
import { afterAll, describe, expect, it, vi } from 'vitest';

// Real server processes (PGlite starts in several seconds; more on a loaded machine).
vi.setConfig({ testTimeout: 180_000 });
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { serveProcess, twoServers, type ServerProcess } from '../helpers/server-process.js';
import { openDb } from '../../src/server/db/driver.js';
import { migrate } from '../../src/server/db/migrate.js';
import { seedDemo } from '../../src/server/seed/demo.js';
import { seedScale } from '../../src/server/seed/scale.js';
import type { Db } from '../../src/server/db/types.js';

const MEMBERS = 12_000;
// Small batches: the fan-out of ~12,000 recipients takes over a hundred transactions, so the kill lands
// in the middle. A dead process's job expires after 5 s on PostgreSQL (PGlite retries it at boot).
const ENV = {
  BACKOFFICE_JWT_SECRET: 'fanout-test-secret-fanout-test-secret',
  BACKOFFICE_JOB_BATCH_SIZE: '100',
  BACKOFFICE_JOB_POLL_SECONDS: '0.5',
  BACKOFFICE_JOB_EXPIRE_SECONDS: '5',
  BACKOFFICE_JOB_MAINTENANCE_SECONDS: '1',
};

const client = (s: ServerProcess) => {
  let token = '';
  const call = async (method: string, path: string, body?: object) => {
    const r = await fetch(`${s.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: r.status, body: (await r.json()) as any };
  };
  return {
    call,
    login: async () => {
      token = (await call('POST', '/v1/auth/login', { email: 'admin@example.com', password: 'demo-admin' })).body.data.access_token;
    },
    send: (body: object = {}) =>
      call('POST', '/v1/notifications/send-bulk', { title: 'Crash test', message: 'Once each', type: 'SYSTEM', target: 'ALL', ...body }),
    /** Asks every 20 ms until `done` holds for the send; answers it. */
    until: async (id: number, done: (n: any) => boolean, timeoutMs = 90_000) => {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const n = (await call('GET', `/v1/notifications/${id}`)).body.data;
        if (done(n)) return n;
        if (Date.now() > end) throw new Error(`notification ${id}: still ${JSON.stringify(n)}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
};

/** Rows of a send: all of them, and distinct members. */
const rowsOf = async (db: Pick<Db, 'query'>, id: number) => {
  const { rows } = await db.query<{ n: number; members: number }>(
    `select count(*)::int as n, count(distinct n.member_id)::int as members from notifications n
     join notification_sends s on s.batch_id = n.batch_id where s.id = $1`,
    [id],
  );
  return rows[0]!;
};

const asQueryable = (c: pg.Client): Pick<Db, 'query'> => ({
  query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await c.query(sql, params)).rows as T[] }),
});

/** Sends to ALL, kills the server once the fan-out has begun, restarts it, and waits for the send to end. */
async function killMidFanout(start: () => Promise<ServerProcess>) {
  const first = await start();
  const api = client(first);
  await api.login();
  const sent = await api.send();
  expect(sent.body.data.status).toBe('queued');
  const id = sent.body.data.id as number;
  const during = await api.until(id, (n) => n.delivered > 0);
  await first.kill9();
  expect(during.status).toBe('sending');
  expect(during.delivered).toBeLessThan(during.recipients);
  const second = await start();
  const again = client(second);
  await again.login();
  const done = await again.until(id, (n) => n.status !== 'sending' && n.status !== 'queued');
  return { id, during, done, second };
}

describe('kill -9 during a fan-out (PGlite data folder)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bo-fanout-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the restarted server resumes the send: every recipient exactly once', async () => {
    const db = await openDb({ dataDir: dir });
    await migrate(db);
    await seedDemo(db);
    await seedScale(db, { members: MEMBERS, companies: 0, products: 0 });
    await db.close();
    const { id, done, second } = await killMidFanout(() => serveProcess(['--data', dir], { env: ENV }));
    await second.stop();
    expect(done).toMatchObject({ status: 'sent', delivered: done.recipients });
    const check = await openDb({ dataDir: dir });
    try {
      expect(await rowsOf(check, id)).toEqual({ n: done.recipients, members: done.recipients });
    } finally {
      await check.close();
    }
  });
});

describe.runIf(!!process.env['TEST_DATABASE_URL'])('background jobs on PostgreSQL (real processes)', () => {
  const adminUrl = process.env['TEST_DATABASE_URL']!;
  const admin = async <T>(url: string, fn: (c: pg.Client) => Promise<T>) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };

  it('a server killed mid fan-out: after the restart (and the dead job expiring), every recipient exactly once', async () => {
    const name = `bo_fanout_${randomBytes(4).toString('hex')}`;
    const url = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
    await admin(adminUrl, (c) => c.query(`create database ${name}`));
    try {
      const db = await openDb({ databaseUrl: url });
      await migrate(db);
      await seedDemo(db);
      await seedScale(db, { members: MEMBERS, companies: 0, products: 0 });
      await db.close();
      const { id, done, second } = await killMidFanout(() => serveProcess([], { env: { ...ENV, DATABASE_URL: url } }));
      await second.stop();
      expect(done).toMatchObject({ status: 'sent', delivered: done.recipients });
      expect(await admin(url, (c) => rowsOf(asQueryable(c), id))).toEqual({ n: done.recipients, members: done.recipients });
    } finally {
      await admin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    }
  });

  it('two processes: a scheduled send fires once, its job is taken by one worker, and cancel on one holds on the other', async () => {
    const two = await twoServers({ env: ENV });
    try {
      const [a, b] = [client(two.a), client(two.b)];
      await Promise.all([a.login(), b.login()]);
      const at = new Date(Date.now() + 2000).toISOString();
      const sent = await a.send({ sendAt: at, title: 'Scheduled once' });
      expect(sent.body.data.status).toBe('scheduled');
      const id = sent.body.data.id as number;
      // Cancelled through B, scheduled through A: neither worker sends it.
      const other = await a.send({ sendAt: at, title: 'Cancelled on B' });
      expect((await b.call('POST', `/v1/notifications/${other.body.data.id}/cancel`)).body.data.status).toBe('cancelled');
      const done = await b.until(id, (n) => n.status === 'sent');
      expect(Date.parse(done.finishedAt)).toBeGreaterThanOrEqual(Date.parse(at));
      expect(done.delivered).toBe(done.recipients);
      await admin(two.databaseUrl, async (c) => {
        expect(await rowsOf(asQueryable(c), id)).toEqual({ n: done.recipients, members: done.recipients });
        expect(await rowsOf(asQueryable(c), other.body.data.id)).toEqual({ n: 0, members: 0 });
        // One job for the send, completed once (the demo audience fits one slice).
        const jobs = await c.query<{ state: string }>(`select state from pgboss.job where data->>'sendId' = $1`, [String(id)]);
        expect(jobs.rows).toEqual([{ state: 'completed' }]);
      });
      expect((await a.call('GET', `/v1/notifications/${other.body.data.id}`)).body.data).toMatchObject({
        status: 'cancelled',
        delivered: 0,
      });
    } finally {
      await two.close();
    }
  });
});

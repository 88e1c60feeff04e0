/**
 * Notifications at any audience size (issue 15): how long `POST /v1/notifications/send-bulk` to ALL takes
 * to answer (it counts the audience, stores the send and enqueues its job; it writes no recipient), idle and
 * while another send's fan-out runs, beside the bare audience count (the floor of the call); then the
 * fan-out of one send to everyone: recipients per second and time from the answer to `sent`.
 *
 * Run: node --import tsx bench/notifications/run.ts
 *   PGlite in memory with 100,000 members (BENCH_PGLITE_MEMBERS), then PostgreSQL when BENCH_DATABASE_URL
 *   or TEST_DATABASE_URL is set, with BENCH_MEMBERS members (default 100,000; 1,000,000 for the figures)
 *   in a schema of its own, dropped after.
 */
import { writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { pct } from '../timing.js';
import { openDb } from '../../src/server/db/driver.js';
import { migrate } from '../../src/server/db/migrate.js';
import type { Db } from '../../src/server/db/types.js';
import { createApp } from '../../src/server/app.js';
import { seedDemo, DEMO } from '../../src/server/seed/demo.js';
import { seedScale } from '../../src/server/seed/scale.js';
import { countAudience } from '../../src/server/jobs/fanout.js';

const RUNS = 15;
const body = { title: 'Bench', message: 'Fan-out', type: 'SYSTEM', target: 'ALL' };
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const r = await fn();
  return [performance.now() - t, r];
}

async function benchTarget(label: string, db: Db, members: number) {
  await migrate(db);
  await seedDemo(db);
  const seed = await seedScale(db, { members, companies: Math.round(members / 100), products: 0 });
  console.log(`[${label}] seeded ${seed.members} members, ${seed.companies} companies in ${(seed.ms / 1000).toFixed(1)} s`);
  const app = createApp({ db, jwtSecret: randomBytes(32).toString('hex'), webDir: '/nonexistent', jobs: { pollSeconds: 0.5 } });
  try {
    const login = await app.request('/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.admin.email, password: DEMO.admin.password }),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
    const call = async (method: string, path: string, b?: object) => {
      const res = await app.request(path, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(b ? { body: JSON.stringify(b) } : {}),
      });
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: any }).data;
    };
    // Scheduled sends do the request's whole work (count, store, enqueue) without starting a fan-out each.
    const answer = async () => (await timed(() => call('POST', '/v1/notifications/send-bulk', { ...body, sendAt: tomorrow() })))[0];
    const floor: number[] = [];
    for (let i = 0; i < 3; i++) await answer();
    for (let i = 0; i < RUNS; i++) floor.push((await timed(() => countAudience(db, body)))[0]);
    const idle: number[] = [];
    for (let i = 0; i < RUNS; i++) idle.push(await answer());
    // One send to everyone now: its fan-out runs while the next answers are timed.
    const [sendMs, sent] = await timed(() => call('POST', '/v1/notifications/send-bulk', body));
    const t0 = performance.now();
    const busy: number[] = [];
    let state = await call('GET', `/v1/notifications/${sent.id}`);
    while (state.status !== 'sent' && state.status !== 'failed') {
      if (busy.length < RUNS && state.status === 'sending') busy.push(await answer());
      else await new Promise((r) => setTimeout(r, 50));
      state = await call('GET', `/v1/notifications/${sent.id}`);
    }
    const toSent = performance.now() - t0;
    const { rows } = await db.query<{ s: number }>(
      'select extract(epoch from (finished_at - started_at))::float8 as s from notification_sends where id = $1',
      [sent.id],
    );
    const fanoutS = rows[0]!.s;
    const r = {
      members: seed.members,
      audience: sent.count as number,
      status: state.status as string,
      delivered: state.delivered as number,
      countP50: pct(floor, 50),
      countP95: pct(floor, 95),
      idleP50: pct(idle, 50),
      idleP95: pct(idle, 95),
      busyP50: busy.length ? pct(busy, 50) : null,
      busyP95: busy.length ? pct(busy, 95) : null,
      busyRuns: busy.length,
      sendNowMs: sendMs,
      fanoutSeconds: fanoutS,
      recipientsPerSecond: Math.round((state.delivered as number) / fanoutS),
      answerToSentSeconds: toSent / 1000,
    };
    const f = (n: number | null) => (n == null ? '-' : n.toFixed(1));
    console.log(`[${label}] ${r.members} members, send-bulk ALL reaches ${r.audience}`);
    console.log(`  audience count alone (floor)   p50 ${f(r.countP50)} ms  p95 ${f(r.countP95)} ms`);
    console.log(
      `  send-bulk answer, idle         p50 ${f(r.idleP50)} ms  p95 ${f(r.idleP95)} ms  (${r.idleP95 / r.countP95 > 0 ? (r.idleP95 / r.countP95).toFixed(2) : '-'}x the floor's p95)`,
    );
    console.log(`  send-bulk answer, during fan-out p50 ${f(r.busyP50)} ms  p95 ${f(r.busyP95)} ms  (${r.busyRuns} runs)`);
    console.log(
      `  fan-out: ${r.delivered} recipients in ${r.fanoutSeconds.toFixed(1)} s = ${r.recipientsPerSecond} recipients/s; answer to sent ${r.answerToSentSeconds.toFixed(1)} s (${r.status})`,
    );
    return r;
  } finally {
    await app.jobs.stop();
  }
}

const results: Record<string, unknown> = {};
const pgliteMembers = Number(process.env['BENCH_PGLITE_MEMBERS'] ?? 100_000);
{
  const db = await openDb();
  try {
    results['pglite'] = await benchTarget('pglite', db, pgliteMembers);
  } finally {
    await db.close();
  }
}
const url = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
if (url) {
  const schema = `bench_n_${randomBytes(4).toString('hex')}`;
  const db = await openDb({ databaseUrl: url, schema });
  try {
    results['pg'] = await benchTarget('pg', db, Number(process.env['BENCH_MEMBERS'] ?? 100_000));
  } finally {
    await db.exec(`drop schema if exists ${schema} cascade; drop schema if exists ${schema}_jobs cascade`).catch(() => {});
    await db.close();
  }
}
writeFileSync(new URL('../results-notifications.json', import.meta.url), JSON.stringify(results, null, 2));
console.log('wrote bench/results-notifications.json');
process.exit(0);

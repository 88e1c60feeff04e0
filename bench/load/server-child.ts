// Child process of bench/load and bench/soak: the reference server on its own event loop, seeded with the
// demo and scale data sets. IPC: sends {type:'ready', url, memberIds, companyIds, seed}, then
// {type:'mem', t, ...process.memoryUsage()} every BENCH_MEM_INTERVAL_MS (after a GC when --expose-gc);
// on {type:'stop'} it closes and exits. No public endpoint is added for the memory figures.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { openDb } from '../../src/server/db/driver.js';
import { migrate } from '../../src/server/db/migrate.js';
import { createApp } from '../../src/server/app.js';
import { seedDemo } from '../../src/server/seed/demo.js';
import { seedScale } from '../../src/server/seed/scale.js';

const send = (m: object) => process.send?.(m);
const env = (k: string, d: number) => Number(process.env[k] ?? d);

const databaseUrl = process.env['BENCH_CHILD_DATABASE_URL'];
const schema = databaseUrl ? `bench_load_${randomBytes(4).toString('hex')}` : undefined;
const db = databaseUrl ? await openDb({ databaseUrl, schema: schema! }) : await openDb();
await migrate(db);
await seedDemo(db);
const seed = await seedScale(db, {
  members: env('BENCH_SCALE_MEMBERS', 100_000),
  companies: env('BENCH_SCALE_COMPANIES', 10_000),
  products: env('BENCH_SCALE_PRODUCTS', 200_000),
});
const gate = process.env['BENCH_MAX_CONCURRENT'];
const app = createApp({
  db,
  jwtSecret: randomBytes(32).toString('hex'),
  webDir: '/nonexistent',
  loginAttempts: 1_000_000,
  ...(gate ? { maxConcurrent: Number(gate) } : {}),
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise<void>((resolve) => server.once('listening', () => resolve()));
const { port } = server.address() as AddressInfo;

const ids = async (sql: string) => (await db.query<{ id: number }>(sql)).rows.map((r) => r.id);
const memberIds = await ids(`select id from members where email like '%@scale.example.com' order by id limit 5000`);
const companyIds = await ids('select id from companies order by id');

const gc = (globalThis as { gc?: () => void }).gc;
const sample = () => {
  gc?.();
  send({ type: 'mem', t: Date.now(), ...process.memoryUsage() });
};
sample();
const timer = setInterval(sample, env('BENCH_MEM_INTERVAL_MS', 10_000));

send({ type: 'ready', url: `http://127.0.0.1:${port}`, memberIds, companyIds, seed, db: db.kind });

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  clearInterval(timer);
  sample();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  });
  if (schema) await db.exec(`drop schema if exists ${schema} cascade`).catch(() => {});
  await db.close();
  send({ type: 'stopped' });
  process.exit(0);
}
process.on('message', (m: { type?: string }) => {
  if (m?.type === 'stop') void stop();
});
process.on('disconnect', () => void stop());

import { randomBytes } from 'node:crypto';
import { openDb } from '../../src/server/db/driver.js';
import { migrate } from '../../src/server/db/migrate.js';
import type { Db } from '../../src/server/db/types.js';
import { createApp, type App, type AppOptions } from '../../src/server/app.js';
import { seedDemo, DEMO } from '../../src/server/seed/demo.js';
import { pgliteFrom } from '../helpers/pglite-image.js';

export { DEMO };
export type Target = 'pglite' | 'pg';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI always sets it). */
export const targets: Target[] = ['pglite', ...(process.env['TEST_DATABASE_URL'] ? (['pg'] as const) : [])];

export const JWT_SECRET = 'test-secret-test-secret-test-secret';

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Ctx {
  target: Target;
  db: Db;
  app: App;
  call<T = any>(
    method: string,
    path: string,
    opts?: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string> },
  ): Promise<Answer<T>>;
  login(email: string, password: string): Promise<string>;
  admin: string;
  member: string;
  /** Waits until a stored send's fan-out has ended (sent, failed or cancelled), asking every 20 ms; answers it. */
  settled(id: number, timeoutMs?: number): Promise<any>;
  close(): Promise<void>;
}

async function openTarget(target: Target, seed: boolean): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (target === 'pglite') {
    // Loaded from the run's image (tests/global-setup.ts): no initdb, migrations or seed per file.
    const db = await openDb({ pglite: await pgliteFrom(seed ? 'demo' : 'migrated') });
    return { db, drop: () => db.close() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const db = await openDb({ databaseUrl: process.env['TEST_DATABASE_URL']!, schema });
  return {
    db,
    drop: async () => {
      await db.exec(`drop schema if exists ${schema} cascade; drop schema if exists ${schema}_jobs cascade`);
      await db.close();
    },
  };
}

/** A migrated, demo-seeded database (fresh schema on PostgreSQL) and an app over it. */
export async function setup(target: Target, opts: Partial<AppOptions> & { seed?: boolean } = {}): Promise<Ctx> {
  const { db, drop } = await openTarget(target, opts.seed !== false);
  await migrate(db);
  if (opts.seed !== false) await seedDemo(db);
  const app = createApp({ db, jwtSecret: JWT_SECRET, demo: true, ...opts });
  const call: Ctx['call'] = async (method, path, o = {}) => {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    if (o.token) headers['authorization'] = `Bearer ${o.token}`;
    let reqBody: string | undefined;
    if (o.raw !== undefined) reqBody = o.raw;
    else if (o.body !== undefined) reqBody = JSON.stringify(o.body);
    if (reqBody !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(path, { method, headers, ...(reqBody !== undefined ? { body: reqBody } : {}) });
    const text = await res.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, body, headers: res.headers };
  };
  const login = async (email: string, password: string) => {
    const r = await call('POST', '/v1/auth/login', { body: { email, password } });
    if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data.access_token as string;
  };
  const seeded = opts.seed !== false;
  const admin = seeded ? await login(DEMO.admin.email, DEMO.admin.password) : '';
  const member = seeded ? await login(DEMO.member.email, DEMO.member.password) : '';
  const settled = async (id: number, timeoutMs = 20_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const r = await call('GET', `/v1/notifications/${id}`, { token: admin });
      if (r.status !== 200) throw new Error(`notification ${id}: ${r.status} ${JSON.stringify(r.body)}`);
      if (['sent', 'failed', 'cancelled'].includes(r.body.data.status)) return r.body.data;
      if (Date.now() > until) throw new Error(`notification ${id} still ${r.body.data.status} after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const close = async () => {
    await app.jobs.stop();
    await drop();
  };
  return { target, db, app, call, login, admin, member, settled, close };
}

import { serve, type ServerType } from '@hono/node-server';
import type { PGlite } from '@electric-sql/pglite';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { openDb } from './db/driver.js';
import { migrate } from './db/migrate.js';
import type { Db } from './db/types.js';
import { createApp, type App } from './app.js';
import { DEFAULT_RETENTION, pruneMemory, pruneRecipients, purgeExpired, type Retention } from './lib/retention.js';
import { checkDataDirSecret, envSecret, jwtSecret } from './secret.js';
import { hasDemoAccounts, seedDemo } from './seed/demo.js';
import { jobOptionsFromEnv } from './jobs/engine.js';
import { trustedProxies } from './lib/request.js';

export interface StartOptions {
  port?: number;
  host?: string;
  /** PGlite data directory (default: none → memory unless databaseUrl). */
  dataDir?: string;
  memory?: boolean;
  databaseUrl?: string;
  demo?: boolean;
  quiet?: boolean;
  log?: (line: string) => void;
  /** Origin for links in mails (default BACKOFFICE_PUBLIC_URL, else the served origin). */
  publicUrl?: string;
  /** How often expired idempotency records, sign-outs and rate-limit windows are deleted (default 10 min). */
  purgeEveryMs?: number;
  /**
   * Retention of the audit trail, of deleted products and categories and of finished sends' recipient rows
   * (default 365, 30 and 90 days; the recipients' also from BACKOFFICE_RECIPIENT_RETENTION_DAYS).
   */
  retention?: Partial<Retention>;
  /** Serve the example pages under /examples/ (default off). */
  examples?: boolean;
  /** An open embedded database to serve instead of a new one in memory (tests start from a seeded image); closed with the server. */
  pglite?: PGlite;
}

export interface RunningServer {
  url: string;
  port: number;
  app: App;
  db: Db;
  seeded: boolean;
  /** Whether the demo administrator exists (seeded now or earlier, by --demo or seed --scale). */
  demoAccounts: boolean;
  close(): Promise<void>;
}

/** dist/web beside the bundled CLI (dist/cli/index.js), else ./dist/web. */
const webDir = () => {
  const beside = fileURLToPath(new URL('../web', import.meta.url));
  return existsSync(join(beside, 'index.html')) ? beside : join(process.cwd(), 'dist', 'web');
};

/** examples/ of the installed package (beside dist/cli/index.js), else ./examples. */
const examplesDir = () => {
  const beside = fileURLToPath(new URL('../../examples', import.meta.url));
  return existsSync(join(beside, 'index.html')) ? beside : join(process.cwd(), 'examples');
};

/**
 * Node's own limits on a connection, a backstop behind the app's body deadline (10 s, lib/body.ts): the
 * headers must have arrived within 15 s and the whole request within 30 s (else Node answers 408 and closes
 * the connection; it looks every 5 s), an idle kept-alive connection is closed after 5 s.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 15_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 5_000,
};

const listen = (app: App, port: number, host: string) =>
  new Promise<ServerType>((resolve, reject) => {
    let server: ServerType | undefined = undefined;
    const onError = (err: NodeJS.ErrnoException) => {
      server?.close();
      reject(
        err.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} is already in use: stop the other process or pass another --port.`)
          : err.code === 'EACCES'
            ? new Error(`Not allowed to listen on port ${port}: pick a port above 1023.`)
            : err,
      );
    };
    server = serve({ fetch: app.fetch, port, hostname: host, serverOptions: SERVER_TIMEOUTS }, () => {
      server!.off('error', onError);
      resolve(server!);
    });
    server.once('error', onError);
  });

/** BACKOFFICE_IDEMPOTENCY_LEASE_SECONDS: how long an idempotent call holds its key (default 60). */
const leaseFromEnv = () => {
  const raw = process.env['BACKOFFICE_IDEMPOTENCY_LEASE_SECONDS'];
  if (!raw) return {};
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`BACKOFFICE_IDEMPOTENCY_LEASE_SECONDS must be a positive number of seconds (got "${raw}").`);
  return { idempotencyLeaseMs: n * 1000 };
};

/** BACKOFFICE_RECIPIENT_RETENTION_DAYS: how long a finished send's recipient rows are kept (default 90). */
const recipientDaysFromEnv = (): Partial<Retention> => {
  const raw = process.env['BACKOFFICE_RECIPIENT_RETENTION_DAYS'];
  if (!raw) return {};
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 36500)
    throw new Error(`BACKOFFICE_RECIPIENT_RETENTION_DAYS must be a whole number of days from 1 to 36500 (got "${raw}").`);
  return { recipientDays: n };
};

const RETENTION_NAMES: Record<keyof Retention, string> = {
  auditDays: 'audit retention',
  restoreDays: 'restore window',
  recipientDays: 'recipient retention',
};

/** Opens the database, migrates, optionally seeds the demo data, and listens. Used by the CLI and tests. */
export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const host = opts.host ?? '127.0.0.1';
  const log = opts.log ?? (opts.quiet ? () => {} : (l: string) => process.stdout.write(`${l}\n`));
  const memory = opts.memory || !!opts.pglite || (!opts.dataDir && !opts.databaseUrl);
  // A secret that cannot be used (too short, another account's folder or file) stops the start before
  // anything is opened or written.
  if (!envSecret() && !opts.databaseUrl && !memory) checkDataDirSecret(opts.dataDir!);
  const db = await openDb(
    opts.pglite
      ? { pglite: opts.pglite }
      : opts.databaseUrl
        ? { databaseUrl: opts.databaseUrl }
        : memory
          ? {}
          : { dataDir: opts.dataDir!, log },
  );
  try {
    await migrate(db);
    // Before any data is added (PostgreSQL's stored secret is checked here).
    const secret = await jwtSecret({ db, ...(opts.dataDir ? { dataDir: opts.dataDir } : {}), memory });
    const served = (port: number) => `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    const configured = opts.publicUrl ?? process.env['BACKOFFICE_PUBLIC_URL'];
    if (configured && !/^https?:\/\/[^/]+$/.test(configured.replace(/\/+$/, '')))
      throw new Error(`The public URL must be an origin such as https://admin.example.com (got ${configured}).`);
    // Mails need absolute links; the served origin is known before listening unless the port is 0.
    const early = configured ?? (opts.port ? served(opts.port) : undefined);
    const seeded = opts.demo ? await seedDemo(db, { log, ...(early ? { publicUrl: early } : {}) }) : false;
    trustedProxies(); // a bad BACKOFFICE_TRUSTED_PROXIES stops the start, not the first sign-in
    const corsOrigins = (process.env['BACKOFFICE_CORS_ORIGINS'] ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
    let publicUrl = early;
    const retention: Retention = {
      ...DEFAULT_RETENTION,
      ...(opts.retention?.recipientDays === undefined ? recipientDaysFromEnv() : {}),
      ...opts.retention,
    };
    for (const [k, v] of Object.entries(retention))
      if (!Number.isInteger(v) || v < 1)
        throw new Error(`The ${RETENTION_NAMES[k as keyof Retention]} must be a whole number of days, 1 or more (got ${v}).`);
    const warn = (what: string) => (e: unknown) => log(`[warn] ${what}: ${e instanceof Error ? e.message : String(e)}`);
    const prune = () => pruneMemory(db, retention).catch(warn('retention'));
    await prune();
    // The recipients' pruning runs in batches for up to 30 s a run, beside the requests (from the listening
    // server on, not awaited: a first run over a long backlog would hold the start); one run at a time,
    // stopped between batches on close.
    let stopping = false;
    let pruningRecipients: Promise<unknown> | undefined;
    const pruneOldRecipients = () => {
      pruningRecipients ??= pruneRecipients(db, retention.recipientDays, { stopping: () => stopping })
        .catch(warn('recipient retention'))
        .finally(() => {
          pruningRecipients = undefined;
        });
    };
    const app = createApp({
      db,
      restoreDays: retention.restoreDays,
      jwtSecret: secret,
      demo: !!opts.demo,
      log,
      webDir: webDir(),
      examplesDir: examplesDir(),
      examples: !!opts.examples,
      corsOrigins,
      ...leaseFromEnv(),
      jobs: jobOptionsFromEnv(),
      get publicUrl() {
        return publicUrl;
      },
    });
    // Every process behind one PostgreSQL runs a worker (a scheduled send fires even when the process that
    // took it is gone); PGlite's one process starts its worker when a send is open, else at its first send.
    const open = await db.query<{ n: number }>(
      `select count(*)::int as n from notification_sends where status in ('scheduled', 'queued', 'sending')`,
    );
    if (db.kind === 'pg' || open.rows[0]!.n > 0) await app.jobs.start();
    const server = await listen(app, opts.port ?? 3000, host).catch(async (e: unknown) => {
      await app.jobs.stop();
      throw e;
    });
    const port = (server.address() as AddressInfo).port;
    publicUrl ??= served(port);
    pruneOldRecipients();
    const purge = setInterval(
      () => {
        purgeExpired(db).catch((e: unknown) => log(`[warn] purge: ${e instanceof Error ? e.message : String(e)}`));
        void prune();
        pruneOldRecipients();
      },
      opts.purgeEveryMs ?? 10 * 60_000,
    );
    purge.unref();
    let closed = false;
    return {
      url: served(port),
      port,
      app,
      db,
      seeded,
      demoAccounts: opts.demo ? await hasDemoAccounts(db) : false,
      close: async () => {
        if (closed) return;
        closed = true;
        clearInterval(purge);
        stopping = true;
        await pruningRecipients;
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          (server as { closeAllConnections?: () => void }).closeAllConnections?.();
        });
        await app.jobs.stop();
        await app.lastSeen.idle();
        await db.close();
      },
    };
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
}

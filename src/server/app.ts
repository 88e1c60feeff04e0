import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import type { Db } from './db/types.js';
import { scopedDb } from './db/scoped.js';
import { pgCode, pgConstraint } from './db/types.js';
import type { AppEnv, Deps, Limits, Log } from './lib/deps.js';
import { HttpError, defaultCode, isStorageFull } from './lib/http-error.js';
import { memoryLimiter, Slots, sqlLimiter } from './lib/rate-limit.js';
import { MailQueue } from './lib/mail.js';
import { LastSeen } from './lib/last-seen.js';
import { createJobs, type JobOptions } from './jobs/engine.js';
import { securityHeaders } from './lib/security.js';
import { idempotency, idempotencyKeyShape } from './lib/idempotency.js';
import { admission, Gate } from './lib/admission.js';
import { bodyFirst, DEFAULT_TRANSPORT, type Transport } from './lib/body.js';
import { mediaRoutes } from './lib/media.js';
import { dirExists, fileResponse } from './lib/static.js';
import { authRoutes } from './routes/auth.js';
import { accountRoutes } from './routes/accounts.js';
import { memberRoutes } from './routes/members.js';
import { companyRoutes } from './routes/companies.js';
import { productRoutes } from './routes/products.js';
import { categoryRoutes } from './routes/categories.js';
import { insightRoutes } from './routes/insights.js';
import { searchLane, searchLimits, searchRoutes, type SearchLimits } from './routes/search.js';
import { notificationRoutes } from './routes/notifications.js';
import { devRoutes } from './routes/dev.js';
import { auditRoutes, deletedRoutes } from './routes/audit.js';
import { sessionRoutes } from './routes/sessions.js';
import { tokenRoutes } from './routes/tokens.js';
import { adminRoutes, blockRoutes } from './routes/admins.js';
import { accessControl } from './lib/access.js';
import { randomUUID } from 'node:crypto';
import { requestIdFrom } from './lib/request.js';
import { CATEGORY_EXISTS, DEFAULT_RESTORE_DAYS, type ErrorCode } from '../api/contract/index.js';

// The deletions start.ts schedules, where they were first written (the tests import them from here).
export { DEFAULT_RETENTION, pruneMemory, pruneRecipients, purgeExpired, type Retention } from './lib/retention.js';

export interface AppOptions {
  db: Db;
  jwtSecret: string | Uint8Array;
  demo?: boolean;
  log?: Log;
  /** Built standalone page (default dist/web), single-file builds (default the elements folder beside it) and example pages (default examples). */
  webDir?: string;
  elementsDir?: string;
  examplesDir?: string;
  /** Serve the example pages under /examples/ (`backoffice serve --examples`); off by default. */
  examples?: boolean;
  /** Login attempts per IP+email per 5 minutes (default 10); shorthand for limits.loginAttempts. */
  loginAttempts?: number;
  /** Every other limit (docs/security.md): defaults in DEFAULT_LIMITS. */
  limits?: Partial<Limits>;
  /** How long an idempotent call holds its key before a retry may take it over (default 60 s). */
  idempotencyLeaseMs?: number;
  /** Absolute origin for links in mails; relative links without it. */
  publicUrl?: string;
  /** Serve the bundles' source maps (default: BACKOFFICE_SOURCE_MAPS=1, else off; docs/security.md says why). */
  sourceMaps?: boolean;
  /** Origins allowed to call /v1 from another origin (embedding hosts); none by default. */
  corsOrigins?: string[];
  /**
   * Requests under /v1 served at once, the rest wait first come, first served (default 4 on PGlite, whose
   * queries share one thread; unlimited on PostgreSQL, whose pool already queues). 0 = unlimited.
   */
  maxConcurrent?: number;
  /** Requests allowed to wait for the gate before a 503 (default 2000). */
  maxQueue?: number;
  /** Request bodies (deadline, refusals per address) and the bound of /health: DEFAULT_TRANSPORT (lib/body.ts). */
  transport?: Partial<Transport>;
  /** The search lane and its statement timeout (routes/search.ts, `searchLimits`). */
  search?: Partial<SearchLimits>;
  /** Days a deleted product or category can be restored before it is purged (default 30). */
  restoreDays?: number;
  /** The background jobs' settings (issue 15): delivery adapter, batch size, expiry, polling. */
  jobs?: Partial<JobOptions>;
}

const CONFLICTS: Record<string, [ErrorCode, string]> = {
  categories_name_key: ['category_exists', CATEGORY_EXISTS],
  categories_name_lower_key: ['category_exists', CATEGORY_EXISTS],
  members_username_key: ['username_taken', 'This username is already taken'],
  members_email_key: ['email_taken', 'This email is already registered'],
};

const err = (status: number, message: string, code: ErrorCode = defaultCode(status), field?: string) => ({
  statusCode: status,
  code,
  message,
  ...(field ? { field } : {}),
});

export const DEFAULT_LIMITS: Limits = {
  loginAttempts: 10,
  loginIpFailures: 50,
  loginAccountFailures: 20,
  loginDeviceFailures: 10,
  passwordChangeFailures: 5,
  hashConcurrency: Math.max(2, Math.min(4, availableParallelism())),
  hashQueue: 16,
  resetMails: 5,
  resetMailsPerAddress: 20,
};

/** Paths that hash passwords: outside the admission gate, bounded by the hashing slots instead. */
const HASHING_PATHS = new Set(['/v1/auth/login', '/v1/auth/reset-password', '/v1/accounts/enable', '/v1/accounts/password']);

export function createApp(opts: AppOptions) {
  const log = opts.log ?? (() => {});
  const limits: Limits = { ...DEFAULT_LIMITS, ...(opts.loginAttempts ? { loginAttempts: opts.loginAttempts } : {}), ...opts.limits };
  const base = opts.db;
  const db = scopedDb(base);
  // With PostgreSQL the counters live in the database, shared by every server process on it;
  // PGlite belongs to one process, so its counters stay in that process's memory.
  const limiter = (name: string, max: number, windowMs: number) =>
    base?.kind === 'pg' ? sqlLimiter(base, name, max, windowMs) : memoryLimiter(max, windowMs);
  const deps: Deps = {
    db,
    jwtKey: typeof opts.jwtSecret === 'string' ? new TextEncoder().encode(opts.jwtSecret) : opts.jwtSecret,
    demo: !!opts.demo,
    log,
    limits,
    loginLimiter: limiter('login', limits.loginAttempts, 5 * 60_000),
    loginIpLimiter: limiter('login-ip', limits.loginIpFailures, 15 * 60_000),
    loginAccountLimiter: limiter('login-account', limits.loginAccountFailures, 15 * 60_000),
    loginDeviceLimiter: limiter('login-device', limits.loginDeviceFailures, 15 * 60_000),
    passwordChangeLimiter: limiter('password-change', limits.passwordChangeFailures, 15 * 60_000),
    mailLimiter: limiter('reset-mail', limits.resetMails, 15 * 60_000),
    mailIpLimiter: limiter('reset-mail-ip', limits.resetMailsPerAddress, 15 * 60_000),
    hashSlots: new Slots(limits.hashConcurrency, limits.hashQueue),
    resetMails: new MailQueue((e) => log(`[error] reset mail: ${e instanceof Error ? e.message : String(e)}`)),
    jobs: createJobs(base, log, opts.jobs),
    lastSeen: new LastSeen(base, log),
    // Read at each use: the served origin is known only once the server listens.
    get publicUrl() {
      return opts.publicUrl;
    },
  };
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders);
  const transport: Transport = { ...DEFAULT_TRANSPORT, ...opts.transport };
  const maxConcurrent = opts.maxConcurrent ?? (opts.db?.kind === 'pglite' ? 4 : 0);
  const gate = maxConcurrent > 0 ? new Gate(maxConcurrent, opts.maxQueue ?? 2000) : null;

  // A full disk: every write fails until space is freed, reads go on. Said once a minute in the log.
  let diskFullSaid = 0;
  const storageFull = (method: string, path: string, e: unknown) => {
    if (Date.now() - diskFullSaid >= 60_000) {
      diskFullSaid = Date.now();
      log(
        `[error] the disk is full: writes answer 503 storage_full until space is freed (${method} ${path}: ${e instanceof Error ? e.message : String(e)})`,
      );
    }
  };

  app.onError((e, c) => {
    if (e instanceof HttpError) return c.json({ ...err(e.status, e.message, e.code, e.field), ...e.details }, e.status as 400, e.headers);
    if (isStorageFull(e)) {
      storageFull(c.req.method, c.req.path, e);
      return c.json(err(503, 'The server cannot store changes right now: its disk is full', 'storage_full'), 503, { 'Retry-After': '60' });
    }
    if (pgCode(e) === '23505') {
      const [code, msg] = CONFLICTS[pgConstraint(e) ?? ''] ?? ['conflict', 'The resource already exists'];
      return c.json(err(409, msg, code, code === 'username_taken' ? 'username' : undefined), 409);
    }
    if (pgCode(e) === '23503') return c.json(err(409, 'The resource is referenced by other records', 'resource_referenced'), 409);
    // Data exceptions (class 22: bad encoding, out-of-range value, ...) come from input that slipped past validation.
    if (pgCode(e)?.startsWith('22')) {
      log(`[warn] ${c.req.method} ${c.req.path}: database refused a value (${pgCode(e)})`);
      return c.json(err(400, 'The request contains a value the database cannot store'), 400);
    }
    log(`[error] ${c.req.method} ${c.req.path}: ${e instanceof Error ? e.message : String(e)}`);
    return c.json(err(500, 'Internal server error'), 500);
  });
  app.notFound((c) => c.json(err(404, 'Not found'), 404, { 'Cache-Control': 'no-store' }));

  // /health answers 200 when a request arriving now would be served: it passes the same admission gate as
  // /v1 and pings the database, both within healthTimeoutMs, else 503. Concurrent checks share one ping.
  let ping: Promise<boolean> | null = null;
  const healthy = async (): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), transport.healthTimeoutMs);
    });
    const check = async () => {
      if (gate && !(await gate.enterWithin(transport.healthTimeoutMs))) return false;
      try {
        await base.query('select 1');
        return true;
      } catch {
        return false;
      } finally {
        gate?.leave();
      }
    };
    try {
      return await Promise.race([check(), late]);
    } finally {
      clearTimeout(timer);
    }
  };
  app.get('/health', async (c) => {
    ping ??= healthy().finally(() => (ping = null));
    c.header('Cache-Control', 'no-store');
    return (await ping) ? c.json({ status: 'ok' }) : c.json({ status: 'unavailable' }, 503, { 'Retry-After': '1' });
  });
  const restoreDays = opts.restoreDays ?? DEFAULT_RESTORE_DAYS;

  const v1 = new Hono<AppEnv>();
  // API answers are per caller (tokens, members' data): no cache may keep them (RFC 6749 5.1 for tokens).
  // First, so that every answer of /v1 has it, errors of the middleware below (413, 408, 429, 503) too.
  v1.use('*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
  });
  // Every call has an id, the caller's X-Request-Id when it is a plain token, echoed in the answer and
  // kept in the audit trail.
  v1.use('*', async (c, next) => {
    const id = requestIdFrom(c.req.header('x-request-id')) ?? randomUUID();
    c.set('requestId', id);
    await next();
    c.res.headers.set('X-Request-Id', id);
  });
  // On every path of the server, not only /v1: a panel whose apiBase is wrong (/api instead of /v1) then reads
  // the 404 and says so, instead of a CORS refusal that looks like a server that cannot be reached.
  if (opts.corsOrigins?.length)
    app.use(
      '*',
      cors({
        origin: opts.corsOrigins,
        allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id', 'X-Backoffice-Client', 'X-Backoffice-Batch'],
        exposeHeaders: ['X-Request-Id'],
        maxAge: 600,
      }),
    );
  // The whole body (capped per route, within its deadline) before anything is held: slots, hashing, database.
  v1.use('*', bodyFirst(transport, limiter('bad-body', transport.badBodies, transport.badBodyWindowMs)));
  const search = searchLimits(base?.kind, opts.search);
  v1.use('/search/*', searchLane(deps, search));
  if (gate) {
    const admit = admission(gate);
    v1.use('*', (c, next) => (HASHING_PATHS.has(c.req.path) ? next() : admit(c, next)));
  }
  // The job engine starts before a send's transaction opens (on PGlite, one session, its first queries would
  // wait for that transaction, which would wait for them): at boot (startServer) or before the first send.
  v1.use('/notifications/*', async (c, next) => {
    if (c.req.method === 'POST' && !deps.jobs.started) await deps.jobs.start();
    await next();
  });
  // Issue 39: the one access check (route → scope table, lib/access.ts), before anything of the route runs.
  v1.use('*', idempotencyKeyShape);
  v1.use('*', accessControl(deps));
  v1.use('*', idempotency({ base, jwtKey: deps.jwtKey, ...(opts.idempotencyLeaseMs ? { leaseMs: opts.idempotencyLeaseMs } : {}) }));
  v1.route('/auth', authRoutes(deps));
  v1.route('/accounts', accountRoutes(deps));
  v1.route('/members', memberRoutes(deps));
  v1.route('/members', blockRoutes(deps));
  v1.route('/sessions', sessionRoutes(deps));
  v1.route('/tokens', tokenRoutes(deps));
  v1.route('/admins', adminRoutes(deps));
  v1.route('/companies', companyRoutes(deps));
  v1.route('/products', productRoutes(deps, restoreDays));
  v1.route('/categories', categoryRoutes(deps, restoreDays));
  v1.route('/audit', auditRoutes(deps));
  v1.route('/recently-deleted', deletedRoutes(deps, restoreDays));
  v1.route('/insights', insightRoutes(deps));
  v1.route('/search', searchRoutes(deps, search));
  v1.route('/notifications', notificationRoutes(deps));
  if (deps.demo) v1.route('/dev', devRoutes(deps));
  v1.notFound((c) => c.json(err(404, 'Not found'), 404));
  app.route('/v1', v1);

  app.route('/media', mediaRoutes());

  const sourceMaps = opts.sourceMaps ?? process.env['BACKOFFICE_SOURCE_MAPS'] === '1';
  // The example pages only when asked for (--examples): a deployed server shows no demo pages.
  const examples = opts.examplesDir ?? join(process.cwd(), 'examples');
  app.get('/examples/*', async (c, next) => {
    if (!opts.examples || !dirExists(examples)) return next();
    return (await fileResponse(c, examples, c.req.path.slice('/examples'.length), sourceMaps)) ?? next();
  });

  const web = opts.webDir ?? join(process.cwd(), 'dist', 'web');
  // The single-file builds (dist/elements/all.js, all.classic.js) at /elements/, shipped once in the package.
  const elements = opts.elementsDir ?? join(web, '..', 'elements');
  app.get('/elements/*', async (c, next) => {
    if (!dirExists(elements)) return next();
    return (await fileResponse(c, elements, c.req.path.slice('/elements'.length), sourceMaps)) ?? next();
  });
  app.get('*', async (c, next) => {
    if (!dirExists(web) || c.req.path === '/v1' || c.req.path.startsWith('/v1/')) return next();
    const file = await fileResponse(c, web, c.req.path, sourceMaps);
    if (file) return file;
    // History fallback: the app's own routes get the page (none has a dot, an escape or a trailing file
    // part); asset, element, media and example misses, and any path naming a file, stay 404.
    if (/[.%;]/.test(c.req.path) || /^\/(assets|elements|media|examples)(\/|$)/i.test(c.req.path)) return next();
    return (await fileResponse(c, web, '/index.html')) ?? next();
  });

  return Object.assign(app, { jobs: deps.jobs, lastSeen: deps.lastSeen });
}

export type App = ReturnType<typeof createApp>;

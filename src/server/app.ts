import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { join } from 'node:path';
import type { Db } from './db/types.js';
import { pgCode, pgConstraint } from './db/types.js';
import type { AppEnv, Deps, Log } from './lib/deps.js';
import { HttpError } from './lib/http-error.js';
import { RateLimiter } from './lib/rate-limit.js';
import { securityHeaders } from './lib/security.js';
import { idempotency } from './lib/idempotency.js';
import { admission, Gate } from './lib/admission.js';
import { mediaRoutes } from './lib/media.js';
import { dirExists, fileResponse } from './lib/static.js';
import { authRoutes } from './routes/auth.js';
import { accountRoutes } from './routes/accounts.js';
import { memberRoutes } from './routes/members.js';
import { companyRoutes } from './routes/companies.js';
import { productRoutes } from './routes/products.js';
import { categoryRoutes } from './routes/categories.js';
import { insightRoutes } from './routes/insights.js';
import { notificationRoutes } from './routes/notifications.js';
import { devRoutes } from './routes/dev.js';
import { CATEGORY_EXISTS } from '../api/contract/index.js';

export interface AppOptions {
  db: Db;
  jwtSecret: string | Uint8Array;
  demo?: boolean;
  log?: Log;
  /** Built standalone page (default dist/web) and example pages (default examples). */
  webDir?: string;
  examplesDir?: string;
  /** Login attempts per IP+email per 5 minutes (default 10). */
  loginAttempts?: number;
  /** Origins allowed to call /v1 from another origin (embedding hosts); none by default. */
  corsOrigins?: string[];
  /**
   * Requests under /v1 served at once, the rest wait first come, first served (default 4 on PGlite, whose
   * queries share one thread; unlimited on PostgreSQL, whose pool already queues). 0 = unlimited.
   */
  maxConcurrent?: number;
  /** Requests allowed to wait for the gate before a 503 (default 2000). */
  maxQueue?: number;
}

const CONFLICTS: Record<string, string> = {
  categories_name_key: CATEGORY_EXISTS,
  members_username_key: 'This username is already taken',
  members_email_key: 'This email is already registered',
};

const err = (status: number, message: string) => ({ statusCode: status, message });

export function createApp(opts: AppOptions) {
  const log = opts.log ?? (() => {});
  const deps: Deps = {
    db: opts.db,
    jwtKey: typeof opts.jwtSecret === 'string' ? new TextEncoder().encode(opts.jwtSecret) : opts.jwtSecret,
    demo: !!opts.demo,
    log,
    loginLimiter: new RateLimiter(opts.loginAttempts ?? 10, 5 * 60_000),
    mailLimiter: new RateLimiter(5, 15 * 60_000),
  };
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders);

  app.onError((e, c) => {
    if (e instanceof HttpError) return c.json(err(e.status, e.message), e.status as 400, e.headers);
    if (pgCode(e) === '23505') {
      const msg = CONFLICTS[pgConstraint(e) ?? ''] ?? 'The resource already exists';
      return c.json(err(409, msg), 409);
    }
    if (pgCode(e) === '23503') return c.json(err(409, 'The resource is referenced by other records'), 409);
    // Data exceptions (class 22: bad encoding, out-of-range value, ...) come from input that slipped past validation.
    if (pgCode(e)?.startsWith('22')) {
      log(`[warn] ${c.req.method} ${c.req.path}: database refused a value (${pgCode(e)})`);
      return c.json(err(400, 'The request contains a value the database cannot store'), 400);
    }
    log(`[error] ${c.req.method} ${c.req.path}: ${e instanceof Error ? e.message : String(e)}`);
    return c.json(err(500, 'Internal server error'), 500);
  });
  app.notFound((c) => c.json(err(404, 'Not found'), 404));

  app.get('/health', (c) => c.json({ status: 'ok' }));

  const v1 = new Hono<AppEnv>();
  if (opts.corsOrigins?.length)
    v1.use('*', cors({ origin: opts.corsOrigins, allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'], maxAge: 600 }));
  v1.use('*', bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json(err(413, 'The request body is too large (max 1 MB)'), 413) }));
  const maxConcurrent = opts.maxConcurrent ?? (opts.db?.kind === 'pglite' ? 4 : 0);
  if (maxConcurrent > 0) v1.use('*', admission(new Gate(maxConcurrent, opts.maxQueue ?? 2000)));
  v1.use('*', idempotency(deps));
  v1.route('/auth', authRoutes(deps));
  v1.route('/accounts', accountRoutes(deps));
  v1.route('/members', memberRoutes(deps));
  v1.route('/companies', companyRoutes(deps));
  v1.route('/products', productRoutes(deps));
  v1.route('/categories', categoryRoutes(deps));
  v1.route('/insights', insightRoutes(deps));
  v1.route('/notifications', notificationRoutes(deps));
  if (deps.demo) v1.route('/dev', devRoutes(deps));
  v1.notFound((c) => c.json(err(404, 'Not found'), 404));
  app.route('/v1', v1);

  app.route('/media', mediaRoutes());

  const examples = opts.examplesDir ?? join(process.cwd(), 'examples');
  app.get('/examples/*', async (c, next) => {
    if (!dirExists(examples)) return next();
    return (await fileResponse(c, examples, c.req.path.slice('/examples'.length))) ?? next();
  });

  const web = opts.webDir ?? join(process.cwd(), 'dist', 'web');
  app.get('*', async (c, next) => {
    if (!dirExists(web) || c.req.path === '/v1' || c.req.path.startsWith('/v1/')) return next();
    const file = await fileResponse(c, web, c.req.path);
    if (file) return file;
    // History fallback: paths without an extension get the page, asset misses stay 404.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return next();
    return (await fileResponse(c, web, '/index.html')) ?? next();
  });

  return app;
}

export type App = ReturnType<typeof createApp>;

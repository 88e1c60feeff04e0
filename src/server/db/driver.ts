import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './types.js';
import { lockDataDir } from './lock.js';
import { ensurePrivateDir, tightenTree } from './private-dir.js';
import { join } from 'node:path';

export interface OpenDbOptions {
  /** PostgreSQL connection string: picks the `pg` Pool driver. */
  databaseUrl?: string;
  /** PostgreSQL schema to use (created if missing); tests use one per file. */
  schema?: string;
  /** Server data directory (PGlite files in pgdata/, lock, JWT secret); without it (and without databaseUrl) PGlite runs in memory. */
  dataDir?: string;
  /** An already open PGlite instance (e.g. a clone of a test template). */
  pglite?: PGlite;
  /** Where to say that a data directory's modes were tightened. */
  log?: (line: string) => void;
}

const fromPglite = (db: PGlite, release: () => void = () => {}): Db => {
  const wrap = (q: PGlite | Transaction): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await q.query<T>(sql, params)).rows }),
    exec: async (sql: string) => {
      await q.exec(sql);
    },
  });
  const base = wrap(db);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      try {
        if (!db.closed) await db.close();
      } finally {
        release();
      }
    },
  };
};

/**
 * The database engines are optional peer dependencies of the package (a portal that only embeds panels
 * installs neither): loaded on first use, with a message that says what to install when missing.
 */
export class MissingEngineError extends Error {
  readonly code = 'MISSING_ENGINE';
  constructor(pkg: string, why: string) {
    super(`${why} needs the package ${pkg}, which is not installed. Install it next to directory-backoffice: npm install ${pkg}`);
  }
}
const isMissing = (err: unknown, pkg: string) =>
  err instanceof Error && (err as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' && err.message.includes(pkg);

async function engine<T>(pkg: string, why: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (err) {
    if (isMissing(err, pkg)) throw new MissingEngineError(pkg, why);
    throw err;
  }
}

/** An embedded database in `dataDir` (else in memory), or loaded from a `dumpDataDir()` image (a test template). */
export async function createPglite(dataDir?: string, image?: Blob): Promise<PGlite> {
  const why = 'The embedded database (no DATABASE_URL)';
  const { PGlite } = await engine('@electric-sql/pglite', why, () => import('@electric-sql/pglite'));
  const { pg_trgm } = await engine('@electric-sql/pglite', why, () => import('@electric-sql/pglite/contrib/pg_trgm'));
  return PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(image ? { loadDataDir: image } : {}), extensions: { pg_trgm } });
}

const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** Connections each server process keeps open to PostgreSQL at most, without BACKOFFICE_DB_POOL. */
export const DEFAULT_DB_POOL = 10;

/**
 * BACKOFFICE_DB_POOL: the pool size of one process (default 10). N processes open up to N times it, which
 * must stay under PostgreSQL's max_connections (docs/deploy.md). At least 2: an idempotent call holds one
 * connection for its transaction and counts its rate limit on another.
 */
export function dbPoolSize(raw: string | undefined = process.env['BACKOFFICE_DB_POOL']): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_DB_POOL;
  const n = /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 2 && n <= 1000)) throw new Error(`BACKOFFICE_DB_POOL must be a whole number of connections from 2 to 1000 (got "${raw}").`);
  return n;
}

async function openPg(url: string, schema?: string): Promise<Db> {
  const max = dbPoolSize(); // refused before any connection is made
  const { default: pg } = await engine('pg', 'PostgreSQL (DATABASE_URL)', () => import('pg'));
  if (schema) {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(`create schema if not exists ${quoteIdent(schema)}`);
    } finally {
      await c.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  pool.on('error', () => {}); // idle client errors must not crash the process
  const base: Queryable = {
    query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await pool.query(sql, params as unknown[])).rows as T[] }),
    exec: async (sql: string) => {
      await pool.query(sql);
    },
  };
  try {
    await pool.query('select 1');
  } catch (err) {
    await pool.end().catch(() => {});
    const why = err instanceof Error ? err.message : String(err);
    throw new Error(`Cannot reach the database at DATABASE_URL (${why}). Check that PostgreSQL is running and the URL is right.`);
  }
  return {
    kind: 'pg',
    query: base.query,
    exec: base.exec,
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const r = await fn({
          query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params as unknown[])).rows as T[] }),
          exec: async (sql: string) => {
            await client.query(sql);
          },
        });
        await client.query('commit');
        return r;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Picks the driver: `pg` when a URL is given, else PGlite (data dir, or memory). */
export async function openDb(opts: OpenDbOptions = {}): Promise<Db> {
  if (opts.databaseUrl) return openPg(opts.databaseUrl, opts.schema);
  if (opts.pglite) return fromPglite(opts.pglite);
  if (!opts.dataDir) return fromPglite(await createPglite());
  const dir = opts.dataDir;
  // Private before anything is written into it: password hashes, reset tokens and the JWT secret live here.
  ensurePrivateDir(dir, opts.log);
  const release = lockDataDir(dir);
  try {
    const pgdata = join(dir, 'pgdata');
    ensurePrivateDir(pgdata, opts.log);
    const db = await createPglite(pgdata);
    tightenTree(dir);
    return fromPglite(db, () => {
      tightenTree(dir);
      release();
    });
  } catch (err) {
    release();
    throw err;
  }
}

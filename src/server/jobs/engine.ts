import type PgBossType from 'pg-boss';
import type { Db, Queryable } from '../db/types.js';
import { pgCode } from '../db/types.js';
import type { Log } from '../lib/deps.js';
import { rowsAdapter, type DeliveryAdapter } from './delivery.js';
import { failSend, runFanout } from './fanout.js';

/** The queue of notification fan-outs: one job a send (and one more for each slice it needs). */
export const FANOUT_QUEUE = 'notification-fanout';

export interface JobOptions {
  /** How a batch reaches phones (default: the recipients' rows). */
  adapter: DeliveryAdapter;
  /** Recipients per batch (default 5,000). */
  batchSize: number;
  /** How long one job fans out before it hands the rest to the next job (default 5 s). */
  sliceMs: number;
  /** A job running longer is taken to be dead (its process crashed) and retried (default 60 s). */
  expireSeconds: number;
  /** How often an idle worker asks for a job (default 2 s; at least 0.5). */
  pollSeconds: number;
  /** How often expired jobs are looked for (default 30 s). */
  maintenanceSeconds: number;
  /** Retries of a failing job before its send is marked failed (default 8, with back-off). */
  retryLimit: number;
}

export const DEFAULT_JOB_OPTIONS: JobOptions = {
  adapter: rowsAdapter,
  batchSize: 5000,
  sliceMs: 5000,
  expireSeconds: 60,
  pollSeconds: 2,
  maintenanceSeconds: 30,
  retryLimit: 8,
};

/** BACKOFFICE_JOB_BATCH_SIZE, BACKOFFICE_JOB_EXPIRE_SECONDS, BACKOFFICE_JOB_POLL_SECONDS, BACKOFFICE_JOB_MAINTENANCE_SECONDS (docs/deploy.md). */
export function jobOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<JobOptions> {
  const out: Partial<JobOptions> = {};
  const read = (
    name: string,
    min: number,
    key: 'expireSeconds' | 'pollSeconds' | 'maintenanceSeconds' | 'batchSize',
    unit = 'a number of seconds',
  ) => {
    const raw = env[name];
    if (!raw) return;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min || (key === 'batchSize' && !Number.isInteger(n)))
      throw new Error(`${name} must be ${unit}, at least ${min} (got "${raw}").`);
    out[key] = n;
  };
  read('BACKOFFICE_JOB_BATCH_SIZE', 1, 'batchSize', 'a whole number of recipients');
  read('BACKOFFICE_JOB_EXPIRE_SECONDS', 5, 'expireSeconds');
  read('BACKOFFICE_JOB_POLL_SECONDS', 0.5, 'pollSeconds');
  read('BACKOFFICE_JOB_MAINTENANCE_SECONDS', 1, 'maintenanceSeconds');
  return out;
}

/** The background jobs of one server process (pg-boss over the server's own database). */
export interface Jobs {
  /** How a batch reaches phones: the fan-out's adapter, also used for a send to one recipient. */
  readonly adapter: DeliveryAdapter;
  /** Starts the engine and this process's worker once; every later call answers the same promise. */
  start(): Promise<void>;
  readonly started: boolean;
  /**
   * Enqueues a send's fan-out inside the caller's transaction (it exists only if that commits), to start
   * at `startAfter` (a scheduled send) or now. Answers the job's id. The engine must have started.
   */
  enqueueFanout(tx: Queryable, sendId: number, startAfter?: Date | null): Promise<string>;
  /** Asks this process's worker to look for a job now (after the enqueuing transaction committed). */
  wake(): void;
  /** Cancels a job that has not started (best effort: the fan-out also checks the send's status). */
  cancel(jobId: string): Promise<void>;
  /** Stops the worker after its current batch; what is left goes to the next job. */
  stop(): Promise<void>;
}

type BossDb = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss runs its statements through the server's own driver (PGlite or the `pg` pool), or through the
 * request's transaction for an enqueue. PGlite's extended protocol takes one statement at a time: pg-boss's
 * schema scripts (several statements, no parameters) go through `exec`.
 */
const bossDb = (q: Queryable): BossDb => ({
  async executeSql(text, values) {
    try {
      return await q.query(text, values);
    } catch (err) {
      if (pgCode(err) !== '42601' || values?.length) throw err;
      await q.exec(text);
      return { rows: [] };
    }
  },
});

/** pg-boss's schema beside the server's: `pgboss`, or `<schema>_jobs` for a server in a schema of its own (tests). */
async function bossSchema(db: Db): Promise<string> {
  const { rows } = await db.query<{ s: string }>('select current_schema() as s');
  const s = rows[0]?.s ?? 'public';
  return s === 'public' ? 'pgboss' : `${s}_jobs`;
}

export function createJobs(db: Db, log: Log, options: Partial<JobOptions> = {}): Jobs {
  const o: JobOptions = { ...DEFAULT_JOB_OPTIONS, ...options };
  // A job hands over well before it would expire (pg-boss fails a job that runs past its expiry).
  const sliceMs = Math.min(o.sliceMs, (o.expireSeconds * 1000) / 4);
  let boss: PgBossType | null = null;
  let workerId: string | null = null;
  let starting: Promise<void> | null = null;
  let stopping = false;
  const warn = (what: string, e: unknown) => log(`[warn] jobs: ${what}: ${e instanceof Error ? e.message : String(e)}`);

  const handle = async ([job]: PgBossType.JobWithMetadata<{ sendId: number }>[]) => {
    if (!job) return;
    const { sendId } = job.data;
    try {
      const more = await runFanout(db, o.adapter, sendId, { batchSize: o.batchSize, sliceMs, stopping: () => stopping });
      // The rest in a job of its own: a job never runs near its expiry, and a crash costs one slice's wait.
      if (more) await boss!.send(FANOUT_QUEUE, { sendId });
      if (more && !stopping) wake();
    } catch (err) {
      if (job.retryCount >= job.retryLimit)
        await failSend(db, sendId, err instanceof Error ? err.message : String(err)).catch((e: unknown) =>
          warn('marking a send failed', e),
        );
      throw err;
    }
  };

  const wake = () => {
    if (boss && workerId && !stopping) boss.notifyWorker(workerId);
  };

  const start = () =>
    (starting ??= (async () => {
      const { default: PgBoss } = await import('pg-boss');
      const b = new PgBoss({
        db: bossDb(db),
        schema: await bossSchema(db),
        supervise: true,
        schedule: false,
        maintenanceIntervalSeconds: o.maintenanceSeconds,
      });
      b.on('error', (e) => warn('engine', e));
      await b.start();
      if (!(await b.getQueue(FANOUT_QUEUE)))
        await b.createQueue(FANOUT_QUEUE, {
          name: FANOUT_QUEUE,
          retryLimit: o.retryLimit,
          retryDelay: 2,
          retryBackoff: true,
          expireInSeconds: o.expireSeconds,
        });
      // PGlite belongs to this process (the data folder is locked): a job left active was running in a
      // process that died. Failed now (retried after its retry delay) rather than when it expires.
      if (db.kind === 'pglite') {
        const schema = await bossSchema(db);
        const { rows } = await db.query<{ id: string }>(`select id from ${schema}.job where name = $1 and state = 'active'`, [
          FANOUT_QUEUE,
        ]);
        if (rows.length) {
          await b.fail(
            FANOUT_QUEUE,
            rows.map((r) => r.id),
          );
        }
      }
      boss = b;
      workerId = await b.work<{ sendId: number }>(
        FANOUT_QUEUE,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: o.pollSeconds },
        handle,
      );
    })());

  return {
    adapter: o.adapter,
    start,
    get started() {
      return boss !== null;
    },
    async enqueueFanout(tx, sendId, startAfter) {
      if (!boss) throw new Error('The job engine has not started');
      const id = await boss.send(FANOUT_QUEUE, { sendId }, {
        ...(startAfter ? { startAfter } : {}),
        db: bossDb(tx),
      } as PgBossType.SendOptions);
      if (!id) throw new Error('The job engine did not take the job');
      return id;
    },
    wake,
    async cancel(jobId) {
      await boss?.cancel(FANOUT_QUEUE, jobId).catch((e: unknown) => warn('cancelling a job', e));
    },
    async stop() {
      stopping = true;
      if (starting) await starting.catch(() => {});
      if (boss) await boss.stop({ graceful: true, wait: true, timeout: 10_000 }).catch((e: unknown) => warn('stopping', e));
    },
  };
}

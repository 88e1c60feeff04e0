import type { Queryable } from '../db/types.js';

/**
 * An attempt counter over a fixed window. `hit` counts an attempt and answers the seconds to wait when
 * the key is over its limit (0 = go on); `undo` takes one attempt back (a sign-in that turned out right
 * is not a failure); `reset` forgets the key.
 */
export interface Limiter {
  hit(key: string): Promise<number>;
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Fixed-window attempt counter in memory (one per app instance), bounded in size. */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    /** Most keys kept: a flood of distinct keys (e-mails) evicts the oldest instead of growing without end. */
    private readonly maxKeys = 50_000,
  ) {}

  get size() {
    return this.hits.size;
  }

  /** Counts an attempt; answers the seconds to wait when over the limit, else 0. */
  hit(key: string, now = Date.now()): number {
    const h = this.hits.get(key);
    if (!h || h.resetAt <= now) {
      if (h) this.hits.delete(key);
      if (this.hits.size >= this.maxKeys) this.evict(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return 0;
    }
    h.count++;
    return h.count > this.max ? Math.max(1, Math.ceil((h.resetAt - now) / 1000)) : 0;
  }

  undo(key: string) {
    const h = this.hits.get(key);
    if (h && h.count > 0) h.count--;
  }

  reset(key: string) {
    this.hits.delete(key);
  }

  /** Drops expired windows; if still full, the oldest tenth (Map keeps insertion order). */
  private evict(now: number) {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
    if (this.hits.size < this.maxKeys) return;
    let drop = Math.max(1, Math.ceil(this.maxKeys / 10));
    for (const k of this.hits.keys()) {
      if (drop-- <= 0) break;
      this.hits.delete(k);
    }
  }
}

/** The in-memory counter behind the Limiter interface (PGlite: one process owns the database). */
export const memoryLimiter = (max: number, windowMs: number): Limiter => {
  const r = new RateLimiter(max, windowMs);
  return {
    hit: async (key) => r.hit(key),
    undo: async (key) => r.undo(key),
    reset: async (key) => r.reset(key),
  };
};

/**
 * The same counter in PostgreSQL's `rate_limits` table, so every server process behind one database
 * shares it (N processes must not allow N times the attempts). One upsert per attempt.
 */
export const sqlLimiter = (db: Queryable, name: string, max: number, windowMs: number): Limiter => {
  const k = (key: string) => `${name}|${key}`;
  return {
    async hit(key) {
      const { rows } = await db.query<{ count: number; wait: number }>(
        `insert into rate_limits as r (key, count, reset_at) values ($1, 1, now() + make_interval(secs => $2))
         on conflict (key) do update set
           count = case when r.reset_at <= now() then 1 else r.count + 1 end,
           reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
         returning count, ceil(extract(epoch from (reset_at - now())))::int as wait`,
        [k(key), windowMs / 1000],
      );
      const row = rows[0]!;
      return row.count > max ? Math.max(1, row.wait) : 0;
    },
    async undo(key) {
      await db.query('update rate_limits set count = greatest(count - 1, 0) where key = $1', [k(key)]);
    },
    async reset(key) {
      await db.query('delete from rate_limits where key = $1', [k(key)]);
    },
  };
};

/**
 * At most `max` tasks at once and `queue` waiting, first come first served; past that `tryRun` answers
 * null at once (the caller says 503). Password hashing runs through one: a flood of sign-ins must not
 * take every thread and core from the requests of signed-in admins.
 */
export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(
    readonly max: number,
    readonly queue: number,
  ) {}

  get busy() {
    return this.running;
  }

  async tryRun<T>(task: () => Promise<T>): Promise<{ value: T } | null> {
    if (this.running >= this.max) {
      if (this.waiting.length >= this.queue) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running++;
    try {
      return { value: await task() };
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

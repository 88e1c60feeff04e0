import type { Queryable } from '../db/types.js';

/** What `Limiter.hit` answers: `wait` 0 when the attempt was counted (`count` attempts in the window, it included). */
export interface Attempt {
  /** Seconds to wait when the key is at its limit: the attempt was refused and not counted. 0 = go on. */
  wait: number;
  /** Attempts counted in the current window, this one included (the limit when refused). */
  count: number;
}

/**
 * An attempt counter over a fixed window. `hit` counts an attempt unless the key is already at its limit:
 * a refused attempt is not counted (it neither brings a key closer to a limit nor keeps it there longer);
 * `undo` takes one counted attempt back (a sign-in that turned out right is not a failure); `reset` forgets
 * the key.
 */
export interface Limiter {
  hit(key: string): Promise<Attempt>;
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

  /** Counts an attempt; answers the seconds to wait when the key is at its limit (not counted then), else 0. */
  hit(key: string, now = Date.now()): number {
    const h = this.hits.get(key);
    if (!h || h.resetAt <= now) {
      if (h) this.hits.delete(key);
      if (this.hits.size >= this.maxKeys) this.evict(now);
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return 0;
    }
    if (h.count >= this.max) return Math.max(1, Math.ceil((h.resetAt - now) / 1000));
    h.count++;
    return 0;
  }

  /** Attempts counted for `key` in its current window. */
  count(key: string, now = Date.now()): number {
    const h = this.hits.get(key);
    return h && h.resetAt > now ? h.count : 0;
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
    hit: async (key) => {
      const now = Date.now();
      const wait = r.hit(key, now);
      return { wait, count: r.count(key, now) };
    },
    undo: async (key) => r.undo(key),
    reset: async (key) => r.reset(key),
  };
};

/**
 * The same counter in PostgreSQL's `rate_limits` table, so every server process behind one database
 * shares it (N processes must not allow N times the attempts). One upsert per counted attempt: it changes
 * nothing when the key is at its limit (the row is locked and read again, so concurrent attempts each see
 * the others' counts), and a second query then reads the wait.
 */
export const sqlLimiter = (db: Queryable, name: string, max: number, windowMs: number): Limiter => {
  const k = (key: string) => `${name}|${key}`;
  return {
    async hit(key) {
      const { rows } = await db.query<{ count: number }>(
        `insert into rate_limits as r (key, count, reset_at) values ($1, 1, now() + make_interval(secs => $2))
         on conflict (key) do update set
           count = case when r.reset_at <= now() then 1 else r.count + 1 end,
           reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
         where r.reset_at <= now() or r.count < $3
         returning count`,
        [k(key), windowMs / 1000, max],
      );
      if (rows[0]) return { wait: 0, count: rows[0].count };
      const left = await db.query<{ wait: number }>(
        'select ceil(extract(epoch from (reset_at - now())))::int as wait from rate_limits where key = $1',
        [k(key)],
      );
      return { wait: Math.max(1, left.rows[0]?.wait ?? 1), count: max };
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

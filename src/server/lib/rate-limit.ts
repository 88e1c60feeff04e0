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
    return h.count > this.max ? Math.ceil((h.resetAt - now) / 1000) : 0;
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

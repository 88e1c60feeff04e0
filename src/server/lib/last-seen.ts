import type { Db } from '../db/types.js';
import type { Log } from './deps.js';

/** How often a member's last_seen_at is written at most (and a member_activity row added). */
export const SEEN_INTERVAL_MS = 60 * 60_000;

/**
 * Sets last_seen_at unless it was set less than an hour ago, and then adds the activity row of that moment
 * (the dashboard's active members), in one statement: when two processes race, one writes both.
 */
const TOUCH_SQL = `with seen as (
    update members set last_seen_at = now()
     where id = $1 and (last_seen_at is null or last_seen_at < now() - interval '1 hour')
     returning id, last_seen_at)
  insert into member_activity (member_id, at) select id, last_seen_at from seen on conflict do nothing`;

/** The condition on members m that says the member is due for a new record (read with the token check). */
export const SEEN_DUE_SQL = `(m.last_seen_at is null or m.last_seen_at < now() - interval '1 hour')`;

/**
 * Records when members were last seen: on sign-in and on authenticated requests, at most once an hour per
 * member. Writes go to the database itself (`db` is the base Db, never a request's transaction): on PGlite
 * a request's write waits until the request's transaction has ended, and no request ever waits for it.
 * A failed write is logged and never fails the request.
 *
 * Within the hour nothing is asked of the database: the token check reads whether the member is due
 * (SEEN_DUE_SQL), and this process remembers whom it recorded in the last hour (so a burst of requests
 * from one member writes once, even before its first write has committed).
 */
export class LastSeen {
  private readonly recent = new Map<number, number>();
  private readonly pending = new Set<Promise<void>>();
  private sweepAt = 1024;

  constructor(
    private readonly db: Pick<Db, 'query'>,
    private readonly log: Log,
    private readonly clock: () => number = Date.now,
  ) {}

  /** After a request authenticated as the member; `due` is what the token check read (SEEN_DUE_SQL). Not awaited. */
  seen(memberId: number, due: boolean): void {
    if (!due || this.fresh(memberId)) return;
    this.remember(memberId);
    const p: Promise<void> = this.write(memberId).finally(() => this.pending.delete(p));
    this.pending.add(p);
  }

  /** On a successful sign-in: awaited, so the answer comes after the record; never throws. */
  async signedIn(memberId: number): Promise<void> {
    if (this.fresh(memberId)) return;
    this.remember(memberId);
    await this.write(memberId);
  }

  /** Resolves when every write started so far has ended (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private fresh(memberId: number) {
    const at = this.recent.get(memberId);
    return at !== undefined && this.clock() - at < SEEN_INTERVAL_MS;
  }

  private remember(memberId: number) {
    const now = this.clock();
    this.recent.set(memberId, now);
    if (this.recent.size < this.sweepAt) return;
    for (const [id, at] of this.recent) if (now - at >= SEEN_INTERVAL_MS) this.recent.delete(id);
    this.sweepAt = Math.max(1024, this.recent.size * 2);
  }

  private async write(memberId: number) {
    try {
      await this.db.query(TOUCH_SQL, [memberId]);
    } catch (e) {
      this.recent.delete(memberId); // the next request tries again
      this.log(`[warn] last seen of member ${memberId}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}

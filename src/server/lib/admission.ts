import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-error.js';

/**
 * FIFO admission gate: at most `max` requests inside, the others wait in arrival order; past `maxQueue`
 * waiting, a 503 at once. PGlite runs every query on one thread: without the gate 100 concurrent requests
 * interleave their queries and some wait tens of seconds (seen in bench/load); with it each request runs
 * nearly uninterrupted and the wait is fair (first come, first served). A request enters only once its
 * body has arrived whole (lib/body.ts), so a slow upload never holds a place. Searches pass a gate of their
 * own first (the search lane, routes/search.ts), so they never hold more than its places of this one.
 */
export class Gate {
  private inside = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(
    readonly max: number,
    readonly maxQueue: number,
  ) {}

  get queued() {
    return this.waiting.length;
  }

  /** Resolves when admitted; false when the queue is full (the caller answers 503). */
  async enter(): Promise<boolean> {
    if (this.inside < this.max) {
      this.inside++;
      return true;
    }
    if (this.waiting.length >= this.maxQueue) return false;
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    return true; // the slot was handed over by leave()
  }

  /**
   * Resolves true when admitted within `ms`, false when not (or the queue is full). A place in the queue
   * that comes after the time is up is handed straight on: nothing stays held for a caller that left.
   */
  enterWithin(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      let done = false;
      const timer = setTimeout(() => {
        done = true;
        resolve(false);
      }, ms);
      void this.enter().then((ok) => {
        if (done) {
          if (ok) this.leave();
          return;
        }
        done = true;
        clearTimeout(timer);
        resolve(ok);
      });
    });
  }

  leave() {
    const next = this.waiting.shift();
    if (next) next();
    else this.inside--;
  }
}

export const admission =
  (gate: Gate, message = 'The server is busy, retry later'): MiddlewareHandler =>
  async (c, next) => {
    if (!(await gate.enter())) throw new HttpError(503, message, { 'Retry-After': '1' });
    try {
      await next();
    } finally {
      gate.leave();
    }
  };

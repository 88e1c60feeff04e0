import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-error.js';

/**
 * FIFO admission gate: at most `max` requests inside, the others wait in arrival order; past `maxQueue`
 * waiting, a 503 at once. PGlite runs every query on one thread: without the gate 100 concurrent requests
 * interleave their queries and some wait tens of seconds (seen in bench/load); with it each request runs
 * nearly uninterrupted and the wait is fair (first come, first served).
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

  leave() {
    const next = this.waiting.shift();
    if (next) next();
    else this.inside--;
  }
}

export const admission =
  (gate: Gate): MiddlewareHandler =>
  async (c, next) => {
    if (!(await gate.enter())) throw new HttpError(503, 'The server is busy, retry later', { 'Retry-After': '1' });
    try {
      await next();
    } finally {
      gate.leave();
    }
  };

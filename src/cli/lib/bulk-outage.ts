import { duration } from './output.js';
import type { Progress } from './progress.js';

/** Connection failures in a row that make a run pause, and how often it then probes the API. */
export const OUTAGE_AFTER = 3;
export const OUTAGE_PROBE_MS = 5000;
/** How long a run waits out an outage before it stops (--max-outage; 0 stops at once). */
export const MAX_OUTAGE_MS = 5 * 60_000;

/** "12 s" under a minute, else "3m04s". */
const waited = (ms: number) => (ms < 60_000 ? `${Math.floor(ms / 1000)} s` : duration(ms));

/**
 * Settles after `ms` (never when undefined) or when the signal aborts, whichever is first; either way its
 * timer and its listener are removed, so a long run adds no listener per wait (no MaxListenersExceededWarning).
 */
export function waitFor(ms: number | undefined, signal: AbortSignal | undefined, also?: Promise<void>): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      if (timer) clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    if (ms !== undefined) timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    also?.then(done, done);
  });
}

/**
 * An outage: after OUTAGE_AFTER connection failures in a row (a refused connection or a request with no
 * answer within --timeout) the run stops starting items and one item probes every few seconds (its
 * Idempotency-Key makes that safe); the others wait. Waiting does not use up retries. Ctrl-C ends the wait
 * (the items left are "not started", for --resume), and so does the bound: an outage longer than
 * `maxMs` stops the run as Ctrl-C does (`gaveUp()`).
 */
export interface OutageWatch {
  /** While an outage lasts, what settles when it is over or the run is stopped; undefined otherwise. */
  paused(): Promise<void> | undefined;
  /** A connection failure: true when its item must wait for the API (an outage is on, or begins now). */
  unreachable(): boolean;
  /** An answer came: the failures in a row are over, and so is an outage. */
  reachable(): void;
  /** Waits in the outage: the first item to wait probes again after `probeMs`, the others wait for the end. */
  wait(key: string): Promise<void>;
  /** How long the outage lasted when the run stopped waiting for it (ms); undefined while it has not. */
  gaveUp(): number | undefined;
}

export interface OutageOptions {
  probeMs: number;
  /** The longest outage waited out (ms); 0: the run stops when one begins. */
  maxMs: number;
  signal: AbortSignal | undefined;
  now?: () => number;
}

export function watchOutage(bar: Progress, o: OutageOptions): OutageWatch {
  const now = o.now ?? Date.now;
  let failuresInARow = 0;
  let gaveUpAfter: number | undefined;
  let outage:
    | {
        since: number;
        over: Promise<void>;
        end: () => void;
        prober: string;
        ticker: ReturnType<typeof setInterval>;
        limit: ReturnType<typeof setTimeout> | undefined;
      }
    | undefined;
  const finish = () => {
    if (!outage) return;
    clearInterval(outage.ticker);
    if (outage.limit) clearTimeout(outage.limit);
    bar.waiting(undefined);
    outage.end();
    outage = undefined;
  };
  const giveUp = () => {
    if (!outage) return;
    gaveUpAfter = now() - outage.since;
    bar.note(
      o.maxMs === 0
        ? 'API unreachable: stopping (--max-outage 0); the items in flight finish first.'
        : `API unreachable for ${duration(gaveUpAfter)} (--max-outage ${duration(o.maxMs)}): stopping; the items in flight finish first.`,
    );
    finish();
  };
  return {
    paused: () => (outage ? waitFor(undefined, o.signal, outage.over) : undefined),
    unreachable() {
      failuresInARow++;
      return !!outage || gaveUpAfter !== undefined || failuresInARow >= OUTAGE_AFTER;
    },
    reachable() {
      failuresInARow = 0;
      if (!outage) return;
      bar.note(`API reachable again after ${duration(now() - outage.since)}; continuing.`);
      finish();
      bar.resumed();
    },
    async wait(key) {
      if (gaveUpAfter !== undefined) return;
      if (!outage) {
        let end!: () => void;
        const over = new Promise<void>((r) => (end = r));
        const since = now();
        const ticker = setInterval(() => bar.waiting(`waiting for the API for ${waited(now() - since)}`), 1000);
        ticker.unref?.();
        outage = { since, over, end, prober: key, ticker, limit: undefined };
        if (o.maxMs === 0) return giveUp();
        bar.note(
          `API unreachable, retrying every ${o.probeMs / 1000} s (Ctrl-C to stop; resume later). The run stops after ${duration(o.maxMs)} without an answer (--max-outage).`,
        );
        bar.waiting('waiting for the API for 0 s');
        outage.limit = setTimeout(giveUp, o.maxMs);
        outage.limit.unref?.();
      }
      if (outage.prober !== key) return waitFor(undefined, o.signal, outage.over);
      await waitFor(o.probeMs, o.signal, outage.over);
    },
    gaveUp: () => gaveUpAfter,
  };
}

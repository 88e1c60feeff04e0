import { duration } from './output.js';
import type { Progress } from './progress.js';
import { sleep } from './retry.js';

/** Connection failures in a row that make a run pause, and how often it then probes the API. */
export const OUTAGE_AFTER = 3;
export const OUTAGE_PROBE_MS = 5000;

/** Settles when the signal aborts (never without one). */
const aborted = (signal: AbortSignal | undefined) =>
  new Promise<void>((resolve) => {
    if (!signal) return;
    if (signal.aborted) return resolve();
    signal.addEventListener('abort', () => resolve(), { once: true });
  });

/**
 * An outage: after OUTAGE_AFTER connection failures in a row the run stops starting items and one item
 * probes every few seconds (its Idempotency-Key makes that safe); the others wait. Waiting does not use
 * up retries, and Ctrl-C ends the wait (the items left are "not started", for --resume).
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
}

export function watchOutage(bar: Progress, probeMs: number, signal: AbortSignal | undefined): OutageWatch {
  let failuresInARow = 0;
  let outage: { since: number; over: Promise<void>; end: () => void; prober: string } | undefined;
  return {
    paused: () => (outage ? Promise.race([outage.over, aborted(signal)]) : undefined),
    unreachable() {
      failuresInARow++;
      return !!outage || failuresInARow >= OUTAGE_AFTER;
    },
    reachable() {
      failuresInARow = 0;
      if (!outage) return;
      bar.note(`API reachable again after ${duration(Date.now() - outage.since)}; continuing.`);
      outage.end();
      outage = undefined;
    },
    async wait(key) {
      if (!outage) {
        let end!: () => void;
        const over = new Promise<void>((r) => (end = r));
        outage = { since: Date.now(), over, end, prober: key };
        bar.note(`API unreachable, retrying every ${probeMs / 1000} s (Ctrl-C to stop; resume later).`);
      }
      if (outage.prober !== key) return Promise.race([outage.over, aborted(signal)]);
      await Promise.race([sleep(probeMs), aborted(signal)]);
    },
  };
}

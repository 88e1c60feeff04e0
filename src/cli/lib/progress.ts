import type { Io } from './io.js';
import { duration } from './output.js';

export interface Progress {
  tick(kind: 'ok' | 'failed' | 'skipped'): void;
  done(): void;
}

const noop: Progress = { tick() {}, done() {} };

/** A progress bar on stderr with counts, rate and ETA; silent unless stderr is a terminal. */
export function progressBar(io: Io, total: number, label: string, now = () => Date.now()): Progress {
  if (!io.isTTY || total === 0) return noop;
  const started = now();
  const c = { ok: 0, failed: 0, skipped: 0 };
  let last = 0;
  const render = (force: boolean) => {
    const t = now();
    if (!force && t - last < 100) return;
    last = t;
    const n = c.ok + c.failed + c.skipped;
    const width = 24;
    const filled = Math.round((n / total) * width);
    const secs = (t - started) / 1000;
    const rate = secs > 0 ? n / secs : 0;
    const eta = rate > 0 ? ((total - n) / rate) * 1000 : NaN;
    io.stderr.write(
      `\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${n}/${total} ` +
        `ok ${c.ok} failed ${c.failed} skipped ${c.skipped} | ${rate.toFixed(1)}/s | ETA ${duration(eta)}\x1b[K`,
    );
  };
  return {
    tick(kind) {
      c[kind]++;
      render(false);
    },
    done() {
      render(true);
      io.stderr.write('\n');
    },
  };
}

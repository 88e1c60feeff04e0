import type { Io } from './io.js';
import { duration, num } from './output.js';

export interface Progress {
  tick(kind: 'ok' | 'failed' | 'skipped'): void;
  /** A line of its own above the bar (the bar is drawn again under it). */
  note(text: string): void;
  /** While the run waits for the API: this text instead of the rate and ETA ("waiting for the API for 12 s"); undefined ends it. */
  waiting(text: string | undefined): void;
  /** The run goes on after a pause: the rate and ETA are computed again from what is done from now on. */
  resumed(): void;
  done(): void;
}

/** Without a terminal there is no bar; notes are still written, a line each. */
const quiet = (io: Io): Progress => ({
  tick() {},
  note: (text) => void io.stderr.write(`${text}\n`),
  waiting() {},
  resumed() {},
  done() {},
});

/**
 * A progress bar on stderr with counts, rate and ETA; silent unless stderr is a terminal. One line updated in
 * place that fits the terminal (the bar narrows, then the rate and the skipped count go). The rate and the ETA
 * follow the last 10 seconds, so an outage or a change of pace shows at once instead of being averaged away.
 */
export function progressBar(io: Io, total: number, label: string, now = () => Date.now()): Progress {
  if (!io.isTTY || total === 0) return quiet(io);
  const started = now();
  const c = { ok: 0, failed: 0, skipped: 0 };
  const samples: Array<[number, number]> = [[started, 0]];
  const WINDOW = 10_000;
  let last = 0;
  let waiting: string | undefined;
  const render = (force: boolean) => {
    const t = now();
    if (!force && t - last < 100) return;
    last = t;
    const n = c.ok + c.failed + c.skipped;
    samples.push([t, n]);
    while (samples.length > 2 && samples[1]![0] <= t - WINDOW) samples.shift();
    const [t0, n0] = samples[0]!;
    const secs = (t - t0) / 1000;
    const rate = secs > 0 ? (n - n0) / secs : 0;
    const eta = rate > 0 ? ((total - n) / rate) * 1000 : NaN;
    const columns = (io.stderrColumns ?? 80) - 1;
    const counts = `${num(n)} of ${num(total)} done: ${[`${num(c.ok)} ok`, `${num(c.failed)} failed`, ...(c.skipped ? [`${num(c.skipped)} skipped`] : [])].join(', ')}`;
    const tail = waiting ? ['', waiting] : [`${rate.toFixed(1)}/s`, `ETA ${duration(eta)}`];
    const compose = (barWidth: number, parts: string[]) => {
      const filled = Math.round((n / total) * barWidth);
      const bar = barWidth > 0 ? ` [${'#'.repeat(filled)}${'-'.repeat(barWidth - filled)}]` : '';
      return `${label}${bar} ${counts} | ${parts.filter(Boolean).join(' | ')}`;
    };
    let text = compose(24, tail);
    for (const [bar, parts] of [
      [16, tail],
      [10, tail],
      [0, tail],
      [0, tail.slice(1)],
    ] as const)
      if ([...text].length > columns) text = compose(bar, [...parts]);
    if ([...text].length > columns) text = [...text].slice(0, Math.max(columns - 1, 1)).join('') + '…';
    io.stderr.write(`\r${text}\x1b[K`);
  };
  return {
    tick(kind) {
      c[kind]++;
      render(false);
    },
    note(text) {
      io.stderr.write(`${CLEAR_LINE}${text}\n`);
      render(true);
    },
    waiting(text) {
      waiting = text;
      render(true);
    },
    resumed() {
      // The pause is not part of the pace: the rate and ETA start again from now.
      const t = now();
      samples.length = 0;
      samples.push([t, c.ok + c.failed + c.skipped]);
    },
    done() {
      // The summary that follows says the final counts: the bar leaves no line behind.
      io.stderr.write(CLEAR_LINE);
    },
  };
}

/** Back to the start of the line, and the whole line erased (ESC[2K). */
export const CLEAR_LINE = '\r\x1b[2K';

/**
 * A status line on stderr while a command loads ("Loading members 2,000/1,000,000"), for a terminal: drawn in
 * place, and erased before anything is written to stdout and at the end, so that data never starts on the
 * status line when stdout and stderr are the same terminal. Silent when stderr is no terminal.
 */
export function statusLine(io: Pick<Io, 'stderr' | 'isTTY' | 'stderrIsTTY' | 'stderrColumns'>) {
  const on = io.stderrIsTTY ?? io.isTTY;
  let shown = false;
  const clear = () => {
    if (!shown) return;
    io.stderr.write(CLEAR_LINE);
    shown = false;
  };
  return {
    show(text: string) {
      if (!on) return;
      const columns = (io.stderrColumns ?? 80) - 1;
      const fit = [...text].length > columns ? [...text].slice(0, Math.max(columns - 1, 1)).join('') + '…' : text;
      io.stderr.write(`\r${fit}\x1b[K`);
      shown = true;
    },
    clear,
    /** `write` with the status line erased first (it is drawn again by the next show). */
    before<A extends unknown[], T>(write: (...args: A) => T): (...args: A) => T {
      return (...args: A) => {
        clear();
        return write(...args);
      };
    },
  };
}

import type { Writable } from 'node:stream';

/**
 * A read-only list whose entries may be made when asked for: the plan of a million ids is a few typed
 * arrays, not a million objects. An array is one too.
 */
export interface ItemList<T> extends Iterable<T> {
  readonly length: number;
  at(index: number): T | undefined;
}

/** A list of `length` entries, entry `i` made by `get(i)` each time it is asked for. */
export function lazyList<T>(length: number, get: (i: number) => T): ItemList<T> {
  return {
    length,
    at: (i) => (Number.isInteger(i) && i >= 0 && i < length ? get(i) : undefined),
    *[Symbol.iterator]() {
      for (let i = 0; i < length; i++) yield get(i);
    },
  };
}

/** The entries of `a`, then those of `b`. */
export function concatLists<T>(a: ItemList<T>, b: ItemList<T>): ItemList<T> {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  return lazyList(a.length + b.length, (i) => (i < a.length ? a.at(i)! : b.at(i - a.length)!));
}

/** The first `n` entries of a list. */
export function* first<T>(list: ItemList<T>, n: number): Generator<T> {
  for (let i = 0; i < Math.min(n, list.length); i++) yield list.at(i)!;
}

/** The entries of `list` at `positions`, in that order. */
export const pick = <T>(list: ItemList<T>, positions: Uint32Array): ItemList<T> =>
  lazyList(positions.length, (i) => list.at(positions[i]!)!);

/** Unsigned 32-bit numbers appended one by one into a typed array that doubles when full. */
export class U32Builder {
  private data = new Uint32Array(1024);
  length = 0;
  push(v: number) {
    if (this.length === this.data.length) {
      const bigger = new Uint32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = v;
  }
  /** The numbers pushed, in a typed array of their exact length. */
  finish(): Uint32Array {
    const out = this.data.slice(0, this.length);
    this.data = new Uint32Array(0);
    return out;
  }
}

/**
 * Settles when a stream that is behind can take more ('drain'), or will take nothing more ('close',
 * 'error'); the listeners go with it, so a long output does not pile them up.
 */
export function drained(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done).off('error', done);
      resolve();
    };
    stream.on('drain', done).on('close', done).on('error', done);
  });
}

/**
 * Text for a stream, gathered into chunks of about 64 KB and written with backpressure: a million lines
 * never wait in memory. `end()` writes what is left. A stream that closed (a reader that stopped, `| head`)
 * takes nothing more.
 */
export function chunkedWriter(stream: Writable, opts: { before?: () => void } = {}) {
  let buf = '';
  const flush = async () => {
    if (!buf) return;
    const chunk = buf;
    buf = '';
    if (stream.destroyed || stream.writableEnded) return;
    // e.g. a status line on stderr is erased first (lib/progress.ts statusLine), so data starts on a line of its own.
    opts.before?.();
    if (!stream.write(chunk)) await drained(stream);
  };
  return {
    async write(text: string) {
      buf += text;
      if (buf.length >= 65_536) await flush();
    },
    end: flush,
  };
}

export interface BackoffOptions {
  /** First delay in ms (default 200). */
  baseMs?: number;
  /** Largest delay in ms (default 10 s). */
  capMs?: number;
  random?: () => number;
}

/** Exponential backoff with full jitter: random in [base*2^n / 2, base*2^n], capped. */
export function backoffDelay(attempt: number, opts: BackoffOptions = {}): number {
  const base = opts.baseMs ?? 200;
  const cap = opts.capMs ?? 10_000;
  const exp = Math.min(cap, base * 2 ** Math.max(0, attempt - 1));
  const r = (opts.random ?? Math.random)();
  return Math.round(exp / 2 + (exp / 2) * r);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Parses `--rate`: "20", "20/s", "600/m". Answers items per second, or undefined for no limit. */
export function parseRate(value: string | number | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(s|sec|m|min))?\s*$/i.exec(String(value));
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] && /^m/i.test(m[2]) ? n / 60 : n;
}

/** Spaces start times so that at most `perSecond` items start each second. */
export function rateLimiter(perSecond: number | undefined): () => Promise<void> {
  if (!perSecond) return async () => {};
  const interval = 1000 / perSecond;
  let next = 0;
  return async () => {
    const now = Date.now();
    const at = Math.max(now, next);
    next = at + interval;
    if (at > now) await sleep(at - now);
  };
}

/** Timing shared by the server-side benchmarks: percentiles of a sample, and a warmed-up timed loop. */
export const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/** Runs `fn` a few times to warm up, then `runs` times; answers p50 and p95 in ms. */
export async function time(fn: () => Promise<unknown>, runs: number): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < Math.min(3, runs); i++) await fn();
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    xs.push(performance.now() - t);
  }
  return { p50: pct(xs, 50), p95: pct(xs, 95) };
}

/**
 * Times two ways of doing the same work (through the app, and the bare query) in turns, a then b, `runs`
 * times each after a short warm-up: whatever else the machine or the database is doing at a moment (a
 * checkpoint, another process) falls on both alike, so their ratio holds within one run.
 */
export async function timePair(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  runs: number,
): Promise<[{ p50: number; p95: number }, { p50: number; p95: number }]> {
  for (let i = 0; i < Math.min(3, runs); i++) {
    await a();
    await b();
  }
  const xs: number[] = [];
  const ys: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    await a();
    xs.push(performance.now() - t);
    t = performance.now();
    await b();
    ys.push(performance.now() - t);
  }
  return [
    { p50: pct(xs, 50), p95: pct(xs, 95) },
    { p50: pct(ys, 50), p95: pct(ys, 95) },
  ];
}

/**
 * Soak: the admin mix of bench/load at a moderate rate (BENCH_SOAK_RATE req/s, default 20, over 10
 * connections) for 10 minutes (BENCH_SOAK_SECONDS) against the server in a child process. The child sends
 * process.memoryUsage() over IPC every 10 s (after a GC): heap and RSS after warm-up and at the end, and
 * their ratio. Flat means the end within +10% of the post-warm-up figure, compared on the medians of the first
 * and last minute of samples (single RSS samples swing by 10-20%). Writes bench/results-soak.json.
 * Run: npm run bench:soak   (BENCH_SCALE=small for the 20k-member data set; PostgreSQL with BENCH_DATABASE_URL)
 */
import { writeFileSync } from 'node:fs';
import { cannon } from '../load/cannon.js';
import { scaleEnv, startChild, targetsFromEnv, type Mem } from '../load/child.js';

// bench/run.ts runs every suite: under `npm run bench` the 10-minute soak runs only when asked for.
if (process.env['npm_lifecycle_event'] === 'bench' && !process.env['BENCH_SOAK_SECONDS']) {
  console.log('bench/soak: skipped under npm run bench (run npm run bench:soak, or set BENCH_SOAK_SECONDS)');
  process.exit(0);
}

const seconds = Number(process.env['BENCH_SOAK_SECONDS'] ?? 600);
const rate = Number(process.env['BENCH_SOAK_RATE'] ?? 20);
const warmup = Number(process.env['BENCH_SOAK_WARMUP_SECONDS'] ?? Math.min(60, Math.round(seconds / 5)));
const interval = Number(process.env['BENCH_MEM_INTERVAL_MS'] ?? 10_000);
const onlyPglite = process.env['BENCH_SOAK_PG'] !== '1';
const mb = (n: number) => +(n / 1048576).toFixed(1);

const rows = [];
let bad = 0;
for (const { label, url } of targetsFromEnv().filter((t) => !onlyPglite || t.label === 'pglite')) {
  const child = await startChild(url, { ...scaleEnv(), BENCH_MEM_INTERVAL_MS: String(interval) });
  try {
    console.log(`[${label}] seeded ${child.seed.members} members; warm-up ${warmup} s, then ${seconds} s at ${rate} req/s`);
    await cannon(child, { connections: 10, seconds: warmup, overallRate: rate });
    const startAt = Date.now();
    const fromWarm = child.mem.length;
    const r = await cannon(child, { connections: 10, seconds, overallRate: rate });
    await new Promise((res) => setTimeout(res, interval + 500)); // one more sample after the run
    const samples: Mem[] = child.mem.slice(Math.max(0, fromWarm - 1));
    const first = samples.find((m) => m.t >= startAt - interval) ?? samples[0]!;
    const last = samples.at(-1)!;
    const peak = samples.reduce((a, m) => (m.heapUsed > a.heapUsed ? m : a), first);
    const heapRatio = +(last.heapUsed / first.heapUsed).toFixed(3);
    const rssRatio = +(last.rss / first.rss).toFixed(3);
    // RSS swings by 10-20% between samples on PostgreSQL (allocator arenas), so single samples mislead:
    // 'flat' compares the medians of the first and the last minute of samples (heap and RSS).
    const perMin = Math.max(1, Math.min(Math.round(60_000 / interval), Math.floor(samples.length / 3)));
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const med = (k: 'heapUsed' | 'rss', from: 'start' | 'end') =>
      median((from === 'start' ? samples.slice(0, perMin) : samples.slice(-perMin)).map((m) => m[k]));
    const heapMedRatio = +(med('heapUsed', 'end') / med('heapUsed', 'start')).toFixed(3);
    const rssMedRatio = +(med('rss', 'end') / med('rss', 'start')).toFixed(3);
    const flat = heapMedRatio <= 1.1 && rssMedRatio <= 1.1;
    rows.push({
      db: label,
      members: child.seed.members,
      seconds: r.seconds,
      requests: r.requests,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      'heap start MB': mb(first.heapUsed),
      'heap end MB': mb(last.heapUsed),
      'heap peak MB': mb(peak.heapUsed),
      'heap end/start': heapRatio,
      'rss start MB': mb(first.rss),
      'rss end MB': mb(last.rss),
      'rss end/start': rssRatio,
      'heap 1-min medians end/start': heapMedRatio,
      'rss 1-min medians end/start': rssMedRatio,
      flat,
      samples: samples.map((m) => ({
        s: Math.round((m.t - startAt) / 1000),
        heapMB: mb(m.heapUsed),
        rssMB: mb(m.rss),
        externalMB: mb(m.external),
      })),
    });
    if (r.non2xx || r.errors || r.timeouts || !flat) bad++;
    if (r.non2xx) console.error(`[${label}] non-2xx: ${JSON.stringify(r.failures)}`);
  } finally {
    await child.stop();
  }
}
console.table(rows.map(({ samples: _s, ...r }) => r));
for (const r of rows) {
  console.log(`[${r.db}] heap MB over time: ${r.samples.map((s) => `${s.s}s:${s.heapMB}`).join(' ')}`);
  console.log(`[${r.db}] rss MB over time:  ${r.samples.map((s) => `${s.s}s:${s.rssMB}`).join(' ')}`);
}
writeFileSync(
  new URL('../results-soak.json', import.meta.url),
  JSON.stringify({ date: new Date().toISOString(), node: process.version, rate, warmup, results: rows }, null, 2),
);
console.log('wrote bench/results-soak.json');
process.exitCode = bad ? 1 : 0;

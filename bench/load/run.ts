/**
 * Load: the admin mix at 100 connections for 30 s (BENCH_LOAD_SECONDS, BENCH_LOAD_CONNECTIONS) against the
 * reference server in a child process, on the scale data set (BENCH_SCALE=full|small), on PGlite and on
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL). Writes bench/results-load.json; exits 1 on any
 * non-2xx answer, socket error or timeout.
 * Run: node --import tsx bench/load/run.ts
 */
import { writeFileSync } from 'node:fs';
import { cannon } from './cannon.js';
import { scaleEnv, startChild, targetsFromEnv } from './child.js';

const seconds = Number(process.env['BENCH_LOAD_SECONDS'] ?? 30);
const connections = Number(process.env['BENCH_LOAD_CONNECTIONS'] ?? 100);
const scale = scaleEnv();

const rows = [];
let bad = 0;
for (const { label, url } of targetsFromEnv()) {
  const child = await startChild(url, { ...scale, BENCH_MEM_INTERVAL_MS: '5000' });
  try {
    const s = child.seed;
    console.log(
      `[${label}] seeded ${s.members} members, ${s.companies} companies, ${s.products} products in ${(s.ms / 1000).toFixed(1)} s`,
    );
    await cannon(child, { connections: 10, seconds: 3 }); // warm-up (plans, caches, JIT)
    const r = await cannon(child, { connections, seconds });
    const rssMb = Math.max(...child.mem.map((m) => m.rss)) / 1048576;
    const row = {
      db: label,
      members: s.members,
      connections,
      seconds: r.seconds,
      requests: r.requests,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p90 ms': r.p90,
      'p99 ms': r.p99,
      'max ms': r.max,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      'peak rss MB': +rssMb.toFixed(0),
    };
    rows.push({ ...row, kinds: r.kinds, failures: r.failures, perKind: r.perKind });
    console.log(`[${label}] latency per kind (ms):`);
    console.table(r.perKind);
    if (r.non2xx || r.errors || r.timeouts) {
      bad++;
      console.error(
        `[${label}] FAILED: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts; first answers: ${JSON.stringify(r.failures)}`,
      );
    }
  } finally {
    await child.stop();
  }
}
console.table(rows.map(({ kinds: _k, failures: _f, perKind: _p, ...r }) => r));
writeFileSync(
  new URL('../results-load.json', import.meta.url),
  JSON.stringify({ date: new Date().toISOString(), node: process.version, scale, results: rows }, null, 2),
);
console.log('wrote bench/results-load.json');
process.exitCode = bad ? 1 : 0;

// bench/peers: a page holding only our <admin-customers> panel (50 rows) against two peer apps showing the
// same 50 rows: a *floor* (React + a hand-written table) and a *conventional* app (react-router, TanStack
// Query, i18next, Radix selects; its own package.json and lock file). One node:http server serves the three
// pages (JS/CSS/HTML brotli-compressed, no-store) and proxies /v1/* to the reference API server on PGlite
// with the demo data plus scale rows (about 1,000 members), both in a child process (server-child.ts).
//
// Per app, in headless Chromium, fresh context and HTTP cache disabled per load, rounds interleaved (the app
// order rotated each round, one warm-up round dropped): cold load to the 50th data row, JS+CSS bytes by
// then, DOM nodes and JS heap (after a forced GC) once there, and three "Next page" clicks (pointerdown →
// the frame showing the new 50 rows, once painted; and to that frame's rAF callback, see measure.ts). One pass at full CPU speed and one with the CPU throttled 4x.
//
//   npm run build   (once: our panel is served from dist/web/assets)
//   flock /tmp/browser.lock node --import tsx bench/peers/run.ts [--cpu 4] [--rounds 7] [--x4-rounds 7]
//
// Writes bench/results-peers.json and prints a Markdown table for the README.
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/helpers/browser.js';
import { percentile, median, printTable, round, stats, type Stats } from '../browser/lib.js';
import { buildPeers, OUT_DIR, PEERS_DIR } from './build.js';
import { coldLoad, type AppSpec, type LoadResult, type Resource } from './measure.js';
import { startPeersProcess } from './server.js';

const ROOT = resolve(PEERS_DIR, '../..');
const ASSETS = join(ROOT, 'dist/web/assets');
const TAGS = join(ROOT, 'dist/elements/tags');
const MEMBERS = 1_000;
const CLICKS = 3;

const { values: args } = parseArgs({
  options: {
    cpu: { type: 'string' },
    rounds: { type: 'string', default: '7' },
    'x4-rounds': { type: 'string', default: '7' },
    // A copy of an earlier dist/web/assets, measured as a fourth app ("baseline") in the same rounds: a
    // change of ours compared with what it replaces, within one run.
    baseline: { type: 'string' },
    // Also our lazy entry (index.js and the tag's chunk graph) as "ours-lazy", beside the single file "ours" loads.
    lazy: { type: 'boolean', default: false },
    // Also our lazy entry with <link rel="modulepreload"> for its chunks in the page, as "ours-preload".
    preload: { type: 'boolean', default: false },
  },
});

const APPS: AppSpec[] = [
  {
    name: 'floor',
    path: '/floor/',
    rowSelector: 'tbody tr[data-row]',
    next: (p: Page) => p.getByRole('button', { name: 'Next page', exact: true }),
  },
  {
    name: 'conventional',
    path: '/conventional/',
    rowSelector: 'tbody tr[data-row]',
    next: (p: Page) => p.getByRole('button', { name: 'Next page', exact: true }),
  },
  {
    name: 'ours',
    path: '/ours/?c.size=50',
    // Skeleton rows (data-skeleton) have no data-row.
    rowSelector: '[data-part=list-table] tbody tr[data-row]',
    next: (p: Page) => p.locator('admin-customers').getByRole('button', { name: 'Next', exact: true }),
  },
];
if (args.lazy) APPS.push({ ...APPS[2]!, name: 'ours-lazy', path: '/ours-lazy/?c.size=50' });
if (args.preload) APPS.push({ ...APPS[2]!, name: 'ours-preload', path: '/ours-preload/?c.size=50' });
if (args.baseline) APPS.push({ ...APPS[2]!, name: 'baseline', path: '/baseline/?c.size=50' });

interface Measure {
  key: string;
  label: string;
  unit: 'ms' | 'KB' | 'MB' | 'n';
  pick(r: LoadResult): number[];
}
const MEASURES: Measure[] = [
  { key: 'row50Ms', label: 'cold load to row 50', unit: 'ms', pick: (r) => [r.row50Ms] },
  { key: 'jsCssBrBefore', label: 'JS+CSS brotli bytes before row 50', unit: 'KB', pick: (r) => [r.jsCssBrBefore] },
  { key: 'jsCssRawBefore', label: 'JS+CSS decoded bytes before row 50', unit: 'KB', pick: (r) => [r.jsCssRawBefore] },
  { key: 'jsCssFilesBefore', label: 'JS+CSS files before row 50', unit: 'n', pick: (r) => [r.jsCssFilesBefore] },
  { key: 'jsCssBrSession', label: 'JS+CSS brotli bytes, whole load (+3 pages)', unit: 'KB', pick: (r) => [r.jsCssBrSession] },
  { key: 'heapBytes', label: 'JS heap after GC', unit: 'MB', pick: (r) => [r.heapBytes] },
  { key: 'nextMs', label: 'next page (pointerdown → frame painted)', unit: 'ms', pick: (r) => r.nextMs },
  { key: 'nextRafMs', label: "next page (pointerdown → frame's rAF)", unit: 'ms', pick: (r) => r.nextRafMs },
  { key: 'domNodes', label: 'DOM nodes (with shadow roots)', unit: 'n', pick: (r) => [r.domNodes] },
  { key: 'domCounterNodes', label: "DOM nodes, renderer's count after GC", unit: 'n', pick: (r) => [r.domCounterNodes] },
  { key: 'detachedNodes', label: 'detached DOM nodes kept after GC', unit: 'n', pick: (r) => [r.detachedNodes] },
];
const fmt = (unit: Measure['unit'], x: number): string =>
  unit === 'ms'
    ? `${x.toFixed(0)} ms`
    : unit === 'KB'
      ? `${(x / 1024).toFixed(1)} KB`
      : unit === 'MB'
        ? `${(x / 1048576).toFixed(2)} MB`
        : x.toFixed(0);

interface Failure {
  pass: string;
  round: number;
  app: string;
  message: string;
}
interface PassResult {
  cpuRate: number;
  rounds: number;
  loads: LoadResult[];
  failures: Failure[];
  stats: Record<string, Record<string, Stats & { vsFloor: number }>>;
}

const log = (l: string) => console.log(l);
const t0 = performance.now();

if (!existsSync(join(ASSETS, 'index.js'))) {
  console.error('dist/web/assets/index.js is missing: run `flock /tmp/build.lock npm run build` first.');
  process.exit(1);
}

// 1. The peers.
const built = await buildPeers(log);
for (const b of built)
  log(
    `built ${b.app}: app.js ${(b.js / 1024).toFixed(1)} KB, app.css ${(b.css / 1024).toFixed(1)} KB minified, ${b.packages.length} packages, ${b.ms.toFixed(0)} ms`,
  );

// 2. The reference API server, demo data plus scale rows up to about 1,000 members, and the bench server in
// front of it, in a process of their own (server-child.ts: not on the event loop that drives the browser).
const server = await startPeersProcess({
  members: MEMBERS,
  outDir: OUT_DIR,
  assetsDir: ASSETS,
  ...(existsSync(join(TAGS, 'admin-customers.js')) ? { tagsDir: TAGS } : {}),
  ...(args.baseline ? { baselineDir: resolve(args.baseline) } : {}),
});
const { token, members, demoMembers, seeded } = server;
const listed = await fetch(`${server.url}/v1/members?page=1&limit=50&orderBy=username&orderDirection=asc&withoutCompanies=true`, {
  headers: { authorization: `Bearer ${token}` },
});
if (!listed.ok) throw new Error(`GET /v1/members through the proxy: ${listed.status}`);
const listedBody = (await listed.json()) as { data: { data: unknown[]; pagination: { dataCount: number; pageCount: number } } };
const listedCount = listedBody.data.pagination.dataCount;
log(
  `members: ${members} (demo ${demoMembers} + scale ${seeded.members}, seeded in ${seeded.ms} ms); ` +
    `listed by every app (members without companies, the panel's default): ${listedCount}, ${listedBody.data.pagination.pageCount} pages of 50`,
);
for (const [prefix, what] of [
  ['/floor/', 'floor'],
  ['/conventional/', 'conventional'],
  ['/assets/', 'ours lazy (all of dist/web/assets)'],
  ['/tags/', 'ours single files (all of dist/elements/tags)'],
] as const) {
  const s = server.sizes[prefix]!;
  log(`served ${what}: ${s.files} JS/CSS files, ${(s.raw / 1024).toFixed(1)} KB, brotli ${(s.br / 1024).toFixed(1)} KB`);
}
log(`bench server ${server.url}, API ${server.apiUrl} (their own process)`);

// 4. The passes.
const browser: Browser = await launchBrowser();
const browserVersion = browser.version();
const passes: { cpuRate: number; rounds: number }[] = args.cpu
  ? [{ cpuRate: Number(args.cpu), rounds: Number(args.rounds) }]
  : [
      { cpuRate: 1, rounds: Number(args.rounds) },
      { cpuRate: 4, rounds: Number(args['x4-rounds']) },
    ];
const results: PassResult[] = [];
let ourRequests: { resources: Resource[]; row50Ms: number } | undefined;

for (const pass of passes) {
  const name = `CPU x${pass.cpuRate}`;
  log(`\n--- ${name}: 1 warm-up round (dropped) + ${pass.rounds} rounds, app order rotated each round ---`);
  const loads: LoadResult[] = [];
  const failures: Failure[] = [];
  const tPass = performance.now();
  for (let round = 0; round <= pass.rounds; round++) {
    const order = APPS.map((_, i) => APPS[(i + round) % APPS.length]!);
    const line: string[] = [];
    for (const app of order) {
      try {
        const r = await coldLoad(browser, app, {
          baseUrl: server.url,
          cpuRate: pass.cpuRate,
          timeoutMs: 30_000 * pass.cpuRate,
          clicks: CLICKS,
        });
        line.push(`${app.name} ${r.row50Ms.toFixed(0)} ms / next ${r.nextMs.map((x) => x.toFixed(0)).join(',')}`);
        if (round > 0) loads.push(r);
        if (round === 1 && app.name === 'ours' && pass.cpuRate === 1) ourRequests = { resources: r.resources, row50Ms: r.row50Ms };
      } catch (e) {
        const message = (e as Error).message.split('\n')[0]!;
        failures.push({ pass: name, round, app: app.name, message });
        line.push(`${app.name} FAILED`);
        console.error(`FAILED ${name} round ${round} ${app.name}: ${message}`);
      }
    }
    log(`${round === 0 ? 'warm-up' : `round ${round}`}: ${line.join(' | ')}`);
  }
  log(`(${((performance.now() - tPass) / 1000).toFixed(0)} s)`);
  const perApp: PassResult['stats'] = {};
  for (const m of MEASURES) {
    const floor = median(loads.filter((r) => r.app === 'floor').flatMap(m.pick));
    perApp[m.key] = {};
    for (const app of APPS) {
      const xs = loads.filter((r) => r.app === app.name).flatMap(m.pick);
      if (!xs.length) continue;
      perApp[m.key]![app.name] = { ...stats(xs), vsFloor: round(median(xs) / floor, 2) };
    }
  }
  results.push({ cpuRate: pass.cpuRate, rounds: pass.rounds, loads, failures, stats: perApp });
}
await browser.close();

// 5. The report.
const cell = (m: Measure, s: Stats | undefined) => (s ? fmt(m.unit, s.median) : 'n/a');
for (const pass of results) {
  const x4 =
    pass.cpuRate === 4 && pass.rounds < Number(args.rounds)
      ? ` (${pass.rounds} rounds instead of ${args.rounds}, to keep the run short)`
      : '';
  log(`\n=== CPU x${pass.cpuRate}: ${pass.rounds} rounds${x4}; next page: ${CLICKS} clicks a round (pages 1→2→3→4) ===`);
  const rows: string[][] = [];
  for (const m of MEASURES)
    for (const app of APPS) {
      const s = pass.stats[m.key]?.[app.name];
      rows.push([
        app.name === 'floor' ? m.label : '',
        app.name,
        cell(m, s),
        s ? fmt(m.unit, s.p90) : 'n/a',
        s ? `${s.n}` : '0',
        s ? `${s.vsFloor.toFixed(2)}x` : 'n/a',
      ]);
    }
  printTable(['measure', 'app', 'median', 'p90', 'n', 'median vs floor'], rows);
}

log('\nMarkdown (median, p90 in brackets, ratio to the floor median):\n');
for (const pass of results) {
  log(`CPU x${pass.cpuRate}, ${pass.rounds} rounds:\n`);
  log(`| measure | ${APPS.map((a) => a.name).join(' | ')} |`);
  log(`|---|${APPS.map(() => '---:').join('|')}|`);
  for (const m of MEASURES) {
    const cells = APPS.map((a) => {
      const s = pass.stats[m.key]?.[a.name];
      if (!s) return 'n/a';
      return `${fmt(m.unit, s.median)} (${fmt(m.unit, s.p90)})${a.name === 'floor' ? '' : ` ${s.vsFloor.toFixed(2)}x`}`;
    });
    log(`| ${m.label} | ${cells.join(' | ')} |`);
  }
  log('');
}

// The same rows everywhere: the first row of pages 1-4 (member ids) per app.
const firstRows = new Map<string, Set<string>>();
for (const r of results.flatMap((p) => p.loads)) {
  const set = firstRows.get(r.app) ?? new Set<string>();
  set.add(r.firstRows.join(','));
  firstRows.set(r.app, set);
}
const sequences = new Set([...firstRows.values()].flatMap((s) => [...s]));
log(`first row (member id) of pages 1-4: ${[...firstRows].map(([app, s]) => `${app} ${[...s].join(' / ')}`).join('; ')}`);
log(sequences.size === 1 ? 'every app showed the same rows on every page: yes' : 'WARNING: the apps did not show the same first rows');

// The API requests each app started before row 50.
log('\nAPI requests started before row 50 (distinct lists, with how many loads made them):');
for (const app of APPS) {
  const seen = new Map<string, number>();
  for (const r of results.flatMap((p) => p.loads).filter((l) => l.app === app.name)) {
    const key = r.apiBefore.join('  ');
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  for (const [k, n] of seen) log(`  ${app.name} (${n}x): ${k}`);
}

if (ourRequests) {
  log(
    `\nOur page, one cold load (CPU x1, round 1): every request in start order, times in ms from navigation start; row 50 at ${ourRequests.row50Ms.toFixed(0)} ms`,
  );
  printTable(
    ['request', 'type', 'start', 'end', 'brotli', 'decoded', 'by row 50'],
    [...ourRequests.resources]
      .sort((a, b) => a.startTime - b.startTime)
      .map((r) => {
        const u = new URL(r.name);
        return [
          u.pathname + u.search,
          r.initiatorType,
          r.startTime.toFixed(0),
          r.responseEnd.toFixed(0),
          `${r.encodedBodySize}`,
          `${r.decodedBodySize}`,
          r.responseEnd <= ourRequests!.row50Ms ? 'yes' : 'after',
        ];
      }),
  );
}

const failures = results.flatMap((p) => p.failures);
const seen = await server.report();
if (seen.missing.length) log(`\nWARNING: 404 answered for ${[...new Set(seen.missing)].join(', ')}`);
const noBr = seen.acceptEncodings.filter((a) => !/\bbr\b/.test(a));
if (noBr.length) log(`WARNING: requests without br in Accept-Encoding (served uncompressed): ${noBr.join(' | ')}`);
if (failures.length) {
  console.error(`\n${failures.length} FAILED load(s):`);
  for (const f of failures) console.error(`  ${f.pass} round ${f.round} ${f.app}: ${f.message}`);
}

const out = {
  date: new Date().toISOString(),
  node: process.version,
  browser: browserVersion,
  members,
  listed: listedCount,
  built: built.map(({ app, js, css, packages }) => ({ app, js, css, packages: packages.length })),
  passes: results.map((p) => ({
    cpuRate: p.cpuRate,
    rounds: p.rounds,
    clicksPerRound: CLICKS,
    stats: p.stats,
    failures: p.failures,
    samples: Object.fromEntries(
      APPS.map((a) => [
        a.name,
        Object.fromEntries(
          MEASURES.map((m) => [
            m.key,
            p.loads
              .filter((r) => r.app === a.name)
              .flatMap(m.pick)
              .map((x) => round(x)),
          ]),
        ),
      ]),
    ),
  })),
  p90Note: `nearest-rank p90 (${percentile([1, 2, 3, 4, 5, 6, 7], 90)} of 1..7: with 7 samples p90 is the largest)`,
};
writeFileSync(join(ROOT, 'bench/results-peers.json'), JSON.stringify(out, null, 2) + '\n');
log(`\nwrote bench/results-peers.json (${((performance.now() - t0) / 1000).toFixed(0)} s in all)`);
await server.close();
process.exitCode = failures.length || sequences.size !== 1 ? 1 : 0;

// Browser benchmarks in headless Chromium against the in-process demo server (PGlite in memory).
// node --import tsx bench/browser/run.ts [module ...]  (after `npm run build`; BENCH_RUNS=7 by default)
//
// Runs cold-load.ts, then every other module in this folder (lists.ts, categories.ts, composer.ts, ...)
// that exports one of:
//   run(ctx: BenchContext): Promise<Record<string, unknown>>           (BenchContext: see lib.ts)
//   bench<Name>(ctx: { browser, runs, baseUrl, signIn, log }): Promise<object>, and optionally
//   print<Name>(result, log)  — e.g. lists.ts: benchLists / printLists (it starts its own seeded server)
// Modules must do no work at import time (a standalone entry must check process.argv[1]), close the
// contexts they open, and return plain JSON. Results are merged, by module name, into
// bench/results-browser.json. A module that throws is reported and the others still run.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { launchBrowser } from '../../tests/helpers/browser.js';
import { startDemoServer } from '../../tests/helpers/server.js';
import { buildLikeElements, fixture } from '../fixtures/build.js';
import { serveStatic } from '../fixtures/static-server.js';
import { coldLoad } from './cold-load.js';
import { makeSignIn, type BenchContext, type BrowserBenchModule } from './lib.js';

const OWN = new Set(['run.ts', 'lib.ts', 'cold-load.ts']);
const here = new URL('.', import.meta.url);
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 7));
/** Optional module names on the command line (`cold-load`, `lists`, ...) run only those. */
const only = new Set(process.argv.slice(2));
const wanted = (name: string) => only.size === 0 || only.has(name);

const bareDir = await buildLikeElements(fixture('./bare-react/app.tsx'), 'bare-react');
const bare = await serveStatic({ '/assets/': bareDir, '/': fixture('./bare-react/') });
const server = await startDemoServer();
const browser = await launchBrowser();
const ctx: BenchContext = { browser, baseUrl: server.url, signIn: makeSignIn(server.url), runs };

const results: Record<string, unknown> = { date: new Date().toISOString(), chromium: browser.version(), runs };
let failed = 0;
try {
  if (wanted('cold-load')) results['cold-load'] = await coldLoad(ctx, bare.url);
  const modules = readdirSync(here)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !OWN.has(f))
    .sort();
  for (const file of modules) {
    const name = file.replace(/\.ts$/, '');
    if (!wanted(name)) continue;
    const mod = (await import(new URL(file, here).href)) as Partial<BrowserBenchModule> & Record<string, unknown>;
    const pascal = name.replace(/(^|[-_])([a-z])/g, (_, __: string, c: string) => c.toUpperCase());
    const bench = mod[`bench${pascal}`];
    const print = mod[`print${pascal}`];
    if (typeof mod.run !== 'function' && typeof bench !== 'function') continue;
    console.log(`\n--- bench/browser/${file} ---`);
    try {
      if (typeof mod.run === 'function') results[name] = await mod.run(ctx);
      else {
        const r = (await (bench as (c: object) => Promise<unknown>)({ ...ctx, log: console.log })) as Record<string, unknown>;
        if (typeof print === 'function') (print as (r: unknown, log: (l: string) => void) => void)(r, console.log);
        results[name] = r;
      }
    } catch (error) {
      failed++;
      console.error(`bench/browser/${file} failed:`, error);
      results[name] = { error: String((error as Error)?.stack ?? error) };
    }
  }
} finally {
  await browser.close();
  await server.close();
  await bare.close();
}
const out = new URL('../results-browser.json', import.meta.url);
// A partial run (module names given) keeps the other modules' earlier results.
const earlier = only.size && existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>) : {};
writeFileSync(out, JSON.stringify({ ...earlier, ...results }, null, 2));
console.log('\nwrote bench/results-browser.json');
process.exitCode = failed ? 1 : 0;

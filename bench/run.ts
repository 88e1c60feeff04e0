// Runs every benchmark suite in bench/<suite>/run.ts in turn, then merges their JSON results
// (each suite writes bench/results-<suite>.json) into bench/results.json.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const here = new URL('.', import.meta.url).pathname;
const only = process.argv.slice(2);
const suites = readdirSync(here, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(here, d.name, 'run.ts')))
  .map((d) => d.name)
  .filter((s) => only.length === 0 || only.includes(s));

const merged: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
let failed = 0;
for (const suite of suites) {
  console.log(`\n=== bench/${suite} ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(here, suite, 'run.ts')], { stdio: 'inherit' });
  if (r.status !== 0) {
    failed++;
    console.error(`bench/${suite} exited with ${r.status}`);
  }
  const out = join(here, `results-${suite}.json`);
  if (existsSync(out)) merged[suite] = JSON.parse(readFileSync(out, 'utf8'));
}
writeFileSync(join(here, 'results.json'), JSON.stringify(merged, null, 2));
console.log(`\nwrote bench/results.json (${suites.length} suites, ${failed} failed)`);
process.exitCode = failed ? 1 : 0;

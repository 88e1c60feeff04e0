// `members list --all` as a table and as NDJSON (issue 37, item 1; issue 20, findings 3 and 4): the CLI as a
// process (dist/cli/index.js) beside the bare API walk, in one run, on 100,080 members in PGlite and, with
// BENCH_DATABASE_URL, on 1,000,000 members in PostgreSQL (BENCH_PG_MEMBERS to change it).
//   node --import tsx bench/cli-list/run.ts        (BENCH_MEMBERS=20000 for a quicker run)
// Figures, for each format: time to the first line on stdout and to the last, and the peak RSS of the CLI
// process (process.resourceUsage().maxRSS, written by a preload as it exits). Floor: the keyset walk through
// the API client in-process, writing nothing (what the server and the client cost). Also the dry run of one
// member's disable, and on PGlite the OFFSET walk the CLI did before issue 20. Writes bench/results-cli-list.json.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type ApiClient } from '../../src/api/client.js';
import { login } from '../../src/api/auth.js';
import { listMembers, streamMembers } from '../../src/api/members.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const PG_MEMBERS = Number(process.env.BENCH_PG_MEMBERS ?? 1_000_000);
const PG_URL = process.env.BENCH_DATABASE_URL;
const here = new URL('.', import.meta.url).pathname;
const CLI = join(here, '../../dist/cli/index.js');
const scratch = mkdtempSync(join(tmpdir(), 'bo-bench-cli-list-'));
const RSS_PRELOAD = join(scratch, 'rss.cjs');
writeFileSync(
  RSS_PRELOAD,
  "process.on('exit', () => require('node:fs').writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS)));\n",
);

function startChild(members: number, databaseUrl?: string): Promise<{ child: ChildProcess; url: string; members: number; someId: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(here, 'server-child.ts'), String(members), ...(databaseUrl ? [databaseUrl] : [])],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let buf = '';
    child.stdout!.on('data', (c: Buffer) => {
      buf += c.toString();
      const nl = buf.indexOf('\n');
      if (nl >= 0) resolve({ child, ...(JSON.parse(buf.slice(0, nl)) as { url: string; members: number; someId: number }) });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

interface CliRun {
  first: number;
  total: number;
  lines: number;
  code: number | null;
  peakRssMb: number;
}

/** Runs the CLI; answers ms to the first stdout line, ms to exit, lines, exit code and peak RSS (MB). */
function runCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  const rssFile = join(scratch, `rss-${Math.random().toString(36).slice(2)}`);
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let first = NaN;
    let lines = 0;
    const p = spawn(process.execPath, ['--require', RSS_PRELOAD, CLI, ...args], {
      env: { ...process.env, NO_COLOR: '1', BENCH_RSS_FILE: rssFile, ...env },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    p.stdout!.on('data', (c: Buffer) => {
      if (Number.isNaN(first)) first = performance.now() - t0;
      for (const b of c) if (b === 10) lines++;
    });
    p.on('error', reject);
    p.on('close', (code) => {
      let kb = NaN;
      try {
        kb = Number(readFileSync(rssFile, 'utf8'));
      } catch {
        // no figure from a crashed child
      }
      resolve({ first, total: performance.now() - t0, lines, code, peakRssMb: Math.round(kb / 1024) });
    });
  });
}

async function offsetWalk(c: ApiClient): Promise<{ ms: number; rows: number }> {
  const t0 = performance.now();
  const all: unknown[] = [];
  for (let page = 1; ; page++) {
    const res = await listMembers(c, { isBusiness: true, page, limit: 100 });
    all.push(...res.data);
    if (!res.pagination.hasNextPage) break;
  }
  const lines = all.map((m) => JSON.stringify(m)).join('\n');
  // The old CLI wrote its lines only now, after the last page.
  return { ms: performance.now() - t0, rows: lines ? all.length : 0 };
}

async function keysetWalk(c: ApiClient): Promise<{ ms: number; first: number; rows: number }> {
  const t0 = performance.now();
  let first = NaN;
  let rows = 0;
  for await (const res of streamMembers(c, { isBusiness: true })) {
    if (Number.isNaN(first)) first = performance.now() - t0;
    rows += res.data.length;
  }
  return { ms: performance.now() - t0, first, rows };
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const fig = (r: CliRun) => ({ firstLineMs: Math.round(r.first), totalMs: Math.round(r.total), peakRssMb: r.peakRssMb, lines: r.lines });

/** One database: the CLI's table and NDJSON, the bare API walk, a disable's dry run (and the old OFFSET walk). */
async function measure(label: string, members: number, databaseUrl?: string) {
  const t0 = performance.now();
  const server = await startChild(members, databaseUrl);
  console.log(`${label}: ${server.members} members ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  try {
    const api = `${server.url}/v1`;
    const token = (await login(createClient({ baseUrl: api }), 'admin@example.com', 'demo-admin')).access_token;
    const client = createClient({ baseUrl: api, getToken: () => token });
    const env = {
      BACKOFFICE_TOKEN: token,
      BACKOFFICE_API_URL: api,
      BACKOFFICE_CONFIG_DIR: join(scratch, 'config'),
      BACKOFFICE_STATE_DIR: join(scratch, 'state'),
    };
    const table = await runCli(['members', 'list', '--all', '--include-owners'], env);
    if (table.code !== 0 || table.lines !== server.members + 1)
      throw new Error(`members list --all (table): exit ${table.code}, ${table.lines} lines for ${server.members} members`);
    const json = await runCli(['members', 'list', '--all', '--include-owners', '--json'], env);
    if (json.code !== 0 || json.lines !== server.members)
      throw new Error(`members list --all --json: exit ${json.code}, ${json.lines} lines of ${server.members}`);
    const floor = await keysetWalk(client);
    const peer = server.members <= 200_000 ? await offsetWalk(client) : undefined;
    const disable = await runCli(['members', 'disable', String(server.someId), '--dry-run'], env);
    if (disable.code !== 0) throw new Error(`members disable --dry-run exited ${disable.code}`);

    console.log(`  members list --all (table):   first line ${s(table.first)}, all ${s(table.total)}, peak RSS ${table.peakRssMb} MB`);
    console.log(`  members list --all --json:    first line ${s(json.first)}, all ${s(json.total)}, peak RSS ${json.peakRssMb} MB`);
    console.log(`  bare API walk (keyset):       first page ${s(floor.first)}, all ${s(floor.ms)}`);
    if (peer) console.log(`  before issue 20 (OFFSET walk): first line ${s(peer.ms)}, all ${s(peer.ms)}`);
    console.log(`  members disable ${server.someId} --dry-run: ${s(disable.total)}`);
    return {
      members: server.members,
      table: { ...fig(table), totalVsFloor: +(table.total / floor.ms).toFixed(2) },
      json: { ...fig(json), totalVsFloor: +(json.total / floor.ms).toFixed(2) },
      floorKeysetApi: { firstPageMs: Math.round(floor.first), totalMs: Math.round(floor.ms), rows: floor.rows },
      ...(peer ? { peerOffsetBefore: { firstLineMs: Math.round(peer.ms), totalMs: Math.round(peer.ms) } } : {}),
      disableOneDryRun: { cliMs: Math.round(disable.total), peakRssMb: disable.peakRssMb },
    };
  } finally {
    server.child.kill('SIGTERM');
  }
}

const results: Record<string, unknown> = { node: process.version, at: new Date().toISOString() };
results.pglite = await measure('PGlite (memory)', MEMBERS);
if (PG_URL) results.postgres = await measure('PostgreSQL', PG_MEMBERS, PG_URL);
writeFileSync(join(here, '../results-cli-list.json'), JSON.stringify(results, null, 2) + '\n');
console.log('written: bench/results-cli-list.json');

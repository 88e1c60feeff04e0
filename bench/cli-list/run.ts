// `members list --all` and a one-member disable on 100,080 members (issue 20, findings 3 and 4): the CLI
// as a process (dist/cli/index.js) beside the ways it read members before, in one run.
//   node --import tsx bench/cli-list/run.ts        (BENCH_MEMBERS=20000 for a quicker run)
// Figures: time to the first NDJSON line on stdout and to the last, and the dry run of one member's
// disable. Peer: the OFFSET walk the CLI did before (page=1..1,001, limit 100, everything read before
// the first line was written; a disable read every page too). Floor: the keyset walk through the API
// client in-process, writing nothing (what the server costs).
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type ApiClient } from '../../src/api/client.js';
import { login } from '../../src/api/auth.js';
import { listMembers, streamMembers } from '../../src/api/members.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const here = new URL('.', import.meta.url).pathname;
const CLI = join(here, '../../dist/cli/index.js');

function startChild(): Promise<{ child: ChildProcess; url: string; members: number; someId: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'server-child.ts'), String(MEMBERS)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let buf = '';
    child.stdout!.on('data', (c: Buffer) => {
      buf += c.toString();
      const nl = buf.indexOf('\n');
      if (nl >= 0) resolve({ child, ...(JSON.parse(buf.slice(0, nl)) as { url: string; members: number; someId: number }) });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

/** Runs the CLI; answers ms to the first stdout line, ms to exit, lines and exit code. */
function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ first: number; total: number; lines: number; code: number | null }> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    let first = NaN;
    let lines = 0;
    const p = spawn(process.execPath, [CLI, ...args], {
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    p.stdout!.on('data', (c: Buffer) => {
      if (Number.isNaN(first)) first = performance.now() - t0;
      for (const b of c) if (b === 10) lines++;
    });
    p.on('error', reject);
    p.on('close', (code) => resolve({ first, total: performance.now() - t0, lines, code }));
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

const t0 = performance.now();
const server = await startChild();
console.log(`seeded ${server.members} members in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
try {
  const api = `${server.url}/v1`;
  const token = (await login(createClient({ baseUrl: api }), 'admin@example.com', 'demo-admin')).access_token;
  const client = createClient({ baseUrl: api, getToken: () => token });
  const env = { BACKOFFICE_TOKEN: token, BACKOFFICE_API_URL: api, BACKOFFICE_CONFIG_DIR: join(here, '.config-unused') };

  const cli = await runCli(['members', 'list', '--all', '--include-owners', '--json'], env);
  if (cli.code !== 0 || cli.lines !== server.members)
    throw new Error(`members list --all: exit ${cli.code}, ${cli.lines} lines of ${server.members}`);
  const floor = await keysetWalk(client);
  const peer = await offsetWalk(client);
  const disable = await runCli(['members', 'disable', String(server.someId), '--dry-run'], env);
  if (disable.code !== 0) throw new Error(`members disable --dry-run exited ${disable.code}`);

  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const results = {
    members: server.members,
    listAll: {
      cli: { firstLineMs: Math.round(cli.first), totalMs: Math.round(cli.total), lines: cli.lines },
      floorKeysetApi: { firstPageMs: Math.round(floor.first), totalMs: Math.round(floor.ms) },
      peerOffsetBefore: { firstLineMs: Math.round(peer.ms), totalMs: Math.round(peer.ms) },
      totalVsFloor: +(cli.total / floor.ms).toFixed(2),
      totalVsPeer: +(cli.total / peer.ms).toFixed(3),
      firstLineVsPeer: +(cli.first / peer.ms).toFixed(4),
    },
    disableOneDryRun: {
      cliMs: Math.round(disable.total),
      beforeReadEveryPageMs: Math.round(peer.ms),
      ratio: +(disable.total / peer.ms).toFixed(4),
    },
  };
  console.log(`members list --all --json on ${server.members} members`);
  console.log(`  CLI now (keyset, streamed):        first line ${s(cli.first)}, all ${s(cli.total)}`);
  console.log(
    `  floor (keyset through the API):    first page ${s(floor.first)}, all ${s(floor.ms)}  -> CLI ${results.listAll.totalVsFloor}x floor`,
  );
  console.log(`  peer, before (OFFSET, then write): first line ${s(peer.ms)}, all ${s(peer.ms)}  -> CLI ${results.listAll.totalVsPeer}x`);
  console.log(`members disable ${server.someId} --dry-run: ${s(disable.total)} (before: read every page, ${s(peer.ms)})`);
  writeFileSync(join(here, '../results-cli-list.json'), JSON.stringify(results, null, 2));
} finally {
  server.child.kill('SIGTERM');
}

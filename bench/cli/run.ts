// CLI bulk throughput against the reference server, beside the server's own capacity for the same call.
// node --import tsx bench/cli/run.ts   (BENCH_N=10000 to raise; BENCH_DATABASE_URL=postgres://... adds PostgreSQL)
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { createClient } from '../../src/api/client.js';
import { login } from '../../src/api/auth.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { runToggle } from '../../src/cli/commands/members/toggle.js';
import { run as notifySend } from '../../src/cli/commands/notify/send.js';
import type { Io } from '../../src/cli/lib/io.js';
import { describeIdFile, idFileCase, type IdFileResult } from './id-file.js';

const N = Math.min(Number(process.env.BENCH_N ?? 2000), 10_000);
const CONCURRENCY = [1, 4, 16];
const here = new URL('.', import.meta.url).pathname;

const sink = () => new PassThrough().resume();
const benchIo = (env: Record<string, string>, cwd: string): Io => ({
  stdin: Readable.from([]),
  stdout: sink(),
  stderr: sink(),
  isTTY: false,
  env: { NO_COLOR: '1', ...env },
  prompt: async () => 'y',
  cwd,
});

async function timed(fn: () => Promise<number>): Promise<number> {
  const t0 = performance.now();
  const code = await fn();
  if (code !== 0) throw new Error(`bulk run exited ${code}`);
  return N / ((performance.now() - t0) / 1000);
}

/** Requests per second of the server for one call, autocannon with 16 connections and N requests. */
async function capacity(url: string, token: string, path: string, body: (i: number) => unknown): Promise<number> {
  let i = 0;
  const r = await autocannon({
    url,
    connections: 16,
    amount: N,
    requests: [
      {
        method: 'POST',
        path,
        setupRequest: (req: Record<string, unknown>) => ({
          ...req,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
          body: JSON.stringify(body(i++)),
        }),
      },
    ],
  });
  if (r.non2xx || r.errors) console.warn(`  autocannon ${path}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return r.requests.total / r.duration;
}

/** Starts bench/cli/server-child.ts and waits for its {url, ids} line. */
function startChild(databaseUrl?: string): Promise<{ child: ChildProcess; url: string; ids: number[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(here, 'server-child.ts'), String(N), ...(databaseUrl ? [databaseUrl] : [])],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let buf = '';
    child.stdout!.on('data', (c: Buffer) => {
      buf += c.toString();
      const nl = buf.indexOf('\n');
      if (nl >= 0) resolve({ child, ...(JSON.parse(buf.slice(0, nl)) as { url: string; ids: number[] }) });
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function suite(kind: 'pglite' | 'postgres', server: { url: string; ids: number[] }) {
  const api = `${server.url}/v1`;
  const token = (await login(createClient({ baseUrl: api }), 'admin@example.com', 'demo-admin')).access_token;
  const rows = server.ids.slice(0, N).map((id) => ({ id }));
  const target = server.ids[N];
  if (rows.length < N || target === undefined) throw new Error(`only ${server.ids.length} scale members, need ${N + 1}`);
  // The server's capacity for the same calls, measured before and after the CLI runs (the machine's load drifts).
  const measure = async () => ({
    disable: await capacity(server.url, token, '/v1/members/disable', () => ({ memberId: target })),
    enable: await capacity(server.url, token, '/v1/members/enable-by-admin', () => ({ memberId: target })),
    notify: await capacity(server.url, token, '/v1/notifications/send-bulk', (i) => ({
      title: 'cap',
      message: 'hello',
      type: 'SYSTEM',
      target: 'SINGLE',
      memberId: rows[i % rows.length]!.id,
    })),
  });
  const before = await measure();
  const dir = mkdtempSync(join(tmpdir(), 'bo-bench-'));
  const idsFile = join(dir, 'ids.txt');
  writeFileSync(idsFile, rows.map((r) => r.id).join('\n'));
  const env = { BACKOFFICE_TOKEN: token, BACKOFFICE_API_URL: api };
  const out: Record<string, number | string>[] = [];
  for (const c of CONCURRENCY) {
    const notifyFile = join(dir, `n-${c}.csv`);
    writeFileSync(notifyFile, 'title,message,target,member,country\n' + rows.map((r) => `bench ${c},hello,single,${r.id},`).join('\n'));
    const flags = { yes: true, concurrency: String(c) };
    const disable = await timed(() => runToggle('disable', [], { ...flags, file: idsFile }, benchIo(env, dir)));
    const enable = await timed(() => runToggle('enable', [], { ...flags, file: idsFile }, benchIo(env, dir)));
    const notify = await timed(() => notifySend({ ...flags, file: notifyFile }, benchIo(env, dir)));
    out.push({ db: kind, concurrency: c, disable, enable, notify });
    console.log(`  ${kind} c=${c}: disable ${disable.toFixed(0)}/s, enable ${enable.toFixed(0)}/s, notify ${notify.toFixed(0)}/s`);
  }
  const after = await measure();
  const cap = {
    db: kind,
    concurrency: 'server (autocannon, 16 conn)',
    disable: (before.disable + after.disable) / 2,
    enable: (before.enable + after.enable) / 2,
    notify: (before.notify + after.notify) / 2,
  };
  console.log(`  ${kind} server before ${JSON.stringify(before)} after ${JSON.stringify(after)}`);
  out.push(cap);
  return out;
}

async function main() {
  const rows: Record<string, number | string>[] = [];
  const idFiles: (IdFileResult & { db: string })[] = [];
  const targets: { kind: 'pglite' | 'postgres'; databaseUrl?: string }[] = [{ kind: 'pglite' }];
  if (process.env.BENCH_DATABASE_URL) targets.push({ kind: 'postgres', databaseUrl: process.env.BENCH_DATABASE_URL });
  for (const t of targets) {
    const server = await startChild(t.databaseUrl);
    try {
      console.log(`${t.kind}: N=${N} (server in a child process)`);
      rows.push(...(await suite(t.kind, server)));
      // A million-id file, dry run: peak RSS, time and requests of the CLI process (bench/cli/id-file.ts).
      const ids = await idFileCase(server.url);
      console.log(`  ${t.kind} ${describeIdFile(ids)}`);
      idFiles.push({ db: t.kind, ...ids });
    } finally {
      server.child.removeAllListeners('exit');
      server.child.kill('SIGTERM');
    }
  }
  const f = (v: number | string | undefined) => (typeof v === 'number' ? v.toFixed(0) : String(v ?? ''));
  console.log('\nitems per second (CLI bulk runs include the member lookup; server = autocannon, same call + Idempotency-Key)');
  console.log(['db', 'concurrency', 'disable/s', 'enable/s', 'notify/s'].map((h) => h.padEnd(30)).join(''));
  for (const r of rows) console.log([r.db, r.concurrency, r.disable, r.enable, r.notify].map((v) => f(v).padEnd(30)).join(''));
  const ratio: Record<string, Record<string, number>> = {};
  for (const kind of new Set(rows.map((r) => r.db as string))) {
    const cap = rows.find((r) => r.db === kind && typeof r.concurrency === 'string')!;
    const c16 = rows.find((r) => r.db === kind && r.concurrency === 16)!;
    ratio[kind] = Object.fromEntries(['disable', 'enable', 'notify'].map((k) => [k, Number(c16[k]) / Number(cap[k])]));
  }
  console.log('CLI at concurrency 16 as a share of server capacity:', JSON.stringify(ratio));
  writeFileSync(
    join(here, '..', 'results-cli.json'),
    JSON.stringify({ date: new Date().toISOString(), node: process.version, n: N, rows, ratioAt16: ratio, idFiles }, null, 2),
  );
  console.log('wrote bench/results-cli.json');
}

await main();

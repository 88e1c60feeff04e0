// The dry run of a large id file: `members disable --file ids.txt --dry-run` with BENCH_IDS ids (default
// 1,000,000: 1..N, one per line) as a process, against the reference server behind a counting proxy.
// Reports the CLI's peak RSS (process.resourceUsage().maxRSS, recorded on exit by a preload), the time
// and the HTTP requests. One run; bench/cli/run.ts runs it after the bulk runs.
//   node --import tsx bench/cli/id-file.ts            (its own server with BENCH_MEMBERS scale members, default 2000)
//   BENCH_CLI=/path/to/other/src/cli/index.ts ...     (another checkout's CLI, for before/after)
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createClient } from '../../src/api/client.js';
import { login } from '../../src/api/auth.js';

const here = new URL('.', import.meta.url).pathname;

export interface IdFileResult {
  ids: number;
  members: number;
  exitCode: number | null;
  seconds: number;
  peakRssMb: number;
  requests: number;
  cli: string;
}

/** A proxy in front of `target` that counts the requests it forwards. */
async function countingProxy(target: string) {
  const t = new URL(target);
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    const up = request(
      { host: t.hostname, port: t.port, method: req.method, path: req.url, headers: { ...req.headers, host: t.host } },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => req.socket.destroy());
    req.pipe(up);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Writes the ids 1..n, one per line, in pieces. */
async function writeIds(path: string, n: number) {
  const out = createWriteStream(path);
  for (let i = 1; i <= n; i += 10_000) {
    const chunk: string[] = [];
    for (let j = i; j < i + 10_000 && j <= n; j++) chunk.push(String(j));
    if (!out.write(chunk.join('\n') + '\n')) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** One dry run of `n` ids against the server at `url` (its admin signs in). */
export async function idFileCase(url: string, n = Number(process.env.BENCH_IDS ?? 1_000_000)): Promise<IdFileResult> {
  const api = `${url}/v1`;
  const client = createClient({ baseUrl: api });
  const token = (await login(client, 'admin@example.com', 'demo-admin')).access_token;
  const members = (
    (await (await fetch(`${api}/members?limit=1&page=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      data: { pagination: { dataCount: number } };
    }
  ).data.pagination.dataCount;
  const dir = mkdtempSync(join(tmpdir(), 'bo-bench-ids-'));
  const ids = join(dir, 'ids.txt');
  await writeIds(ids, n);
  const cli = process.env.BENCH_CLI ?? join(here, '..', '..', 'src', 'cli', 'index.ts');
  const rssFile = join(dir, 'rss.txt');
  const preload = `data:text/javascript,${encodeURIComponent(
    `import { writeFileSync } from 'node:fs'; process.on('exit', () => writeFileSync(${JSON.stringify(rssFile)}, String(process.resourceUsage().maxRSS)));`,
  )}`;
  const proxy = await countingProxy(url);
  try {
    const t0 = performance.now();
    // tsx by absolute URL: the child runs in a temp directory.
    const child = spawn(
      process.execPath,
      ['--import', import.meta.resolve('tsx'), '--import', preload, cli, 'members', 'disable', '--file', ids, '--dry-run'],
      {
        cwd: dir,
        env: { ...process.env, NO_COLOR: '1', BACKOFFICE_TOKEN: token, BACKOFFICE_API_URL: `${proxy.url}/v1`, BACKOFFICE_STATE_DIR: dir },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const [exitCode] = (await once(child, 'close')) as [number | null];
    const seconds = (performance.now() - t0) / 1000;
    if (!existsSync(rssFile)) throw new Error(`the CLI did not run to its end (exit ${exitCode})`);
    return { ids: n, members, exitCode, seconds, peakRssMb: Number(readFileSync(rssFile, 'utf8')) / 1024, requests: proxy.requests(), cli };
  } finally {
    await proxy.close();
  }
}

export const describeIdFile = (r: IdFileResult) =>
  `dry run of ${r.ids.toLocaleString('en')} ids against ${r.members.toLocaleString('en')} members: ${r.seconds.toFixed(1)} s, ` +
  `peak RSS ${r.peakRssMb.toFixed(0)} MB, ${r.requests} HTTP requests (exit ${r.exitCode})`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const members = Number(process.env.BENCH_MEMBERS ?? 2000);
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'server-child.ts'), String(members)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const { url } = JSON.parse(line) as { url: string };
  try {
    console.log(describeIdFile(await idFileCase(url)));
  } finally {
    child.kill('SIGTERM');
  }
}

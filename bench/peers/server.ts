// The one HTTP server of bench/peers (plain node:http): the three apps' pages and files, and /v1/* proxied
// to the reference API server, so every app pays the same API cost. JS, CSS and HTML are brotli-compressed
// once at startup (quality 11, kept in memory) and sent as `Content-Encoding: br` to clients that accept it;
// everything is `Cache-Control: no-store`.
import { fork } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { staticClosure } from '../../scripts/preload-links.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const COMPRESS = new Set(['.html', '.js', '.css']);

interface Entry {
  type: string;
  raw: Buffer;
  br?: Buffer;
}

const brotli = (buf: Buffer) =>
  brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } });

function entry(name: string, raw: Buffer): Entry {
  const ext = extname(name);
  return { type: TYPES[ext] ?? 'application/octet-stream', raw, ...(COMPRESS.has(ext) ? { br: brotli(raw) } : {}) };
}

/** Every file of `dir` (not recursive, source maps left out) under the URL prefix `prefix` (ends in '/'). */
function addDir(files: Map<string, Entry>, prefix: string, dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name.endsWith('.map') || !statSync(path).isFile()) continue;
    files.set(prefix + name, entry(name, readFileSync(path)));
  }
}

/** The loader's chunks and `tag`'s chunk with its static imports, in the lazy build in `dir` (index.js itself left out). */
function tagPreloads(dir: string, tag: string): string[] {
  const loader = [...staticClosure(dir, 'index.js')];
  const pattern = new RegExp(`import\\(["']\\./(${tag}-[\\w-]+\\.js)["']\\)`);
  const chunk = loader.map((f) => pattern.exec(readFileSync(join(dir, f), 'utf8'))?.[1]).find(Boolean);
  const files = chunk ? [...loader, ...staticClosure(dir, chunk)] : loader;
  return files.filter((f, i) => f !== 'index.js' && files.indexOf(f) === i);
}

const peerPage = (app: string, title: string, token: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/${app}/app.css">
<script>window.TOKEN = ${JSON.stringify(token)};</script>
<script type="module" src="/${app}/app.js"></script>
</head><body><div id="root"></div></body></html>
`;

// Our panel alone, loaded as docs/elements.md says (`<script type="module" src=".../index.js">`, which the
// browser asks for while it reads the page, as the peers' pages do), the token handed over as its property by
// a classic script as the page is read, before the loader runs (as the peers' pages set window.TOKEN before
// their module; tests/e2e/embed.test.ts covers a property set before the definition).
// Ours loads the panel's single-file build (dist/elements/tags/admin-customers.js, the package's
// `./tags/admin-customers`: one module for a page that shows one panel); `ours-lazy` and the baseline the lazy
// entry (index.js and the tag's chunk graph).
// `ours-preload`: the lazy entry with <link rel="modulepreload"> for the loader's and the tag's chunks in the
// page (scripts/preload-links.ts), so they are asked for while the page is read, not once index.js runs.
const oursPage = (token: string, script = '/assets/index.js', preload: string[] = []) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ours: admin-customers</title>
${preload.map((href) => `<link rel="modulepreload" href="${href}">\n`).join('')}<script type="module" src="${script}"></script>
</head><body><admin-customers lang="en" url-state="replace"></admin-customers>
<script>document.querySelector('admin-customers').token = ${JSON.stringify(token)};</script></body></html>
`;

export interface PeersServerOptions {
  /** Origin of the reference API server, e.g. http://127.0.0.1:4000. */
  apiUrl: string;
  token: string;
  /** bench/peers/.out (holds floor/ and conventional/). */
  outDir: string;
  /** dist/web/assets. */
  assetsDir: string;
  /** dist/elements/tags (the single-file build per tag), served under /tags/. */
  tagsDir?: string;
  /** Another build of ours (a copy of an earlier dist/web/assets), served under /baseline-assets/ with its page at /baseline/. */
  baselineDir?: string;
}

export interface PeersServer {
  url: string;
  /** Compressed and raw bytes of what is served, by URL prefix (for the printout). */
  sizes(prefix: string): { files: number; raw: number; br: number };
  /** Requests answered 404 since startup (path list): nothing an app asks for should be missing. */
  missing: string[];
  /** Accept-Encoding headers seen on static requests (should all include br). */
  acceptEncodings: Set<string>;
  close(): Promise<void>;
}

export async function startPeersServer(o: PeersServerOptions): Promise<PeersServer> {
  const files = new Map<string, Entry>();
  addDir(files, '/floor/', join(o.outDir, 'floor'));
  addDir(files, '/conventional/', join(o.outDir, 'conventional'));
  addDir(files, '/assets/', o.assetsDir);
  if (o.tagsDir) addDir(files, '/tags/', o.tagsDir);
  if (o.baselineDir) addDir(files, '/baseline-assets/', o.baselineDir);
  const pages: Record<string, Entry> = {
    floor: entry('index.html', Buffer.from(peerPage('floor', 'Floor: React + a table', o.token))),
    conventional: entry('index.html', Buffer.from(peerPage('conventional', 'Conventional: router, query, i18n, Radix', o.token))),
    ours: entry('index.html', Buffer.from(oursPage(o.token, o.tagsDir ? '/tags/admin-customers.js' : '/assets/index.js'))),
    'ours-lazy': entry('index.html', Buffer.from(oursPage(o.token))),
    'ours-preload': entry(
      'index.html',
      Buffer.from(
        oursPage(
          o.token,
          '/assets/index.js',
          tagPreloads(o.assetsDir, 'admin-customers').map((f) => `/assets/${f}`),
        ),
      ),
    ),
    baseline: entry('index.html', Buffer.from(oursPage(o.token, '/baseline-assets/index.js'))),
  };
  const api = new URL(o.apiUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 16 });
  const missing: string[] = [];
  const acceptEncodings = new Set<string>();

  const send = (req: IncomingMessage, res: ServerResponse, e: Entry) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    acceptEncodings.add(accepts);
    const br = e.br && /\bbr\b/.test(accepts) ? e.br : undefined;
    res.writeHead(200, {
      'Content-Type': e.type,
      'Cache-Control': 'no-store',
      'Content-Length': String((br ?? e.raw).length),
      ...(e.br ? { Vary: 'Accept-Encoding' } : {}),
      ...(br ? { 'Content-Encoding': 'br' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : (br ?? e.raw));
  };

  const proxy = (req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      {
        protocol: api.protocol,
        hostname: api.hostname,
        port: api.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: api.host },
        agent,
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', (err) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(`proxy: ${err.message}`);
    });
    req.pipe(upstream);
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path.startsWith('/v1/')) return proxy(req, res);
    const file = files.get(path);
    if (file) return send(req, res, file);
    // Each app's page: its folder (any deeper path for the router of the conventional app).
    const app = /^\/(floor|conventional|ours-lazy|ours-preload|ours|baseline)(\/|$)/.exec(path)?.[1];
    if (app && (app === 'conventional' || path === `/${app}/` || path === `/${app}`)) return send(req, res, pages[app]!);
    // Chromium asks every page for one: answered empty, the same for all three apps.
    if (path === '/favicon.ico') return void res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
    missing.push(path);
    res.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('not found');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sizes(prefix) {
      let n = 0,
        raw = 0,
        br = 0;
      for (const [p, e] of files)
        if (p.startsWith(prefix) && e.br) {
          n++;
          raw += e.raw.length;
          br += e.br.length;
        }
      return { files: n, raw, br };
    },
    missing,
    acceptEncodings,
    close: () =>
      new Promise<void>((ok) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}

type Sizes = ReturnType<PeersServer['sizes']>;

/** What the servers' process (server-child.ts) answers once it listens. */
export interface ChildReady {
  type: 'ready';
  url: string;
  apiUrl: string;
  token: string;
  members: number;
  demoMembers: number;
  seeded: { members: number; ms: number };
  sizes: Record<string, Sizes>;
}
export type ParentMessage = { type: 'report' } | { type: 'close' };
type ChildMessage = ChildReady | { type: 'report'; missing: string[]; acceptEncodings: string[] };

export interface PeersProcess extends Omit<ChildReady, 'type'> {
  /** The 404s and Accept-Encoding headers the bench server saw (see PeersServer). */
  report(): Promise<{ missing: string[]; acceptEncodings: string[] }>;
  close(): Promise<void>;
}

/**
 * The reference API server (PGlite, `members` members) and the bench server in a child process, away from
 * the event loop that drives the browser (server-child.ts says why).
 */
export function startPeersProcess(o: {
  members: number;
  outDir: string;
  assetsDir: string;
  tagsDir?: string;
  baselineDir?: string;
}): Promise<PeersProcess> {
  const child = fork(fileURLToPath(new URL('./server-child.ts', import.meta.url)), [JSON.stringify(o)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T extends ChildMessage['type']>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((ok, fail) => {
      const onMessage = (m: ChildMessage) => {
        if (m.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        ok(m as Extract<ChildMessage, { type: T }>);
      };
      const onExit = (code: number | null) => fail(new Error(`bench/peers server process exited (${code}) before answering ${type}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  return next('ready').then(({ type: _, ...ready }) => ({
    ...ready,
    report: () => {
      const answer = next('report');
      child.send({ type: 'report' } satisfies ParentMessage);
      return answer.then(({ missing, acceptEncodings }) => ({ missing, acceptEncodings }));
    },
    close: () =>
      new Promise<void>((ok) => {
        child.once('exit', () => ok());
        child.send({ type: 'close' } satisfies ParentMessage);
      }),
  }));
}

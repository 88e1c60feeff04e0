import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FaultProxyOptions {
  /** Share of faulted requests answered 500 without reaching the server (default 0.1). */
  failRate?: number;
  /** Share whose connection is dropped: half before forwarding, half after the server answered. */
  dropRate?: number;
  /** Only requests with these methods are faulted (default POST): GETs pass untouched. */
  methods?: string[];
  seed?: number;
  /** Called for each request forwarded to the server. */
  onForward?: (req: IncomingMessage) => void;
  /** Called for each request dropped while the proxy is down. */
  onRefuse?: (req: IncomingMessage) => void;
}

export interface FaultProxy {
  url: string;
  stats: { forwarded: number; failed: number; droppedBefore: number; droppedAfter: number; refused: number };
  /** While down, every request's connection is dropped at once, as if the server had gone away. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/** A deterministic PRNG (mulberry32) so a failing run can be replayed. */
const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A node:http proxy on 127.0.0.1 that injects 500s and dropped connections in front of `target`. */
export async function startFaultProxy(target: string, opts: FaultProxyOptions = {}): Promise<FaultProxy> {
  const t = new URL(target);
  const random = rng(opts.seed ?? 42);
  const failRate = opts.failRate ?? 0.1;
  const dropRate = opts.dropRate ?? 0.05;
  const methods = new Set(opts.methods ?? ['POST']);
  const stats = { forwarded: 0, failed: 0, droppedBefore: 0, droppedAfter: 0, refused: 0 };
  let down = false;
  const server: Server = createServer((req, res) => {
    if (down) {
      stats.refused++;
      opts.onRefuse?.(req);
      return req.socket.destroy();
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = methods.has(req.method ?? '') ? random() : 1;
      if (r < failRate) {
        stats.failed++;
        res.writeHead(500, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ statusCode: 500, message: 'Injected fault' }));
      }
      if (r < failRate + dropRate / 2) {
        stats.droppedBefore++;
        return req.socket.destroy();
      }
      const dropAfter = r < failRate + dropRate;
      stats.forwarded++;
      opts.onForward?.(req);
      const up = request(
        { host: t.hostname, port: t.port, method: req.method, path: req.url, headers: { ...req.headers, host: t.host } },
        (upRes) => {
          const body: Buffer[] = [];
          upRes.on('data', (c: Buffer) => body.push(c));
          upRes.on('end', () => {
            if (dropAfter) {
              stats.droppedAfter++;
              return req.socket.destroy();
            }
            res.writeHead(upRes.statusCode ?? 502, upRes.headers);
            res.end(Buffer.concat(body));
          });
        },
      );
      up.on('error', () => req.socket.destroy());
      up.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    setDown: (d) => {
      down = d;
      if (d) server.closeAllConnections();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

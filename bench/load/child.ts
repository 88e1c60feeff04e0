// Starts bench/load/server-child.ts as a separate process (its own event loop) and talks to it over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import type { Pools } from './mix.js';

export interface Mem {
  t: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}
export interface Child extends Pools {
  url: string;
  db: string;
  seed: { members: number; companies: number; products: number; ms: number };
  mem: Mem[];
  token: string;
  stop(): Promise<void>;
}

const here = new URL('.', import.meta.url).pathname;

export async function startChild(databaseUrl: string | undefined, env: Record<string, string> = {}): Promise<Child> {
  const proc: ChildProcess = fork(`${here}server-child.ts`, [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env, ...(databaseUrl ? { BENCH_CHILD_DATABASE_URL: databaseUrl } : {}) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const mem: Mem[] = [];
  const ready = await new Promise<Omit<Child, 'mem' | 'stop' | 'token'>>((resolve, reject) => {
    proc.on('message', (m: { type: string } & Record<string, unknown>) => {
      if (m.type === 'mem') mem.push(m as unknown as Mem);
      if (m.type === 'ready') resolve(m as unknown as Omit<Child, 'mem' | 'stop' | 'token'>);
    });
    proc.once('exit', (code) => reject(new Error(`server child exited with ${code} before it was ready`)));
  });
  const res = await fetch(`${ready.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
  });
  const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null) return resolve();
      const kill = setTimeout(() => proc.kill('SIGKILL'), 30_000);
      proc.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      proc.send({ type: 'stop' });
    });
  return { ...ready, mem, token, stop };
}

export const targetsFromEnv = (): { label: string; url: string | undefined }[] => {
  const url = process.env['BENCH_DATABASE_URL'] || process.env['TEST_DATABASE_URL'];
  return [{ label: 'pglite', url: undefined }, ...(url ? [{ label: 'postgres', url }] : [])];
};

/** Scale of the data set: BENCH_SCALE=full (100k/10k/200k, default) or small (20k/2k/40k). */
export function scaleEnv(): Record<string, string> {
  const small = process.env['BENCH_SCALE'] === 'small';
  return {
    BENCH_SCALE_MEMBERS: process.env['BENCH_SCALE_MEMBERS'] ?? (small ? '20000' : '100000'),
    BENCH_SCALE_COMPANIES: process.env['BENCH_SCALE_COMPANIES'] ?? (small ? '2000' : '10000'),
    BENCH_SCALE_PRODUCTS: process.env['BENCH_SCALE_PRODUCTS'] ?? (small ? '40000' : '200000'),
  };
}

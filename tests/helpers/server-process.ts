import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CLI_ENTRY } from './cli-entry.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  url: string;
  proc: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  /** SIGKILL, as a crash or the OOM killer would: no cleanup runs. Resolves when the process is gone. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * `backoffice serve` as a real process (`node dist/cli/index.js serve --port 0 ...args`),
 * resolved once it prints its URL. Rejects with its output when it exits first.
 */
export function serveProcess(
  args: string[],
  opts: { env?: Record<string, string | undefined>; cwd?: string } = {},
): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [CLI_ENTRY, 'serve', '--port', '0', ...args], {
      cwd: opts.cwd ?? ROOT,
      env: { ...process.env, ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let done = false;
    const gone = new Promise<void>((r) => proc.once('exit', () => r()));
    const onData = (b: Buffer) => {
      out += b.toString();
      const m = /listening on (http:\/\/\S+) \(API/.exec(out);
      if (m && !done) {
        done = true;
        resolve({
          url: m[1]!,
          proc,
          output: () => out,
          kill9: async () => {
            if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
            await gone;
          },
          stop: async () => {
            if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
            await gone;
          },
        });
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', (code, signal) => {
      if (!done) {
        done = true;
        reject(new Error(`server exited (${code ?? signal}) before listening:\n${out}`));
      }
    });
  });
}

export interface TwoServers {
  /** Two `backoffice serve` processes on one PostgreSQL database, as two upstreams of a load balancer. */
  a: ServerProcess;
  b: ServerProcess;
  /** The database both use (fresh, migrated by the servers; demo data unless `demo: false`). */
  databaseUrl: string;
  /** Stops both processes (SIGTERM) and drops the database. */
  close(): Promise<void>;
}

/**
 * Two real server processes on ONE fresh PostgreSQL database created under TEST_DATABASE_URL's server
 * (`create database`, dropped by `close`). No BACKOFFICE_JWT_SECRET unless `env` sets one: the processes
 * share the secret the first one stored in the settings table, as a deployment without it would.
 * A starts first and seeds the demo data (`--demo`, default on); B starts once A listens: two processes
 * seeding one empty database at once would both try to insert it.
 */
export async function twoServers(
  opts: { demo?: boolean; args?: string[]; env?: Record<string, string | undefined> } = {},
): Promise<TwoServers> {
  const adminUrl = process.env['TEST_DATABASE_URL'];
  if (!adminUrl) throw new Error('twoServers needs TEST_DATABASE_URL');
  const name = `bo_multi_${randomBytes(5).toString('hex')}`;
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const databaseUrl = u.toString();
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const args = [...(opts.demo === false ? [] : ['--demo']), ...(opts.args ?? [])];
  const env = { BACKOFFICE_JWT_SECRET: undefined, ...opts.env, DATABASE_URL: databaseUrl };
  const started: ServerProcess[] = [];
  const close = async () => {
    try {
      await Promise.all(started.map((s) => s.stop()));
    } finally {
      await admin(`drop database if exists ${name} with (force)`);
    }
  };
  try {
    started.push(await serveProcess(args, { env }));
    started.push(await serveProcess(args, { env }));
  } catch (err) {
    await close().catch(() => {});
    throw err;
  }
  return { a: started[0]!, b: started[1]!, databaseUrl, close };
}

import { spawn } from 'node:child_process';
import { afterAll, beforeAll, expect } from 'vitest';
import { startDemoServer } from '../helpers/server.js';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { createClient } from '../../src/api/client.js';
import { login } from '../../src/api/auth.js';
import { getSentNotification } from '../../src/api/audit.js';
import type { SentNotification } from '../../src/api/contract/index.js';
import type { Io } from '../../src/cli/lib/io.js';
import { CLI_ENTRY } from '../helpers/cli-entry.js';

export const ADMIN = { email: 'admin@example.com', password: 'demo-admin' };
export const MEMBER = { email: 'member@example.com', password: 'demo-member' };

export const tempDir = (prefix = 'bo-cli-') => mkdtempSync(join(tmpdir(), prefix));

export async function tokenFor(apiUrl: string, who = ADMIN): Promise<string> {
  return (await login(createClient({ baseUrl: apiUrl }), who.email, who.password)).access_token;
}

/**
 * A profile signed in with a password (a CLI session, `login --password-stdin`) in a config folder of its
 * own: answers the env that uses it.
 */
export async function signInProfile(apiUrl: string, who = ADMIN): Promise<{ BACKOFFICE_CONFIG_DIR: string }> {
  const dir = tempDir('bo-config-');
  const r = await cli(['login', '--api-url', apiUrl, '--email', who.email, '--password-stdin'], {
    env: { BACKOFFICE_CONFIG_DIR: dir },
    stdin: `${who.password}\n`,
  });
  expect(r.code, r.stderr).toBe(0);
  return { BACKOFFICE_CONFIG_DIR: dir };
}

function collector() {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (c: Buffer) => (text += c.toString()));
  return { stream, text: () => text };
}

export interface FakeIo {
  io: Io;
  stdout(): string;
  stderr(): string;
}

/** An Io with captured output; `answers` feed the prompts in order. */
export function fakeIo(
  opts: {
    stdin?: string;
    isTTY?: boolean;
    env?: Record<string, string | undefined>;
    answers?: string[];
    signal?: AbortSignal;
    cwd?: string;
  } = {},
): FakeIo {
  const out = collector();
  const err = collector();
  const answers = [...(opts.answers ?? [])];
  const io: Io = {
    stdin: Readable.from(opts.stdin !== undefined ? [opts.stdin] : []),
    stdout: out.stream,
    stderr: err.stream,
    isTTY: opts.isTTY ?? false,
    env: { NO_COLOR: '1', BACKOFFICE_STATE_DIR: tempDir('bo-state-'), ...opts.env },
    prompt: async (q) => {
      err.stream.write(q);
      return answers.shift() ?? '';
    },
    ...(opts.signal ? { signal: opts.signal } : {}),
    cwd: opts.cwd ?? tempDir(),
  };
  return { io, stdout: out.text, stderr: err.text };
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of a CLI child: no token or URL from the outer environment, a private state folder. */
const childEnv = (env?: Record<string, string | undefined>) => ({
  ...process.env,
  NO_COLOR: '1',
  BACKOFFICE_TOKEN: '',
  BACKOFFICE_API_URL: '',
  BACKOFFICE_STATE_DIR: tempDir('bo-state-'),
  ...env,
});

/** Spawns the CLI and hands back the child (for tests that close its pipes themselves). */
export function spawnCli(args: string[], opts: { env?: Record<string, string | undefined>; cwd?: string } = {}) {
  return spawn(process.execPath, [CLI_ENTRY, ...args], {
    cwd: opts.cwd ?? tempDir(),
    env: childEnv(opts.env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/**
 * Runs a command line with `sh -c`, with a `backoffice` on PATH that starts this checkout's CLI: printed
 * hints are run exactly as a person would paste them.
 */
export function shell(commandLine: string, opts: { env?: Record<string, string | undefined>; cwd?: string } = {}): Promise<CliResult> {
  const bin = tempDir('bo-bin-');
  writeFileSync(join(bin, 'backoffice'), `#!/bin/sh\nexec '${process.execPath}' '${CLI_ENTRY}' "$@"\n`, { mode: 0o755 });
  return new Promise((resolve, reject) => {
    const p = spawn('/bin/sh', ['-c', commandLine], {
      cwd: opts.cwd ?? tempDir(),
      env: childEnv({ PATH: `${bin}:${process.env.PATH ?? ''}`, ...opts.env }),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    p.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    p.on('error', reject);
    p.on('close', (code) => resolve({ code, stdout, stderr }));
    p.stdin.end('');
  });
}

/** Spawns the built CLI (`node dist/cli/index.js ...args`) (stdin closed or fed); no TTY. */
export function cli(
  args: string[],
  opts: { env?: Record<string, string | undefined>; stdin?: string; cwd?: string; onSpawn?: (p: ReturnType<typeof spawn>) => void } = {},
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [CLI_ENTRY, ...args], {
      cwd: opts.cwd ?? tempDir(),
      env: childEnv(opts.env),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    p.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    p.on('error', reject);
    p.on('close', (code) => resolve({ code, stdout, stderr }));
    p.stdin.end(opts.stdin ?? '');
    opts.onSpawn?.(p);
  });
}

export const readLines = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/**
 * A demo server (PGlite in memory) for the file's tests, started before them and closed after, with an
 * admin's token: `s.env()` is what a command needs to reach it.
 */
export function useDemoServer() {
  let demo: Awaited<ReturnType<typeof startDemoServer>> | undefined;
  let token = '';
  beforeAll(async () => {
    demo = await startDemoServer();
    token = await tokenFor(`${demo.url}/v1`);
  });
  afterAll(() => demo?.close());
  const started = () => {
    if (!demo) throw new Error('useDemoServer: the server starts in beforeAll');
    return demo;
  };
  return {
    get demo() {
      return started();
    },
    get api() {
      return `${started().url}/v1`;
    },
    get token() {
      return token;
    },
    get db() {
      return started().server.db;
    },
    env: () => ({ BACKOFFICE_TOKEN: token, BACKOFFICE_API_URL: `${started().url}/v1` }),
  };
}

/**
 * A send to an audience (ALL, MEMBERS, COMPANIES) is fanned out by a background job: this reads
 * GET /v1/notifications/{id} until the send is sent (or failed or cancelled), polling, with a deadline.
 */
export async function waitForSend(apiUrl: string, token: string, id: number, timeoutMs = 30_000): Promise<SentNotification> {
  const client = createClient({ baseUrl: apiUrl, getToken: () => token });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = await getSentNotification(client, id);
    if (s.status === 'sent' || s.status === 'failed' || s.status === 'cancelled') return s;
    if (Date.now() > deadline) throw new Error(`notification ${id} is still ${s.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

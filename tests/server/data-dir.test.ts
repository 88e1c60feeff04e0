// Security findings 1 (the PGlite data directory is private) and 9 (a lock left by a killed server never
// blocks a restart, even when its pid now belongs to another live process). Real processes, real files.
import { afterAll, describe, expect, it, vi } from 'vitest';

// Real server processes (PGlite starts in several seconds; more on a loaded machine).
vi.setConfig({ testTimeout: 120_000 });
import { spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveProcess } from '../helpers/server-process.js';
import { startServer } from '../../src/server/start.js';

const mode = (p: string) => lstatSync(p).mode & 0o777;

/** Every path below dir that another account could read, write or enter by its own bits. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isSymbolicLink()) continue;
      if (mode(p) & 0o077) found.push(`${p} ${mode(p).toString(8)}`);
      if (e.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return found;
}

const login = async (url: string) => {
  const r = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { data: { access_token: string } }).data.access_token;
};

describe('PGlite data directory', () => {
  const root = mkdtempSync(join(tmpdir(), 'bo-private-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is created 0700 under umask 022, its files 0600, and stays private after writes (finding 1)', async () => {
    const dir = join(root, 'fresh');
    const umask = process.umask(0o022); // the child inherits it: the common default
    let s;
    try {
      s = await serveProcess(['--data', dir, '--demo'], { env: { BACKOFFICE_JWT_SECRET: undefined } });
    } finally {
      process.umask(umask);
    }
    try {
      expect(mode(dir)).toBe(0o700);
      expect(mode(join(dir, 'pgdata'))).toBe(0o700);
      expect(openToOthers(dir)).toEqual([]);
      expect(mode(join(dir, 'jwt-secret'))).toBe(0o600);
      const token = await login(s.url);
      // Writes: categories, a notification to everyone, a profile change.
      for (let i = 0; i < 20; i++) {
        const r = await fetch(`${s.url}/v1/categories`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name: `Private${i}`, translations: [{ languageCode: 'en', name: `P ${i}` }] }),
        });
        expect(r.status).toBe(201);
      }
      const bulk = await fetch(`${s.url}/v1/notifications/send-bulk`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title: 'T', message: 'M', type: 'SYSTEM', target: 'ALL' }),
      });
      expect(bulk.status).toBe(200);
      expect(mode(dir)).toBe(0o700);
      expect(mode(join(dir, 'pgdata'))).toBe(0o700);
    } finally {
      await s.stop();
    }
    // After a clean stop every file written meanwhile is 0600 too.
    expect(openToOthers(dir)).toEqual([]);
  });

  it('tightens an existing directory with looser modes, and says so', async () => {
    const dir = join(root, 'loose');
    mkdirSync(join(dir, 'pgdata'), { recursive: true });
    chmodSync(dir, 0o755);
    chmodSync(join(dir, 'pgdata'), 0o777);
    writeFileSync(join(dir, 'notes.txt'), 'x', { mode: 0o666 });
    chmodSync(join(dir, 'notes.txt'), 0o666);
    const lines: string[] = [];
    const s = await startServer({ port: 0, dataDir: dir, log: (l) => lines.push(l) });
    try {
      expect(mode(dir)).toBe(0o700);
      expect(mode(join(dir, 'pgdata'))).toBe(0o700);
      expect(openToOthers(dir)).toEqual([]);
      expect(lines.join('\n')).toMatch(/was mode 0755: tightened to 0700/);
      expect(lines.join('\n')).toMatch(/pgdata was mode 0777: tightened to 0700/);
    } finally {
      await s.close();
    }
  });
});

describe('data directory lock after kill -9 (finding 9)', () => {
  const root = mkdtempSync(join(tmpdir(), 'bo-lock-'));
  const others: ReturnType<typeof spawn>[] = [];
  afterAll(() => {
    for (const p of others) p.kill('SIGKILL');
    rmSync(root, { recursive: true, force: true });
  });

  it('starts when the lock of a killed server names a live unrelated pid', async () => {
    const dir = join(root, 'data');
    const first = await serveProcess(['--data', dir, '--demo']);
    const token = await login(first.url);
    expect(token).toBeTruthy();
    await first.kill9();
    const lockFile = join(dir, 'backoffice.lock');
    const left = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number; start?: string };
    expect(left.pid).toBe(first.proc.pid);
    // The dead server's pid now belongs to another live process (as PID 1 does in a container).
    const unrelated = spawn('sleep', ['60'], { stdio: 'ignore' });
    others.push(unrelated);
    writeFileSync(lockFile, JSON.stringify({ ...left, pid: unrelated.pid }));
    process.kill(unrelated.pid!, 0); // alive
    const second = await serveProcess(['--data', dir]);
    try {
      expect(await login(second.url)).toBeTruthy(); // the data written before the kill is there
    } finally {
      await second.stop();
    }
  });

  it('still refuses a second server while the first one runs', async () => {
    const dir = join(root, 'busy');
    const first = await serveProcess(['--data', dir]);
    try {
      await expect(serveProcess(['--data', dir])).rejects.toThrow(/in use by another server \(pid \d+\)/);
    } finally {
      await first.stop();
    }
  });
});

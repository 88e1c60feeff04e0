// Issue 33, T5: a server killed with kill -9 and started again at once, on the same data folder, must start
// (it was refused once when the restart came within ~1.5 s). Real processes, as a supervisor restarts them.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveProcess } from '../helpers/server-process.js';
import { CLI_ENTRY } from '../helpers/cli-entry.js';

vi.setConfig({ testTimeout: 240_000 });

const root = mkdtempSync(join(tmpdir(), 'bo-restart-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const signIn = async (url: string) =>
  (
    await fetch(`${url}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
    })
  ).status;

/** State of a process from /proc (R, S, D, Z for a zombie...), or undefined once it is gone. */
const state = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
};

describe('restart right after kill -9 (T5)', () => {
  it('starts while the killed server is still a zombie (its parent has not reaped it yet)', async () => {
    const dir = join(root, 'zombie');
    const first = await serveProcess(['--data', dir, '--demo']);
    expect(await signIn(first.url)).toBe(200);
    await first.stop();
    // A parent that never reaps its child (as a busy supervisor or shell for a while): python forks the
    // server and sleeps; the server killed with -9 stays a zombie, its pid and start time still in /proc.
    const script = `import os, sys, time\npid = os.fork()\nif pid == 0:\n    os.execvp(sys.argv[1], sys.argv[1:])\ntime.sleep(600)\n`;
    const holder = spawn('python3', ['-c', script, process.execPath, CLI_ENTRY, 'serve', '--port', '0', '--data', dir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let out = '';
      await new Promise<void>((resolve, reject) => {
        holder.stdout!.on('data', (b: Buffer) => {
          out += b.toString();
          if (/listening on/.test(out)) resolve();
        });
        holder.once('exit', () => reject(new Error(`exited: ${out}`)));
      });
      const { pid } = JSON.parse(readFileSync(join(dir, 'backoffice.lock'), 'utf8')) as { pid: number };
      process.kill(pid, 'SIGKILL');
      await expect.poll(() => state(pid), { timeout: 10_000 }).toBe('Z');
      const second = await serveProcess(['--data', dir]);
      try {
        expect(await signIn(second.url)).toBe(200);
        expect(state(pid)).toBe('Z'); // it was a zombie all along
      } finally {
        await second.stop();
      }
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('starts again at once, twice in a row, with the data written before each kill', async () => {
    const dir = join(root, 'data');
    let s = await serveProcess(['--data', dir, '--demo']);
    for (let round = 0; round < 2; round++) {
      expect(await signIn(s.url)).toBe(200); // a write (the sign-in's audit event) just before the kill
      await s.kill9();
      s = await serveProcess(['--data', dir]);
    }
    try {
      expect(await signIn(s.url)).toBe(200);
    } finally {
      await s.stop();
    }
  });
});

import { createServer as createTcpServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { progressBar } from '../../src/cli/lib/progress.js';
import { cli, fakeIo, shell, spawnCli, tempDir, useDemoServer } from './helpers.js';

// Issue 37, items 4, 8 and 9: an outage has a bound (--max-outage), a one-request command never pauses,
// SIGTERM stops a bulk run as Ctrl-C does, and read-only commands stop quietly.
const s = useDemoServer();

/** A server that accepts connections and never answers (a hung API behind a load balancer). */
async function neverAnswering(): Promise<{ url: string; connections: () => number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server: Server = createTcpServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.resume(); // read the request, never write a byte
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    connections: () => connections,
    close: () =>
      new Promise<void>((r) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => r());
      }),
  };
}

/** A port nothing listens on: every connection is refused at once. */
async function closedPort(): Promise<string> {
  const server = createTcpServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return `http://127.0.0.1:${port}/v1`;
}

const until = async (check: () => boolean | Promise<boolean>, what: string, ms = 60_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
};

const campaign = (rows: number, title = 'outage') => {
  const dir = tempDir();
  writeFileSync(
    join(dir, 'c.csv'),
    'title,message,target\n' + Array.from({ length: rows }, (_, i) => `${title},m ${i},all`).join('\n') + '\n',
  );
  return dir;
};

let cleanup: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const c of cleanup) await c();
  cleanup = [];
});

describe('an outage has a bound (--max-outage)', { timeout: 120_000 }, () => {
  it('against a server that accepts and never answers: stops after --max-outage with the summary, the resume hint and exit 7', async () => {
    const hung = await neverAnswering();
    cleanup.push(hung.close);
    const dir = campaign(6);
    const r = await cli(
      [
        'notify',
        'send',
        '--file',
        'c.csv',
        '--yes',
        '--timeout',
        '1',
        '--max-outage',
        '2s',
        '--outage-probe-ms',
        '200',
        '--retry-base-ms',
        '5',
      ],
      { cwd: dir, env: { BACKOFFICE_TOKEN: 'a.b.c', BACKOFFICE_API_URL: hung.url } },
    );
    expect(r.stderr).toContain('API unreachable, retrying every 0.2 s');
    expect(r.stderr).toContain('The run stops after 2.0s without an answer (--max-outage).');
    expect(r.stderr).toMatch(/Stopped: the API did not answer for \d+(\.\d)?s \(--max-outage 2\.0s\)\. To finish the rest/);
    expect(r.stderr).toContain('notify send --resume ');
    expect(r.stdout).toMatch(/0 succeeded, 0 failed, 0 skipped, 6 not started/);
    expect(r.stderr).not.toContain('MaxListenersExceededWarning');
    expect(r.code).toBe(7);
  });

  it('--max-outage 0 stops as soon as the API stops answering (refused connections), exit 7', async () => {
    const url = await closedPort();
    const dir = campaign(5);
    const r = await cli(['notify', 'send', '--file', 'c.csv', '--yes', '--max-outage', '0', '--retry-base-ms', '5', '--concurrency', '1'], {
      cwd: dir,
      env: { BACKOFFICE_TOKEN: 'a.b.c', BACKOFFICE_API_URL: url },
    });
    expect(r.stderr).toContain('API unreachable: stopping (--max-outage 0)');
    expect(r.stderr).toContain('Stopped: the API stopped answering (--max-outage 0).');
    expect(r.stdout).toContain('5 not started');
    expect(r.code).toBe(7);
  });

  it('a long outage adds no abort listener per probe: no MaxListenersExceededWarning, at --concurrency 32 too', async () => {
    const url = await closedPort();
    const dir = campaign(40);
    // Probing every 10 ms for 2 s: some hundred waits, each of which used to leave a listener on the signal;
    // and 31 items waiting at once, one listener each while they wait.
    const r = await cli(
      [
        'notify',
        'send',
        '--file',
        'c.csv',
        '--yes',
        '--max-outage',
        '2',
        '--outage-probe-ms',
        '10',
        '--retry-base-ms',
        '1',
        '--concurrency',
        '32',
      ],
      { cwd: dir, env: { BACKOFFICE_TOKEN: 'a.b.c', BACKOFFICE_API_URL: url } },
    );
    expect(r.stderr).toContain('API unreachable, retrying every 0.01 s');
    expect(r.stderr).not.toContain('MaxListenersExceededWarning');
    expect(r.stderr).not.toContain('memory leak');
    expect(r.code).toBe(7);
  });

  it('a command that sends one request never pauses: it fails after --timeout', async () => {
    const hung = await neverAnswering();
    cleanup.push(hung.close);
    const one = await cli(['notify', 'send', '--title', 't', '--message', 'm', '--target', 'all', '--yes', '--timeout', '1'], {
      env: { BACKOFFICE_TOKEN: 'a.b.c', BACKOFFICE_API_URL: hung.url },
    });
    expect(one.stderr).toContain('did not answer');
    expect(one.stderr).not.toContain('API unreachable');
    expect(one.stdout).toContain('0 succeeded, 1 failed');
    expect(one.code).toBe(3);
    const whoami = await cli(['whoami', '--timeout', '1'], { env: { BACKOFFICE_TOKEN: 'a.b.c', BACKOFFICE_API_URL: hung.url } });
    expect(whoami.stderr).toContain('did not answer');
    expect(whoami.code).toBe(1);
  });

  it('the bar says how long the run has waited for the API instead of a stale rate, and the ETA restarts after the pause', () => {
    let t = 0;
    const f = fakeIo({ isTTY: true });
    const bar = progressBar(f.io, 100, 'notify send', () => t);
    for (let i = 0; i < 10; i++) {
      t += 100;
      bar.tick('ok');
    }
    t += 12_000;
    bar.waiting('waiting for the API for 12 s');
    const paused = f.stderr().split('\r').at(-1)!;
    expect(paused).toContain('waiting for the API for 12 s');
    expect(paused).not.toContain('ETA');
    bar.waiting(undefined);
    bar.resumed();
    for (let i = 0; i < 10; i++) {
      t += 200;
      bar.tick('ok');
    }
    // 10 items in the 2 s since the API came back: 5/s, 80 left: 16 s (the pause is not averaged in).
    const after = f.stderr().split('\r').at(-1)!;
    expect(after).toContain('5.0/s');
    expect(after).toContain('ETA 16s');
  });
});

describe('SIGTERM and Ctrl-C', { timeout: 180_000 }, () => {
  it('SIGTERM mid-run: in-flight items finish, the summary and the resume hint, exit 143; the resume completes with 0 duplicates', async () => {
    const ids = (
      await s.db.query<{ id: number }>(`select id from members where enabled and role <> 'admin' order by id limit 30`)
    ).rows.map((r) => r.id);
    const dir = tempDir();
    writeFileSync(join(dir, 't.csv'), 'title,message,target,member\n' + ids.map((id) => `sigterm,m ${id},single,${id}`).join('\n') + '\n');
    const sent = async () =>
      (await s.db.query<{ n: number }>(`select count(*)::int as n from notifications where title = 'sigterm'`)).rows[0]!.n;
    const state = tempDir('bo-state-');
    const env = { ...s.env(), BACKOFFICE_STATE_DIR: state };
    const child = spawnCli(['notify', 'send', '--file', 't.csv', '--yes', '--rate', '10/s', '--concurrency', '2'], { cwd: dir, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const closed = new Promise<number | null>((r) => child.on('close', r));
    child.stdin.end('');
    await until(async () => (await sent()) >= 3, 'three notifications sent');
    child.kill('SIGTERM');
    const code = await closed;
    expect(stderr).toContain('Stopping (SIGTERM): finishing the items in flight');
    expect(stderr).toContain('Stopped (SIGTERM). To finish the rest without repeating what succeeded, run:');
    expect(stdout).toMatch(/\d+ succeeded, 0 failed, 0 skipped, \d+ not started/);
    expect(code).toBe(143);
    const hint = /^ {2}(backoffice notify send --resume .+)$/m.exec(stderr)![1]!;
    const resumed = await shell(`${hint} --yes`, { cwd: dir, env }); // --yes: no terminal to confirm in
    expect(resumed.stderr).not.toContain('Failed');
    expect(resumed.stdout).toMatch(/\d+ succeeded, 0 failed, 0 skipped, \d+ already done earlier/);
    expect(resumed.code).toBe(0);
    const rows = (
      await s.db.query<{ member_id: number; n: number }>(
        `select member_id, count(*)::int as n from notifications where title = 'sigterm' group by member_id order by member_id`,
      )
    ).rows;
    expect(rows.map((r) => r.member_id)).toEqual(ids);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
  });

  it('Ctrl-C in a read-only command: exit 130, quietly (not the bulk engine\'s "finishing the items in flight")', async () => {
    const hung = await neverAnswering();
    cleanup.push(hung.close);
    for (const args of [['members', 'list'], ['audit', 'list', '--json'], ['whoami']]) {
      const before = hung.connections();
      const child = spawnCli(args, { env: { BACKOFFICE_TOKEN: 'a.b.c', BACKOFFICE_API_URL: hung.url } });
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      const closed = new Promise<number | null>((r) => child.on('close', r));
      child.stdin.end('');
      await until(() => hung.connections() > before, `${args.join(' ')} to ask the API`);
      child.kill('SIGINT');
      const code = await closed;
      expect(stderr, args.join(' ')).not.toContain('finishing the items in flight');
      expect(stderr, args.join(' ')).not.toContain('Interrupted before anything was sent');
      expect(code, args.join(' ')).toBe(130);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoServer } from '../helpers/server.js';
import { run as notifySend } from '../../src/cli/commands/notify/send.js';
import { startFaultProxy } from './fault-proxy.js';
import { cli, fakeIo, readLines, tempDir, tokenFor, waitForSend } from './helpers.js';

let demo: Awaited<ReturnType<typeof startDemoServer>>;
let api: string;
let token: string;
let memberIds: number[];

const rowsWithTitle = async (title: string) =>
  (
    await demo.server.db.query<{ member_id: number }>('select member_id from notifications where title = $1 order by member_id', [title])
  ).rows.map((r) => r.member_id);

const csvFor = (title: string, ids: number[]) =>
  'title,message,target,member,country\n' + ids.map((id) => `${title},"Hello, member ${id}",single,${id},`).join('\n') + '\n';

beforeAll(async () => {
  demo = await startDemoServer();
  api = `${demo.url}/v1`;
  token = await tokenFor(api);
  // SINGLE notifications reach enabled members only (a disabled one is refused with 409).
  memberIds = (await demo.server.db.query<{ id: number }>('select id from members where enabled order by id')).rows.map((r) => r.id);
});
afterAll(() => demo?.close());

const env = () => ({ BACKOFFICE_TOKEN: token, BACKOFFICE_API_URL: api });

describe('notify send (run level)', () => {
  it('sends one notification from flags and reports the recipient count', async () => {
    const f = fakeIo({ env: env() });
    const code = await notifySend({ title: 'flag-one', message: 'm', target: 'all', country: 'IT', yes: true, json: true }, f.io);
    expect(code).toBe(0);
    const out = JSON.parse(f.stdout().trim()) as { succeeded: number; recipients: number; id: number; status: string };
    expect(out).toMatchObject({ succeeded: 1, status: 'queued' });
    expect(f.stderr()).toContain(`Queued notification ${out.id} for ${out.recipients} recipients: it is delivered in the background.`);
    // A send to an audience is fanned out in the background: its rows exist once the send is sent.
    expect(await waitForSend(api, token, out.id)).toMatchObject({ status: 'sent', delivered: out.recipients, recipients: out.recipients });
    expect(out.recipients).toBe((await rowsWithTitle('flag-one')).length);
    expect(out.recipients).toBeGreaterThan(0);
  });

  it('a permanently failing item (unknown member) ends with exit 3, is listed, and the rest is sent', async () => {
    const dir = tempDir();
    const file = join(dir, 'partial.csv');
    writeFileSync(file, csvFor('partial', [memberIds[0]!, 999999, memberIds[1]!]));
    const f = fakeIo({ env: env(), cwd: dir });
    expect(await notifySend({ file, yes: true, results: 'p.ndjson' }, f.io)).toBe(3);
    expect(f.stderr()).toMatch(/member 999999.*\(line 3\): no such member/);
    // Sending again cannot help an unknown member: no resume hint (issue 37, item 3).
    expect(f.stderr()).toContain('there is nothing to resume');
    expect(f.stderr()).not.toMatch(/--resume/);
    expect(f.stdout()).toMatch(/2 succeeded, 1 failed, 0 skipped/);
    expect(await rowsWithTitle('partial')).toEqual([memberIds[0], memberIds[1]]);
    const failed = readLines(readFileSync(join(dir, 'p.ndjson'), 'utf8')).filter((l) => l.status === 'failed');
    // Never sent: the pre-check found no such member.
    expect(failed).toEqual([expect.objectContaining({ line: 3, attempts: 0 })]);
  });

  it('--dry-run prints the plan and sends nothing', async () => {
    const dir = tempDir();
    const file = join(dir, 'n.csv');
    writeFileSync(file, csvFor('dry-run', memberIds.slice(0, 5)));
    const f = fakeIo({ env: env(), cwd: dir });
    expect(await notifySend({ file, dryRun: true }, f.io)).toBe(0);
    expect(f.stdout()).toMatch(/would send 5 notifications/);
    expect(await rowsWithTitle('dry-run')).toEqual([]);
  });

  it('reports bad CSV rows with line numbers and sends nothing (exit 2)', async () => {
    const dir = tempDir();
    const file = join(dir, 'bad.csv');
    writeFileSync(file, csvFor('bad-rows', memberIds.slice(0, 3)) + 'bad-rows,,single,1,\nbad-rows,x,everyone,,\nbad-rows,x,all,,ZZ\n');
    const f = fakeIo({ env: env(), cwd: dir });
    await expect(notifySend({ file, yes: true }, f.io)).rejects.toMatchObject({ exitCode: 2 });
    await notifySend({ file, yes: true }, f.io).catch((e: Error) => {
      expect(e.message).toMatch(/bad\.csv:5: message is required/);
      expect(e.message).toMatch(/bad\.csv:6: target must be one of/);
      expect(e.message).toMatch(/bad\.csv:7: country must be one of/);
      expect(e.message).toMatch(/nothing was sent/);
    });
    expect(await rowsWithTitle('bad-rows')).toEqual([]);
  });

  it('reads a semicolon-separated CSV (a spreadsheet in Italian), says so once, and names the columns it ignores', async () => {
    const dir = tempDir();
    const file = join(dir, 'export.csv');
    const ids = memberIds.slice(0, 3);
    writeFileSync(file, 'Title;Message;Target;MemberId;Note\n' + ids.map((id) => `semi;"Ciao; ${id}";single;${id};x`).join('\n') + '\n');
    const f = fakeIo({ env: env(), cwd: dir });
    expect(await notifySend({ file, yes: true }, f.io)).toBe(0);
    expect(f.stderr()).toContain(`Reading ${file} as semicolon-separated (its header has no comma).`);
    expect(f.stderr()).toContain(
      `Ignoring a column notify send does not use in ${file}: note (it reads title, message, target, member, country).`,
    );
    expect(await rowsWithTitle('semi')).toEqual(ids);
    const messages = (
      await demo.server.db.query<{ message: string }>(`select message from notifications where title = 'semi' order by member_id`)
    ).rows.map((r) => r.message);
    expect(messages).toEqual(ids.map((id) => `Ciao; ${id}`));
  });

  it('a file without a required column fails once, naming its columns (exit 2), and sends nothing', async () => {
    const dir = tempDir();
    const file = join(dir, 'nocol.csv');
    writeFileSync(file, 'title,body,target\nno-col,hello,all\nno-col,again,all\n');
    const err = await notifySend({ file, yes: true }, fakeIo({ env: env(), cwd: dir }).io).catch((e: Error & { exitCode: number }) => e);
    expect(err).toMatchObject({ exitCode: 2 });
    expect((err as Error).message).toBe(
      `${file} has no "message" column; its columns are "title", "body", "target". A notification file needs title, message and target (member for single, country optional).`,
    );
    expect(await rowsWithTitle('no-col')).toEqual([]);
  });

  it('reads NDJSON from stdin', async () => {
    const ids = memberIds.slice(0, 4);
    const stdin = ids.map((id) => JSON.stringify({ title: 'from-stdin', message: 'm', target: 'SINGLE', member: id })).join('\n');
    const f = fakeIo({ env: env(), stdin });
    expect(await notifySend({ file: '-', yes: true }, f.io)).toBe(0);
    expect(await rowsWithTitle('from-stdin')).toEqual(ids);
  });

  it('asks for confirmation on a terminal and sends nothing on "n"', async () => {
    const f = fakeIo({ env: env(), isTTY: true, answers: ['n'] });
    await expect(
      notifySend({ title: 'declined', message: 'm', target: 'single', member: String(memberIds[0]) }, f.io),
    ).rejects.toMatchObject({ exitCode: 1 });
    expect(f.stderr()).toContain(
      `About to send 1 notification to 1 recipient:\n  send member ${memberIds[0]}: "declined"\nContinue? [y/N]`,
    );
    expect(await rowsWithTitle('declined')).toEqual([]);
  });

  it('the confirmation and the dry run say how many members the audience holds, as the API counts it', async () => {
    const inItaly = (await demo.server.db.query<{ n: number }>(`select count(*)::int as n from members where enabled and country = 'IT'`))
      .rows[0]!.n;
    expect(inItaly).toBeGreaterThan(1);
    const f = fakeIo({ env: env(), isTTY: true, answers: ['n'] });
    await expect(notifySend({ title: 'to-italy', message: 'm', target: 'all', country: 'IT' }, f.io)).rejects.toMatchObject({
      exitCode: 1,
    });
    expect(f.stderr()).toContain(`About to send 1 notification to ${inItaly} recipients:\n  send ALL in IT: "to-italy"\nContinue? [y/N]`);
    const dry = fakeIo({ env: env() });
    expect(await notifySend({ title: 'to-italy', message: 'm', target: 'all', country: 'IT', dryRun: true }, dry.io)).toBe(0);
    expect(dry.stdout()).toContain(`Dry run: would send 1 notification to ${inItaly} recipients; nothing is sent.`);
    const json = fakeIo({ env: env() });
    expect(await notifySend({ title: 'to-italy', message: 'm', target: 'all', country: 'IT', dryRun: true, json: true }, json.io)).toBe(0);
    expect(JSON.parse(json.stdout())).toMatchObject({ dryRun: true, recipients: inItaly });
    // Not signed in, a dry run still validates, and says the recipients were not counted.
    const offline = fakeIo({ env: { BACKOFFICE_CONFIG_DIR: tempDir(), BACKOFFICE_API_URL: api } });
    expect(await notifySend({ title: 'to-italy', message: 'm', target: 'all', country: 'IT', dryRun: true }, offline.io)).toBe(0);
    expect(offline.stdout()).toContain('Dry run: would send 1 notification; nothing is sent.');
    expect(await rowsWithTitle('to-italy')).toEqual([]);
  });

  it('through a faulty proxy (10% 500s, dropped connections) delivers every item exactly once', async () => {
    const proxy = await startFaultProxy(demo.url, { failRate: 0.1, dropRate: 0.1, seed: 7 });
    try {
      const dir = tempDir();
      const file = join(dir, 'faulty.csv');
      const ids = memberIds.slice(0, 60);
      writeFileSync(file, csvFor('faulty', ids));
      const f = fakeIo({ env: { BACKOFFICE_TOKEN: token, BACKOFFICE_API_URL: `${proxy.url}/v1` }, cwd: dir });
      const code = await notifySend({ file, yes: true, concurrency: '8', retries: '10', retryBaseMs: '5', results: 'r.ndjson' }, f.io);
      expect(f.stderr()).toBe('');
      expect(code).toBe(0);
      expect(proxy.stats.failed + proxy.stats.droppedBefore + proxy.stats.droppedAfter).toBeGreaterThan(5);
      expect(proxy.stats.droppedAfter).toBeGreaterThan(0);
      expect(await rowsWithTitle('faulty')).toEqual(ids);
      const lines = readLines(readFileSync(join(dir, 'r.ndjson'), 'utf8'));
      expect(lines.filter((l) => l.type === 'item' && l.status === 'ok')).toHaveLength(60);
      expect(lines.some((l) => (l.attempts as number) > 1)).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  it('an interrupted run, resumed, finishes the rest and repeats nothing', async () => {
    const dir = tempDir();
    const file = join(dir, 'resume.csv');
    const ids = memberIds.slice(0, 30);
    writeFileSync(file, csvFor('resumed', ids));
    const ac = new AbortController();
    let sends = 0;
    const proxy = await startFaultProxy(demo.url, {
      failRate: 0,
      dropRate: 0,
      onForward: (req) => req.method === 'POST' && ++sends >= 10 && ac.abort(),
    });
    try {
      const f1 = fakeIo({ env: { BACKOFFICE_TOKEN: token, BACKOFFICE_API_URL: `${proxy.url}/v1` }, cwd: dir, signal: ac.signal });
      const code1 = await notifySend({ file, yes: true, concurrency: '2', results: 'run.ndjson' }, f1.io);
      expect(code1).toBe(130);
      expect(f1.stderr()).toMatch(/backoffice notify send --resume .*run\.ndjson\n/);
      const first = await rowsWithTitle('resumed');
      expect(first.length).toBeGreaterThanOrEqual(10);
      expect(first.length).toBeLessThan(30);
      const runId = readLines(readFileSync(join(dir, 'run.ndjson'), 'utf8'))[0]!.runId;

      // No API URL given: --resume sends the rest to the server recorded in the results file (the proxy).
      const forwardedBefore = proxy.stats.forwarded;
      const f2 = fakeIo({ env: { BACKOFFICE_TOKEN: token }, cwd: dir });
      expect(await notifySend({ file, yes: true, resume: join(dir, 'run.ndjson'), json: true }, f2.io)).toBe(0);
      expect(proxy.stats.forwarded - forwardedBefore).toBeGreaterThanOrEqual(30 - first.length);
      const summary = JSON.parse(f2.stdout().trim()) as { runId: string; succeeded: number; alreadyDone: number };
      expect(summary.runId).toBe(runId);
      expect(summary.alreadyDone).toBe(first.length);
      expect(summary.succeeded).toBe(30 - first.length);
      expect(await rowsWithTitle('resumed')).toEqual(ids);
    } finally {
      await proxy.close();
    }
  });
});

describe('notify send (process level)', { timeout: 180_000 }, () => {
  it('refuses without --yes when not interactive (exit 2) and sends nothing', async () => {
    const r = await cli(['notify', 'send', '--title', 'no-yes', '--message', 'm', '--target', 'all'], { env: env() });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Pass --yes/);
    expect(r.stdout).toBe('');
    expect(await rowsWithTitle('no-yes')).toEqual([]);
  });

  it('pipes stdin, keeps --json on stdout and messages on stderr', async () => {
    const ids = memberIds.slice(5, 8);
    const stdin = csvFor('proc-stdin', ids);
    const r = await cli(['notify', 'send', '--file', '-', '--yes', '--json'], { env: env(), stdin });
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { succeeded: number; recipients: number };
    expect(out).toMatchObject({ succeeded: 3, failed: 0, recipients: 3 });
    expect(r.stderr).toMatch(/3 succeeded, 0 failed, 0 skipped/);
    expect(await rowsWithTitle('proc-stdin')).toEqual(ids);
  });

  it('exits 4 with a bad token and 4 without a session', async () => {
    const bad = await cli(['notify', 'send', '--title', 't', '--message', 'm', '--target', 'all', '--yes'], {
      env: { BACKOFFICE_TOKEN: 'nope', BACKOFFICE_API_URL: api },
    });
    expect(bad.code).toBe(4);
    // The token came from BACKOFFICE_TOKEN: that is what to fix, not `backoffice login`.
    expect(bad.stderr).toContain(`BACKOFFICE_TOKEN was refused by ${new URL(api).origin}`);
    expect(bad.stderr).toContain('Set BACKOFFICE_TOKEN to a valid administrator token');
    // A file run with a refused token is stopped before it writes a results file or prints a resume hint.
    const dir = tempDir();
    const state = tempDir();
    writeFileSync(join(dir, 'n.csv'), csvFor('refused-token', memberIds.slice(0, 3)));
    const file = await cli(['notify', 'send', '--file', 'n.csv', '--yes'], {
      env: { BACKOFFICE_TOKEN: 'nope', BACKOFFICE_API_URL: api, XDG_STATE_HOME: state },
      cwd: dir,
    });
    expect(file.code).toBe(4);
    expect(file.stderr).not.toContain('--resume');
    expect(readdirSync(state)).toEqual([]);
    expect(readdirSync(dir)).toEqual(['n.csv']);
    expect(await rowsWithTitle('refused-token')).toEqual([]);
    const list = await cli(['members', 'list'], { env: { BACKOFFICE_TOKEN: 'nope', BACKOFFICE_API_URL: api } });
    expect(list.code).toBe(4);
    expect(list.stderr).toContain('BACKOFFICE_TOKEN was refused');
    const none = await cli(['notify', 'send', '--title', 't', '--message', 'm', '--target', 'all', '--yes'], {
      env: { BACKOFFICE_CONFIG_DIR: tempDir(), BACKOFFICE_API_URL: api },
    });
    expect(none.code).toBe(4);
    expect(none.stderr).toMatch(/Not signed in.*backoffice login/);
  });

  it('SIGINT stops taking items, writes the results and exits 130; --resume finishes without repeats', async () => {
    const dir = tempDir();
    const ids = memberIds.slice(10, 40);
    writeFileSync(join(dir, 's.csv'), csvFor('sigint', ids));
    const args = ['notify', 'send', '--file', 's.csv', '--yes', '--rate', '10/s', '--concurrency', '2', '--results', 'r.ndjson'];
    const r = await cli(args, {
      env: env(),
      cwd: dir,
      onSpawn: (p) => {
        const timer = setInterval(() => {
          let lines = 0;
          try {
            lines = readFileSync(join(dir, 'r.ndjson'), 'utf8').split('\n').filter(Boolean).length;
          } catch {}
          if (lines >= 6) {
            clearInterval(timer);
            p.kill('SIGINT');
          }
        }, 50);
        p.on('close', () => clearInterval(timer));
      },
    });
    expect(r.code).toBe(130);
    expect(r.stderr).toMatch(/backoffice notify send --resume .*r\.ndjson\n/);
    const first = await rowsWithTitle('sigint');
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThan(30);
    const again = await cli(['notify', 'send', '--file', 's.csv', '--yes', '--resume', 'r.ndjson'], { env: env(), cwd: dir });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(new RegExp(`${30 - first.length} succeeded, 0 failed, 0 skipped, ${first.length} already done`));
    expect(await rowsWithTitle('sigint')).toEqual(ids);
  });
});

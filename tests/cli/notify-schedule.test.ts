// Issue 15, the CLI part: notify send --at (scheduled sends) and --test, notify cancel, notify show --watch,
// and the statuses of notify list, against a real in-process server (PGlite) whose sends to an audience are
// fanned out by a background job.
import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run as notifySend } from '../../src/cli/commands/notify/send.js';
import { run as notifyShow } from '../../src/cli/commands/notify/show.js';
import { exampleAt, instantOf, parseAt } from '../../src/cli/lib/schedule.js';
import { startFaultProxy } from './fault-proxy.js';
import { cli, fakeIo, readLines, tempDir, useDemoServer, waitForSend } from './helpers.js';

const s = useDemoServer();
const env = s.env;
const DAY = 86_400_000;

/** The sends stored with a title (notification_sends), oldest first. */
const sends = async (title: string) =>
  (
    await s.db.query<{ id: number; status: string; send_at: Date | null; test: boolean; delivered: number }>(
      'select id, status, send_at, test, delivered from notification_sends where title = $1 order by id',
      [title],
    )
  ).rows;
/** The members a notification with that title reached (notifications rows). */
const reached = async (title: string) =>
  (await s.db.query<{ member_id: number }>('select member_id from notifications where title = $1 order by member_id', [title])).rows.map(
    (r) => r.member_id,
  );
const enabledMembers = async (n: number, offset = 0) =>
  (await s.db.query<{ id: number }>('select id from members where enabled order by id limit $1 offset $2', [n, offset])).rows.map(
    (r) => r.id,
  );
/** The wall-clock time of an instant in a zone: "2026-12-01 09:00:00". */
const wallIn = (iso: string, zone: string) => new Date(iso).toLocaleString('sv-SE', { timeZone: zone });

describe('--at: reading the time', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const rome = { TZ: 'Europe/Rome' };

  it('a local time is read in TZ, an offset or Z is exact, +2h and "in 3 days" count from now', () => {
    expect(parseAt('2026-12-01T09:00', rome, now).iso).toBe('2026-12-01T08:00:00.000Z');
    expect(parseAt('2026-12-01 09:00:30', rome, now).iso).toBe('2026-12-01T08:00:30.000Z');
    expect(parseAt('2026-12-01T09:00', { TZ: 'America/New_York' }, now).iso).toBe('2026-12-01T14:00:00.000Z');
    expect(parseAt('2026-12-01T09:00', { TZ: ':UTC' }, now).iso).toBe('2026-12-01T09:00:00.000Z');
    expect(parseAt('2026-12-01T09:00:00+05:30', rome, now).iso).toBe('2026-12-01T03:30:00.000Z');
    expect(parseAt('2026-12-01T09:00Z', rome, now).iso).toBe('2026-12-01T09:00:00.000Z');
    expect(parseAt('+2h', rome, now).iso).toBe('2026-11-26T12:00:00.000Z');
    expect(parseAt('in 3 days', rome, now).iso).toBe('2026-11-29T10:00:00.000Z');
    expect(parseAt('+30d', rome, now).iso).toBe('2026-12-26T10:00:00.000Z');
    expect(exampleAt(rome, now)).toBe('2026-11-27T09:00');
  });

  it('daylight saving: a skipped hour has no instant, a repeated one is the earlier', () => {
    expect(instantOf({ y: 2026, mo: 3, d: 29, h: 2, mi: 30, s: 0, ms: 0 }, 'Europe/Rome')).toBeNull();
    expect(new Date(instantOf({ y: 2026, mo: 10, d: 25, h: 2, mi: 30, s: 0, ms: 0 }, 'Europe/Rome')!).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(() => parseAt('2026-03-29T02:30', rome, Date.parse('2026-03-20T10:00:00Z'))).toThrow(
      expect.objectContaining({
        exitCode: 2,
        message: expect.stringContaining('does not exist in Europe/Rome: the clocks skip that hour'),
      }),
    );
  });

  it('anything else, a past time or one beyond 30 days is exit 2 with an example to pass', () => {
    const cases: Array<[string, RegExp]> = [
      [
        'tomorrow',
        /--at must say when to send; got "tomorrow"\. Pass a date and time on your clock \(Europe\/Rome\) such as --at 2026-11-27T09:00, one with its offset such as --at 2026-11-27T09:00:00\+01:00, or a time from now such as --at \+2h/,
      ],
      [
        '2026-11-01T09:00',
        /is 2026-11-01 09:00 Europe\/Rome \(2026-11-01T08:00:00\.000Z\), which has passed: a send can only be scheduled in the future, e\.g\. --at 2026-11-27T09:00/,
      ],
      [
        '+31d',
        /more than 30 days ahead: the latest is 2026-12-26 11:00 Europe\/Rome\. Pass an earlier time, e\.g\. --at 2026-11-27T09:00 or --at \+30d/,
      ],
      ['2026-12-01', /needs a time of day too, e\.g\. --at 2026-12-01T09:00/],
      ['2026-02-30T09:00', /is not a date and time that exists/],
      ['2026-12-01T24:00', /is not a date and time that exists/],
    ];
    for (const [value, message] of cases)
      expect(() => parseAt(value, rome, now), value).toThrow(
        expect.objectContaining({ exitCode: 2, message: expect.stringMatching(message) }),
      );
    expect(() => parseAt('2026-12-01T09:00', { TZ: 'Not/AZone' }, now)).toThrow(
      expect.objectContaining({ exitCode: 2, message: expect.stringContaining('TZ="Not/AZone" names no time zone') }),
    );
    // With an offset, a TZ nobody knows does not matter.
    expect(parseAt('2026-12-01T09:00+01:00', { TZ: 'Not/AZone' }, now).iso).toBe('2026-12-01T08:00:00.000Z');
  });
});

describe('notify send --at', { timeout: 180_000 }, () => {
  it('schedules a send to an audience for the local time of TZ: status scheduled in the API, nobody reached yet', async () => {
    const zoneEnv = { ...env(), TZ: 'Europe/Rome' };
    const at = exampleAt(zoneEnv); // tomorrow 09:00 in Rome
    const f = fakeIo({ env: zoneEnv });
    expect(
      await notifySend({ title: 'at-rome', message: 'm', target: 'all', country: 'IT', at, yes: true, json: true }, f.io),
      f.stderr(),
    ).toBe(0);
    const out = JSON.parse(f.stdout()) as { id: number; status: string; sendAt: string; recipients: number; succeeded: number };
    expect(out).toMatchObject({ succeeded: 1, status: 'scheduled' });
    expect(wallIn(out.sendAt, 'Europe/Rome')).toBe(`${at.replace('T', ' ')}:00`);
    expect(f.stderr()).toContain(`Scheduled notification ${out.id} for ${at.replace('T', ' ')} Europe/Rome (${out.sendAt}, in `);
    expect(f.stderr()).toContain(`To call it off before then: \`backoffice notify cancel ${out.id}\``);

    const r = await cli(['notify', 'show', String(out.id), '--json'], { env: env() });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      id: out.id,
      status: 'scheduled',
      sendAt: out.sendAt,
      delivered: 0,
      recipients: out.recipients,
      test: false,
    });
    expect(await reached('at-rome')).toEqual([]);
  });

  it('as a process: prints what was scheduled, when (local and ISO) and the id; TZ decides the local time', async () => {
    const r = await cli(['notify', 'send', '--title', 'at-proc', '--message', 'm', '--target', 'members', '--at', '2099-01-01T00:00Z'], {
      env: env(),
    });
    expect(r.code).toBe(2); // more than 30 days ahead
    expect(r.stderr).toMatch(
      /^backoffice: --at "2099-01-01T00:00Z" is .+, more than 30 days ahead: the latest is .+ Pass an earlier time, e\.g\. --at \d{4}-\d\d-\d\dT09:00 or --at \+30d\.\n$/,
    );

    const ny = await cli(['notify', 'send', '--title', 'at-proc', '--message', 'm', '--target', 'members', '--at', '+3d', '--yes'], {
      env: { ...env(), TZ: 'America/New_York' },
    });
    expect(ny.code, ny.stderr).toBe(0);
    const [stored] = await sends('at-proc');
    expect(stored).toMatchObject({ status: 'scheduled' });
    const iso = stored!.send_at!.toISOString();
    const local = wallIn(iso, 'America/New_York').slice(0, 16);
    expect(ny.stdout).toContain(`Scheduled notification ${stored!.id} for ${local}`);
    expect(ny.stdout).toContain(` America/New_York (${iso}, in 3d), to `);
    expect(Math.abs(Date.parse(iso) - (Date.now() + 3 * DAY))).toBeLessThan(60_000);
  });

  it('a bad --at exits 2 saying what to pass, and nothing is stored', async () => {
    for (const [at, message] of [
      ['yesterday', 'such as --at '],
      ['2020-01-01T09:00', 'which has passed: a send can only be scheduled in the future, e.g. --at '],
      ['+45d', 'more than 30 days ahead'],
    ] as const) {
      const r = await cli(['notify', 'send', '--title', 'at-bad', '--message', 'm', '--target', 'all', '--at', at, '--yes'], {
        env: env(),
      });
      expect(r.code, at).toBe(2);
      expect(r.stderr).toContain(message);
      expect(r.stdout).toBe('');
    }
    expect(await sends('at-bad')).toEqual([]);
  });

  it('the dry run and the confirmation say when; a file schedules every row for that time', async () => {
    const ids = await enabledMembers(3, 20);
    const dir = tempDir();
    const file = join(dir, 'c.csv');
    writeFileSync(
      file,
      'title,message,target,member,country\n' +
        ids.map((id) => `at-file,hello ${id},single,${id},`).join('\n') +
        '\nat-file,news,companies,,\n',
    );
    const zoneEnv = { ...env(), TZ: 'UTC' };
    const dry = fakeIo({ env: zoneEnv, cwd: dir });
    expect(await notifySend({ file, at: '+2d', dryRun: true }, dry.io)).toBe(0);
    expect(dry.stdout()).toMatch(
      /^Dry run: would schedule 4 notifications to \d+ recipients for \d{4}-\d\d-\d\d \d\d:\d\d(?::\d\d)? UTC \(\S+Z, in 2d\); nothing is sent\.\nMembers of the single notifications: 3 reachable, 0 unknown, 0 disabled\.\n {2}schedule member /,
    );

    const ask = fakeIo({ env: zoneEnv, cwd: dir, isTTY: true, answers: ['n'] });
    await expect(notifySend({ file, at: '2099-01-01T00:00Z' }, ask.io)).rejects.toMatchObject({ exitCode: 2 });
    await expect(notifySend({ file, at: '+1d' }, ask.io)).rejects.toMatchObject({ exitCode: 1 });
    expect(ask.stderr()).toMatch(
      /About to schedule 4 notifications to \d+ recipients for \d{4}-\d\d-\d\d \d\d:\d\d(?::\d\d)? UTC \(\S+, in 24h\):\n {2}schedule member/,
    );

    const f = fakeIo({ env: zoneEnv, cwd: dir });
    expect(await notifySend({ file, at: '+1d', yes: true, json: true }, f.io)).toBe(0);
    const out = JSON.parse(f.stdout()) as { ids: number[]; sendAt: string };
    expect(out.ids).toHaveLength(4);
    expect(f.stderr()).toMatch(/Scheduled 4 sends for .+ UTC \(\S+Z, in 24h\), to \d+ recipients as counted now/);
    const stored = await sends('at-file');
    expect(stored.map((x) => x.id)).toEqual([...out.ids].sort((a, b) => a - b));
    expect(new Set(stored.map((x) => x.status))).toEqual(new Set(['scheduled']));
    expect(new Set(stored.map((x) => x.send_at!.toISOString()))).toEqual(new Set([out.sendAt]));
    expect(await reached('at-file')).toEqual([]);
  });

  it('an interrupted scheduled run, resumed, schedules the rest for the same instant and repeats nothing', async () => {
    const dir = tempDir();
    const ids = await enabledMembers(20, 5);
    const file = join(dir, 'r.csv');
    writeFileSync(file, 'title,message,target,member,country\n' + ids.map((id) => `at-resume,m ${id},single,${id},`).join('\n') + '\n');
    const ac = new AbortController();
    let posts = 0;
    const proxy = await startFaultProxy(s.demo.url, {
      failRate: 0,
      dropRate: 0,
      onForward: (req) => req.method === 'POST' && ++posts >= 6 && ac.abort(),
    });
    try {
      const first = fakeIo({ env: { BACKOFFICE_TOKEN: s.token, BACKOFFICE_API_URL: `${proxy.url}/v1` }, cwd: dir, signal: ac.signal });
      expect(await notifySend({ file, at: '+5h', yes: true, concurrency: '2', results: 'run.ndjson' }, first.io)).toBe(130);
      const header = readLines(readFileSync(join(dir, 'run.ndjson'), 'utf8'))[0]!;
      const recorded = (header.input as { options: { at: string } }).options.at;
      expect(Math.abs(Date.parse(recorded) - (Date.now() + 5 * 3_600_000))).toBeLessThan(60_000);
      const before = (await sends('at-resume')).length;
      expect(before).toBeGreaterThanOrEqual(6);
      expect(before).toBeLessThan(20);

      // Another --at than the run's is refused before anything is sent; "+5h" again is another instant.
      const other = fakeIo({ env: { BACKOFFICE_TOKEN: s.token }, cwd: dir });
      await expect(notifySend({ resume: join(dir, 'run.ndjson'), at: '+6h', yes: true }, other.io)).rejects.toMatchObject({
        exitCode: 2,
        message: expect.stringContaining(`records a run with --at ${recorded}, but the command gives --at `),
      });
      expect((await sends('at-resume')).length).toBe(before);

      // Without --at, --resume restores the recorded instant; the items keep their Idempotency-Keys.
      const again = fakeIo({ env: { BACKOFFICE_TOKEN: s.token }, cwd: dir });
      expect(await notifySend({ resume: join(dir, 'run.ndjson'), yes: true, json: true }, again.io), again.stderr()).toBe(0);
      expect(JSON.parse(again.stdout())).toMatchObject({ succeeded: 20 - before, alreadyDone: before, sendAt: recorded });
      const stored = await sends('at-resume');
      expect(stored).toHaveLength(20);
      expect(new Set(stored.map((x) => x.send_at!.toISOString()))).toEqual(new Set([recorded]));
    } finally {
      await proxy.close();
    }
  });

  it('a run whose scheduled time has passed cannot be resumed for it: exit 2, nothing sent', async () => {
    const dir = tempDir();
    const [id] = await enabledMembers(1, 30);
    const file = join(dir, 'p.csv');
    writeFileSync(file, `title,message,target,member,country\nat-passed,m,single,${id},\n`);
    const results = join(dir, 'p.ndjson');
    const past = new Date(Date.now() - 3_600_000).toISOString();
    const header = {
      type: 'run',
      runId: '20261101-000000-abcdef',
      command: 'notify send',
      startedAt: past,
      total: 1,
      apiUrl: s.api,
      input: { file, sha256: 'x', options: { at: past } },
    };
    writeFileSync(results, JSON.stringify(header) + '\n');
    const f = fakeIo({ env: { BACKOFFICE_TOKEN: s.token }, cwd: dir });
    await expect(notifySend({ resume: results, yes: true }, f.io)).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringMatching(
        /^Run 20261101-000000-abcdef scheduled its notifications for .+, which has passed: the rest cannot be scheduled for then\. To send the rest at another time, start a new run without --resume and with a new --at/,
      ),
    });
    expect(await sends('at-passed')).toEqual([]);
  });
});

describe('notify send --test', { timeout: 180_000 }, () => {
  it('delivers now to the signed-in admin only, marked as a test, without asking', async () => {
    const admin = (await s.db.query<{ id: number }>(`select id from members where email = 'admin@example.com'`)).rows[0]!.id;
    // On a terminal and without --yes: no prompt (the fake prompt would write its question to stderr).
    const f = fakeIo({ env: env(), isTTY: true });
    expect(await notifySend({ title: 'test-me', message: 'Preview', target: 'all', test: true }, f.io)).toBe(0);
    const [stored] = await sends('test-me');
    expect(stored).toMatchObject({ status: 'sent', test: true, delivered: 1 });
    expect(f.stdout()).toBe(`Test sent to Ada Rossi <admin@example.com> only (notification ${stored!.id}, marked as a test).\n`);
    expect(f.stderr()).not.toContain('Continue?');
    expect(await reached('test-me')).toEqual([admin]);

    // --target is optional; --json prints the answer and who got it.
    const r = await cli(['notify', 'send', '--title', 'test-json', '--message', 'Preview', '--test', '--json'], { env: env() });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      count: 1,
      status: 'sent',
      test: true,
      to: { id: admin, email: 'admin@example.com', name: 'Ada Rossi' },
    });
    expect(r.stderr).toMatch(/^Test sent to Ada Rossi <admin@example.com> only/);
    expect(await reached('test-json')).toEqual([admin]);
  });

  it('refuses a file, --at and the flags of bulk runs (exit 2), sending nothing', async () => {
    const cases: Array<[string[], string]> = [
      [['--file', 'x.csv'], '--test sends one notification, to you: give it --title and --message, not --file.'],
      [['--title', 'test-no', '--message', 'm', '--at', '+1d'], '--test delivers at once, to you only: it cannot be scheduled.'],
      [
        ['--title', 'test-no', '--message', 'm', '--dry-run', '--rate', '5'],
        '--test sends one notification to you at once; --dry-run, --rate are for bulk runs.',
      ],
      [['--title', 'test-no'], '--test needs --message'],
    ];
    for (const [args, message] of cases) {
      const r = await cli(['notify', 'send', '--test', ...args], { env: env() });
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
    }
    expect(await sends('test-no')).toEqual([]);
  });
});

describe('notify cancel, show and list', { timeout: 180_000 }, () => {
  it('cancel: a scheduled send is cancelled; twice is exit 6 (not_cancellable) with what became of it; an unknown id exit 5', async () => {
    const sent = await cli(
      ['notify', 'send', '--title', 'cancel-me', '--message', 'm', '--target', 'companies', '--at', '+2d', '--yes', '--json'],
      { env: env() },
    );
    expect(sent.code, sent.stderr).toBe(0);
    const { id } = JSON.parse(sent.stdout) as { id: number };

    const r = await cli(['notify', 'cancel', String(id)], { env: { ...env(), TZ: 'UTC' } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(
        `^Cancelled notification ${id} "cancel-me" to COMPANIES: nobody receives it\\. It was scheduled for .+ UTC \\(.+Z, in 2d\\)\\.\\n$`,
      ),
    );
    expect((await sends('cancel-me'))[0]).toMatchObject({ status: 'cancelled', delivered: 0 });

    const twice = await cli(['notify', 'cancel', String(id)], { env: env() });
    expect(twice.code).toBe(6);
    expect(twice.stderr).toMatch(
      new RegExp(
        `^backoffice: Notification ${id} cannot be cancelled: it was cancelled already just now \\(.+ UTC\\)\\. Only a scheduled or queued send can be cancelled, before its fan-out starts\\.\\n$`,
      ),
    );
    expect(twice.stdout).toBe('');

    const unknown = await cli(['notify', 'cancel', '987654'], { env: env() });
    expect(unknown.code).toBe(5);
    expect(unknown.stderr).toBe(
      'backoffice: No notification 987654 on this server: nothing was cancelled. `backoffice notify list` shows the sends and their ids.\n',
    );

    const bad = await cli(['notify', 'cancel', 'last'], { env: env() });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('takes the id of a send, a whole number such as 42');
  });

  it('cancel --json prints the cancelled send; a send already delivered is exit 6', async () => {
    const sched = await cli(
      ['notify', 'send', '--title', 'cancel-json', '--message', 'm', '--target', 'all', '--at', '+1d', '--yes', '--json'],
      { env: env() },
    );
    const { id } = JSON.parse(sched.stdout) as { id: number };
    const r = await cli(['notify', 'cancel', String(id), '--json'], { env: env() });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ id, status: 'cancelled', title: 'cancel-json', delivered: 0 });

    const [member] = await enabledMembers(1, 40);
    const single = await cli(
      ['notify', 'send', '--title', 'cancel-late', '--message', 'm', '--target', 'single', '--member', String(member), '--yes', '--json'],
      { env: env() },
    );
    const late = JSON.parse(single.stdout) as { id: number; status: string };
    expect(late.status).toBe('sent');
    const refused = await cli(['notify', 'cancel', String(late.id)], { env: env() });
    expect(refused.code).toBe(6);
    expect(refused.stderr).toContain(`Notification ${late.id} cannot be cancelled: it was sent already just now`);
    expect(refused.stderr).toContain('to 1 of 1 recipient.');
  });

  it('show --watch follows a queued send to an audience until it is sent (exit 0); show of an unknown id is exit 5', async () => {
    const sent = await cli(['notify', 'send', '--title', 'watch-me', '--message', 'm', '--target', 'all', '--yes', '--json'], {
      env: env(),
    });
    expect(sent.code, sent.stderr).toBe(0);
    const { id, status, recipients } = JSON.parse(sent.stdout) as { id: number; status: string; recipients: number };
    expect(status).toBe('queued');
    const f = fakeIo({ env: env() });
    expect(await notifyShow(String(id), { watch: true, interval: '0.1', json: true }, f.io), f.stderr()).toBe(0);
    expect(JSON.parse(f.stdout())).toMatchObject({ id, status: 'sent', delivered: recipients, recipients });
    // Progress lines only while it is under way (a fan-out that ended before the first read has none).
    if (f.stderr())
      expect(f.stderr()).toMatch(
        new RegExp(`Notification ${id}: sent, ${recipients} of ${recipients} delivered \\(100%\\) \\(watched \\S+\\)\\.\\n$`),
      );
    expect((await reached('watch-me')).length).toBe(recipients);

    const shown = await cli(['notify', 'show', String(id)], { env: env() });
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(
      new RegExp(
        `^Notification ${id}: "watch-me"\\nStatus: +sent\\nDelivered: ${recipients} of ${recipients} \\(100%\\)\\nTarget: +ALL\\nAuthor: +Ada Rossi \\(#1\\)\\n`,
      ),
    );

    const missing = await cli(['notify', 'show', '987654'], { env: env() });
    expect(missing.code).toBe(5);
    expect(missing.stderr).toContain('No notification 987654 on this server: nothing to show.');
  });

  it('show --watch of a cancelled send ends at once with exit 1; Ctrl-C stops watching a scheduled one (130)', async () => {
    const sched = await cli(
      ['notify', 'send', '--title', 'watch-cancelled', '--message', 'm', '--target', 'all', '--at', '+1d', '--yes', '--json'],
      { env: env() },
    );
    const { id } = JSON.parse(sched.stdout) as { id: number };
    const ac = new AbortController();
    const waiting = fakeIo({ env: env(), signal: ac.signal });
    const watch = notifyShow(String(id), { watch: true, interval: '0.1' }, waiting.io);
    // Stops once it has said it is waiting for the scheduled time (it polls; no fixed sleep here).
    await expect
      .poll(() => waiting.stderr(), { timeout: 10_000, interval: 20 })
      .toContain('; waiting (Ctrl-C stops watching, not the send)');
    ac.abort();
    expect(await watch).toBe(130);
    expect(waiting.stderr()).toContain(`Stopped watching; notification ${id} goes on (scheduled for `);

    expect((await cli(['notify', 'cancel', String(id)], { env: env() })).code).toBe(0);
    const f = fakeIo({ env: env() });
    expect(await notifyShow(String(id), { watch: true, interval: '0.1' }, f.io)).toBe(1);
    expect(f.stdout()).toMatch(/Status: +cancelled\n/);
    expect(f.stderr()).toContain(`Notification ${id} ended cancelled.`);
  });

  it('list shows the status, delivered of total, when a scheduled send is due and the test mark; --json has them exactly', async () => {
    const sched = await cli(
      ['notify', 'send', '--title', 'list-scheduled', '--message', 'm', '--target', 'members', '--at', '+3d', '--yes', '--json'],
      { env: env() },
    );
    const scheduled = JSON.parse(sched.stdout) as { id: number; recipients: number };
    const queued = JSON.parse(
      (await cli(['notify', 'send', '--title', 'list-queued', '--message', 'm', '--target', 'all', '--yes', '--json'], { env: env() }))
        .stdout,
    ) as { id: number; recipients: number };
    const done = await waitForSend(s.api, s.token, queued.id);
    expect(done).toMatchObject({ status: 'sent', delivered: queued.recipients });
    expect((await cli(['notify', 'send', '--title', 'list-test', '--message', 'm', '--test'], { env: env() })).code).toBe(0);
    // A title the contract would refuse, stored by other means: escaped in the table, exact in --json.
    const hostile = 'list\u001b]0;x\u0007\u202etest';
    expect((await cli(['notify', 'send', '--title', 'list-hostile', '--message', 'm', '--test'], { env: env() })).code).toBe(0);
    await s.db.query(`update notification_sends set title = $1 where title = 'list-hostile'`, [hostile]);

    const r = await cli(['notify', 'list', '--limit', '4'], { env: env() });
    expect(r.code).toBe(0);
    const [header, ...rows] = r.stdout.trimEnd().split('\n');
    expect(header).toMatch(/^ID +SENT +AUTHOR +TARGET +STATUS +DELIVERED +TITLE$/);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/ +author only +sent, test +1\/1 +list\\x1b]0;x\\x07\\u202etest$/);
    expect(rows[1]).toMatch(/ +author only +sent, test +1\/1 +list-test$/);
    expect(rows[2]).toMatch(new RegExp(`^${queued.id} .+ +ALL +sent +${queued.recipients}/${queued.recipients} +list-queued$`));
    expect(rows[3]).toMatch(
      new RegExp(
        `^${scheduled.id} .+ +MEMBERS +scheduled in 3d \\(\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC\\) +0/${scheduled.recipients} +list-scheduled$`,
      ),
    );

    const json = await cli(['notify', 'list', '--limit', '4', '--json', 'id,status,delivered,recipients,sendAt,test,title'], {
      env: env(),
    });
    const lines = readLines(json.stdout);
    expect(lines[0]).toMatchObject({ status: 'sent', test: true, title: hostile, delivered: 1, recipients: 1, sendAt: null });
    expect(lines[3]).toMatchObject({
      id: scheduled.id,
      status: 'scheduled',
      delivered: 0,
      test: false,
      sendAt: expect.stringMatching(/Z$/),
    });
  });
});

describe('help and completion', { timeout: 120_000 }, () => {
  it('help exit-codes names 5 (not found) and 6 (conflict); bash completion offers the new commands and flags', async () => {
    const help = await cli(['help', 'exit-codes']);
    expect(help.stdout).toMatch(
      /\n {2}5 +not found: the id names nothing on the server \(members show, notify show, notify cancel, tokens revoke,\n +sessions list --member, sessions revoke, admins, members block\)\n/,
    );
    expect(help.stdout).toMatch(/\n {2}6 +conflict: /);
    const bash = await cli(['completion', 'bash']);
    expect(bash.stdout).toContain("'notify') words='send list show cancel ");
    expect(bash.stdout).toMatch(/'notify send'\) words='[^']*--at --test /);
    expect(bash.stdout).toMatch(/'notify show'\) words='--watch --interval /);
    const sendHelp = await cli(['notify', 'send', '--help']);
    expect(sendHelp.stdout).toContain('--at 2026-12-01T09:00');
    expect(sendHelp.stdout).toContain('--test');
  });
});

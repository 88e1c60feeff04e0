import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { run as notifySend } from '../../src/cli/commands/notify/send.js';
import { run as enable } from '../../src/cli/commands/members/enable.js';
import { fakeIo, readLines, tempDir, useDemoServer } from './helpers.js';

// Issue 20 findings 1 and 13: a results file records where a run sends, from what input and at what pace;
// --resume FILE alone restores them and refuses anything that contradicts them.
const s = useDemoServer();
const env = () => ({ BACKOFFICE_TOKEN: s.token, BACKOFFICE_API_URL: s.api });

const memberIds = async (n: number, offset = 0) =>
  (
    await s.db.query<{ id: number }>(`select id from members where role <> 'admin' and enabled order by id limit ${n} offset ${offset}`)
  ).rows.map((r) => r.id);
const csvFor = (title: string, ids: number[]) =>
  'title,message,target,member,country\n' + ids.map((id) => `${title},m ${id},single,${id},`).join('\n') + '\n';

describe('--resume restores the run and refuses what contradicts it', { timeout: 120_000 }, () => {
  it('a changed input file, another --file or a used --results file are refused (exit 2) and nothing is sent', async () => {
    const dir = tempDir();
    const ids = await memberIds(3);
    writeFileSync(join(dir, 'a.csv'), csvFor('resume-refused', ids));
    writeFileSync(join(dir, 'b.csv'), csvFor('resume-refused', ids));
    const first = fakeIo({ env: env(), cwd: dir });
    expect(await notifySend({ file: 'a.csv', yes: true, rate: '50/s', results: 'r.ndjson' }, first.io), first.stderr()).toBe(0);
    const count = async () =>
      (await s.db.query<{ n: number }>(`select count(*)::int as n from notifications where title = 'resume-refused'`)).rows[0]!.n;
    expect(await count()).toBe(3);

    const used = fakeIo({ env: env(), cwd: dir });
    expect(
      await notifySend({ file: 'a.csv', yes: true, results: 'r.ndjson' }, used.io).catch((e: { exitCode: number; message: string }) => e),
    ).toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('r.ndjson already holds a run. To finish that run, use --resume r.ndjson'),
    });

    const other = fakeIo({ env: env(), cwd: dir });
    expect(
      await notifySend({ file: 'b.csv', yes: true, resume: 'r.ndjson' }, other.io).catch((e: { exitCode: number; message: string }) => e),
    ).toMatchObject({
      exitCode: 2,
      message: expect.stringContaining(`records a run that read its items from ${join(dir, 'a.csv')}, but --file gives b.csv`),
    });

    writeFileSync(join(dir, 'a.csv'), csvFor('resume-refused', [...ids].reverse()));
    const changed = fakeIo({ env: env(), cwd: dir });
    expect(
      await notifySend({ yes: true, resume: 'r.ndjson' }, changed.io).catch((e: { exitCode: number; message: string }) => e),
    ).toMatchObject({
      exitCode: 2,
      message: expect.stringMatching(/a\.csv is not what run \S+ started from \(its SHA-256 was [0-9a-f]{12}…, now [0-9a-f]{12}…\)/),
    });
    expect(await count()).toBe(3);
  });

  it('ids given as arguments are restored; other ids are refused; another pace is said', async () => {
    const dir = tempDir();
    const ids = (await memberIds(3, 10)).map(String);
    await s.db.query(`update members set enabled = false where id = any($1::int[])`, [ids.map(Number)]);
    const first = fakeIo({ env: env(), cwd: dir });
    expect(await enable({ ids: ids.slice(0, 2), yes: true, rate: '40/s', results: 'e.ndjson' }, first.io)).toBe(0);
    expect(readLines(readFileSync(join(dir, 'e.ndjson'), 'utf8'))[0]).toMatchObject({
      input: { args: ids.slice(0, 2) },
      settings: { rate: '40/s', concurrency: 4 },
    });

    const others = fakeIo({ env: env(), cwd: dir });
    expect(
      await enable({ ids: [ids[2]!], yes: true, resume: 'e.ndjson' }, others.io).catch((e: { exitCode: number; message: string }) => e),
    ).toMatchObject({
      exitCode: 2,
      message: expect.stringContaining(`records a run of the ids ${ids[0]} ${ids[1]}, but the command gives ${ids[2]}`),
    });

    const again = fakeIo({ env: env(), cwd: dir });
    expect(await enable({ yes: true, resume: 'e.ndjson', rate: '5/s' }, again.io)).toBe(0);
    expect(again.stderr()).toContain('with --rate 5/s (it started with 40/s).');
    // The two members are enabled now: the restored ids are looked up again and nothing is sent twice.
    expect(again.stdout()).toContain('0 succeeded, 0 failed, 2 skipped');
  });

  it('a run that read stdin asks for the same input again, and refuses different input', async () => {
    const dir = tempDir();
    const ids = await memberIds(2, 20);
    const stdin = csvFor('resume-stdin', ids);
    const first = fakeIo({ env: env(), cwd: dir, stdin });
    expect(await notifySend({ file: '-', yes: true, results: 's.ndjson' }, first.io)).toBe(0);

    const without = fakeIo({ env: env(), cwd: dir });
    expect(
      await notifySend({ yes: true, resume: 's.ndjson' }, without.io).catch((e: { exitCode: number; message: string }) => e),
    ).toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('read its items from stdin: give the same input again with --file - (and --yes)'),
    });
    const different = fakeIo({ env: env(), cwd: dir, stdin: csvFor('resume-stdin-other', ids) });
    expect(
      await notifySend({ file: '-', yes: true, resume: 's.ndjson' }, different.io).catch((e: { exitCode: number; message: string }) => e),
    ).toMatchObject({
      exitCode: 2,
      message: expect.stringContaining('The input on stdin is not what run'),
    });
    const same = fakeIo({ env: env(), cwd: dir, stdin });
    expect(await notifySend({ file: '-', yes: true, resume: 's.ndjson' }, same.io)).toBe(0);
    expect(same.stdout()).toContain('2 already done earlier');
  });
});

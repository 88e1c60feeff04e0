import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoServer } from '../helpers/server.js';
import { run as list } from '../../src/cli/commands/members/list.js';
import { run as disable } from '../../src/cli/commands/members/disable.js';
import { run as enable } from '../../src/cli/commands/members/enable.js';
import { startFaultProxy } from './fault-proxy.js';
import { cli, fakeIo, readLines, tempDir, tokenFor } from './helpers.js';

let demo: Awaited<ReturnType<typeof startDemoServer>>;
let api: string;
let token: string;

type Row = { id: number; enabled: boolean; role: string; country: string | null };
const members = async () => (await demo.server.db.query<Row>('select id, enabled, role, country from members order by id')).rows;
const enabledOf = async (ids: number[]) => {
  const all = new Map((await members()).map((m) => [m.id, m.enabled]));
  return ids.map((id) => all.get(id));
};

beforeAll(async () => {
  demo = await startDemoServer();
  api = `${demo.url}/v1`;
  token = await tokenFor(api);
});
afterAll(() => demo?.close());
const env = () => ({ BACKOFFICE_TOKEN: token, BACKOFFICE_API_URL: api });

describe('members disable names the members before it asks', () => {
  it('lists up to 10 members by id and username, then how many more', async () => {
    const rows = (
      await demo.server.db.query<{ id: number; username: string }>(
        `select id, username from members where enabled and role <> 'admin' order by id limit 12`,
      )
    ).rows;
    const f = fakeIo({ env: env(), isTTY: true, answers: ['n'] });
    await expect(disable({ ids: rows.map((r) => String(r.id)) }, f.io)).rejects.toMatchObject({ exitCode: 1 });
    const shown = rows
      .slice(0, 10)
      .map((r) => `  disable member ${r.id} @${r.username}`)
      .join('\n');
    expect(f.stderr()).toContain(`About to disable 12 members:\n${shown}\n  … and 2 more (--dry-run lists them all)\nContinue? [y/N]`);
    expect(await enabledOf(rows.map((r) => r.id))).toEqual(rows.map(() => true));
  });
});

describe('members list', () => {
  it('a page past the end says which page is the last; no match says so in the words of the command', async () => {
    const past = fakeIo({ env: env() });
    expect(await list({ page: '999', limit: '10' }, past.io)).toBe(0);
    // Only the page past the end is said, not that nothing matches (issue 37's trial).
    expect(past.stdout()).toBe('');
    expect(past.stderr()).toMatch(/^Page 999 is past the end: \d+ members, \d+ pages of 10\.$/m);
    expect(past.stderr()).not.toContain('Showing 0 to 0');
    const none = fakeIo({ env: env() });
    expect(await list({ username: 'zz-nobody-zz' }, none.io)).toBe(0);
    expect(none.stdout()).toBe('No members match.\n'); // said once, not again on stderr
    expect(none.stderr()).toBe('');
    const json = fakeIo({ env: env() });
    expect(await list({ username: 'zz-nobody-zz', json: true }, json.io)).toBe(0);
    expect(json.stdout()).toBe('');
    expect(json.stderr()).toBe('No members.\n');
  });

  it('filters, sorts and pages; --json is NDJSON, --csv has a header', async () => {
    const f = fakeIo({ env: env() });
    expect(await list({ country: 'it', sort: 'lastName', direction: 'desc', limit: '5', json: true }, f.io)).toBe(0);
    const rows = readLines(f.stdout()) as unknown as { country: string; lastName: string }[];
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.country === 'IT')).toBe(true);
    expect(rows.map((r) => r.lastName)).toEqual([...rows.map((r) => r.lastName)].sort().reverse());
    expect(f.stderr()).toMatch(/Showing 1 to 5 of \d+ members \(page 1 of \d+\)/);

    const c = fakeIo({ env: env() });
    await list({ csv: true, limit: '3', includeOwners: true }, c.io);
    expect(c.stdout().split('\n')[0]).toBe('id,firstName,lastName,username,email,cellphone,country,enabled,role,companies');

    const t = fakeIo({ env: env() });
    await list({ limit: '3' }, t.io);
    expect(t.stdout()).toMatch(/^ID +NAME +USERNAME +EMAIL/);
  });

  it('--all pages through everything', async () => {
    const f = fakeIo({ env: env() });
    await list({ all: true, json: true, includeOwners: true }, f.io);
    expect(readLines(f.stdout())).toHaveLength((await members()).length);
  });

  it('--include-owners adds the members who own a company (the old --business still works, hidden from help)', async () => {
    const without = fakeIo({ env: env() });
    await list({ all: true, json: true }, without.io);
    const withOwners = fakeIo({ env: env() });
    await list({ all: true, json: true, includeOwners: true }, withOwners.io);
    const old = fakeIo({ env: env() });
    await list({ all: true, json: true, business: true }, old.io);
    const owners = (await demo.server.db.query<{ n: number }>('select count(distinct member_id)::int as n from companies')).rows[0]!.n;
    expect(owners).toBeGreaterThan(0);
    expect(readLines(withOwners.stdout())).toHaveLength(readLines(without.stdout()).length + owners);
    expect(old.stdout()).toBe(withOwners.stdout());
    const help = await cli(['members', 'list', '--help']);
    expect(help.stdout).toContain('--include-owners');
    expect(help.stdout).not.toContain('--business');
  });

  it('--json FIELDS prints only those fields, in that order; --json alone every field; an unknown field lists the fields (exit 2)', async () => {
    const picked = await cli(['members', 'list', '--json', 'email,id', '--limit', '3'], { env: env() });
    expect(picked.code).toBe(0);
    const rows = readLines(picked.stdout);
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(Object.keys(r)).toEqual(['email', 'id']);
    const all = await cli(['members', 'list', '--json', '--limit', '1'], { env: env() });
    expect(Object.keys(readLines(all.stdout)[0]!)).toEqual(expect.arrayContaining(['id', 'email', 'companies', 'enabled']));
    const bad = await cli(['members', 'list', '--json', 'id,pasword'], { env: env() });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      'backoffice: Unknown JSON field "pasword". --json takes no value (every field) or a comma-separated list of: id, firstName,',
    );
    expect(bad.stdout).toBe('');
  });

  it('rejects a bad sort key with exit 2', async () => {
    await expect(list({ sort: 'email' }, fakeIo({ env: env() }).io)).rejects.toMatchObject({ exitCode: 2 });
  });
});

describe('members enable / disable', { timeout: 180_000 }, () => {
  it('never disables admins, and an unknown id is no typo to pass over: failures with their reason on screen, exit 3, nothing sent', async () => {
    const admins = (await members()).filter((m) => m.role === 'admin').map((m) => m.id);
    const f = fakeIo({ env: env() });
    expect(await disable({ ids: [...admins.map(String), '987654'], yes: true, json: true }, f.io)).toBe(3);
    expect(JSON.parse(f.stdout().trim())).toMatchObject({ succeeded: 0, failed: admins.length + 1, skipped: 0 });
    expect(f.stderr()).toMatch(new RegExp(`member ${admins[0]} @\\S+ \\(line 1\\): administrators are never disabled`));
    expect(f.stderr()).toMatch(/member 987654 \(line \d+\): no such member/);
    expect(f.stderr()).toContain('there is nothing to resume');
    expect(f.stderr()).not.toContain('--resume');
    expect(await enabledOf(admins)).toEqual(admins.map(() => true));
    const dry = fakeIo({ env: env() });
    expect(await disable({ ids: ['987654'], dryRun: true }, dry.io)).toBe(3);
    expect(dry.stdout()).toMatch(/fail member 987654 \(line 1\): no such member/);
  });

  it('reports bad ids in a file with line numbers before sending (exit 2)', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'ids.txt'), '2\n3\nabc\n4\n-1\n');
    const before = await members();
    const err = await disable({ file: join(dir, 'ids.txt'), yes: true }, fakeIo({ env: env(), cwd: dir }).io).catch(
      (e: Error & { exitCode: number }) => e,
    );
    expect(err).toMatchObject({ exitCode: 2 });
    expect((err as Error).message).toMatch(/ids\.txt:3: "abc" is not a member id/);
    expect((err as Error).message).toMatch(/ids\.txt:5:/);
    expect(await members()).toEqual(before);
  });

  it('reads a CSV with --id-column; --dry-run sends nothing', async () => {
    const customers = (await members()).filter((m) => m.role !== 'admin' && m.enabled).slice(0, 3);
    const dir = tempDir();
    writeFileSync(join(dir, 'x.csv'), 'member_id,note\n' + customers.map((m) => `${m.id},"a, b"`).join('\n'));
    const f = fakeIo({ env: env(), cwd: dir });
    expect(await disable({ file: join(dir, 'x.csv'), idColumn: 'member_id', dryRun: true }, f.io)).toBe(0);
    expect(f.stdout()).toMatch(/would disable 3 members/);
    expect(await enabledOf(customers.map((m) => m.id))).toEqual([true, true, true]);
  });

  it('a file without the id column is said once with its columns and the likely --id-column; tabs are read too', async () => {
    const customers = (await members()).filter((m) => m.role !== 'admin' && m.enabled).slice(0, 2);
    const dir = tempDir();
    const file = join(dir, 'export.csv');
    writeFileSync(file, 'member_id;name\n' + customers.map((m) => `${m.id};x`).join('\n') + '\n');
    const f = fakeIo({ env: env(), cwd: dir });
    const err = await disable({ file, dryRun: true }, f.io).catch((e: Error & { exitCode: number }) => e);
    expect(err).toMatchObject({ exitCode: 2 });
    expect((err as Error).message).toBe(
      `${file} has no "id" column; its columns are "member_id", "name". Pass --id-column member_id to read the ids from "member_id".`,
    );
    expect(f.stderr()).toContain(`Reading ${file} as semicolon-separated (its header has no comma).`);
    const ok = fakeIo({ env: env(), cwd: dir });
    expect(await disable({ file, idColumn: 'member_id', dryRun: true }, ok.io)).toBe(0);
    expect(ok.stdout()).toMatch(/would disable 2 members/);
    const tabs = join(dir, 'tabs.tsv.csv');
    writeFileSync(tabs, 'id\tname\n' + customers.map((m) => `${m.id}\tx`).join('\n') + '\n');
    const t = fakeIo({ env: env(), cwd: dir });
    expect(await disable({ file: tabs, dryRun: true }, t.io)).toBe(0);
    expect(t.stderr()).toContain('as tab-separated');
    expect(t.stdout()).toMatch(/would disable 2 members/);
    expect(await enabledOf(customers.map((m) => m.id))).toEqual([true, true]);
  });

  it('through a faulty proxy disables then enables every member exactly once', async () => {
    const ids = (await members())
      .filter((m) => m.role !== 'admin' && m.enabled)
      .slice(0, 25)
      .map((m) => m.id);
    const dir = tempDir();
    writeFileSync(join(dir, 'ids.txt'), ids.join('\n'));
    const proxy = await startFaultProxy(demo.url, { failRate: 0.1, dropRate: 0.1, seed: 3 });
    try {
      const e = { BACKOFFICE_TOKEN: token, BACKOFFICE_API_URL: `${proxy.url}/v1` };
      const f = fakeIo({ env: e, cwd: dir });
      expect(await disable({ file: join(dir, 'ids.txt'), yes: true, concurrency: '6', retryBaseMs: '5', results: 'd.ndjson' }, f.io)).toBe(
        0,
      );
      expect(await enabledOf(ids)).toEqual(ids.map(() => false));
      const lines = readLines(readFileSync(join(dir, 'd.ndjson'), 'utf8')).filter((l) => l.type === 'item');
      expect(lines.map((l) => l.key).sort()).toEqual(ids.map((id) => `disable:${id}`).sort());
      expect(lines.every((l) => l.status === 'ok')).toBe(true);
      const g = fakeIo({ env: e, cwd: dir });
      expect(await enable({ file: join(dir, 'ids.txt'), yes: true, concurrency: '6', retryBaseMs: '5' }, g.io)).toBe(0);
      expect(await enabledOf(ids)).toEqual(ids.map(() => true));
      expect(proxy.stats.failed + proxy.stats.droppedAfter + proxy.stats.droppedBefore).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  });

  it('members list --json piped into members disable --file - (processes), then enable again', async () => {
    const e = env();
    const listed = await cli(['members', 'list', '--all', '--json', '--country', 'IT'], { env: e });
    expect(listed.code).toBe(0);
    const rows = readLines(listed.stdout) as unknown as { id: number; role: { name: string } | null }[];
    const customers = rows.filter((r) => r.role?.name !== 'admin').map((r) => r.id);
    const admins = rows.length - customers.length;
    expect(admins).toBeGreaterThan(0);

    const noYes = await cli(['members', 'disable', '--file', '-'], { env: e, stdin: listed.stdout });
    expect(noYes.code).toBe(2);
    expect(noYes.stderr).toMatch(/--yes/);

    // The administrators among them cannot be disabled: failures with their reason, exit 3; the rest goes through.
    const r = await cli(['members', 'disable', '--file', '-', '--yes', '--json'], { env: e, stdin: listed.stdout });
    expect(r.code).toBe(3);
    const summary = JSON.parse(r.stdout) as { succeeded: number; failed: number; skipped: number };
    const wereEnabled = new Map((await members()).map((m) => [m.id, m]));
    expect(summary.failed).toBe(admins);
    expect(summary.succeeded + summary.skipped + summary.failed).toBe(rows.length);
    expect(customers.every((id) => wereEnabled.get(id)!.enabled === false)).toBe(true);
    expect(r.stderr).toMatch(new RegExp(`succeeded, ${admins} failed, \\d+ skipped`));
    expect(r.stderr).toContain('administrators are never disabled');

    const back = await cli(['members', 'enable', '--file', '-', '--yes'], { env: e, stdin: listed.stdout });
    expect(back.code).toBe(0);
  });
});

import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  chmodSync,
  chownSync,
  createWriteStream,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { cli, readLines, tempDir, useDemoServer } from './helpers.js';
import { startFaultProxy } from './fault-proxy.js';
import { CLI_ENTRY } from '../helpers/cli-entry.js';

// Issue 33 (security round 3), items 11, 12 and 15: the files the CLI writes, --csv on a terminal, and
// id files of a million lines.
const s = useDemoServer();
const q = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;
const NOBODY = 65534;

/** A member the demo seeds, enabled and not an administrator: `members enable ID` skips it and writes a results file. */
const enabledMember = async () =>
  (await s.db.query<{ id: number }>(`select id from members where role <> 'admin' and enabled order by id limit 1`)).rows[0]!.id;

describe('item 11: results files are never written through a link or into a file of another account', { timeout: 120_000 }, () => {
  it('a symlink planted at the --results path is refused (exit 2, says what to fix); its target is untouched', async () => {
    const dir = tempDir();
    const target = join(dir, 'mine.txt');
    writeFileSync(target, '');
    symlinkSync(target, join(dir, 'r.ndjson'));
    const r = await cli(['members', 'enable', String(await enabledMember()), '--yes', '--results', 'r.ndjson'], { env: s.env(), cwd: dir });
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/r\.ndjson is a symbolic link/);
    expect(r.stderr).toMatch(/Remove it or give --results another path\./);
    expect(readFileSync(target, 'utf8')).toBe('');

    // A dangling link would have created its target.
    symlinkSync(join(dir, 'not-yet.txt'), join(dir, 'dangling.ndjson'));
    const d = await cli(['members', 'enable', String(await enabledMember()), '--yes', '--results', 'dangling.ndjson'], {
      env: s.env(),
      cwd: dir,
    });
    expect(d.code, d.stderr).toBe(2);
    expect(existsSync(join(dir, 'not-yet.txt'))).toBe(false);
  });

  it('an existing file owned by another uid is refused, for --results and for --resume', async () => {
    const dir = tempDir();
    const file = join(dir, 'theirs.ndjson');
    writeFileSync(file, '');
    chmodSync(file, 0o666);
    chownSync(file, NOBODY, NOBODY);
    const r = await cli(['members', 'enable', String(await enabledMember()), '--yes', '--results', 'theirs.ndjson'], {
      env: s.env(),
      cwd: dir,
    });
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(new RegExp(`theirs\\.ndjson belongs to another account \\(uid ${NOBODY}\\)`));
    expect(readFileSync(file, 'utf8')).toBe('');
    expect(statSync(file).mode & 0o777).toBe(0o666);

    // A results file of a run, handed over to another account: --resume does not append to it.
    const own = join(dir, 'own.ndjson');
    const first = await cli(['members', 'enable', String(await enabledMember()), '--yes', '--results', 'own.ndjson'], {
      env: s.env(),
      cwd: dir,
    });
    expect(first.code, first.stderr).toBe(0);
    const before = readFileSync(own, 'utf8');
    chownSync(own, NOBODY, NOBODY);
    const resumed = await cli(['members', 'enable', '--yes', '--resume', 'own.ndjson'], { env: s.env(), cwd: dir });
    expect(resumed.code, resumed.stderr).toBe(2);
    expect(resumed.stderr).toMatch(/belongs to another account/);
    expect(readFileSync(own, 'utf8')).toBe(before);

    // The same through a link to it.
    chownSync(own, 0, 0);
    symlinkSync(own, join(dir, 'link.ndjson'));
    const linked = await cli(['members', 'enable', '--yes', '--resume', 'link.ndjson'], { env: s.env(), cwd: dir });
    expect(linked.code, linked.stderr).toBe(2);
    expect(linked.stderr).toMatch(/link\.ndjson is a symbolic link: .* Give --resume the results file itself, not a link to it\./);
    expect(readFileSync(own, 'utf8')).toBe(before);
  });

  it('the default runs folder of another account is refused; a new file of our own is created 0600, and --resume of it works', async () => {
    const state = tempDir('bo-state-');
    mkdirSync(join(state, 'runs'));
    chmodSync(join(state, 'runs'), 0o777);
    chownSync(join(state, 'runs'), NOBODY, NOBODY);
    const id = String(await enabledMember());
    const r = await cli(['members', 'enable', id, '--yes'], { env: { ...s.env(), BACKOFFICE_STATE_DIR: state } });
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/belongs to another account/);
    expect(lstatSync(join(state, 'runs')).mode & 0o777).toBe(0o777);

    const dir = tempDir();
    const ok = await cli(['members', 'enable', id, '--yes', '--results', 'new.ndjson'], { env: s.env(), cwd: dir });
    expect(ok.code, ok.stderr).toBe(0);
    expect(statSync(join(dir, 'new.ndjson')).mode & 0o777).toBe(0o600);
    const again = await cli(['members', 'enable', '--yes', '--resume', 'new.ndjson'], { env: s.env(), cwd: dir });
    expect(again.code, again.stderr).toBe(0);
    expect(readLines(readFileSync(join(dir, 'new.ndjson'), 'utf8')).filter((l) => l.type === 'run')).toHaveLength(2);
  });
});

describe('item 12: --csv on a terminal shows control characters as escapes; redirected it stays exact', { timeout: 120_000 }, () => {
  const run = promisify(execFile);
  /** `backoffice <args>` in a pseudo-terminal (util-linux `script`): what the terminal received. */
  async function inTerminal(args: string, redirect = '') {
    const cwd = tempDir();
    const line = `${q(process.execPath)} ${q(CLI_ENTRY)} ${args} ${redirect}`;
    const env = { ...process.env, ...s.env(), BACKOFFICE_STATE_DIR: tempDir('bo-state-'), TERM: 'xterm-256color', NO_COLOR: '1' };
    const r = await run('script', ['-qec', line, '/dev/null'], { cwd, env, timeout: 60_000 });
    return { terminal: r.stdout, cwd };
  }
  const first = '=Eve\u001b]0;pwned\u0007\u001b[2J';
  const last = 'Doe\rX\u009b31m\u202e';

  it('members list --csv (one page and --all): ESC, BEL, CR, C1 and bidi escaped on the terminal; piped and redirected, byte-exact CSV', async () => {
    await s.db.query(
      `insert into members (email, first_name, last_name, username, country, role) values ('csvctrl@example.com', $1, $2, 'csvctrl', 'IT', 'customer')`,
      [first, last],
    );
    const exact = `'=Eve\u001b]0;pwned\u0007\u001b[2J,"Doe\rX\u009b31m\u202e",csvctrl`;
    for (const all of ['', '--all']) {
      const shown = await inTerminal(`members list --username csvctrl --csv ${all}`);
      // The terminal turns each \n into \r\n; no other control character of the data may arrive (the
      // progress line of --all on stderr draws with \r and ESC[K of its own).
      const screen = shown.terminal.replace(/\r\n/g, '\n');
      const row = screen.split('\n').find((l) => l.includes('csvctrl@example.com'));
      expect(row, all).toContain(`'=Eve\\x1b]0;pwned\\x07\\x1b[2J,"Doe\\x0dX\\x9b31m\\u202e",csvctrl`);
      expect(row, all).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u202e]/);

      const piped = await cli(['members', 'list', '--username', 'csvctrl', '--csv', ...(all ? [all] : [])], { env: s.env() });
      expect(piped.code).toBe(0);
      expect(piped.stdout, all).toContain(exact);

      const saved = await inTerminal(`members list --username csvctrl --csv ${all}`, '> out.csv');
      expect(readFileSync(join(saved.cwd, 'out.csv'), 'utf8'), all).toContain(exact);
    }
  });
});

describe('item 15: an id file of a million lines is streamed and looked up in batches', { timeout: 600_000 }, () => {
  /**
   * Runs the CLI as a process with a preload that records its peak RSS (process.resourceUsage().maxRSS) on
   * exit; stdout is counted line by line, never kept.
   */
  async function measured(args: string[], env: Record<string, string>, cwd: string) {
    const rssFile = join(cwd, 'rss.txt');
    const preload = `data:text/javascript,${encodeURIComponent(
      `import { writeFileSync } from 'node:fs'; process.on('exit', () => writeFileSync(${JSON.stringify(rssFile)}, String(process.resourceUsage().maxRSS)));`,
    )}`;
    const child = spawn(process.execPath, ['--import', preload, CLI_ENTRY, ...args], {
      cwd,
      env: {
        ...process.env,
        NO_COLOR: '1',
        BACKOFFICE_TOKEN: '',
        BACKOFFICE_API_URL: '',
        BACKOFFICE_STATE_DIR: tempDir('bo-state-'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const lines: string[] = [];
    let count = 0;
    const rl = createInterface({ input: child.stdout });
    rl.on('line', (l) => {
      if (count++ < 5 || l.includes('no such member') === false) lines.push(l);
    });
    const [code] = (await once(child, 'close')) as [number | null];
    return { code, stderr, lines, count, peakMb: Number(readFileSync(rssFile, 'utf8')) / 1024 };
  }

  // Plain ids one per line, and a CSV with a header, a second column and quoted cells (csv-parse's stream).
  for (const format of ['lines', 'csv'] as const)
    it(`members disable --file <1,000,000 ids${format === 'csv' ? ' in a CSV' : ''}> --dry-run: peak RSS under 300 MB, a bounded number of requests, the same plan`, async () => {
      const dir = tempDir();
      const N = 1_000_000;
      const known = (
        await s.db.query<{ id: number; username: string; enabled: boolean; role: string }>(
          `select id, username, enabled, role from members order by id`,
        )
      ).rows;
      const file = format === 'csv' ? 'ids.csv' : 'ids.txt';
      const row = format === 'csv' ? (id: number) => `${id},"user ""${id}"""\r\n` : (id: number) => `${id}\n`;
      const lineOf = (id: number) => (format === 'csv' ? id + 1 : id); // the CSV's header is line 1
      const out = createWriteStream(join(dir, file));
      if (format === 'csv') out.write('id,name\r\n');
      // Every id from 1 to N once, then the known ones again (duplicates).
      for (let i = 1; i <= N; i += 10_000) {
        let chunk = '';
        for (let j = i; j < i + 10_000 && j <= N; j++) chunk += row(j);
        if (!out.write(chunk)) await once(out, 'drain');
      }
      out.end(known.map((m) => row(m.id)).join(''));
      await once(out, 'finish');

      let requests = 0;
      const proxy = await startFaultProxy(s.demo.url, { failRate: 0, dropRate: 0, methods: [], onForward: () => requests++ });
      try {
        const r = await measured(
          ['members', 'disable', '--file', file, '--dry-run'],
          { BACKOFFICE_TOKEN: s.token, BACKOFFICE_API_URL: `${proxy.url}/v1` },
          dir,
        );
        expect(r.code, r.stderr).toBe(3); // ids the server does not know cannot be done
        const customers = known.filter((m) => m.role !== 'admin' && m.enabled);
        expect(r.lines[0]).toBe(`Dry run: would disable ${customers.length} members; nothing is sent.`);
        expect(r.lines).toContain(`  disable member ${customers[0]!.id} @${customers[0]!.username}`);
        expect(r.lines).toContain(`  skip member ${known[0]!.id} (duplicate of line ${lineOf(known[0]!.id)})`);
        // One line per item: would disable, cannot (no such member, administrators), skipped (disabled, duplicates).
        expect(r.count).toBe(1 + N + known.length);
        expect(r.peakMb).toBeLessThan(300);
        expect(requests).toBeLessThanOrEqual(3);
      } finally {
        await proxy.close();
      }
    });
});

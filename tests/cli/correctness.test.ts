import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cli, readLines, spawnCli, tempDir, useDemoServer } from './helpers.js';

// Issue 11, item 6: CLI correctness.
const s = useDemoServer();
const env = s.env;
const mode = (path: string) => statSync(path).mode & 0o777;

describe('usage errors, version and help', { timeout: 120_000 }, () => {
  it('an unknown option, a missing command or an unknown command exits 2, as `help exit-codes` promises', async () => {
    const bogus = await cli(['members', 'disable', '--bogus'], { env: env() });
    expect(bogus.code).toBe(2);
    expect(bogus.stderr).toContain("backoffice: unknown option '--bogus'");
    expect(bogus.stderr).not.toMatch(/^error:/m);
    const typo = await cli(['members', 'lst'], { env: env() });
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/^backoffice: unknown command 'lst'/m);
    expect(typo.stderr).toContain('Did you mean list?');
    expect((await cli(['members', 'frobnicate'], { env: env() })).code).toBe(2);
    expect((await cli(['notify'], { env: env() })).code).toBe(2);
    const codes = await cli(['help', 'exit-codes']);
    expect(codes.stdout).toMatch(/2 +usage: bad flags/);
    const environment = await cli(['help', 'environment']);
    expect(environment.code).toBe(0);
    for (const name of ['BACKOFFICE_API_URL', 'BACKOFFICE_TOKEN', 'BACKOFFICE_PROFILE', 'BACKOFFICE_STATE_DIR', 'NO_COLOR', 'DATABASE_URL'])
      expect(environment.stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
  });

  it('--version prints the version of package.json', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    const r = await cli(['--version']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it('`backoffice version` prints the version and the Node.js version', async () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    const r = await cli(['version']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`backoffice ${pkg.version} (Node.js ${process.version})\n`);
  });

  it('--json help of members list says NDJSON; bulk --json says one object', async () => {
    const list = await cli(['members', 'list', '--help']);
    expect(list.stdout).toMatch(/--json \[fields\] +NDJSON/);
    const disable = await cli(['members', 'disable', '--help']);
    expect(disable.stdout).toMatch(/--json +one JSON object/);
  });
});

describe('a closed stdout (members list --json | head -n 1)', { timeout: 120_000 }, () => {
  it('ends quietly with exit 0 and no stack trace', async () => {
    // Far more output than a pipe buffer holds, so the CLI is still writing when the reader goes away.
    await s.db.query(
      `insert into members (email, first_name, last_name, username, country)
       select 'pipe' || g || '@example.com', 'Pipe', 'Member ' || g, 'pipe.member' || g, 'IT' from generate_series(1, 1500) g`,
    );
    const p = spawnCli(['members', 'list', '--all', '--json'], { env: env() });
    p.stdin.end();
    let stderr = '';
    p.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    let firstLine = '';
    let buffered = '';
    p.stdout.on('data', (c: Buffer) => {
      buffered += c.toString();
      const nl = buffered.indexOf('\n');
      if (nl >= 0 && !firstLine) {
        firstLine = buffered.slice(0, nl);
        p.stdout.destroy(); // like `head -n 1` exiting after its line
      }
    });
    const code = await new Promise<number | null>((resolve) => p.on('close', resolve));
    expect(JSON.parse(firstLine)).toHaveProperty('id');
    expect(stderr).not.toMatch(/EPIPE|Error|at /);
    expect(code).toBe(0);
  });
});

describe('results files', { timeout: 120_000 }, () => {
  it('one notification from flags writes no results file (neither in the working folder nor elsewhere) unless --results', async () => {
    const cwd = tempDir();
    const state = tempDir('bo-state-');
    const r = await cli(
      ['notify', 'send', '--title', 'no-file', '--message', 'm', '--target', 'all', '--country', 'IT', '--yes', '--json'],
      {
        env: { ...env(), BACKOFFICE_STATE_DIR: state },
        cwd,
      },
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ succeeded: 1, resultsFile: null });
    expect(readdirSync(cwd)).toEqual([]);
    expect(readdirSync(state)).toEqual([]);

    const kept = await cli(
      ['notify', 'send', '--title', 'with-file', '--message', 'm', '--target', 'all', '--yes', '--results', 'one.ndjson'],
      { env: env(), cwd },
    );
    expect(kept.code).toBe(0);
    expect(mode(join(cwd, 'one.ndjson'))).toBe(0o600);
    expect(readLines(readFileSync(join(cwd, 'one.ndjson'), 'utf8'))[0]).toMatchObject({
      type: 'run',
      command: 'notify send',
      apiUrl: s.api,
    });
  });

  it('a bulk run keeps its results in a private state folder (0700), the file 0600, not in the working folder', async () => {
    const cwd = tempDir();
    const state = join(tempDir('bo-state-'), 'nested');
    const ids = (await s.db.query<{ id: number }>('select id from members where enabled order by id limit 2')).rows.map((r) => r.id);
    const stdin = ids.map((id) => JSON.stringify({ title: 'bulk-file', message: 'm', target: 'SINGLE', member: id })).join('\n');
    const r = await cli(['notify', 'send', '--file', '-', '--yes', '--json'], {
      env: { ...env(), BACKOFFICE_STATE_DIR: state },
      cwd,
      stdin,
    });
    expect(r.code).toBe(0);
    const { resultsFile } = JSON.parse(r.stdout) as { resultsFile: string };
    expect(resultsFile.startsWith(join(state, 'runs'))).toBe(true);
    expect(existsSync(resultsFile)).toBe(true);
    expect(mode(resultsFile)).toBe(0o600);
    expect(mode(join(state, 'runs'))).toBe(0o700);
    expect(readdirSync(cwd)).toEqual([]);
  });
});

describe('an API URL without /v1 (issue 20, finding 10)', { timeout: 120_000 }, () => {
  it('says the reference server answers under /v1 and shows the URL to use', async () => {
    const base = s.api.replace(/\/v1$/, '');
    const r = await cli(['members', 'list', '--api-url', base], { env: { BACKOFFICE_TOKEN: s.token } });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`Is the API URL complete? The reference server answers under /v1, e.g. ${base}/v1.`);
  });
});

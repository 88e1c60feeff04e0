import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { withSettings } from '../../src/cli/lib/config.js';
import { join } from 'node:path';
import { cli, readLines, tempDir, useDemoServer, ADMIN } from './helpers.js';

// Issue 20, finding 12: the conventions of gh: global flags anywhere, auth status, config, completion.
const s = useDemoServer();

async function signedIn(profile: string) {
  const config = tempDir();
  const r = await cli(['login', '--profile', profile, '--api-url', s.api, '--email', ADMIN.email, '--password-stdin'], {
    env: { BACKOFFICE_CONFIG_DIR: config },
    stdin: `${ADMIN.password}\n`,
  });
  expect(r.code).toBe(0);
  return { BACKOFFICE_CONFIG_DIR: config };
}

describe('global flags', { timeout: 120_000 }, () => {
  it('--profile and --api-url work before the command, between group and command, and after it', async () => {
    const env = await signedIn('rev');
    for (const args of [
      ['--profile', 'rev', 'members', 'list', '--limit', '2', '--json', 'id'],
      ['members', '--profile', 'rev', 'list', '--limit', '2', '--json', 'id'],
      ['members', 'list', '--limit', '2', '--json', 'id', '--profile', 'rev'],
      ['--api-url', s.api, '--profile', 'rev', 'members', 'list', '--limit', '2', '--json', 'id'],
    ]) {
      const r = await cli(args, { env });
      expect(r.code, args.join(' ')).toBe(0);
      expect(readLines(r.stdout)).toHaveLength(2);
    }
    // Without the profile the default one is asked for, and it is not signed in.
    const none = await cli(['members', 'list'], { env });
    expect(none.code).toBe(4);
    expect(none.stderr).toContain('Not signed in (profile "default")');
    const help = await cli(['members', 'list', '--help']);
    expect(help.stdout).toMatch(/Global Options:[\s\S]*--profile <name>[\s\S]*--api-url <url>[\s\S]*--timeout <seconds>/);
    expect(help.stdout.match(/--profile <name>/g)).toHaveLength(1);
  });
});

describe('help', () => {
  it('every command and group shows Examples in its help (walks the program, so a new command without them fails)', async () => {
    const { buildProgram } = await import('../../src/cli/index.js');
    const missing: string[] = [];
    const visit = (c: import('commander').Command, path: string) => {
      let text = '';
      c.configureOutput({ writeOut: (s) => (text += s), writeErr: (s) => (text += s) });
      c.outputHelp();
      if (!/\nExamples:\n {2}\S/.test(text)) missing.push(path || '(program)');
      for (const s of c.commands) visit(s, `${path} ${s.name()}`.trim());
    };
    visit(buildProgram(), '');
    expect(missing).toEqual([]);
  });
});

describe('auth status', { timeout: 120_000 }, () => {
  it('lists every profile with its API, account and token expiry, marks the active one, never prints a token', async () => {
    const env = await signedIn('rev');
    const cfg = JSON.parse(readFileSync(join(env.BACKOFFICE_CONFIG_DIR, 'config.json'), 'utf8')) as {
      profiles: Record<string, { token: string }>;
    };
    const token = cfg.profiles.rev!.token;
    // A second, expired profile (a JWT whose exp is in the past) beside it.
    const past = ['{"alg":"HS256"}', '{"sub":"1","exp":1000000000}'].map((p) => Buffer.from(p).toString('base64url')).join('.') + '.sig';
    cfg.profiles.old = { ...cfg.profiles.rev!, token: past };
    writeFileSync(join(env.BACKOFFICE_CONFIG_DIR, 'config.json'), JSON.stringify(cfg));

    const r = await cli(['auth', 'status', '--profile', 'rev'], { env });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('* rev (active)');
    expect(r.stdout).toContain(`    API:     ${s.api}`);
    expect(r.stdout).toContain(`    Account: ${ADMIN.email}`);
    expect(r.stdout).toMatch(/ {2}old\n[\s\S]*Token: {3}expired 2001-09-09T01:46:40Z/);
    expect(r.stdout).toMatch(/\* rev[\s\S]*Token: {3}expires 20\d\d-/);
    expect(r.stdout + r.stderr).not.toContain(token);

    const expired = await cli(['auth', 'status', '--profile', 'old'], { env });
    expect(expired.code).toBe(4);
    expect(expired.stderr).toContain('The token of profile "old" has expired. Run `backoffice login --profile old` again.');
    const missing = await cli(['auth', 'status'], { env });
    expect(missing.code).toBe(4);
    expect(missing.stderr).toContain('Profile "default" is not signed in.');

    const json = await cli(['auth', 'status', '--json'], { env: { ...env, BACKOFFICE_PROFILE: 'rev' } });
    expect(JSON.parse(json.stdout)).toMatchObject({
      environmentToken: false,
      activeProfile: 'rev',
      profiles: [
        { profile: 'old', active: false, expired: true },
        { profile: 'rev', active: true, apiUrl: s.api, email: ADMIN.email, expired: false },
      ],
    });
    const withEnv = await cli(['auth', 'status'], { env: { ...env, BACKOFFICE_TOKEN: s.token } });
    expect(withEnv.code).toBe(0);
    expect(withEnv.stdout).toMatch(/^BACKOFFICE_TOKEN is set: it is used instead of any profile \(expires /);
    expect(withEnv.stdout).not.toContain('(active)');
  });
});

describe('completion', { timeout: 120_000 }, () => {
  const complete = (script: string, line: string) => {
    const words = line.split(' ');
    const r = spawnSync(
      'bash',
      [
        '-c',
        `${script}\nCOMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _backoffice; printf '%s\\n' "\${COMPREPLY[@]}"`,
      ],
      { encoding: 'utf8' },
    );
    expect(r.stderr).toBe('');
    return r.stdout.trim().split('\n').filter(Boolean);
  };

  it('bash: a valid script that completes commands, subcommands and the options of each from the program itself', async () => {
    const r = await cli(['completion', 'bash']);
    expect(r.code).toBe(0);
    const file = join(tempDir(), 'c.bash');
    writeFileSync(file, r.stdout);
    expect(spawnSync('bash', ['-n', file]).status).toBe(0);
    expect(complete(r.stdout, 'backoffice mem')).toEqual(['members']);
    expect(complete(r.stdout, 'backoffice members ')).toEqual(expect.arrayContaining(['list', 'enable', 'disable']));
    expect(complete(r.stdout, 'backoffice --profile rev members list --inc')).toEqual(['--include-owners']);
    expect(complete(r.stdout, 'backoffice notify send --res')).toEqual(['--results', '--resume']);
    // Hidden options are not offered.
    expect(complete(r.stdout, 'backoffice members list --bus')).toEqual([]);
    expect(complete(r.stdout, 'backoffice auth ')).toEqual(expect.arrayContaining(['status']));
  });

  it('zsh and fish name every command; an unknown shell is a usage error', async () => {
    const zsh = await cli(['completion', 'zsh']);
    expect(zsh.stdout).toContain('bashcompinit');
    expect(zsh.stdout).toContain('complete -F _backoffice backoffice');
    const fish = await cli(['completion', 'fish']);
    for (const name of ['serve', 'members', 'notify', 'audit', 'auth', 'completion']) expect(fish.stdout).toContain(name);
    expect(fish.stdout).toContain(
      "complete -c backoffice -f -n '__fish_seen_subcommand_from members; and not __fish_seen_subcommand_from list show enable disable block' -a 'list show enable disable block'",
    );
    const bad = await cli(['completion', 'powershell']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('backoffice completion takes one of bash, zsh, fish, got "powershell".');
  });
});

describe('config', { timeout: 120_000 }, () => {
  it('set, get and list settings in the private config file; bad keys and values are usage errors', async () => {
    const env = { BACKOFFICE_CONFIG_DIR: join(tempDir(), 'cfg') };
    expect((await cli(['config', 'list'], { env })).stdout).toBe('profile=\ntimeout=\ncolor=\n');
    const set = await cli(['config', 'set', 'timeout', '45'], { env });
    expect(set.code).toBe(0);
    expect(set.stderr).toContain('Set timeout=45 in');
    expect(statSync(join(env.BACKOFFICE_CONFIG_DIR, 'config.json')).mode & 0o777).toBe(0o600);
    expect(statSync(env.BACKOFFICE_CONFIG_DIR).mode & 0o777).toBe(0o700);
    expect((await cli(['config', 'get', 'timeout'], { env })).stdout).toBe('45\n');
    await cli(['config', 'set', 'color', 'never'], { env });
    expect(JSON.parse((await cli(['config', 'list', '--json'], { env })).stdout)).toEqual({ profile: null, timeout: '45', color: 'never' });
    const badKey = await cli(['config', 'set', 'colour', 'never'], { env });
    expect(badKey.code).toBe(2);
    expect(badKey.stderr).toContain('Unknown setting "colour": the settings are profile, timeout, color.');
    const badValue = await cli(['config', 'set', 'timeout', 'soon'], { env });
    expect(badValue.code).toBe(2);
    expect(badValue.stderr).toContain('timeout takes seconds from 0 (no limit) to 3600, got "soon".');
    await cli(['config', 'set', 'timeout', ''], { env });
    const unset = await cli(['config', 'get', 'timeout'], { env });
    expect(unset.code).toBe(1);
    expect(unset.stdout).toBe('');
  });

  it('the profile setting picks the session; --profile and BACKOFFICE_PROFILE still win; settings fill only unset variables', async () => {
    const env = await signedIn('rev');
    expect((await cli(['members', 'list', '--limit', '1'], { env })).code).toBe(4);
    await cli(['config', 'set', 'profile', 'rev'], { env });
    const r = await cli(['members', 'list', '--limit', '1', '--json', 'id'], { env });
    expect(r.code).toBe(0);
    expect(readLines(r.stdout)).toHaveLength(1);
    expect((await cli(['members', 'list', '--profile', 'default'], { env })).stderr).toContain('Not signed in (profile "default")');
    expect((await cli(['members', 'list'], { env: { ...env, BACKOFFICE_PROFILE: 'other' } })).stderr).toContain(
      'Not signed in (profile "other")',
    );
    // Logging out the last profile keeps the settings.
    await cli(['logout', '--profile', 'rev'], { env });
    expect((await cli(['config', 'get', 'profile'], { env })).stdout).toBe('rev\n');
    await cli(['config', 'set', 'color', 'never'], { env });
    await cli(['config', 'set', 'timeout', '7'], { env });
    expect(await withSettings(env)).toMatchObject({ BACKOFFICE_PROFILE: 'rev', BACKOFFICE_TIMEOUT: '7', NO_COLOR: '1' });
    expect(await withSettings({ ...env, BACKOFFICE_TIMEOUT: '3', FORCE_COLOR: '1' })).toMatchObject({ BACKOFFICE_TIMEOUT: '3' });
    expect((await withSettings({ ...env, FORCE_COLOR: '1' })).NO_COLOR).toBeUndefined();
  });
});

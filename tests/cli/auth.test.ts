import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoServer } from '../helpers/server.js';
import { run as login } from '../../src/cli/commands/auth/login.js';
import { ADMIN, MEMBER, cli, fakeIo, tempDir, tokenFor } from './helpers.js';

let demo: Awaited<ReturnType<typeof startDemoServer>>;
let api: string;

beforeAll(async () => {
  demo = await startDemoServer();
  api = `${demo.url}/v1`;
});
afterAll(() => demo?.close());

describe('login / whoami / logout (process level)', { timeout: 180_000 }, () => {
  it('signs in with --password-stdin, stores the token with mode 0600, whoami, logout', async () => {
    const dir = tempDir();
    const env = { BACKOFFICE_CONFIG_DIR: dir };
    const r = await cli(['login', '--api-url', api, '--email', ADMIN.email, '--password-stdin'], { env, stdin: `${ADMIN.password}\n` });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/Signed in as .*admin@example\.com/);
    expect(r.stdout).toBe('');
    const file = join(dir, 'config.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const config = JSON.parse(readFileSync(file, 'utf8')) as { profiles: Record<string, { token: string; apiUrl: string }> };
    expect(config.profiles.default).toMatchObject({ apiUrl: api });
    expect(config.profiles.default!.token.length).toBeGreaterThan(10);
    expect(readFileSync(file, 'utf8')).not.toContain(ADMIN.password);

    const who = await cli(['whoami', '--json'], { env });
    expect(who.code).toBe(0);
    expect(JSON.parse(who.stdout)).toMatchObject({ email: ADMIN.email, admin: true, profile: 'default', source: 'profile' });

    const out = await cli(['logout'], { env });
    expect(out.code).toBe(0);
    const after = await cli(['whoami'], { env });
    expect(after.code).toBe(4);
    expect(after.stderr).toMatch(/Not signed in.*backoffice login/);
  });

  it('refuses a member without IamGOD (exit 4) and stores nothing', async () => {
    const dir = tempDir();
    const r = await cli(['login', '--api-url', api, '--email', MEMBER.email, '--password-stdin', '--profile', 'm'], {
      env: { BACKOFFICE_CONFIG_DIR: dir },
      stdin: MEMBER.password,
    });
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/Missing required permissions.*IamGOD/);
    expect(() => statSync(join(dir, 'config.json'))).toThrow();
  });

  it('a wrong password exits 4 and says what to check', async () => {
    const r = await cli(['login', '--api-url', api, '--email', ADMIN.email, '--password-stdin'], {
      env: { BACKOFFICE_CONFIG_DIR: tempDir() },
      stdin: 'wrong',
    });
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/Sign-in failed.*Check the email and password/);
  });

  it('--with-token reads the token from stdin; BACKOFFICE_TOKEN overrides the profile', async () => {
    const dir = tempDir();
    const token = await tokenFor(api);
    const r = await cli(['login', '--with-token', '--api-url', api, '--profile', 'ci'], {
      env: { BACKOFFICE_CONFIG_DIR: dir },
      stdin: token,
    });
    expect(r.code).toBe(0);
    const who = await cli(['whoami', '--profile', 'ci'], { env: { BACKOFFICE_CONFIG_DIR: dir } });
    expect(who.stdout).toMatch(/admin@example\.com/);
    const envWho = await cli(['whoami', '--json'], {
      env: { BACKOFFICE_CONFIG_DIR: tempDir(), BACKOFFICE_TOKEN: token, BACKOFFICE_API_URL: api },
    });
    expect(JSON.parse(envWho.stdout)).toMatchObject({ source: 'env', email: ADMIN.email });
    const bad = await cli(['whoami'], { env: { BACKOFFICE_CONFIG_DIR: tempDir(), BACKOFFICE_TOKEN: 'garbage', BACKOFFICE_API_URL: api } });
    expect(bad.code).toBe(4);
  });

  it('non-interactive login without a password source is a usage error', async () => {
    const r = await cli(['login', '--api-url', api, '--email', ADMIN.email], { env: { BACKOFFICE_CONFIG_DIR: tempDir() } });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--password-stdin/);
  });

  it('help exit-codes and examples in help', async () => {
    const r = await cli(['help', 'exit-codes']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/3 +partial failure/);
    const h = await cli(['members', 'disable', '--help']);
    expect(h.stdout).toMatch(/Examples:/);
  });
});

describe('login (run level)', () => {
  it('prompts for the password hidden on a terminal', async () => {
    const dir = tempDir();
    const f = fakeIo({ isTTY: true, env: { BACKOFFICE_CONFIG_DIR: dir } });
    const asked: { q: string; hidden: boolean }[] = [];
    f.io.prompt = async (q, o) => {
      asked.push({ q, hidden: o?.hidden === true });
      return q.startsWith('Email') ? ADMIN.email : ADMIN.password;
    };
    expect(await login({ apiUrl: api }, f.io)).toBe(0);
    expect(asked).toEqual([
      { q: 'Email: ', hidden: false },
      { q: 'Password: ', hidden: true },
    ]);
  });
});

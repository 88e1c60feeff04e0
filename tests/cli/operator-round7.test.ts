// Issue 39, the operator's round-4 trial at 80 columns (round 7 of fixes): `audit list --limit N` prints N
// events, JSON too; `tokens list` keeps every scope whole; `auth status` says a stored API token's scopes and
// expiry; `sessions list --member` of a customer or of no one is an error, not "No sessions"; commands in prose
// are backticked; one kind of apostrophe.
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/index.js';
import { wrapForTerminal } from '../../src/cli/lib/wrap.js';
import { run as listTokens } from '../../src/cli/commands/tokens/list.js';
import { cli, fakeIo, signInProfile, tempDir, tokenFor, useDemoServer } from './helpers.js';

/** Every help text of the program, commands and subcommands. */
function allHelp(): string {
  const out: string[] = [];
  const walk = (c: ReturnType<typeof buildProgram>) => {
    out.push(c.helpInformation());
    for (const sub of c.commands) walk(sub);
  };
  walk(buildProgram());
  return out.join('\n');
}

describe('help texts', () => {
  it("a term's description wraps under itself, its spaces kept (config's Settings)", () => {
    const line =
      '  profile   a profile name (letters, digits, . _ -): the profile used when neither --profile nor BACKOFFICE_PROFILE names one';
    const [first, ...rest] = wrapForTerminal(line, 60).split('\n');
    expect(first!.startsWith('  profile   a profile name')).toBe(true);
    expect(rest.length).toBeGreaterThan(0);
    for (const l of rest) expect(l, l).toMatch(/^ {12}\S/);
    for (const l of [first!, ...rest]) expect(l.length, l).toBeLessThan(60);
  });

  it('use straight apostrophes and quotes only, and say that the environment wins over the stored profile', () => {
    const help = allHelp();
    expect(help).not.toMatch(/[’‘“”]/);
    const apiUrl = buildProgram().helpInformation();
    expect(apiUrl.replace(/\s+/g, ' ')).toContain(
      "(default: BACKOFFICE_API_URL, else the profile's stored URL, else http://127.0.0.1:3000/v1)",
    );
  });
});

describe('operator round 4 (issue 39), against a demo server', { timeout: 180_000 }, () => {
  const s = useDemoServer();

  async function createToken(name: string, ...scopes: string[]) {
    const ada = await signInProfile(s.api);
    const r = await cli(['tokens', 'create', '--name', name, ...scopes.flatMap((x) => ['--scope', x]), '--json'], { env: ada });
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as { id: number; token: string; expiresAt: string | null };
  }

  it('audit list --limit 2 --json prints two events and says older ones match; --all prints more', async () => {
    const ada = await signInProfile(s.api);
    // Three sign-ins at least: more events than the limit.
    await signInProfile(s.api);
    await signInProfile(s.api);
    const two = await cli(['audit', 'list', '--limit', '2', '--json'], { env: ada });
    expect(two.code, two.stderr).toBe(0);
    expect(two.stdout.trim().split('\n')).toHaveLength(2);
    expect(two.stderr).toContain('Showing the 2 newest events; older ones match too.');
    const every = await cli(['audit', 'list', '--limit', '2', '--all', '--json'], { env: ada });
    expect(every.code, every.stderr).toBe(0);
    expect(every.stdout.trim().split('\n').length).toBeGreaterThan(2);
    const table = await cli(['audit', 'list', '--limit', '2'], { env: ada });
    expect(table.code).toBe(0);
    expect(table.stderr).toContain('Showing the 2 newest events');
  });

  it('tokens list at 80 columns: every scope whole, wrapped under its column', async () => {
    await createToken('wide-scopes', 'members:read', 'members:write', 'notifications:send', 'notifications:read', 'audit:read');
    const ada = await signInProfile(s.api);
    const f = fakeIo({ env: ada });
    f.io.stdoutIsTTY = true;
    f.io.columns = 80;
    expect(await listTokens({}, f.io)).toBe(0);
    const lines = f.stdout().split('\n');
    for (const l of lines) expect(l.length, l).toBeLessThanOrEqual(80);
    const at = lines[0]!.indexOf('SCOPES');
    expect(at).toBeGreaterThan(0);
    // The scopes of the token, read down the column, are all there and none is cut.
    const column = lines
      .slice(1)
      .map((l) => l.slice(at).trim())
      .join(' ');
    for (const scope of ['members:read', 'members:write', 'notifications:send', 'notifications:read', 'audit:read'])
      expect(column.split(/[ ,]+/)).toContain(scope);
  });

  it('auth status of a stored API token says its name, scopes and expiry', async () => {
    const t = await createToken('stored-status', 'notifications:send');
    const dir = tempDir();
    const login = await cli(['login', '--with-token', '--api-url', s.api], { env: { BACKOFFICE_CONFIG_DIR: dir }, stdin: t.token });
    expect(login.code, login.stderr).toBe(0);
    const r = await cli(['auth', 'status'], { env: { BACKOFFICE_CONFIG_DIR: dir } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`expires ${t.expiresAt!.replace(/\.\d{3}Z$/, 'Z')} (API token "stored-status", id ${t.id})`);
    expect(r.stdout).toMatch(/Scopes: +notifications:send/);
    expect(r.stdout).not.toContain(t.token);
    const json = JSON.parse((await cli(['auth', 'status', '--json'], { env: { BACKOFFICE_CONFIG_DIR: dir } })).stdout) as {
      profiles: { expiresAt: string | null; apiToken: { scopes: string[] } | null }[];
    };
    expect(json.profiles[0]!.expiresAt).toBe(t.expiresAt);
    expect(json.profiles[0]!.apiToken!.scopes).toEqual(['notifications:send']);
  });

  it('sessions list --member of a customer exits 6 saying so, of no member exits 5; an administrator is listed', async () => {
    const ada = await signInProfile(s.api);
    // The demo member (no IamGOD) signs in: a session exists, but not an administrator's.
    await tokenFor(s.api, { email: 'member@example.com', password: 'demo-member' });
    const found = await fetch(`${s.api}/members?username=${encodeURIComponent('member@example.com')}`, {
      headers: { authorization: `Bearer ${await tokenFor(s.api)}` },
    });
    const id = ((await found.json()) as { data: { data: { id: number }[] } }).data.data[0]!.id;
    const customer = await cli(['sessions', 'list', '--member', String(id)], { env: ada });
    expect(customer.code).toBe(6);
    expect(customer.stderr).toContain(`Member ${id} is not an administrator: only administrators have sessions here.`);
    expect(customer.stderr).toContain('`backoffice admins list`');
    expect(customer.stdout).toBe('');
    const none = await cli(['sessions', 'list', '--member', '987654'], { env: ada });
    expect(none.code).toBe(5);
    expect(none.stderr).toContain('No member 987654 on this server.');
    // By e-mail the same: a customer's exits 6 naming the member, an unknown one exits 5.
    const byEmail = await cli(['sessions', 'list', '--member', 'member@example.com'], { env: ada });
    expect(byEmail.code).toBe(6);
    expect(byEmail.stderr).toContain(`member@example.com (member ${id}) is not an administrator`);
    const nobody = await cli(['sessions', 'list', '--member', 'nobody@example.com'], { env: ada });
    expect(nobody.code).toBe(5);
    expect(nobody.stderr).toContain('No member has the e-mail nobody@example.com.');
    const own = await cli(['sessions', 'list', '--member', '1'], { env: ada });
    expect(own.code, own.stderr).toBe(0);
  });

  it('auth status says a stored profile that is not the active one was not checked, and how to check it', async () => {
    const env = await signInProfile(s.api);
    const second = await cli(['login', '--profile', 'staging', '--api-url', s.api, '--email', 'admin@example.com', '--password-stdin'], {
      env,
      stdin: 'demo-admin\n',
    });
    expect(second.code, second.stderr).toBe(0);
    const status = await cli(['auth', 'status'], { env });
    expect(status.code, status.stderr).toBe(0);
    const staging = status.stdout.slice(status.stdout.indexOf('  staging'));
    expect(staging).toContain('Server:  not checked; `backoffice auth status --profile staging` checks it');
    // The active one is checked, not told to check itself.
    const active = status.stdout.slice(0, status.stdout.indexOf('  staging'));
    expect(active).toContain('(checked now)');
    expect(active).not.toContain('not checked');
  });

  it('hints name the profile they are about: a revoked stored token, ending the session in use', async () => {
    const t = await createToken('cron-profile', 'notifications:read');
    const dir = tempDir();
    const env = { BACKOFFICE_CONFIG_DIR: dir };
    expect((await cli(['login', '--with-token', '--profile', 'cron', '--api-url', s.api], { env, stdin: t.token })).code).toBe(0);
    const ada = await signInProfile(s.api);
    expect((await cli(['tokens', 'revoke', String(t.id)], { env: ada })).code).toBe(0);
    const refused = await cli(['notify', 'list', '--profile', 'cron'], { env });
    expect(refused.code).toBe(4);
    expect(refused.stderr.replace(/\s+/g, ' ')).toContain('then store it in this profile: `backoffice login --profile cron --with-token`');

    // A session profile named "second": the hint to end its own session keeps --profile second.
    const login = await cli(['login', '--profile', 'second', '--api-url', s.api, '--email', 'admin@example.com', '--password-stdin'], {
      env,
      stdin: 'demo-admin',
    });
    expect(login.code, login.stderr).toBe(0);
    const mine = JSON.parse((await cli(['sessions', 'list', '--profile', 'second', '--json'], { env })).stdout.split('\n')[0]!) as {
      id: string;
      current: boolean;
    };
    const list = (await cli(['sessions', 'list', '--profile', 'second', '--json'], { env })).stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: string; current: boolean });
    const current = list.find((x) => x.current) ?? mine;
    const own = await cli(['sessions', 'revoke', current.id, '--profile', 'second', '--yes'], { env });
    expect(own.code).toBe(2);
    expect(own.stderr.replace(/\s+/g, ' ')).toContain('`backoffice logout --profile second`');
    expect(own.stderr.replace(/\s+/g, ' ')).toContain('`backoffice sessions revoke --all-others --profile second`');
  });
});

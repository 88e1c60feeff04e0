// Issue 39, the CLI: API tokens (created once, scoped, revocable) for a cron run without a config file, the
// exit codes of a missing scope and of a revoked token, the sessions, and the owners' commands. The CLI runs
// as a process against a real demo server.
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { run as sessionsList } from '../../src/cli/commands/sessions/list.js';
import { ADMIN, MEMBER, cli, fakeIo, readLines, signInProfile, tempDir, useDemoServer } from './helpers.js';

const s = useDemoServer();

/** Every file under `dir` (recursively) whose content holds `text`. */
function filesHolding(dir: string, text: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesHolding(path, text));
    else if (readFileSync(path, 'utf8').includes(text)) out.push(path);
  }
  return out;
}

const signIn = (who = ADMIN) => signInProfile(s.api, who);

/** The environment of a cron job: an empty home (no config file anywhere), the token and the URL only. */
function cronEnv(token: string) {
  const home = tempDir('bo-home-');
  mkdirSync(join(home, 'state'));
  return {
    home,
    env: {
      HOME: home,
      XDG_CONFIG_HOME: join(home, '.config'),
      XDG_STATE_HOME: join(home, 'state'),
      BACKOFFICE_CONFIG_DIR: undefined,
      BACKOFFICE_STATE_DIR: undefined,
      BACKOFFICE_PROFILE: undefined,
      BACKOFFICE_TOKEN: token,
      BACKOFFICE_API_URL: s.api,
    },
  };
}

const memberId = async (email: string) =>
  (await s.db.query<{ id: number }>('select id from members where lower(email) = lower($1)', [email])).rows[0]!.id;

describe('API tokens, sessions and owners from the CLI (issue 39)', { timeout: 180_000 }, () => {
  let ada: Record<string, string>;
  beforeAll(async () => {
    ada = await signIn();
  });

  it('tokens create prints the value once, on stdout alone; a cron run with BACKOFFICE_TOKEN and no config file sends', async () => {
    const created = await cli(['tokens', 'create', '--name', 'nightly', '--scope', 'notifications:send', '--expires', '90d'], { env: ada });
    expect(created.code, created.stderr).toBe(0);
    const token = created.stdout.trim();
    expect(token).toMatch(/^bo_[A-Za-z0-9_-]{43}$/);
    expect(created.stderr).toContain('Created API token');
    expect(created.stderr).toContain('"nightly"');
    expect(created.stderr).toMatch(/only time the token is shown/);
    // Nothing of the CLI keeps it: not the profile's config file.
    expect(filesHolding(ada.BACKOFFICE_CONFIG_DIR!, token)).toEqual([]);

    const cron = cronEnv(token);
    const sent = await cli(['notify', 'send', '--title', 'Nightly', '--message', 'From cron', '--target', 'all', '--yes'], {
      env: cron.env,
    });
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stdout + sent.stderr).not.toContain(token);
    // No file of the run holds the value (no config file was needed nor written), nor does the audit trail.
    expect(filesHolding(cron.home, token)).toEqual([]);
    const audit = await fetch(`${s.api}/audit?limit=200`, { headers: { Authorization: `Bearer ${s.token}` } });
    const trail = await audit.text();
    expect(trail).toContain('token.created');
    expect(trail).toContain('notification.sent');
    expect(trail).not.toContain(token);
  });

  it('a call outside the token’s scopes is exit 4, naming the scope to create a token with', async () => {
    const created = await cli(['tokens', 'create', '--name', 'sender', '--scope', 'notifications:send', '--json'], { env: ada });
    expect(created.code, created.stderr).toBe(0);
    const t = JSON.parse(created.stdout) as { token: string; scopes: string[] };
    expect(t.scopes).toEqual(['notifications:send']);
    const r = await cli(['members', 'list'], { env: cronEnv(t.token).env });
    expect(r.code).toBe(4);
    expect(r.stderr).toContain(
      'This API token lacks members:read. `backoffice members list` needs members:read: create a token with it: `backoffice tokens create --name NAME --scope members:read`',
    );

    const reader = JSON.parse(
      (await cli(['tokens', 'create', '--name', 'reader', '--scope', 'members:read', '--json'], { env: ada })).stdout,
    ) as { token: string };
    const disable = await cli(['members', 'disable', '5', '--yes'], { env: cronEnv(reader.token).env });
    expect(disable.code).toBe(4);
    expect(disable.stderr).toContain('lacks members:write. `backoffice members disable` needs members:read and members:write');
    // With the scope the bulk run goes through; its results file (in the cron's empty home) never holds the value.
    const writer = JSON.parse(
      (await cli(['tokens', 'create', '--name', 'writer', '--scope', 'members:read,members:write', '--json'], { env: ada })).stdout,
    ) as { token: string };
    const cron = cronEnv(writer.token);
    const target = await memberId(MEMBER.email);
    const off = await cli(['members', 'disable', String(target), '--yes'], { env: cron.env });
    expect(off.code, off.stderr).toBe(0);
    expect((await cli(['members', 'enable', String(target), '--yes'], { env: cron.env })).code).toBe(0);
    const runs = join(cron.home, 'state', 'backoffice', 'runs');
    expect(readdirSync(runs).length).toBe(2);
    expect(filesHolding(cron.home, writer.token)).toEqual([]);
    // A session-only command with an API token: exit 4, and what to do.
    const list = await cli(['tokens', 'list'], { env: cronEnv(reader.token).env });
    expect(list.code).toBe(4);
    expect(list.stderr).toMatch(/needs a signed-in session/);
  });

  it('auth status with an API token names it, its scopes and expiry; login --with-token stores one', async () => {
    const created = JSON.parse(
      (
        await cli(['tokens', 'create', '--name', 'reports', '--scope', 'members:read,audit:read', '--expires', '1y', '--json'], {
          env: ada,
        })
      ).stdout,
    ) as { id: number; token: string; expiresAt: string };
    const cron = cronEnv(created.token);
    const status = await cli(['auth', 'status'], { env: cron.env });
    expect(status.code, status.stderr).toBe(0);
    expect(status.stdout).toContain('BACKOFFICE_TOKEN is set');
    expect(status.stdout).toContain(
      `API token: "reports" (id ${created.id}), scopes members:read, audit:read, expires ${created.expiresAt.replace(/\.\d{3}Z$/, 'Z')}`,
    );
    expect(status.stdout).not.toContain(created.token);
    const json = JSON.parse((await cli(['auth', 'status', '--json'], { env: cron.env })).stdout) as {
      server: { apiToken: { name: string; scopes: string[] } };
    };
    expect(json.server.apiToken).toMatchObject({ name: 'reports', scopes: ['members:read', 'audit:read'] });

    const dir = tempDir('bo-config-');
    const login = await cli(['login', '--with-token', '--api-url', s.api], {
      env: { BACKOFFICE_CONFIG_DIR: dir },
      stdin: `${created.token}\n`,
    });
    expect(login.code, login.stderr).toBe(0);
    expect(login.stderr).toContain('API token: "reports"');
    const stored = await cli(['auth', 'status'], { env: { BACKOFFICE_CONFIG_DIR: dir } });
    expect(stored.code, stored.stderr).toBe(0);
    expect(stored.stdout).toContain(
      `Token:   expires ${created.expiresAt.replace(/\.\d{3}Z$/, 'Z')} (API token "reports", id ${created.id})`,
    );
    expect((await cli(['members', 'list', '--limit', '1'], { env: { BACKOFFICE_CONFIG_DIR: dir } })).code).toBe(0);
  });

  it('tokens list shows names and prefixes, never values; a revoked token is exit 4 with a clear message; an unknown id exit 5', async () => {
    const created = JSON.parse(
      (await cli(['tokens', 'create', '--name', 'short-lived', '--scope', 'members:read', '--json'], { env: ada })).stdout,
    ) as { id: number; token: string; prefix: string };
    const list = await cli(['tokens', 'list'], { env: ada });
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/ID\s+NAME\s+PREFIX\s+EXPIRES\s+LAST USED\s+STATE\s+SCOPES/);
    expect(list.stdout).toContain('short-lived');
    expect(list.stdout).toContain(created.prefix);
    expect(list.stdout).not.toContain(created.token);
    const rows = readLines((await cli(['tokens', 'list', '--json'], { env: ada })).stdout);
    expect(rows.find((r) => r.id === created.id)).toMatchObject({ name: 'short-lived', revokedAt: null });
    expect(JSON.stringify(rows)).not.toContain(created.token);

    const revoked = await cli(['tokens', 'revoke', String(created.id)], { env: ada });
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toContain(`Revoked API token ${created.id} "short-lived"`);
    const after = await cli(['members', 'list'], { env: cronEnv(created.token).env });
    expect(after.code).toBe(4);
    expect(after.stderr).toContain('BACKOFFICE_TOKEN has been revoked (token_revoked)');
    expect((await cli(['tokens', 'revoke', '999999'], { env: ada })).code).toBe(5);
    expect((await cli(['tokens', 'revoke', 'abc'], { env: ada })).code).toBe(2);
    expect((await cli(['tokens', 'create', '--name', 'x', '--scope', 'root'], { env: ada })).code).toBe(2);
    expect((await cli(['tokens', 'create', '--name', 'x', '--scope', 'admin', '--expires', '2y'], { env: ada })).code).toBe(2);
  });

  it('sessions list shows the CLI’s sessions; revoke ends one; --all-others asks, then ends every other', async () => {
    const other = await signIn();
    const mine = readLines((await cli(['sessions', 'list', '--json'], { env: ada })).stdout) as {
      id: string;
      client: string;
      current: boolean;
    }[];
    const current = mine.find((x) => x.current)!;
    expect(current.client).toBe('cli');
    const theirs = readLines((await cli(['sessions', 'list', '--json'], { env: other })).stdout).find((x) => x.current) as { id: string };
    expect(theirs.id).not.toBe(current.id);
    const table = await cli(['sessions', 'list'], { env: ada });
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/ current /);
    // At 80 columns (operator trial): the ID whole, the user agent and the address left out, said on stderr.
    const narrow = fakeIo({ env: ada });
    narrow.io.stdoutIsTTY = true;
    narrow.io.columns = 80;
    expect(await sessionsList({}, narrow.io)).toBe(0);
    const lines = narrow.stdout().trimEnd().split('\n');
    for (const l of lines) expect([...l].length, l).toBeLessThanOrEqual(80);
    expect(narrow.stdout()).toContain(current.id);
    expect(narrow.stdout()).not.toContain('…');
    expect(narrow.stderr()).toMatch(/ADDRESS and USER AGENT left out to fit 80 columns/);

    const one = await cli(['sessions', 'revoke', theirs.id], { env: ada });
    expect(one.code, one.stderr).toBe(0);
    expect((await cli(['whoami'], { env: other })).code).toBe(4);
    expect((await cli(['sessions', 'revoke', theirs.id], { env: ada })).code).toBe(5);

    const third = await signIn();
    const refused = await cli(['sessions', 'revoke', '--all-others'], { env: ada });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/Pass --yes/);
    expect((await cli(['whoami'], { env: third })).code).toBe(0);
    const all = await cli(['sessions', 'revoke', '--all-others', '--yes'], { env: ada });
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toMatch(/Ended \d+ other sessions?; this one goes on/);
    expect((await cli(['whoami'], { env: third })).code).toBe(4);
    expect((await cli(['whoami'], { env: ada })).code).toBe(0);
  });

  it('owners grant and list administrators; an administrator who is no owner is refused (exit 4); conflicts are exit 6', async () => {
    const memberIdOf = await memberId(MEMBER.email);
    const adaId = await memberId(ADMIN.email);
    const ask = await cli(['admins', 'grant', String(memberIdOf)], { env: ada });
    expect(ask.code).toBe(2);
    const grant = await cli(['admins', 'grant', String(memberIdOf), '--yes'], { env: ada });
    expect(grant.code, grant.stderr).toBe(0);
    expect(grant.stdout).toContain(`<${MEMBER.email}> (member ${memberIdOf}) is now an administrator.`);
    const list = readLines((await cli(['admins', 'list', '--json'], { env: ada })).stdout);
    expect(list.find((a) => a.email === ADMIN.email)).toMatchObject({ owner: true, enabled: true });
    expect(list.find((a) => a.email === MEMBER.email)).toMatchObject({ owner: false });
    expect((await cli(['admins', 'list'], { env: ada })).stdout).toContain('Ada Rossi');

    // The new administrator signs in; an owner's command is refused.
    const bea = await signIn(MEMBER);
    const refused = await cli(['admins', 'list'], { env: bea });
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain('Only an owner can do this');
    const pending = await memberId('pending@example.com');
    expect((await cli(['members', 'block', String(pending), '--yes'], { env: bea })).code).toBe(4);
    // The owner sees their sessions, by e-mail.
    const theirs = await cli(['sessions', 'list', '--member', MEMBER.email, '--json'], { env: ada });
    expect(theirs.code, theirs.stderr).toBe(0);
    expect(readLines(theirs.stdout).length).toBeGreaterThan(0);

    // Conflicts: the last owner stays; an activated account is not blocked.
    const last = await cli(['admins', 'owner', 'revoke', String(adaId), '--yes'], { env: ada });
    expect(last.code).toBe(6);
    expect(last.stderr).toMatch(/last_owner/);
    // With the next step to run (operator trial round 5).
    expect(last.stderr).toContain('`backoffice admins owner grant ID`');
    expect((await cli(['members', 'block', String(memberIdOf), '--yes'], { env: ada })).code).toBe(6);
    const block = await cli(['members', 'block', String(pending), '--yes'], { env: ada });
    expect(block.code, block.stderr).toBe(0);
    expect(block.stdout).toContain('Blocked pending@example.com');
    expect((await cli(['admins', 'disable', '999999', '--yes'], { env: ada })).code).toBe(5);
  });
});

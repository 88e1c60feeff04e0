// Issue 39, the CLI defects of the operator's round-2 trial (round 5 of fixes): a revoked token in a dry run
// is exit 4, the current session is not revoked by `sessions revoke`, optional scopes are said optional,
// revoking twice is a no-op. As processes against a demo server.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../src/api/contract/audit.js';
import { auditTable } from '../../src/cli/commands/audit/list.js';
import { missingScopeMessage } from '../../src/cli/lib/command-scopes.js';
import { paint } from '../../src/cli/lib/output.js';
import { run as adminsList } from '../../src/cli/commands/admins/list.js';
import { confirmChange } from '../../src/cli/lib/confirm.js';
import { cli, fakeIo, readLines, tempDir, useDemoServer, signInProfile } from './helpers.js';

describe('an optional scope is said optional', () => {
  it('members:read for notify send: what it adds, not “needs”', () => {
    const m = missingScopeMessage('members:read', 'notify send');
    expect(m).toBe(
      'This API token lacks members:read, optional for `backoffice notify send` (it needs notifications:send): ' +
        'add members:read for checking the member first (single notifications): ' +
        '`backoffice tokens create --name NAME --scope notifications:send --scope members:read`.',
    );
    expect(m).not.toContain('needs notifications:send and members:read');
    // A required scope is still a need.
    expect(missingScopeMessage('notifications:send', 'notify send')).toContain('`backoffice notify send` needs notifications:send:');
  });
});

describe('audit list at 80 columns', () => {
  it('a revoked token reads “revoked”, no field name; the actor stays whole (the token by id), the target keeps room', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const event = {
      id: '1',
      at: '2026-11-27T11:55:00Z',
      actor: { id: 1, name: 'Ada Rossi', token: { id: 7, name: 'nightly' } },
      action: 'token.revoked',
      target: { type: 'member', id: '1', label: 'admin@example.com' },
      changes: {
        id: { from: 3, to: null },
        name: { from: 'nightly', to: null },
        revokedAt: { from: null, to: '2026-11-27T11:55:00Z' },
      },
    } as unknown as AuditEvent;
    const wide = auditTable([event], paint(false), now);
    expect(wide).toContain('token 3 "nightly" revoked');
    expect(wide).toContain('Ada Rossi (#1) via token 7 "nightly"');
    expect(wide).not.toContain('revokedAt');
    const narrow = auditTable([event], paint(false), now, 80);
    for (const l of narrow.split('\n')) expect(l.length, l).toBeLessThanOrEqual(80);
    // Narrow, the actor names the token by its id: the target keeps its room.
    expect(narrow).toMatch(/Ada Rossi \(#1\) via token 7 /);
    expect(narrow.replace(/\s+/g, ' ')).toContain('token 3 "nightly" revoked');
  });
});

describe('operator round 2 (issue 39), against a demo server', { timeout: 180_000 }, () => {
  const s = useDemoServer();

  const signIn = () => signInProfile(s.api);
  const tokenEnv = (token: string) => ({ BACKOFFICE_TOKEN: token, BACKOFFICE_API_URL: s.api, BACKOFFICE_CONFIG_DIR: tempDir() });
  async function createToken(env: Record<string, string>, name: string, ...scopes: string[]) {
    const r = await cli(['tokens', 'create', '--name', name, ...scopes.flatMap((x) => ['--scope', x]), '--json'], { env });
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as { id: number; token: string };
  }

  it('a dry run with a revoked token is exit 4 with the reason, not a warning and exit 0', async () => {
    const ada = await signIn();
    const t = await createToken(ada, 'cron-dry', 'notifications:send', 'notifications:read');
    expect((await cli(['tokens', 'revoke', String(t.id)], { env: ada })).code).toBe(0);
    const dry = await cli(['notify', 'send', '--title', 't', '--message', 'm', '--target', 'all', '--dry-run'], {
      env: tokenEnv(t.token),
    });
    expect(dry.code, dry.stderr).toBe(4);
    expect(dry.stderr).toContain('BACKOFFICE_TOKEN has been revoked (token_revoked)');
    expect(dry.stderr).not.toContain('Recipients not counted');
    expect(dry.stdout).not.toContain('Dry run: would send');
  });

  it('products restore with a token lacking catalog:write: exit 4 naming both scopes, before any write or results file', async () => {
    const ada = await signIn();
    const t = await createToken(ada, 'restore-reader', 'audit:read');
    const dir = tempDir('bo-restore-');
    const state = tempDir('bo-state-');
    const results = join(dir, 'restore.ndjson');
    const r = await cli(['products', 'restore', '1', '2', '--yes', '--results', results], {
      env: { ...tokenEnv(t.token), BACKOFFICE_STATE_DIR: state },
      cwd: dir,
    });
    expect(r.code, r.stderr).toBe(4);
    expect(r.stderr).toContain(
      'This API token lacks catalog:write. `backoffice products restore` needs catalog:write and audit:read: create a token with them: `backoffice tokens create --name NAME --scope catalog:write --scope audit:read`',
    );
    expect(r.stderr).not.toContain('--resume');
    expect(existsSync(results)).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
    expect(existsSync(join(state, 'runs')) ? readdirSync(join(state, 'runs')) : []).toEqual([]);
    const events = readLines((await cli(['audit', 'list', '--limit', '20', '--json'], { env: ada })).stdout) as { action: string }[];
    expect(events.filter((e) => e.action === 'product.restored')).toEqual([]);
  });

  it('sessions revoke refuses the session in use (exit 2, pointing to logout); it stays signed in', async () => {
    const ada = await signIn();
    const current = (
      readLines((await cli(['sessions', 'list', '--json'], { env: ada })).stdout) as { id: string; current: boolean }[]
    ).find((x) => x.current)!;
    for (const arg of [current.id, current.id.slice(0, 8)]) {
      const r = await cli(['sessions', 'revoke', arg], { env: ada });
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('is the session you are using: nothing was ended. Run `backoffice logout` to end it');
    }
    expect((await cli(['whoami'], { env: ada })).code).toBe(0);
  });

  it('revoking a token or disabling / enabling an administrator twice says it was already done, exit 0', async () => {
    const ada = await signIn();
    const t = await createToken(ada, 'nightly-twice', 'audit:read');
    const first = await cli(['tokens', 'revoke', String(t.id)], { env: ada });
    expect(first.stdout).toContain(`Revoked API token ${t.id} "nightly-twice"`);
    const again = await cli(['tokens', 'revoke', String(t.id)], { env: ada });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain(`API token ${t.id} "nightly-twice" was already revoked: nothing was changed.`);

    const { rows } = await s.db.query<{ id: number }>(
      `select id from members where enabled and activated and role <> 'admin' and not owner order by id limit 1`,
    );
    const id = String(rows[0]!.id);
    expect((await cli(['admins', 'grant', id, '--yes'], { env: ada })).code).toBe(0);
    const disabled = await cli(['admins', 'disable', id, '--yes'], { env: ada });
    expect(disabled.code, disabled.stderr).toBe(0);
    expect(disabled.stdout).toMatch(/is disabled \(\d+ sessions? and \d+ API tokens? ended\)\./);
    expect(disabled.stdout).not.toMatch(/\b1 sessions\b|\b1 API tokens\b/);
    const twice = await cli(['admins', 'disable', id, '--yes'], { env: ada });
    expect(twice.code, twice.stderr).toBe(0);
    expect(twice.stdout).toContain('was already disabled: nothing was changed.');
    expect((await cli(['admins', 'enable', id, '--yes'], { env: ada })).stdout).toContain('is enabled.');
    const enabledTwice = await cli(['admins', 'enable', id, '--yes'], { env: ada });
    expect(enabledTwice.code).toBe(0);
    expect(enabledTwice.stdout).toContain('was already enabled: nothing was changed.');
    const events = readLines((await cli(['audit', 'list', '--limit', '20', '--json'], { env: ada })).stdout) as { action: string }[];
    expect(events.filter((e) => e.action === 'admin.disabled')).toHaveLength(1);
    expect(events.filter((e) => e.action === 'admin.enabled')).toHaveLength(1);
  });

  it('logout after the server ended the session says so, not “may stay valid”', async () => {
    const ada = await signIn();
    const other = await signIn();
    expect((await cli(['sessions', 'revoke', '--all-others', '--yes'], { env: other })).code).toBe(0);
    const out = await cli(['logout'], { env: ada });
    expect(out.code, out.stderr).toBe(0);
    expect(out.stderr).toContain('The session had already ended on the server');
    expect(out.stderr).not.toContain('may stay valid');
  });

  it('members disable with a members:read token is refused up front: exit 4, no results file, nothing done', async () => {
    const ada = await signIn();
    const reader = await createToken(ada, 'reader-up-front', 'members:read');
    const state = tempDir('bo-state-');
    const enabled = async () =>
      (await s.db.query<{ id: number }>('select id from members where id in (5, 6) and enabled order by id')).rows.map((x) => x.id);
    const before = await enabled();
    const r = await cli(['members', 'disable', '5', '6', '--yes'], { env: { ...tokenEnv(reader.token), BACKOFFICE_STATE_DIR: state } });
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('This API token lacks members:write. `backoffice members disable` needs members:read and members:write');
    expect(r.stderr).not.toContain('results');
    expect(existsSync(join(state, 'runs')) ? readdirSync(join(state, 'runs')) : []).toEqual([]);
    expect(await enabled()).toEqual(before);
  });

  it('admins list at 80 columns never cuts an e-mail: whole columns go first, said on stderr', async () => {
    const ada = await signIn();
    // A long e-mail, as an operator's administrators have.
    const { rows } = await s.db.query<{ id: number }>(
      `update members set email = 'operations.lead.of.the.north-east.region@example.com' where id = (
         select id from members where enabled and activated and role <> 'admin' and not owner order by id desc limit 1) returning id`,
    );
    expect((await cli(['admins', 'grant', String(rows[0]!.id), '--yes'], { env: ada })).code).toBe(0);
    const narrow = fakeIo({ env: ada });
    narrow.io.stdoutIsTTY = true;
    narrow.io.columns = 80;
    expect(await adminsList({}, narrow.io)).toBe(0);
    for (const l of narrow.stdout().trimEnd().split('\n')) expect([...l].length, l).toBeLessThanOrEqual(80);
    expect(narrow.stdout()).toContain('operations.lead.of.the.north-east.region@example.com');
    expect(narrow.stdout()).toContain('admin@example.com');
    expect(narrow.stdout()).not.toContain('…');
    expect(narrow.stderr()).toMatch(/left out to fit 80 columns/);
  });
});

describe('confirmation prompts fit the terminal', () => {
  it('the question of an owner’s change is broken at spaces, the answer goes after a space', async () => {
    const f = fakeIo({ isTTY: true });
    f.io.stderrColumns = 40;
    let asked = '';
    f.io.prompt = async (q) => {
      asked = q;
      return 'n';
    };
    await expect(
      confirmChange(f.io, {}, 'disable Ada Rossi <admin@example.com> (member 1): every session and API token of theirs ends'),
    ).rejects.toThrow('Cancelled');
    expect(asked.endsWith('[y/N] ')).toBe(true);
    for (const l of asked.split('\n')) expect(l.trimEnd().length, l).toBeLessThanOrEqual(39);
  });
});

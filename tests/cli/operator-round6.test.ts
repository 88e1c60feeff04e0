// Issue 39, the operator's round-3 trial at 80 columns (round 6 of fixes): a token that cannot run a bulk
// command is refused before stdin is read, naming every scope it lacks; prose is broken between words,
// commands and an option with its value kept whole; audit list names sessions and tokens plainly; members
// list gives back a column that fits; group help lists Commands before Global Options.
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../src/api/contract/audit.js';
import { buildProgram } from '../../src/cli/index.js';
import { auditTable } from '../../src/cli/commands/audit/list.js';
import { run as revokeSessions } from '../../src/cli/commands/sessions/revoke.js';
import { missingScopeMessage } from '../../src/cli/lib/command-scopes.js';
import { paint, streamedTable } from '../../src/cli/lib/output.js';
import { wrapForTerminal } from '../../src/cli/lib/wrap.js';
import { cli, fakeIo, signInProfile, spawnCli, tempDir, useDemoServer } from './helpers.js';

describe('messages at 80 columns', () => {
  it('a backticked command stays whole; an option keeps its value; a field wraps under its value', () => {
    const refusal = `backoffice: ${missingScopeMessage(['catalog:write', 'audit:read'], 'products restore')}`;
    const wrapped = wrapForTerminal(refusal, 80);
    for (const l of wrapped.split('\n')) expect(l.length, l).toBeLessThanOrEqual(79);
    // Wider than the line, the command is laid out as shell lines continued with " \\": pasted, it runs whole.
    expect(wrapped).toContain(' \\\n');
    expect(wrapped.replace(/ \\\n +/g, ' ')).toContain('\n  backoffice tokens create --name NAME --scope catalog:write --scope audit:read');

    const help = '  backoffice tokens create --name reports --scope members:read --scope audit:read --expires 1y';
    const broken = wrapForTerminal(help, 60).split('\n');
    expect(broken.length).toBeGreaterThan(1);
    // Never "--expires" at the end of one line and "1y" on the next.
    for (const l of broken) expect(l.trimEnd()).not.toMatch(/--[a-z-]+$/);
    for (const l of broken.slice(0, -1)) expect(l.endsWith(' \\'), l).toBe(true);
    expect(
      broken
        .join(' ')
        .split(/ +/)
        .filter((w) => w && w !== '\\'),
    ).toEqual(help.split(/ +/).filter(Boolean));

    const field = '    Server:  refused by http://127.0.0.1:4999 (Unauthorized: invalid token): revoked, signed out or expired';
    const [first, ...rest] = wrapForTerminal(field, 80).split('\n');
    expect(first!.startsWith('    Server:  refused')).toBe(true);
    for (const l of rest) expect(l).toMatch(/^ {13}\S/);
  });

  it('a refusal names every scope the token lacks', () => {
    expect(missingScopeMessage(['catalog:write', 'audit:read'], 'products restore')).toBe(
      'This API token lacks catalog:write and audit:read. `backoffice products restore` needs catalog:write and audit:read: ' +
        'create a token with them: `backoffice tokens create --name NAME --scope catalog:write --scope audit:read`.',
    );
  });

  it('group help: its Commands, then the Global Options', () => {
    const admins = buildProgram().commands.find((c) => c.name() === 'admins')!;
    const help = admins.helpInformation();
    expect(help.indexOf('Commands:')).toBeGreaterThan(0);
    expect(help.indexOf('Global Options:')).toBeGreaterThan(help.indexOf('Commands:'));
    expect(help.endsWith('\n')).toBe(true);
    expect(help).not.toMatch(/\n\n\n/);
  });
});

describe('audit list names what was ended', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  const base = {
    at: '2026-11-28T11:55:00Z',
    actor: { id: 1, name: 'Ada Rossi' },
    target: { type: 'member', id: '1', label: 'ada@example.com' },
  };
  it('a signed-out session by its id, client and program; "everywhere else" by how many', () => {
    const one = {
      ...base,
      id: '1',
      action: 'session.revoked',
      changes: {
        session: { from: '1a2b3c4d-0000-4000-8000-000000000000', to: null },
        client: { from: 'cli', to: null },
        userAgent: { from: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36', to: null },
      },
    };
    const others = { ...base, id: '2', action: 'session.revoked', changes: { revoked: { from: null, to: 3 } } };
    const text = auditTable([one, others] as unknown as AuditEvent[], paint(false), now);
    expect(text).toContain('session 1a2b3c4d (cli, Chrome on Linux) of member 1 "ada@example.com"');
    expect(text).toContain('3 other sessions of member 1 "ada@example.com"');
    expect(text).not.toContain('“');
  });
});

describe('a table gives back a column that fits once a wider one is out', () => {
  it('PHONE stays when leaving out NAME is enough', async () => {
    let text = '';
    const rows = [{ id: '1', name: 'Maria Antonietta della Rovere di Castelnuovo', phone: '+39 333 1234567', email: 'maria@example.com' }];
    const t = streamedTable<(typeof rows)[number]>({
      headers: ['ID', 'NAME', 'PHONE', 'EMAIL'],
      cells: (r) => [r.id, r.name, r.phone, r.email],
      write: async (s) => void (text += s),
      width: 50,
      drop: [2, 1],
      onHidden: (h) => (text += `hidden: ${h.join(',')}\n`),
    });
    await t.push(rows);
    await t.end();
    expect(text).toContain('hidden: NAME');
    expect(text).toContain('+39 333 1234567');
    expect(text).not.toContain('Maria');
  });
});

describe('operator round 3 (issue 39), against a demo server', { timeout: 180_000 }, () => {
  const s = useDemoServer();
  const tokenEnv = (token: string) => ({ BACKOFFICE_TOKEN: token, BACKOFFICE_API_URL: s.api, BACKOFFICE_CONFIG_DIR: tempDir() });
  async function createToken(name: string, ...scopes: string[]) {
    const ada = await signInProfile(s.api);
    const r = await cli(['tokens', 'create', '--name', name, ...scopes.flatMap((x) => ['--scope', x]), '--json'], { env: ada });
    expect(r.code, r.stderr).toBe(0);
    return JSON.parse(r.stdout) as { id: number; token: string };
  }

  /** The command with stdin left open: it ends only if it never waits for its input. */
  function withOpenStdin(args: string[], env: Record<string, string>) {
    const p = spawnCli(args, { env });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    p.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
      p.on('close', (code) => resolve({ code, stdout, stderr })),
    ).finally(() => p.stdin.destroy());
  }

  it('a bulk command with --file - is refused before stdin is read, naming every scope the token lacks', async () => {
    const reader = await createToken('reader-stdin', 'members:read');
    const env = tokenEnv(reader.token);
    const restore = await withOpenStdin(['products', 'restore', '--file', '-', '--yes'], env);
    expect(restore.code).toBe(4);
    expect(restore.stderr).toContain('This API token lacks catalog:write and audit:read.');
    const disable = await withOpenStdin(['members', 'disable', '--file', '-', '--yes'], env);
    expect(disable.code).toBe(4);
    expect(disable.stderr).toContain('This API token lacks members:write.');
    const send = await withOpenStdin(['notify', 'send', '--file', '-', '--yes'], env);
    expect(send.code).toBe(4);
    expect(send.stderr).toContain('This API token lacks notifications:send.');
    // Empty stdin says the scope too, not "stdin holds no ids".
    const empty = await cli(['members', 'disable', '--file', '-', '--yes'], { env, stdin: '' });
    expect(empty.code).toBe(4);
    expect(empty.stderr).not.toContain('holds no');
  });

  it('auth status with a revoked token says so once, and promises no scopes it cannot show', async () => {
    const t = await createToken('to-revoke', 'members:read');
    const ada = await signInProfile(s.api);
    expect((await cli(['tokens', 'revoke', String(t.id)], { env: ada })).code).toBe(0);
    const r = await cli(['auth', 'status'], { env: tokenEnv(t.token) });
    expect(r.code).toBe(4);
    expect(r.stdout).toContain('(an API token, bo_…).');
    expect(r.stdout).not.toContain('scopes');
    expect(r.stdout).toMatch(/Server: {2}refused by http:\/\/127\.0\.0\.1:\d+: this API token was revoked\n/);
  });

  it('audit list shows a revoked token by id and name; only revokedAt changed', async () => {
    const t = await createToken('ended', 'members:read');
    const ada = await signInProfile(s.api);
    expect((await cli(['tokens', 'revoke', String(t.id)], { env: ada })).code).toBe(0);
    const r = await cli(['audit', 'list', '--action', 'token.revoked', '--json'], { env: ada });
    const event = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as AuditEvent)
      .find((e) => e.changes?.id?.from === t.id)!;
    expect(event.changes).toMatchObject({ id: { from: t.id, to: t.id }, name: { from: 'ended', to: 'ended' }, revokedAt: { from: null } });
    const table = await cli(['audit', 'list', '--action', 'token.revoked'], { env: ada });
    expect(table.stdout).toContain(`token ${t.id} "ended" revoked`);
  });

  it('sessions revoke --all-others asks with how many it ends', async () => {
    const ada = await signInProfile(s.api);
    await signInProfile(s.api);
    await signInProfile(s.api);
    const f = fakeIo({ isTTY: true, answers: ['n'], env: ada });
    await expect(revokeSessions(undefined, { allOthers: true }, f.io)).rejects.toThrow('Cancelled');
    expect(f.stderr()).toMatch(/About to end the \d+ other sessions of yours/);
  });
});

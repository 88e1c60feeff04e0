// Issue 39, the CLI defects an operator found at 80 columns (round 4): every scope a command needs in the
// refusal, no --resume after failures sending again cannot fix, the progress line erased before data and at
// the end, messages wrapped at word boundaries, session id prefixes, the CLI's User-Agent, token.revoked in
// the audit list. The library parts run with fake terminals; the rest as a process against a demo server.
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { buildProgram } from '../../src/cli/index.js';
import { printReport, type RunOutcome } from '../../src/cli/lib/bulk-report.js';
import { COMMAND_SCOPES, LOCAL_COMMANDS, missingScopeMessage } from '../../src/cli/lib/command-scopes.js';
import { progressBar, statusLine } from '../../src/cli/lib/progress.js';
import { CliError } from '../../src/cli/lib/io.js';
import { wrapForTerminal } from '../../src/cli/lib/wrap.js';
import { cli, fakeIo, readLines, tempDir, useDemoServer, signInProfile } from './helpers.js';

/** Every command that runs an action: "members disable", "admins owner grant"... */
function leafCommands(cmd: Command, path: string[] = []): string[] {
  return cmd.commands.flatMap((c) => (c.commands.length ? leafCommands(c, [...path, c.name()]) : [[...path, c.name()].join(' ')]));
}

describe('one table of the scopes each command needs', () => {
  it('holds every command of the program that calls the API, and nothing else', () => {
    const commands = leafCommands(buildProgram());
    const calling = commands.filter((c) => !LOCAL_COMMANDS.includes(c));
    expect(calling.filter((c) => !(c in COMMAND_SCOPES))).toEqual([]);
    expect(Object.keys(COMMAND_SCOPES).filter((c) => !commands.includes(c))).toEqual([]);
    expect(LOCAL_COMMANDS.filter((c) => !commands.includes(c) || c in COMMAND_SCOPES)).toEqual([]);
  });

  it('the refusal names the scope missing and every scope of the command', () => {
    expect(missingScopeMessage('members:write', 'members disable')).toBe(
      'This API token lacks members:write. `backoffice members disable` needs members:read and members:write: ' +
        'create a token with them: `backoffice tokens create --name NAME --scope members:read --scope members:write`.',
    );
    // Outside a known command: the scope alone.
    expect(missingScopeMessage('audit:read', undefined)).toMatch(
      /^This API token lacks audit:read: create a token with it: `backoffice tokens create --name NAME --scope audit:read`/,
    );
  });
});

describe('messages fit the terminal, broken at word boundaries', () => {
  const text =
    'backoffice: BACKOFFICE_TOKEN was refused by http://127.0.0.1:3000 (revoked). Set it to a valid token, then run backoffice notify send --resume /home/operator/.local/state/backoffice/runs/backoffice-results-20261127-0001.ndjson';

  it('no word is cut; a longer token (a path) stays whole on its own line', () => {
    const lines = wrapForTerminal(text, 80).split('\n');
    expect(lines.length).toBeGreaterThan(2);
    const words = text.split(' ');
    expect(lines.join(' ').split(/ +/).filter(Boolean)).toEqual(words);
    for (const l of lines) {
      const long = l.trim().length > 79;
      // Only a line holding one token longer than the line may be wider.
      if (long) expect(l.trim().split(' ')).toHaveLength(1);
      else expect(l.length).toBeLessThanOrEqual(79);
    }
    expect(lines.some((l) => l.trim() === '/home/operator/.local/state/backoffice/runs/backoffice-results-20261127-0001.ndjson')).toBe(
      true,
    );
  });

  it('a broken line keeps its indentation; colours take no room; no terminal, no change', () => {
    const example = `  backoffice members list --country IT --json | jq -r '.email'   # every e-mail of the members in Italy, one a line`;
    const [first, ...rest] = wrapForTerminal(example, 60).split('\n');
    expect(first!.startsWith('  backoffice')).toBe(true);
    for (const l of rest) expect(l.startsWith('    ')).toBe(true);
    const red = `\x1b[31m${'word '.repeat(15).trim()}\x1b[39m`;
    expect(wrapForTerminal(red, 80)).toBe(red);
    expect(wrapForTerminal(text, undefined)).toBe(text);
  });

  it('help at a narrow terminal: the Examples are broken between words, never mid-word', () => {
    const help =
      buildProgram().helpInformation() +
      buildProgram()
        .commands.find((c) => c.name() === 'notify')!
        .helpInformation();
    const wrapped = wrapForTerminal(help, 40);
    for (const l of wrapped.split('\n')) if (l.trim().split(' ').length > 1) expect(l.length, l).toBeLessThanOrEqual(39);
    // The Examples' commands continue with " \\" (they paste whole); nothing else is added or lost.
    expect(wrapped.split(/\s+/).filter((w) => w && w !== '\\')).toEqual(help.split(/\s+/).filter(Boolean));
  });
});

describe('the progress line on a terminal', () => {
  it('reads "N of M done: ok, failed" and is erased at the end', () => {
    let t = 0;
    const tty = fakeIo({ isTTY: true });
    const bar = progressBar(tty.io, 1, 'members disable', () => t);
    t = 1000;
    bar.tick('failed');
    bar.done();
    expect(tty.stderr()).toContain('1 of 1 done: 0 ok, 1 failed');
    expect(tty.stderr()).not.toMatch(/ok 0 failed 1/);
    expect(tty.stderr().endsWith('\r\x1b[2K')).toBe(true);
  });

  it('a status line is erased before anything goes to stdout, and at the end', () => {
    const tty = fakeIo({ isTTY: true });
    const status = statusLine(tty.io);
    const order: string[] = [];
    const write = status.before((s: string) => {
      order.push(tty.stderr());
      tty.io.stdout.write(s);
    });
    status.show('Loading members 1,000/1,000,000');
    write('id,email\n');
    expect(order[0]!.endsWith('Loading members 1,000/1,000,000\x1b[K\r\x1b[2K')).toBe(true);
    status.show('Loading members 2,000/1,000,000');
    status.clear();
    expect(tty.stderr().endsWith('\r\x1b[2K')).toBe(true);
    // Cleared once: nothing more to erase.
    const before = tty.stderr();
    status.clear();
    expect(tty.stderr()).toBe(before);
    // Without a terminal on stderr nothing is drawn.
    const pipe = fakeIo({ isTTY: false });
    statusLine(pipe.io).show('Loading');
    expect(pipe.stderr()).toBe('');
  });
});

describe('the report of a bulk run', () => {
  const outcome = (o: Partial<RunOutcome>): RunOutcome => ({
    runId: 'r1',
    resultsPath: '/tmp/results.ndjson',
    counts: { succeeded: 0, failed: 1, skipped: 0 },
    alreadyDone: 0,
    notStarted: 0,
    interrupted: false,
    failures: ['  member 5: not found'],
    authError: undefined,
    extra: undefined,
    ...o,
  });
  const spec = { noun: 'member', command: 'members disable' };

  it('never suggests --resume when no failure can pass by sending again: it says what to fix', () => {
    const f = fakeIo();
    printReport(f.io, spec, {}, outcome({ rejected: 1 }));
    expect(f.stderr()).not.toContain('--resume');
    expect(f.stderr()).toContain('That item cannot be done as asked; there is nothing to resume. Fix what its reason above says');

    const refused = fakeIo();
    const authError = new CliError(missingScopeMessage('members:write', 'members disable'), 4);
    printReport(refused.io, spec, {}, outcome({ refused: 1, authError }));
    expect(refused.stderr()).toContain('Stopped: This API token lacks members:write.');
    expect(refused.stderr()).not.toContain('--resume');
    expect(refused.stderr()).not.toContain('Some items failed');
  });

  it('suggests --resume for failures that may pass, and for items a refusal left not started', () => {
    const f = fakeIo({ isTTY: true });
    // A 40-column terminal: the hint is broken between words, the command to paste never.
    f.io.stderrColumns = 40;
    printReport(f.io, spec, {}, outcome({ counts: { succeeded: 1, failed: 2, skipped: 0 }, rejected: 1 }));
    expect(f.stderr()).toContain('\n  backoffice members disable --resume /tmp/results.ndjson\n');
    for (const l of f.stderr().split('\n')) if (!l.includes('--resume')) expect(l.length, l).toBeLessThanOrEqual(39);
    expect(f.stderr().replace(/\s+/g, ' ')).toContain(
      'One item failed for a reason that may pass (network, rate limit, server error). To finish the rest',
    );
    expect(f.stderr()).toContain('backoffice members disable --resume /tmp/results.ndjson');
    const left = fakeIo();
    const authError = new CliError('The API token has expired (token_expired).', 4);
    printReport(left.io, spec, {}, outcome({ refused: 1, authError, notStarted: 3, interrupted: true }));
    expect(left.stderr()).toContain('When that is fixed, to finish the 3 items left without repeating what succeeded, run:');
  });
});

describe('against a demo server', { timeout: 180_000 }, () => {
  const s = useDemoServer();

  const signIn = () => signInProfile(s.api);
  const tokenEnv = (token: string) => ({ BACKOFFICE_TOKEN: token, BACKOFFICE_API_URL: s.api, BACKOFFICE_CONFIG_DIR: tempDir() });

  it('members disable with members:read only: exit 4 naming both scopes, and no --resume', async () => {
    const ada = await signIn();
    const reader = JSON.parse(
      (await cli(['tokens', 'create', '--name', 'reader', '--scope', 'members:read', '--json'], { env: ada })).stdout,
    ) as { token: string };
    const r = await cli(['members', 'disable', '5', '--yes'], { env: tokenEnv(reader.token) });
    expect(r.code).toBe(4);
    expect(r.stderr).toContain(
      'This API token lacks members:write. `backoffice members disable` needs members:read and members:write: create a token with them: `backoffice tokens create --name NAME --scope members:read --scope members:write`',
    );
    expect(r.stderr).not.toContain('--resume');
    expect(r.stderr).not.toContain('Some items failed');
  });

  it('sessions revoke takes a unique prefix; none is exit 5; --all-others lists what it ended', async () => {
    const ada = await signIn();
    const other = await signIn();
    const theirs = readLines((await cli(['sessions', 'list', '--json'], { env: other })).stdout).find((x) => x.current) as {
      id: string;
      userAgent: string;
    };
    // The CLI's User-Agent names it and its version.
    expect(theirs.userAgent).toMatch(/^backoffice-cli\/\d+\.\d+\.\d+\S* \(node v\d+\.\d+\.\d+; \w+\)$/);
    const table = await cli(['sessions', 'list'], { env: ada });
    expect(table.stdout).toMatch(/Backoffice CLI \d+\.\d+/);
    expect(table.stdout).not.toMatch(/backoffice-cli\//);

    const short = await cli(['sessions', 'revoke', theirs.id.slice(0, 7)], { env: ada });
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('first 8 characters');
    const none = await cli(['sessions', 'revoke', 'ffffffff-ffff'], { env: ada });
    expect(none.code).toBe(5);
    expect(none.stderr).toContain('No live session of yours starts with ffffffff-ffff');
    const one = await cli(['sessions', 'revoke', theirs.id.slice(0, 8)], { env: ada });
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout).toContain(`Ended session ${theirs.id}.`);
    expect((await cli(['whoami'], { env: other })).code).toBe(4);

    const third = await signIn();
    const thirdId = (readLines((await cli(['sessions', 'list', '--json'], { env: third })).stdout).find((x) => x.current) as { id: string })
      .id;
    const all = await cli(['sessions', 'revoke', '--all-others', '--yes'], { env: ada });
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toMatch(/Ended \d+ other sessions?; this one goes on:\n/);
    expect(all.stdout).toMatch(new RegExp(`  ${thirdId}  cli  last seen `));
    const again = await cli(['sessions', 'revoke', '--all-others', '--yes'], { env: ada });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('No other live session of yours: nothing was ended');
  });

  it('sessions revoke with a prefix two sessions share: exit 2 listing both', async () => {
    const ada = await signIn();
    const mine = readLines((await cli(['sessions', 'list', '--json'], { env: ada })).stdout) as { id: string }[];
    // Two live sessions of ada starting alike, made so in the database (ids are random UUIDs).
    await s.db.query(
      `insert into sessions (id, member_id, client, user_agent) select $1::uuid, member_id, 'cli', 'test' from sessions where id = $3::uuid
       union all select $2::uuid, member_id, 'ui', 'test' from sessions where id = $3::uuid`,
      ['abcdef01-0000-4000-8000-000000000001', 'abcdef01-0000-4000-8000-000000000002', mine[0]!.id],
    );
    const r = await cli(['sessions', 'revoke', 'abcdef01'], { env: ada });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('2 live sessions of yours start with abcdef01: pass more of the id.');
    expect(r.stderr).toContain('abcdef01-0000-4000-8000-000000000001  cli');
    expect(r.stderr).toContain('abcdef01-0000-4000-8000-000000000002  ui');
    expect((await cli(['sessions', 'revoke', 'abcdef01-0000-4000-8000-0000000000'], { env: ada })).code).toBe(2);
    const one = await cli(['sessions', 'revoke', 'abcdef01-0000-4000-8000-000000000002'], { env: ada });
    expect(one.code, one.stderr).toBe(0);
    const left = await cli(['sessions', 'revoke', 'abcdef01'], { env: ada });
    expect(left.code, left.stderr).toBe(0);
    expect(left.stdout).toContain('Ended session abcdef01-0000-4000-8000-000000000001.');
  });

  it('audit list shows a revoked token by id and name with what changed, never a value or hash', async () => {
    const ada = await signIn();
    const created = JSON.parse(
      (await cli(['tokens', 'create', '--name', 'nightly', '--scope', 'audit:read', '--json'], { env: ada })).stdout,
    ) as { id: number; token: string };
    expect((await cli(['tokens', 'revoke', String(created.id)], { env: ada })).code).toBe(0);
    const json = readLines((await cli(['audit', 'list', '--limit', '5', '--json'], { env: ada })).stdout);
    const revoked = json.find((e) => e.action === 'token.revoked') as { changes: Record<string, { from: unknown; to: unknown }> };
    expect(revoked.changes.revokedAt!.from).toBeNull();
    expect(typeof revoked.changes.revokedAt!.to).toBe('string');
    expect(revoked.changes.name).toEqual({ from: 'nightly', to: 'nightly' });
    const table = await cli(['audit', 'list', '--limit', '5'], { env: ada });
    expect(table.stdout).toMatch(new RegExp(`token\\.revoked\\s+token ${created.id} "nightly" revoked`));
    expect(table.stdout + JSON.stringify(json)).not.toContain(created.token);
  });
});

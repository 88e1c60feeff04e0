// Issue 37 ("Operators round 3"), items 7, 10, 11, 12, 13 and 16, against a real server (PGlite), with the
// CLI run as a process (and through run() where a terminal width is needed).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run as auditList } from '../../src/cli/commands/audit/list.js';
import { run as membersList } from '../../src/cli/commands/members/list.js';
import { cli, fakeIo, readLines, tempDir, useDemoServer } from './helpers.js';

const s = useDemoServer();
const env = () => s.env();

const customer = async () =>
  (
    await s.db.query<{ id: number; username: string; email: string; first_name: string }>(
      "select id, username, email, first_name from members where role = 'customer' and enabled and not exists (select 1 from companies c where c.member_id = members.id) order by id limit 1",
    )
  ).rows[0]!;

describe('members show and --ids (item 7)', { timeout: 120_000 }, () => {
  it('members show <id> prints one member; --json as the server answers; an unknown id exits 5, a bad one 2', async () => {
    const m = await customer();
    const r = await cli(['members', 'show', String(m.id)], { env: env() });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^ID: +${m.id}$`, 'm'));
    expect(r.stdout).toMatch(new RegExp(`^Username: +@${m.username.replace('.', '\\.')}$`, 'm'));
    expect(r.stdout).toMatch(new RegExp(`^E-mail: +${m.email.replace(/\./g, '\\.')}$`, 'm'));
    expect(r.stdout).toMatch(/^Status: +enabled/m);
    expect(r.stdout).toMatch(/^Created: +.+ \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\)$/m);
    const json = await cli(['members', 'show', String(m.id), '--json'], { env: env() });
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ id: m.id, email: m.email, createdAt: expect.any(String), activated: true });
    const some = await cli(['members', 'show', String(m.id), '--json', 'id,email'], { env: env() });
    expect(JSON.parse(some.stdout)).toEqual({ id: m.id, email: m.email });
    const unknown = await cli(['members', 'show', '987654'], { env: env() });
    expect(unknown.code).toBe(5);
    expect(unknown.stderr).toBe(
      'backoffice: No member 987654 on this server. `backoffice members list` shows the members and their ids.\n',
    );
    const bad = await cli(['members', 'show', 'abc'], { env: env() });
    expect(bad.code).toBe(2);
  });

  it('members list --ids lists those members in the order given; a missing one is named, exit 3', async () => {
    const ids = (await s.db.query<{ id: number }>("select id from members where role = 'customer' order by id limit 3")).rows.map(
      (r) => r.id,
    );
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const r = await cli(['members', 'list', '--ids', order.join(','), '--include-owners', '--json', 'id'], { env: env() });
    expect(r.code).toBe(0);
    expect(readLines(r.stdout)).toEqual(order.map((id) => ({ id })));
    expect(r.stderr).toBe('3 members\n');
    const missing = await cli(['members', 'list', '--ids', `${ids[0]},987654`, '--include-owners'], { env: env() });
    expect(missing.code).toBe(3);
    expect(missing.stdout.split('\n')[1]).toMatch(new RegExp(`^${ids[0]} `));
    expect(missing.stderr).toBe('1 member; not found: 987654\n');
    const bad = await cli(['members', 'list', '--ids', '1,x'], { env: env() });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('not an id: "x"');
    const both = await cli(['members', 'list', '--ids', '1', '--all'], { env: env() });
    expect(both.code).toBe(2);
  });

  it('--username matches without accents and without case, both ways', async () => {
    const m = await customer();
    await s.db.query('update members set username = $2 where id = $1', [m.id, 'zoë.ångström']);
    try {
      for (const term of ['zoe.angstrom', 'ZOË.ÅNG', 'Angstrom', 'zoë']) {
        const r = await cli(['members', 'list', '--username', term, '--json', 'id,username'], { env: env() });
        expect(r.code, term).toBe(0);
        expect(readLines(r.stdout), term).toContainEqual({ id: m.id, username: 'zoë.ångström' });
      }
      // And an accented term finds the plain username.
      const plain = await cli(['members', 'list', '--username', 'fédérica', '--json', 'username'], { env: env() });
      expect(readLines(plain.stdout).length).toBeGreaterThan(0);
      expect(readLines(plain.stdout).every((x) => String(x.username).startsWith('federica'))).toBe(true);
    } finally {
      await s.db.query('update members set username = $2 where id = $1', [m.id, m.username]);
    }
  });
});

describe('notify list (item 10), notify send flags and rows (items 12, 13)', { timeout: 120_000 }, () => {
  it('--all lists every send; a page past the end says which page is the last; --all with --page is exit 2', async () => {
    const m = await customer();
    for (const title of ['Round 3 a', 'Round 3 b', 'Round 3 c']) {
      const sent = await cli(
        ['notify', 'send', '--title', title, '--message', 'Hello', '--target', 'single', '--member', String(m.id), '--yes'],
        {
          env: env(),
        },
      );
      expect(sent.code, sent.stderr).toBe(0);
    }
    const total = Number((await s.db.query<{ n: string }>('select count(*)::text as n from notification_sends')).rows[0]?.n ?? 0);
    expect(total).toBeGreaterThanOrEqual(3);
    const all = await cli(['notify', 'list', '--all', '--json', 'id,title'], { env: env() });
    expect(all.code).toBe(0);
    expect(readLines(all.stdout)).toHaveLength(total);
    expect(all.stderr).toBe(`${total} send${total === 1 ? '' : 's'}\n`);
    const table = await cli(['notify', 'list', '--all'], { env: env() });
    expect(table.code).toBe(0);
    expect(table.stdout.trimEnd().split('\n')).toHaveLength(total + 1);
    expect(table.stdout).toContain('Round 3 c');

    const pages = Math.ceil(total / 2);
    const past = await cli(['notify', 'list', '--page', String(pages + 5), '--limit', '2'], { env: env() });
    expect(past.code).toBe(0);
    expect(past.stdout).toBe(`Page ${pages + 5} is past the end: ${pages} page${pages === 1 ? '' : 's'} of 2.\n`);
    expect(past.stdout).not.toContain('No notifications sent yet');
    const both = await cli(['notify', 'list', '--all', '--page', '2'], { env: env() });
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--all reads every page, so --page would be ignored');
  });

  it('--country with --target single is a usage error (exit 2), nothing sent', async () => {
    const m = await customer();
    const r = await cli(
      ['notify', 'send', '--title', 'x', '--message', 'y', '--target', 'single', '--member', String(m.id), '--country', 'IT', '--yes'],
      { env: env() },
    );
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'backoffice: --country is only for --target all, members or companies: a single send goes to the one --member.\n',
    );
  });

  it('row errors name their column, and a sentence is said once for two columns', async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'rows.csv'),
      [
        'title,message,target,member,country',
        'Hi,Hello,single,abc,',
        '"Bad\u0007title","Bad\u0007message",all,,',
        'Hi,Hello,single,2,IT',
        'Hi,Hello,all,,XX',
      ].join('\n'),
    );
    const r = await cli(['notify', 'send', '--file', 'rows.csv', '--dry-run'], { env: env(), cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('rows.csv:2: member must be a positive whole number');
    expect(r.stderr).toContain('rows.csv:3: title and message must not contain control or bidirectional formatting characters');
    expect(r.stderr).not.toMatch(/must not contain control or bidirectional formatting characters; must not contain/);
    expect(r.stderr).toContain('rows.csv:4: country is only for the ALL, MEMBERS and COMPANIES targets');
    expect(r.stderr).toMatch(/rows\.csv:5: country must be one of IT/);
  });
});

describe('completion offers file names and values (item 11)', { timeout: 120_000 }, () => {
  const complete = (script: string, line: string, cwd?: string) => {
    const words = line.split(' ');
    const r = spawnSync(
      'bash',
      [
        '-c',
        `${script}\nCOMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _backoffice; printf '%s\\n' "\${COMPREPLY[@]}"`,
      ],
      { encoding: 'utf8', ...(cwd ? { cwd } : {}) },
    );
    expect(r.stderr).toBe('');
    return r.stdout.trim().split('\n').filter(Boolean);
  };

  it('bash: files after --file/--results/--resume, folders after --data, values after --country/--sort/--target/--action', async () => {
    const script = (await cli(['completion', 'bash'])).stdout;
    const dir = tempDir();
    writeFileSync(join(dir, 'campaign.csv'), 'x');
    writeFileSync(join(dir, 'results.ndjson'), 'x');
    expect(complete(script, 'backoffice notify send --file camp', dir)).toEqual(['campaign.csv']);
    expect(complete(script, 'backoffice members disable --results res', dir)).toEqual(['results.ndjson']);
    expect(complete(script, 'backoffice products restore --resume res', dir)).toEqual(['results.ndjson']);
    expect(complete(script, 'backoffice members list --country ')).toEqual(['all', 'IT', 'ES', 'US', 'GB', 'DE', 'FR']);
    expect(complete(script, 'backoffice notify send --country P')).toEqual(['PT']);
    expect(complete(script, 'backoffice members list --sort ci')).toEqual(['city']);
    expect(complete(script, 'backoffice notify send --target s')).toEqual(['single']);
    expect(complete(script, 'backoffice audit list --target pro')).toEqual(['product']);
    expect(complete(script, 'backoffice audit list --action member.d')).toEqual(['member.disabled']);
    // After the value, options again.
    expect(complete(script, 'backoffice members list --country IT --inc')).toEqual(['--include-owners']);
  });

  it("fish: each subcommand's options under its own condition (members list is not audit list)", async () => {
    const fish = (await cli(['completion', 'fish'])).stdout;
    expect(fish).toContain(
      "complete -c backoffice -n '__fish_seen_subcommand_from members; and __fish_seen_subcommand_from list' -l include-owners",
    );
    expect(fish).toContain(
      "complete -c backoffice -n '__fish_seen_subcommand_from audit; and __fish_seen_subcommand_from list' -l action -x -a '",
    );
    expect(fish).not.toContain("-n '__fish_seen_subcommand_from list' -l include-owners");
    expect(fish).toContain(
      "complete -c backoffice -n '__fish_seen_subcommand_from notify; and __fish_seen_subcommand_from send' -l file -r -F",
    );
  });
});

describe('cosmetics (item 16)', { timeout: 120_000 }, () => {
  it('audit list at 80 columns: WHEN is relative only, no line is longer, no timestamp is cut', async () => {
    const m = await customer();
    expect((await cli(['members', 'disable', String(m.id), '--yes'], { env: env() })).code).toBe(0);
    expect((await cli(['members', 'enable', String(m.id), '--yes'], { env: env() })).code).toBe(0);
    const f = fakeIo({ env: env() });
    f.io.stdoutIsTTY = true;
    f.io.columns = 80;
    expect(await auditList({}, f.io)).toBe(0);
    const lines = f.stdout().trimEnd().split('\n');
    expect(lines[0]).toMatch(/^WHEN +ACTOR +ACTION +TARGET$/);
    for (const l of lines) expect([...l].length, l).toBeLessThanOrEqual(80);
    expect(f.stdout()).not.toMatch(/\(\d{4}-|UTC/);
    // A row starts with its time; a long TARGET wraps under its column (lines that start with spaces).
    expect(lines.slice(1).every((l) => /^(just now|\d+[mhd] ago|in \d+[mhd]) /.test(l) || /^ {20,}\S/.test(l))).toBe(true);
    expect(f.stdout()).not.toContain('…');
    // Piped, the absolute times stay.
    const piped = await cli(['audit', 'list'], { env: env() });
    expect(piped.stdout).toMatch(/\(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\)/);
  });

  it('members list at 80 columns leaves whole columns out (said on stderr) rather than cut an e-mail or a phone', async () => {
    const f = fakeIo({ env: env() });
    f.io.stdoutIsTTY = true;
    f.io.columns = 80;
    expect(await membersList({ limit: '20' }, f.io)).toBe(0);
    const lines = f.stdout().trimEnd().split('\n');
    for (const l of lines) expect([...l].length, l).toBeLessThanOrEqual(80);
    expect(f.stdout()).not.toContain('…');
    expect(lines[0]).toMatch(/^ID +.*EMAIL +COUNTRY +STATUS$/);
    expect(f.stderr()).toMatch(/left out to fit 80 columns \(--json shows every field\)\.\n$/);
    const emails = (
      await s.db.query<{ email: string }>(
        'select email from members where not exists (select 1 from companies c where c.member_id = members.id) order by username, id limit 20',
      )
    ).rows;
    for (const { email } of emails) expect(f.stdout()).toContain(email);
    // Piped (no width): every column, every value whole.
    const piped = await cli(['members', 'list', '--limit', '20'], { env: env() });
    expect(piped.stdout.split('\n')[0]).toMatch(/^ID +NAME +USERNAME +EMAIL +PHONE +COUNTRY +STATUS$/);
    expect(piped.stderr).not.toContain('left out');
  });

  it('members list --all with --page or --limit is a usage error; --sort city shows a CITY column', async () => {
    const r = await cli(['members', 'list', '--all', '--limit', '20'], { env: env() });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--all reads every page, so --limit would be ignored: pass --all, or --limit, not both.');
    const city = await cli(['members', 'list', '--sort', 'city', '--limit', '3'], { env: env() });
    expect(city.code).toBe(0);
    const [header, first] = city.stdout.split('\n');
    expect(header).toMatch(/^ID +NAME +USERNAME +EMAIL +PHONE +COUNTRY +CITY +STATUS$/);
    const cityOf = (await s.db.query<{ city: string }>('select city from members where city is not null order by city, id limit 1'))
      .rows[0]!;
    expect(first).toContain(cityOf.city);
  });

  it('logout --help lists --profile once', async () => {
    const r = await cli(['logout', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout.match(/--profile <name>/g)).toHaveLength(1);
  });
});

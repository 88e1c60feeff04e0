import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from '../helpers/server.js';
import { cli, readLines, tokenFor } from './helpers.js';

// Issue 18 findings of the CLI, each against a real server of its own (names here are changed in its DB).
let demo: Awaited<ReturnType<typeof startDemoServer>>;
let api: string;
let token: string;

beforeAll(async () => {
  demo = await startDemoServer();
  api = `${demo.url}/v1`;
  token = await tokenFor(api);
});
afterAll(() => demo?.close());

const env = () => ({ BACKOFFICE_TOKEN: token, BACKOFFICE_API_URL: api });

/** Inserts a member straight into the DB (the API will refuse such names). */
async function insertMember(username: string, firstName: string, lastName: string) {
  await demo.server.db.query(
    `insert into members (email, first_name, last_name, username, country, role) values ($1, $2, $3, $4, 'IT', 'customer')`,
    [`${username}@example.com`, firstName, lastName, username],
  );
}

const RAW_CONTROLS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe('finding 7: terminal escape injection through data', { timeout: 120_000 }, () => {
  const first = 'Eve\u001b]0;pwned\u0007\u001b[2J';
  const last = 'Doe\u202etxt.exe\u0085';

  it('members list (table) shows control and bidi characters as escapes; --json keeps them exactly', async () => {
    await insertMember('ctrlchars', first, last);
    const table = await cli(['members', 'list', '--username', 'ctrlchars'], { env: env() });
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('ctrlchars');
    expect(table.stdout).not.toMatch(RAW_CONTROLS);
    expect(table.stdout).toContain('Eve\\x1b]0;pwned\\x07\\x1b[2J Doe\\u202etxt.exe\\x85');
    expect(table.stderr).not.toMatch(RAW_CONTROLS);

    const json = await cli(['members', 'list', '--username', 'ctrlchars', '--json'], { env: env() });
    expect(json.code).toBe(0);
    const [row] = readLines(json.stdout) as { firstName: string; lastName: string }[];
    expect(row).toMatchObject({ firstName: first, lastName: last });
  });

  it('whoami shows the signed-in member escaped; whoami --json keeps the name exactly', async () => {
    await demo.server.db.query('update members set first_name = $1, last_name = $2 where email = $3', [first, last, 'admin@example.com']);
    try {
      const who = await cli(['whoami'], { env: env() });
      expect(who.code).toBe(0);
      expect(who.stdout).not.toMatch(RAW_CONTROLS);
      expect(who.stdout).toContain('(Eve\\x1b]0;pwned\\x07\\x1b[2J Doe\\u202etxt.exe\\x85)');
      const json = await cli(['whoami', '--json'], { env: env() });
      expect(JSON.parse(json.stdout)).toMatchObject({ firstName: first, lastName: last });
    } finally {
      await demo.server.db.query("update members set first_name = 'Ada', last_name = 'Rossi' where email = 'admin@example.com'");
    }
  });

  it('bulk plans show usernames from the server escaped; --dry-run --json keeps them exactly', async () => {
    await insertMember('evil\u001b[2Juser', 'Mallory', 'X');
    const { rows } = await demo.server.db.query<{ id: number }>("select id from members where email = 'evil\u001b[2Juser@example.com'");
    const id = String(rows[0]!.id);
    const dry = await cli(['members', 'disable', id, '--dry-run'], { env: env() });
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain(`disable member ${id} @evil\\x1b[2Juser`);
    expect(dry.stdout).not.toMatch(RAW_CONTROLS);
    const json = await cli(['members', 'disable', id, '--dry-run', '--json'], { env: env() });
    expect((JSON.parse(json.stdout) as { wouldSend: { label: string }[] }).wouldSend[0]!.label).toBe(`member ${id} @evil\u001b[2Juser`);
  });
});

describe('finding 8: CSV formula injection in members list --csv', { timeout: 120_000 }, () => {
  it('neutralises cells that start with = + - @ like the panels export', async () => {
    await insertMember('formula', '=HYPERLINK("http://evil.example/","click")', '@SUM(A1)');
    const r = await cli(['members', 'list', '--username', 'formula', '--csv'], { env: env() });
    expect(r.code).toBe(0);
    const [header, line] = r.stdout.split('\n');
    expect(header).toBe('id,firstName,lastName,username,email,cellphone,country,enabled,role,companies');
    expect(line).toMatch(/^\d+,"'=HYPERLINK\(""http:\/\/evil\.example\/"",""click""\)",'@SUM\(A1\),formula,formula@example\.com,,IT,true,customer,$/);
  });
});

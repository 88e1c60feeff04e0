import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig, saveProfile } from '../../src/cli/lib/config.js';
import { createClient } from '../../src/api/client.js';
import { getMember } from '../../src/api/auth.js';
import { run as notifySend } from '../../src/cli/commands/notify/send.js';
import { cli, fakeIo, readLines, shell, tempDir, tokenFor, useDemoServer } from './helpers.js';

// Issue 18 findings of the CLI, each against a real server of its own (names here are changed in its DB).
const s = useDemoServer();
const env = s.env;

/** Inserts a member straight into the DB (the API will refuse such names). */
async function insertMember(username: string, firstName: string, lastName: string) {
  await s.db.query(
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
    await s.db.query('update members set first_name = $1, last_name = $2 where email = $3', [first, last, 'admin@example.com']);
    try {
      const who = await cli(['whoami'], { env: env() });
      expect(who.code).toBe(0);
      expect(who.stdout).not.toMatch(RAW_CONTROLS);
      expect(who.stdout).toContain('(Eve\\x1b]0;pwned\\x07\\x1b[2J Doe\\u202etxt.exe\\x85)');
      const json = await cli(['whoami', '--json'], { env: env() });
      expect(JSON.parse(json.stdout)).toMatchObject({ firstName: first, lastName: last });
    } finally {
      await s.db.query("update members set first_name = 'Ada', last_name = 'Rossi' where email = 'admin@example.com'");
    }
  });

  it('bulk plans show usernames from the server escaped; --dry-run --json keeps them exactly', async () => {
    await insertMember('evil\u001b[2Juser', 'Mallory', 'X');
    const { rows } = await s.db.query<{ id: number }>("select id from members where email = 'evil\u001b[2Juser@example.com'");
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
    expect(line).toMatch(
      /^\d+,"'=HYPERLINK\(""http:\/\/evil\.example\/"",""click""\)",'@SUM\(A1\),formula,formula@example\.com,,IT,true,customer,$/,
    );
  });
});

/** A plain HTTP listener that records the headers of every request and answers 401. */
async function recordingServer() {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ statusCode: 401, code: 'invalid_token', message: 'invalid token' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe("finding 6: a profile's token goes only to the origin it was issued for", { timeout: 120_000 }, () => {
  it('--api-url or BACKOFFICE_API_URL of another server: exit 4, both origins and the login command named, nothing sent there', async () => {
    const other = await recordingServer();
    try {
      const dir = tempDir();
      await saveProfile({ BACKOFFICE_CONFIG_DIR: dir }, 'default', { apiUrl: s.api, token: s.token });
      const base = { BACKOFFICE_CONFIG_DIR: dir };

      const same = await cli(['members', 'list', '--limit', '1', '--api-url', `${s.demo.url}/v1/`], { env: base });
      expect(same.code).toBe(0);

      const flag = await cli(['members', 'list', '--api-url', `${other.origin}/v1`], { env: base });
      expect(flag.code).toBe(4);
      expect(flag.stderr).toContain(`signed in to ${s.demo.url}, not to ${other.origin}`);
      expect(flag.stderr).toContain(`backoffice login --api-url ${other.origin}/v1`);

      const envUrl = await cli(['whoami'], { env: { ...base, BACKOFFICE_API_URL: `${other.origin}/v1` } });
      expect(envUrl.code).toBe(4);
      expect(envUrl.stderr).toContain('BACKOFFICE_API_URL');

      const bulk = await cli(['members', 'disable', '2', '--yes', '--api-url', `${other.origin}/v1`], { env: base });
      expect(bulk.code).toBe(4);

      // Each run above has exited, and the listener answers every request, so anything sent was recorded.
      expect(other.seen.map((h) => h.authorization).filter(Boolean)).toEqual([]);
      expect(JSON.stringify(other.seen)).not.toContain(s.token);
    } finally {
      await other.close();
    }
  });

  it('names the profile that is signed in to the asked server', async () => {
    const other = await recordingServer();
    try {
      const dir = tempDir();
      await saveProfile({ BACKOFFICE_CONFIG_DIR: dir }, 'default', { apiUrl: `${other.origin}/v1`, token: 'token-of-b' });
      await saveProfile({ BACKOFFICE_CONFIG_DIR: dir }, 'rev', { apiUrl: s.api, token: s.token });
      const r = await cli(['whoami', '--api-url', s.api], { env: { BACKOFFICE_CONFIG_DIR: dir } });
      expect(r.code).toBe(4);
      expect(r.stderr).toContain('pass --profile rev');
      expect(other.seen).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

/** A TCP listener that accepts connections and never answers. */
async function silentServer() {
  const sockets = new Set<Socket>();
  const server = createTcpServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.resume();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return {
    api,
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}

describe('finding 16: a request timeout', { timeout: 120_000 }, () => {
  it('whoami against a server that never answers ends with "timed out after N s" (--timeout before or after the command, or BACKOFFICE_TIMEOUT)', async () => {
    const silent = await silentServer();
    try {
      const env = { BACKOFFICE_TOKEN: 't', BACKOFFICE_API_URL: silent.api };
      for (const [args, extra] of [
        [['whoami', '--timeout', '1'], {}],
        [['--timeout', '1', 'whoami'], {}],
        [['whoami'], { BACKOFFICE_TIMEOUT: '1' }],
      ] as const) {
        const r = await cli([...args], { env: { ...env, ...extra } });
        expect(r.code).toBe(1);
        expect(r.stderr).toContain('timed out after 1 s');
        expect(r.stderr).toContain('--timeout');
      }
      const bad = await cli(['whoami', '--timeout', 'soon'], { env });
      expect(bad.code).toBe(2);
    } finally {
      await silent.close();
    }
  });

  it('a one-item run records a timed-out item as a retryable failure at once, --retries or not (exit 3)', async () => {
    const silent = await silentServer();
    try {
      const dir = tempDir();
      const f = fakeIo({ env: { BACKOFFICE_TOKEN: 't', BACKOFFICE_API_URL: silent.api }, cwd: dir });
      const code = await notifySend(
        { title: 'slow', message: 'm', target: 'all', yes: true, retries: '1', retryBaseMs: '1', timeout: '0.5', results: 'r.ndjson' },
        f.io,
      );
      expect(code).toBe(3);
      expect(f.stderr()).toContain('timed out after 0.5 s');
      const failed = readLines(readFileSync(join(dir, 'r.ndjson'), 'utf8')).filter((l) => l.type === 'item');
      expect(failed).toEqual([expect.objectContaining({ status: 'failed', attempts: 1, code: 'timeout', retryable: true })]);
    } finally {
      await silent.close();
    }
  });
});

describe('finding 17: the resume hint keeps the server, the profile and every run flag', { timeout: 180_000 }, () => {
  it('an interrupted run with --profile rev, resumed by pasting the printed hint, sends the rest to the same server', async () => {
    const other = await recordingServer(); // the default profile's server: must see nothing
    try {
      const dir = tempDir('bo cli ');
      const config = { BACKOFFICE_CONFIG_DIR: dir };
      await saveProfile(config, 'default', { apiUrl: `${other.origin}/v1`, token: 'token-of-the-default-profile' });
      await saveProfile(config, 'rev', { apiUrl: s.api, token: s.token });
      const ids = (await s.db.query<{ id: number }>('select id from members where enabled order by id limit 30')).rows.map((r) => r.id);
      const title = 'resume-by-hint';
      writeFileSync(
        join(dir, 'my items.csv'),
        'title,message,target,member,country\n' + ids.map((id) => `${title},hello ${id},single,${id},`).join('\n') + '\n',
      );
      const results = join(dir, 'run results.ndjson');
      const sent = async () =>
        (
          await s.db.query<{ member_id: number }>('select member_id from notifications where title = $1 order by member_id', [title])
        ).rows.map((r) => r.member_id);

      const first = await cli(
        [
          'notify',
          'send',
          '--file',
          'my items.csv',
          '--profile',
          'rev',
          '--yes',
          '--rate',
          '10/s',
          '--concurrency',
          '2',
          '--retries',
          '3',
          '--results',
          'run results.ndjson',
        ],
        {
          env: config,
          cwd: dir,
          onSpawn: (p) => {
            // Polls the results file (no fixed wait): Ctrl-C once 6 lines are written.
            const timer = setInterval(() => {
              let lines = 0;
              try {
                lines = readFileSync(results, 'utf8').split('\n').filter(Boolean).length;
              } catch {}
              if (lines >= 6) {
                clearInterval(timer);
                p.kill('SIGINT');
              }
            }, 50);
            p.on('close', () => clearInterval(timer));
          },
        },
      );
      expect(first.code).toBe(130);
      const header = readLines(readFileSync(results, 'utf8'))[0]!;
      expect(header).toMatchObject({
        type: 'run',
        apiUrl: s.api,
        profile: 'rev',
        input: {
          file: join(dir, 'my items.csv'),
          sha256: createHash('sha256')
            .update(readFileSync(join(dir, 'my items.csv')))
            .digest('hex'),
        },
        settings: { concurrency: 2, retries: 3, rate: '10/s' },
      });
      // The hint is the command and the results file alone: the file records the rest.
      const hint = /To finish the rest without repeating what succeeded, run:\n {2}(.+)\n/.exec(first.stderr)?.[1];
      expect(hint).toBe(`backoffice notify send --resume '${results}'`);
      const before = await sent();
      expect(before.length).toBeGreaterThan(0);
      expect(before.length).toBeLessThan(ids.length);

      // Pasted from another folder, with no profile or server in the environment (--yes: no terminal here).
      const again = await shell(`${hint!} --yes`, { env: config });
      expect(again.stderr).toBe('');
      expect(again.code).toBe(0);
      expect(again.stdout).toContain(`${ids.length - before.length} succeeded, 0 failed, 0 skipped, ${before.length} already done`);
      expect(await sent()).toEqual(ids);
      expect(other.seen).toEqual([]);
      // The resumed run kept the pace of the first (its own header line records what it ran with).
      const headers = readLines(readFileSync(results, 'utf8')).filter((l) => l.type === 'run');
      expect(headers).toHaveLength(2);
      expect(headers[1]).toMatchObject({ resumed: true, profile: 'rev', settings: { concurrency: 2, retries: 3, rate: '10/s' } });

      // A different server or profile than recorded is refused before anything is sent.
      const elsewhere = await cli(['notify', 'send', '--resume', 'run results.ndjson', '--yes', '--api-url', `${other.origin}/v1`], {
        env: config,
        cwd: dir,
      });
      expect(elsewhere.code).toBe(2);
      expect(elsewhere.stderr).toContain(`records a run against ${s.demo.url}, but --api-url asks for ${other.origin}`);
      const otherProfile = await cli(['notify', 'send', '--resume', 'run results.ndjson', '--yes', '--profile', 'default'], {
        env: config,
        cwd: dir,
      });
      expect(otherProfile.code).toBe(2);
      expect(otherProfile.stderr).toContain('records a run with profile "rev", but --profile asks for "default"');
      expect(other.seen).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('finding 19 (CLI half): logout ends the session at the server', { timeout: 120_000 }, () => {
  it("calls POST /auth/logout with the profile's token (the token is refused afterwards), then forgets the profile", async () => {
    const dir = tempDir();
    const own = await tokenFor(s.api); // a token of its own: the other tests keep theirs
    await saveProfile({ BACKOFFICE_CONFIG_DIR: dir }, 'default', { apiUrl: s.api, token: own });
    await expect(getMember(createClient({ baseUrl: s.api, getToken: () => own }))).resolves.toMatchObject({ email: 'admin@example.com' });
    const r = await cli(['logout'], { env: { BACKOFFICE_CONFIG_DIR: dir } });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`Signed out of profile "default": ${s.demo.url} ended the session`);
    expect((await readConfig({ BACKOFFICE_CONFIG_DIR: dir })).profiles).toEqual({});
    await expect(getMember(createClient({ baseUrl: s.api, getToken: () => own }))).rejects.toMatchObject({ status: 401 });
    await expect(getMember(createClient({ baseUrl: s.api, getToken: () => s.token }))).resolves.toMatchObject({
      email: 'admin@example.com',
    });
  });

  it('still forgets the profile when the server refuses the token (401: already ended) or cannot be reached (the server was not told)', async () => {
    const dir = tempDir();
    const cfg = { BACKOFFICE_CONFIG_DIR: dir };
    await saveProfile(cfg, 'refused', { apiUrl: s.api, token: 'not-a-token' });
    const refused = await cli(['logout', '--profile', 'refused'], { env: cfg });
    expect(refused.code).toBe(0);
    // Issue 39: a 401 means the session was over before; nothing stays valid.
    expect(refused.stderr).toContain(`The session had already ended on the server ${s.demo.url}.`);
    expect(refused.stderr).not.toContain('may stay valid');
    expect((await readConfig(cfg)).profiles.refused).toBeUndefined();

    const silent = await silentServer();
    await saveProfile(cfg, 'gone', { apiUrl: silent.api, token: 'x' });
    try {
      const gone = await cli(['logout', '--profile', 'gone', '--timeout', '1'], { env: cfg });
      expect(gone.code).toBe(0);
      expect(gone.stderr).toContain('could not be told: timed out after 1 s');
      expect(existsSync(join(dir, 'config.json'))).toBe(false);
    } finally {
      await silent.close();
    }
  });
});

describe('finding 4 (CLI half): an administrator refused by the server (409 admin_cannot_be_disabled)', { timeout: 120_000 }, () => {
  it("is reported per item with the server's message; the other items go through; exit 3", async () => {
    // An administrator by capability: the member list shows role "customer", so only the server can refuse it.
    const insert = async (u: string, caps: string[]) =>
      (
        await s.db.query<{ id: number }>(
          `insert into members (email, first_name, last_name, username, country, role, capabilities) values ($1, 'A', 'B', $2, 'IT', 'customer', $3) returning id`,
          [`${u}@example.com`, u, caps],
        )
      ).rows[0]!.id;
    const godId = await insert('hidden.admin', ['IamGOD']);
    const a = await insert('plain.one', []);
    const b = await insert('plain.two', []);
    const dir = tempDir();
    const r = await cli(
      ['members', 'disable', String(a), String(godId), String(b), '--yes', '--concurrency', '1', '--results', 'r.ndjson'],
      { env: env(), cwd: dir },
    );
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`member ${godId} @hidden.admin (line 2): The API answered 409: An administrator cannot be disabled`);
    expect(r.stdout).toContain('2 succeeded, 1 failed, 0 skipped');
    const enabled = async (id: number) =>
      (await s.db.query<{ enabled: boolean }>('select enabled from members where id = $1', [id])).rows[0]!.enabled;
    expect([await enabled(a), await enabled(godId), await enabled(b)]).toEqual([false, true, false]);
    const failed = readLines(readFileSync(join(dir, 'r.ndjson'), 'utf8')).filter((l) => l.status === 'failed');
    expect(failed).toEqual([
      expect.objectContaining({
        key: `disable:${godId}`,
        httpStatus: 409,
        code: 'admin_cannot_be_disabled',
        retryable: false,
        attempts: 1,
      }),
    ]);
  });
});

import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, cli, tempDir, useDemoServer } from './helpers.js';
import { CLI_ENTRY } from '../helpers/cli-entry.js';

// Issue 37, items 5, 6 and 14: sign-in hints keep the profile, a token that expires before the run ends is
// said before it, `auth status` asks the server, and the edges of `login`.
const s = useDemoServer();
const q = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;

async function signedIn(profile: string) {
  const config = tempDir('bo-config-');
  const r = await cli(['login', '--profile', profile, '--api-url', s.api, '--email', ADMIN.email, '--password-stdin'], {
    env: { BACKOFFICE_CONFIG_DIR: config },
    stdin: `${ADMIN.password}\n`,
  });
  expect(r.code).toBe(0);
  const token = (JSON.parse(readFileSync(join(config, 'config.json'), 'utf8')) as { profiles: Record<string, { token: string }> }).profiles[
    profile
  ]!.token;
  return { env: { BACKOFFICE_CONFIG_DIR: config }, token };
}

const signOut = (token: string) => fetch(`${s.api}/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });

async function closedPort(): Promise<string> {
  const server = createTcpServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return `http://127.0.0.1:${port}/v1`;
}

/** A fake API: `routes` by "METHOD /path" (query left out); anything else a 404 page. */
async function fakeApi(routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void>) {
  const server = createServer((req, res) => {
    req.resume();
    const route = routes[`${req.method} ${req.url?.split('?')[0]}`];
    if (route) return route(req, res);
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('<h1>Not here</h1>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const jwt = (claims: object) =>
  [{ alg: 'HS256', typ: 'JWT' }, claims].map((p) => Buffer.from(JSON.stringify(p)).toString('base64url')).join('.') + '.c2lnbmF0dXJl';

/** Starts `backoffice <args>` in a pseudo-terminal; `onScreen` may type into it; answers the exit code and the screen. */
async function inTerminal(args: string, onScreen: (screen: string, type: (keys: string) => void) => void) {
  const env = {
    ...process.env,
    BACKOFFICE_STATE_DIR: tempDir('bo-state-'),
    BACKOFFICE_CONFIG_DIR: tempDir('bo-config-'),
    TERM: 'xterm',
    NO_COLOR: '1',
  };
  delete (env as Record<string, string | undefined>)['BACKOFFICE_TOKEN'];
  const child = spawn('script', ['-qec', `${q(process.execPath)} ${q(CLI_ENTRY)} ${args}`, '/dev/null'], {
    cwd: tempDir(),
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let screen = '';
  child.stdout.on('data', (c: Buffer) => {
    screen += c.toString();
    onScreen(screen, (keys) => child.stdin.write(keys));
  });
  const code = await new Promise<number | null>((r) => child.on('close', r));
  return { code, screen };
}

describe('sign-in hints keep the profile; a token that ends before the run is said first (item 5)', { timeout: 120_000 }, () => {
  it('a refused session of profile "staging" says `backoffice login --profile staging`', async () => {
    const { env, token } = await signedIn('staging');
    await signOut(token);
    const r = await cli(['notify', 'send', '--title', 't', '--message', 'm', '--target', 'all', '--yes', '--profile', 'staging'], { env });
    expect(r.stderr).toContain('Run `backoffice login --profile staging` again.');
    expect(r.code).toBe(4);
    const list = await cli(['members', 'disable', '12', '--yes', '--profile', 'staging'], { env });
    expect(list.stderr).toContain('backoffice login --profile staging');
    expect(list.code).toBe(4);
  });

  it('warns before a run when the token expires sooner than the run would take', async () => {
    const api = await fakeApi({
      'GET /v1/accounts/member': (_req, res) => json(res, 200, { data: { id: 1, email: ADMIN.email, capabilities: ['IamGOD'] } }),
      'GET /v1/notifications/audience': (_req, res) => json(res, 200, { data: { count: 5 } }),
    });
    try {
      const config = tempDir('bo-config-');
      const soon = jwt({ sub: '1', exp: Math.floor(Date.now() / 1000) + 120 });
      mkdirSync(config, { recursive: true });
      writeFileSync(join(config, 'config.json'), JSON.stringify({ profiles: { night: { apiUrl: api.url, token: soon } } }));
      const dir = tempDir();
      writeFileSync(join(dir, 'c.csv'), 'title,message,target\n' + Array.from({ length: 600 }, (_, i) => `t${i},m,all`).join('\n') + '\n');
      const r = await cli(['notify', 'send', '--file', 'c.csv', '--dry-run', '--rate', '2/s', '--profile', 'night'], {
        cwd: dir,
        env: { BACKOFFICE_CONFIG_DIR: config },
      });
      expect(r.stderr).toMatch(
        /Warning: the session of profile "night" expires in (1m[0-5]\ds|2m00s), before this run is likely to end: about 5m00s for 600 items at 2\/s\. Sign in again first: `backoffice login --profile night`;/,
      );
      expect(r.code).toBe(0);
      const quick = await cli(['notify', 'send', '--file', 'c.csv', '--dry-run', '--rate', '100/s', '--profile', 'night'], {
        cwd: dir,
        env: { BACKOFFICE_CONFIG_DIR: config },
      });
      expect(quick.stderr).not.toContain('Warning');
    } finally {
      await api.close();
    }
  });
});

describe('auth status asks the server (item 6)', { timeout: 120_000 }, () => {
  it('a revoked token is refused: exit 4 and what to run; --offline shows only what is stored', async () => {
    const { env, token } = await signedIn('ops');
    const ok = await cli(['auth', 'status', '--profile', 'ops'], { env });
    expect(ok.stdout).toContain(`    Server:  accepted by ${new URL(s.api).origin} (checked now)`);
    expect(ok.code).toBe(0);
    await signOut(token);
    const revoked = await cli(['auth', 'status', '--profile', 'ops'], { env });
    expect(revoked.stdout).toMatch(/ {4}Server: {2}refused by http:\/\/127\.0\.0\.1:\d+ \(.+\): revoked, signed out or expired/);
    expect(revoked.stderr).toContain(
      'The server no longer accepts the token of profile "ops". Run `backoffice login --profile ops` again.',
    );
    expect(revoked.code).toBe(4);
    const json = await cli(['auth', 'status', '--profile', 'ops', '--json'], { env });
    expect(JSON.parse(json.stdout)).toMatchObject({ activeProfile: 'ops', server: { checked: true, state: 'refused' } });
    expect(json.code).toBe(4);
    const offline = await cli(['auth', 'status', '--profile', 'ops', '--offline'], { env });
    expect(offline.stdout).toContain('    Server:  not asked (--offline)');
    expect(offline.code).toBe(0);
  });

  it('a server that cannot be asked: said, --offline suggested; what is stored decides the exit code', async () => {
    const config = tempDir('bo-config-');
    writeFileSync(
      join(config, 'config.json'),
      JSON.stringify({ profiles: { default: { apiUrl: await closedPort(), token: jwt({ sub: '1' }) } } }),
    );
    const r = await cli(['auth', 'status'], { env: { BACKOFFICE_CONFIG_DIR: config } });
    expect(r.stdout).toContain('    Server:  not checked:');
    expect(r.stderr).toContain('pass --offline to show only what is stored');
    expect(r.code).toBe(0);
  });
});

describe('sign-in edges (item 14)', { timeout: 120_000 }, () => {
  it('Ctrl-D at the e-mail and at the password prompt: a message, no stack, exit 1', async () => {
    let pressed = false;
    const atEmail = await inTerminal(`login --api-url ${s.api}`, (screen, type) => {
      if (!pressed && screen.includes('Email: ')) {
        pressed = true;
        type('\x04');
      }
    });
    expect(atEmail.screen).toContain('Cancelled: end of input (Ctrl-D) at the prompt; nothing was done.');
    expect(atEmail.screen).not.toMatch(/\n\s+at /);
    expect(atEmail.code).toBe(1);
    let typed = false;
    let ended = false;
    const atPassword = await inTerminal(`login --api-url ${s.api}`, (screen, type) => {
      if (!typed && screen.includes('Email: ')) {
        typed = true;
        type(`${ADMIN.email}\r`);
      }
      if (!ended && screen.includes('Password: ')) {
        ended = true;
        type('\x04');
      }
    });
    expect(atPassword.screen).toContain('Cancelled: end of input (Ctrl-D) at the prompt');
    expect(atPassword.screen).not.toContain('The password is empty');
    expect(atPassword.code).toBe(1);
  });

  it('the URL is checked before the credentials are asked for: unreachable, or not the back-office API', async () => {
    const down = await inTerminal(`login --api-url ${await closedPort()}`, () => {});
    expect(down.screen).toContain('Cannot reach the API at');
    expect(down.screen).not.toContain('Email:');
    expect(down.code).toBe(1);
    const other = await fakeApi({});
    try {
      const wrong = await inTerminal(`login --api-url ${other.url}`, () => {});
      expect(wrong.screen).toContain('did not answer as the back-office API (404');
      expect(wrong.screen).not.toContain('Email:');
      expect(wrong.code).toBe(1);
    } finally {
      await other.close();
    }
  });

  it("a 429 says the server's Retry-After; a disabled account says so", async () => {
    const limited = await fakeApi({
      'GET /v1/accounts/member': (_req, res) => json(res, 401, { statusCode: 401, code: 'unauthorized', message: 'Missing token' }),
      'POST /v1/auth/login': (_req, res) =>
        json(
          res,
          429,
          { statusCode: 429, code: 'rate_limited', message: 'Too many login attempts, try again later' },
          { 'Retry-After': '240' },
        ),
    });
    try {
      const r = await cli(['login', '--api-url', limited.url, '--email', ADMIN.email, '--password-stdin'], {
        env: { BACKOFFICE_CONFIG_DIR: tempDir('bo-config-') },
        stdin: 'whatever\n',
      });
      expect(r.stderr).toContain('Sign-in refused for now: Too many login attempts, try again later. Try again in 4 min.');
      expect(r.code).toBe(4);
    } finally {
      await limited.close();
    }
    await s.db.query(`update members set enabled = false where email = $1`, [MEMBER.email]);
    try {
      const r = await cli(['login', '--api-url', s.api, '--email', MEMBER.email, '--password-stdin'], {
        env: { BACKOFFICE_CONFIG_DIR: tempDir('bo-config-') },
        stdin: `${MEMBER.password}\n`,
      });
      expect(r.stderr).toContain(`Sign-in failed: the account ${MEMBER.email} is disabled`);
      expect(r.stderr).not.toContain('Check the email and password');
      expect(r.code).toBe(4);
    } finally {
      await s.db.query(`update members set enabled = true where email = $1`, [MEMBER.email]);
    }
  });

  it('login --with-token: garbage is malformed (exit 2), a well-formed unknown token is refused (exit 4); nothing is saved', async () => {
    const config = tempDir('bo-config-');
    const garbage = await cli(['login', '--with-token', '--api-url', s.api], {
      env: { BACKOFFICE_CONFIG_DIR: config },
      stdin: 'hello world\n',
    });
    expect(garbage.stderr).toContain('--with-token: what stdin holds is not an access token (malformed');
    expect(garbage.code).toBe(2);
    const forged = await cli(['login', '--with-token', '--api-url', s.api], {
      env: { BACKOFFICE_CONFIG_DIR: config },
      stdin: `${jwt({ sub: '1', exp: 4_000_000_000 })}\n`,
    });
    expect(forged.stderr).toMatch(
      /--with-token: http:\/\/127\.0\.0\.1:\d+ refused this token \(.+\): it is invalid, expired, revoked, or from another server\./,
    );
    expect(forged.stderr).not.toContain('no longer valid');
    expect(forged.code).toBe(4);
    expect(() => readFileSync(join(config, 'config.json'))).toThrow();
  });

  it('config set profile refuses a profile that is not stored, naming those that are', async () => {
    const { env } = await signedIn('rev');
    const r = await cli(['config', 'set', 'profile', 'prod'], { env });
    expect(r.stderr).toContain(
      'No stored profile "prod": the profiles are "rev". Sign it in first (`backoffice login --profile prod`), then set it.',
    );
    expect(r.code).toBe(2);
    expect((await cli(['config', 'set', 'profile', 'rev'], { env })).code).toBe(0);
  });
});

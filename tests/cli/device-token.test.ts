// Issue 33, item 2 (CLI half): a CLI that signed in to an account before keeps the device token the server
// handed it and sends it back (X-Device-Token) on later sign-ins, so an attack that locks the account for
// unknown clients does not lock that CLI out; a fresh one is told what the lock is and how to get in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoServer } from '../helpers/server.js';
import { readConfig } from '../../src/cli/lib/config.js';
import { ADMIN, cli, tempDir } from './helpers.js';
import { guessFrom as guess } from '../helpers/guess.js';

let demo: Awaited<ReturnType<typeof startDemoServer>>;
let api: string;

beforeAll(async () => {
  demo = await startDemoServer();
  api = `${demo.url}/v1`;
});
afterAll(() => demo?.close());

/** A wrong sign-in from a given loopback address: an attacker's. */
const guessFrom = (from: string, email: string, password: string) => guess(`${api}/auth/login`, from, email, password);

const login = (dir: string, password = ADMIN.password) =>
  cli(['login', '--api-url', api, '--email', ADMIN.email, '--password-stdin'], {
    env: { BACKOFFICE_CONFIG_DIR: dir },
    stdin: `${password}\n`,
  });

describe('device tokens of the CLI', { timeout: 180_000 }, () => {
  it('login keeps the device token per server and e-mail (mode 0600), and logout does not forget it', async () => {
    const dir = tempDir();
    expect((await login(dir)).code).toBe(0);
    const config = await readConfig({ BACKOFFICE_CONFIG_DIR: dir });
    const token = config.devices?.[demo.url]?.[ADMIN.email];
    expect(token).toMatch(/^d1\./);
    expect(statSync(join(dir, 'config.json')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'config.json'), 'utf8')).not.toContain(ADMIN.password);
    expect((await cli(['logout'], { env: { BACKOFFICE_CONFIG_DIR: dir } })).code).toBe(0);
    const after = await readConfig({ BACKOFFICE_CONFIG_DIR: dir });
    expect(after.profiles).toEqual({});
    expect(after.devices?.[demo.url]?.[ADMIN.email]).toBe(token);
  });

  it('a CLI that signed in before gets in during an attack on the account; a new one is told why not and what to do', async () => {
    const known = tempDir();
    expect((await login(known)).code).toBe(0);
    // 20 wrong passwords from 20 addresses: the account is locked for unknown clients.
    for (let i = 0; i < 20; i++) expect(await guessFrom(`127.0.1.${i + 1}`, ADMIN.email, `guess-${i}`)).toBe(401);
    expect(await guessFrom('127.0.1.99', ADMIN.email, ADMIN.password)).toBe(429);

    const again = await login(known);
    expect(again.code).toBe(0);
    expect(again.stderr).toMatch(/Signed in as .*admin@example\.com/);

    const fresh = await login(tempDir());
    expect(fresh.code).toBe(4);
    expect(fresh.stderr).toMatch(/locked for new devices/);
    expect(fresh.stderr).toMatch(/profile that signed in to .* before/);
    expect(fresh.stderr).toMatch(/reset the password/);
    expect(fresh.stderr).toMatch(/\d+ more minute/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runSeed } from '../../src/cli/commands/server/seed.js';
import { runServe } from '../../src/cli/commands/server/serve.js';
import { startFaultProxy, type FaultProxy } from './fault-proxy.js';
import { shell, tempDir, tokenFor } from './helpers.js';

// Issue 20, finding 3: `members list --all` follows nextCursor and writes each page as it arrives;
// a reader that stops early (| head -1) ends it quietly with exit 0, before it has asked for every page.
const MEMBERS = 3_000;

describe('members list --all streams pages (keyset pagination)', { timeout: 180_000 }, () => {
  let server: Awaited<ReturnType<typeof runServe>>;
  let proxy: FaultProxy;
  let env: Record<string, string>;
  const asked: string[] = [];

  beforeAll(async () => {
    const data = tempDir('bo-stream-');
    await runSeed({ scale: true, data, counts: { members: MEMBERS, companies: 30, products: 10 } }, () => {});
    server = await runServe({ data, demo: true, port: '0', host: '127.0.0.1' }, () => {});
    proxy = await startFaultProxy(server.url, {
      failRate: 0,
      dropRate: 0,
      onForward: (req) => {
        if (req.method === 'GET' && req.url?.startsWith('/v1/members?')) asked.push(req.url);
      },
    });
    env = { BACKOFFICE_TOKEN: await tokenFor(`${server.url}/v1`), BACKOFFICE_API_URL: `${proxy.url}/v1`, BACKOFFICE_CONFIG_DIR: tempDir() };
  });
  afterAll(async () => {
    await proxy?.close();
    await server?.close();
  });

  it('writes every member once, in the order of the sort, asking page 2 onwards by cursor', async () => {
    asked.length = 0;
    const cwd = tempDir();
    const r = await shell('backoffice members list --all --include-owners --csv > out.csv', { env, cwd });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`${(MEMBERS + 2).toLocaleString('en-US')} members\n`);
    const expected = (await server.db.query<{ id: number }>('select id from members order by username, id')).rows.map((x) => String(x.id));
    const lines = readFileSync(join(cwd, 'out.csv'), 'utf8').trimEnd().split('\n');
    expect(lines[0]).toBe('id,firstName,lastName,username,email,cellphone,country,enabled,role,companies');
    expect(lines.slice(1).map((l) => l.slice(0, l.indexOf(',')))).toEqual(expected);
    const pages = Math.ceil((MEMBERS + 2) / 100);
    expect(asked).toHaveLength(pages);
    expect(asked[0]).not.toContain('cursor=');
    expect(asked.slice(1).every((u) => u.includes('cursor=') && !u.includes('page='))).toBe(true);
  });

  it('| head -1 prints the first member and ends quietly with exit 0, without reading every page', async () => {
    asked.length = 0;
    const cwd = tempDir();
    const r = await shell('{ backoffice members list --all --include-owners --json 2> err.txt; echo $? > code.txt; } | head -1', {
      env,
      cwd,
    });
    const code = readFileSync(join(cwd, 'code.txt'), 'utf8').trim();
    const err = readFileSync(join(cwd, 'err.txt'), 'utf8');
    expect(code).toBe('0');
    expect(err).not.toMatch(/EPIPE|Error|at /);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ id: expect.any(Number), email: expect.any(String) });
    // The old --all read all 31 pages before writing a line; streaming stops within a few pages.
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.length).toBeLessThan(Math.ceil((MEMBERS + 2) / 100) / 2);
  });
});

// Issue 37, items 1, 15 and 16 (thousands separators): `--all` tables at a million rows through a fake API
// (rows made on the fly for the pages the CLI asks), in bounded memory, and no listener leak on a pipe.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_ENTRY } from '../helpers/cli-entry.js';
import { startFakeListApi, type FakeListApi } from './fake-list-api.js';
import { shell, tempDir } from './helpers.js';

const MILLION = 1_000_000;
/** The heap the CLI child gets: far less than a million rows held at once (~500 MB), so buffering them crashes it. */
const HEAP_MB = 64;

interface Counted {
  code: number | null;
  lines: number;
  head: string[];
  last: string;
  stderr: string;
  /** Peak resident set of the child, in KB (process.resourceUsage().maxRSS, written as it exits). */
  maxRssKb: number;
}

/**
 * Runs the CLI with a small heap and counts its stdout lines as they come (a million lines are never held
 * here either); a preload writes the child's peak RSS to a file as it exits.
 */
function runCounting(args: string[], env: Record<string, string>): Promise<Counted> {
  const dir = tempDir('bo-scale-');
  const rssFile = join(dir, 'rss');
  const preload = join(dir, 'rss.cjs');
  writeFileSync(
    preload,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(rssFile)}, String(process.resourceUsage().maxRSS)));\n`,
  );
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [`--max-old-space-size=${HEAP_MB}`, '--require', preload, CLI_ENTRY, ...args], {
      cwd: dir,
      env: { ...process.env, NO_COLOR: '1', BACKOFFICE_STATE_DIR: tempDir('bo-state-'), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let lines = 0;
    let partial = '';
    const head: string[] = [];
    let last = '';
    let stderr = '';
    p.stdout.setEncoding('utf8');
    p.stdout.on('data', (chunk: string) => {
      const text = partial + chunk;
      const parts = text.split('\n');
      partial = parts.pop()!;
      for (const l of parts) {
        if (head.length < 3) head.push(l);
        last = l;
      }
      lines += parts.length;
    });
    p.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    p.on('error', reject);
    p.on('close', (code) => {
      let maxRssKb = 0;
      try {
        maxRssKb = Number(readFileSync(rssFile, 'utf8'));
      } catch {
        // a crashed child writes nothing
      }
      resolve({ code, lines, head, last, stderr, maxRssKb });
    });
  });
}

describe('--all tables at 1,000,000 rows (fake API)', { timeout: 300_000 }, () => {
  let api: FakeListApi;
  let env: Record<string, string>;
  beforeAll(async () => {
    api = await startFakeListApi({ members: MILLION, audit: MILLION });
    env = { BACKOFFICE_TOKEN: 'fake-token', BACKOFFICE_API_URL: api.url };
  });
  afterAll(() => api?.close());

  it('members list --all prints a table of 1,000,000 rows with a 64 MB heap, exit 0', async () => {
    api.asked.length = 0;
    const r = await runCounting(['members', 'list', '--all'], env);
    expect(r.stderr).toBe('1,000,000 members\n');
    expect(r.code).toBe(0);
    expect(r.lines).toBe(MILLION + 1);
    expect(r.head[0]).toMatch(/^ID +NAME +USERNAME +EMAIL +PHONE +COUNTRY +STATUS$/);
    expect(r.head[1]).toMatch(/^1 +First1 Last1 +@user0000001 +user1@example\.com +- +IT +customer \(disabled\)$/);
    // Piped: the later, wider cells stay whole.
    expect(r.last).toMatch(/^1000000 +First1000000 Last1000000 +@user1000000 +user1000000@example\.com +- +IT +customer$/);
    expect(api.asked).toHaveLength(MILLION / 100);
    // Bounded: what one page and the first 1,000 rows take, not what a million do.
    expect(r.maxRssKb).toBeGreaterThan(0);
    expect(r.maxRssKb).toBeLessThan(300 * 1024);
  });

  it('audit list --all prints a table of 1,000,000 events with a 64 MB heap, exit 0', async () => {
    const r = await runCounting(['audit', 'list', '--all', '--limit', '200'], env);
    expect(r.stderr).toBe('1,000,000 events\n');
    expect(r.code).toBe(0);
    expect(r.lines).toBe(MILLION + 1);
    expect(r.head[0]).toMatch(/^WHEN +ACTOR +ACTION +TARGET$/);
    expect(r.last).toMatch(/ member 1000000 "user1000000"$/);
    expect(r.maxRssKb).toBeGreaterThan(0);
    expect(r.maxRssKb).toBeLessThan(300 * 1024);
  });
});

describe('members list --all --json into a pipe (item 15)', { timeout: 120_000 }, () => {
  let api: FakeListApi;
  beforeAll(async () => {
    api = await startFakeListApi({ members: 20_000 });
  });
  afterAll(() => api?.close());

  it('a slow reader makes the CLI wait for drain 100s of times, and no listener-leak warning is printed', async () => {
    const cwd = tempDir();
    // The reader pauses after every chunk it takes: the pipe fills and every write waits for 'drain'.
    const reader = `node -e "let n=0;process.stdin.on('data',c=>{for(const b of c)if(b===10)n++;process.stdin.pause();setImmediate(()=>process.stdin.resume())}).on('end',()=>console.log(n))"`;
    const r = await shell(`backoffice members list --all --json 2> err.txt | ${reader}`, {
      env: { BACKOFFICE_TOKEN: 'fake-token', BACKOFFICE_API_URL: api.url },
      cwd,
    });
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe('20000');
    const err = readFileSync(join(cwd, 'err.txt'), 'utf8');
    expect(err).not.toMatch(/MaxListeners|EventEmitter|memory leak/);
    expect(err).toBe('20,000 members\n');
  });
});

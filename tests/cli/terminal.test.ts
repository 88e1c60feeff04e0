import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tempDir, useDemoServer } from './helpers.js';

// Issue 20, finding 5: colour is decided per stream, under a real pseudo-terminal (util-linux `script`).
const s = useDemoServer();
const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;
const TSX = import.meta.resolve('tsx');
const ESC = '\x1b[';
const q = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;

/** Runs `backoffice <args> <redirect>` in a pseudo-terminal (stdin, stdout and stderr are the terminal unless redirected). */
async function inTerminal(args: string, env: Record<string, string>, redirect = '') {
  const cwd = tempDir();
  const line = `${q(process.execPath)} --import ${q(TSX)} ${q(join(ROOT, 'src/cli/index.ts'))} ${args} ${redirect}`;
  const base = { ...process.env, ...s.env(), BACKOFFICE_STATE_DIR: tempDir('bo-state-'), TERM: 'xterm-256color' } as Record<string, string | undefined>;
  delete base['NO_COLOR'];
  delete base['FORCE_COLOR'];
  Object.assign(base, env);
  const r = await run('script', ['-qec', line, '/dev/null'], { cwd, env: base as NodeJS.ProcessEnv, timeout: 60_000 });
  return { terminal: r.stdout, cwd };
}

describe('colour', { timeout: 120_000 }, () => {
  it('on a terminal the table is coloured; redirected to a file it is plain, although stdin and stderr are terminals', async () => {
    const shown = await inTerminal('members list', {});
    expect(shown.terminal).toContain(ESC);
    const saved = await inTerminal('members list', {}, '> out.txt');
    const file = readFileSync(join(saved.cwd, 'out.txt'), 'utf8');
    expect(file).toContain('USERNAME');
    expect(file).not.toContain(ESC);
  });

  it('TERM=dumb and NO_COLOR turn it off on a terminal', async () => {
    expect((await inTerminal('members list', { TERM: 'dumb' })).terminal).not.toContain(ESC);
    expect((await inTerminal('members list', { NO_COLOR: '1' })).terminal).not.toContain(ESC);
  });
});

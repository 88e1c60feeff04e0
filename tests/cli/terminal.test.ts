import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { tempDir, useDemoServer } from './helpers.js';
import { CLI_ENTRY } from '../helpers/cli-entry.js';

// Issue 20, finding 5: colour is decided per stream, under a real pseudo-terminal (util-linux `script`).
const s = useDemoServer();
const run = promisify(execFile);
const ESC = '\x1b[';
const q = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;

/** Runs `backoffice <args> <redirect>` in a pseudo-terminal (stdin, stdout and stderr are the terminal unless redirected). */
async function inTerminal(args: string, env: Record<string, string>, redirect = '', setup = '') {
  const cwd = tempDir();
  const line = `${setup}${q(process.execPath)} ${q(CLI_ENTRY)} ${args} ${redirect}`;
  const base = { ...process.env, ...s.env(), BACKOFFICE_STATE_DIR: tempDir('bo-state-'), TERM: 'xterm-256color' } as Record<
    string,
    string | undefined
  >;
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

describe('Ctrl-C at a prompt', { timeout: 120_000 }, () => {
  /** Starts `backoffice <args>` in a pseudo-terminal, presses Ctrl-C once `prompt` is shown, answers the exit code and the screen. */
  async function interruptAt(args: string, prompt: string, before = ''): Promise<{ code: number | null; screen: string }> {
    const { spawn } = await import('node:child_process');
    const line = `${q(process.execPath)} ${q(CLI_ENTRY)} ${args}`;
    const env = {
      ...process.env,
      BACKOFFICE_STATE_DIR: tempDir('bo-state-'),
      BACKOFFICE_CONFIG_DIR: tempDir('bo-config-'),
      TERM: 'xterm',
      NO_COLOR: '1',
    } as Record<string, string | undefined>;
    delete env['BACKOFFICE_TOKEN'];
    const child = spawn('script', ['-qec', line, '/dev/null'], {
      cwd: tempDir(),
      env: env as NodeJS.ProcessEnv,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let screen = '';
    let typed = false;
    let pressed = false;
    child.stdout.on('data', (c: Buffer) => {
      screen += c.toString();
      if (before && !typed && screen.includes('Email: ')) {
        typed = true;
        child.stdin.write(`${before}\r`);
      }
      if (!pressed && screen.includes(prompt)) {
        pressed = true;
        child.stdin.write('\x03');
      }
    });
    const code = await new Promise<number | null>((r) => child.on('close', r));
    return { code, screen };
  }

  it('at the e-mail prompt: "Cancelled.", exit 130', async () => {
    const r = await interruptAt(`login --api-url ${s.api}`, 'Email: ');
    expect(r.screen).toContain('Cancelled.');
    expect(r.screen).not.toContain('empty');
    expect(r.code).toBe(130);
  });

  it('at the hidden password prompt: "Cancelled.", exit 130 (not "The password is empty.")', async () => {
    const r = await interruptAt(`login --api-url ${s.api}`, 'Password: ', 'admin@example.com');
    expect(r.screen).toContain('Cancelled.');
    expect(r.screen).not.toContain('The password is empty');
    expect(r.code).toBe(130);
  });
});

describe('tables fit the terminal (issue 20, finding 9)', { timeout: 120_000 }, () => {
  const visible = (s: string) => [...s.replace(/\x1b\[[0-9;?]*[a-zA-Z]/g, '').replace(/\r/g, '')].length;

  it('at 80 columns no line of members list --include-owners or audit list is wider, and no value is cut; piped output keeps every column', async () => {
    for (const args of ['members list --include-owners --limit 20', 'audit list --limit 20']) {
      const shown = await inTerminal(`${args}`, {}, '', 'stty cols 80 rows 40;');
      const lines = shown.terminal.split('\n').filter((l) => l.trim());
      expect(lines.length, args).toBeGreaterThan(2);
      const wide = lines.filter((l) => visible(l) > 80);
      expect(wide, args).toEqual([]);
    }
    const members = await inTerminal('members list --include-owners --limit 20', {}, '', 'stty cols 80 rows 40;');
    // Whole columns are left out (said in a line) and the last one wraps: no value is cut (issue 37).
    expect(members.terminal).not.toContain('…');
    expect(members.terminal).toMatch(/left out to fit 80 columns \(--json shows every field\)\./);
    const saved = await inTerminal('members list --include-owners --limit 20', {}, '> out.txt', 'stty cols 80 rows 40;');
    const file = readFileSync(join(saved.cwd, 'out.txt'), 'utf8');
    expect(file).not.toContain('…');
    expect(Math.max(...file.split('\n').map((l) => l.length))).toBeGreaterThan(80);
  });

  it('notify list at 80 columns gives relative times only ("scheduled in …") before cutting a cell; piped, the UTC times stay', async () => {
    const send = async (body: object) => {
      const r = await fetch(`${s.api}/notifications/send-bulk`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${s.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Saldi di fine anno', message: 'Fino al 50%', type: 'SYSTEM', target: 'ALL', ...body }),
      });
      expect(r.status).toBeLessThan(300);
    };
    await send({ sendAt: new Date(Date.now() + 4 * 86_400_000).toISOString() });
    await send({ target: 'COMPANIES' });
    const shown = await inTerminal('notify list', {}, '', 'stty cols 80 rows 40;');
    const lines = shown.terminal.split('\n').filter((l) => l.trim());
    expect(lines.filter((l) => visible(l) > 80)).toEqual([]);
    const scheduled = lines.map((l) => l.replace(/\x1b\[[0-9;?]*[a-zA-Z]/g, '')).find((l) => l.includes('scheduled'))!;
    expect(scheduled).toMatch(/scheduled in (3|4)d  /);
    expect(shown.terminal).not.toContain(' UTC)');
    const saved = await inTerminal('notify list', {}, '> out.txt', 'stty cols 80 rows 40;');
    const file = readFileSync(join(saved.cwd, 'out.txt'), 'utf8');
    expect(file).toMatch(/scheduled in (3|4)d \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\)/);
    expect(file).toMatch(/just now \(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC\)/);
  });
});

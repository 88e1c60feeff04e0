// Issue 39, the operator's trial in tmux: the help of every command fits the terminal (60, 80 and 120
// columns): no line past the last column but one, option descriptions wrapped at spaces beside their
// options, never under them, never mid-word. In-process, with a stdout that is a terminal of that width.
import type { Command } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProgram } from '../../src/cli/index.js';

const paths = (cmd: Command, prefix: string[] = []): string[][] => [
  prefix,
  ...cmd.commands.flatMap((c) => paths(c, [...prefix, c.name()])),
];

const restore: (() => void)[] = [];
afterEach(() => {
  while (restore.length) restore.pop()!();
});

/** Sets a property of process.stdout for this test. */
function stub(key: 'isTTY' | 'columns', value: unknown) {
  const before = Object.getOwnPropertyDescriptor(process.stdout, key);
  Object.defineProperty(process.stdout, key, { value, configurable: true, writable: true });
  restore.push(() => (before ? Object.defineProperty(process.stdout, key, before) : delete (process.stdout as never)[key]));
}

/** The help of `backoffice <path> --help` on a terminal `columns` wide. */
async function helpAt(path: string[], columns: number): Promise<string> {
  stub('isTTY', true);
  stub('columns', columns);
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  });
  try {
    await buildProgram().parseAsync(['node', 'backoffice', ...path, '--help']);
  } catch (e) {
    expect((e as { code?: string }).code).toBe('commander.helpDisplayed');
  } finally {
    spy.mockRestore();
  }
  return out;
}

/** The lines of each "Options:" block: an option line, then the lines that go on with its description. */
function optionBlocks(help: string): string[][] {
  const blocks: string[][] = [];
  let current: string[] | undefined;
  for (const line of help.split('\n')) {
    if (/^(Global )?Options:$/.test(line)) blocks.push((current = []));
    else if (!line.trim() || /^\S/.test(line)) current = undefined;
    else current?.push(line);
  }
  return blocks;
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const commands = paths(buildProgram());

describe.each([60, 80, 120])('help at %i columns', (columns) => {
  it.each(commands.map((p) => [p.join(' ') || '(program)', p] as const))('%s', async (_name, path) => {
    const help = await helpAt(path, columns);
    expect(help).toContain('Usage: backoffice');
    for (const line of help.split('\n')) expect(line.length, line).toBeLessThan(columns);

    // Every option description is there whole: wrapping only turned spaces into line breaks.
    let cmd = buildProgram() as Command;
    for (const name of path) cmd = cmd.commands.find((c) => c.name() === name)!;
    const text = squash(help);
    for (const o of cmd.options) if (!o.hidden && o.description) expect(text).toContain(squash(o.description));

    // A description goes on in its own column, aligned with its first line.
    for (const block of optionBlocks(help)) {
      const first = block.find((l) => /^ {2}-/.test(l))!;
      const column = /^ {2}\S.*?\S {2,}/.exec(first)?.[0].length;
      if (!column) continue;
      for (const l of block) if (!/^ {2}-/.test(l)) expect(/^ */.exec(l)![0].length, l).toBe(column);
    }
  });
});

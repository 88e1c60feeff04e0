// docs/cli.md's command reference is generated from the commander definitions (issue 37): the block between
// the commands markers is what scripts/cli-reference.ts makes of buildProgram(), so a flag added, renamed or
// re-described without running the script fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { END, START, referenceBlock } from '../../../scripts/cli-reference.js';
import { buildProgram } from '../../../src/cli/index.js';

const doc = readFileSync(new URL('../../../docs/cli.md', import.meta.url), 'utf8');

describe('docs/cli.md: the command reference', () => {
  it('is the one the commands give (else: node --import tsx scripts/cli-reference.ts)', () => {
    const from = doc.indexOf(START);
    const to = doc.indexOf(END);
    expect(from).toBeGreaterThan(0);
    expect(to).toBeGreaterThan(from);
    expect(doc.slice(from, to + END.length)).toBe(referenceBlock());
  });

  it('names every command and every visible long option', () => {
    const block = referenceBlock();
    const visit = (c: ReturnType<typeof buildProgram>, path: string[]) => {
      for (const s of c.commands) {
        const p = [...path, s.name()];
        expect(block).toContain(`### backoffice ${p.join(' ')}\n`);
        for (const o of s.options) if (!o.hidden && o.long) expect(block).toContain(o.long);
        visit(s, p);
      }
    };
    visit(buildProgram(), []);
  });
});

// The build drops the token variables no style reads (src/elements/panel-css.ts, dropUnusedTokens), and
// only those: what a rule, another kept token or a source names stays.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dropUnusedTokens } from '../../../src/elements/panel-css.js';

const none = () => false;

describe('dropUnusedTokens', () => {
  it('drops a token nobody reads, keeps one a rule reads and the tokens its value reads, through every level', () => {
    const css =
      ':where(:root,:host){--colors-rose-500:#f43f5e;--colors-zinc-500:#71717a;--colors-zinc-600:#52525b;--colors-fg-muted:var(--colors-zinc-500);--colors-unused-alias:var(--colors-zinc-600);--spacing-4:16px}' +
      '.c_fg\\.muted{color:var(--colors-fg-muted)}.p_4{padding:var(--spacing-4)}';
    const out = dropUnusedTokens(css, none);
    expect(out).toContain('--colors-fg-muted:var(--colors-zinc-500)');
    expect(out).toContain('--colors-zinc-500:#71717a');
    expect(out).toContain('--spacing-4:16px');
    // An alias nobody reads goes, then the shade only it read.
    expect(out).not.toContain('--colors-unused-alias');
    expect(out).not.toContain('--colors-zinc-600');
    expect(out).not.toContain('--colors-rose-500');
    expect(out).toContain('.c_fg\\.muted{color:var(--colors-fg-muted)}');
  });

  it('keeps what the sources name, and never touches a variable that is not a token', () => {
    const css = ':host{--colors-accent-default:#2563eb;--col-min:8rem;--admin-anything:1}.x{--y:2}';
    expect(dropUnusedTokens(css, (n) => n === '--colors-accent-default')).toBe(css);
    expect(dropUnusedTokens(css, none)).toBe(':host{--col-min:8rem;--admin-anything:1}.x{--y:2}');
  });

  it('leaves in the built sheet every variable the sheet reads, and the theming targets', () => {
    const built = readFileSync('styled-system/styles.css', 'utf8');
    const declared = new Set([...built.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!));
    for (const m of built.matchAll(/var\(\s*(--(?:colors|spacing|radii|shadows|font-sizes)-[\w-]+)/g)) expect(declared.has(m[1]!), m[1]).toBe(true);
    for (const name of ['--colors-accent-default', '--colors-bg-surface', '--colors-fg-default', '--colors-border-default', '--colors-danger-default'])
      expect(declared.has(name), name).toBe(true);
    // The preset's palettes are not all there any more.
    expect(declared.has('--colors-fuchsia-300')).toBe(false);
  });
});

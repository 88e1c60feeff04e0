// The build drops the token variables no style reads (src/elements/panel-css.ts, dropUnusedTokens), and
// only those: what a rule, another kept token or a source names stays.
import { readdirSync, readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';
import { dropUnusedTokens, narrowPseudoResets } from '../../../src/elements/panel-css.js';

/** The built CSS: the shared sheet and the features' (scripts/split-css.ts). */
const builtCss = () =>
  [
    readFileSync('styled-system/styles.css', 'utf8'),
    ...readdirSync('styled-system/split').map((f) => readFileSync(`styled-system/split/${f}`, 'utf8')),
  ].join('');

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
    const built = builtCss();
    const declared = new Set([...built.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!));
    for (const m of built.matchAll(/var\(\s*(--(?:colors|spacing|radii|shadows|font-sizes)-[\w-]+)/g))
      expect(declared.has(m[1]!), m[1]).toBe(true);
    for (const name of [
      '--colors-accent-default',
      '--colors-bg-surface',
      '--colors-fg-default',
      '--colors-border-default',
      '--colors-danger-default',
    ])
      expect(declared.has(name), name).toBe(true);
    // The preset's palettes are not all there any more.
    expect(declared.has('--colors-fuchsia-300')).toBe(false);
  });
});

describe('narrowPseudoResets and the reset variables', () => {
  it("narrows every element's ::before and ::after reset to elements whose class draws one, and drops ::selection", () => {
    const css =
      '@layer reset{*,::backdrop,::file-selector-button,:after,:before{margin:0px;box-sizing:border-box}::selection{background-color:red}}' +
      '@media (prefers-reduced-motion: reduce){*,:after,:before{transition-duration:0s!important}}' +
      '.\\[\\&\\:\\:before\\]\\:w_2:before{width:8px}.a:is(.b,.c){color:red}';
    const out = narrowPseudoResets(css);
    expect(out).toBe(
      '@layer reset{*,::backdrop,::file-selector-button,[class*=after]::after,[class*=before]::before{margin:0px;box-sizing:border-box}}' +
        '@media (prefers-reduced-motion: reduce){*,[class*=after]::after,[class*=before]::before{transition-duration:0s!important}}' +
        '.\\[\\&\\:\\:before\\]\\:w_2:before{width:8px}.a:is(.b,.c){color:red}',
    );
    // Idempotent: the build may run twice.
    expect(narrowPseudoResets(out)).toBe(out);
  });

  it("drops the reset's utility variables nobody reads, and the rule they leave empty", () => {
    const css =
      '*,::backdrop{--blur: ;--translate-x:0;--scroll-snap-strictness:proximity}.x{--rotate:0;transform:rotate(var(--rotate))}@layer a{}';
    expect(dropUnusedTokens(css, none)).toBe('.x{--rotate:0;transform:rotate(var(--rotate))}@layer a{}');
  });

  it('leaves no universal ::before, ::after or ::selection rule in the built sheet', () => {
    const built = builtCss();
    for (const [, list] of built.matchAll(/(?:^|[{}])([^{}@]+)\{/g))
      for (const item of list!.split(',')) expect(item.trim(), list).not.toMatch(/^(\*?::?(before|after)|::selection)$/);
    expect(built).not.toContain('--blur');
  });
});

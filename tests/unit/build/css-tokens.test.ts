// Every token a style names must exist: Panda writes an unknown one (say `border.subtle`) into the stylesheet
// as it is, an invalid value the browser drops, so a border silently takes the text colour. The build's
// stylesheet (styled-system/styles.css, written by `npm run build:css` before the suite) must hold none.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The shared sheet and the features' (scripts/split-css.ts).
const split = new URL('../../../styled-system/split/', import.meta.url);
const stylesheet = [
  readFileSync(new URL('../../../styled-system/styles.css', import.meta.url), 'utf8'),
  ...readdirSync(split).map((f) => readFileSync(new URL(f, split), 'utf8')),
].join('');

/** Declarations whose value is a bare dotted name (`bg.default`, `border.subtle`): a token Panda did not find. */
function unresolvedTokens(css: string): string[] {
  const found = new Set<string>();
  for (const m of css.matchAll(/(?<=[{;])\s*([a-z-]+)\s*:\s*([a-zA-Z]+(?:\.[a-zA-Z][\w-]*)+)\s*(?=[;}!])/g)) found.add(`${m[1]}: ${m[2]}`);
  return [...found].sort();
}

describe('design tokens in the stylesheet', () => {
  it('finds a token Panda left unresolved, and leaves real values alone', () => {
    expect(unresolvedTokens('.a{border-color:border.subtle}.b{background:bg.default;color:var(--colors-fg-default)}')).toEqual([
      'background: bg.default',
      'border-color: border.subtle',
    ]);
    expect(unresolvedTokens('.a{opacity:0.5;font-family:Inter,sans-serif;transition:width .18s ease;color:red}')).toEqual([]);
  });

  it('the built stylesheet names no token that does not exist', () => {
    expect(stylesheet.length).toBeGreaterThan(1000);
    expect(unresolvedTokens(stylesheet)).toEqual([]);
  });
});

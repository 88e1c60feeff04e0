import { describe, expect, it } from 'vitest';
import { classesOf, parseCss, printCss, SHARED, splitUtilities } from '../../../scripts/split-css.js';

// scripts/split-css.ts: the utilities one feature alone uses go to its own sheet, in sublayers that keep
// Panda's order whichever sheet holds them.
const CSS =
  '@layer reset,base,tokens,recipes,utilities;@layer reset{*{margin:0}}' +
  '@layer utilities{@layer compositions{.textStyle_sm{font-size:14px}}' +
  '.p_4{padding:16px}.p_9{padding:36px}.c_red{color:red}' +
  '@media screen and (min-width:640px){.sm\\:p_4{padding:16px}.sm\\:p_9{padding:36px}}' +
  ':host([data-mode=dark]) .dark\\:c_x,[data-mode=dark] .dark\\:c_x{color:"a}b"}}';

const owners: Record<string, string> = { p_9: 'dashboard', 'sm\\:p_9': 'dashboard', 'dark\\:c_x': 'activity' };
const ownerOf = (classes: string[]) => classes.map((c) => owners[c]).find(Boolean) ?? SHARED;

describe('split-css', () => {
  it('parses and prints the CSS back as it was (strings and escapes minded)', () => {
    expect(printCss(parseCss(CSS))).toBe(CSS);
    expect(classesOf(':host([data-mode=dark]) .dark\\:c_x')).toEqual(['dark\\:c_x']);
  });

  it("moves a feature's rules to its sheet and keeps the order by declaring every sublayer first", () => {
    const { shared, parts } = splitUtilities(CSS, ownerOf);
    // Runs: [p_4] shared, [p_9] dashboard, [c_red, sm:p_4] shared, [sm:p_9] dashboard, [dark:c_x] activity.
    expect(shared).toContain('@layer utilities{@layer compositions{.textStyle_sm{font-size:14px}}@layer u0,u1,u2,u3,u4;');
    expect(shared).toContain('@layer u0{.p_4{padding:16px}}');
    expect(shared).toContain('@layer u2{.c_red{color:red}@media screen and (min-width:640px){.sm\\:p_4{padding:16px}}}');
    expect(shared).not.toContain('p_9');
    expect(shared).not.toContain('dark\\:c_x');
    expect(shared.startsWith('@layer reset,base,tokens,recipes,utilities;@layer reset{*{margin:0}}')).toBe(true);
    expect(parts.dashboard).toBe(
      '@layer utilities{@layer u1{.p_9{padding:36px}}@layer u3{@media screen and (min-width:640px){.sm\\:p_9{padding:36px}}}}',
    );
    expect(parts.activity).toBe(
      '@layer utilities{@layer u4{:host([data-mode=dark]) .dark\\:c_x,[data-mode=dark] .dark\\:c_x{color:"a}b"}}}',
    );
  });

  it('leaves a sheet without a utilities layer as it is', () => {
    expect(splitUtilities('.a{color:red}', ownerOf)).toEqual({ shared: '.a{color:red}', parts: {} });
  });
});

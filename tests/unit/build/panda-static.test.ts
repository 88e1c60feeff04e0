// The build step that turns literal css()/cva() calls into class strings (scripts/panda-static.ts): what it
// writes must be what Panda's runtime gives for the same call, and anything computed is left to the runtime.
import { describe, expect, it } from 'vitest';
import { css, cva } from '../../../styled-system/css/index.js';
import { staticCss, type CssFn, type CvaFn } from '../../../scripts/panda-static.js';

const run = (code: string) => staticCss(code, 'x.tsx', css as unknown as CssFn, cva as unknown as CvaFn);
/** Evaluates the replaced expression of `const x = …;` with the given free variables. */
const evalExpr = (code: string, vars: Record<string, unknown> = {}) => {
  const expr = /const x = ([\s\S]*);\s*$/.exec(code)![1]!;
  return new Function(...Object.keys(vars), `return ${expr};`)(...Object.values(vars)) as unknown;
};
const IMPORT = "import { css, cva } from 'styled-system/css';\n";

describe('static css() at build time', () => {
  it('replaces a literal style object, conditions and nested objects included, by the runtime class string', () => {
    const style = { display: 'flex', gap: '2', px: { base: '2', md: '4' }, _hover: { bg: 'bg.subtle' }, '&[data-open]': { opacity: 0.5 } };
    const r = run(`${IMPORT}const x = css(${JSON.stringify(style)});`);
    expect(r).toMatchObject({ replaced: 1, kept: 0 });
    expect(r.code).not.toMatch(/css\(/);
    expect(evalExpr(r.code)).toBe(css(style as never));
  });

  it('keeps the condition of up to two conditionals and writes each combination', () => {
    const r = run(`${IMPORT}const x = css({ px: open ? '0' : '2', transform: wide ? 'none' : 'rotate(-90deg)', display: 'flex' });`);
    expect(r.replaced).toBe(1);
    for (const open of [true, false])
      for (const wide of [true, false])
        expect(evalExpr(r.code, { open, wide })).toBe(
          css({ px: open ? '0' : '2', transform: wide ? 'none' : 'rotate(-90deg)', display: 'flex' }),
        );
  });

  it('leaves computed calls to the runtime', () => {
    for (const call of [
      'css({ bg: color })',
      'css({ ...base, p: 2 })',
      'css(a, { p: 2 })',
      'css({ w: `${n}px` })',
      'css({ [key]: 1 })',
      'css({ a: x ? y ? 1 : 2 : 3, b: z ? 1 : 2 })',
    ]) {
      const r = run(`${IMPORT}const x = ${call};`);
      expect(r, call).toMatchObject({ replaced: 0, kept: 1 });
      expect(r.code).toContain(call);
    }
  });

  it('touches nothing without the import, or where a local css shadows it', () => {
    const plain = "const x = css({ p: '2' });";
    expect(run(plain).code).toBe(plain);
    const shadowed = `${IMPORT}function f(css: (s: object) => string) { return css({ p: '2' }); }`;
    expect(run(shadowed).code).toBe(shadowed);
  });

  it('turns a literal cva() into a table that answers as the recipe does, defaults and unknown values included', () => {
    const config = {
      base: { display: 'inline-flex', px: '2' },
      variants: {
        tone: { solid: { bg: 'accent.default' }, ghost: { bg: 'transparent' } },
        size: { sm: { h: '8', px: '3' }, lg: { h: '11' } },
        full: { true: { w: 'full' } },
      },
      defaultVariants: { tone: 'solid' },
    };
    const r = run(`${IMPORT}const x = cva(${JSON.stringify(config)});`);
    expect(r.replaced).toBe(1);
    const recipe = evalExpr(r.code) as (p?: Record<string, unknown>) => string;
    const panda = cva(config as never) as unknown as (p?: Record<string, unknown>) => string;
    const cases: Array<Record<string, unknown> | undefined> = [
      undefined,
      {},
      { tone: 'ghost' },
      { size: 'sm' },
      { tone: 'ghost', size: 'lg', full: true },
      { full: false },
      { tone: 'nope' },
      { size: undefined, tone: undefined },
    ];
    for (const p of cases) expect(recipe(p), JSON.stringify(p)).toBe(panda(p));
  });
});

describe('imports after the replacement', () => {
  it('imports only what is still called, each from its own module, so css.js (the runtime) is left out', () => {
    const r = run(
      "import { css, cva, cx, type RecipeVariantProps } from 'styled-system/css';\nconst a = cx(css({ p: '2' }), b);\ntype T = RecipeVariantProps<typeof a>;\n",
    );
    expect(r.code).toContain("import { cx } from 'styled-system/css/cx.js';");
    expect(r.code).toContain("import type { RecipeVariantProps } from 'styled-system/css';");
    expect(r.code).not.toMatch(/import \{[^}]*\bcss\b/);
    const kept = run("import { css } from 'styled-system/css';\nconst a = css({ p: '2' });\nconst b = css({ bg: color });\n");
    expect(kept.code).toContain("import { css } from 'styled-system/css/css.js';");
  });
});

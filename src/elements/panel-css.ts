/**
 * What the build does to Panda's CSS for the panels (scripts/finish-css.ts runs these once, after
 * `panda cssgen`), so a page does not: rem values in px, tokens nobody reads dropped, and the host sheet
 * of `--admin-*` theming.
 */
import { THEME_PROPERTIES } from './element-docs.js';
import { LAYER_ATTR, ROOT_ATTR } from './overlay-layer.js';

/**
 * Panda's rem values become px (16px a rem): `rem` follows the host page's <html> font size, which a
 * page (62.5% trick, `html { font-size: 22px }`) would otherwise impose on every spacing of the panels.
 */
const REM = /(^|[\s(,:+*/-])(\d*\.?\d+)rem\b/g;
const px = (text: string) => text.replace(REM, (_, pre: string, n: string) => `${pre}${Number((Number(n) * 16).toFixed(4))}px`);

/** Panda's token variables (`--colors-rose-500`, `--spacing-4`…): the only declarations `dropUnusedTokens` may remove. */
const TOKEN =
  /^--(colors|spacing|sizes|font-sizes|font-weights|fonts|line-heights|letter-spacings|radii|shadows|blurs|durations|easings|animations|aspect-ratios|borders|z-index|opacity|cursor|breakpoints|assets|gradients)-/;
/**
 * Drops the style rules a step left empty: no declaration between the braces, or no selector before them
 * (an at-rule's block, `@layer x{}`, stays).
 */
const dropEmptyRules = (css: string): string => css.replace(/(^|[{}])[^{}@;]+\{\s*\}/g, '$1').replace(/(^|[{}])\{[^{}]*\}/g, '$1');
/**
 * The variables Panda's reset declares on every element for its composable utilities (`filter: 'auto'`,
 * `transform: 'auto'`, gradients, scroll snap, border spacing): dropped like tokens when no style reads them.
 */
const UTILITY_VARIABLE =
  /^--(blur|brightness|contrast|grayscale|hue-rotate|invert|saturate|sepia|drop-shadow|backdrop-[\w-]+|gradient-(from|to|via)-position|scroll-snap-strictness|border-spacing-[xy]|translate-[xy]|rotate(-[xy])?|skew-[xy]|scale-[xy])$/;
const DECLARATION = /(--[\w-]+)\s*:[^;{}]*;?/g;

/**
 * Panda writes every token of its preset (22 palettes of 11 shades: 408 of 489 variables, 10 KB) whether a
 * style uses it or not. A token declaration goes when no `var()` of the CSS that remains names it and
 * `keep` does not (the sources name a variable they set or read at run time); repeated until nothing
 * more goes, since a dropped value may have been the last reader of another token.
 */
export function dropUnusedTokens(css: string, keep: (name: string) => boolean): string {
  for (;;) {
    const read = new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!));
    const next = css.replace(DECLARATION, (decl: string, name: string) =>
      (TOKEN.test(name) || UTILITY_VARIABLE.test(name)) && !read.has(name) && !keep(name) ? '' : decl,
    );
    if (next === css) return dropEmptyRules(css);
    css = next;
  }
}

/** Splits a selector list at its top-level commas (not those inside `:is(…)` or `[…]`). */
function selectorItems(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      items.push(list.slice(start, i));
      start = i + 1;
    }
  }
  items.push(list.slice(start));
  return items;
}

const UNIVERSAL_PSEUDO = /^\*?::?(before|after)$/;

/**
 * Panda's resets name every element's `::before` and `::after` (`*, :before, :after {…}`), and its preflight
 * styles `::selection`: with such a rule, Chromium works out a ::before, an ::after and a selection style for
 * every element of a panel, whether it shows one or not (Chromium's selector statistics: ~1,900 ::before
 * matches for 50 new rows; measured alone, ~0.5 ms of their 15 ms of style and layout, bench/peers). Every pseudo-element our styles draw comes from an atomic class whose name says so
 * (`before:content_""`, `[&::before]:w_2`, `after:pos_absolute`), so the resets keep applying to exactly those:
 * `:before` becomes `[class*=before]:before`. The `::selection` colour rule goes (the platform's own selection
 * colour stays, with its contrast); rules left with no selector go.
 */
export function narrowPseudoResets(css: string): string {
  const parts = css.split(/([{}])/);
  for (let i = 0; i < parts.length; i++) {
    if (parts[i + 1] !== '{' || parts[i]!.trimStart().startsWith('@')) continue;
    const items = selectorItems(parts[i]!);
    const kept = items
      .map((item) => {
        const m = UNIVERSAL_PSEUDO.exec(item.trim());
        return m ? `[class*=${m[1]}]::${m[1]}` : item;
      })
      .filter((item) => item.trim() !== '::selection');
    parts[i] = kept.join(',');
  }
  return dropEmptyRules(parts.join(''));
}

export const remToPx = (css: string): string =>
  // Declarations and at-rule preludes (`@container (min-width: 40rem)`) convert; selectors keep their text:
  // `.grid-tc_repeat\(auto-fit\,_minmax\(12rem\,_1fr\)\)` names its value and must match its class.
  css
    .split(/([{}])/)
    .map((chunk, i, all) => (all[i + 1] === '{' && !chunk.trimStart().startsWith('@') ? chunk : px(chunk)))
    .join('');

/** Selector of each look in Panda's CSS → the host selector our overrides use. */
const LOOKS: ReadonlyArray<[string, string]> = [
  [':where(:root, :host) {', ':host'],
  [':where(:host([data-mode=dark]), [data-mode=dark]) {', ':host([data-mode=dark])'],
  [':where(:host([data-theme=ocean]), [data-theme=ocean]) {', ':host([data-theme=ocean])'],
  [
    ':where(:host([data-theme=ocean]), [data-theme=ocean]):where(:host([data-mode=dark]), [data-mode=dark]) {',
    ':host([data-theme=ocean][data-mode=dark])',
  ],
];

const escape = (s: string) => s.replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&');

/** `selector` as a pattern that ignores the whitespace around commas and braces (the CSS is minified). */
const selectorPattern = (selector: string) => new RegExp(escape(selector).replace(/\s+/g, '\\s*'), 'g');

/** Values declared for `variable` in the block(s) starting with `selector` (the one declaring it). */
function valueIn(css: string, selector: string, variable: string): string | null {
  const pattern = selectorPattern(selector);
  for (let m = pattern.exec(css); m; m = pattern.exec(css)) {
    const start = m.index + m[0].length;
    const end = css.indexOf('}', start);
    const block = css.slice(start, end < 0 ? undefined : end);
    const found = new RegExp(`${escape(variable)}:\\s*([^;]+?)\\s*(;|$)`).exec(block);
    if (found) return found[1]!;
    pattern.lastIndex = end < 0 ? css.length : end;
  }
  return null;
}

/** The host sheet: `--admin-*` theming over Panda's tokens for each look, the overlay layer and the panel root. */
export function buildHostCss(css: string): string {
  const rules: string[] = [];
  for (const [source, host] of LOOKS) {
    const decls = THEME_PROPERTIES.flatMap(({ name, target, fallbacks = [] }) => {
      const value = valueIn(css, source, target);
      if (!value) return [];
      const chain = [name, ...fallbacks].reduceRight((inner, n) => `var(${n}, ${inner})`, value);
      return [`${target}: ${chain};`];
    });
    if (decls.length) rules.push(`${host} { ${decls.join(' ')} }`);
  }
  rules.push(
    // Inherited properties restart at our own boxes: a page rule on the host (`* { color: red }`, which
    // beats :host in the cascade) cannot reach the content.
    `[${ROOT_ATTR}], [${LAYER_ATTR}] { color: var(--colors-fg-default); font-family: var(--fonts-body); font-size: 14px; line-height: 1.5; font-weight: 400; font-style: normal; font-variant: normal; letter-spacing: normal; word-spacing: normal; text-align: start; text-indent: 0; text-transform: none; text-shadow: none; white-space: normal; visibility: visible; cursor: auto; }`,
    `[${ROOT_ATTR}] { display: block; }`,
    `[${LAYER_ATTR}] { position: fixed; inset: 0; width: auto; height: auto; max-width: none; max-height: none; margin: 0; padding: 0; border: 0; background: transparent; color: inherit; overflow: visible; pointer-events: none; z-index: 2147483000; }`,
    `[${LAYER_ATTR}]:not([popover]):empty { display: none; }`,
    `[${LAYER_ATTR}] > * { pointer-events: auto; }`,
  );
  return rules.join('\n');
}

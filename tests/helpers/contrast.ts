import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * WCAG contrast of what the browser paints, read from computed styles through shadow roots (tests/a11y/
 * state-contrast.test.ts and forced-colors.test.ts). `PAINT_SCRIPT` is installed in a page as `window.__paint`
 * (a string: transpilers may add helpers to serialised functions); `paint(el)` gives the opaque colour of each
 * region of an element that can carry a state: its fill, each border side, a ring outside it (an outline or a
 * ring shadow), a ring inside it (a negative-offset outline or an inset ring shadow) and its ::before and
 * ::after boxes (a bar). `stateContrast` then compares two paints region by region: a state is seen when one
 * region differs by 3:1 from the same region without it (WCAG 1.4.11).
 */

/** An sRGB colour, 0-255 channels, opaque. */
export type Rgb = [number, number, number];

export const REGIONS = [
  'fill',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'outer-ring',
  'inner-ring',
  'before',
  'after',
] as const;
export type Region = (typeof REGIONS)[number];
export type Paint = Record<Region, Rgb>;

/** Relative luminance (WCAG 2.2). */
export function luminance([r, g, b]: Rgb): number {
  const f = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

/** Contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const x = luminance(a);
  const y = luminance(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

export const hex = (c: Rgb) => '#' + c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');

export interface StateContrast {
  /** The largest contrast between the two paints over their regions. */
  ratio: number;
  /** The region that gives it. */
  region: Region;
  /** Its colour in each paint. */
  a: string;
  b: string;
}

/** Where two paints (an element with and without a state) differ most, and by how much. */
export function stateContrast(a: Paint, b: Paint): StateContrast {
  let best: StateContrast = { ratio: 1, region: 'fill', a: hex(a.fill), b: hex(b.fill) };
  for (const region of REGIONS) {
    const ratio = contrastRatio(a[region], b[region]);
    if (ratio > best.ratio) best = { ratio, region, a: hex(a[region]), b: hex(b[region]) };
  }
  return best;
}

/** `stateContrast` in words: `4.52:1 (before #4f46e5 vs #ffffff)`. */
export const describeContrast = (c: StateContrast) => `${c.ratio.toFixed(2)}:1 (${c.region} ${c.a} vs ${c.b})`;

export const PAINT_SCRIPT = `(() => {
  const roots = () => {
    const out = [document];
    for (let i = 0; i < out.length; i++) out[i].querySelectorAll('*').forEach((el) => el.shadowRoot && out.push(el.shadowRoot));
    return out;
  };
  const parse = (c) => {
    if (c === 'transparent') return [0, 0, 0, 0];
    let m = /^rgba?\\(([\\d.]+),\\s*([\\d.]+),\\s*([\\d.]+)(?:,\\s*([\\d.]+))?\\)$/.exec(c);
    if (m) return [+m[1], +m[2], +m[3], m[4] === undefined ? 1 : +m[4]];
    m = /^color\\(srgb ([\\d.e-]+) ([\\d.e-]+) ([\\d.e-]+)(?: \\/ ([\\d.]+))?\\)$/.exec(c);
    if (m) return [m[1] * 255, m[2] * 255, m[3] * 255, m[4] === undefined ? 1 : +m[4]];
    throw new Error('colour not understood: ' + c);
  };
  /** top (any alpha) composited over an opaque bottom. */
  const over = (top, bottom) => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3]));
  const up = (el) => el.parentElement || (el.parentNode && el.parentNode.host) || null;
  /** The opaque colour behind el: its ancestors' backgrounds (through shadow roots), composited over white. */
  const behind = (el) => {
    const layers = [];
    for (let n = up(el); n; n = up(n)) {
      const c = parse(getComputedStyle(n).backgroundColor);
      if (c[3] > 0) layers.push(c);
      if (c[3] >= 1) break;
    }
    return layers.reduceRight((acc, c) => over(c, acc).concat(1), [255, 255, 255, 1]).slice(0, 3);
  };
  const shown = (style, width, colour) => style !== 'none' && style !== 'hidden' && parseFloat(width) > 0 && parse(colour)[3] > 0;
  /** Ring shadows (no offset, no blur, a spread): the ones that draw a line round the box. */
  const rings = (value) => {
    const out = [];
    const re = /(rgba?\\([^)]*\\)|color\\([^)]*\\))\\s+(-?[\\d.]+)px\\s+(-?[\\d.]+)px\\s+(-?[\\d.]+)px\\s+(-?[\\d.]+)px(\\s+inset)?/g;
    for (let m; (m = re.exec(value)); ) {
      if (+m[2] === 0 && +m[3] === 0 && +m[4] === 0 && +m[5] > 0) out.push({ colour: parse(m[1]), inset: !!m[6] });
    }
    return out;
  };
  const pseudo = (el, which, fill) => {
    const p = getComputedStyle(el, which);
    const there = p.content !== 'none' && p.content !== 'normal' && p.display !== 'none' && parseFloat(p.width) > 0 && parseFloat(p.height) > 0;
    return there ? over(parse(p.backgroundColor), fill) : fill;
  };
  const paint = (el) => {
    const s = getComputedStyle(el);
    const outside = behind(el);
    const fill = over(parse(s.backgroundColor), outside);
    const side = (name) =>
      shown(s['border' + name + 'Style'], s['border' + name + 'Width'], s['border' + name + 'Color']) ? over(parse(s['border' + name + 'Color']), fill) : fill;
    const outline = shown(s.outlineStyle, s.outlineWidth, s.outlineColor) ? parse(s.outlineColor) : null;
    const offset = parseFloat(s.outlineOffset) || 0;
    const ring = rings(s.boxShadow);
    const outerShadow = ring.find((r) => !r.inset);
    const innerShadow = ring.find((r) => r.inset);
    return {
      fill,
      'border-top': side('Top'),
      'border-right': side('Right'),
      'border-bottom': side('Bottom'),
      'border-left': side('Left'),
      'outer-ring': outline && offset >= 0 ? over(outline, outside) : outerShadow ? over(outerShadow.colour, outside) : outside,
      'inner-ring': outline && offset < 0 ? over(outline, fill) : innerShadow ? over(innerShadow.colour, fill) : fill,
      before: pseudo(el, '::before', fill),
      after: pseudo(el, '::after', fill),
    };
  };
  /** The system colour Canvas, as the page resolves it. */
  const canvas = () => {
    const probe = document.createElement('div');
    probe.style.cssText = 'color: Canvas; display: none';
    document.body.append(probe);
    const c = parse(getComputedStyle(probe).color);
    probe.remove();
    return c.slice(0, 3);
  };
  /**
   * Each visible piece of text in el (el and its descendants with text of their own; screen-reader-only text is
   * left out): its colour and what it is drawn on. In forced colours that is Canvas unless forced-color-adjust is
   * none: Chromium paints a Canvas backplate behind text, whatever the background (a HighlightText label on a
   * Highlight item would vanish).
   */
  const texts = (el) => {
    const forced = matchMedia('(forced-colors: active)').matches;
    const out = [];
    for (const n of [el, ...el.querySelectorAll('*')]) {
      const own = [...n.childNodes].filter((c) => c.nodeType === 3 && c.textContent.trim()).map((c) => c.textContent.trim()).join(' ');
      const box = n.getBoundingClientRect();
      if (!own || box.width <= 1 || box.height <= 1) continue;
      const s = getComputedStyle(n);
      const fill = over(parse(s.backgroundColor), behind(n));
      const ground = forced && s.forcedColorAdjust !== 'none' ? canvas() : fill;
      out.push({ text: own.slice(0, 40), colour: over(parse(s.color), ground), ground });
    }
    return out;
  };
  /** No finite animation or transition running in any root: colours are read at rest, not blended. */
  const settled = () =>
    roots().every((r) => r.getAnimations().every((a) => a.playState !== 'running' || (a.effect && a.effect.getTiming().iterations === Infinity)));
  /** The first element matching selector in the page, through shadow roots. */
  const deep = (selector) => { for (const r of roots()) { const hit = r.querySelector(selector); if (hit) return hit; } return null; };
  return { paint, texts, settled, deep, roots };
})()`;

declare global {
  interface Window {
    __paint: {
      paint(el: Element): Paint;
      texts(el: Element): { text: string; colour: Rgb; ground: Rgb }[];
      settled(): boolean;
      deep(selector: string): Element | null;
      roots(): (Document | ShadowRoot)[];
    };
  }
}

/** Until no transition or entry animation runs in the page. */
export const settled = (page: Page) => page.waitForFunction(() => window.__paint.settled());

/** The paint of an element once the page has settled (needs `PAINT_SCRIPT` installed as `window.__paint`). */
export async function paintOf(l: Locator): Promise<Paint> {
  await settled(l.page());
  return l.evaluate((el) => window.__paint.paint(el));
}

/** The text of an element (and of what it holds) against what it is drawn on, lowest contrast first. */
export async function textContrast(l: Locator): Promise<{ text: string; ratio: number; colour: string; ground: string }[]> {
  await settled(l.page());
  const found = await l.evaluate((el) => window.__paint.texts(el));
  return found
    .map((t) => ({ text: t.text, ratio: contrastRatio(t.colour, t.ground), colour: hex(t.colour), ground: hex(t.ground) }))
    .sort((a, b) => a.ratio - b.ratio);
}

/** With A11Y_SHOTS=<folder>, a photograph of the page at rest, `<folder>/<name>.png`, to look at; else nothing. */
export async function shoot(page: Page, name: string) {
  const folder = process.env.A11Y_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await settled(page);
  await page.screenshot({ path: join(folder, `${name}.png`) });
}

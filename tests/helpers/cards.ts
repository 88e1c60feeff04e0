import type { Locator } from 'playwright-core';

export interface Box {
  l: number;
  r: number;
  t: number;
  b: number;
}

/**
 * Each phone card (a list row drawn as a grid) as its display and the boxes of the parts named by `parts`
 * (a name → a selector inside the row), for geometry checks of the cards.
 */
export const cardBoxes = <K extends string>(rows: Locator, parts: Record<K, string>) =>
  rows.evaluateAll(
    (trs, sels) =>
      trs.map((tr) => {
        const boxes: Record<string, { l: number; r: number; t: number; b: number }> = {};
        for (const [name, sel] of Object.entries(sels)) {
          const r = tr.querySelector(sel)!.getBoundingClientRect();
          boxes[name] = { l: r.left, r: r.right, t: r.top, b: r.bottom };
        }
        return { display: getComputedStyle(tr).display, ...boxes };
      }),
    parts as Record<string, string>,
  ) as Promise<Array<{ display: string } & Record<K, Box>>>;

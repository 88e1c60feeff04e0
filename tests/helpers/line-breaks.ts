import type { Locator } from 'playwright-core';

/**
 * Where the text of `el` breaks mid-word: each line break (a character lower than the one before it) whose
 * characters on both sides are letters or digits, none of them a space, `@`, `.`, `-` or `/`. Answers a few
 * characters around each such break; [] when the text wraps only between words or at an address's `@` and `.`.
 */
export function midWordBreaks(el: Locator): Promise<string[]> {
  return el.evaluate((root) => {
    // Every character with a box; a space at a line's end has no width (its top may still be the line's).
    const chars: { c: string; top: number | null }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null)
      for (let i = 0; i < n.data.length; i++) {
        const range = document.createRange();
        range.setStart(n, i);
        range.setEnd(n, i + 1);
        const rect = range.getClientRects()[0];
        chars.push({ c: n.data[i]!, top: rect && rect.width > 0 ? rect.top : null });
      }
    const bad: string[] = [];
    const free = /[\s@.\-/]/;
    let last = -1;
    for (let i = 0; i < chars.length; i++) {
      const top = chars[i]!.top;
      if (top === null) continue;
      if (last >= 0 && top > chars[last]!.top! + 4) {
        // A break between `last` and `i`: fine when a space (shown or not) or an `@`, `.`, `-`, `/` is at it.
        const between = chars.slice(last, i + 1).map((x) => x.c);
        if (!between.some((c) => free.test(c)))
          bad.push(
            chars
              .slice(Math.max(0, i - 6), i + 6)
              .map((x) => x.c)
              .join(''),
          );
      }
      last = i;
    }
    return bad;
  });
}

/** How many lines the text of `el` takes: the distinct tops of its characters' boxes. */
export const lineCount = (el: Locator): Promise<number> =>
  el.evaluate((root) => {
    const tops = new Set<number>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null)
      for (let i = 0; i < n.data.length; i++) {
        const range = document.createRange();
        range.setStart(n, i);
        range.setEnd(n, i + 1);
        const rect = range.getClientRects()[0];
        if (rect && rect.width > 0) tops.add(Math.round(rect.top));
      }
    // Characters of one line may differ in top by a pixel or two.
    return [...tops].sort((a, b) => a - b).filter((top, i, all) => i === 0 || top - all[i - 1]! > 4).length;
  });

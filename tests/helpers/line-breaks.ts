import type { Locator } from 'playwright-core';

/**
 * Where the text of `el` breaks mid-word: each line break (a character lower than the one before it) whose
 * characters on both sides are letters or digits, none of them a space, `@`, `.`, `-` or `/`. Answers a few
 * characters around each such break; [] when the text wraps only between words or at an address's `@` and `.`.
 */
export function midWordBreaks(el: Locator): Promise<string[]> {
  return el.evaluate((root) => {
    const chars: { c: string; top: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null)
      for (let i = 0; i < n.data.length; i++) {
        const range = document.createRange();
        range.setStart(n, i);
        range.setEnd(n, i + 1);
        const rect = range.getClientRects()[0];
        if (rect && rect.width > 0) chars.push({ c: n.data[i]!, top: rect.top });
      }
    const bad: string[] = [];
    const free = /[\s@.\-/]/;
    for (let i = 1; i < chars.length; i++)
      if (chars[i]!.top > chars[i - 1]!.top + 4 && !free.test(chars[i - 1]!.c) && !free.test(chars[i]!.c))
        bad.push(
          chars
            .slice(Math.max(0, i - 6), i + 6)
            .map((x) => x.c)
            .join(''),
        );
    return bad;
  });
}

import type { Page } from 'playwright-core';

/** The focused element, read through the shadow roots; `tag` is 'body' when nothing is focused. */
export interface Focus {
  tag: string;
  part: string | null;
  /** The `data-row` of the table row it is in. */
  row: string | null;
  inDialog: boolean;
  /** A button that opens a menu. */
  popup: boolean;
  text: string;
}

export const focused = (page: Page) =>
  page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body || el === document.documentElement)
      return { tag: 'body', part: null, row: null, inDialog: false, popup: false, text: '' };
    const tr = el.closest('tr[data-row]');
    return { tag: el.tagName.toLowerCase(), part: el.getAttribute('data-part'), row: tr ? tr.getAttribute('data-row') : null,
      inDialog: !!el.closest('[role=dialog]'), popup: el.getAttribute('aria-haspopup') === 'menu',
      text: (el.textContent || '').trim().slice(0, 80) };
  })()`) as Promise<Focus>;

/** Tab until the focus is on what `match` accepts; fails naming `what` and the last focus after 80 presses. */
export async function tabTo(page: Page, match: (f: Focus) => boolean, what: string): Promise<Focus> {
  for (let n = 0; n < 80; n++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (match(f)) return f;
  }
  throw new Error(`Tab never reached ${what}: last ${JSON.stringify(await focused(page))}`);
}

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from '../helpers/e2e.js';

// Issue 38 (keyboard trial): the bottom-end toast covered the list's pager at 1280. The toast keeps clear of the
// pager's buttons (and of the bulk bar), at 1280 and 390, wherever the pager is scrolled to.
const e2e = useE2E({ warmUp: '/login' });

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const app = 'admin-app';
const toastOf = (page: Page) => page.locator(`${app} [data-scope=toast][data-part=root][data-state=open]`);
// The page buttons of the pager (the nav that holds the current page).
const pagerButtons = (page: Page) => page.locator(`${app} nav:has(button[aria-current=page]) button`);

type Box = { x: number; y: number; width: number; height: number };
const meets = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The pager buttons the toast covers, by their text or name (none when it keeps clear). */
async function covered(toast: Locator, buttons: Locator): Promise<string[]> {
  const t = await toast.boundingBox();
  if (!t) return ['(no toast)'];
  const out: string[] = [];
  for (const b of await buttons.all()) {
    const box = await b.boundingBox();
    if (box && meets(t, box)) out.push((await b.getAttribute('aria-label')) ?? (await b.innerText()));
  }
  return out;
}

describe('toasts keep clear of the pager (issue 38)', () => {
  for (const viewport of SIZES)
    it(`${viewport.width} px: a toast does not cover the pager's buttons, the pager at the bottom or the top of the screen`, async () => {
      const { page } = await e2e.open('/customers', { lang: 'en', viewport });
      const rows = page.locator(`${app} [data-part=list-table] tbody tr[data-row]`);
      await rows.nth(4).waitFor();
      // The pager at the bottom of the screen, then a toast from the last row's menu (keys: Shift+F10, then the item).
      await pagerButtons(page)
        .last()
        .evaluate((el) => el.scrollIntoView({ block: 'end' }));
      const last = rows.last();
      await last.focus();
      await page.keyboard.press('Shift+F10');
      const items = page.getByRole('menuitem', { name: /^(Enable|Disable)$/ });
      await items.first().waitFor();
      for (const item of await items.all())
        if ((await item.getAttribute('aria-disabled')) !== 'true') {
          await item.click();
          break;
        }
      await toastOf(page).waitFor();
      await expect.poll(() => covered(toastOf(page), pagerButtons(page))).toEqual([]);
      // The pager scrolled to the top of the screen: the toast moves off it if it has to.
      await pagerButtons(page)
        .first()
        .evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await expect.poll(() => covered(toastOf(page), pagerButtons(page))).toEqual([]);
      await pagerButtons(page)
        .last()
        .evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await expect.poll(() => covered(toastOf(page), pagerButtons(page))).toEqual([]);
    });
});

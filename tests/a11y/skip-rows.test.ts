import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate, type Lang } from '../../src/i18n/index.js';
import { useE2E } from '../helpers/e2e.js';

// A keyboard's way past a list's rows (issue 36, item 15; WCAG 2.4.1): each row is three Tab stops (its checkbox,
// its link, its menu), so a list's first Tab stop is a link that skips them, shown while focused, to a mark after
// the table that takes focus and shows itself; the next Tab reaches the pager. In both languages, at 1280 and 320.
const e2e = useE2E({ warmUp: '/login' });

interface Focus {
  part: string | null;
  text: string;
  label: string | null;
  /** The focused element is drawn on screen, at least 8 px wide (not a 1 px visually hidden box). */
  visible: boolean;
}

/** The focused element, through shadow roots. */
const focused = (page: Page) =>
  page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return { part: 'body', text: '', label: null, visible: false };
    const r = el.getBoundingClientRect();
    const visible = r.width >= 8 && r.height >= 8 && r.bottom > 0 && r.top < innerHeight && r.left >= 0 && r.right <= innerWidth;
    return { part: el.getAttribute('data-part'), text: (el.textContent || '').trim(), label: el.getAttribute('aria-label'), visible };
  })()`) as Promise<Focus>;

/** Presses Tab until the focused element's `data-part` is `part`; answers how many presses it took. */
async function tabTo(page: Page, part: string, max: number): Promise<number> {
  for (let n = 1; n <= max; n++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).part === part) return n;
  }
  throw new Error(`no ${part} within ${max} Tab presses (at ${JSON.stringify(await focused(page))})`);
}

const cases: Array<[Lang, number]> = [
  ['en', 1280],
  ['it', 320],
];

describe.each(cases)('the rows of /customers in %s at %i px', (lang, width) => {
  it('are skipped with one link, to a mark that shows, then Tab goes on after the table', async () => {
    const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
    const { page } = await e2e.open('/customers', { lang, viewport: { width, height: 800 } });
    const rows = page.locator('admin-app [data-part=list-table] tbody tr[data-row]');
    await rows.nth(1).waitFor();
    const count = await rows.count();
    await page.locator('admin-app [data-list-search]').focus();

    // The link is the table's first Tab stop, after the search and the filters, and is seen when focused.
    await tabTo(page, 'list-skip', 20);
    const skip = await focused(page);
    expect(skip.text).toBe(t('list.skipRows', { count }));
    expect(skip.visible, 'the skip link is drawn when focused').toBe(true);

    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).part, { message: 'Enter moves focus past the rows' }).toBe('list-end');
    const end = await focused(page);
    expect(end.text).toBe(t('list.endOfRows'));
    expect(end.visible, 'the mark shows itself while it has focus').toBe(true);

    // The next Tabs are what follows the table: "Show owners" (hidden by the default filter), then the pager
    // (Previous is disabled on page 1: the first page's button).
    const pageOne = t('common.pagination.page', { page: 1 });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ part: 'show-owners' });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ label: pageOne });

    // Without the link the same walk crosses every row's controls (at least three a row), and never stops on the mark.
    await page.locator('admin-app [data-list-search]').focus();
    await tabTo(page, 'list-skip', 20);
    let presses = 0;
    for (let f = await focused(page); f.label !== pageOne; f = await focused(page)) {
      expect(f.part, 'Tab never stops on the mark').not.toBe('list-end');
      expect(++presses, 'the pager is reached by Tab').toBeLessThan(6 * count + 20);
      await page.keyboard.press('Tab');
    }
    expect(presses).toBeGreaterThanOrEqual(3 * count);
  });
});

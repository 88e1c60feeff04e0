import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate, type Lang } from '../../src/i18n/index.js';
import { useE2E } from '../helpers/e2e.js';

// A keyboard's way past a list's rows (WCAG 2.4.1, 2.1.1). Issue 36 (item 15) gave each list a link that skipped
// the rows' three Tab stops a row (checkbox, link, menu); issue 38 (round 3) made the rows ONE Tab stop instead
// (roving focus: the arrows move between rows, ArrowRight into a row's controls), so Tab itself goes past them:
// one press reaches the row that has focus, the next what follows the table. In both languages, at 1280 and 320.
const e2e = useE2E({ warmUp: '/login' });

interface Focus {
  tag: string;
  part: string | null;
  label: string | null;
  /** Inside a list row (the row itself or one of its controls). */
  inRow: boolean;
  /** The focused element is drawn on screen, at least 8 px wide (not a 1 px visually hidden box). */
  visible: boolean;
}

/** The focused element, through shadow roots. */
const focused = (page: Page) =>
  page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return { tag: 'body', part: 'body', label: null, inRow: false, visible: false };
    const r = el.getBoundingClientRect();
    const visible = r.width >= 8 && r.height >= 8 && r.bottom > 0 && r.top < innerHeight && r.left >= 0 && r.right <= innerWidth;
    return { tag: el.tagName.toLowerCase(), part: el.getAttribute('data-part'), label: el.getAttribute('aria-label'), inRow: !!el.closest('tr[data-row]'), visible };
  })()`) as Promise<Focus>;

const cases: Array<[Lang, number]> = [
  ['en', 1280],
  ['it', 320],
];

describe.each(cases)('the rows of /customers in %s at %i px', (lang, width) => {
  it('are one Tab stop: the next Tab goes on after the table', async () => {
    const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
    const { page } = await e2e.open('/customers', { lang, viewport: { width, height: 800 } });
    const rows = page.locator('admin-app [data-part=list-table] tbody tr[data-row]');
    await rows.nth(1).waitFor();
    await page.locator('admin-app [data-list-search]').focus();

    // The rows' Tab stop is the first row, after the search and the filters, seen when focused.
    let presses = 0;
    for (let f = await focused(page); !f.inRow; f = await focused(page)) {
      expect(++presses, 'the rows are reached by Tab').toBeLessThan(20);
      await page.keyboard.press('Tab');
    }
    const row = await focused(page);
    expect(row).toMatchObject({ tag: 'tr', label: await rows.first().getAttribute('aria-label'), visible: true });

    // The next Tabs are what follows the table: "Show owners" (hidden by the default filter), then the pager
    // (Previous is disabled on page 1: the first page's button). No row control is a Tab stop.
    const pageOne = t('common.pagination.page', { page: 1 });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ part: 'show-owners', inRow: false });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ label: pageOne });
    // And back: Shift+Tab from "Show owners" is the row again.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatchObject({ tag: 'tr', inRow: true });
  });
});

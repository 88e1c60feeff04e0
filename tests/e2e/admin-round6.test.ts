import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { useE2E, type Lang } from '../helpers/e2e.js';
import { focused, tabTo } from '../helpers/focus.js';

/**
 * Issue 39, the administrator's keyboard trial (round 5): the toast leaves the page's title visible, the
 * dashboard says what its Customers total counts, the customers' Name column says which of its sorts is on.
 */
const e2e = useE2E({ warmUp: '/login' });
const app = 'admin-app';
const dialog = (page: Page) => page.locator('[role=dialog]:visible');

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The box of the focused element, through the shadow roots. */
const focusBox = (page: Page) =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    const r = el!.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });

describe('admin trial, round 5', () => {
  // The server is shared by the file's tests: each grants the first member found who is not an administrator yet.
  for (const width of [390, 320])
    it(`${width} px: a toast covers neither the focus nor the page's title when a corner leaves both`, async () => {
      const t = (key: string, params?: Record<string, unknown>) => translate('en', key, params);
      const { page } = await e2e.open('/team', { lang: 'en', viewport: { width, height: 844 } });
      await page.locator(`${app} [data-part=add-admin]`).waitFor();
      await tabTo(page, (f) => f.part === 'add-admin', 'Add administrator');
      await page.keyboard.press('Enter');
      await dialog(page).waitFor();
      await page.keyboard.type('ma');
      await dialog(page).locator('[data-part=grant-admin]').first().waitFor();
      await page.keyboard.press('ArrowDown');
      const button = (await focused(page)).text;
      const name = /^Make (.+) an administrator$/.exec(button)?.[1];
      expect(name, button).toBeTruthy();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).part).toBe('cancel-grant');
      await tabTo(page, (f) => f.part === 'confirm-grant', 'the confirm button');
      await page.keyboard.press('Enter');
      const toast = page.locator(`${app} [data-scope=toast][data-part=root]`, {
        hasText: t('team.toast.granted', { name: name! }),
      });
      await toast.waitFor();
      await dialog(page).waitFor({ state: 'detached' });
      // Focus back on Add administrator, near the top: the toast takes the bottom, the title stays readable.
      await expect.poll(async () => (await focused(page)).part).toBe('add-admin');
      const title = (await page.locator(`${app} [data-page-title]`).boundingBox())!;
      await expect.poll(async () => overlaps((await toast.boundingBox())!, title)).toBe(false);
      expect(overlaps((await toast.boundingBox())!, await focusBox(page))).toBe(false);
    });

  for (const lang of ['it', 'en'] as Lang[])
    it(`${lang}: the dashboard says its Customers total counts company owners too, at 320 px unclipped`, async () => {
      const t = (key: string) => translate(lang, key);
      const { page } = await e2e.open('/home', { lang, viewport: { width: 320, height: 800 } });
      const note = page.locator(`${app} [data-part=totals-note]`);
      await note.waitFor();
      expect(await note.textContent()).toBe(t('dashboard.totals.customersNote'));
      const box = (await note.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
      expect(await note.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    });

  it('the Name column shows whichever of its three sorts is on, and names it', async () => {
    const t = (key: string, params?: Record<string, unknown>) => translate('en', key, params);
    const header = (page: Page) => page.locator(`${app} [data-part=list-table] th:has([data-part=sort-header])`).first();
    const { page } = await e2e.open('/customers', { lang: 'en', viewport: { width: 1280, height: 800 } });
    await header(page).waitFor();
    // The default sort is by username: the header says so and carries the sort.
    expect((await header(page).textContent())?.trim()).toBe(t('customers.columns.nameBy', { sort: t('customers.sort.username') }));
    expect(await header(page).getAttribute('aria-sort')).toBe('ascending');
    const byLast = await e2e.open('/customers?sort=lastName&dir=desc', { lang: 'en', viewport: { width: 1280, height: 800 } });
    await expect
      .poll(async () => (await header(byLast.page).textContent())?.trim())
      .toBe(t('customers.columns.nameBy', { sort: t('customers.sort.lastName') }));
    expect(await header(byLast.page).getAttribute('aria-sort')).toBe('descending');
    // Sorted by another column, it is plain "Name", unsorted.
    const byCountry = await e2e.open('/customers?sort=country', { lang: 'en', viewport: { width: 1280, height: 800 } });
    await expect.poll(async () => (await header(byCountry.page).textContent())?.trim()).toBe(t('customers.columns.name'));
    expect(await header(byCountry.page).getAttribute('aria-sort')).toBeNull();
  });
});

// Design review round 12, finding 4: on a phone the list screens' controls buried the list. The first card of
// Customers and Business started at y≈390 of 700 at 320 px (the filters box, a sort button of its own line, Columns
// and Export CSV, a two-line select-all), and the company's card put the first product at y≈760 of 844 at 390 px.
// Now one toolbar row (Filters · Sort · ⋯), no Columns on cards, a one-line select-all, a folded company card.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { downloadText, useE2E, type Lang, type Mode } from '../helpers/e2e.js';
import { tabTo } from '../helpers/focus.js';

const e2e = useE2E({ warmUp: '/login' });

const LANGS: Lang[] = ['it', 'en'];
const PHONES: { width: number; height: number; mode: Mode }[] = [
  { width: 320, height: 700, mode: 'light' },
  { width: 390, height: 844, mode: 'dark' },
];
const DESKTOP = { width: 1280, height: 800 };
const app = 'admin-app';

type Page1<T> = { data: T[] };
let companyId = 0;
beforeAll(async () => {
  const companies = await e2e.data<Page1<{ id: number }>>('companies?limit=100');
  // A company with products (the first one of the list that has some).
  for (const c of companies.data) {
    const products = await e2e.data<Page1<unknown>>(`products?companyId=${c.id}&limit=1`);
    if (products.data.length) {
      companyId = c.id;
      break;
    }
  }
  expect(companyId).toBeGreaterThan(0);
});

const rowsOf = (page: Page) => page.locator(`${app} [data-part=list-table] tbody tr[data-row]`);
async function openList(path: string, lang: Lang, mode: Mode, viewport: { width: number; height: number }) {
  const { page } = await e2e.open(path, { lang, mode, viewport });
  await rowsOf(page).first().waitFor();
  await page.evaluate('document.fonts.ready');
  return page;
}
const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;
const scrollWidth = (page: Page) => page.evaluate('document.documentElement.scrollWidth') as Promise<number>;

describe('phone list chrome: Customers and Business', () => {
  for (const lang of LANGS)
    for (const { mode, ...viewport } of PHONES)
      for (const path of ['/customers', '/business'])
        it(`${lang} ${mode} ${viewport.width}x${viewport.height} ${path}: one toolbar row, no Columns, a one-line select-all, the first card by y 260`, async () => {
          const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
          const page = await openList(path, lang, mode, viewport);
          // The first card high in the first screen (it was at y≈390 at 320 px, y≈350-370 at 390 px).
          expect((await rowsOf(page).first().boundingBox())!.y).toBeLessThanOrEqual(260);
          // Filters, Sort and ⋯ on one line, inside the viewport.
          const parts = await Promise.all(
            ['[data-part=filters-toggle]', '[data-part=sort-toggle]', '[data-part=list-more] button'].map((s) => box(page, `${app} ${s}`)),
          );
          for (const b of parts) {
            expect(Math.abs(b.y - parts[0]!.y)).toBeLessThan(2);
            expect(b.x).toBeGreaterThanOrEqual(0);
            expect(b.x + b.width).toBeLessThanOrEqual(viewport.width);
          }
          // Each labelled: the sort button says the sort, ⋯ says what it holds.
          const sortBy = t(`${path.slice(1)}.sort.${path === '/customers' ? 'username' : 'name'}`);
          expect(
            await page.getByRole('button', { name: t('list.sortSummary', { sort: sortBy, dir: t('list.asc') }), exact: true }).count(),
          ).toBe(1);
          expect(await page.getByRole('button', { name: t('list.moreActions') }).count()).toBe(1);
          // Columns only changes the table's columns: not offered on cards, nor Export CSV beside ⋯.
          expect(await page.getByRole('button', { name: t('list.columns') }).count()).toBe(0);
          expect(await page.getByRole('button', { name: t('list.export.button'), exact: true }).count()).toBe(0);
          // Select all: one line, its short words.
          const count = await rowsOf(page).count();
          const all = page.locator(`${app} [data-part=list-select-page]`);
          expect((await all.textContent())!.trim()).toBe(t('list.selectPageCount', { count }));
          expect((await all.boundingBox())!.height).toBeLessThan(32);
          expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
          // The sort's choices open under the row.
          await page.locator(`${app} [data-part=sort-toggle]`).click();
          await page.getByRole('combobox', { name: t('list.sortBy') }).waitFor();
          expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
        });
});

describe('phone list chrome: Products of a company at 390x844', () => {
  for (const lang of LANGS)
    for (const mode of ['light', 'dark'] as Mode[])
      it(`${lang} ${mode}: the company's card is folded, the search and the first product in the first screen`, async () => {
        const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
        const viewport = { width: 390, height: 844 };
        const page = await openList(`/products?companyId=${companyId}`, lang, mode, viewport);
        const card = page.locator(`${app} [data-part=company-card]`);
        await card.locator('[data-field=owner]').waitFor();
        const first = (await rowsOf(page).first().boundingBox())!;
        expect(first.y + first.height).toBeLessThanOrEqual(viewport.height);
        const search = (await page.getByRole('searchbox', { name: t('products.search') }).boundingBox())!;
        expect(search.y + search.height).toBeLessThanOrEqual(first.y);
        // The card: the owner on view, the rest folded behind Details (one or two lines: under 90 px).
        expect((await card.boundingBox())!.height).toBeLessThan(90);
        expect(await card.locator('[data-field=legalName]').isVisible()).toBe(false);
        const details = card.getByRole('button', { name: t('products.company.more') });
        expect(await details.getAttribute('aria-expanded')).toBe('false');
        // Unfolded from the keyboard: the values and the link to the company's drawer.
        await details.focus();
        await page.keyboard.press('Enter');
        await expect.poll(() => details.getAttribute('aria-expanded')).toBe('true');
        expect(await card.locator('[data-field=legalName]').isVisible()).toBe(true);
        expect(await card.getByRole('link', { name: t('products.company.details') }).isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: t('list.columns') }).count()).toBe(0);
        expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);
      });
});

describe('phone list chrome: Columns on the table only', () => {
  for (const lang of LANGS)
    it(`${lang}: at 390 no Columns (⋯ instead); widened to 1280 Columns and Export CSV are back, ⋯ and the fold gone`, async () => {
      const t = (key: string) => translate(lang, key);
      const columns = (page: Page) => page.getByRole('button', { name: t('list.columns') });
      const more = (page: Page) => page.getByRole('button', { name: t('list.moreActions') });
      for (const path of ['/customers', '/business', `/products?companyId=${companyId}`]) {
        const page = await openList(path, lang, 'light', { width: 390, height: 844 });
        expect(await columns(page).count(), path).toBe(0);
        expect(await more(page).count(), path).toBe(1);
        await page.setViewportSize(DESKTOP);
        await expect.poll(() => columns(page).count(), { message: path }).toBe(1);
        expect(await more(page).count(), path).toBe(0);
        expect(await page.getByRole('button', { name: t('list.export.button'), exact: true }).count(), path).toBe(1);
        if (path.startsWith('/products')) {
          expect(await page.locator(`${app} [data-part=company-card] [data-field=legalName]`).isVisible()).toBe(true);
          expect(await page.getByRole('button', { name: t('products.company.more') }).isVisible()).toBe(false);
        }
        // Back to a phone's width: the cards' toolbar again.
        await page.setViewportSize({ width: 390, height: 844 });
        await expect.poll(() => columns(page).count(), { message: path }).toBe(0);
        await page.close();
      }
    });
});

describe('phone list chrome: Export CSV through ⋯, from the keyboard alone', () => {
  for (const lang of LANGS)
    for (const screen of ['/customers', '/products'])
      it(`${lang} 390x844 ${screen}: Tab to ⋯, Enter, Enter on Export CSV, Tab to Download, Enter: a CSV downloads`, async () => {
        const t = (key: string) => translate(lang, key);
        // The company is known once the file's beforeAll has run.
        const path = screen === '/products' ? `/products?companyId=${companyId}` : screen;
        const page = await openList(path, lang, 'light', { width: 390, height: 844 });
        await page.locator(`${app} h1[data-page-title]`).focus();
        await tabTo(page, (f) => f.popup && f.row === null, 'the ⋯ button');
        const more = page.getByRole('button', { name: t('list.moreActions') });
        expect(await more.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
        await page.keyboard.press('Enter');
        const item = page.getByRole('menuitem', { name: t('list.export.button') });
        await item.waitFor();
        await expect.poll(() => item.getAttribute('data-highlighted')).not.toBeNull();
        await page.keyboard.press('Enter');
        await page.getByRole('dialog', { name: t('list.export.title') }).waitFor();
        await tabTo(page, (f) => f.inDialog && f.part === 'export-start', 'Download');
        const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
        expect(download.suggestedFilename()).toMatch(path === '/customers' ? /^customers\.csv$/ : /^products-\d+\.csv$/);
        const lines = (await downloadText(download))
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n');
        expect(lines.length).toBeGreaterThan(1);
      });
});

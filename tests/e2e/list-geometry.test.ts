import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { runAxe } from '../helpers/browser.js';
import { useE2E, type Lang, type Mode } from '../helpers/e2e.js';
import { cardBoxes } from '../helpers/cards.js';

// Issue 38, items 2, 3, 7 and 19: identifiers never cut, columns that stay put, the thumbnail of a single row,
// phone cards with the filters behind a button, the bulk bar in view, the empty state that tells the truth.
const e2e = useE2E({ warmUp: '/login' });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const LANGS: Lang[] = ['it', 'en'];
const MODES: Mode[] = ['light', 'dark'];

type Page1<T> = { data: T[]; pagination: { dataCount: number } };
type Company = { id: number; name: string; vat: string | null; profilePic: string | null };
type Member = { id: number; username: string; companies: { id: number }[] };

let logoCompany: Company | undefined;
let ownerName = '';
beforeAll(async () => {
  const companies = await e2e.data<Page1<Company>>('companies?limit=100');
  // A company with a logo whose name finds it alone.
  for (const c of companies.data.filter((x) => x.profilePic)) {
    const found = await e2e.data<Page1<Company>>(`companies?name=${encodeURIComponent(c.name)}&limit=2`);
    if (found.pagination.dataCount === 1) {
      logoCompany = c;
      break;
    }
  }
  expect(logoCompany).toBeDefined();
  // A member search that only company owners match.
  const members = await e2e.data<Page1<Member>>('members?limit=100');
  for (const m of members.data.filter((x) => x.companies.length > 0)) {
    const without = await e2e.data<Page1<Member>>(`members?username=${encodeURIComponent(m.username)}&withoutCompanies=true&limit=1`);
    if (without.pagination.dataCount === 0) {
      ownerName = m.username;
      break;
    }
  }
  expect(ownerName).not.toBe('');
});

const rowsOf = (page: Page) => page.locator('[data-part=list-table] tbody tr[data-row]');
async function openList(path: string, lang: Lang, mode: Mode, viewport = DESKTOP) {
  const { page } = await e2e.open(path, { lang, mode, viewport });
  await rowsOf(page).first().waitFor();
  await page.evaluate('document.fonts.ready');
  return page;
}
async function settled(page: Page) {
  await page.locator('table[data-part=list-table]:not([aria-busy])').waitFor();
}
/** The x of every header of the table, by column. */
const headerXs = (page: Page) =>
  page
    .locator('table[data-part=list-table] thead th')
    .evaluateAll((ths) => ths.map((th) => `${th.getAttribute('data-col') ?? '-'}@${Math.round(th.getBoundingClientRect().left)}`));

async function search(page: Page, label: string, param: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get(param)).toBe(text);
  await settled(page);
}

describe('list geometry at 1280 (issue 38, item 2)', () => {
  for (const lang of LANGS)
    for (const mode of MODES) {
      const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);

      it(`${lang} ${mode}: no VAT number is cut, and a single row keeps the logo size`, async () => {
        const page = await openList('/business', lang, mode);
        const vats = page.locator('td[data-col=vat]');
        expect(await vats.count()).toBeGreaterThan(0);
        const cut = await vats.evaluateAll((tds) =>
          tds
            .flatMap((td) => [td, ...td.querySelectorAll<HTMLElement>('[data-identifier]')])
            .filter((el) => el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1)
            .map((el) => el.textContent),
        );
        expect(cut).toEqual([]);
        const logoSize = async () => {
          const box = await page.locator(`tr[data-row="${logoCompany!.id}"] [data-part=company-logo]`).boundingBox();
          return { w: Math.round(box!.width), h: Math.round(box!.height) };
        };
        await search(page, t('business.filters.name'), 'name', logoCompany!.name);
        await expect.poll(() => rowsOf(page).count()).toBe(1);
        expect(await logoSize()).toEqual({ w: 32, h: 32 });
      });

      it(`${lang} ${mode}: a shown column keeps its x across two searches and is remembered`, async () => {
        const page = await openList('/customers', lang, mode);
        // Email is not a default column: the Columns menu shows it.
        expect(await page.locator('th[data-col=email]').count()).toBe(0);
        await page.getByRole('button', { name: t('list.columns') }).click();
        await page.getByRole('checkbox', { name: t('customers.columns.email') }).check();
        await page.keyboard.press('Escape');
        await page.locator('th[data-col=email]').waitFor();
        const label = t('customers.filters.username');
        await search(page, label, 'username', 'a');
        const first = await headerXs(page);
        await search(page, label, 'username', 'e');
        expect(await headerXs(page)).toEqual(first);
        await search(page, label, 'username', 'mar');
        expect(await headerXs(page)).toEqual(first);
        // Remembered for this admin.
        await page.reload();
        await rowsOf(page).first().waitFor();
        await page.locator('th[data-col=email]').waitFor();
      });

      it(`${lang} ${mode}: ticking a low row shows the bulk bar inside the viewport, not over the last row`, async () => {
        const page = await openList('/customers?size=50', lang, mode);
        const last = rowsOf(page).last();
        await last.scrollIntoViewIfNeeded();
        await last.locator('input[type=checkbox]').check();
        const bar = page.locator('[data-part=bulk-bar]');
        await bar.waitFor();
        const box = (await bar.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
        // Ticked at the top of a long list: the bar is at the bottom of the viewport all the same.
        await last.locator('input[type=checkbox]').uncheck();
        await bar.waitFor({ state: 'detached' });
        await page.evaluate('window.scrollTo(0, 0)');
        await rowsOf(page).first().locator('input[type=checkbox]').check();
        const top = (await bar.boundingBox())!;
        expect(top.y + top.height).toBeLessThanOrEqual(DESKTOP.height);
        expect(top.y + top.height).toBeGreaterThan(DESKTOP.height - 60);
        // At the end of the page the last row is not under the bar.
        await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
        await expect
          .poll(async () => {
            const [row, b] = await Promise.all([last.boundingBox(), bar.boundingBox()]);
            return row!.y + row!.height <= b!.y + 0.5;
          })
          .toBe(true);
        // The keyboard still reaches the bar's buttons.
        const enable = page.locator('[data-part=bulk-enable]');
        await enable.focus();
        expect(await enable.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
      });

      it(`${lang} ${mode}: the empty state clears the filters, and says when only company owners match`, async () => {
        const { page } = await e2e.open('/customers?username=zzqqxxnomatch&country=IT', { lang, mode, viewport: DESKTOP });
        const empty = page.locator('[data-part=list-empty]');
        await empty.waitFor();
        expect(await empty.textContent()).toContain(t('customers.empty'));
        await empty.getByRole('button', { name: t('list.clearFilters') }).click();
        await rowsOf(page).first().waitFor();
        expect(page.url()).not.toContain('zzqqxxnomatch');

        await page.goto(e2e.url(`/customers?username=${encodeURIComponent(ownerName)}`));
        const only = page.locator('[data-part=only-owners]');
        await only.waitFor();
        const text = (await only.textContent())!;
        const count = (await e2e.data<Page1<Member>>(`members?username=${encodeURIComponent(ownerName)}&limit=1`)).pagination.dataCount;
        expect(text).toContain(t('customers.onlyOwners', { count }));
        expect(text).not.toContain(t('customers.empty'));
        await only.getByRole('button', { name: t('customers.showOwners') }).click();
        await page.waitForURL(/[?&]business=1/);
        await rowsOf(page).first().waitFor();
      });
    }
});

describe('list cards at 390 (issue 38, item 3)', () => {
  for (const lang of LANGS)
    for (const mode of MODES) {
      const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
      for (const path of ['/customers?country=IT', '/business?country=IT'])
        it(`${lang} ${mode} ${path}: rows are cards: name and menu on a line, the status under the name, in view; filters closed with their count`, async () => {
          const page = await openList(path, lang, mode, PHONE);
          const toggle = page.locator('[data-part=filters-toggle]');
          expect(await toggle.getAttribute('aria-expanded')).toBe('false');
          expect((await toggle.textContent())!.trim()).toBe(t('list.filtersActive', { count: 1 }));
          const cards = await cardBoxes(rowsOf(page), {
            name: 'td[data-col=name]',
            status: 'td[data-col=status] [data-tone]',
            menu: 'td[data-menu] button',
          });
          expect(cards.length).toBeGreaterThan(0);
          for (const c of cards) {
            expect(c.display).toBe('grid');
            for (const b of [c.status, c.menu]) {
              expect(b.l).toBeGreaterThanOrEqual(0);
              expect(b.r).toBeLessThanOrEqual(PHONE.width);
            }
            // Name and menu on the first line, the status right under the name, on one line (round 7: beside
            // the name at 390 both wrapped, "@alessandro. / ricci40" beside "Cliente · / Abilitato").
            expect(c.menu.t).toBeLessThan(c.name.b);
            expect(c.status.t).toBeGreaterThanOrEqual(c.name.b - 1);
            expect(c.status.t - c.name.b).toBeLessThan(12);
            expect(c.status.b - c.status.t).toBeLessThan(30);
          }
          // Nothing scrolls sideways.
          const overflow = await page.evaluate('Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth)');
          expect(overflow).toBe(0);
          await toggle.click();
          expect(await toggle.getAttribute('aria-expanded')).toBe('true');
          expect(await runAxe(page)).toEqual([]);
        });
    }
});

describe('the bulk bar on a phone (issue 38, item 7)', () => {
  for (const lang of LANGS)
    for (const width of [390, 320])
      it(`${lang} ${width} px: two rows ticked, every button of the bar in the viewport, the page never scrolls sideways`, async () => {
        const page = await openList('/customers', lang, 'light', { width, height: 844 });
        for (const i of [0, 1]) await rowsOf(page).nth(i).locator('input[type=checkbox]').check();
        const bar = page.locator('[data-part=bulk-bar]');
        await bar.waitFor();
        const boxes = await bar.locator('button').evaluateAll((els) =>
          els.map((e) => {
            const r = e.getBoundingClientRect();
            return { text: e.textContent, left: Math.round(r.left), right: Math.round(r.right) };
          }),
        );
        expect(boxes.length).toBeGreaterThanOrEqual(3);
        expect(boxes.filter((b) => b.left < 0 || b.right > width)).toEqual([]);
        expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
      });
});

import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { deferred } from '../helpers/deferred.js';
import { useE2E, type Lang } from '../helpers/e2e.js';

// Issue items 4, 12 (lists), 14 and 15: tables that fit 1280 px and scroll inside their card below that,
// sortable headers, one-line badges, themed checkboxes and radios, skeletons without layout shift, and the
// notice of the members the business toggle hides.
const e2e = useE2E({ warmUp: '/login' });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const LANGS: Lang[] = ['it', 'en'];

type Page1<T> = { data: T[]; pagination: { dataCount: number } };
type Member = { id: number; username: string; companies: { id: number }[] };
type Product = { id: number; isActive: boolean; isAvailable: boolean };

let companyId = 0;
beforeAll(async () => {
  // A company whose first page of products has every status, "not available" (the badge that wrapped) included.
  const companies = await e2e.data<Page1<{ id: number }>>('companies?limit=50');
  for (const c of companies.data) {
    const p = await e2e.data<Page1<Product>>(`products?companyId=${c.id}&limit=10`);
    if (p.data.some((x) => x.isActive && !x.isAvailable)) {
      companyId = c.id;
      break;
    }
  }
  expect(companyId).toBeGreaterThan(0);
});

const LISTS = () => ['/customers', '/customers?business=1', '/business', `/products?companyId=${companyId}`];
const rowsOf = (page: Page) => page.locator('[data-part=list-table] tbody tr[data-row]');
/** The card the table scrolls in: the table's parent. */
const scrollBox = (page: Page) => page.locator('table[data-part=list-table]').locator('xpath=..');

async function openList(path: string, lang: Lang, viewport = DESKTOP, mode: 'light' | 'dark' = 'light') {
  const { page } = await e2e.open(path, { lang, mode, viewport });
  await rowsOf(page).first().waitFor();
  await page.evaluate('document.fonts.ready');
  return page;
}
/** The same page at another list. */
async function visit(page: Page, path: string) {
  await page.goto(e2e.url(path));
  await rowsOf(page).first().waitFor();
  await page.evaluate('document.fonts.ready');
}
async function settled(page: Page) {
  await page.locator('table[data-part=list-table]:not([aria-busy])').waitFor();
}

/** What the table's card and the page say about fit: every header and cell inside the card and the viewport. */
function measure(page: Page) {
  return scrollBox(page).evaluate((box) => {
    const b = box.getBoundingClientRect();
    const out = (r: DOMRect) => r.left < b.left - 0.5 || r.right > b.right + 0.5 || r.right > innerWidth + 0.5;
    const name = (el: Element) => `${el.tagName.toLowerCase()}[${el.getAttribute('data-col') ?? el.textContent?.trim()}]`;
    const cells = [...box.querySelectorAll('th, td')];
    return {
      cardScrolls: box.scrollWidth > box.clientWidth,
      pageOverflow: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth),
      outside: cells.filter((c) => out(c.getBoundingClientRect())).map(name),
      // A header's own text (or its sort button) wider than its box is a cut header.
      cutHeaders: [...box.querySelectorAll('th')]
        .filter((th) => th.scrollWidth > th.clientWidth + 1 || [...th.children].some((c) => c.scrollWidth > c.clientWidth + 1))
        .map(name),
      // Content spilling out of its cell (a cut phone, a badge over the next column).
      spilling: [...box.querySelectorAll('td')].filter((td) => td.scrollWidth > td.clientWidth + 1).map(name),
      // A badge is one line box: its height is one 12px line (18 px) plus padding and border, never two lines.
      wrappedBadges: [...box.querySelectorAll('td [data-tone]')]
        .filter((el) => el.getBoundingClientRect().height > 30)
        .map((el) => el.textContent),
      badges: box.querySelectorAll('td [data-tone]').length,
    };
  });
}

describe('tables at 1280x800', () => {
  for (const lang of LANGS)
    it(
      `${lang}: every header and cell fits the card and the viewport, no page overflow, badges on one line`,
      { timeout: 120_000 },
      async () => {
        const { page } = await e2e.open('/home', { lang, viewport: DESKTOP });
        for (const path of LISTS()) {
          await visit(page, path);
          const m = await measure(page);
          expect({ path, ...m }).toEqual({
            path,
            cardScrolls: false,
            pageOverflow: 0,
            outside: [],
            cutHeaders: [],
            spilling: [],
            wrappedBadges: [],
            badges: m.badges,
          });
          expect(m.badges).toBeGreaterThan(0);
        }
      },
    );
});

describe('tables at 390x844', () => {
  for (const lang of LANGS)
    it(`${lang}: the lists are cards, neither the table nor the page scrolls sideways`, { timeout: 120_000 }, async () => {
      const { page } = await e2e.open('/home', { lang, viewport: PHONE });
      // Customers, businesses (issue 38, item 3) and products (round 3) show cards on a phone; their geometry is in
      // tests/e2e/list-geometry.test.ts and list-keys.test.ts.
      for (const path of LISTS()) {
        await visit(page, path);
        const m = await measure(page);
        expect({ path, cardScrolls: m.cardScrolls, pageOverflow: m.pageOverflow }).toEqual({ path, cardScrolls: false, pageOverflow: 0 });
        expect(
          await rowsOf(page)
            .first()
            .evaluate((tr) => getComputedStyle(tr).display),
          path,
        ).toBe('grid');
      }
    });
});

describe('sortable headers', () => {
  const api = (path: string) => e2e.data<Page1<{ id: number }>>(path);
  const ids = async (page: Page) => await rowsOf(page).evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-row'))));
  const ariaSort = (page: Page) =>
    page
      .locator('[data-part=list-table] thead th')
      .evaluateAll((ths) =>
        Object.fromEntries(
          ths.filter((th) => th.hasAttribute('aria-sort')).map((th) => [th.getAttribute('data-col'), th.getAttribute('aria-sort')]),
        ),
      );

  for (const lang of LANGS)
    it(
      `${lang}: customers and business headers sort through the list's URL state, in step with the sort select`,
      { timeout: 120_000 },
      async () => {
        const t = (key: string) => translate(lang, key);
        const page = await openList('/customers', lang);
        const sortSelect = page.getByRole('combobox', { name: t('list.sortBy') });
        const dirSelect = page.getByRole('combobox', { name: t('list.direction') });
        // The chosen option's text (a native select shows it; its options carry it in their label).
        const shown = (select: typeof sortSelect) => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.label ?? '');
        // The default sort (username asc) is the name column's.
        expect(await ariaSort(page)).toEqual({ name: 'ascending' });
        // Columns the server cannot sort by have no button.
        expect(await page.locator('th[data-col=email] button, th[data-col=phone] button, th[data-col=status] button').count()).toBe(0);

        await page.locator('th[data-col=country] button').click();
        await page.waitForURL(/[?&]sort=country/);
        await settled(page);
        expect(await ariaSort(page)).toEqual({ country: 'ascending' });
        expect(await shown(sortSelect)).toBe(t('customers.sort.country'));
        expect(await shown(dirSelect)).toBe(t('list.asc'));
        expect(await ids(page)).toEqual(
          (await api('members?withoutCompanies=true&orderBy=country&orderDirection=asc&limit=10')).data.map((m) => m.id),
        );

        await page.locator('th[data-col=country] button').click();
        await page.waitForURL(/[?&]dir=desc/);
        await settled(page);
        expect(await ariaSort(page)).toEqual({ country: 'descending' });
        expect(await shown(dirSelect)).toBe(t('list.desc'));
        expect(await ids(page)).toEqual(
          (await api('members?withoutCompanies=true&orderBy=country&orderDirection=desc&limit=10')).data.map((m) => m.id),
        );

        // The select drives the same state: back to username, the name header shows it.
        await sortSelect.selectOption({ label: t('customers.sort.username') });
        await settled(page);
        expect(await ariaSort(page)).toEqual({ name: 'descending' });
        expect(page.url()).not.toMatch(/sort=/);
        // Back steps through the header clicks like any list change.
        await page.goBack();
        await settled(page);
        expect(await ariaSort(page)).toEqual({ country: 'descending' });

        await page.goto(e2e.url('/business'));
        await rowsOf(page).first().waitFor();
        expect(await ariaSort(page)).toEqual({ name: 'ascending' });
        expect(await page.locator('th[data-col=owner] button, th[data-col=email] button, th[data-col=phone] button').count()).toBe(0);
        await page.locator('th[data-col=name] button').click();
        await page.waitForURL(/[?&]dir=desc/);
        await settled(page);
        expect(await ariaSort(page)).toEqual({ name: 'descending' });
        expect(await shown(page.getByRole('combobox', { name: t('list.direction') }))).toBe(t('list.desc'));
        expect(await ids(page)).toEqual((await api('companies?orderBy=name&orderDirection=desc&limit=10')).data.map((c) => c.id));
      },
    );
});

describe('controls', () => {
  it('checkboxes are drawn by the theme: not white in dark mode', async () => {
    const page = await openList('/customers', 'en', DESKTOP, 'dark');
    const box = rowsOf(page).first().locator('input[type=checkbox]');
    const look = () =>
      box.evaluate((el) => {
        const s = getComputedStyle(el);
        return { appearance: s.appearance, bg: s.backgroundColor };
      });
    const unchecked = await look();
    // The browser's own checkbox (appearance auto) is a white box whatever the page's colours.
    expect(unchecked.appearance).toBe('none');
    const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const [r, g, b, a = 1] = rgb(unchecked.bg);
    expect(a).toBe(1);
    expect(Math.max(r!, g!, b!)).toBeLessThan(80);
    await box.check();
    // The background moves to the checked colour over 120 ms (a transition): read once it has.
    await expect.poll(async () => (await look()).bg).not.toBe(unchecked.bg);
    expect((await look()).bg).not.toBe('rgb(255, 255, 255)');
  });

  for (const lang of LANGS)
    it(`${lang}: the CSV dialog chooses its scope with the styled radio group`, async () => {
      const t = (key: string) => translate(lang, key);
      const page = await openList('/customers', lang);
      await page.getByRole('button', { name: t('list.export.button') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: t('list.export.download') }).waitFor();
      // No plain browser radio shows: the inputs are the group's hidden ones (1 px, clipped).
      const radios = await dialog
        .locator('input[type=radio]')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => [r.width, r.height]));
      expect(radios.length).toBe(2);
      for (const [w, h] of radios) expect(w! <= 1 && h! <= 1).toBe(true);
      const group = dialog.locator('[data-scope=radio-group][data-part=root]');
      expect(await group.count()).toBe(1);
      const all = group.locator('[data-part=item]', { hasText: t('list.export.all') });
      await all.click();
      expect(await all.getAttribute('data-state')).toBe('checked');
      expect(await dialog.getByRole('radio', { name: t('list.export.all') }).isChecked()).toBe(true);
    });
});

describe('loading', () => {
  /** Holds the list's answers until `release` resolves, so the first render is the loading state. */
  async function held(path: string, pattern: string, lang: Lang) {
    const context = await e2e.newContext({ lang, viewport: DESKTOP });
    const page = await context.newPage();
    const release = deferred<void>();
    await page.route(pattern, async (route: Route) => {
      await release.promise;
      await route.continue();
    });
    await page.goto(e2e.url(path));
    return { page, release };
  }

  for (const [path, pattern, lang] of [
    ['/customers', '**/v1/members?**', 'it'],
    ['/business', '**/v1/companies?**', 'en'],
    ['/products', '**/v1/products?**', 'it'],
  ] as const)
    it(`${path} (${lang}): skeleton rows shaped like the table while the first page loads; the table does not move when data arrives`, async () => {
      const { page, release } = await held(path === '/products' ? `/products?companyId=${companyId}` : path, pattern, lang);
      const skeletonRows = page.locator('[data-part=list-table] tbody tr[data-skeleton]');
      await page.locator('table[data-part=list-table][aria-busy=true]').waitFor();
      // A row per row of the page, a cell per column, and no lone spinner.
      expect(await skeletonRows.count()).toBe(10);
      const headers = await page.locator('[data-part=list-table] thead th').count();
      expect(await skeletonRows.first().locator('td').count()).toBe(headers);
      expect(await page.locator('[data-part=list-table] [data-part=skeleton]').count()).toBeGreaterThan(10);
      expect(await page.locator('[data-part=list-table] [role=status][aria-label]').count()).toBe(0);
      // The rest of the page (company card, filters) has settled before the answer is let through.
      if (path === '/products') await page.locator('[data-part=company-card]').waitFor();
      await page.evaluate('document.fonts.ready');
      const top = await scrollBox(page).evaluate((el) => el.getBoundingClientRect().top);
      const firstRow = await skeletonRows.first().evaluate((el) => el.getBoundingClientRect().height);
      release.resolve();
      await rowsOf(page).first().waitFor();
      expect(await scrollBox(page).evaluate((el) => el.getBoundingClientRect().top)).toBeCloseTo(top, 0);
      expect(await skeletonRows.count()).toBe(0);
      // Rows the height of their skeleton (within a few pixels: one line box either way).
      const rowHeight = await rowsOf(page)
        .first()
        .evaluate((el) => el.getBoundingClientRect().height);
      expect(Math.abs(rowHeight - firstRow)).toBeLessThan(4);
    });

  it('dashboard: the totals keep their size when the numbers arrive', async () => {
    const { page, release } = await held('/home', '**/v1/insights/**', 'it');
    await page.locator('[data-total][aria-busy=true]').first().waitFor();
    const size = () => page.locator('[data-total]').evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().height)));
    const before = await size();
    release.resolve();
    await page.locator('[data-part=total-value]').first().waitFor();
    expect(await size()).toEqual(before);
  });
});

describe('the business toggle says what it hides (item 15)', () => {
  for (const lang of LANGS)
    it(`${lang}: a search for a company owner names the hidden match and includes it in one click`, async () => {
      const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
      const everyone = await e2e.data<Page1<Member>>('members?limit=100');
      const owner = everyone.data.find((m) => m.companies.length > 0)!;
      const search = owner.username;
      const withOwners = (await e2e.data<Page1<Member>>(`members?username=${encodeURIComponent(search)}&limit=1`)).pagination.dataCount;
      const without = (await e2e.data<Page1<Member>>(`members?username=${encodeURIComponent(search)}&withoutCompanies=true&limit=1`))
        .pagination.dataCount;
      expect(withOwners - without).toBeGreaterThan(0);

      const { page } = await e2e.open(`/customers?username=${encodeURIComponent(search)}`, { lang, viewport: DESKTOP });
      // Rows of other members: the note under the table; only owners: the empty state says it (issue 38, item 19).
      const notice = page.locator(without > 0 ? '[data-part=hidden-owners]' : '[data-part=only-owners]');
      await notice.waitFor();
      expect((await notice.textContent())!).toContain(
        without > 0 ? t('customers.hiddenOwners', { count: withOwners - without }) : t('customers.onlyOwners', { count: withOwners }),
      );
      if (without > 0) {
        // Under the table.
        const [table, note] = await Promise.all([scrollBox(page).boundingBox(), notice.boundingBox()]);
        expect(note!.y).toBeGreaterThanOrEqual(table!.y + table!.height);
      }
      await notice.getByRole('button', { name: t('customers.showOwners') }).click();
      await page.waitForURL(/[?&]business=1/);
      await page.locator(`[data-part=list-table] tr[data-row="${owner.id}"]`).waitFor();
      await notice.waitFor({ state: 'detached' });
      expect(await page.locator('[data-scope=switch][data-part=root]').getAttribute('data-state')).toBe('checked');
    });

  it('the default list says how many company owners it leaves out', async () => {
    const all = (await e2e.data<Page1<Member>>('members?limit=1')).pagination.dataCount;
    const shown = (await e2e.data<Page1<Member>>('members?withoutCompanies=true&limit=1')).pagination.dataCount;
    const page = await openList('/customers', 'en');
    const notice = page.locator('[data-part=hidden-owners]');
    await notice.waitFor();
    expect(await notice.locator('p').textContent()).toBe(translate('en', 'customers.hiddenOwners', { count: all - shown }));
  });
});

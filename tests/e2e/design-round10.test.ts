// Design review round 10 (issue 38): an Undo reached by Tab gives the focus back to where the admin acted, and the
// toast says its key; Products' Recently deleted stays with the company; phone cards without empty lines; the
// sign-in page's language and Support; Customers at 1280×800 shows more than five rows.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Company } from '../../src/api/contract/company.js';
import { BARE, useE2E, type Lang } from '../helpers/e2e.js';
import { focused } from '../helpers/focus.js';
import { companyWithProducts } from '../helpers/demo-data.js';

const e2e = useE2E();
const app = 'admin-app';

/** Whether the focus is on one of the pager's buttons (through the shadow roots). */
const inPager = (page: Page) =>
  page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    return !!el && !!el.closest('nav[data-part=pagination]');
  })()`) as Promise<boolean>;

type MemberRow = { id: number; username: string; enabled: boolean; role: { name: string } | null };

describe('an Undo toast by keyboard', () => {
  it('reached by Tab through the pager, Undo gives the focus back to the row acted on; the toast says F8', async () => {
    const members = await e2e.data<{ data: MemberRow[] }>('members?withoutCompanies=true&orderBy=username&orderDirection=asc&limit=10');
    const target = members.data.find((m) => m.enabled && m.role?.name !== 'admin')!;
    const { page } = await e2e.open('/customers', { lang: 'en', viewport: { width: 1280, height: 800 } });
    try {
      const row = page.locator(`${app} [data-part=list-table] tbody tr[data-row="${target.id}"]`);
      await row.waitFor();
      await row.focus();
      // The row's menu by keyboard: Disable.
      await row.locator('[aria-haspopup]').focus();
      await page.keyboard.press('Enter');
      await page.locator(`${app} [role=menuitem]`, { hasText: 'Disable' }).waitFor();
      await page.locator(`${app} [role=menuitem]`, { hasText: 'Disable' }).focus();
      await page.keyboard.press('Enter');
      const toast = page.locator(`${app} [data-scope=toast][data-part=root]`).filter({ hasText: 'disabled' });
      await toast.waitFor();
      const action = toast.locator('[data-part=toast-action]');
      expect(await action.getAttribute('aria-keyshortcuts')).toBe('F8');
      expect((await toast.locator('[data-part=toast-hotkey]').textContent())?.trim()).toBe('F8');
      expect(await toast.locator('[data-part=toast-hotkey]').isVisible()).toBe(true);
      await expect.poll(async () => (await focused(page)).row).toBe(String(target.id));
      // Tab on, past the pager, into the toast.
      for (let n = 0; !(await inPager(page)); n++) {
        expect(n, 'Tab reaches the pager').toBeLessThan(60);
        await page.keyboard.press('Tab');
      }
      // Into the toast: its Undo is the first stop, not the toast itself (round 11: a stop where Enter did nothing).
      const stops: string[] = [];
      for (let f = await focused(page); f.part !== 'toast-action'; f = await focused(page)) {
        expect(stops.length, `Tab reaches Undo: ${stops.join(' ')}`).toBeLessThan(60);
        await page.keyboard.press('Tab');
        stops.push(`${(await focused(page)).tag}.${(await focused(page)).part}`);
      }
      expect(stops.filter((s) => s === 'div.root')).toEqual([]);
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await e2e.data<MemberRow>(`members/${target.id}`)).enabled).toBe(true);
      // Back on the row it acted on, not on the pager it was reached through (round 10).
      await expect.poll(async () => (await focused(page)).row, { timeout: 5000 }).toBe(String(target.id));
      // The row itself or its menu's button (the control the action was chosen from), never the pager.
      expect(await inPager(page)).toBe(false);
    } finally {
      await e2e.data('members/enable-by-admin', { json: { memberId: target.id } });
    }
  });
});

describe('Recently deleted from a company’s products', () => {
  it('shows that company’s deleted products, named, and Restore keeps the admin with it (it, en)', async () => {
    const { companyId, products } = await companyWithProducts(e2e);
    const company = await e2e.data<Company>(`companies/${companyId}`);
    const gone = products[0]!;
    expect((await e2e.api(`products/${gone.id}`, { method: 'DELETE' })).status).toBeLessThan(300);
    try {
      for (const [lang, heading, back] of [
        ['it', `Prodotti eliminati di ${company.name}`, `Torna ai prodotti di ${company.name}`],
        ['en', `Deleted products of ${company.name}`, `Back to the products of ${company.name}`],
      ] as const) {
        const { page } = await e2e.open(`/products?companyId=${company.id}`, { lang, viewport: { width: 1280, height: 800 } });
        const link = page.locator(`${app} [data-part=deleted-link]`);
        await expect.poll(() => link.getAttribute('data-count')).toBe('1');
        expect(await link.getAttribute('href')).toBe(`/activity?view=deleted&type=product&companyId=${company.id}`);
        await link.click();
        const scope = page.locator(`${app} [data-part=deleted-one-company]`);
        await expect.poll(() => scope.textContent()).toContain(heading);
        const rows = page.locator(`${app} [data-part=deleted-row]`);
        await expect.poll(() => rows.count()).toBe(1);
        expect(await rows.first().getAttribute('data-id')).toBe(String(gone.id));
        // No type to choose: the view is this company's products.
        expect(await page.getByRole('combobox', { name: lang === 'it' ? 'Tipo' : 'Type' }).count()).toBe(0);
        if (lang === 'en') {
          await rows.first().locator('[data-part=restore]').click();
          await expect.poll(() => rows.count()).toBe(0);
          // Still this company's view, its empty state named (round 11), and the way back to its products.
          expect(new URL(page.url()).searchParams.get('companyId')).toBe(String(company.id));
          await expect
            .poll(() => page.locator(`${app} [data-part=deleted-empty]`).textContent())
            .toContain(`No deleted products of ${company.name}`);
          expect(await page.locator(`${app} [data-part=deleted-back]`, { hasText: back }).getAttribute('href')).toBe(
            `/products?companyId=${company.id}`,
          );
          // The toast leads to what came back: the company's products searched for its name (round 11).
          await page.locator(`${app} [data-scope=toast] [data-part=toast-action]`, { hasText: 'View product' }).click();
          await page.waitForURL(
            (u) =>
              u.pathname === '/products' &&
              u.searchParams.get('companyId') === String(company.id) &&
              u.searchParams.get('name') === gone.name,
          );
          await page.locator(`${app} [data-part=list-table] tbody tr[data-row="${gone.id}"]`).waitFor();
          await expect.poll(() => page.locator(`${app} [data-part=list-table] tbody tr[data-row]`).count()).toBeGreaterThan(0);
        } else expect((await page.locator(`${app} [data-part=deleted-back]`).textContent())?.trim()).toBe(back);
      }
    } finally {
      await e2e.api(`products/${gone.id}/restore`, { method: 'POST' });
    }
  });
});

describe('phone cards', () => {
  it('at 390 px a product card has no line with nothing to say (no "—")', async () => {
    const { companyId } = await companyWithProducts(e2e);
    const { page } = await e2e.open(`/products?companyId=${companyId}`, { lang: 'en', viewport: { width: 390, height: 844 } });
    const cards = page.locator(`${app} [data-part=list-table] tbody tr[data-row]`);
    await cards.first().waitFor();
    const shown = await cards.evaluateAll((trs) =>
      trs.flatMap((tr) =>
        [...tr.querySelectorAll('td')].filter((td) => td.getClientRects().length > 0).map((td) => td.textContent?.trim()),
      ),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((text) => text === '—' || text === 'No photo')).toEqual([]);
    // The name has the card's first line to itself (round 11: beside a price and a status "Chronograp / h" broke).
    const ratios = await cards.evaluateAll((trs) =>
      trs.map(
        (tr) =>
          tr.querySelector('[data-part=product-name]')!.parentElement!.getBoundingClientRect().width / tr.getBoundingClientRect().width,
      ),
    );
    expect(Math.min(...ratios)).toBeGreaterThan(0.6);
    // A wide table keeps the dash in its column.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.locator(`${app} [data-part=list-table] thead`).isVisible()).toBe(true);
  });
});

describe('the sign-in page', () => {
  it('offers Support and the language before signing in; the switch turns the page to English', async () => {
    const { page } = await e2e.open('/login', { ...BARE, lang: 'it', viewport: { width: 390, height: 844 } });
    await page.locator(`${app} h1`, { hasText: 'Accedi al back-office' }).waitFor();
    expect(await page.locator(`${app} [data-part=support-link]`).getAttribute('href')).toBe('/support');
    await page.locator(`${app} [data-part=login-language] button[lang=en]`).click();
    await page.locator(`${app} h1`, { hasText: 'Sign in to the back-office' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.locator(`${app} [data-part=support-link]`).textContent()).toBe('Support');
  });
});

describe('Customers at 1280 × 800', () => {
  for (const lang of ['it', 'en'] as Lang[])
    it(`${lang}: seven rows above the fold (round 10: five)`, async () => {
      const { page } = await e2e.open('/customers', { lang, viewport: { width: 1280, height: 800 } });
      const rows = page.locator(`${app} [data-part=list-table] tbody tr[data-row]`);
      await rows.nth(7).waitFor();
      const bottoms = await rows.evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().bottom));
      expect(bottoms.filter((b) => b <= 800).length).toBeGreaterThanOrEqual(7);
    });
});

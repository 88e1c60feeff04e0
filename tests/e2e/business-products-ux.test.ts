import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from '../helpers/e2e.js';

const e2e = useE2E();

type Company = { id: number; name: string; member: { id: number; enabled: boolean }; branches: unknown[] };
const companies = async () => (await e2e.data<{ data: Company[] }>('companies?limit=10')).data;
async function open(path: string, lang: 'en' | 'it' = 'en') {
  const opened = await e2e.open(path, { lang, viewport: { width: 1400, height: 900 } });
  await opened.page.locator('[data-part=list-table] tbody tr[data-row]').first().waitFor();
  return opened;
}
const menuOpen = (page: Page) => page.locator('[role=menu][data-state=open]');

describe('Business row menu and drawer (issue items 12, 22)', () => {
  it('after Escape from the branches dialog or the row menu, one mouse click on the other control works (1280x800, 3 times)', async () => {
    const { page } = await e2e.open('/business', { lang: 'en', viewport: { width: 1280, height: 800 } });
    const row = page.locator('[data-part=list-table] tbody tr[data-row]').nth(1);
    await row.waitFor();
    const branches = row.getByRole('button', { name: /^View all branches of/ });
    const menu = row.locator('[aria-haspopup=menu]');
    const clickCentre = async (target: typeof menu) => {
      const box = (await target.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.up();
    };
    for (let round = 0; round < 3; round++) {
      await clickCentre(branches);
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.mouse.move(640, 400);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count(), { message: 'the branches dialog closed' }).toBe(0);
      await clickCentre(menu);
      await expect
        .poll(() => menuOpen(page).count(), { message: `round ${round}: the menu opens on the first click after the dialog` })
        .toBe(1);
      const item = menuOpen(page).locator('[role=menuitem]').first();
      const box = (await item.boundingBox())!;
      await page.mouse.move(box.x + 4, box.y + 4);
      await page.keyboard.press('Escape');
      await expect.poll(() => menuOpen(page).count()).toBe(0);
      await clickCentre(branches);
      await expect
        .poll(() => page.getByRole('dialog').count(), { message: `round ${round}: the dialog opens on the first click after the menu` })
        .toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    }
  });

  it('offers only the applicable owner action, and a Products link', async () => {
    const list = await companies();
    const enabled = list.find((c) => c.member.enabled)!;
    const { page } = await open('/business');
    const items = async (c: Company) => {
      await page.locator(`tr[data-row="${c.id}"] [aria-haspopup=menu]`).click();
      await expect.poll(() => menuOpen(page).count()).toBe(1);
      const texts = await menuOpen(page).locator('[role=menuitem]').allTextContents();
      await page.keyboard.press('Escape');
      await expect.poll(() => menuOpen(page).count()).toBe(0);
      return texts.map((x) => x.trim());
    };
    const on = await items(enabled);
    expect(on).toContain('Disable');
    expect(on).not.toContain('Enable');
    expect(on).toContain('Products');
    // The same company with its owner disabled (the list answered so): Enable only.
    await page.context().route(
      (url) => url.pathname === '/v1/companies',
      async (route) => {
        const response = await route.fetch();
        // The answer's envelope: { data: { data: [...], pagination } }.
        const body = (await response.json()) as { data: { data: Company[] } };
        for (const c of body.data.data) if (c.id === enabled.id) c.member.enabled = false;
        await route.fulfill({ response, json: body });
      },
    );
    await page.reload();
    await page.locator(`tr[data-row="${enabled.id}"] td[data-col=status]`, { hasText: 'Disabled' }).waitFor();
    const off = await items(enabled);
    expect(off).toContain('Enable');
    expect(off).not.toContain('Disable');
  });

  it('the Products item of the row menu links to the company products; the drawer leads with a Products link', async () => {
    const c = (await companies())[0]!;
    const { page } = await open('/business');
    await page.locator(`tr[data-row="${c.id}"] [aria-haspopup=menu]`).click();
    const item = menuOpen(page).getByRole('menuitem', { name: 'Products' });
    expect(await item.getAttribute('href')).toBe(`/products?companyId=${c.id}`);
    await page.keyboard.press('Escape');
    await page.goto(e2e.url(`/business/${c.id}`));
    const link = page.locator('[data-part=company-products]');
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/products?companyId=${c.id}`);
    // Prominent: before the drawer's first section.
    const [linkBox, statusBox] = [await link.boundingBox(), await page.locator('[data-part=company-status]').boundingBox()];
    expect(linkBox!.y).toBeLessThan(statusBox!.y);
  });
});

describe('Products header (issue item 12)', () => {
  it('heading is the company name, back link top left before it, one toolbar row, a long name is not cut', async () => {
    const c = (await companies())[0]!;
    const LONG = 'Prodotto artigianale con un nome davvero molto lungo che non deve mai essere tagliato nella tabella';
    const context = await e2e.newContext({ lang: 'en', viewport: { width: 1280, height: 800 } });
    await context.route(
      (url) => url.pathname === '/v1/products',
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { data: { name: string }[] } };
        if (body.data.data[0]) body.data.data[0].name = LONG;
        await route.fulfill({ response, json: body });
      },
    );
    const page = await context.newPage();
    await page.goto(e2e.url(`/products?companyId=${c.id}`));
    const h1 = page.locator('h1[data-page-title]');
    await expect.poll(() => h1.textContent(), { message: 'the heading is the company name' }).toBe(c.name);
    const back = page.locator('[data-part=back]');
    expect(await back.evaluate((el) => el.tagName)).toBe('A');
    expect(await back.getAttribute('href')).toBe('/business');
    const [b, h] = [(await back.boundingBox())!, (await h1.boundingBox())!];
    expect(b.y + b.height).toBeLessThanOrEqual(h.y + 1);
    expect(b.x).toBeLessThanOrEqual(h.x + 1);
    // One toolbar row: the search and the rows-per-page select share a line.
    const search = (await page.getByLabel('Search products').boundingBox())!;
    const size = (await page.getByRole('combobox', { name: 'Rows per page' }).boundingBox())!;
    expect(Math.abs(search.y + search.height - (size.y + size.height))).toBeLessThan(4);
    const name = page.locator('[data-part=product-name]', { hasText: 'davvero' });
    await name.waitFor();
    const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || getComputedStyle(el).textOverflow === 'ellipsis');
    expect(cut).toBe(false);
    expect(await name.textContent()).toBe(LONG);
  });
});

describe('Recently deleted from Products and Categories (issue item 8)', () => {
  it('the Products link leads to the deleted products, and Restore brings one back', async () => {
    const c = (await companies())[0]!;
    const products = (await e2e.data<{ data: { id: number; name: string }[] }>(`products?companyId=${c.id}&limit=5`)).data;
    const p = products[products.length - 1]!;
    await e2e.data(`products/${p.id}`, { method: 'DELETE' });
    const { page } = await e2e.open(`/products?companyId=${c.id}`, { lang: 'en' });
    const link = page.locator('[data-part=deleted-link]');
    await expect.poll(() => link.getAttribute('data-count')).not.toBeNull();
    expect(Number(await link.getAttribute('data-count'))).toBeGreaterThan(0);
    expect(await link.textContent()).toMatch(/^Recently deleted \(\d+\)$/);
    await link.click();
    await page.waitForURL((u) => u.pathname === '/activity' && u.searchParams.get('view') === 'deleted');
    const row = page.locator(`admin-app [data-part=deleted-row][data-type=product][data-id="${p.id}"]`);
    await row.waitFor();
    expect(await page.locator('admin-app [data-part=deleted-row][data-type=category]').count()).toBe(0);
    await row.locator('[data-part=restore]').click();
    await expect
      .poll(async () =>
        (await e2e.data<{ data: { id: number }[] }>(`products?companyId=${c.id}&limit=100`)).data.some((x) => x.id === p.id),
      )
      .toBe(true);
  });

  it('the Categories link leads to the deleted categories (Italian)', async () => {
    const code = `zzdel${Date.now()
      .toString(36)
      .replace(/[^a-z]/g, '')}`;
    const created = await e2e.data<{ id: number }>('categories', {
      json: {
        name: code,
        translations: [
          { languageCode: 'it', name: 'Sonda eliminata' },
          { languageCode: 'en', name: 'Deleted probe' },
        ],
      },
    });
    await e2e.data(`categories/${created.id}`, { method: 'DELETE' });
    const { page } = await e2e.open('/categories', { lang: 'it' });
    const link = page.locator('[data-part=deleted-link]');
    await expect.poll(() => link.getAttribute('data-count')).not.toBeNull();
    expect(await link.textContent()).toMatch(/^Eliminati di recente \(\d+\)$/);
    await link.click();
    await page.waitForURL((u) => u.pathname === '/activity' && u.searchParams.get('type') === 'category');
    const row = page.locator(`admin-app [data-part=deleted-row][data-type=category][data-id="${created.id}"]`);
    await row.waitFor();
    await row.locator('[data-part=restore]').click();
    await expect.poll(() => row.count()).toBe(0);
  });
});

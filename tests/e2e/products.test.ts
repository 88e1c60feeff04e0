import { beforeAll, describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/browser.js';
import { useE2E, type Mode } from '../helpers/e2e.js';

const e2e = useE2E();

type Product = { id: number; name: string; price: number; photos: string[]; isDiscountActive: boolean; discountedPrice: number | null };
const get = <T>(path: string): Promise<T> => e2e.data<T>(path);
async function open(path: string, mode: Mode = 'light', wait = true) {
  const opened = await e2e.open(path, { lang: 'en', mode, viewport: { width: 1400, height: 900 } });
  if (wait) await opened.page.locator('[data-part=list-table] tbody tr[data-row]').first().waitFor();
  return opened;
}
let companyId = 0;
let products: Product[] = [];
beforeAll(async () => {
  const companies = await get<{ data: { id: number }[] }>('companies?limit=50');
  for (const c of companies.data) {
    const p = await get<{ data: Product[]; pagination: { dataCount: number } }>(`products?companyId=${c.id}&limit=10`);
    if (p.pagination.dataCount > 10 && p.data.some((x) => x.photos.length > 2)) {
      companyId = c.id;
      products = p.data;
      break;
    }
  }
});

describe('<admin-products>', () => {
  it('without a company id nothing is fetched and a message shows; back goes to /business', async () => {
    const { page } = await open('/products', 'light', false);
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/v1/products') && calls.push(r.url()));
    await page.getByText('No company selected').waitFor();
    expect(calls).toEqual([]);
    await page.getByRole('link', { name: 'Back to the company list' }).click();
    await page.waitForURL('**/business');
  });

  it('company card, columns, prices in euros, discounted price or dash', async () => {
    const { page } = await open(`/products?companyId=${companyId}`);
    const company = await get<{ name: string; branches: unknown[] }>(`companies/${companyId}`);
    expect(await page.locator('[data-part=company-name]').textContent()).toBe(company.name);
    expect(await page.locator('[data-part=company-card] [data-field=branches] dd').textContent()).toBe(String(company.branches.length));
    const fmt = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
    const p = products[0]!;
    const row = page.locator(`tr[data-row="${p.id}"]`);
    expect(await row.locator('td[data-col=price]').textContent()).toBe(fmt.format(p.price));
    expect(await row.locator('td[data-col=discounted]').textContent()).toBe(
      p.isDiscountActive && p.discountedPrice !== null ? fmt.format(p.discountedPrice) : '—',
    );
    if (!products.every((x) => x.photos.length)) await page.getByText('No photo').first().waitFor();
  });

  it('search is debounced and resets to page 1', async () => {
    const { page } = await open(`/products?companyId=${companyId}&page=2`);
    const term = products[0]!.name.slice(0, 4);
    const calls: string[] = [];
    page.on('request', (r) => r.url().includes('/v1/products') && calls.push(r.url()));
    const box = page.getByLabel('Search products');
    await box.click();
    // Compared decoded: the query string encodes a space as '+', encodeURIComponent as '%20' (the term may hold one); blanks around it are not sent.
    const answered = page.waitForResponse(
      (r) => r.url().includes('/v1/products') && new URL(r.url()).searchParams.get('name') === term.trim(),
    );
    await box.pressSequentially(term, { delay: 40 });
    await expect.poll(() => page.url(), { timeout: 10_000 }).toContain('name=');
    await answered;
    await page.locator('table[data-part=list-table]:not([aria-busy])').first().waitFor();
    expect(calls.filter((u) => u.includes('name=')).length).toBe(1);
    expect(page.url()).not.toContain('page=2');
  });

  it('gallery: +N, previous/next cycling with counter, arrow keys', async () => {
    const { page } = await open(`/products?companyId=${companyId}`);
    const p = products.find((x) => x.photos.length > 2)!;
    const row = page.locator(`tr[data-row="${p.id}"]`);
    expect(await row.locator('[data-part=thumb]').textContent()).toContain(`+${p.photos.length - 1}`);
    await row.locator('[data-part=thumb]').click();
    const counter = page.locator('[data-part=gallery-counter]');
    expect(await counter.textContent()).toBe(`1 / ${p.photos.length}`);
    await page.locator('[data-part=gallery-next]').click();
    expect(await counter.textContent()).toBe(`2 / ${p.photos.length}`);
    await page.locator('[data-part=gallery-prev]').click();
    await page.locator('[data-part=gallery-prev]').click();
    expect(await counter.textContent()).toBe(`${p.photos.length} / ${p.photos.length}`);
    await page.keyboard.press('ArrowRight');
    expect(await counter.textContent()).toBe(`1 / ${p.photos.length}`);
  });

  it('delete: cancel keeps the product; confirm deletes it (toast, event)', async () => {
    const { page } = await open(`/products?companyId=${companyId}`);
    const p = products[1]!;
    await page.evaluate(`window.__ev = []; document.addEventListener('admin-product-deleted', (e) => window.__ev.push(e.detail))`);
    const row = page.locator(`tr[data-row="${p.id}"]`);
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.locator('[data-part=delete-cancel]').click();
    expect(await row.count()).toBe(1);
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.locator('[data-part=delete-confirm]').click();
    await page.locator('[data-scope=toast][data-part=root]', { hasText: `“${p.name}” deleted` }).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await page.evaluate('window.__ev')).toEqual([{ productId: p.id, companyId }]);
  });

  it('delete failure shows errorDeletingProduct with a description', async () => {
    const { page } = await open(`/products?companyId=${companyId}`);
    await page.route('**/v1/products/*', (r) =>
      r.request().method() === 'DELETE'
        ? r.fulfill({ status: 409, contentType: 'application/json', body: '{"statusCode":409,"message":"Injected failure"}' })
        : r.continue(),
    );
    await page
      .locator('tr[data-row]')
      .first()
      .getByRole('button', { name: /^Actions for/ })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.locator('[data-part=delete-confirm]').click();
    const toast = page.locator('[data-scope=toast][data-part=root]', { hasText: 'Error deleting the product' });
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Injected failure');
  });

  it('alone on a plain page with company-id; axe clean light and dark', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const context = await e2e.newContext({ lang: 'en', mode, viewport: { width: 1400, height: 900 } });
      const page = await context.newPage();
      await page.route('**/embed.html*', (r) =>
        r.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><title>Embed</title><script type="module" src="/assets/index.js"></script></head><body><main><admin-products company-id="${companyId}" url-state="replace"></admin-products></main></body></html>`,
        }),
      );
      await page.goto(e2e.url('/embed.html?p.size=5'));
      await page.locator('admin-products tr[data-row]').first().waitFor();
      expect(await page.locator('admin-products tr[data-row]').count()).toBe(5);
      const nav: string[] = [];
      await page.exposeFunction('__nav', (to: string) => nav.push(to));
      await page.evaluate(`document.addEventListener('admin-navigate', (e) => { e.preventDefault(); window.__nav(e.detail.to); })`);
      const v = await runAxe(page);
      expect(v, JSON.stringify(v)).toEqual([]);
      await page.locator('[data-part=back]').click();
      await expect.poll(() => nav).toEqual(['/business']);
      await context.close();
    }
  });
});

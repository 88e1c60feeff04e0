import { describe, expect, it } from 'vitest';
import { useE2E } from '../helpers/e2e.js';

/**
 * The UI of the back-office's memory (issue 13): a deleted product or category comes back from the
 * success toast's Undo (the server's soft delete and restore).
 */
const e2e = useE2E();

type Product = { id: number; name: string };
type Page<T> = { data: T[]; pagination: { dataCount: number } };

/** A company with at least three products, and its first products (name order). */
async function companyWithProducts(): Promise<{ companyId: number; products: Product[] }> {
  const companies = await e2e.data<Page<{ id: number }>>('companies?limit=50');
  for (const c of companies.data) {
    const p = await e2e.data<Page<Product>>(`products?companyId=${c.id}&limit=10`);
    if (p.data.length >= 3) return { companyId: c.id, products: p.data };
  }
  throw new Error('no company with three products in the demo data');
}

const listed = async (companyId: number, id: number) =>
  (await e2e.data<Page<Product>>(`products?companyId=${companyId}&limit=100`)).data.some((x) => x.id === id);

describe('Undo of a delete', () => {
  it('a deleted product comes back from the toast (Undo), in the list and on the server', async () => {
    const { companyId, products } = await companyWithProducts();
    const p = products[2]!;
    const { page } = await e2e.open(`/products?companyId=${companyId}`, { lang: 'en', viewport: { width: 1400, height: 900 } });
    const row = page.locator(`admin-app tr[data-row="${p.id}"]`);
    await row.waitFor();
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    // The dialog no longer says the delete is final.
    expect(await page.locator('admin-app [role=dialog]').textContent()).toContain('You can undo it');
    await page.locator('[data-part=delete-confirm]').click();
    const toast = page.locator('admin-app [data-scope=toast][data-part=root]');
    await toast.filter({ hasText: 'Product deleted' }).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await listed(companyId, p.id)).toBe(false);

    await toast.filter({ hasText: 'Product deleted' }).locator('[data-part=toast-action]', { hasText: 'Undo' }).click();
    await toast.filter({ hasText: 'Product restored' }).waitFor();
    await row.waitFor();
    expect(await listed(companyId, p.id)).toBe(true);
  });

  it('a deleted category comes back from the toast (Annulla modifica), in Italian', async () => {
    const created = await e2e.data<{ id: number }>('categories', {
      json: { name: 'undoProbe', translations: [{ languageCode: 'it', name: 'Sonda annulla' }, { languageCode: 'en', name: 'Undo probe' }] },
    });
    const { page } = await e2e.open('/categories', { lang: 'it', viewport: { width: 1400, height: 900 } });
    const row = page.locator('admin-app section[data-column="0"] [role=row]', { hasText: 'Sonda annulla' });
    await row.waitFor();
    await row.locator('[data-cell=menu]').click();
    await page.locator('admin-app [role=menuitem]', { hasText: 'Elimina' }).filter({ visible: true }).first().click();
    const dialog = page.locator('admin-app [role=dialog]');
    expect(await dialog.textContent()).toContain('Potrai annullare la modifica');
    await dialog.locator('button', { hasText: 'Elimina' }).click();
    const toast = page.locator('admin-app [data-scope=toast][data-part=root]');
    await toast.filter({ hasText: 'Categoria eliminata' }).waitFor();
    await expect.poll(() => row.count()).toBe(0);

    await toast.filter({ hasText: 'Categoria eliminata' }).locator('[data-part=toast-action]', { hasText: 'Annulla modifica' }).click();
    await toast.filter({ hasText: 'Categoria ripristinata' }).waitFor();
    await row.waitFor();
    const tree = await e2e.data<{ id: number }[]>('categories');
    expect(tree.some((c) => c.id === created.id)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { Page as PwPage } from 'playwright-core';
import { runAxe } from '../helpers/browser.js';
import { useE2E } from '../helpers/e2e.js';
import { companyWithProducts as demoCompany, productListed } from '../helpers/demo-data.js';

/**
 * Recently deleted (issue 13), the second tab of the activity panel: products and categories deleted
 * through the API are listed, Restore brings one back, a refusal reads as the translated error.
 */
const e2e = useE2E();

const companyWithProducts = () => demoCompany(e2e);
const listed = (companyId: number, id: number) => productListed(e2e, companyId, id);

/** What has focus inside the app's shadow root (its data-part), or 'body' when focus was lost. */
const focused = (page: PwPage) =>
  page.evaluate(`(() => {
    const a = document.querySelector('admin-app').shadowRoot.activeElement;
    return a ? a.getAttribute('data-part') || a.tagName.toLowerCase() : document.activeElement === document.body ? 'body' : String(document.activeElement && document.activeElement.localName);
  })()`) as Promise<string>;

const suffix = () =>
  Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6) || 'x';

describe('Recently deleted (/activity?view=deleted)', () => {
  it('lists a product deleted through the API; Restore brings it back (row gone, server, focus kept)', async () => {
    const { companyId, products } = await companyWithProducts();
    const p = products[1]!;
    await e2e.data(`products/${p.id}`, { method: 'DELETE' });
    expect(await listed(companyId, p.id)).toBe(false);

    const { page } = await e2e.open('/activity', { lang: 'en' });
    await page.locator('admin-app [data-part=activity-row]').first().waitFor();
    await page.getByRole('tab', { name: 'Recently deleted' }).click();
    await page.waitForURL((u) => u.searchParams.get('view') === 'deleted');
    const row = page.locator(`admin-app [data-part=deleted-row][data-type=product][data-id="${p.id}"]`);
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(p.name);
    expect(text).toContain('Deleted');
    expect(text).toContain('Restorable until');
    expect(text).toMatch(/Restorable until .+\(in .+\)/);

    await row.getByRole('button', { name: `Restore “${p.name}”` }).click();
    await page
      .locator('admin-app [data-scope=toast][data-part=root]')
      .filter({ hasText: `“${p.name}” restored` })
      .waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await listed(companyId, p.id)).toBe(true);
    // Focus went to the next row's Restore, or to the heading of an empty list: never to the body.
    await expect.poll(() => focused(page)).toMatch(/^(restore|deleted-heading)$/);
  });

  it('a child category under a deleted parent: Restore says so (409, in Italian), the row stays', async () => {
    const code = suffix();
    const parent = await e2e.data<{ id: number }>('categories', {
      json: {
        name: `rdParent${code}`,
        translations: [
          { languageCode: 'it', name: 'Genitore sonda' },
          { languageCode: 'en', name: 'Parent probe' },
        ],
      },
    });
    const child = await e2e.data<{ id: number }>('categories', {
      json: {
        name: `rdChild${code}`,
        parentId: parent.id,
        translations: [
          { languageCode: 'it', name: 'Figlia sonda' },
          { languageCode: 'en', name: 'Child probe' },
        ],
      },
    });
    await e2e.data(`categories/${child.id}`, { method: 'DELETE' });
    await e2e.data(`categories/${parent.id}`, { method: 'DELETE' });

    const { page } = await e2e.open('/activity?view=deleted&type=category', { lang: 'it' });
    const row = page.locator(`admin-app [data-part=deleted-row][data-type=category][data-id="${child.id}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(`rdParent${code}`);
    await row.getByRole('button', { name: `Ripristina “rdChild${code}”` }).click();
    await page
      .locator('admin-app [data-scope=toast][data-part=root]')
      .filter({ hasText: 'Ripristina prima la categoria superiore' })
      .waitFor();
    expect(await row.count()).toBe(1);
    expect(await focused(page)).toBe('restore');
    const tree = await e2e.data<{ id: number }[]>('categories');
    expect(tree.some((c) => c.id === child.id || c.id === parent.id)).toBe(false);
  });

  it('axe clean at 1280x800 and 390x844, light and dark (rows of the deletes above)', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ])
      for (const mode of ['light', 'dark'] as const) {
        const { page, context } = await e2e.open('/activity?view=deleted', { lang: 'en', mode, viewport });
        await page.locator('admin-app [data-part=deleted-row]').first().waitFor();
        expect(await runAxe(page)).toEqual([]);
        const overflow = (await page.evaluate(
          'Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth)',
        )) as number;
        expect(overflow).toBeLessThanOrEqual(0);
        if (process.env.SHOTS_DIR)
          await page.screenshot({ path: `${process.env.SHOTS_DIR}/recently-deleted-${viewport.width}-${mode}.png`, fullPage: true });
        await context.close();
      }
  });
});

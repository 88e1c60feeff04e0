import { describe, expect, it } from 'vitest';
import { useE2E } from '../helpers/e2e.js';

/** The outside design review of Business and Products (Linear, Stripe Dashboard as benchmarks). */
const e2e = useE2E();

type Company = { id: number; name: string; companyEmail: string | null; member: { id: number; enabled: boolean } };
const companies = async (query = 'limit=10') => (await e2e.data<{ data: Company[] }>(`companies?${query}`)).data;
const productCount = async (companyId: number) =>
  (await e2e.data<{ pagination: { dataCount: number } }>(`products?companyId=${companyId}&limit=1`)).pagination.dataCount;

describe('company drawer: its products are an outline button in the header', () => {
  for (const [lang, word] of [
    ['en', 'View products'],
    ['it', 'Vedi prodotti'],
  ] as const)
    it(`${lang}: "${word} (n)" beside the heading and the close button, by keyboard, to the company's products`, async () => {
      const c = (await companies())[0]!;
      const n = await productCount(c.id);
      const { page } = await e2e.open(`/business/${c.id}`, { lang, viewport: { width: 1280, height: 800 } });
      const d = page.locator('admin-app [role=dialog][data-drawer=company]');
      const link = d.getByRole('link', { name: `${word} (${n})` });
      await link.waitFor();
      expect(await link.getAttribute('href')).toBe(`/products?companyId=${c.id}`);
      // The kit's outline button: a border, not a filled pill.
      const look = await link.evaluate((el) => {
        const s = getComputedStyle(el);
        return { border: s.borderTopWidth, bg: s.backgroundColor };
      });
      expect(look.border).toBe('1px');
      const [heading, close, box] = [
        (await d.locator('h2').boundingBox())!,
        (await d.getByRole('button', { name: lang === 'en' ? 'Close' : 'Chiudi' }).boundingBox())!,
        (await link.boundingBox())!,
      ];
      // In the header: on the heading's row, between it and the close button, above the first section.
      expect(box.x).toBeGreaterThan(heading.x);
      expect(box.x + box.width).toBeLessThanOrEqual(close.x);
      expect(Math.abs(box.y - close.y)).toBeLessThanOrEqual(8);
      expect(box.y + box.height).toBeLessThan((await d.locator('[data-part=company-status]').boundingBox())!.y);
      // Keyboard: Tab from the heading (focused on open) reaches it first, Enter follows it.
      await expect.poll(() => page.evaluate(() => document.querySelector('admin-app')!.shadowRoot!.activeElement?.tagName)).toBe('H2');
      await page.keyboard.press('Tab');
      await expect.poll(() => link.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === '/products' && u.search === `?companyId=${c.id}`);
    });

  it('on a phone the button sits under the heading, the heading keeps the width', async () => {
    const c = (await companies())[0]!;
    const { page } = await e2e.open(`/business/${c.id}`, { lang: 'it', viewport: { width: 390, height: 844 } });
    const d = page.locator('admin-app [role=dialog][data-drawer=company]');
    const link = d.getByRole('link', { name: /^Vedi prodotti/ });
    await link.waitFor();
    const [heading, box] = [(await d.locator('h2').boundingBox())!, (await link.boundingBox())!];
    expect(box.y).toBeGreaterThanOrEqual(heading.y + heading.height);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});

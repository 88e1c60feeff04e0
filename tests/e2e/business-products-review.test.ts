import type { Locator } from 'playwright-core';
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

/** Each text node of the element on one line: an address breaks only between its parts (after the @), never inside one. */
const linesOfParts = (value: Locator) =>
  value.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const out: { text: string; lines: number }[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (!n.textContent) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      out.push({ text: n.textContent, lines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size });
    }
    return out;
  });

describe('products: the status beside the company name, the facts from the card edge, the e-mail whole', () => {
  for (const [lang, status] of [
    ['it', 'Attiva'],
    ['en', 'Active'],
  ] as const)
    it(`${lang}, 1280: status badge right after the heading; facts in two columns from the card's start edge`, async () => {
      const c = (await companies()).find((x) => x.member.enabled)!;
      const { page } = await e2e.open(`/products?companyId=${c.id}`, { lang, viewport: { width: 1280, height: 800 } });
      const card = page.locator('admin-app [data-part=company-card]');
      await card.locator('[data-field=owner]').waitFor();
      const badge = page.locator('admin-app [data-part=company-status]');
      expect(await badge.textContent()).toBe(status);
      const [h1, b] = [(await page.locator('admin-app h1').boundingBox())!, (await badge.boundingBox())!];
      expect(b.x - (h1.x + h1.width)).toBeGreaterThanOrEqual(0);
      expect(b.x - (h1.x + h1.width)).toBeLessThanOrEqual(16);
      // Vertically centred on the heading's line.
      expect(Math.abs(b.y + b.height / 2 - (h1.y + h1.height / 2))).toBeLessThanOrEqual(4);
      expect(await page.locator('admin-app h1').textContent()).toBe(c.name);

      const box = async (f: string) => (await card.locator(`[data-field=${f}]`).boundingBox())!;
      const [cardBox, owner, legal, vat, email, phone, branches] = await Promise.all([
        card.boundingBox(),
        box('owner'),
        box('legalName'),
        box('vat'),
        box('email'),
        box('phone'),
        box('branches'),
      ] as const);
      const padding = await card.evaluate((el) => parseFloat(getComputedStyle(el).paddingLeft));
      expect(Math.abs(owner.x - (cardBox!.x + padding))).toBeLessThanOrEqual(1);
      // Two columns: owner | legal name, VAT | e-mail, phone | branches.
      for (const [left, right] of [
        [owner, legal],
        [vat, email],
        [phone, branches],
      ]) {
        expect(Math.abs(left!.y - right!.y)).toBeLessThanOrEqual(1);
        expect(left!.x).toBe(owner.x);
        expect(right!.x).toBe(legal.x);
      }
      expect(vat.y).toBeGreaterThan(owner.y);
      expect(phone.y).toBeGreaterThan(vat.y);
    });

  for (const width of [390, 320])
    it(`${width}: one column of facts from the card's start edge; the e-mail wraps only after its @`, async () => {
      const c = (await companies()).find((x) => x.companyEmail?.includes('@'))!;
      const { page } = await e2e.open(`/products?companyId=${c.id}`, { lang: 'it', viewport: { width, height: 800 } });
      const card = page.locator('admin-app [data-part=company-card]');
      await card.locator('[data-field=owner]').waitFor();
      // On a phone the card starts folded, the owner alone (design round 12): its facts are behind Details.
      await card.getByRole('button', { name: 'Dettagli', exact: true }).click();
      await card.locator('[data-field=email]').waitFor();
      const xs = await card.locator('[data-field]').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().x)));
      expect(new Set(xs).size).toBe(1);
      const value = card.locator('[data-field=email] [data-part=value]');
      expect(await value.textContent()).toBe(c.companyEmail);
      for (const part of await linesOfParts(value)) expect(part.lines, part.text).toBe(1);
    });

  it('the company drawer: its e-mail wraps only after its @', async () => {
    const c = (await companies()).find((x) => x.companyEmail?.includes('@'))!;
    const { page } = await e2e.open(`/business/${c.id}`, { lang: 'en', viewport: { width: 1280, height: 800 } });
    const value = page.locator('admin-app [data-drawer=company] [data-field=email] dd');
    await value.waitFor();
    expect(await value.textContent()).toBe(c.companyEmail);
    for (const part of await linesOfParts(value)) expect(part.lines, part.text).toBe(1);
  });
});

describe('business list at 1280: the owner under the name on one line', () => {
  it('every row has one height, each owner line is one line (its full text as title when cut), no VAT number cut', async () => {
    const { page } = await e2e.open('/business', { lang: 'en', viewport: { width: 1280, height: 800 } });
    const rows = page.locator('admin-app [data-part=list-table] tbody tr[data-row]');
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBeGreaterThan(5);
    const heights = await rows.evaluateAll((trs) => trs.map((tr) => Math.round(tr.getBoundingClientRect().height)));
    // One height (the last row has no bottom border: 1 px less).
    expect(Math.max(...heights) - Math.min(...heights), heights.join(',')).toBeLessThanOrEqual(1);
    const owners = page.locator('admin-app tbody [data-part=company-owner]');
    const lines = await owners.evaluateAll((els) =>
      els.map((el) => {
        const s = getComputedStyle(el);
        return {
          text: el.textContent,
          lines: Math.round(el.getBoundingClientRect().height / parseFloat(s.lineHeight)),
          cut: el.scrollWidth > el.clientWidth,
        };
      }),
    );
    for (const l of lines) expect(l.lines, l.text!).toBe(1);
    // A cut one says it all on hover.
    const cut = lines.findIndex((l) => l.cut);
    if (cut >= 0) {
      await owners.nth(cut).hover();
      await expect.poll(() => owners.nth(cut).getAttribute('title')).toBe(lines[cut]!.text);
    }
    const vats = await page
      .locator('admin-app tbody [data-identifier]')
      .evaluateAll((els) =>
        els.map((el) => ({ text: el.textContent, whole: el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().height < 30 })),
      );
    expect(vats.filter((v) => !v.whole)).toEqual([]);
  });
});

describe('products: the description is an optional column', () => {
  it('hidden by default; Columns → Description shows it, remembered after a reload; names stay on one line at 1280', async () => {
    const c = (await companies())[0]!;
    const { page } = await e2e.open(`/products?companyId=${c.id}`, { lang: 'en', viewport: { width: 1280, height: 800 } });
    const rows = page.locator('admin-app [data-part=list-table] tbody tr[data-row]');
    await rows.first().waitFor();
    await page.locator('admin-app table[data-part=list-table]:not([aria-busy])').waitFor();
    expect(await page.locator('admin-app th[data-col=description]').count()).toBe(0);
    expect(await page.locator('admin-app td[data-col=description]').count()).toBe(0);
    // With the room, every demo name is on one line.
    const names = await page
      .locator('admin-app [data-part=product-name]')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))));
    expect(names.filter((n) => n !== 1)).toEqual([]);

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Description' }).check();
    await page.keyboard.press('Escape');
    await page.locator('admin-app th[data-col=description]').waitFor();
    expect(await rows.first().locator('td[data-col=description]').textContent()).not.toBe('');
    await page.reload();
    await page.locator('admin-app th[data-col=description]').waitFor();
  });
});

describe('products: an empty search result offers Clear search', () => {
  for (const [lang, search, clear] of [
    ['en', 'Search products', 'Clear search'],
    ['it', 'Cerca prodotti', 'Cancella ricerca'],
  ] as const)
    it(`${lang}: "${clear}" empties the search box, the rows come back, the focus is in the search box`, async () => {
      const c = (await companies())[0]!;
      const total = (await e2e.data<{ pagination: { dataCount: number } }>(`products?companyId=${c.id}&limit=10`)).pagination.dataCount;
      const { page } = await e2e.open(`/products?companyId=${c.id}`, { lang, viewport: { width: 1280, height: 800 } });
      const rows = page.locator('admin-app [data-part=list-table] tbody tr[data-row]');
      await rows.first().waitFor();
      const box = page.getByRole('searchbox', { name: search });
      await box.fill('zzz-no-such-product');
      const button = page.getByRole('button', { name: clear });
      await button.waitFor();
      expect(await rows.count()).toBe(0);
      expect(await page.locator('admin-app [data-part=list-empty]').textContent()).toContain('zzz-no-such-product');
      await button.click();
      await expect.poll(() => rows.count()).toBe(Math.min(10, total));
      expect(await box.inputValue()).toBe('');
      expect(await box.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
      expect(new URL(page.url()).searchParams.get('name') ?? '').toBe('');
    });
});

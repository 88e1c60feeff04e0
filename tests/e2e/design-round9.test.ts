// Design review round 9 (issue 38): what a phone list shows first, where a signed-in admin goes back from a public
// page, Home's counts of now on a phone.
import { describe, expect, it } from 'vitest';
import { useE2E } from '../helpers/e2e.js';

const e2e = useE2E();
const app = 'admin-app';

describe('a phone list: the sort choices behind one button', () => {
  it('at 320 px the button is named by the sort, the selects wait behind it, the first card comes sooner (it)', async () => {
    const { page } = await e2e.open('/customers', { lang: 'it', viewport: { width: 320, height: 700 } });
    const first = page.locator(`${app} [data-part=list-table] tbody tr[data-row]`).first();
    await first.waitFor();
    const toggle = page.locator(`${app} [data-part=sort-toggle]`);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // It shows "Ordina" and is named by the sort (round 12: Filters, Sort and ⋯ share one line at 320 px).
    expect((await toggle.textContent())?.trim()).toBe('Ordina');
    expect(await toggle.getAttribute('aria-label')).toBe('Ordina: Nome utente, Crescente');
    const sortBy = page.getByRole('combobox', { name: 'Ordina per' });
    expect(await sortBy.isVisible()).toBe(false);
    // The first card within the first screen (it started at y ≈ 584 of 700 behind three selects).
    expect((await first.boundingBox())!.y).toBeLessThan(480);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await sortBy.isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Righe per pagina' }).isVisible()).toBe(true);
  });

  it('at 1280 px there is no button: the selects are in the row as they were', async () => {
    const { page } = await e2e.open('/customers', { lang: 'en', viewport: { width: 1280, height: 800 } });
    await page.locator(`${app} [data-part=list-table] tbody tr[data-row]`).first().waitFor();
    expect(await page.locator(`${app} [data-part=sort-toggle]`).isVisible()).toBe(false);
    const boxes = await Promise.all(
      ['Sort by', 'Direction', 'Rows per page'].map(async (name) => (await page.getByRole('combobox', { name }).boundingBox())!),
    );
    // One row.
    expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
  });
});

describe('public pages for a signed-in admin', () => {
  it('Support offers the way back to the back-office, not to the sign-in page', async () => {
    const { page } = await e2e.open('/support', { lang: 'en' });
    await page.locator('h1').first().waitFor();
    const back = page.getByRole('link', { name: 'Back to the back-office' });
    await back.waitFor();
    expect(await page.getByRole('link', { name: 'Back to sign-in' }).count()).toBe(0);
    await back.click();
    await page.waitForURL('**/home');
  });
});

describe('Home on a phone', () => {
  it('at 390 px each count of now takes the whole row, as the trend cards do', async () => {
    const { page } = await e2e.open('/home', { lang: 'it', viewport: { width: 390, height: 844 } });
    const counts = page.locator(`${app} [data-count]`);
    await expect.poll(() => counts.count()).toBe(2);
    await page.locator(`${app} [data-part=count-value]`).first().waitFor();
    const trend = (await page.locator(`${app} [data-part=quick-stats] [data-trend]`).first().boundingBox())!;
    for (const box of await Promise.all([0, 1].map(async (i) => (await counts.nth(i).boundingBox())!)))
      expect(Math.abs(box.width - trend.width)).toBeLessThan(2);
  });
});

describe('Categories at 1280 with a main category open (design round 10)', () => {
  it('the browser does not scroll sideways: both columns whole, the hint beside them whole', async () => {
    const { page } = await e2e.open('/categories', { lang: 'en', viewport: { width: 1280, height: 800 } });
    const browser = page.locator(`${app} [data-part=browser]`);
    await browser.locator('section[data-column]').first().waitFor();
    // Open a main category by a click (the reviewer's path: the browser then scrolled and cut the first column).
    await browser.getByText('Electronics', { exact: true }).click();
    await expect.poll(() => browser.locator('section[data-column]').count()).toBe(2);
    const hint = page.locator(`${app} [data-part=browser-hint]`);
    await hint.waitFor();
    const g = await browser.evaluate((el) => ({ scroll: el.scrollWidth - el.clientWidth, left: el.scrollLeft }));
    expect(g).toEqual({ scroll: 0, left: 0 });
    const [b, h] = [(await browser.boundingBox())!, (await hint.boundingBox())!];
    expect(h.x + h.width).toBeLessThanOrEqual(b.x + b.width + 1);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/browser.js';
import { useE2E, type Mode, downloadText } from '../helpers/e2e.js';

const e2e = useE2E();

type Company = {
  id: number;
  name: string;
  country: string;
  member: { id: number; enabled: boolean };
  branches: {
    name: string;
    city: string | null;
    zip: string | null;
    openingHours: Record<string, { closed: boolean; ranges: { start: string; end: string }[] }> | null;
  }[];
};
const api = (path: string) => e2e.data<{ data: Company[]; pagination: { dataCount: number } }>(path);
async function open(path: string, mode: Mode = 'light') {
  const opened = await e2e.open(path, { lang: 'en', mode, viewport: { width: 1400, height: 900 } });
  await opened.page.locator('[data-part=list-table] tbody tr[data-row]').first().waitFor();
  return opened;
}
const names = (page: Page) => page.locator('td[data-col=name] a').allTextContents();
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
  await page.waitForFunction(
    () => !document.querySelector('admin-app')?.shadowRoot?.querySelector('[data-part=list-table][aria-busy=true]'),
  );
}

describe('<admin-business>', () => {
  it('defaults to name asc, 10 rows; country filter, sort, direction, size and clear filters', async () => {
    const { page } = await open('/business');
    const all = await api('companies?limit=10');
    expect(await names(page)).toEqual(all.data.map((c) => c.name));
    await pick(page, 'Country', 'Italy');
    expect(page.url()).toContain('country=IT');
    await expect
      .poll(() => page.locator('td[data-col=country]').allTextContents(), { message: 'only Italian companies' })
      .toSatisfy((cs: string[]) => cs.length > 0 && cs.every((c) => c.includes('IT')));
    await pick(page, 'Sort by', 'City');
    await pick(page, 'Direction', 'Descending');
    await pick(page, 'Rows per page', '5');
    const exp = await api('companies?country=IT&orderBy=city&orderDirection=desc&limit=5');
    await expect.poll(() => names(page), { message: 'the sorted page' }).toEqual(exp.data.map((c) => c.name));
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((u) => !u.search.includes('country='));
    // With no filter left, Clear filters has nothing to clear: it is gone.
    await page.getByRole('button', { name: 'Clear filters' }).waitFor({ state: 'detached' });
    await page.getByLabel('Company name').fill(all.data[0]!.name.slice(0, 5));
    await page.waitForURL(/name=/);
    const needle = all.data[0]!.name.slice(0, 5).toLowerCase();
    // The URL changes before the list is fetched again: wait for the rows, not for the busy flag.
    await expect
      .poll(async () => (await names(page)).map((n) => n.toLowerCase()), { message: 'only names that contain the search' })
      .toSatisfy((ns: string[]) => ns.length > 0 && ns.every((n) => n.includes(needle)));
  });

  it('row content: link to the company (its drawer), branch count, status by member.enabled; branches dialog with opening hours', async () => {
    const { page } = await open('/business');
    const c = (await api('companies?limit=10')).data.find((x) => x.branches.length > 1) ?? (await api('companies?limit=10')).data[0]!;
    const row = page.locator(`tr[data-row="${c.id}"]`);
    // The name opens the company drawer (issue 16), which links to the products.
    expect(await row.locator('td[data-col=name] a').getAttribute('href')).toBe(`/business/${c.id}`);
    expect(await row.locator('[data-part=branch-count]').textContent()).toBe(String(c.branches.length));
    expect(await row.locator('td[data-col=status]').textContent()).toBe(c.member.enabled ? 'Active' : 'Disabled');
    await row.getByRole('button', { name: `View all branches of ${c.name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('[data-part=branch]').count()).toBe(c.branches.length);
    const b = c.branches[0]!;
    const text = (await dialog.locator('[data-part=branch]').first().textContent()) ?? '';
    expect(text).toContain(b.name);
    if (b.city) expect(text).toContain(b.city);
    for (const day of ['Monday', 'Sunday']) expect(text).toContain(day);
    const monday = b.openingHours?.monday;
    const mondayText = await dialog.locator('[data-part=branch]').first().locator('[data-day=monday] dd').textContent();
    expect(mondayText).toBe(
      !monday || monday.closed || !monday.ranges.length ? 'Closed' : monday.ranges.map((r) => `${r.start} - ${r.end}`).join(', '),
    );
    await page.keyboard.press('Escape');
  });

  it('disable and enable act on the owning member, only the one that applies offered', async () => {
    const { page } = await open('/business');
    const c = (await api('companies?limit=10')).data.find((x) => x.member.enabled)!;
    const row = page.locator(`tr[data-row="${c.id}"]`);
    await row.getByRole('button', { name: /^Actions for/ }).click();
    expect(await page.getByRole('menuitem', { name: 'Enable' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await row.locator('td[data-col=status]', { hasText: 'Disabled' }).waitFor();
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Enable' }).click();
    await row.locator('td[data-col=status]', { hasText: 'Active' }).waitFor();
  });

  it('exports every matching company to CSV', async () => {
    const { page } = await open('/business');
    const total = (await api('companies?limit=1')).pagination.dataCount;
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.locator('[data-scope=radio-group][data-part=item]', { hasText: 'Every matching row' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    const lines = (await downloadText(download))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Company,Owner,VAT number,Branches,Email,Phone,Country,Status');
    expect(lines).toHaveLength(total + 1);
  });

  it('axe clean in light and dark', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const { context, page } = await open('/business', mode);
      const v = await runAxe(page);
      expect(v, JSON.stringify(v)).toEqual([]);
      await context.close();
    }
  });
});

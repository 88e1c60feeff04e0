import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from '../helpers/e2e.js';

/**
 * The customers screen's status filter (issue 16): "Status: all / enabled / disabled" in the filters panel,
 * `enabled=true|false` in the URL (the dashboard's disabled members card links to /customers?enabled=false).
 */
const e2e = useE2E();

const rows = (page: Page) => page.locator('[data-part=list-table] tbody tr[data-row]');
const busy = (page: Page) => page.locator('[data-part=list-table][aria-busy=true]');
const settle = async (page: Page) => expect.poll(() => busy(page).count()).toBe(0);
/** How many members GET /members counts for `query` (every member, company owners included, when empty). */
const count = async (query = '') =>
  (await e2e.data<{ pagination: { dataCount: number } }>(`members?limit=1${query ? `&${query}` : ''}`)).pagination.dataCount;
const summary = (page: Page) => page.locator('nav[aria-label=Pagination]').locator('xpath=..').locator('p').textContent();

describe('customers: the status filter', () => {
  it('Status: Disabled lists only disabled members, kept in the URL; All and Clear filters bring everyone back', async () => {
    const { page } = await e2e.open('/customers?business=1', { lang: 'en' });
    await rows(page).first().waitFor();
    const disabled = await count('enabled=false');
    expect(disabled).toBeGreaterThan(0);

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Disabled' });
    await page.waitForURL((u) => u.searchParams.get('enabled') === 'false');
    await settle(page);
    await expect.poll(() => summary(page)).toMatch(new RegExp(`of ${disabled} results?$`));
    const badges = await page.locator('[data-part=list-table] tbody td[data-col=status]').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    // Not enabled: disabled, or never activated (issue 39/38: its badge reads Pending activation).
    badges.forEach((b) => expect(b).toMatch(/Disabled|Pending activation/));

    await page.reload();
    await rows(page).first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('disabled');
    await expect.poll(() => summary(page)).toMatch(new RegExp(`of ${disabled} results?$`));

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Enabled' });
    await page.waitForURL((u) => u.searchParams.get('enabled') === 'true');
    await settle(page);
    await expect
      .poll(() => page.locator('[data-part=list-table] tbody td[data-col=status]').allTextContents(), { message: 'only enabled rows' })
      .toSatisfy((bs: string[]) => bs.length > 0 && bs.every((b) => b.includes('Enabled')));

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((u) => !u.searchParams.has('enabled'));
    await settle(page);
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('all');
    await expect.poll(() => summary(page)).toMatch(new RegExp(`of ${await count()} results?$`));
  });

  it('in Italian the filter reads Stato: Tutti / Abilitato / Disabilitato', async () => {
    const { page } = await e2e.open('/customers?enabled=false&business=1', { lang: 'it' });
    await rows(page).first().waitFor();
    const status = page.getByRole('combobox', { name: 'Stato' });
    expect(await status.inputValue()).toBe('disabled');
    // The select's options carry their text as their label attribute.
    expect(await status.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).label))).toEqual([
      'Tutti',
      'Abilitato',
      'Disabilitato',
    ]);
  });
});

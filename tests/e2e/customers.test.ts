import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/browser.js';
import { useE2E, type Mode } from '../helpers/e2e.js';

const e2e = useE2E();

async function open(path: string, opts: { mode?: Mode } = {}) {
  const opened = await e2e.open(path, { lang: 'en', mode: opts.mode ?? 'light', viewport: { width: 1400, height: 900 } });
  await opened.page.locator('[data-part=list-table] tbody tr[data-row]').first().waitFor();
  return opened;
}
const rows = (page: Page) => page.locator('[data-part=list-table] tbody tr[data-row]');
const col = (page: Page, id: string) => page.locator(`[data-part=list-table] tbody td[data-col=${id}]`).allTextContents();
const summary = (page: Page) => page.locator('nav[aria-label=Pagination]').locator('xpath=..').locator('p').textContent();
async function settle(page: Page) {
  await page.waitForFunction(() => {
    const find = (root: Document | ShadowRoot): Element | null => {
      const hit = root.querySelector('[data-part=list-table]');
      if (hit) return hit;
      for (const el of root.querySelectorAll('*'))
        if (el.shadowRoot) {
          const r = find(el.shadowRoot);
          if (r) return r;
        }
      return null;
    };
    return find(document)?.getAttribute('aria-busy') !== 'true';
  });
}
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
  await settle(page);
}
const api = (path: string) =>
  e2e.data<{
    data: { id: number; username: string; firstName: string; lastName: string; enabled: boolean; role: { name: string } | null }[];
    pagination: { dataCount: number; pageCount: number };
  }>(path);

describe('<admin-customers> in <admin-app>', () => {
  it('defaults: business off (withoutCompanies), username asc, 10 rows, summary and window', async () => {
    const { page } = await open('/customers');
    const expected = await api('members?withoutCompanies=true&orderBy=username&orderDirection=asc&limit=10');
    expect(await rows(page).count()).toBe(10);
    const names = await col(page, 'name');
    expect(names[0]).toContain(`@${expected.data[0]!.username}`);
    expect(await page.locator('th[data-col=company]').count()).toBe(0);
    expect(await summary(page)).toBe(`Showing 1 to 10 of ${expected.pagination.dataCount} results`);
    const pages = await page.locator('nav[aria-label=Pagination] button[aria-label^=Page]').allTextContents();
    expect(pages.length).toBeLessThanOrEqual(5);
    expect(pages[0]).toBe('1');
  });

  it('business toggle on shows the company column with product links; clear filters turns it on', async () => {
    const { page } = await open('/customers');
    await page.locator('[data-scope=switch][data-part=control]').click();
    await settle(page);
    expect(page.url()).toContain('business=1');
    await page.locator('th[data-col=company]').waitFor();
    const link = page.locator('td[data-col=company] a').first();
    expect(await link.getAttribute('href')).toMatch(/^\/products\?companyId=\d+$/);
    await page.locator('[data-scope=switch][data-part=control]').click();
    await settle(page);
    expect(await page.locator('th[data-col=company]').count()).toBe(0);
    // Nothing narrows the list: nothing to clear (round 8). A filter, then Clear filters, which also turns the toggle on.
    expect(await page.getByRole('button', { name: 'Clear filters' }).count()).toBe(0);
    await pick(page, 'Country', 'Spain');
    await settle(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await settle(page);
    await page.locator('th[data-col=company]').waitFor();
    expect(page.url()).not.toContain('country=');
  });

  it('filters by username and country, sorts, changes page size, and keeps it all in the URL (reload, Back)', async () => {
    const { page } = await open('/customers');
    await pick(page, 'Country', 'Spain');
    expect(page.url()).toContain('country=ES');
    const countries = await col(page, 'country');
    expect(countries.length).toBeGreaterThan(0);
    countries.forEach((c) => expect(c).toContain('ES'));
    await pick(page, 'Sort by', 'City');
    await pick(page, 'Direction', 'Descending');
    const expected = await api('members?withoutCompanies=true&country=ES&orderBy=city&orderDirection=desc&limit=5');
    await pick(page, 'Rows per page', '5');
    expect(await rows(page).count()).toBe(Math.min(5, expected.pagination.dataCount));
    expect((await col(page, 'name'))[0]).toContain(`@${expected.data[0]!.username}`);
    expect(page.url()).toMatch(/sort=city/);
    expect(page.url()).toMatch(/dir=desc/);
    expect(page.url()).toMatch(/size=5/);
    await page.reload();
    await rows(page).first().waitFor();
    expect((await col(page, 'name'))[0]).toContain(`@${expected.data[0]!.username}`);
    await page.goBack();
    await settle(page);
    expect(page.url()).not.toMatch(/size=5/);
    expect(await rows(page).count()).toBe(Math.min(10, expected.pagination.dataCount));
    const prefix = expected.data[0]!.username.slice(0, 4);
    // The search matches a username or the start of an e-mail (tests/server/members-email-search): the rows
    // shown are the server's answer to the list's call with it, in its order.
    const answer = page.waitForResponse((r) => {
      const q = new URL(r.url()).searchParams;
      return /\/v1\/members\?/.test(r.url()) && q.get('username') === prefix && q.get('page') === '1' && q.get('limit') !== '1';
    });
    await page.getByLabel('Username').fill(prefix);
    await page.waitForURL(/username=/);
    const found = ((await (await answer).json()) as { data: { data: { username: string }[] } }).data;
    await settle(page);
    expect(found.data.length).toBeGreaterThan(0);
    await expect.poll(() => col(page, 'name')).toEqual(found.data.map((m) => expect.stringContaining(`@${m.username}`)));
  });

  it('pagination: next page, window and summary', async () => {
    const { page } = await open('/customers?size=5');
    const total = (await api('members?withoutCompanies=true&limit=5')).pagination;
    await page.getByRole('button', { name: 'Page 3' }).click();
    await settle(page);
    expect(await summary(page)).toBe(`Showing 11 to 15 of ${total.dataCount} results`);
    expect(page.url()).toContain('page=3');
    const pages = await page.locator('nav[aria-label=Pagination] button[aria-label^=Page]').allTextContents();
    expect(pages).toEqual(['1', '2', '3', '4', '5']);
    await page.getByRole('button', { name: 'Next' }).click();
    await settle(page);
    expect(await summary(page)).toBe(`Showing 16 to 20 of ${total.dataCount} results`);
    await page.goBack();
    await settle(page);
    expect(await summary(page)).toBe(`Showing 11 to 15 of ${total.dataCount} results`);
  });

  it('pagination: First and Last pages (issue 40), and three numbers on a phone', async () => {
    const { page } = await open('/customers?size=5');
    const total = (await api('members?withoutCompanies=true&limit=5')).pagination;
    const first = page.getByRole('button', { name: 'First page' });
    const last = page.getByRole('button', { name: 'Last page' });
    expect(await first.isDisabled()).toBe(true);
    await last.click();
    await settle(page);
    const from = (total.pageCount - 1) * 5 + 1;
    expect(await summary(page)).toBe(`Showing ${from} to ${total.dataCount} of ${total.dataCount} results`);
    expect(page.url()).toContain(`page=${total.pageCount}`);
    expect(await last.isDisabled()).toBe(true);
    // The last page's rows are the server's last page (read from the end by the server).
    const expected = await api(`members?withoutCompanies=true&limit=5&page=${total.pageCount}`);
    expect(await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row')))).toEqual(
      expected.data.map((m) => String(m.id)),
    );
    await first.focus();
    await page.keyboard.press('Enter');
    await settle(page);
    expect(await summary(page)).toBe(`Showing 1 to 5 of ${total.dataCount} results`);
    await page.setViewportSize({ width: 390, height: 844 });
    const numbers = page.locator('nav[aria-label=Pagination] button[aria-label^=Page]');
    await expect
      .poll(() => numbers.evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent).map((el) => el.textContent)))
      .toEqual(['1', '2', '3']);
    expect(await first.isVisible()).toBe(true);
    expect(await last.isVisible()).toBe(true);
    // At 320: First, Previous, three numbers, Next and Last on one line.
    await page.setViewportSize({ width: 320, height: 700 });
    const tops = () =>
      page
        .locator('nav[aria-label=Pagination] button')
        .evaluateAll((els) => [
          ...new Set(els.filter((el) => (el as HTMLElement).offsetParent).map((el) => Math.round(el.getBoundingClientRect().top))),
        ]);
    await expect.poll(async () => (await tops()).length).toBe(1);
  });

  it('enable/disable availability: enable off when enabled; disable off for admins and disabled members', async () => {
    const { page } = await open('/customers?business=1&username=ada.rossi');
    const adminRow = rows(page).first();
    await adminRow.getByRole('button', { name: /^Actions for/ }).click();
    expect(await page.getByRole('menuitem', { name: 'Enable' }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('menuitem', { name: 'Disable' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Escape');
    const disabled = (await api('members?limit=100')).data.find((m) => !m.enabled)!;
    await page.goto(e2e.url(`/customers?business=1&username=${disabled.username}`));
    await page
      .locator(`tr[data-row="${disabled.id}"]`)
      .getByRole('button', { name: /^Actions for/ })
      .click();
    expect(await page.getByRole('menuitem', { name: 'Enable' }).getAttribute('aria-disabled')).toBeNull();
    expect(await page.getByRole('menuitem', { name: 'Disable' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('disables then re-enables a member (toast, event, list refreshed)', async () => {
    const { page } = await open('/customers');
    const first = (await api('members?withoutCompanies=true&limit=10')).data.find((m) => m.enabled && m.role?.name !== 'admin')!;
    await page.evaluate(
      `window.__events = []; for (const n of ['admin-member-enabled','admin-member-disabled']) document.addEventListener(n, (e) => window.__events.push([n, e.detail.memberId]))`,
    );
    const row = page.locator(`tr[data-row="${first.id}"]`);
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await page
      .locator('[data-scope=toast][data-part=root]')
      .filter({ hasText: `${first.firstName} ${first.lastName} disabled` })
      .waitFor();
    await row.locator('[data-tone=danger]').waitFor();
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Enable' }).click();
    await row.locator('[data-tone=success]').waitFor();
    expect(await page.evaluate('window.__events')).toEqual([
      ['admin-member-disabled', first.id],
      ['admin-member-enabled', first.id],
    ]);
  });

  it('axe: no serious or critical violations, light and dark', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const { context, page } = await open('/customers', { mode });
      expect(await runAxe(page)).toEqual([]);
      await context.close();
    }
  });
});

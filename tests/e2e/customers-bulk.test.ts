import { describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/browser.js';
import { useE2E, type Mode, downloadText } from '../helpers/e2e.js';

const e2e = useE2E();

const context = (mode: Mode = 'light') => e2e.newContext({ lang: 'en', mode, viewport: { width: 1400, height: 900 } });
async function open(path: string) {
  const opened = await e2e.open(path, { lang: 'en', viewport: { width: 1400, height: 900 } });
  await opened.page.locator('[data-part=list-table] tbody tr[data-row]').first().waitFor();
  return opened;
}
type Row = { id: number; username: string; enabled: boolean; pending?: boolean; email: string; role: { name: string } | null };
const api = (path: string) => e2e.data<{ data: Row[]; pagination: { dataCount: number } }>(path);
const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('customers: CSV export', () => {
  it('exports this page: visible columns in order, English headers, 10 rows', async () => {
    const { page } = await open('/customers');
    const expected = await api('members?withoutCompanies=true&limit=10');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe('customers.csv');
    const lines = csvLines(await downloadText(download));
    expect(lines[0]).toBe('Name,Email,Phone,Country,Status');
    expect(lines).toHaveLength(11);
    expect(lines[1]).toContain(expected.data[0]!.email);
  });

  it('exports every matching row (paged through the API), with the company column when business is on', async () => {
    const { page } = await open('/customers?business=1');
    const total = (await api('members?limit=1')).pagination.dataCount;
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await page.locator('[data-scope=radio-group][data-part=item]', { hasText: 'Every matching row' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
    const lines = csvLines(await downloadText(download));
    expect(lines[0]).toBe('Name,Company,Email,Phone,Country,Status');
    expect(lines).toHaveLength(total + 1);
    // phone numbers starting with + are protected against formula injection
    expect(lines.some((l) => l.includes(",'+"))).toBe(true);
  });
});

describe('customers: bulk enable/disable', () => {
  it('disables the page with one injected failure, reports it, and retries the failed one', async () => {
    const { page } = await open('/customers?business=1&size=20');
    const list = (await api('members?limit=20')).data;
    const victim = list.find((m) => m.enabled && m.role?.name !== 'admin')!;
    const admins = list.filter((m) => m.role?.name === 'admin').length;
    // Already disabled (not pending): skipped, neither called nor counted as disabled (round 7).
    const already = list.filter((m) => !m.enabled && !m.pending && m.role?.name !== 'admin').length;
    let fail = true;
    await page.route('**/v1/members/disable', async (route) => {
      const body = route.request().postDataJSON() as { memberId: number };
      if (fail && body.memberId === victim.id)
        return route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 409, message: 'Injected failure' }),
        });
      return route.continue();
    });
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByText('20 selected').waitFor();
    const skipped = admins + already;
    // A bulk disable asks first, with the count it will change and the rows it leaves (issue 38, round 8).
    const disableSelected = page.getByRole('button', { name: 'Disable selected' });
    await disableSelected.click();
    const question = page.locator('[data-part=bulk-question]');
    await question.waitFor();
    expect(await question.textContent()).toBe(
      `Disable ${20 - skipped} members? They can no longer sign in to the app until an administrator enables them again.`,
    );
    if (skipped) await page.getByText(new RegExp(`^${skipped} selected members? (is|are) left unchanged`)).waitFor();
    expect(await runAxe(page)).toEqual([]);
    // Cancel changes nothing and gives the focus back to the button that asked.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'detached' });
    await expect.poll(() => disableSelected.evaluate((el) => (el.getRootNode() as Document).activeElement === el)).toBe(true);
    expect((await api('members?limit=20')).data.filter((m) => m.enabled).length).toBe(list.filter((m) => m.enabled).length);
    await disableSelected.click();
    await page.getByRole('button', { name: `Disable ${20 - skipped} members` }).click();
    const summary = page.locator('[data-part=bulk-summary]');
    await summary.waitFor();
    expect(await summary.textContent()).toBe(`${20 - skipped - 1} members disabled, 1 failed${skipped ? `, ${skipped} skipped` : ''}`);
    expect(await page.locator('[data-part=bulk-failed]').textContent()).toContain('Injected failure');
    if (admins) expect(await page.locator('[data-part=bulk-skipped]').textContent()).toContain('administrators are never disabled');
    if (already) expect(await page.locator('[data-part=bulk-skipped]').textContent()).toContain('already disabled');
    fail = false;
    // A run where nothing fails ends in a toast, as a row's action does (design round 9): the dialog goes.
    const toast = page.locator('[data-scope=toast][data-part=root]');
    await page.getByRole('button', { name: 'Retry 1 failed' }).click();
    await toast.filter({ hasText: '1 member disabled' }).waitFor();
    await page.locator('[data-part=bulk-report]').waitFor({ state: 'detached' });
    expect((await api('members?limit=20')).data.filter((m) => m.enabled).length).toBe(admins);
    // select every matching row and enable them all again
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    const total = (await api('members?limit=1')).pagination.dataCount;
    await page.getByRole('button', { name: `Select all ${total} matching rows` }).click();
    // Only those not enabled are enabled; the enabled ones are said apart (the server would change nothing).
    const off = (await api('members?enabled=false&limit=1')).pagination.dataCount;
    await page.getByRole('button', { name: 'Enable selected' }).click();
    await toast.filter({ hasText: `${off} members enabled · ${total - off} skipped` }).waitFor();
  });
});

describe('keyboard', () => {
  it("'/' focuses the search, arrows move between rows, Enter opens the row (its drawer), Shift+F10 its menu", async () => {
    const { page } = await open('/customers');
    await page.locator('h1').click();
    await page.keyboard.press('/');
    expect(await page.evaluate(`document.querySelector('admin-app').shadowRoot.activeElement.getAttribute('data-list-search')`)).toBe('');
    const rows = page.locator('tr[data-row]');
    await rows.first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await rows.nth(1).evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    expect(await rows.nth(1).getAttribute('tabindex')).toBe('0');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/customers/${await rows.nth(1).getAttribute('data-row')}`);
    await page.locator('[role=dialog][data-drawer=member]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('[role=dialog][data-drawer=member]').waitFor({ state: 'detached' });
    await page.keyboard.press('Shift+F10');
    await page.getByRole('menuitem', { name: 'Disable' }).waitFor();
  });
});

describe('panels alone on a plain page', () => {
  it('customers and business side by side keep their own prefixed URL state; axe clean light and dark', async () => {
    for (const mode of ['light', 'dark'] as const) {
      const ctx = await context(mode);
      const page = await ctx.newPage();
      await page.route('**/embed.html*', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><title>Embed</title><script type="module" src="/assets/index.js"></script></head><body><main><admin-customers lang="en" url-state="push"></admin-customers><admin-business lang="en" url-state="push"></admin-business></main></body></html>`,
        }),
      );
      await page.goto(e2e.url('/embed.html?c.size=5&b.size=20'));
      await page.locator('admin-customers tr[data-row]').first().waitFor();
      await page.locator('admin-business tr[data-row]').first().waitFor();
      expect(await page.locator('admin-customers tr[data-row]').count()).toBe(5);
      expect(await page.locator('admin-business tr[data-row]').count()).toBe(20);
      await page.locator('admin-customers').getByRole('button', { name: 'Page 2' }).click();
      await page.waitForURL(/c\.page=2/);
      expect(page.url()).toContain('b.size=20');
      expect(page.url()).not.toContain('b.page');
      const violations = await runAxe(page);
      expect(violations, JSON.stringify(violations, null, 1)).toEqual([]);
      await ctx.close();
    }
  });
});

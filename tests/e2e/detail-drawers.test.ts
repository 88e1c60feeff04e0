// Issue 16, item 4: member and company detail drawers with their own URL (/customers/42, /business/7; the
// panel's URL state when embedded), opened from a row's name (a real link) or Enter on the row.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/browser.js';
import { useE2E, type Lang, type Mode } from '../helpers/e2e.js';

const e2e = useE2E({ warmUp: '/login' });

type Member = {
  id: number;
  username: string;
  email: string;
  enabled: boolean;
  role: { name: string } | null;
  companies: { id: number; name: string }[];
};
type Company = {
  id: number;
  name: string;
  vat: string | null;
  member: { id: number; username: string | null; firstName?: string | null; lastName?: string | null; enabled: boolean };
  branches: { id: number; name: string; city: string | null }[];
};
type Paged<T> = { data: T[]; pagination: { dataCount: number } };

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const members = (query: string) => e2e.data<Paged<Member>>(`members?${query}`);
const companies = (query: string) => e2e.data<Paged<Company>>(`companies?${query}`);

/** The element that has the focus, through shadow roots: tag, data-row of its row, text. */
const focused = (page: Page) =>
  page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    if (!el) return null;
    const tr = el.closest('tr[data-row]');
    return { tag: el.tagName.toLowerCase(), row: tr ? tr.getAttribute('data-row') : null, text: (el.textContent || '').trim().slice(0, 60), title: el.hasAttribute('data-page-title') };
  })()`) as Promise<{ tag: string; row: string | null; text: string; title: boolean } | null>;

const drawer = (page: Page, kind: 'member' | 'company') => page.locator(`[role=dialog][data-drawer=${kind}]`);

async function openList(path: string, opts: { lang?: Lang; mode?: Mode; viewport?: { width: number; height: number } } = {}) {
  const opened = await e2e.open(path, {
    lang: opts.lang ?? 'en',
    ...(opts.mode ? { mode: opts.mode } : {}),
    viewport: opts.viewport ?? DESKTOP,
  });
  await opened.page.locator('admin-app [data-part=list-table] tbody tr[data-row]').first().waitFor();
  return opened;
}

/** No violations of axe (serious and critical), with the detail in the message. */
async function expectAxeClean(page: Page, what: string) {
  const v = await runAxe(page);
  expect(v, `${what}: ${JSON.stringify(v, null, 1)}`).toEqual([]);
}

/** The drawer's box and whether anything inside it is wider than it (no sideways scrolling). */
const layout = (d: Locator) =>
  d.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const wide = [...el.querySelectorAll('*')]
      .filter((n) => n.getBoundingClientRect().right > r.right + 0.5)
      .map((n) => n.tagName + '.' + (n.getAttribute('data-part') ?? ''));
    return { x: r.x, y: r.y, width: r.width, height: r.height, overflowX: el.scrollWidth > el.clientWidth + 1, wide: wide.slice(0, 5) };
  });

describe('member drawer', () => {
  it('opens from the row name at /customers/<id>, shows the fields; disabling it there updates the drawer and the row', async () => {
    const list = await members('withoutCompanies=true&orderBy=username&orderDirection=asc&limit=10');
    const m = list.data.find((x) => x.enabled && x.role?.name !== 'admin')!;
    const { page } = await openList('/customers');
    const row = page.locator(`admin-app tr[data-row="${m.id}"]`);
    const link = row.locator('td[data-col=name] a');
    expect(await link.getAttribute('href')).toBe(`/customers/${m.id}`);
    await link.click();
    await page.waitForURL((u) => u.pathname === `/customers/${m.id}`);
    const d = drawer(page, 'member');
    await d.locator('[data-part=member-fields]').waitFor();
    // Named by its heading, which has the focus.
    const title = d.locator('h2');
    expect(await d.getAttribute('aria-labelledby')).toBe(await title.getAttribute('id'));
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h2' });
    const text = (await d.textContent()) ?? '';
    for (const s of [
      m.email,
      `@${m.username}`,
      'Email',
      'Phone',
      'Country',
      'Region',
      'Province',
      'City',
      'ZIP code',
      'Role',
      'Account',
      'Created',
      'Last seen',
      'Companies',
      'History',
    ])
      expect(text, s).toContain(s);
    const detail = await e2e.data<{ createdAt: string; activated: boolean }>(`members/${m.id}`);
    expect(await d.locator('[data-field=createdAt] time').getAttribute('datetime')).toBe(detail.createdAt);
    expect(await d.locator('[data-field=activation] dd').textContent()).toBe(detail.activated ? 'Activated' : 'Not activated');

    await d.locator('[data-part=member-disable]').click();
    await d.locator('[data-part=member-state][data-enabled=false]').waitFor();
    expect(await d.locator('[data-part=member-state]').textContent()).toContain('Disabled');
    await d.locator('[data-part=member-enable]').waitFor();
    // The history shows the change as a sentence of the activity panel.
    await d.locator('[data-part=history-event][data-action="member.disabled"]').first().waitFor();
    expect(await d.locator('[data-part=history-event]').first().textContent()).toMatch(/disabled/);
    expect(await d.locator('[data-part=history-all]').getAttribute('href')).toBe(`/activity?targetType=member&targetId=${m.id}`);
    // The row behind it too.
    await row.locator('[data-part=member-state][data-enabled=false]').waitFor({ state: 'attached' });
    expect((await e2e.data<Member>(`members/${m.id}`)).enabled).toBe(false);

    // Undo in the success toast: the drawer stays open (a click on a toast is not a click outside) and follows.
    await page.locator('admin-app [data-scope=toast]').getByRole('button', { name: 'Undo' }).click();
    await d.locator('[data-part=member-state][data-enabled=true]').waitFor();
    await d.locator('[data-part=member-disable]').waitFor();
    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'detached' });
    await page.waitForURL((u) => u.pathname === '/customers');
    await row.locator('[data-part=member-state][data-enabled=true]').waitFor();
  });

  it('lists the companies of a member (each a link to /business/<id>) with their branches; an administrator cannot be disabled', async () => {
    const owner = (await members('limit=100')).data.find((x) => x.companies.length > 0)!;
    const company = await e2e.data<Company>(`companies/${owner.companies[0]!.id}`);
    const { page } = await openList(`/customers/${owner.id}`);
    const d = drawer(page, 'member');
    const item = d.locator(`[data-part=member-company][data-company="${company.id}"]`);
    await item.locator('[data-part=member-branch]').first().waitFor();
    expect(await item.locator('a').getAttribute('href')).toBe(`/business/${company.id}`);
    expect(await item.locator('[data-part=member-branch]').count()).toBe(company.branches.length);
    const first = (await item.locator('[data-part=member-branch]').first().textContent()) ?? '';
    expect(first).toContain(company.branches[0]!.name);
    if (company.branches[0]!.city) expect(first).toContain(company.branches[0]!.city);
    // The company link opens the company drawer over the business list.
    await item.locator('a').click();
    await page.waitForURL((u) => u.pathname === `/business/${company.id}`);
    await drawer(page, 'company').locator('[data-part=company-fields]').waitFor();

    const admin = (await members('limit=100')).data.find((x) => x.role?.name === 'admin')!;
    await page.goto(e2e.url(`/customers/${admin.id}`));
    await drawer(page, 'member').locator('[data-part=member-status]').waitFor();
    expect(await drawer(page, 'member').locator('[data-part=member-disable]').count()).toBe(0);
    expect(await drawer(page, 'member').locator('[data-part=member-status]').textContent()).toContain(
      'An administrator is not disabled from Customers: see Team.',
    );
  });

  it('Enter on a focused row opens it; Escape closes, back to /customers with the focus on that row; Shift+F10 still opens the row menu', async () => {
    const { page } = await openList('/customers?page=2');
    const rows = page.locator('admin-app tr[data-row]');
    const second = rows.nth(1);
    const id = await second.getAttribute('data-row');
    await rows.first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === `/customers/${id}` && u.search === '?page=2');
    await drawer(page, 'member').locator('[data-part=member-fields]').waitFor();
    await page.keyboard.press('Escape');
    await drawer(page, 'member').waitFor({ state: 'detached' });
    await page.waitForURL((u) => u.pathname === '/customers' && u.search === '?page=2');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'tr', row: id });
    // The row menu is one key away.
    await page.keyboard.press('Shift+F10');
    await page.locator('admin-app [role=menu][data-state=open]').waitFor();
    await page.keyboard.press('Escape');

    // Opened by a click on the name: the close button returns the focus to that link.
    const link = second.locator('td[data-col=name] a');
    await link.click();
    await drawer(page, 'member').locator('[data-part=member-fields]').waitFor();
    await drawer(page, 'member').getByRole('button', { name: 'Close' }).click();
    await drawer(page, 'member').waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'a', row: id });
    // And a click on the backdrop closes it too.
    await link.click();
    await drawer(page, 'member').locator('[data-part=member-fields]').waitFor();
    await page.mouse.click(20, 400);
    await drawer(page, 'member').waitFor({ state: 'detached' });
    await page.waitForURL((u) => u.pathname === '/customers');
  });

  it('opened from its URL, closing leaves the list URL in place and puts the focus on the list heading', async () => {
    const m = (await members('withoutCompanies=true&limit=10')).data[3]!;
    const { page } = await openList(`/customers/${m.id}`);
    await drawer(page, 'member').locator('[data-part=member-fields]').waitFor();
    await page.keyboard.press('Escape');
    await drawer(page, 'member').waitFor({ state: 'detached' });
    await page.waitForURL((u) => u.pathname === '/customers');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', title: true, text: 'Customers' });
  });

  it("reaches the window's edge at 1280 px: no bare strip where the page keeps its scrollbar's room, and the page does not move", async () => {
    const m = (await members('withoutCompanies=true&limit=10')).data[2]!;
    const { page } = await openList('/customers');
    const title = page.locator('admin-app h1');
    const before = (await title.boundingBox())!;
    // The standalone page keeps its scrollbar's room (scrollbar-gutter: stable): that room is there to test.
    const room = (await page.evaluate('innerWidth - document.documentElement.getBoundingClientRect().width')) as number;
    expect(room).toBeGreaterThan(0);
    await page.locator(`admin-app tr[data-row="${m.id}"] a`).first().click();
    await drawer(page, 'member').locator('[data-part=member-fields]').waitFor();
    // Polled: the drawer slides in (160 ms).
    await expect
      .poll(() =>
        page.evaluate(`(() => {
      const root = document.querySelector('admin-app').shadowRoot;
      const right = (sel) => Math.round(root.querySelector(sel).getBoundingClientRect().right);
      return { drawer: right('[data-drawer]'), backdrop: right('[data-scope=dialog][data-part=backdrop]'), window: innerWidth };
    })()`),
      )
      .toEqual({ drawer: 1280, backdrop: 1280, window: 1280 });
    expect((await title.boundingBox())!.x).toBe(before.x);
    await page.keyboard.press('Escape');
    await drawer(page, 'member').waitFor({ state: 'detached' });
    expect(await page.evaluate('innerWidth - document.documentElement.getBoundingClientRect().width')).toBe(room);
  });

  it('says when the member no longer exists (404), and offers Retry after an error', async () => {
    const { page } = await openList('/customers/999999');
    await drawer(page, 'member').locator('[data-part=member-gone]').waitFor();
    expect(await drawer(page, 'member').textContent()).toContain('This member no longer exists');

    const m = (await members('withoutCompanies=true&limit=10')).data[2]!;
    let fail = true;
    await page.route(`**/v1/members/${m.id}`, (route) =>
      fail ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }) : route.fallback(),
    );
    await page.goto(e2e.url(`/customers/${m.id}`));
    const retry = drawer(page, 'member').getByRole('button', { name: 'Retry' });
    await retry.waitFor({ timeout: 20_000 });
    fail = false;
    await retry.click();
    await drawer(page, 'member').locator('[data-part=member-fields]').waitFor();
    expect(await drawer(page, 'member').textContent()).toContain(m.email);
  });
});

describe('company drawer', () => {
  it('loaded at /business/<id>: fields, branches with opening hours, a link to its owner and to its products', async () => {
    const c = (await companies('limit=20')).data.find((x) => x.branches.length > 1) ?? (await companies('limit=20')).data[0]!;
    const { page } = await openList(`/business/${c.id}`);
    const d = drawer(page, 'company');
    await d.locator('[data-part=company-fields]').waitFor();
    expect(await d.locator('h2').textContent()).toBe(c.name);
    expect(await d.locator('[data-part=branch]').count()).toBe(c.branches.length);
    const branch = (await d.locator('[data-part=branch]').first().textContent()) ?? '';
    expect(branch).toContain(c.branches[0]!.name);
    expect(branch).toContain('Monday');
    expect(await d.locator('[data-part=company-products]').getAttribute('href')).toBe(`/products?companyId=${c.id}`);
    const owner = d.locator('[data-part=company-owner]');
    expect(await owner.getAttribute('href')).toBe(`/customers/${c.member.id}`);
    expect(await d.locator('[data-part=company-state]').textContent()).toBe(c.member.enabled ? 'Active' : 'Disabled');
    // The business row's name is the link to it.
    expect(await page.locator(`admin-app tr[data-row="${c.id}"] td[data-col=name] a`).getAttribute('href')).toBe(`/business/${c.id}`);
    await owner.click();
    await page.waitForURL((u) => u.pathname === `/customers/${c.member.id}`);
    await drawer(page, 'member').locator('[data-part=member-fields]').waitFor();
  });

  it('enables and disables the owner from the drawer; the toast names company and owner; the row follows', async () => {
    const c = (await companies('limit=10')).data.find((x) => x.member.enabled)!;
    const { page } = await openList('/business');
    await page.locator(`admin-app tr[data-row="${c.id}"] td[data-col=name] a`).click();
    await page.waitForURL((u) => u.pathname === `/business/${c.id}`);
    const d = drawer(page, 'company');
    await d.locator('[data-part=company-disable]').click();
    await d.locator('[data-part=company-state][data-enabled=false]').waitFor();
    // The toast names the company and its owner (issue 38), not "Owner disabled".
    const owner = [c.member.firstName, c.member.lastName].filter(Boolean).join(' ') || c.member.username;
    await page.locator('admin-app [data-scope=toast][data-part=root]', { hasText: `“${c.name}” disabled (owner: ${owner})` }).waitFor();
    await d.locator('[data-part=history-event][data-action="member.disabled"]').first().waitFor();
    await page.locator(`admin-app tr[data-row="${c.id}"] td[data-col=status]`, { hasText: 'Disabled' }).waitFor({ state: 'attached' });
    await d.locator('[data-part=company-enable]').click();
    await d.locator('[data-part=company-state][data-enabled=true]').waitFor();
    await d.locator('[data-part=history-event][data-action="member.enabled"]').first().waitFor();
    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'a', row: String(c.id) });
  });
});

describe('company history', () => {
  it("shows its products' events beside its owner's; Full history opens the activity panel on that company", async () => {
    // A company with products; one of them deleted and restored through the API, as another admin might have.
    let found: { c: Company; product: { id: number; name: string } } | undefined;
    for (const c of (await companies('limit=20')).data) {
      const product = (await e2e.data<Paged<{ id: number; name: string }>>(`products?companyId=${c.id}&page=1&limit=1`)).data[0];
      if (product) {
        found = { c, product };
        break;
      }
    }
    const { c, product } = found!;
    expect((await e2e.api(`products/${product.id}`, { method: 'DELETE' })).status).toBeLessThan(300);
    expect((await e2e.api(`products/${product.id}/restore`, { method: 'POST' })).status).toBeLessThan(300);
    const { page } = await e2e.open(`/business/${c.id}`, { lang: 'en', viewport: DESKTOP });
    const d = drawer(page, 'company');
    const restored = d.locator('[data-part=history-event][data-action="product.restored"]');
    await restored.first().waitFor();
    expect(await restored.first().textContent()).toContain(product.name);
    await d.locator('[data-part=history-event][data-action="product.deleted"]').first().waitFor();
    expect(await d.locator('[data-part=history-all]').getAttribute('href')).toBe(`/activity?companyId=${c.id}`);
    await d.locator('[data-part=history-all]').click();
    await page.waitForURL((u) => u.pathname === '/activity' && u.searchParams.get('companyId') === String(c.id));
    const chip = page.locator('admin-app [data-part=activity-one-company]');
    await chip.waitFor();
    // Named, not numbered (round 10).
    await expect.poll(() => chip.textContent()).toContain(`History of ${c.name}: the company, its owner and its products`);
    await page.locator('admin-app [data-part=activity-list] [data-action="product.restored"]').first().waitFor();
    await chip.getByRole('button', { name: 'Show everything' }).click();
    await chip.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('companyId')).toBe(false);
  });
});

describe('embedded panels', () => {
  const PANELS = `<!doctype html><html lang="en"><head><title>Embed</title><script type="module" src="/assets/index.js"></script></head><body><main><admin-customers lang="en" url-state="push"></admin-customers><admin-business lang="en" url-state="push"></admin-business></main></body></html>`;

  it('keep the open drawer in the panel URL state (c.member, b.company): shareable, Back and Escape close it', async () => {
    const context = await e2e.newContext({ lang: 'en', viewport: DESKTOP });
    const page = await context.newPage();
    await page.route('**/embed.html*', (route) => route.fulfill({ contentType: 'text/html', body: PANELS }));
    await page.goto(e2e.url('/embed.html?c.size=5'));
    const row = page.locator('admin-customers tr[data-row]').nth(1);
    await row.waitFor();
    await page.locator('admin-business tr[data-row]').first().waitFor();
    const id = (await row.getAttribute('data-row'))!;
    const link = row.locator('td[data-col=name] a');
    const href = (await link.getAttribute('href'))!;
    expect(href).toBe(`/embed.html?c.size=5&c.member=${id}`);
    await link.click();
    await page.waitForURL((u) => u.searchParams.get('c.member') === id);
    const d = page.locator('admin-customers [role=dialog][data-drawer=member]');
    await d.locator('[data-part=member-fields]').waitFor();
    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'detached' });
    await page.waitForURL((u) => !u.searchParams.has('c.member'));
    expect(new URL(page.url()).searchParams.get('c.size')).toBe('5');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'a', row: id });

    // The shared URL opens it, in the other panel as well.
    const c = (await companies('limit=5')).data[0]!;
    await page.goto(e2e.url(`/embed.html?b.company=${c.id}`));
    const cd = page.locator('admin-business [role=dialog][data-drawer=company]');
    await cd.locator('[data-part=company-fields]').waitFor();
    expect(await cd.locator('h2').textContent()).toBe(c.name);
    await page.keyboard.press('Escape');
    await cd.waitFor({ state: 'detached' });
    await page.waitForURL((u) => !u.searchParams.has('b.company'));

    // Opened from its row, Back closes it.
    await page.locator('admin-business tr[data-row] td[data-col=name] a').first().click();
    await page.waitForURL((u) => u.searchParams.has('b.company'));
    await cd.locator('[data-part=company-fields]').waitFor();
    await page.goBack();
    await cd.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('b.company')).toBe(false);
  });
});

describe('accessibility and layout', () => {
  it('axe finds nothing with either drawer open, light and dark, in both languages', async () => {
    const m = (await members('limit=100')).data.find((x) => x.companies.length > 0)!;
    const c = (await companies('limit=5')).data[0]!;
    for (const mode of ['light', 'dark'] as const)
      for (const lang of ['en', 'it'] as const) {
        const { page } = await openList(`/customers/${m.id}`, { mode, lang });
        await drawer(page, 'member').locator('[data-part=member-branch]').first().waitFor();
        await drawer(page, 'member').locator('[data-part=entity-history] ol, [data-part=entity-history] p').first().waitFor();
        await expectAxeClean(page, `member ${lang} ${mode}`);
        await page.goto(e2e.url(`/business/${c.id}`));
        await drawer(page, 'company').locator('[data-part=branch]').first().waitFor();
        await drawer(page, 'company').locator('[data-part=entity-history] ol, [data-part=entity-history] p').first().waitFor();
        await expectAxeClean(page, `company ${lang} ${mode}`);
        await page.context().close();
      }
  });

  it('is a full-screen sheet at 390x844 and reflows at 320 px without sideways scrolling', async () => {
    const m = (await members('limit=100')).data.find((x) => x.companies.length > 0)!;
    const c = (await companies('limit=20')).data.find((x) => x.branches.length > 1)!;
    const { page } = await openList(`/customers/${m.id}`, { viewport: PHONE });
    const d = drawer(page, 'member');
    await d.locator('[data-part=member-branch]').first().waitFor();
    await expect.poll(() => layout(d)).toMatchObject({ x: 0, y: 0, width: 390, height: 844, overflowX: false, wide: [] });
    // The close button is on screen and reachable.
    const close = d.getByRole('button', { name: 'Close' });
    const box = (await close.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 320, height: 640 });
    await expect.poll(() => layout(d)).toMatchObject({ width: 320, overflowX: false, wide: [] });
    await page.goto(e2e.url(`/business/${c.id}`));
    const cd = drawer(page, 'company');
    await cd.locator('[data-part=branch]').first().waitFor();
    await expect.poll(() => layout(cd)).toMatchObject({ x: 0, y: 0, width: 320, height: 640, overflowX: false, wide: [] });
    await page.setViewportSize(PHONE);
    await expect.poll(() => layout(cd)).toMatchObject({ width: 390, height: 844, overflowX: false, wide: [] });
  });
});

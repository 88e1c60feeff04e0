// What a new integrator found embedding panels in a portal (issue 36, items 7, 8 and 9): no request for a
// member with a null id after an enable, disable or undo; `url-state="push"` on <admin-categories> adds a
// history entry per column opened (Back returns to the columns before), `replace` does not; the row menus'
// History item is a real link carrying the portal's href (`configure({ href })`). Each page is served by a
// route (no server CSP), the token handed to the panels as a property.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BARE, useE2E } from '../helpers/e2e.js';
import type { Member } from '../../src/api/contract/member.js';

const e2e = useE2E();
const VIEWPORT = { width: 1400, height: 900 };

/** A portal page holding `body`: the admin token as every panel's `token` property, `script` run before. */
async function portal(body: string, script = ''): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.newContext({ ...BARE, viewport: VIEWPORT });
  const page = await context.newPage();
  const token = await e2e.login();
  await page.route(/\/portal-36\.html/, (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title>
        <script type="module">
          import { configure } from '/assets/index.js';
          ${script}
          for (const el of document.querySelectorAll('main > *')) el.token = ${JSON.stringify(token)};
        </script></head>
        <body><h1>Portal</h1><main>${body}</main></body></html>`,
    }),
  );
  await page.goto(e2e.url('/portal-36.html?portal=1'));
  return { context, page };
}

const toast = (page: Page, text: string) => page.locator('[data-scope=toast][data-part=root]').filter({ hasText: text });

describe('enable, disable and undo in an embedded <admin-customers>', () => {
  it('never asks for GET /v1/members/null', async () => {
    const members = (await e2e.data<{ data: Member[] }>('members?withoutCompanies=true&limit=10')).data;
    const m = members.find((x) => x.enabled && x.role?.name !== 'admin')!;
    const { page } = await portal('<admin-customers lang="en"></admin-customers>');
    const nulls: string[] = [];
    page.on('request', (r) => {
      if (/\/v1\/(members|companies)\/null\b/.test(new URL(r.url()).pathname)) nulls.push(`${r.method()} ${r.url()}`);
    });
    const row = page.locator(`admin-customers tr[data-row="${m.id}"]`);
    await row.waitFor();
    /** The list asked again after a change (its invalidation asks every entry it covers at once). */
    const listAgain = () => page.waitForResponse((r) => /\/v1\/members\?/.test(r.url()) && r.request().method() === 'GET');

    let refetched = listAgain();
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await toast(page, `${m.firstName} ${m.lastName} disabled`).waitFor();
    await refetched;
    await row.locator('[data-tone=danger]').waitFor();
    expect(nulls, 'after a disable').toEqual([]);

    refetched = listAgain();
    await toast(page, `${m.firstName} ${m.lastName} disabled`).locator('[data-part=toast-action]', { hasText: 'Undo' }).click();
    await row.locator('[data-tone=success]').waitFor();
    await refetched;
    expect(nulls, 'after an undo').toEqual([]);

    refetched = listAgain();
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await row.locator('[data-tone=danger]').waitFor();
    await refetched;
    refetched = listAgain();
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Enable' }).click();
    await row.locator('[data-tone=success]').waitFor();
    await refetched;
    expect(nulls, 'after an enable').toEqual([]);
  });
});

describe('url-state of an embedded <admin-categories>', () => {
  interface Cat {
    id: number;
    name: string;
    children: Cat[];
  }
  const col = (page: Page, i: number) => page.locator(`admin-categories section[data-column="${i}"]`);
  const path = (page: Page) => new URL(page.url()).searchParams.get('cat.path');
  const historyLength = (page: Page) => page.evaluate(() => history.length);
  /** A main category with a subcategory that has children of its own, as ids. */
  const chain = async (): Promise<[number, number]> => {
    const tree = await e2e.data<Cat[]>('categories');
    for (const main of tree) for (const sub of main.children) if (sub.children.length) return [main.id, sub.id];
    throw new Error('no category two levels deep');
  };
  const open = (page: Page, i: number, id: number) => col(page, i).locator(`[role=row][data-id="${id}"] [data-part=name]`).click();

  it('push: each column opened is a history entry, and Back returns to the columns before', async () => {
    const [main, sub] = await chain();
    const { page } = await portal('<admin-categories lang="en" url-state="push"></admin-categories>');
    await col(page, 0).locator('[role=row]').first().waitFor();
    const length = await historyLength(page);
    await open(page, 0, main);
    await expect.poll(() => path(page), { message: 'the main category in the URL' }).toBe(String(main));
    expect(await historyLength(page)).toBe(length + 1);
    await open(page, 1, sub);
    await expect.poll(() => path(page), { message: 'the subcategory in the URL' }).toBe(`${main}.${sub}`);
    expect(await historyLength(page)).toBe(length + 2);
    expect(new URL(page.url()).searchParams.get('portal')).toBe('1');

    await page.goBack();
    await expect.poll(() => path(page), { message: 'Back: the main category only' }).toBe(String(main));
    await expect.poll(() => col(page, 2).count(), { message: 'Back closes the third column' }).toBe(0);
    await col(page, 1).locator(`[role=row][data-id="${sub}"]`).waitFor();
    await page.goBack();
    await expect.poll(() => path(page), { message: 'Back again: no open path' }).toBeNull();
    await expect.poll(() => col(page, 1).count(), { message: 'Back again closes the second column' }).toBe(0);
  });

  it('replace: opening columns writes the URL and adds no history entry', async () => {
    const [main, sub] = await chain();
    const { page } = await portal('<admin-categories lang="en" url-state="replace"></admin-categories>');
    await col(page, 0).locator('[role=row]').first().waitFor();
    const length = await historyLength(page);
    await open(page, 0, main);
    await expect.poll(() => path(page), { message: 'the main category in the URL' }).toBe(String(main));
    await open(page, 1, sub);
    await expect.poll(() => path(page), { message: 'the subcategory in the URL' }).toBe(`${main}.${sub}`);
    expect(await historyLength(page)).toBe(length);
  });
});

describe('History in the row menus of embedded panels', () => {
  const HREF = `configure({ href: (to) => '/portal' + to });
    window.navigations = [];
    document.addEventListener('admin-navigate', (e) => { window.navigations.push(e.detail.to); e.preventDefault(); });`;
  const navigations = (page: Page) => page.evaluate(() => (window as Window & { navigations?: string[] }).navigations);

  /** Opens the row's menu (by a click, or from the keyboard: Enter on its button) and returns its History item. */
  async function historyItem(page: Page, tag: string, id: number, keyboard = false) {
    const trigger = page.locator(`${tag} tr[data-row="${id}"]`).getByRole('button', { name: /^Actions for/ });
    if (keyboard) {
      await trigger.focus();
      await page.keyboard.press('Enter');
    } else await trigger.click();
    const item = page.locator(`${tag} [role=menuitem]:visible`, { hasText: 'History' });
    await item.waitFor();
    // Opened from the keyboard, the menu takes the focus once it is ready for its keys (End, Enter):
    // a key pressed before that goes to the trigger.
    if (keyboard)
      await expect
        .poll(() => page.locator(tag).evaluate((host) => host.shadowRoot?.activeElement?.closest('[role=menu]') != null), {
          message: `${tag}: the menu has the focus`,
        })
        .toBe(true);
    return item;
  }

  it('is a link to the portal’s href in customers, business and products; a click or Enter dispatches admin-navigate', async () => {
    const members = (await e2e.data<{ data: Member[] }>('members?withoutCompanies=true&limit=10')).data;
    const companies = (await e2e.data<{ data: Array<{ id: number; member: { id: number } }> }>('companies?limit=10')).data;
    // A company of the first page with two products at least (the products panel lists one company's).
    let products: Array<{ id: number }> = [];
    let owner = companies[0]!;
    for (const c of companies) {
      products = (await e2e.data<{ data: Array<{ id: number }> }>(`products?companyId=${c.id}&limit=10`)).data;
      owner = c;
      if (products.length > 1) break;
    }
    expect(products.length).toBeGreaterThan(1);
    const member = (id: number) => `/activity?targetType=member&targetId=${id}`;
    const product = (id: number) => `/activity?targetType=product&targetId=${id}`;
    // Two rows each: one clicked, one chosen from the keyboard.
    const cases = [
      { tag: 'admin-customers', attrs: '', rows: members.slice(0, 2).map((m) => [m.id, member(m.id)] as const) },
      { tag: 'admin-business', attrs: '', rows: companies.slice(0, 2).map((c) => [c.id, `/activity?companyId=${c.id}`] as const) },
      { tag: 'admin-products', attrs: ` company-id="${owner.id}"`, rows: products.slice(0, 2).map((p) => [p.id, product(p.id)] as const) },
    ];
    for (const { tag, attrs, rows } of cases) {
      const [[clicked, first], [keyed, second]] = rows as [readonly [number, string], readonly [number, string]];
      const { page, context } = await portal(`<${tag} lang="en"${attrs}></${tag}>`, HREF);
      const start = page.url();
      const item = await historyItem(page, tag, clicked);
      expect(await item.evaluate((el) => el.localName), tag).toBe('a');
      expect(await item.getAttribute('href'), tag).toBe(`/portal${first}`);

      await item.click();
      await expect.poll(() => navigations(page), { message: `${tag}: a click dispatches admin-navigate` }).toEqual([first]);
      expect(page.url(), `${tag}: cancelled, the page stays`).toBe(start);

      // From the keyboard: Enter on the highlighted item (History is the last one) does what a click does.
      const keyedItem = await historyItem(page, tag, keyed, true);
      expect(await keyedItem.getAttribute('href'), tag).toBe(`/portal${second}`);
      await page.keyboard.press('End');
      await expect.poll(() => keyedItem.getAttribute('data-highlighted'), { message: `${tag}: End highlights History` }).toBe('');
      await page.keyboard.press('Enter');
      await expect.poll(() => navigations(page), { message: `${tag}: Enter dispatches admin-navigate` }).toEqual([first, second]);
      expect(page.url(), `${tag}: cancelled, the page stays`).toBe(start);
      await context.close();
    }
  });

  it('not cancelled, a click follows the portal’s href', async () => {
    const members = (await e2e.data<{ data: Member[] }>('members?withoutCompanies=true&limit=10')).data;
    const { page } = await portal('<admin-customers lang="en"></admin-customers>', `configure({ href: (to) => '/portal' + to });`);
    await page.route(/\/portal\/activity/, (r) => r.fulfill({ contentType: 'text/html', body: '<h1>Portal activity</h1>' }));
    const item = await historyItem(page, 'admin-customers', members[0]!.id);
    await item.click();
    await page.waitForURL((u) => u.pathname === '/portal/activity' && u.searchParams.get('targetId') === String(members[0]!.id));
  });
});

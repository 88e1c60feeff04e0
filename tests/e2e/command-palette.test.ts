import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/browser.js';
import { companyWithProducts } from '../helpers/demo-data.js';
import { MEMBER, useE2E, type Lang, type Mode } from '../helpers/e2e.js';

const e2e = useE2E({ warmUp: '/home' });

type Paged<T> = { data: T[] };
interface ListedMember {
  id: number;
  firstName: string | null;
  lastName: string | null;
}
interface Found {
  members: Array<{ id: number; name: string }>;
  companies: Array<{ id: number; name: string }>;
  products: Array<{ id: number; name: string; companyId: number }>;
}

const palette = (page: Page) => page.locator('admin-app [data-part=command-palette]');
const input = (page: Page) => page.locator('admin-app [data-part=command-palette] input[role=combobox]');
const option = (page: Page, key: string) => page.locator(`admin-app [role=option][data-key="${key}"]`);

// In-page code as strings (the page's CSP refuses eval; transpilers may add helpers to serialised functions).
const DEEP_ACTIVE = `(() => {
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  return el;
})()`;
/** Whether the focused element (through shadow roots) matches `selector`. */
const focusedMatches = (page: Page, selector: string) =>
  page.evaluate(`(${DEEP_ACTIVE})?.matches(${JSON.stringify(selector)}) ?? false`) as Promise<boolean>;
/** The `data-key` of the option the combobox says is active (aria-activedescendant). */
const activeKey = (page: Page) =>
  page.evaluate(`(() => {
    const input = ${DEEP_ACTIVE};
    const id = input && input.getAttribute('aria-activedescendant');
    return id ? input.getRootNode().getElementById(id)?.getAttribute('data-key') ?? null : null;
  })()`) as Promise<string | null>;

/** The admin's app at `path`, its first screen shown; every app path pushed onto the history is recorded. */
async function openApp(
  path = '/home',
  opts: { lang?: Lang; mode?: Mode; viewport?: { width: number; height: number }; token?: string | null } = {},
) {
  const context = await e2e.newContext({
    lang: opts.lang ?? 'it',
    mode: opts.mode ?? 'light',
    ...(opts.viewport ? { viewport: opts.viewport } : {}),
    ...(opts.token !== undefined ? { token: opts.token } : {}),
  });
  await context.addInitScript(`(() => {
    window.__pushed = [];
    const push = history.pushState;
    history.pushState = function (state, title, url) {
      window.__pushed.push(String(url));
      return push.apply(this, arguments);
    };
  })()`);
  const page = await context.newPage();
  const searches: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/v1/search') searches.push(r.url());
  });
  await page.goto(e2e.url(path));
  return { page, context, searches };
}
const pushed = (page: Page) => page.evaluate('window.__pushed') as Promise<string[]>;

/**
 * Presses Ctrl+K and answers whether anything in the page took it (called preventDefault), read once the
 * key's dispatch has ended: a sure sign, with no wait for something not to happen.
 */
async function shortcutTaken(page: Page): Promise<boolean> {
  const taken = page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const probe = (e: KeyboardEvent) => {
          if (e.key.toLowerCase() !== 'k') return;
          document.removeEventListener('keydown', probe, true);
          // A task queued during the dispatch runs after every listener has seen the event.
          setTimeout(() => resolve(e.defaultPrevented));
        };
        document.addEventListener('keydown', probe, true);
      }),
  );
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  await page.keyboard.press('Control+k');
  return taken;
}

async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  await input(page).waitFor();
  await expect.poll(() => focusedMatches(page, 'input[role=combobox]')).toBe(true);
}

/** A member of the demo data, and part of their name that GET /search ranks them first for. */
async function memberToFind(): Promise<{ id: number; name: string; typed: string }> {
  const members = await e2e.data<Paged<ListedMember>>('members?limit=50');
  for (const m of members.data) {
    if (m.id === 1 || !m.firstName || !m.lastName || m.lastName.length < 4) continue;
    const typed = `${m.firstName} ${m.lastName.slice(0, 3)}`;
    const found = await e2e.data<Found>(`search?q=${encodeURIComponent(typed)}`);
    if (found.members[0]?.id === m.id) return { id: m.id, name: `${m.firstName} ${m.lastName}`, typed };
  }
  throw new Error('no demo member found first by part of their name');
}

describe('command palette of <admin-app>', () => {
  it('Ctrl+K, part of a member’s name, Enter: opens the member (/customers/<id>)', async () => {
    const member = await memberToFind();
    const { page } = await openApp('/home');
    await page.locator('admin-app h1').first().waitFor();
    await openWithShortcut(page);
    expect(await palette(page).getAttribute('role')).toBe('dialog');
    expect(await palette(page).getAttribute('aria-modal')).toBe('true');
    await input(page).pressSequentially(member.typed, { delay: 30 });
    await option(page, `member:${member.id}`).waitFor();
    // No screen is named so: the member is the first option, the active one, and Enter opens it.
    await expect.poll(() => activeKey(page)).toBe(`member:${member.id}`);
    expect(await option(page, `member:${member.id}`).locator('mark').first().textContent()).not.toBe('');
    await expect.poll(() => page.locator('admin-app [data-part=palette-status]').textContent()).toMatch(/^\d+ risultat[oi]$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => pushed(page)).toContain(`/customers/${member.id}`);
    await palette(page).waitFor({ state: 'detached' });
    // The member drawer (issue 16, item 4) shows the member, named by its heading.
    await page.waitForURL(`**/customers/${member.id}`);
    await page.locator('admin-app [role=dialog] h2', { hasText: member.name }).waitFor();
  });

  it('the sidebar’s button opens it too; Escape closes it and the focus returns to the button', async () => {
    const { page } = await openApp('/home');
    const button = page.locator('admin-app [data-part=search-button][data-place=sidebar]');
    await button.waitFor();
    expect(await button.getAttribute('aria-keyshortcuts')).toBe('Control+K');
    expect(await button.textContent()).toContain('Ctrl K');
    await button.click();
    await input(page).waitFor();
    await expect.poll(() => focusedMatches(page, 'input[role=combobox]')).toBe(true);
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
    await expect.poll(() => focusedMatches(page, '[data-part=search-button][data-place=sidebar]')).toBe(true);
  });

  it('gives the focus back to what had it when Ctrl+K opened it, and Ctrl+K again closes it', async () => {
    const { page } = await openApp('/home');
    const link = page.locator('admin-app nav a[data-route="/customers"]');
    await link.waitFor();
    await link.focus();
    await openWithShortcut(page);
    await page.keyboard.press('Control+k');
    await palette(page).waitFor({ state: 'detached' });
    await expect.poll(() => focusedMatches(page, 'a[data-route="/customers"]')).toBe(true);
  });

  it('is keyboard-first: arrows, Home and End move the active option, Tab stays in the dialog', async () => {
    const { page } = await openApp('/home', { lang: 'en' });
    await page.locator('admin-app h1').first().waitFor();
    await openWithShortcut(page);
    // Before typing: the screens and actions, as the sidebar shows them.
    const keys = await page.locator('admin-app [role=option]').evaluateAll((os) => os.map((o) => o.getAttribute('data-key')));
    // The e2e administrator is a team owner: Team is among the screens, as in the sidebar.
    expect(keys.slice(0, 9)).toEqual([
      'screen:/home',
      'screen:/categories',
      'screen:/customers',
      'screen:/notifications',
      'screen:/business',
      'screen:/activity',
      'screen:/team',
      'screen:/profile',
      'screen:/settings',
    ]);
    expect(keys).toContain('action:send-notification');
    expect(
      await page.locator('admin-app [role=listbox] [role=group]').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-group'))),
    ).toEqual(['screens', 'actions']);
    expect(await activeKey(page)).toBe('screen:/home');
    await page.keyboard.press('ArrowDown');
    expect(await activeKey(page)).toBe('screen:/categories');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await activeKey(page)).toBe(keys.at(-1));
    await page.keyboard.press('Home');
    expect(await activeKey(page)).toBe('screen:/home');
    await page.keyboard.press('End');
    expect(await activeKey(page)).toBe(keys.at(-1));
    expect(await option(page, keys.at(-1)!).getAttribute('aria-selected')).toBe('true');
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedMatches(page, '[data-part=command-palette] *')).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusedMatches(page, '[data-part=command-palette] *')).toBe(true);
  });

  it('opens a screen by its name (Italian), and its heading takes the focus', async () => {
    const { page } = await openApp('/home');
    await page.locator('admin-app h1').first().waitFor();
    await openWithShortcut(page);
    await input(page).pressSequentially('impost', { delay: 30 });
    await expect.poll(() => activeKey(page)).toBe('screen:/settings');
    expect(await option(page, 'screen:/settings').locator('mark').textContent()).toBe('Impost');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/settings');
    await page.locator('admin-app h1', { hasText: 'Impostazioni' }).waitFor();
    await expect.poll(() => focusedMatches(page, 'h1, [data-page-title]')).toBe(true);
  });

  it('keeps what is typed at once after Ctrl+K while its code is on the way: Clienti and Enter open Customers', async () => {
    const { page } = await openApp('/home');
    await page.locator('admin-app h1').first().waitFor();
    // The palette's chunk and texts arrive late, as on a slow network: the keys are typed before its input exists.
    await page.route('**/*', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('Clienti');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/customers(\?|$)/);
    await page.locator('admin-app h1', { hasText: 'Clienti' }).waitFor();
    await palette(page).waitFor({ state: 'detached' });
  });

  for (const typeAhead of [true, false])
    it(`a phone with touch, fresh page: Ctrl+K, a screen name${typeAhead ? ' typed at once' : ''}, Enter: the heading has the focus`, async () => {
      const { page } = await e2e.open('/settings', {
        lang: 'en',
        viewport: { width: 390, height: 844 },
        context: { hasTouch: true, isMobile: true },
      });
      await page.locator('admin-app h1').first().waitFor();
      await page.keyboard.press('Control+k');
      if (!typeAhead) await input(page).waitFor();
      await page.keyboard.type('Activity');
      if (!typeAhead) await expect.poll(() => activeKey(page)).toBe('screen:/activity');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/activity(\?|$)/);
      await palette(page).waitFor({ state: 'detached' });
      await expect.poll(() => focusedMatches(page, 'h1, [data-page-title]')).toBe(true);
    });

  it('finds a category by its name in either language and opens it in the Categories browser', async () => {
    type Cat = { id: number; name: string; translations: { languageCode: string; name: string }[]; children: Cat[] };
    const tree = await e2e.data<Cat[]>('categories');
    const named = (c: Cat, lang: string) => c.translations.find((x) => x.languageCode === lang)?.name;
    const main = tree.find((c) => named(c, 'it') && named(c, 'en') && named(c, 'it') !== named(c, 'en'))!;
    for (const lang of ['it', 'en'] as const) {
      const name = named(main, lang)!;
      const { page } = await openApp('/home', { lang });
      await page.locator('admin-app h1').first().waitFor();
      await openWithShortcut(page);
      await input(page).pressSequentially(name, { delay: 20 });
      await option(page, `category:${main.id}`).waitFor();
      expect(await option(page, `category:${main.id}`).textContent()).toContain(name);
      await option(page, `category:${main.id}`).click();
      await page.waitForURL((u) => u.pathname === '/categories' && u.searchParams.get('path') === String(main.id));
    }
  });

  it('ranks an exact name first: wine lists the category Wine before the product Winter tyre, and Enter opens it', async () => {
    type Cat = { id: number; name: string; translations: { languageCode: string; name: string }[]; children: Cat[] };
    const all = (cs: Cat[], path: number[] = []): Array<{ c: Cat; path: number[] }> =>
      cs.flatMap((c) => [{ c, path: [...path, c.id] }, ...all(c.children, [...path, c.id])]);
    const wine = all(await e2e.data<Cat[]>('categories')).find(({ c }) => c.translations.some((x) => x.name === 'Wine'))!;
    expect(wine, 'the demo category Wine').toBeDefined();
    const winter = (await e2e.data<Found>('search?q=wine')).products.find((p) => p.name.startsWith('Winter'));
    expect(winter, 'a demo product Winter… that the server finds for “wine”').toBeDefined();
    const { page } = await openApp('/home', { lang: 'en' });
    await page.locator('admin-app h1').first().waitFor();
    await openWithShortcut(page);
    await input(page).pressSequentially('wine', { delay: 30 });
    // Both are listed (the server has answered), the exact name first and active.
    await option(page, `product:${winter!.id}`).waitFor();
    await option(page, `category:${wine.c.id}`).waitFor();
    const keys = () =>
      page.locator('admin-app [role=listbox] [role=option]').evaluateAll((os) => os.map((o) => o.getAttribute('data-key')));
    await expect.poll(async () => (await keys())[0]).toBe(`category:${wine.c.id}`);
    expect(await activeKey(page)).toBe(`category:${wine.c.id}`);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/categories' && u.searchParams.get('path') === wine.path.join('.'));
  });

  it('runs the theme command (Italian): the mode turns dark, stored', async () => {
    const { page } = await openApp('/home', { lang: 'it', mode: 'light' });
    await page.locator('admin-app h1').first().waitFor();
    await openWithShortcut(page);
    await input(page).pressSequentially('scur', { delay: 30 });
    await expect.poll(() => activeKey(page)).toBe('action:toggle-mode');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('mode'))).toBe('dark');
  });

  it('runs the language command (English): the app turns Italian', async () => {
    const { page } = await openApp('/home', { lang: 'en' });
    await page.locator('admin-app h1').first().waitFor();
    await openWithShortcut(page);
    await input(page).pressSequentially('italian', { delay: 30 });
    await expect.poll(() => activeKey(page)).toBe('action:switch-language');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('it');
  });

  it('runs New category (Italian): Categories opens with its create dialog, the parameter leaves the URL', async () => {
    const { page } = await openApp('/home', { lang: 'it' });
    await page.locator('admin-app h1').first().waitFor();
    await openWithShortcut(page);
    await input(page).pressSequentially('nuova cat', { delay: 30 });
    await expect.poll(() => activeKey(page)).toBe('action:new-category');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByLabel('Nome italiano').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/categories$/);
    await expect.poll(() => new URL(page.url()).searchParams.has('new')).toBe(false);
  });

  it('groups members, companies and products; a product opens its company’s products filtered by its name', async () => {
    const { companyId, products } = await companyWithProducts(e2e);
    let product: { id: number; name: string; companyId: number } | undefined;
    let typed = '';
    for (const p of products) {
      typed = p.name.slice(0, 6);
      product = (await e2e.data<Found>(`search?q=${encodeURIComponent(typed)}`)).products.find((x) => x.id === p.id);
      if (product) break;
    }
    expect(product, 'a demo product found by the start of its name').toBeDefined();
    expect(product!.companyId).toBe(companyId);
    const { page } = await openApp('/home', { lang: 'en' });
    await page.locator('admin-app h1').first().waitFor();
    await openWithShortcut(page);
    await input(page).pressSequentially(typed, { delay: 30 });
    await option(page, `product:${product!.id}`).waitFor();
    const groups = await page
      .locator('admin-app [role=listbox] [role=group]')
      .evaluateAll((gs) => gs.map((g) => g.getAttribute('data-group')));
    expect(groups).toContain('products');
    expect(groups.indexOf('products')).toBe(groups.length - 1);
    const label = await page.locator(`admin-app [role=group][data-group=products]`).getAttribute('aria-labelledby');
    expect(await page.locator(`admin-app [id="${label}"]`).textContent()).toBe('Products');
    await option(page, `product:${product!.id}`).click();
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('companyId') === String(product!.companyId));
    expect(new URL(page.url()).searchParams.get('name')).toBe(product!.name);
  });

  it('says when nothing matches, and asks the server from 2 characters, once per pause, aborting the previous request', async () => {
    const { page, searches } = await openApp('/home', { lang: 'en' });
    await page.locator('admin-app h1').first().waitFor();
    await openWithShortcut(page);
    await input(page).press('q');
    await page.locator('admin-app [data-part=command-palette]', { hasText: 'Type at least 2 characters' }).waitFor();
    await input(page).pressSequentially('xzqw', { delay: 20 });
    await page.locator('admin-app [data-part=command-palette]', { hasText: 'No results for “qxzqw”' }).waitFor();
    await expect.poll(() => page.locator('admin-app [data-part=palette-status]').textContent()).toBe('No results for “qxzqw”');
    expect(searches.length).toBe(1);
    expect(new URL(searches[0]!).searchParams.get('q')).toBe('qxzqw');
    expect(await input(page).getAttribute('aria-expanded')).toBe('false');
  });

  it('is off for a member without IamGOD: Ctrl+K opens nothing and nothing is searched', async () => {
    const token = await e2e.login(MEMBER);
    // The server refuses the search to a member without IamGOD (issue 16's contract).
    expect([401, 403]).toContain((await e2e.api('search?q=ad', { token })).status);
    const { page, searches } = await openApp('/home', { token });
    await page.waitForURL('**/unauthorized');
    await page.locator('admin-app h1').first().waitFor();
    expect(await shortcutTaken(page)).toBe(false);
    expect(await palette(page).count()).toBe(0);
    expect(await page.locator('admin-app [data-part=search-button]').count()).toBe(0);
    expect(searches).toEqual([]);
  });

  it('a single panel has none unless the page sets `search`: its code is not even loaded', async () => {
    const context = await e2e.newContext({ lang: 'en' });
    const page = await context.newPage();
    const files: string[] = [];
    page.on('request', (r) => files.push(new URL(r.url()).pathname));
    const html = `<!doctype html><html lang="en"><head><script type="module" src="/assets/index.js"></script></head><body><admin-customers></admin-customers></body></html>`;
    await page.route('**/panel.html', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(e2e.url('/panel.html'));
    await page.locator('admin-customers table').waitFor();
    await page.locator('admin-customers input').first().focus();
    expect(await shortcutTaken(page)).toBe(false);
    expect(await page.locator('admin-customers [data-part=command-palette]').count()).toBe(0);
    expect(files.filter((f) => f.includes('command-palette'))).toEqual([]);
  });

  it('a panel with `search` opens it with Ctrl+K pressed inside it (never in the portal’s own field); its own item opens its drawer, another dispatches admin-navigate', async () => {
    const member = await memberToFind();
    const context = await e2e.newContext({ lang: 'en' });
    const page = await context.newPage();
    const html = `<!doctype html><html lang="en"><head><script type="module" src="/assets/index.js"></script><script type="module" src="/log.js"></script></head><body><input id="portal-field" aria-label="Portal search"><admin-customers search></admin-customers></body></html>`;
    const log = `window.navigations = []; document.addEventListener('admin-navigate', (e) => { window.navigations.push(e.detail.to); e.preventDefault(); });`;
    await page.route('**/panel.html', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.route('**/log.js', (route) => route.fulfill({ contentType: 'text/javascript', body: log }));
    // The panel loads its shortcut (a chunk of its own) as it renders: a Ctrl+K before that is the browser's.
    const shortcutLoaded = page.waitForEvent('requestfinished', (r) => new URL(r.url()).pathname.includes('command-palette-host'));
    await page.goto(e2e.url('/panel.html'));
    await page.locator('admin-customers table').waitFor();
    await shortcutLoaded;
    // The chunk's listener is installed once React has rendered the host: press (focus in the panel) until the page takes the key.
    await page.locator('admin-customers input').first().focus();
    await expect.poll(() => shortcutTaken(page), { timeout: 15_000 }).toBe(true);
    const field = page.locator('admin-customers [data-part=command-palette] input[role=combobox]');
    await field.waitFor();
    await page.keyboard.press('Escape');
    await field.waitFor({ state: 'detached' });
    // In the portal's own field the key is the portal's: the panel leaves it alone.
    await page.locator('#portal-field').focus();
    expect(await shortcutTaken(page)).toBe(false);
    expect(await page.locator('admin-customers [data-part=command-palette]').count()).toBe(0);
    await page.locator('admin-customers input').first().focus();
    expect(await shortcutTaken(page)).toBe(true);
    await field.waitFor();
    await field.pressSequentially(member.typed, { delay: 30 });
    await page.locator(`admin-customers [role=option][data-key="member:${member.id}"]`).waitFor();
    await expect.poll(() => activeKey(page)).toBe(`member:${member.id}`);
    await page.keyboard.press('Enter');
    // A member is the panel's own item: its drawer opens in the panel, the page stays (issue 36, item 10).
    const drawer = page.locator('admin-customers [role=dialog]', { hasText: member.name });
    await drawer.waitFor();
    await page.locator('admin-customers [data-part=command-palette]').waitFor({ state: 'detached' });
    expect(await page.evaluate('window.navigations')).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/panel.html');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    // A company is not: the result dispatches admin-navigate with its path.
    const companies = await e2e.data<Paged<{ id: number; name: string }>>('companies?limit=20');
    let company: { id: number; typed: string } | undefined;
    for (const c of companies.data) {
      const typed = c.name.slice(0, 6);
      const found = await e2e.data<Found>(`search?q=${encodeURIComponent(typed)}`);
      if (found.companies[0]?.id === c.id) {
        company = { id: c.id, typed };
        break;
      }
    }
    expect(company).toBeDefined();
    await page.locator('admin-customers input').first().focus();
    expect(await shortcutTaken(page)).toBe(true);
    await field.waitFor();
    await field.pressSequentially(company!.typed, { delay: 30 });
    await page.locator(`admin-customers [role=option][data-key="company:${company!.id}"]`).waitFor();
    // Members are listed first: the arrow keys reach the company.
    for (let i = 0; i < 12 && (await activeKey(page)) !== `company:${company!.id}`; i++) await page.keyboard.press('ArrowDown');
    expect(await activeKey(page)).toBe(`company:${company!.id}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate('window.navigations')).toEqual([`/business/${company!.id}`]);
    expect(new URL(page.url()).pathname).toBe('/panel.html');
  });

  for (const mode of ['light', 'dark'] as const)
    it(`is clean under axe in ${mode} mode, with results shown`, async () => {
      const { page } = await openApp('/home', { mode, lang: 'en' });
      await page.locator('admin-app h1').first().waitFor();
      await openWithShortcut(page);
      expect(await runAxe(page)).toEqual([]);
      await input(page).pressSequentially('ro', { delay: 30 });
      await page.locator('admin-app [role=group][data-group=members]').waitFor();
      await expect.poll(() => page.locator('admin-app [data-part=palette-status]').textContent()).toMatch(/results?$/);
      expect(await runAxe(page)).toEqual([]);
    });

  it('works at 390 × 844: the header’s button opens it, it fits the screen, a result opens', async () => {
    const member = await memberToFind();
    const { page } = await openApp('/home', { viewport: { width: 390, height: 844 } });
    const button = page.locator('admin-app [data-part=search-button][data-place=header]');
    await button.click();
    await input(page).waitFor();
    const box = (await palette(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await input(page).pressSequentially(member.typed, { delay: 30 });
    await option(page, `member:${member.id}`).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await option(page, `member:${member.id}`).click();
    await expect.poll(() => pushed(page)).toContain(`/customers/${member.id}`);
  });

  it('at 390 × 844 the sidebar’s button opens it from the slide-over, and the focus comes back to the header’s', async () => {
    const { page } = await openApp('/home', { viewport: { width: 390, height: 844 } });
    await page.locator('admin-app [data-part=sidebar-toggle]').click();
    await expect.poll(() => page.locator('admin-app aside[data-part=sidebar]').getAttribute('data-state')).toBe('open');
    await page.locator('admin-app [data-part=search-button][data-place=sidebar]').click();
    await input(page).waitFor();
    await expect.poll(() => page.locator('admin-app aside[data-part=sidebar]').getAttribute('data-state')).toBe('closed');
    await page.keyboard.press('Escape');
    await palette(page).waitFor({ state: 'detached' });
    await expect.poll(() => focusedMatches(page, '[data-part=search-button][data-place=header]')).toBe(true);
  });
});

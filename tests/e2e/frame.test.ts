import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BARE, useE2E, type Lang } from '../helpers/e2e.js';

// Issue 12, items 7, 8, 9, 10, 13 and 16: one page frame, deep links through sign-in, focus after a
// route change and a skip link, Undo after a disable, SVG flags, Back/Forward to the top, toasts swiped
// away, menu type-ahead, the privacy page's language switch and the greeting's fallback name.
const e2e = useE2E({ warmUp: '/login' });

const PROTECTED = ['/home', '/categories', '/customers', '/business', '/notifications', '/profile', '/settings'];

/** The active element, through shadow roots. */
const deepActive = (page: Page) =>
  page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    return el ? { tag: el.tagName.toLowerCase(), text: (el.textContent || '').trim(), title: el.hasAttribute('data-page-title') } : null;
  })()`) as Promise<{ tag: string; text: string; title: boolean } | null>;

/**
 * Where the page's header starts: its title, or the back link above it on a screen one level down (Products:
 * "‹ Back to the company list", then the company's name), so the header's first line stands at one place.
 */
const titleBox = async (page: Page) => {
  const h1 = page.locator('admin-app h1[data-page-title]');
  await h1.waitFor();
  const back = page.locator('admin-app [data-part=back]');
  const box = (await ((await back.count()) ? back : h1).boundingBox())!;
  if (await back.count()) expect((await h1.boundingBox())!.y, 'the title right under the back link').toBeLessThan(box.y + box.height + 24);
  return { x: Math.round(box.x), y: Math.round(box.y) };
};

describe('one page frame', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    it(`puts the page title at the same place on every protected screen at ${viewport.width} px`, async () => {
      const { page } = await e2e.open('/home', { lang: 'en', viewport });
      const companyId = (await e2e.data<{ data: { id: number }[] }>('companies?page=1&limit=1')).data[0]!.id;
      const seen: Record<string, { x: number; y: number }> = {};
      for (const path of [...PROTECTED, `/products?companyId=${companyId}`]) {
        await page.goto(e2e.url(path));
        seen[path] = await titleBox(page);
      }
      const first = seen['/home']!;
      for (const [path, box] of Object.entries(seen)) expect({ path, ...box }).toEqual({ path, ...first });
    });

  it('shows the settings credit once (the screen footer, not the frame line as well)', async () => {
    const { page } = await e2e.open('/settings', { lang: 'it' });
    await page.locator('admin-app h1[data-page-title]').waitFor();
    await expect.poll(() => page.locator('admin-app footer').count()).toBe(1);
    expect(await page.locator('admin-app footer').textContent()).toContain('Officina Web Studio');
    await page.goto(e2e.url('/customers'));
    await page.locator('admin-app h1[data-page-title]').waitFor();
    expect(await page.locator('admin-app footer').count()).toBe(1);
  });

  it('highlights Business in the sidebar on a company’s products', async () => {
    const companyId = (await e2e.data<{ data: { id: number }[] }>('companies?page=1&limit=1')).data[0]!.id;
    const { page } = await e2e.open(`/products?companyId=${companyId}`, { lang: 'en' });
    await page.locator('admin-app h1[data-page-title]').waitFor();
    expect(await page.locator('admin-app nav a[aria-current=page]').getAttribute('data-route')).toBe('/business');
  });

  it('centres the avatar and the icons in the collapsed sidebar', async () => {
    const { page } = await e2e.open('/home', { lang: 'en' });
    await page.locator('admin-app h1[data-page-title]').waitFor();
    await page.keyboard.press('Control+b');
    const aside = page.locator('admin-app aside[data-part=sidebar]');
    await expect.poll(() => aside.getAttribute('data-state')).toBe('collapsed');
    await expect.poll(async () => Math.round((await aside.boundingBox())!.width)).toBe(64);
    const centre = async (selector: string) => {
      const b = (await page.locator(selector).first().boundingBox())!;
      return b.x + b.width / 2;
    };
    const asideCentre = await centre('admin-app aside[data-part=sidebar]');
    expect(Math.abs((await centre('admin-app [data-part=user-menu-trigger] [data-part=avatar]')) - asideCentre)).toBeLessThanOrEqual(1);
    expect(Math.abs((await centre('admin-app nav a[data-route="/home"] svg')) - asideCentre)).toBeLessThanOrEqual(1);
  });

  it('names each page in the document title, in the interface language', async () => {
    const { page } = await e2e.open('/customers', { lang: 'it' });
    await expect.poll(() => page.title()).toBe('Clienti · Back-office');
    await page.locator('admin-app nav a[data-route="/business"]').click();
    await expect.poll(() => page.title()).toBe('Aziende · Back-office');
  });
});

describe('deep links survive sign-in', () => {
  for (const lang of ['it', 'en'] as Lang[])
    it(`returns to /business?country=IT after signing in (${lang})`, async () => {
      const { page } = await e2e.open('/business?country=IT', { ...BARE, lang });
      await page.waitForURL((u) => u.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/business?country=IT');
      await page.locator('admin-app input[name=email]').fill('admin@example.com');
      await page.locator('admin-app input[name=password]').fill('demo-admin');
      await page.locator('admin-app button[type=submit]').click();
      await page.waitForURL((u) => u.pathname === '/business');
      expect(new URL(page.url()).search).toBe('?country=IT');
      await page.locator('admin-app [data-part=list-table] tbody tr[data-row]').first().waitFor();
    });

  it('never follows a next that leaves the origin', async () => {
    const { page } = await e2e.open('/login?next=%2F%2Fevil.example%2Fx', BARE);
    await page.locator('admin-app input[name=email]').fill('admin@example.com');
    await page.locator('admin-app input[name=password]').fill('demo-admin');
    await page.locator('admin-app button[type=submit]').click();
    await page.waitForURL((u) => u.pathname === '/home');
    expect(new URL(page.url()).origin).toBe(new URL(e2e.url('/')).origin);
  });

  it('an unknown path inside the app still goes to /home', async () => {
    const { page } = await e2e.open('/nowhere?x=1');
    await page.waitForURL((u) => u.pathname === '/home');
  });
});

describe('keyboard', () => {
  it('moves focus to the page heading after choosing a page from the sidebar', async () => {
    const { page } = await e2e.open('/home', { lang: 'en' });
    await page.locator('admin-app h1[data-page-title]').waitFor();
    await page.locator('admin-app nav a[data-route="/customers"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/customers');
    await expect.poll(() => deepActive(page)).toMatchObject({ tag: 'h1', title: true, text: 'Customers' });
    // "/" now reaches the list's search (once the list has drawn it), Tab starts from the content.
    await page.locator('admin-app [data-list-search]').waitFor();
    await page.keyboard.press('/');
    await expect.poll(async () => (await deepActive(page))?.tag).toBe('input');
  });

  it('moves focus to the heading after Back as well, and scrolls to the top', async () => {
    const { page } = await e2e.open('/customers', { lang: 'en', viewport: { width: 1280, height: 500 } });
    await page.locator('admin-app [data-part=list-table] tbody tr[data-row]').first().waitFor();
    await page.locator('admin-app nav a[data-route="/business"]').click();
    await page.locator('admin-app [data-part=list-table] tbody tr[data-row]').first().waitFor();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate('window.scrollY')).toBeGreaterThan(0);
    await page.goBack();
    await page.waitForURL('**/customers');
    await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
    await expect.poll(() => deepActive(page)).toMatchObject({ tag: 'h1', text: 'Customers' });
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate('window.scrollY')).toBeGreaterThan(0);
    await page.goForward();
    await page.waitForURL('**/business');
    await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
  });

  it('has a skip link, first in the tab order, that moves focus to the page heading', async () => {
    const { page } = await e2e.open('/customers', { lang: 'it' });
    await page.locator('admin-app h1[data-page-title]').waitFor();
    await page.keyboard.press('Tab');
    const skip = await deepActive(page);
    expect(skip).toMatchObject({ tag: 'a', text: 'Vai al contenuto' });
    const link = page.locator('admin-app [data-part=skip-link]');
    const box = (await link.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => deepActive(page)).toMatchObject({ tag: 'h1', text: 'Clienti' });
  });
});

const enabledOf = async (username: string) =>
  (
    await e2e.data<{ data: { username: string; enabled: boolean }[] }>(`members?username=${encodeURIComponent(username)}&limit=50`)
  ).data.find((m) => m.username === username)?.enabled;

describe('reversible actions', () => {
  it('a disabled customer can be re-enabled from the success toast (Undo)', async () => {
    const members = await e2e.data<{ data: { id: number; username: string; enabled: boolean; role: { name: string } | null }[] }>(
      'members?withoutCompanies=true&orderBy=username&orderDirection=asc&limit=50',
    );
    const target = members.data.find((m) => m.enabled && m.role?.name !== 'admin')!;
    const { page } = await e2e.open(`/customers?c.username=${encodeURIComponent(target.username)}`, { lang: 'en' });
    const row = page.locator(`admin-app tr[data-row]`, { hasText: `@${target.username}` });
    await row.locator('[aria-haspopup]').click();
    await page.locator('admin-app [role=menuitem]', { hasText: 'Disable' }).click();
    const toast = page.locator('admin-app [data-scope=toast][data-part=root]');
    await toast.filter({ hasText: 'disabled' }).waitFor();
    await expect.poll(() => enabledOf(target.username)).toBe(false);
    await toast.locator('[data-part=toast-action]', { hasText: 'Undo' }).click();
    await expect.poll(() => enabledOf(target.username)).toBe(true);
    await toast.filter({ hasText: 'enabled' }).waitFor();
  });

  it('a bulk disable ends in a toast with Undo, which re-enables exactly the members it disabled; focus and scroll stay', async () => {
    const { page } = await e2e.open('/customers', { lang: 'en' });
    const rows = page.locator('admin-app [data-part=list-table] tbody tr[data-row]');
    await rows.first().waitFor();
    const picked: string[] = [];
    for (let i = 0; picked.length < 2 && i < 10; i++) {
      const text = (await rows.nth(i).textContent()) ?? '';
      if (!/Enabled/.test(text) || /Administrator|Team owner/.test(text)) continue;
      await rows.nth(i).locator('input[type=checkbox]').check();
      const name = ((await rows.nth(i).locator('td[data-col=name]').textContent()) ?? '').trim();
      picked.push(name.match(/@([\w.-]+)$/)![1]!);
    }
    await page.evaluate(() => window.scrollTo(0, 120));
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.locator('admin-app button', { hasText: 'Disable selected' }).click();
    await page.locator('admin-app button[data-part=bulk-confirm]', { hasText: 'Disable 2 members' }).click();
    // Design round 9: no second modal to dismiss; the outcome is a toast, as for a row's action.
    const toast = page.locator('admin-app [data-scope=toast][data-part=root]');
    await toast.filter({ hasText: '2 members disabled' }).waitFor();
    await page.locator('admin-app [role=dialog]').waitFor({ state: 'detached' });
    const state = () => Promise.all(picked.map(enabledOf));
    expect(await state()).toEqual([false, false]);
    // The bar went with the selection: the focus is on the list's row that is its Tab stop, not on the heading,
    // and the page did not jump to the top.
    await expect
      .poll(() =>
        page.evaluate(() => document.querySelector('admin-app')!.shadowRoot!.activeElement?.matches('tr[data-row][tabindex="0"]')),
      )
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await toast.filter({ hasText: '2 members disabled' }).locator('[data-part=toast-action]', { hasText: 'Undo' }).click();
    await toast.filter({ hasText: '2 members enabled' }).waitFor();
    expect(await state()).toEqual([true, true]);
    // The undo's own toast offers no second undo.
    expect(await toast.filter({ hasText: '2 members enabled' }).locator('[data-part=toast-action]').count()).toBe(0);
  });
});

describe('a row menu used with the mouse (design round 9)', () => {
  it('keeps the page where it was, gives the focus to its row, and its toast rests in the bottom-right corner', async () => {
    const { page } = await e2e.open('/customers?size=20', { lang: 'en', viewport: { width: 1280, height: 800 } });
    const rows = page.locator('admin-app [data-part=list-table] tbody tr[data-row]');
    await rows.nth(15).waitFor();
    let i = 14;
    while (
      !/Enabled/.test((await rows.nth(i).textContent()) ?? '') ||
      /Administrator|Team owner/.test((await rows.nth(i).textContent()) ?? '')
    )
      i--;
    const row = rows.nth(i);
    await row.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 200));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    const toast = page.locator('admin-app [data-scope=toast][data-part=root]');
    await toast.first().waitFor();
    await expect.poll(() => row.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    const box = (await toast.first().boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(1280 - 40);
    expect(box.y + box.height).toBeGreaterThan(800 / 2);
    // Not over the focused row either (WCAG 2.4.11).
    const focused = (await row.boundingBox())!;
    expect(box.y + box.height <= focused.y || box.y >= focused.y + focused.height).toBe(true);
    await toast.first().locator('[data-part=toast-action]').click();
  });
});

describe('flags', () => {
  it('draws SVG flags with the country name for assistive technology, no emoji', async () => {
    const { page } = await e2e.open('/business', { lang: 'en' });
    const flags = page.locator('admin-app td[data-col=country] [data-flag]');
    await flags.first().waitFor();
    const first = flags.first();
    // One image per flag, named by its country: a CSS background from the flags' own sheet, an SVG data URL.
    expect(await first.getAttribute('role')).toBe('img');
    expect(await first.getAttribute('aria-label')).toMatch(/^(Italy|United States|United Kingdom|Germany|France|Spain)$/);
    expect(await first.evaluate((el) => getComputedStyle(el).backgroundImage)).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(await first.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height])).toEqual([18, 12]);
    // The sheet is adopted once by the panel's root, however many flags and screens drew it.
    const flagSheets = () =>
      page
        .locator('admin-app')
        .evaluate(
          (el) =>
            el.shadowRoot!.adoptedStyleSheets.filter((sh) => [...sh.cssRules].some((r) => r.cssText.startsWith('[data-flag='))).length,
        );
    expect(await flagSheets()).toBe(1);
    const text = (await page.locator('admin-app').evaluate((el) => el.shadowRoot!.textContent ?? '')) as string;
    expect(text).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
    // The country filter (a native select: its options are text) shows the chosen country's flag beside it, none for "All".
    const country = page.getByRole('combobox', { name: 'Country' });
    const chosenFlag = page.locator('admin-app [data-scope=select][data-part=root]:has(select) [data-flag]');
    expect(await chosenFlag.count()).toBe(0);
    await country.selectOption({ label: 'Germany' });
    await expect.poll(() => chosenFlag.getAttribute('data-flag')).toBe('DE');
    expect(await flagSheets()).toBe(1);
    expect(await country.evaluate((el: HTMLSelectElement) => [...el.options].map((o) => o.label))).toEqual([
      'All',
      'Italy',
      'United States',
      'United Kingdom',
      'Germany',
      'France',
      'Spain',
    ]);
  });
});

describe('pseudo-elements', () => {
  it('keep the reset where a class draws one (checkbox mark, avatar, row menu dots), and no other element computes one', async () => {
    const { page } = await e2e.open('/customers', { lang: 'en' });
    const row = page.locator('admin-app tbody tr[data-row]').first();
    await row.waitFor();
    await row.locator('input[type=checkbox]').check();
    const pseudo = (selector: string) =>
      row.evaluate((tr, sel) => {
        const s = getComputedStyle(tr.querySelector(sel)!, '::before');
        return [s.boxSizing, s.width, s.height];
      }, selector);
    // Border-box from the reset: the mark is 8x4 with its 2px borders inside, the avatar 32x32, the dots 18x4.
    expect(await pseudo('input[type=checkbox]')).toEqual(['border-box', '8px', '4px']);
    expect(await pseudo('td[data-col=name] > span')).toEqual(['border-box', '32px', '32px']);
    expect(await pseudo('button[aria-haspopup=menu]')).toEqual(['border-box', '18px', '4px']);
    // A cell draws none: the universal reset no longer reaches its ::before (nor ::selection: the platform's colour).
    expect(await row.evaluate((tr) => getComputedStyle(tr.querySelector('td')!, '::before').boxSizing)).toBe('content-box');
  });
});

describe('toasts', () => {
  it('are dismissed by a swipe of 50 px or more, and spring back from a shorter one', async () => {
    // A toast of its own: a password reset asked for from /login (a refused sign-in is said in the form).
    const { page } = await e2e.open('/login', { ...BARE, lang: 'en' });
    await page.locator('admin-app button', { hasText: 'Forgot password?' }).click();
    const dialog = page.locator('admin-app [role=dialog]');
    await dialog.locator('input[name=reset-email]').fill('admin@example.com');
    await dialog.locator('button[type=submit]').click();
    await dialog.waitFor({ state: 'detached' });
    const toast = page.locator('admin-app [data-scope=toast][data-part=root]').first();
    await toast.waitFor();
    await expect.poll(() => toast.evaluate((el) => el.getAnimations().length)).toBe(0);
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, y, { steps: 4 });
    await expect.poll(async () => Math.round((await toast.boundingBox())!.x)).toBe(Math.round(box.x + 40));
    await page.mouse.move(box.x + 50, y, { steps: 2 });
    await page.mouse.up();
    // 30 px: back in place, still open.
    await expect.poll(async () => Math.round((await toast.boundingBox())!.x)).toBe(Math.round(box.x));
    expect(await toast.getAttribute('data-state')).toBe('open');
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 75, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => page.locator('admin-app [data-scope=toast][data-part=root][data-state=open]').count()).toBe(0);
  });
});

describe('menus', () => {
  it('type-ahead keeps letters typed up to 1000 ms apart together (spec section 9)', async () => {
    const { page } = await e2e.open('/home', { lang: 'it' });
    await page.clock.install();
    await page.goto(e2e.url('/home'));
    await page.locator('admin-app [data-part=user-menu-trigger]').click();
    const menu = page.locator('admin-app [role=menu]');
    await menu.waitFor();
    const highlighted = () => menu.locator('[role=menuitem][data-highlighted]').getAttribute('data-value');
    // Items: Profilo, Impostazioni, Esci.
    await page.keyboard.press('i');
    await expect.poll(highlighted).toBe('settings');
    await page.clock.runFor(600);
    // 600 ms later "e" continues the same search ("ie": no item), where a 350 ms reset would jump to Esci.
    await page.keyboard.press('e');
    expect(await highlighted()).toBe('settings');
    await page.clock.runFor(1000);
    // After 1000 ms of quiet the search starts over: "e" is Esci.
    await page.keyboard.press('e');
    await expect.poll(highlighted).toBe('logout');
  });
});

describe('public pages and fallbacks', () => {
  it('the privacy policy has a language switch', async () => {
    const { page } = await e2e.open('/privacy-policy', { ...BARE, lang: 'it' });
    await page.locator('admin-app h1').filter({ hasText: 'Informativa' }).waitFor();
    await page.locator('admin-app [role=group] button', { hasText: /English|EN/ }).click();
    await page.locator('admin-app h1', { hasText: 'Privacy policy' }).waitFor();
  });

  it('greets "Utente" when the admin has no first name', async () => {
    const { page } = await e2e.open('/login', { lang: 'it' });
    await page.route('**/v1/accounts/member', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response: res, json: { ...body, data: { ...body.data, firstName: null } } });
    });
    await page.goto(e2e.url('/home'));
    await expect.poll(() => page.locator('admin-app [data-part=greeting]').textContent()).toBe('Ciao, Utente');
  });
});

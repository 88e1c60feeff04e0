import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { BARE, useE2E, type Lang, type Mode } from '../helpers/e2e.js';

// WCAG 2.2 AA, what axe cannot see (issue 21): the page language, where focus goes after every dialog,
// confirm and route change, the off-canvas sidebar as a modal panel, reflow at 320 px.
const e2e = useE2E({ warmUp: '/login' });

interface Active {
  tag: string;
  text: string;
  part: string | null;
  label: string | null;
  inDialog: boolean;
}

/** The focused element, through shadow roots. */
const active = (page: Page) =>
  page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return { tag: 'body', text: '', part: null, label: null, inDialog: false };
    return { tag: el.tagName.toLowerCase(), text: (el.textContent || '').trim().slice(0, 60), part: el.getAttribute('data-part'), label: el.getAttribute('aria-label'), inDialog: !!el.closest('[role=dialog]') };
  })()`) as Promise<Active>;

const notBody = async (page: Page) => {
  await expect.poll(async () => (await active(page)).tag).not.toBe('body');
  return active(page);
};

describe('3.1.1 language of page', () => {
  for (const mode of ['light', 'dark'] as Mode[])
    it(`<html lang> and every panel root follow the interface language, also after a reload (${mode})`, async () => {
      const { page } = await e2e.open('/settings', { lang: 'it', mode });
      await page.locator('admin-app h1').waitFor();
      await expect.poll(() => page.evaluate('document.documentElement.lang')).toBe('it');
      await page.getByRole('radio', { name: /English/ }).check({ force: true });
      await expect.poll(() => page.evaluate('document.documentElement.lang')).toBe('en');
      expect(await page.locator('admin-app [part=panel]').getAttribute('lang')).toBe('en');
      await page.reload();
      await page.locator('admin-app h1', { hasText: 'Settings' }).waitFor();
      await expect.poll(() => page.evaluate('document.documentElement.lang')).toBe('en');
    });

  it('an embedded panel sets lang on its own root and leaves the host page alone', async () => {
    const { page } = await e2e.open('/login', { lang: 'en' });
    await page.setContent('<!doctype html><html lang="de"><body></body></html>');
    await page.goto(e2e.url('/login'));
    await page.evaluate(`(() => {
      document.documentElement.lang = 'de';
      document.body.replaceChildren(document.createElement('admin-customers'));
    })()`);
    await page.locator('admin-customers [part=panel]').waitFor();
    expect(await page.locator('admin-customers [part=panel]').getAttribute('lang')).toBe('en');
    expect(await page.evaluate('document.documentElement.lang')).toBe('de');
  });
});

describe('2.4.3 focus order: focus returns after every dialog and confirm', () => {
  for (const lang of ['it', 'en'] as Lang[]) {
    const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);

    it(`add main category: Escape, Cancel, Close and Create return focus to the add button (${lang})`, async () => {
      const { page } = await e2e.open('/categories', { lang });
      const add = page.locator('admin-app section[data-column="0"] [data-part=add]');
      await add.waitFor();
      const dialog = page.locator('admin-app [role=dialog]');
      const closers: [string, () => Promise<void>][] = [
        ['Escape', () => page.keyboard.press('Escape')],
        ['Cancel', () => dialog.getByRole('button', { name: t('common.cancel'), exact: true }).click()],
        ['Close', () => dialog.getByRole('button', { name: t('common.close'), exact: true }).click()],
      ];
      for (const [how, close] of closers) {
        await add.focus();
        await page.keyboard.press('Enter');
        await dialog.waitFor();
        await close();
        await dialog.waitFor({ state: 'detached' });
        expect({ how, ...(await notBody(page)) }).toMatchObject({ how, part: 'add' });
      }
      await add.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      const name = `A11y ${lang} ${Date.now() % 100000}`;
      await dialog.locator('#category-name-it').fill(name);
      await dialog.locator('#category-name-en').fill(name);
      await dialog.locator('#category-code').fill(`a11y${lang}${Date.now() % 100000}`);
      await dialog.locator('button[type=submit]').click();
      await dialog.waitFor({ state: 'detached' });
      expect(await notBody(page)).toMatchObject({ part: 'add' });
    });

    it(`a confirmed product delete moves focus to a sensible place, never <body> (${lang})`, async () => {
      const companyId = (await e2e.data<{ data: { id: number }[] }>('companies?page=1&limit=1')).data[0]!.id;
      const { page } = await e2e.open(`/products?companyId=${companyId}`, { lang });
      const first = page.locator('admin-app [data-part=list-table] tbody tr[data-row]').first();
      await first.waitFor();
      await first.locator('[aria-haspopup]').focus();
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: t('products.delete.action') }).click();
      await page.locator('admin-app [data-part=delete-confirm]').click();
      await page.locator('admin-app [data-scope=toast][data-part=root]').first().waitFor();
      const now = await notBody(page);
      expect(now.inDialog).toBe(false);
    });

    it(`change password: focus stays in the dialog on a wrong current password, and never falls to <body> (${lang})`, async () => {
      const { page } = await e2e.open('/profile', { lang });
      await page.getByRole('button', { name: t('profile.changePassword'), exact: true }).click();
      const dialog = page.locator('admin-app [role=dialog]');
      await dialog.waitFor();
      await dialog.locator('#password-current').fill('wrong-password');
      await dialog.locator('#password-new').fill('new-admin-pass');
      await dialog.locator('#password-confirm').fill('new-admin-pass');
      await dialog.locator('button[type=submit]').click();
      await dialog.locator('#password-current[aria-invalid=true]').waitFor();
      expect(await notBody(page)).toMatchObject({ inDialog: true });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await notBody(page)).toMatchObject({ tag: 'button', text: t('profile.changePassword') });
    });
  }

  it('sending a notification puts focus on the summary, not <body>', async () => {
    const members = await e2e.data<{ data: { id: number; enabled: boolean; role: { name: string } | null; firstName: string | null }[] }>(
      'members?limit=20&page=1',
    );
    expect(members.data.length).toBeGreaterThan(0);
    const { page } = await e2e.open('/notifications', { lang: 'en' });
    await page.locator('admin-app form').waitFor();
    await page.locator('admin-app input[name=title]').fill('Focus check');
    await page.locator('admin-app textarea').first().fill('Where does focus go after sending?');
    await page.getByRole('radio', { name: 'Single user' }).check({ force: true });
    const picker = page.getByRole('combobox', { name: 'User' });
    await picker.click();
    // The picker searches the server from 2 letters on (issue 38, item 0).
    await picker.fill('ro');
    await page.locator('[role=option]:not([data-disabled])').first().click();
    await page.locator('admin-app form button[type=submit]').click();
    await page.locator('admin-app [data-part=summary]').waitFor();
    const now = await notBody(page);
    expect(now.tag).not.toBe('body');
  });

  it('signing in puts focus on the dashboard heading', async () => {
    const { page } = await e2e.open('/login', BARE);
    await page.locator('admin-app input[name=email]').fill('admin@example.com');
    await page.locator('admin-app input[name=password]').fill('demo-admin');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/home');
    await expect.poll(() => active(page)).toMatchObject({ tag: 'h1' });
  });
});

describe('2.4.2 page titled, 4.1.3 route changes', () => {
  it('every route names the page and moves focus to its heading', async () => {
    const { page } = await e2e.open('/home', { lang: 'en' });
    await page.locator('admin-app h1').waitFor();
    for (const [route, title] of [
      ['/categories', 'Categories'],
      ['/customers', 'Customers'],
      ['/notifications', 'Notifications'],
      ['/business', 'Business'],
      ['/home', 'Home'],
    ] as const) {
      await page.locator(`admin-app nav a[data-route="${route}"]`).click();
      await expect.poll(() => page.title()).toBe(`${title} · Back-office`);
      await expect.poll(async () => (await active(page)).tag).toBe('h1');
    }
  });
});

describe('2.4.2 page titled: the public pages', () => {
  it('each public page is titled after its own heading, never "Back-office · Back-office", in both languages', async () => {
    for (const lang of ['it', 'en'] as const) {
      const { page } = await e2e.open('/login', { lang, token: null });
      for (const route of ['/support', '/privacy-policy', '/marketing', '/unauthorized']) {
        await page.goto(e2e.url(route));
        const h1 = ((await page.locator('admin-app h1').first().textContent()) ?? '').trim();
        expect(h1.length, route).toBeGreaterThan(0);
        await expect.poll(() => page.title(), { message: `${lang} ${route}` }).toBe(`${h1} · Back-office`);
      }
    }
  });
});

describe('2.4.11 focus not obscured: the off-canvas sidebar', () => {
  it('takes focus when opened, keeps Tab inside, closes on Escape and gives focus back to its toggle', async () => {
    const { page } = await e2e.open('/customers', { lang: 'en', viewport: { width: 390, height: 844 } });
    await page.locator('admin-app h1').waitFor();
    const toggle = page.locator('admin-app [data-part=sidebar-toggle]');
    await toggle.click();
    await expect.poll(() => page.locator('admin-app aside[data-part=sidebar]').getAttribute('data-state')).toBe('open');
    const inside = () =>
      page.evaluate(`(() => {
        let el = document.activeElement;
        while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
        return !!(el && el.closest('aside[data-part=sidebar]'));
      })()`) as Promise<boolean>;
    // Its first control takes focus: the Search button (issue 16), before the screens' links.
    await expect.poll(inside).toBe(true);
    expect(await active(page)).toMatchObject({ tag: 'button' });
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      const inAside = await inside();
      const where = await active(page);
      // Tab may leave to the browser chrome (body) at the end of the panel, never to the page behind it.
      expect(inAside || where.tag === 'body', JSON.stringify(where)).toBe(true);
    }
    await page.locator('admin-app aside[data-part=sidebar] a').first().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('admin-app aside[data-part=sidebar]').getAttribute('data-state')).toBe('closed');
    expect(await active(page)).toMatchObject({ part: 'sidebar-toggle' });
  });
});

describe('1.4.10 reflow at 320 px', () => {
  for (const path of [
    '/login',
    '/home',
    '/categories',
    '/customers',
    '/business',
    '/notifications',
    '/profile',
    '/settings',
    '/activity',
    '/activity?view=deleted',
    '/products?companyId=1',
    '/privacy-policy',
    '/support',
  ])
    it(`${path}: no page-level horizontal scroll at 320×256`, async () => {
      const signedOut = ['/login', '/privacy-policy', '/support'].includes(path);
      const { page } = await e2e.open(path, { lang: 'it', viewport: { width: 320, height: 256 }, ...(signedOut ? { token: null } : {}) });
      await page.locator('admin-app h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const width = (await page.evaluate('Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)')) as number;
      expect(width).toBeLessThanOrEqual(320);
    });
});

describe('1.4.10 reflow: the composer at 320×256', () => {
  for (const lang of ['it', 'en'] as Lang[])
    it(`(${lang}) the message field being typed in is never under the preview`, async () => {
      const { page } = await e2e.open('/notifications', { lang, viewport: { width: 320, height: 256 } });
      const message = page.locator('admin-app textarea[name=message]');
      await message.waitFor();
      await page.locator('admin-app input[name=title]').fill('Manutenzione');
      await message.focus();
      await page.keyboard.type('Il servizio sarà sospeso domenica notte, dalle 2 alle 4.');
      const boxes = await page.evaluate(`(() => {
        const root = document.querySelector('admin-app').shadowRoot;
        const box = (e) => { const r = e.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }; };
        return { preview: box(root.querySelector('[data-part=compact-preview]')), field: box(root.querySelector('textarea[name=message]')) };
      })()`);
      const { preview, field } = boxes as Record<'preview' | 'field', { left: number; top: number; right: number; bottom: number }>;
      const shared = Math.max(0, Math.min(preview.bottom, field.bottom) - Math.max(preview.top, field.top));
      expect(shared, JSON.stringify(boxes)).toBe(0);
      // The field is on screen while it is typed in.
      expect(field.top < 256 && field.bottom > 0, JSON.stringify(field)).toBe(true);
    });
});

describe('2.1.4 character key shortcuts', () => {
  /** Presses '/' with the page body focused; answers whether the back-office took the key (preventDefault) and what has focus then. */
  const slash = async (page: Page) => {
    await page.evaluate(`(() => {
      document.activeElement && document.activeElement.blur && document.activeElement.blur();
      window.__slash = undefined;
      window.addEventListener('keydown', (e) => { if (e.key === '/') window.__slash = e.defaultPrevented; }, { once: true });
    })()`);
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate('window.__slash')).not.toBeUndefined();
    return { taken: (await page.evaluate('window.__slash')) as boolean, focus: await active(page) };
  };

  it('/ focuses the list search until the admin turns single-key shortcuts off in settings; the choice survives a reload', async () => {
    const t = (key: string) => translate('en', key);
    const { page } = await e2e.open('/customers', { lang: 'en' });
    await page.locator('admin-app [data-list-search]').waitFor();
    expect(await slash(page)).toMatchObject({ taken: true, focus: { tag: 'input' } });

    await page.goto(e2e.url('/settings'));
    const toggle = page.getByRole('switch', { name: t('settings.shortcuts.toggle') });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.isChecked()).toBe(false);

    await page.locator('admin-app nav a[data-route="/customers"]').click();
    await page.locator('admin-app [data-list-search]').waitFor();
    const off = await slash(page);
    expect(off.taken).toBe(false);
    expect(off.focus.tag).not.toBe('input');

    await page.reload();
    await page.locator('admin-app [data-list-search]').waitFor();
    expect((await slash(page)).taken).toBe(false);
  });
});

// UX audit, the sign-in and account pages, the public pages, the profile, the drawers' addresses and the keyboard
// hints on a touch screen (items 9, 15, 16, 17, 18).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { deepText } from '../helpers/browser.js';
import { ADMIN, useE2E, type Lang } from '../helpers/e2e.js';

const e2e = useE2E({ warmUp: '/login' });

const tr = (lang: Lang, key: string, params?: Record<string, unknown>) => translate(lang, key, params);

type Box = { x: number; y: number; width: number; height: number };

/** The sign-in card: the box around the form. */
const card = (page: Page) => page.locator('admin-app form').locator('..');
const cardBox = (page: Page) =>
  page.locator('admin-app form').evaluate((form) => {
    const r = form.parentElement!.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }) as Promise<Box>;

const toasts = (page: Page) => page.locator('admin-app [data-scope=toast][data-part=root]');

describe('sign-in: errors inside the card, nothing moves', () => {
  for (const lang of ['it', 'en'] as const)
    it(`a wrong password is said inside the card in ${lang}, the typed e-mail kept, the card not moving`, async () => {
      const { page } = await e2e.open('/login', { lang, token: null });
      const email = page.locator('admin-app input[name=email]');
      await email.fill('admin@example.com');
      await page.locator('admin-app input[name=password]').fill('not-the-password');
      const before = await cardBox(page);
      await page.locator('admin-app button[type=submit]').click();
      const failure = card(page).locator('[role=alert][data-part=form-error]');
      await failure.waitFor();
      expect(await failure.textContent()).toContain(tr(lang, 'errors.codes.invalid_credentials'));
      // One line, no "Error" heading above it (design round 13).
      expect(await failure.textContent()).toBe(tr(lang, 'errors.codes.invalid_credentials'));
      expect(await email.inputValue()).toBe('admin@example.com');
      expect(await toasts(page).count()).toBe(0);
      // The card grows downwards only: its top and sides stay where the user was looking.
      const after = await cardBox(page);
      expect({ x: after.x, y: after.y, width: after.width }).toEqual({ x: before.x, y: before.y, width: before.width });
    });

  it('an empty submit says what is missing under the fields; the card grows downwards only', async () => {
    const { page } = await e2e.open('/login', { lang: 'en', token: null });
    await page.locator('admin-app input[name=email]').waitFor();
    const before = await cardBox(page);
    await page.locator('admin-app button[type=submit]').click();
    await expect.poll(() => page.locator('admin-app input[aria-invalid=true]').count()).toBe(2);
    expect(await deepText(page)).toContain(tr('en', 'auth.login.required'));
    // The errors take their lines under the fields (the forms' one rhythm, design round 13): the card keeps its top
    // and sides, the errors push only what is under them.
    const after = await cardBox(page);
    expect({ x: after.x, y: after.y, width: after.width }).toEqual({ x: before.x, y: before.y, width: before.width });
  });

  it('a failed reset request is said inside the dialog, the e-mail kept, no toast', async () => {
    const { page } = await e2e.open('/login', { lang: 'en', token: null });
    await page.route('**/v1/members/send-reset-password-email', (route) => route.abort('internetdisconnected'));
    await page.locator('admin-app button', { hasText: tr('en', 'auth.login.forgotPassword') }).click();
    const dialog = page.locator('admin-app [role=dialog]');
    await dialog.locator('input[name=reset-email]').fill('admin@example.com');
    await dialog.locator('button[type=submit]').click();
    const failure = dialog.locator('[role=alert][data-part=form-error]');
    await failure.waitFor({ timeout: 30_000 });
    expect(await failure.textContent()).toContain(tr('en', 'errors.network'));
    expect(await dialog.locator('input[name=reset-email]').inputValue()).toBe('admin@example.com');
    expect(await toasts(page).count()).toBe(0);
  });
});

describe('drawers: an e-mail address wraps at its @ or a dot', () => {
  it('the member drawer breaks a narrow e-mail after @ or a dot, never inside a word', async () => {
    const list = await e2e.data<{ data: { id: number; email: string }[] }>('members?limit=5');
    const member = list.data.find((m) => m.email.includes('@') && m.email.includes('.'))!;
    const { page } = await e2e.open(`/customers/${member.id}`, { lang: 'en' });
    const dd = page.locator('[role=dialog][data-drawer=member] [data-field=email] dd');
    await dd.waitFor();
    expect(await dd.textContent()).toBe(member.email);
    // Narrower than the address: it has to break somewhere. Each line must end with "@" or ".".
    const lines = await dd.evaluate((el) => {
      el.style.width = '5.5em';
      const out: string[] = [];
      let top: number | null = null;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect) continue;
          if (top === null || Math.abs(rect.top - top) > 2) {
            out.push('');
            top = rect.top;
          }
          out[out.length - 1] = `${out[out.length - 1] ?? ''}${text.charAt(i)}`;
        }
      }
      return out;
    });
    expect(lines.length, JSON.stringify(lines)).toBeGreaterThan(1);
    expect(lines.join('')).toBe(member.email);
    for (const line of lines.slice(0, -1)) expect(line, JSON.stringify(lines)).toMatch(/[@.]$/);
  });
});

describe('keyboard hints on a touch screen', () => {
  const VIEW = { width: 1280, height: 800 };
  const hint = (page: Page) => page.locator('admin-app [data-part=search-button][data-place=sidebar] kbd');

  it('the sidebar shows Ctrl K with a mouse, and no key hint on a touch screen', async () => {
    const mouse = await e2e.open('/home', { lang: 'en', viewport: VIEW });
    await hint(mouse.page).waitFor();
    expect(await hint(mouse.page).isVisible()).toBe(true);
    const touch = await e2e.open('/home', { lang: 'en', viewport: VIEW, context: { hasTouch: true, isMobile: true } });
    const page = touch.page;
    await page.locator('admin-app [data-part=search-button][data-place=sidebar]').waitFor();
    expect(await page.evaluate(() => matchMedia('(hover: none) and (pointer: coarse)').matches)).toBe(true);
    expect(await hint(page).isVisible()).toBe(false);
    const text = await page.locator('admin-app [data-part=search-button][data-place=sidebar]').innerText();
    expect(text).not.toMatch(/Ctrl K|⌘K/);
  });
});

describe('public pages', () => {
  it('/marketing has the language switch, which changes the language', async () => {
    const { page } = await e2e.open('/marketing', { lang: 'it', token: null });
    const group = page.locator('admin-app [role=group]', { hasText: 'EN' });
    await group.waitFor();
    await expect.poll(() => page.locator('admin-app #marketing-status').textContent()).toBe('Le funzioni di marketing non sono attive');
    await group.locator('button[lang=en]').click();
    await expect.poll(() => page.locator('admin-app #marketing-status').textContent()).toBe('Marketing features are not active');
    expect(await group.locator('button[lang=en]').getAttribute('aria-pressed')).toBe('true');
  });

  it('one brand block with the logo; the footer credits the developer; the FAQ uses the chevron icon', async () => {
    const { page } = await e2e.open('/support', { lang: 'en', token: null });
    const brand = page.locator('admin-app [data-part=brand]');
    await brand.waitFor();
    expect(await brand.count()).toBe(1);
    expect(await brand.locator('svg[role=img]').count()).toBe(1);
    const footer = page.locator('admin-app footer');
    expect(await footer.textContent()).toContain('Developed by');
    expect((await footer.textContent())?.toLowerCase()).not.toContain('back-office');
    const indicator = page.locator('admin-app [data-testid=faq] [data-part=item-indicator]').first();
    expect(await indicator.locator('svg').count()).toBe(1);
    expect((await indicator.textContent())?.trim()).toBe('');
  });

  it('the activation card shows the logo', async () => {
    const { page } = await e2e.open('/enable-member?email=a%40b.it&token=abc', { lang: 'en', token: null });
    await page.locator('admin-app h1').waitFor();
    const logo = page.locator('admin-app main svg[role=img]');
    expect(await logo.count()).toBe(1);
    expect(await logo.getAttribute('aria-label')).toBe(tr('en', 'shell.logo'));
  });
});

/** Whether `inner`'s box lies within `outer`'s. */
async function inside(inner: Locator, outer: Locator) {
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  return a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;
}

describe('/profile', () => {
  it('the buttons are inside their cards, with the avatar and a security section', async () => {
    const { page } = await e2e.open('/profile', { lang: 'en', token: await e2e.login() });
    const details = page.locator('admin-app [data-part=profile-card]');
    await details.locator('dd[data-field=email]').waitFor();
    const edit = details.getByRole('button', { name: tr('en', 'profile.editProfile'), exact: true });
    expect(await inside(edit, details)).toBe(true);
    expect(await details.locator('[data-part=avatar]').textContent()).toMatch(/^[A-Z?]{1,2}$/);
    const security = page.locator('admin-app [data-part=security-card]');
    expect(await security.locator('h2').textContent()).toBe(tr('en', 'profile.security.title'));
    const change = security.getByRole('button', { name: tr('en', 'profile.changePassword'), exact: true });
    expect(await inside(change, security)).toBe(true);
  });

  for (const lang of ['en', 'it'] as const)
    it(`the strength bar says its level in words (${lang})`, async () => {
      const { page } = await e2e.open('/profile', { lang, token: await e2e.login() });
      await page.getByRole('button', { name: tr(lang, 'profile.changePassword'), exact: true }).click();
      const dialog = page.locator('admin-app [role=dialog]');
      const label = dialog.locator('[data-part=strength-label]');
      await label.waitFor({ state: 'attached' });
      const level = (l: string) => tr(lang, 'common.strengthLabel', { level: tr(lang, `common.strengthLevel.${l}`).toLowerCase() });
      // Nothing typed: no words shown (round 12: "Strength: empty"), the meter itself still says it.
      expect(await label.isVisible()).toBe(false);
      expect(await dialog.getByRole('meter').first().getAttribute('aria-valuetext')).toBe(tr(lang, 'common.strengthLevel.empty'));
      const fields = dialog.locator('input[type=password]');
      await fields.nth(1).fill('abc');
      await expect.poll(() => label.textContent()).toBe(level('weak'));
      expect(await label.isVisible()).toBe(true);
      await fields.nth(1).fill(`${ADMIN.password}-longer`);
      await expect.poll(() => label.textContent()).toBe(level('strong'));
    });
});

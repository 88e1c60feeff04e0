import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { TOAST_DURATION } from '../../src/ui/toast.js';
import { ADMIN, BARE, useE2E } from '../helpers/e2e.js';

// WCAG 2.2 AA, the toasts (issue 21): an error toast does not outlive its session, a toast never covers
// the focused control (2.4.11), its timer waits while the pointer or the focus is on it (2.2.1) and F8
// reaches it.
const e2e = useE2E({ warmUp: '/login' });

const t = (key: string, params?: Record<string, unknown>) => translate('en', key, params);

/** Every toast of the page, closing ones included (a dismissed toast stays 200 ms, then it is removed). */
const toasts = (page: Page) => page.locator('admin-app [data-scope=toast][data-part=root]');
const openToast = (page: Page) => page.locator('admin-app [data-scope=toast][data-part=root][data-state=open]');

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Geometry {
  focus: (Box & { what: string }) | null;
  toasts: Box[];
}

/** The focused element (through shadow roots) and every open toast, as viewport rectangles. */
const geometry = (page: Page) =>
  page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    const box = (e) => { const r = e.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom }; };
    const found = [];
    const walk = (root) => {
      for (const e of root.querySelectorAll('*')) {
        if (e.matches('[data-scope=toast][data-part=root][data-state=open]')) found.push(box(e));
        if (e.shadowRoot) walk(e.shadowRoot);
      }
    };
    walk(document);
    const focus = el && el !== document.body && el !== document.documentElement
      ? { ...box(el), what: el.tagName.toLowerCase() + ' ' + (el.getAttribute('aria-label') || (el.textContent || '').trim().slice(0, 40)) }
      : null;
    return { focus, toasts: found };
  })()`) as Promise<Geometry>;

/** Area (px²) the two boxes share. */
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/** Waits until the open toast has finished moving in (its entry transition is over) and answers the geometry. */
async function settledGeometry(page: Page): Promise<Geometry> {
  const toast = page.locator('admin-app [data-scope=toast][data-part=root][data-state=open][data-mounted]').first();
  await toast.waitFor();
  await expect.poll(() => toast.evaluate((e) => e.getAnimations().length)).toBe(0);
  return geometry(page);
}

/** The deep active element's `data-part`, `aria-label` and tag. */
const activeInfo = (page: Page) =>
  page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    return { tag: el ? el.tagName.toLowerCase() : '', part: el && el.getAttribute('data-part'), label: el && el.getAttribute('aria-label'), inToastGroup: !!(el && el.closest('[data-scope=toast][data-part=group]')) };
  })()`) as Promise<{ tag: string; part: string | null; label: string | null; inToastGroup: boolean }>;

async function signInAs(page: Page, password: string) {
  await page.locator('admin-app input[name=email]').fill(ADMIN.email);
  const field = page.locator('admin-app input[name=password]');
  await field.fill(password);
  await field.press('Enter');
}

describe('an error toast ends with its session', () => {
  it('a refused sign-in is said in the form, outlives a toast’s time, and goes with the next attempt (2.2.1)', async () => {
    const { page } = await e2e.open('/login', { ...BARE, lang: 'en' });
    await signInAs(page, 'not-the-password');
    const failure = page.locator('admin-app form [role=alert][data-part=form-error]');
    await failure.waitFor();
    expect(await failure.textContent()).toContain(t('errors.codes.invalid_credentials'));
    // Said by the form instead of a toast (one handler does one or the other, in the same call).
    expect(await toasts(page).count()).toBe(0);
    // Past the time an error toast stays, it is still there.
    await page.waitForTimeout(TOAST_DURATION + 1_000);
    expect(await failure.isVisible()).toBe(true);
    await signInAs(page, ADMIN.password);
    await page.waitForURL('**/home');
    expect(await toasts(page).count()).toBe(0);
  });

  it('"the server did not answer" on /login is said in the form, and a new attempt clears it', async () => {
    const { page } = await e2e.open('/login', { ...BARE, lang: 'en' });
    await page.route('**/v1/auth/login', (route) => route.abort('internetdisconnected'), { times: 1 });
    await signInAs(page, ADMIN.password);
    const failure = page.locator('admin-app form [data-part=form-error]', { hasText: t('errors.network') });
    await failure.waitFor();
    expect(await toasts(page).count()).toBe(0);
    await signInAs(page, ADMIN.password);
    await page.waitForURL('**/home');
    expect(await toasts(page).count()).toBe(0);
  });

  it('an error toast of the session is gone once the admin signs out', async () => {
    // A token of its own: signing out revokes it.
    const { page } = await e2e.open('/profile', { lang: 'en', token: await e2e.login() });
    await page.route('**/v1/accounts/members', (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await page.getByRole('button', { name: t('profile.editProfile'), exact: true }).click();
    const dialog = page.locator('admin-app [role=dialog]');
    await dialog.locator('#profile-first-name').fill('Toast');
    await dialog.locator('button[type=submit]').click();
    const error = page.locator('admin-app [data-scope=toast][data-part=root][data-type=error][data-state=open]');
    await error.waitFor();
    await error.hover();
    await page.keyboard.press('Escape'); // closes the dialog (the toast keeps the pointer)
    await dialog.waitFor({ state: 'detached' });
    await signOutByKeyboard(page);
    await expect.poll(() => toasts(page).count()).toBe(0);
  });

  it('an Undo toast of the session is gone once the admin signs out (its Undo would act for nobody)', async () => {
    const { page } = await e2e.open('/customers', { lang: 'en', token: await e2e.login() });
    const row = page.locator('admin-app [data-part=list-table] tbody tr[data-row]').nth(2);
    const memberId = Number(await row.getAttribute('data-row'));
    await row.locator('[aria-haspopup=menu]').click();
    const item = page.locator('admin-app [role=menu][data-state=open] [role=menuitem]', { hasText: /^Disable$/ }).first();
    await item.click();
    const undo = page.locator('admin-app [data-scope=toast][data-part=root][data-state=open]', {
      has: page.locator('[data-part=toast-action]'),
    });
    await undo.waitFor();
    await undo.hover();
    await signOutByKeyboard(page);
    await expect.poll(() => toasts(page).count()).toBe(0);
    // The member back as it was (enabled), for the tests after this one.
    await e2e.data('members/enable-by-admin', { json: { memberId } });
  });
});

/** Signs out from the keyboard (the user menu's last item), so the pointer stays where it is. */
async function signOutByKeyboard(page: Page) {
  await page.locator('admin-app [data-part=user-menu-trigger]').focus();
  await page.keyboard.press('Enter');
  const menu = page.locator('admin-app [role=menu][data-state=open]');
  await menu.waitFor();
  // Zag moves focus into the menu a frame after it shows: the keys are pressed from there, as a user would.
  await expect.poll(() => menu.evaluate((el) => el.contains((el.getRootNode() as ShadowRoot).activeElement))).toBe(true);
  await page.keyboard.press('End');
  await expect.poll(() => menu.locator('[role=menuitem]').last().getAttribute('data-highlighted')).not.toBeNull();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/login');
}

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

describe('2.4.11 focus not obscured: a toast never covers the focused control', () => {
  for (const viewport of VIEWPORTS) {
    const size = `${viewport.width}x${viewport.height}`;
    for (const path of ['/customers', '/business'])
      it(`${path}: enabling or disabling a member from the row menu at the bottom of the screen (${size})`, async () => {
        const { page } = await e2e.open(path, { lang: 'en', viewport });
        const rows = page.locator('admin-app [data-part=list-table] tbody tr[data-row]');
        await rows.first().waitFor();
        // The last row (an administrator cannot be disabled), its menu button brought to the bottom edge:
        // the corner the toast comes out of.
        const row = rows
          .filter({ hasNotText: t('customers.roles.admin') })
          .filter({ hasNotText: t('common.teamOwner') })
          .last();
        const trigger = row.locator('[aria-haspopup]');
        await trigger.evaluate((e) => {
          e.scrollIntoView({ block: 'end', inline: 'end' });
          window.scrollBy(0, 40); // 40 px up from the bottom edge: where the toast's box is
        });
        const disabled = /Disabled/.test((await row.locator('td[data-col=status]').textContent()) ?? '');
        await trigger.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('menuitem', { name: disabled ? 'Enable' : 'Disable', exact: true }).click();
        await openToast(page).first().waitFor();
        // The admin is on the row's menu button again (focus came back to it when the menu closed, or they
        // go back to it to undo): a no-op when it is focused already.
        await trigger.focus();
        expect((await activeInfo(page)).label).toBe(await trigger.getAttribute('aria-label'));
        const now = await settledGeometry(page);
        expect(now.focus).not.toBeNull();
        expect(now.toasts.length).toBe(1);
        // No pixel of the focused control under the toast; the toast still wholly on screen.
        expect(
          now.toasts.map((box) => overlap(box, now.focus!)),
          JSON.stringify(now),
        ).toEqual([0]);
        const [box] = now.toasts;
        expect(box!.top >= 0 && box!.left >= 0 && box!.bottom <= viewport.height && box!.right <= viewport.width, JSON.stringify(box)).toBe(
          true,
        );
      });
  }
});

/** Shows a 5 s success toast: saves the profile (a new first name). */
async function showProfileToast(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: t('profile.editProfile'), exact: true }).click();
  const dialog = page.locator('admin-app [role=dialog]');
  await dialog.locator('#profile-first-name').fill(name);
  await dialog.locator('button[type=submit]').click();
  await dialog.waitFor({ state: 'detached' });
  const toast = openToast(page).filter({ hasText: t('profile.toast.profileUpdated') });
  await toast.waitFor();
  return toast;
}

describe('2.2.1 timing adjustable: a toast waits while it is hovered or focused; F8 reaches it', () => {
  it(`a hovered toast is still there after its ${TOAST_DURATION} ms, and goes once the pointer leaves`, async () => {
    const { page } = await e2e.open('/profile', { lang: 'en' });
    const toast = await showProfileToast(page, 'Hover');
    await toast.hover();
    await page.waitForTimeout(TOAST_DURATION + 1000);
    expect(await toast.count()).toBe(1);
    await page.mouse.move(5, 5);
    await expect.poll(() => toasts(page).count(), { timeout: TOAST_DURATION + 5000 }).toBe(0);
  });

  it(`F8 moves the focus to the toasts, and a toast holding the focus is still there after its ${TOAST_DURATION} ms`, async () => {
    const { page } = await e2e.open('/profile', { lang: 'en' });
    const toast = await showProfileToast(page, 'Focus');
    await page.keyboard.press('F8');
    await expect.poll(async () => (await activeInfo(page)).inToastGroup).toBe(true);
    await page.waitForTimeout(TOAST_DURATION + 1000);
    expect(await toast.count()).toBe(1);
  });

  it('a toast reached with F8 goes in its time once a script moves the focus away (a drawer closing, a route change)', async () => {
    const { page } = await e2e.open('/profile', { lang: 'en' });
    const toast = await showProfileToast(page, 'Away');
    await page.keyboard.press('F8');
    await expect.poll(async () => (await activeInfo(page)).inToastGroup).toBe(true);
    // As a closing drawer gives its trigger the focus back: focus() from a script, inside the panel's shadow root.
    await page.getByRole('button', { name: t('profile.editProfile') }).evaluate((el: HTMLElement) => el.focus());
    await expect.poll(async () => (await activeInfo(page)).inToastGroup).toBe(false);
    await expect.poll(() => toast.count(), { timeout: TOAST_DURATION * 2 + 5000 }).toBe(0);
  });
});

/** Two frames: what a focus change re-renders (the toast's corner) is on screen. */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

describe('2.4.11 through a whole Tab walk: the toast never covers the focused control, at any step', () => {
  const SIZES = [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
    { width: 320, height: 640 },
  ] as const;
  for (const viewport of SIZES)
    for (const path of ['/customers', '/business'])
      it(`${path} at ${viewport.width}x${viewport.height}: from a disable to the last page link, with the Undo toast up`, async () => {
        const { page } = await e2e.open(path, { lang: 'en', viewport });
        const rows = page.locator('admin-app [data-part=list-table] tbody tr[data-row]');
        await rows.first().waitFor();
        const row = rows
          .filter({ hasNotText: t('customers.roles.admin') })
          .filter({ hasNotText: t('common.teamOwner') })
          .first();
        const disabled = /Disabled/.test((await row.locator('td[data-col=status]').textContent()) ?? '');
        const trigger = row.locator('[aria-haspopup]');
        await trigger.focus();
        await page.keyboard.press('Enter');
        await page.getByRole('menuitem', { name: disabled ? 'Enable' : 'Disable', exact: true }).click();
        await openToast(page).first().waitFor();
        await trigger.focus();
        let checked = 0;
        const seen: string[] = [];
        for (let step = 0; step < 120; step++) {
          await page.keyboard.press('Tab');
          await frames(page);
          const g = await geometry(page);
          const info = await activeInfo(page);
          if (!g.focus || info.inToastGroup) continue;
          seen.push(g.focus.what);
          if (!g.toasts.length) break; // the toast's time is over: nothing left to cover
          checked++;
          expect(
            g.toasts.map((box) => overlap(box, g.focus!)),
            `step ${step}, focus on ${g.focus.what}: ${JSON.stringify(g)}`,
          ).toEqual(g.toasts.map(() => 0));
          if (/^button Next/.test(g.focus.what)) break;
        }
        // The walk went on to the pagination with the toast up, not just one step. The rows are one Tab stop
        // (issue 38, round 3): from a row's menu Tab goes past the other rows, to the pager's buttons.
        expect(checked, seen.join(' | ')).toBeGreaterThanOrEqual(3);
      });
});

describe('toasts stack: each keeps its own action until its own time is over (issue 20)', () => {
  it('two disables in a row show two toasts, both with their Undo, neither covering the other', async () => {
    const { page } = await e2e.open('/customers', { lang: 'en' });
    const rows = page.locator('admin-app [data-part=list-table] tbody tr[data-row]');
    await rows.first().waitFor();
    const others = rows.filter({ hasNotText: t('customers.roles.admin') }).filter({ hasNotText: t('common.teamOwner') });
    for (const i of [0, 1]) {
      const row = others.nth(i);
      const disabled = /Disabled/.test((await row.locator('td[data-col=status]').textContent()) ?? '');
      await row.locator('[aria-haspopup]').click();
      await page.getByRole('menuitem', { name: disabled ? 'Enable' : 'Disable', exact: true }).click();
      await expect.poll(() => openToast(page).count()).toBe(i + 1);
    }
    const open = openToast(page);
    await expect.poll(() => open.locator('[data-part=toast-action]').count()).toBe(2);
    const g = await settledGeometry(page);
    expect(g.toasts.length).toBe(2);
    expect(overlap(g.toasts[0]!, g.toasts[1]!), JSON.stringify(g.toasts)).toBe(0);
    // The close button names a message, not a push notification.
    expect(await open.first().locator('[data-part=close-trigger]').getAttribute('aria-label')).toBe(t('common.dismiss'));
    expect(translate('it', 'common.dismiss')).toBe('Chiudi avviso');
    // The first toast's Undo still works once the second is up: it undoes, and its toast goes.
    const first = (await open.first().elementHandle())!;
    await open.first().locator('[data-part=toast-action]').click();
    await page.waitForFunction((el) => !el.isConnected, first);
  });
});

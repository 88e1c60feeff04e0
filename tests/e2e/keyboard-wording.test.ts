import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { deepText, runAxe } from '../helpers/browser.js';
import { useE2E, type Lang, type Mode } from '../helpers/e2e.js';
import { endChromeSessionAndNightlyToken } from '../helpers/access-events.js';
import { focused, tabTo } from '../helpers/focus.js';

/**
 * Issue 39/38: what a keyboard-only administrator found in Customers, Team, Profile › API tokens and Activity.
 * The customers search finds a member by the beginning of the email and says so; a pending member's badge reads
 * "Pending activation"; the Add administrator hint goes once 2 characters are typed; the send-only scope says
 * what it cannot do; the activity names the signed-out session and the API token. Real server, keyboard only,
 * axe at 1280, 390 and 320 in both languages, light and dark.
 */
const e2e = useE2E({ warmUp: '/login' });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 720 };
const PAULA = 3;
/** A folder for screenshots, when set. */
const SHOTS = process.env['KEYBOARD_SHOTS'];

const tr = (lang: Lang) => (key: string, params?: Record<string, unknown>) => translate(lang, key, params);

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

describe('keyboard and wording fixes (issue 39/38)', () => {
  const cases: [{ width: number; height: number }, Lang, Mode][] = [
    [DESKTOP, 'en', 'light'],
    [DESKTOP, 'it', 'dark'],
    [PHONE, 'it', 'light'],
    [PHONE, 'en', 'dark'],
    [NARROW, 'en', 'light'],
    [NARROW, 'it', 'dark'],
  ];
  for (const [viewport, lang, mode] of cases)
    it(`Customers at ${viewport.width}, ${lang}, ${mode}: / then an email finds the pending member, badge “pending activation”`, async () => {
      const t = tr(lang);
      const { page } = await e2e.open('/customers', { lang, mode, viewport });
      const search = page.getByRole('searchbox', { name: t('customers.filters.username') });
      await page.locator('[data-part=member-state]').first().waitFor();
      // A phone starts with the filters closed: open them by keyboard first.
      const toggle = page.locator('[data-part=filters-toggle]');
      if ((await toggle.getAttribute('aria-expanded')) === 'false') {
        await tabTo(page, (f) => f.part === 'filters-toggle', 'the filters toggle');
        await page.keyboard.press('Enter');
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      }
      // The / key's cap in the empty field where a keyboard is likely (a wide window with a mouse), not on a phone's
      // width (round 11: no "Press / to search" placeholder, the label says what is searched); the / key works at
      // both and says itself (aria-keyshortcuts).
      expect(await search.getAttribute('placeholder')).toBeNull();
      expect(await search.getAttribute('aria-keyshortcuts')).toBe('/');
      const cap = page.locator('admin-app [data-part=search-key]');
      expect(await cap.isVisible()).toBe(viewport.width >= 640);
      await page.keyboard.press('/');
      await expect.poll(async () => (await focused(page)).tag).toBe('input');
      // Gone while the field has the focus.
      expect(await cap.isVisible()).toBe(false);
      await page.keyboard.type('PENDING@EXAMPLE');
      await page.waitForURL(/username=PENDING/);
      const badge = page.locator('[data-part=member-state]');
      await expect.poll(() => badge.count(), { timeout: 20_000 }).toBe(1);
      await expect.poll(() => badge.textContent()).toBe(`${t('customers.roles.customer')} · ${t('customers.pending')}`);
      expect(await badge.getAttribute('data-pending')).toBe('true');
      expect(await runAxe(page)).toEqual([]);
      // 320 px: nothing scrolls sideways.
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await shot(page, `customers-${viewport.width}-${lang}-${mode}`);
    });

  it('the member drawer of the pending member says “pending activation” too', async () => {
    const t = tr('it');
    const { page } = await e2e.open(`/customers/${PAULA}`, { lang: 'it', viewport: DESKTOP });
    const state = page.locator('[role=dialog][data-drawer=member] [data-part=member-state]');
    await state.waitFor();
    expect(await state.textContent()).toBe(`${t('customers.roles.customer')} · ${t('customers.pending')}`);
  });

  for (const [viewport, lang] of [
    [DESKTOP, 'en'],
    [PHONE, 'it'],
  ] as const)
    it(`Team › Add administrator at ${viewport.width}, ${lang}: the 2-character hint goes at the second character`, async () => {
      const t = tr(lang);
      const { page } = await e2e.open('/team', { lang, viewport });
      const dialog = page.locator('[role=dialog]');
      await page.locator('[data-part=add-admin]').first().waitFor();
      await tabTo(page, (f) => f.part === 'add-admin', 'Add administrator');
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await tabTo(page, (f) => f.inDialog && f.tag === 'input', 'the member search');
      const hint = dialog.getByText(t('team.add.hint'), { exact: true });
      expect(await hint.count()).toBe(1);
      await page.keyboard.type('M');
      expect(await hint.count()).toBe(1);
      await page.keyboard.type('a');
      await expect.poll(() => hint.count()).toBe(0);
      // Back under 2 characters: the hint says again what is missing.
      await page.keyboard.press('Backspace');
      await expect.poll(() => hint.count()).toBe(1);
      await page.keyboard.type('arco');
      await expect.poll(() => hint.count()).toBe(0);
      await dialog.locator('[data-part=add-admin-results]').waitFor();
      expect(await runAxe(page)).toEqual([]);
      await shot(page, `add-admin-${viewport.width}-${lang}`);
    });

  for (const [viewport, lang] of [
    [DESKTOP, 'it'],
    [NARROW, 'en'],
  ] as const)
    it(`Profile › API tokens › Create at ${viewport.width}, ${lang}: notifications:send says it cannot read or count`, async () => {
      const t = tr(lang);
      const { page } = await e2e.open('/profile', { lang, viewport });
      await page.locator('[data-part=tokens-card] h2').waitFor();
      await tabTo(page, (f) => f.part === 'create-token', 'Create token');
      await page.keyboard.press('Enter');
      const scopes = page.locator('[role=dialog] [data-part=token-scopes]');
      await scopes.waitFor();
      const send = scopes.locator('label', { has: page.locator('input[value="notifications:send"]') });
      expect(await send.textContent()).toContain(t('profile.tokens.scope.notifications_send'));
      expect(t('profile.tokens.scope.notifications_send')).toContain('notifications:read');
      expect(await runAxe(page)).toEqual([]);
      await shot(page, `token-scopes-${viewport.width}-${lang}`);
    });

  it('Activity names the signed-out session (“Chrome on Linux”) and the revoked API token (“nightly”), in it and en', async () => {
    // A session signed in from Chrome on Linux and signed out; an API token "nightly" created and revoked.
    await endChromeSessionAndNightlyToken(e2e);

    for (const [lang, mode, viewport] of [
      ['en', 'light', DESKTOP],
      ['it', 'dark', PHONE],
    ] as const) {
      const t = tr(lang);
      const { page } = await e2e.open('/activity', { lang, mode, viewport });
      const rows = page.locator('admin-app [data-part=activity-row]');
      await rows.first().waitFor();
      const want = [
        // Her own session: "her session", not "of Ada Rossi" (round 5).
        t('activity.sentence.session_revoked_named_own', {
          actor: 'Ada Rossi',
          session: t('activity.sessionAgent', { browser: 'Chrome', system: 'Linux' }),
        }),
        t('activity.sentence.token_revoked_named', { actor: 'Ada Rossi', token: 'nightly' }),
        t('activity.sentence.token_created_named', { actor: 'Ada Rossi', token: 'nightly' }),
      ];
      await expect.poll(() => deepText(page), { timeout: 20_000 }).toContain(want[0]);
      const text = await deepText(page);
      for (const w of want) expect(text, w).toContain(w);
      expect(text).not.toContain(t('activity.sentence.token_revoked', { actor: 'Ada Rossi' }));
      expect(await runAxe(page)).toEqual([]);
      await shot(page, `activity-${viewport.width}-${lang}-${mode}`);
    }
  });
});

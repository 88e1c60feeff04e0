import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E, type Lang } from '../helpers/e2e.js';

// The design reviews' noise: one entry per sign-in filled the trail (about half its rows) and the dashboard's
// latest entries ("Ada Rossi ha effettuato l'accesso" three times in three minutes). The sign-ins are left out of
// both by default (GET /v1/audit?excludeSignIns=true); the trail's "Show successful sign-ins" switch, kept in the URL,
// brings them back.
const e2e = useE2E({ warmUp: '/login' });

const app = 'admin-app';
const rows = (page: Page) => page.locator(`${app} [data-part=activity-row]`);
const signInRows = (page: Page) => page.locator(`${app} [data-part=activity-row][data-action="auth.signed_in"]`);
const toggle = (page: Page) => page.locator(`${app} [data-part=activity-sign-ins] input[role=switch]`);

/** The newest events of the trail are sign-ins: without the filter they would lead the lists. */
async function signInsOnTop() {
  for (let i = 0; i < 3; i++) await e2e.login();
  const newest = await e2e.data<{ data: { action: string }[] }>('audit?limit=3');
  expect(newest.data.map((e) => e.action)).toEqual(['auth.signed_in', 'auth.signed_in', 'auth.signed_in']);
}

// Named for what it hides, the successful sign-ins: the failed ones show whatever it says (design round 12).
const LABEL: Record<Lang, string> = { en: 'Show successful sign-ins', it: 'Mostra gli accessi riusciti' };

describe('the sign-ins are left out of the activity by default', () => {
  for (const lang of ['en', 'it'] as Lang[])
    it(`${lang}: the trail shows no sign-in until the switch, by keyboard, brings them back (kept in the URL)`, async () => {
      await signInsOnTop();
      const { page } = await e2e.open('/activity', { lang, viewport: { width: 1280, height: 900 } });
      await rows(page).first().waitFor();
      // The first page is there (rendered at once from one answer): none of its rows is a sign-in.
      expect(await rows(page).count()).toBeGreaterThan(5);
      expect(await signInRows(page).count()).toBe(0);

      const sw = page.locator(`${app} [data-part=activity-sign-ins]`).getByRole('switch', { name: LABEL[lang], exact: true });
      expect(await sw.isChecked()).toBe(false);
      await sw.focus();
      await page.keyboard.press('Space');
      await signInRows(page).first().waitFor();
      expect(await toggle(page).isChecked()).toBe(true);
      expect(new URL(page.url()).searchParams.get('signIns')).toBe('shown');
      // The newest three events are the sign-ins just made.
      expect(await rows(page).evaluateAll((els) => els.slice(0, 3).map((el) => el.getAttribute('data-action')))).toEqual([
        'auth.signed_in',
        'auth.signed_in',
        'auth.signed_in',
      ]);

      // A reload (or a shared link) keeps them.
      await page.reload();
      await signInRows(page).first().waitFor();
      expect(await toggle(page).isChecked()).toBe(true);

      // Off again: gone, and out of the URL.
      await toggle(page).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => new URL(page.url()).searchParams.get('signIns')).toBeNull();
      // The list without them has come (not the one before, kept while the next loads).
      await expect.poll(async () => [await signInRows(page).count(), (await rows(page).count()) > 5]).toEqual([0, true]);
    });

  it("the dashboard's latest entries show no sign-in", async () => {
    await signInsOnTop();
    const { page } = await e2e.open('/', { lang: 'it', viewport: { width: 1280, height: 900 } });
    const recent = page.locator(`${app} [data-part=recent-row]`);
    await recent.first().waitFor();
    expect(await recent.count()).toBeGreaterThan(3);
    expect(await recent.evaluateAll((els) => els.map((el) => el.getAttribute('data-action')))).not.toContain('auth.signed_in');
  });

  it('an action filter of sign-ins shows them whatever the switch', async () => {
    const { page } = await e2e.open('/activity?action=auth.signed_in', { lang: 'en', viewport: { width: 1280, height: 900 } });
    await signInRows(page).first().waitFor();
    expect(await toggle(page).isChecked()).toBe(false);
  });
});

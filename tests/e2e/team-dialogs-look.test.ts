import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { runAxe } from '../helpers/browser.js';
import { useE2E, type Lang } from '../helpers/e2e.js';

/**
 * Issue 39, item 7: Team › Add administrator's confirmation step and Team › Sessions with “This device”, dark, at
 * 1280 and 390 px, it and en: nothing outside its dialog nor wider than it, the badges on the session's line, axe
 * clean. SHOTS_DIR=<dir> keeps the pictures that were looked at.
 */
const e2e = useE2E({ warmUp: '/login' });
const SHOTS = process.env['SHOTS_DIR'];
const ADA = 1;
const row = (page: Page, id: number) => page.locator(`admin-app [data-part=list-table] tbody tr[data-row="${id}"]`);
const dialog = (page: Page) => page.locator('[role=dialog]:visible');

/** Every element of the dialog inside its box horizontally, and no text box wider than its own. */
async function expectInside(box: Locator, what: string) {
  const out = await box.evaluate((d) => {
    const b = d.getBoundingClientRect();
    return [...d.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < b.left - 0.5 || r.right > b.right + 0.5 || el.scrollWidth > el.clientWidth + 1;
      })
      .filter((el) => getComputedStyle(el).overflowX === 'visible' || el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName} ${el.getAttribute('data-part') ?? ''} ${(el.textContent ?? '').slice(0, 30)}`);
  });
  expect(out, what).toEqual([]);
}

describe('Team dialogs, dark', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    for (const lang of ['it', 'en'] as Lang[])
      it(`${viewport.width} px, ${lang}: the grant confirmation and the sessions with This device`, async () => {
        const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
        if (SHOTS) mkdirSync(SHOTS, { recursive: true });
        const { page } = await e2e.open('/team', { lang, mode: 'dark', viewport });
        await row(page, ADA).waitFor();
        await page.locator('admin-app [data-part=add-admin]').click();
        await dialog(page).waitFor();
        await dialog(page).locator('input').fill('Bianchi');
        const grant = dialog(page).locator('[data-part=grant-admin]').first();
        await grant.waitFor();
        await grant.click();
        await dialog(page).locator('[data-part=confirm-grant-panel]').waitFor();
        await expectInside(dialog(page), 'grant confirmation');
        expect((await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/team-grant-${viewport.width}-${lang}.png` });
        await page.keyboard.press('Escape');
        await dialog(page).waitFor({ state: 'detached' });

        await row(page, ADA).locator('[aria-haspopup=menu]').click();
        await page.getByRole('menuitem', { name: t('team.actions.sessions') }).click();
        const mine = dialog(page)
          .locator('[data-part=admin-session]')
          .filter({ hasText: t('profile.sessions.thisDevice') });
        await mine.first().waitFor();
        await expectInside(dialog(page), 'sessions');
        expect((await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/team-sessions-${viewport.width}-${lang}.png` });
      });
});

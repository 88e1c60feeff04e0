import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { useE2E } from '../helpers/e2e.js';

/**
 * Keyboard trial of issue 39: after a success toast, Tab past the page's last control went to the toast, its
 * Dismiss button, the toast again, for ever (Zag's group took a focus moving inside its region as where the
 * focus came from, and sent it back there on leaving). Tab now goes through the toast and on into the page.
 */
const e2e = useE2E({ warmUp: '/login' });
const t = (key: string, params?: Record<string, unknown>) => translate('it', key, params);

interface Focus {
  tag: string;
  part: string | null;
  inToast: boolean;
}

const focused = (page: Page) =>
  page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return { tag: 'body', part: null, inToast: false };
    return { tag: el.tagName.toLowerCase(), part: el.getAttribute('data-part'), inToast: !!el.closest('[data-scope=toast]') };
  })()`) as Promise<Focus>;

describe('Tab through a toast (issue 39, keyboard trial)', () => {
  it('it, 320 px: after a toast, Tab goes through it once and on to the page’s controls', async () => {
    const { page } = await e2e.open('/team', { lang: 'it', viewport: { width: 320, height: 640 } });
    await page.locator('admin-app [data-part=list-table] tbody tr[data-row]').first().waitFor();
    // Add an administrator by keyboard: the success toast appears, the focus back on "Aggiungi amministratore".
    for (let n = 0; n < 30 && (await focused(page)).part !== 'add-admin'; n++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('[role=dialog]:visible input').waitFor();
    for (let n = 0; n < 10 && (await focused(page)).tag !== 'input'; n++) await page.keyboard.press('Tab');
    await page.keyboard.type('Marco Bianchi');
    await page.getByRole('button', { name: t('team.add.grant', { name: 'Marco Bianchi' }) }).waitFor();
    for (let n = 0; n < 10 && (await focused(page)).part !== 'grant-admin'; n++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).part).toBe('cancel-grant');
    for (let n = 0; n < 4 && (await focused(page)).part !== 'confirm-grant'; n++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page
      .locator('[data-scope=toast][data-part=root]')
      .filter({ hasText: t('team.toast.granted', { name: 'Marco Bianchi' }) })
      .waitFor();
    await page.locator('[role=dialog]:visible').waitFor({ state: 'detached' });

    // Tab on: the page's controls, then (past the last one) the toast, its Dismiss button, and the page again.
    const seen: Focus[] = [];
    for (let n = 0; n < 14; n++) {
      await page.keyboard.press('Tab');
      seen.push(await focused(page));
    }
    // Each visit of the toast is at most two stops (the toast, its Dismiss button), and the next stop is the page's.
    expect(
      seen.some((f) => f.inToast),
      JSON.stringify(seen),
    ).toBe(true);
    for (let n = 0; n < seen.length; n++) {
      if (!seen[n]!.inToast || (n > 0 && seen[n - 1]!.inToast)) continue;
      let end = n;
      while (end + 1 < seen.length && seen[end + 1]!.inToast) end++;
      expect(end - n, JSON.stringify(seen)).toBeLessThanOrEqual(1);
      if (end + 1 < seen.length) expect(seen[end + 1]!.tag, JSON.stringify(seen)).not.toBe('body');
    }
    expect(seen.filter((f) => f.part === 'add-admin').length, JSON.stringify(seen)).toBeGreaterThan(0);
  });
});

// Design review round 12 (issue 38): one place for the toast at every width, and the toast right after the page in
// the Tab order, with no stop on the body before it and no way back round into the page from it.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate, type Lang } from '../../src/i18n/index.js';
import { useE2E } from '../helpers/e2e.js';

const e2e = useE2E();
const app = 'admin-app';

interface Focus {
  tag: string;
  part: string | null;
  text: string;
  inToast: boolean;
}

const focused = (page: Page) =>
  page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return { tag: 'body', part: null, text: '', inToast: false };
    return { tag: el.tagName.toLowerCase(), part: el.getAttribute('data-part'), text: (el.textContent || '').trim().slice(0, 40), inToast: !!el.closest('[data-scope=toast]') };
  })()`) as Promise<Focus>;

/** Disables, from its row's menu, a member that can be disabled (not an administrator); the toast it shows. */
async function disableOne(page: Page, lang: Lang): Promise<{ row: Locator; toast: Locator }> {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
  const rows = page.locator(`${app} [data-part=list-table] [data-row]`);
  await rows.nth(4).waitFor();
  const texts = await rows.allTextContents();
  const enabled = t('customers.enabled');
  const k = texts.findIndex(
    (text, i) => i >= 2 && text.includes(enabled) && !/Administrator|Amministratore|Team owner|Titolare del team/.test(text),
  );
  expect(k).toBeGreaterThan(0);
  const row = rows.nth(k);
  await row.getByRole('button', { name: new RegExp(`^${t('list.rowActions', { name: '' }).split('“')[0]}`) }).click();
  await page.getByRole('menuitem', { name: t('customers.actions.disable'), exact: true }).click();
  const toast = page.locator(`${app} [data-scope=toast][data-part=root][data-state=open]`).first();
  await toast.waitFor();
  return { row, toast };
}

describe('the toast in the Tab order (round 12: Tab passed the body to reach it)', () => {
  for (const [lang, width, height] of [
    ['en', 1280, 800],
    ['it', 390, 844],
  ] as const)
    it(`${lang}, ${width} px: the page's last control, then the toast's Undo and Dismiss, then on; Shift+Tab back`, async () => {
      const { page } = await e2e.open('/customers', { lang, viewport: { width, height } });
      const { toast } = await disableOne(page, lang);
      try {
        // From the row acted on, Tab to the toast: every stop before it is the page's, none the body.
        const seen: Focus[] = [];
        for (let n = 0; n < 40 && !(seen.at(-1)?.inToast ?? false); n++) {
          await page.keyboard.press('Tab');
          seen.push(await focused(page));
        }
        expect(seen.at(-1)?.part, JSON.stringify(seen)).toBe('toast-action');
        expect(
          seen.filter((f) => f.tag === 'body'),
          JSON.stringify(seen),
        ).toEqual([]);
        const lastOfPage = seen.at(-2)!;
        expect(lastOfPage.inToast).toBe(false);
        // Shift+Tab from Undo: the control Tab came from.
        await page.keyboard.press('Shift+Tab');
        expect(await focused(page)).toEqual(lastOfPage);
        // Tab in again, through Dismiss and out: not back round to the control before the toast.
        await page.keyboard.press('Tab');
        expect((await focused(page)).part).toBe('toast-action');
        await page.keyboard.press('Tab');
        expect((await focused(page)).part).toBe('close-trigger');
        await page.keyboard.press('Tab');
        const after = await focused(page);
        expect(after.inToast).toBe(false);
        expect(after).not.toEqual(lastOfPage);
      } finally {
        await toast.locator('[data-part=toast-action]').click();
        await toast.waitFor({ state: 'detached' });
      }
    });
});

describe('one place for the toast (round 12: on a phone a 288 px box at the top on one screen, at the bottom on another)', () => {
  for (const [lang, mode] of [
    ['it', 'light'],
    ['en', 'dark'],
  ] as const)
    it(`${lang} ${mode}, 390 px: the width of the window but 16 px margins, at the bottom; 1280: the bottom-right corner`, async () => {
      const { page } = await e2e.open('/customers', { lang, mode, viewport: { width: 390, height: 844 } });
      const { toast } = await disableOne(page, lang);
      try {
        await expect
          .poll(async () => {
            const b = (await toast.boundingBox())!;
            return [Math.round(b.x), Math.round(b.x + b.width), b.y + b.height > 844 / 2];
          })
          .toEqual([16, 390 - 16, true]);
      } finally {
        await toast.locator('[data-part=toast-action]').click();
        await toast.waitFor({ state: 'detached' });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
      const again = await disableOne(page, lang);
      try {
        const b = (await again.toast.boundingBox())!;
        // 16 px from the window's edge, or from the page's scrollbar.
        expect(b.x + b.width).toBeGreaterThan(1280 - 40);
        expect(b.width).toBeLessThanOrEqual(24 * 16);
        expect(b.y + b.height).toBeGreaterThan(800 / 2);
      } finally {
        await again.toast.locator('[data-part=toast-action]').click();
      }
    });
});

describe('the sign-in on a phone (round 12: a desktop card inside 16 px margins wrapped its title at 320)', () => {
  for (const [lang, mode, width, height] of [
    ['it', 'dark', 320, 640],
    ['en', 'light', 390, 844],
  ] as const)
    it(`${lang} ${mode}, ${width} px: the form without a frame, its title on one line; framed at 1280`, async () => {
      const { page } = await e2e.open('/login', { lang, mode, token: null, viewport: { width, height } });
      const card = page.locator(`${app} [data-part=sign-in-card]`);
      await card.locator('h1').waitFor();
      const look = () =>
        card.evaluate((el) => {
          const s = getComputedStyle(el);
          const h1 = el.querySelector('h1')!;
          return {
            border: s.borderTopWidth,
            shadow: s.boxShadow,
            titleLines: Math.round(h1.getBoundingClientRect().height / parseFloat(getComputedStyle(h1).lineHeight)),
          };
        });
      expect(await look()).toEqual({ border: '0px', shadow: 'none', titleLines: 1 });
      await page.setViewportSize({ width: 1280, height: 800 });
      const wide = await look();
      expect(wide.border).toBe('1px');
      expect(wide.shadow).not.toBe('none');
    });
});

describe('secondary actions read as buttons (round 12: "Show as table" looked like bare text beside a link)', () => {
  for (const [lang, mode] of [
    ['en', 'light'],
    ['it', 'dark'],
  ] as const)
    it(`${lang} ${mode}: a filled button with an icon, not text on the card`, async () => {
      const { page } = await e2e.open('/home', { lang, mode, viewport: { width: 1280, height: 800 } });
      const toggle = page.locator(`${app} [data-part=table-toggle]`).first();
      await toggle.waitFor();
      const { own, card } = await toggle.evaluate((el) => {
        let up = el.parentElement!;
        while (getComputedStyle(up).backgroundColor === 'rgba(0, 0, 0, 0)') up = up.parentElement!;
        return { own: getComputedStyle(el).backgroundColor, card: getComputedStyle(up).backgroundColor };
      });
      expect(own).not.toBe('rgba(0, 0, 0, 0)');
      expect(own).not.toBe(card);
      expect(await toggle.locator('svg').count()).toBe(1);
    });
});

describe('the composer’s fixed type (round 12: ~60 px and four lines at 320 for a choice there is not)', () => {
  for (const [lang, width, height] of [
    ['en', 1280, 800],
    ['it', 320, 640],
  ] as const)
    it(`${lang}, ${width} px: its label beside its value, at most two lines`, async () => {
      const { page } = await e2e.open('/notifications', { lang, viewport: { width, height } });
      const type = page.locator(`${app} [data-part=type]`);
      await type.waitFor();
      const m = await type.evaluate((dl) => {
        const dt = dl.querySelector('dt')!.getBoundingClientRect();
        const badge = dl.querySelector('dd > *')!.getBoundingClientRect();
        return {
          height: dl.getBoundingClientRect().height,
          sameLine: Math.abs(dt.top + dt.height / 2 - (badge.top + badge.height / 2)) < 4,
        };
      });
      expect(m.sameLine).toBe(true);
      expect(m.height).toBeLessThanOrEqual(48);
    });
});

describe('round 13: the toast measured anew, Escape from any control of a selection', () => {
  it('en dark, 320 px: after a bulk disable, the toast rests 16 px from the bottom once the bar has gone', async () => {
    const { page } = await e2e.open('/customers', { lang: 'en', mode: 'dark', viewport: { width: 320, height: 700 } });
    const rows = page.locator(`${app} [data-part=list-table] [data-row]`);
    await rows.nth(4).waitFor();
    const texts = await rows.allTextContents();
    const picks = texts.flatMap((text, i) => (i >= 1 && text.includes('Customer · Enabled') ? [i] : [])).slice(0, 2);
    expect(picks).toHaveLength(2);
    for (const i of picks) await rows.nth(i).locator('input[type=checkbox]').check();
    const bar = page.locator(`${app} [data-part=bulk-bar]`);
    await bar.waitFor();
    await bar.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Disable selected' }).click();
    await page.getByRole('button', { name: 'Disable 2 members' }).click();
    const toast = page.locator(`${app} [data-scope=toast][data-part=root]`).filter({ hasText: '2 members disabled' });
    await toast.waitFor();
    await bar.waitFor({ state: 'detached' });
    await expect.poll(async () => Math.round(700 - (await toast.boundingBox())!.y - (await toast.boundingBox())!.height)).toBe(16);
  });

  it('en, 1280: Escape on a checkbox ticked with the mouse, and in the bulk bar, lets go of the selection', async () => {
    const { page } = await e2e.open('/customers', { lang: 'en', viewport: { width: 1280, height: 800 } });
    const rows = page.locator(`${app} [data-part=list-table] tbody tr[data-row]`);
    await rows.nth(4).waitFor();
    const bar = page.locator(`${app} [data-part=bulk-bar]`);
    const box = rows.nth(2).locator('input[type=checkbox]');
    await box.click();
    await bar.waitFor();
    await page.keyboard.press('Escape');
    await bar.waitFor({ state: 'detached' });
    expect(await box.isChecked()).toBe(false);
    // From the bar's own buttons: the selection goes, the focus to the list, not the page.
    await rows.nth(3).locator('input[type=checkbox]').click();
    await bar.getByRole('button', { name: 'Disable selected' }).focus();
    await page.keyboard.press('Escape');
    await bar.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page)).tag).not.toBe('body');
    expect(await rows.nth(3).locator('input[type=checkbox]').isChecked()).toBe(false);
  });
});

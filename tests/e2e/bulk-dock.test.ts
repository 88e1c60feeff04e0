// Issue 38, item 6 (leftovers): below 36rem the bulk bar is ONE line (the count, an "Actions" menu holding the
// actions, clear), in a dock that sticks to the bottom of the viewport; nothing in it is clipped, the keyboard
// opens the menu, runs an action and clears the selection, the focus never falling to the page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { runAxe } from '../helpers/browser.js';
import { useE2E, type Lang, type Mode } from '../helpers/e2e.js';

const e2e = useE2E({ warmUp: '/login' });

const rowsOf = (page: Page) => page.locator('[data-part=list-table] tbody tr[data-row]');
/** The focused element, through shadow roots: its data-part, role, name and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return {
      tag: a?.tagName.toLowerCase() ?? null,
      part: a?.getAttribute('data-part') ?? null,
      role: a?.getAttribute('role') ?? null,
      text: a?.textContent?.trim() ?? '',
    };
  });

/** Every visible part of the bar: its box, and whether its own content overflows it (clipped or cut). */
const parts = (page: Page) =>
  page.locator('[data-part=bulk-bar]').evaluate((bar) =>
    [...bar.querySelectorAll<HTMLElement>(':scope > *, :scope > * > *')]
      .filter((el) => el.getBoundingClientRect().width > 0 && getComputedStyle(el).display !== 'none')
      .map((el) => {
        const r = el.getBoundingClientRect();
        return {
          what: el.getAttribute('data-part') ?? el.textContent?.trim() ?? el.tagName,
          left: r.left,
          right: r.right,
          mid: r.top + r.height / 2,
          overflows: el.scrollWidth > el.clientWidth + 1 && el.tagName !== 'SPAN',
        };
      }),
  );

const cases: [Lang, Mode, number][] = [
  ['en', 'light', 320],
  ['it', 'dark', 320],
  ['en', 'dark', 390],
  ['it', 'light', 390],
];

describe('the bulk bar below 36rem is one line (issue 38)', () => {
  for (const [lang, mode, width] of cases)
    it(`${lang} ${mode} ${width} px: count, Actions menu and clear on one line, sticky, by keyboard`, async () => {
      const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
      const { page } = await e2e.open('/customers', { lang, mode, viewport: { width, height: 844 } });
      await rowsOf(page).nth(2).waitFor();
      await page.evaluate('document.fonts.ready');
      // Two cards ticked by keyboard: Space on the focused card.
      await rowsOf(page).first().focus();
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      const dock = page.locator('[data-part=bulk-dock]');
      const bar = dock.locator('[data-part=bulk-bar]');
      await bar.waitFor();
      expect(await dock.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
      expect(await bar.locator('[data-part=bulk-count]').textContent()).toBe(t('list.bulk.selected', { count: 2 }));

      // One line: every visible part on the same middle line, inside the viewport, nothing cut.
      const seen = await parts(page);
      const names = seen.map((p) => p.what);
      expect(names).toContain('bulk-count');
      expect(names).toContain('bulk-clear');
      expect(names).toContain('trigger');
      expect(await bar.locator('[data-part=trigger]').textContent()).toBe(t('common.actions'));
      // The wide layout's buttons are not there (in no tab order either).
      for (const part of ['bulk-enable', 'bulk-disable', 'select-all-matching'])
        expect(await bar.locator(`[data-part=${part}]`).isVisible(), part).toBe(false);
      const mids = seen.map((p) => Math.round(p.mid));
      expect(Math.max(...mids) - Math.min(...mids), JSON.stringify(seen)).toBeLessThanOrEqual(2);
      expect(seen.filter((p) => p.left < 0 || p.right > width || p.overflows)).toEqual([]);
      const box = (await bar.boundingBox())!;
      expect(box.height).toBeLessThan(52);
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
      // The focused card is not under the dock.
      const row = (await rowsOf(page).nth(1).boundingBox())!;
      const d = (await dock.boundingBox())!;
      expect(row.y + row.height <= d.y + 0.5 || row.y >= d.y + d.height).toBe(true);
      await page.screenshot({ path: `/tmp/wt-d-bulk-${lang}-${mode}-${width}.png` });

      // The keyboard: Tab from the card reaches the Actions button; Enter opens its menu on the first action.
      const trigger = bar.getByRole('button', { name: t('common.actions'), exact: true });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const items = await page.getByRole('menuitem').allTextContents();
      expect(items.map((s) => s.trim())).toEqual(
        expect.arrayContaining([t('list.bulk.enable'), t('list.bulk.disable'), t('list.bulk.notify')]),
      );
      expect(await runAxe(page)).toEqual([]);
      // Escape closes it, the focus back on its button.
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden' });
      await expect.poll(async () => (await focused(page)).text).toBe(t('common.actions'));
      // Tab moves on to clear (an icon, named by its words); Enter clears: the bar goes, the focus lands on the list.
      await page.keyboard.press('Tab');
      const clear = bar.getByRole('button', { name: t('list.bulk.clear'), exact: true });
      expect(await clear.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
      await page.keyboard.press('Enter');
      await dock.waitFor({ state: 'detached' });
      await expect.poll(async () => (await focused(page)).tag).toBe('tr');

      // Space ticks the focused card again; the menu's action runs as the wide bar's does: Enable (the card is
      // enabled already) opens the report, the focus in it, then back on the page, never on body.
      await page.keyboard.press('Space');
      await bar.waitFor();
      await trigger.focus();
      await page.keyboard.press('Enter');
      await menu.waitFor();
      const enable = page.getByRole('menuitem', { name: t('list.bulk.enable'), exact: true });
      // The highlight moves a frame after each key: wait for it before reading it again.
      const lit = async () => ((await menu.locator('[role=menuitem][data-highlighted]').allTextContents())[0] ?? '').trim();
      await expect.poll(lit).not.toBe('');
      for (let i = 0; i < items.length && (await lit()) !== t('list.bulk.enable'); i++) {
        const was = await lit();
        await page.keyboard.press('ArrowDown');
        await expect.poll(lit).not.toBe(was);
      }
      expect(await enable.getAttribute('data-highlighted')).not.toBeNull();
      await page.keyboard.press('Enter');
      const report = page.getByRole('dialog');
      await report.waitFor();
      await expect.poll(async () => (await focused(page)).tag).not.toBe('body');
      await page.keyboard.press('Escape');
      await report.waitFor({ state: 'detached' });
      await expect.poll(async () => (await focused(page)).tag).not.toBe('body');
    });
});

describe('toasts and the bulk bar (issue 38, design round 8)', () => {
  for (const [lang, mode] of [
    ['en', 'light'],
    ['it', 'dark'],
  ] as [Lang, Mode][])
    it(`${lang} ${mode} 1280 px: a toast shown while rows are ticked rests just above the bar, at the bottom, not at the top`, async () => {
      const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
      const { page } = await e2e.open('/customers', { lang, mode, viewport: { width: 1280, height: 800 } });
      await rowsOf(page).nth(4).waitFor();
      for (const i of [1, 2]) await rowsOf(page).nth(i).locator('input[type=checkbox]').check();
      const bar = page.locator('[data-part=bulk-bar]');
      await bar.waitFor();
      // An enabled customer further down, disabled from its own menu while the two rows stay ticked: its toast.
      const texts = await rowsOf(page).allTextContents();
      const index = texts.findIndex((text, i) => i > 2 && text.includes(`${t('customers.roles.customer')} · ${t('customers.enabled')}`));
      expect(index).toBeGreaterThan(2);
      const target = rowsOf(page).nth(index);
      await target.locator('[data-part=row-menu-trigger], button[aria-haspopup=menu]').first().click();
      await page.getByRole('menuitem', { name: t('customers.actions.disable'), exact: true }).click();
      const toast = page.locator('[data-scope=toast][data-part=root][data-state=open]');
      await toast.waitFor();
      await expect
        .poll(async () => {
          const [b, tb] = [(await bar.boundingBox())!, (await toast.boundingBox())!];
          return { aboveBar: tb.y + tb.height <= b.y + 0.5, lowerHalf: tb.y > 400 };
        })
        .toEqual({ aboveBar: true, lowerHalf: true });
      expect(await bar.isVisible()).toBe(true);
    });
});

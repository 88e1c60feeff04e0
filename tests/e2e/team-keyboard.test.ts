import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import type { Rgb } from '../helpers/contrast.js';
import { MEMBER, useE2E, type Lang, type Mode } from '../helpers/e2e.js';
import { midWordBreaks } from '../helpers/line-breaks.js';

/**
 * Issue 39, what a keyboard-only administrator found in Team and Customers: Add administrator's results at 390 and
 * 320 px (the action under the name and e-mail, words never cut), one Enter convention on the rows, the focus back
 * on the row after a row action (arrows move between rows, also from the row menu's button), and a focused row's
 * ring drawn whole over the sticky first cells.
 */
const e2e = useE2E({ warmUp: '/login' });

const DESKTOP = { width: 1280, height: 800 };
const MARCO = 2;
const LONG = { firstName: 'Marco Massimiliano', lastName: 'Bianchi-Montecatini della Gherardesca' };
const SHOTS = process.env['SHOTS_DIR'];

const tableRows = (page: Page) => page.locator('admin-app [data-part=list-table] tbody tr[data-row]');
const dialog = (page: Page) => page.locator('[role=dialog]:visible');
const toast = (page: Page, text: string) => page.locator('[data-scope=toast][data-part=root]').filter({ hasText: text });

interface Focus {
  tag: string;
  part: string | null;
  row: string | null;
  popup: boolean;
}

const focused = (page: Page) =>
  page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body || el === document.documentElement) return { tag: 'body', part: null, row: null, popup: false };
    const tr = el.closest('tr[data-row]');
    return { tag: el.tagName.toLowerCase(), part: el.getAttribute('data-part'), row: tr ? tr.getAttribute('data-row') : null, popup: el.getAttribute('aria-haspopup') === 'menu' };
  })()`) as Promise<Focus>;

async function tabToRows(page: Page) {
  for (let n = 0; n < 60; n++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f.tag === 'tr' && f.row !== null) return f;
  }
  throw new Error(`Tab never reached the rows: ${JSON.stringify(await focused(page))}`);
}

async function focusRow(page: Page, id: number) {
  if ((await focused(page)).tag !== 'tr') await tabToRows(page);
  for (let n = 0; n < 20 && (await focused(page)).row !== String(id); n++) await page.keyboard.press('ArrowDown');
  for (let n = 0; n < 20 && (await focused(page)).row !== String(id); n++) await page.keyboard.press('ArrowUp');
  expect((await focused(page)).row).toBe(String(id));
}

/** The pixels of `box` on the page, as rows of RGB (read back through a canvas of a blank page: the app's CSP). */
async function pixels(page: Page, el: Locator): Promise<{ at(x: number, y: number): Rgb; width: number; height: number }> {
  const png = (await el.screenshot({ animations: 'disabled', caret: 'hide' })).toString('base64');
  const blank = await page.context().newPage();
  const read = (await blank.evaluate(`(async () => {
    const img = await createImageBitmap(await (await fetch('data:image/png;base64,${png}')).blob());
    const c = new OffscreenCanvas(img.width, img.height);
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    return { width: img.width, height: img.height, data: Array.from(g.getImageData(0, 0, img.width, img.height).data) };
  })()`)) as { width: number; height: number; data: number[] };
  await blank.close();
  return {
    width: read.width,
    height: read.height,
    at: (x, y) => {
      const k = (y * read.width + x) * 4;
      return [read.data[k]!, read.data[k + 1]!, read.data[k + 2]!];
    },
  };
}

const near = (a: Rgb, b: Rgb) => a.every((v, i) => Math.abs(v - b[i]!) <= 24);
const rgbOf = (css: string): Rgb => (css.match(/\d+/g) ?? []).slice(0, 3).map(Number) as Rgb;

beforeAll(async () => {
  // Marco's name long enough to wrap on a phone: it must wrap between words.
  const token = await e2e.login(MEMBER);
  const r = await e2e.api('accounts/members', { method: 'PATCH', json: LONG, token });
  expect(r.status).toBe(200);
});

describe('Team and Customers by keyboard (issue 39)', () => {
  for (const width of [390, 320])
    for (const lang of ['it', 'en'] as Lang[])
      it(`${width} px, ${lang}: Add administrator shows the action under the name and e-mail, no word cut`, async () => {
        const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
        const { page } = await e2e.open('/team', { lang, viewport: { width, height: 844 } });
        await tableRows(page).first().waitFor();
        await page.locator('admin-app [data-part=add-admin]').click();
        await dialog(page).locator('[data-part=add-admin-search] input, input[type=search]').first().fill('Marco');
        const item = dialog(page).locator('[data-part=add-admin-results] li').filter({ hasText: 'Gherardesca' });
        await item.waitFor();
        const results = dialog(page).locator('[data-part=add-admin-results] li');
        for (let i = 0; i < (await results.count()); i++) {
          const li = results.nth(i);
          const who = li.locator('[data-part=add-admin-who]');
          const whoBox = (await who.boundingBox())!;
          const action = li.locator('[data-part=grant-admin]');
          if (await action.count()) {
            const box = (await action.boundingBox())!;
            expect(box.y, 'the button is under the name and e-mail').toBeGreaterThanOrEqual(whoBox.y + whoBox.height - 1);
            expect(box.x + box.width).toBeLessThanOrEqual(width);
            expect(await midWordBreaks(action)).toEqual([]);
          }
          expect(await who.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
          for (const part of await who.locator(':scope > span').all()) expect(await midWordBreaks(part)).toEqual([]);
        }
        // The long name did wrap (the check above is not of a single line).
        const name = item.locator('[data-part=add-admin-who] > span').first();
        expect((await name.boundingBox())!.height).toBeGreaterThan(30);
        expect(await item.getByRole('button').textContent()).toContain(
          t('team.add.grant', { name: `${LONG.firstName} ${LONG.lastName}` }).slice(0, 10),
        );
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/team-add-admin-${width}-${lang}.png` });
      });

  it('Enter on a Team row opens its menu, on a Customers row its drawer; the keys said under each list say so', async () => {
    const t = (key: string) => translate('en', key);
    const { page } = await e2e.open('/team', { lang: 'en', viewport: DESKTOP });
    await tableRows(page).first().waitFor();
    await tabToRows(page);
    const hint = (p: Page) => p.locator('admin-app [data-part=table-scroll] + *');
    await expect.poll(async () => (await hint(page).textContent()) ?? '').toContain(t('list.rowKeys.menuEnter'));
    await page.keyboard.press('Enter');
    await page.locator('[role=menu]:visible [role=menuitem][data-highlighted]').waitFor();
    await page.keyboard.press('Escape');
    await page
      .locator('[role=menu]:visible')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await expect.poll(async () => await page.locator('[role=menu]:visible').count()).toBe(0);

    const customers = await e2e.open('/customers', { lang: 'en', viewport: DESKTOP });
    await tableRows(customers.page).first().waitFor();
    const row = await tabToRows(customers.page);
    await expect.poll(async () => (await hint(customers.page).textContent()) ?? '').toContain(t('list.rowKeys.open'));
    await customers.page.keyboard.press('Enter');
    await customers.page.waitForURL(new RegExp(`/customers/${row.row}`));
  });

  it('after Make team owner, the focus is on the row: the arrows move between rows, also from its menu button', async () => {
    const t = (key: string, params?: Record<string, unknown>) => translate('en', key, params);
    const admins = await e2e.data<{ id: number }[]>('admins');
    if (!admins.some((a) => a.id === MARCO)) await e2e.data('admins/grant', { method: 'POST', json: { memberId: MARCO } });
    const { page } = await e2e.open('/team', { lang: 'en', viewport: DESKTOP });
    await tableRows(page).nth(1).waitFor();
    const ids = await tableRows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row')));
    const at = ids.indexOf(String(MARCO));
    const [away, back] = at > 0 ? ['ArrowUp', 'ArrowDown'] : ['ArrowDown', 'ArrowUp'];
    await focusRow(page, MARCO);
    await page.keyboard.press('Enter');
    const highlighted = page.locator('[role=menu]:visible [role=menuitem][data-highlighted]');
    await highlighted.waitFor();
    for (let n = 0; n < 6 && (await highlighted.textContent())?.trim() !== t('team.actions.makeOwner'); n++) {
      const before = await highlighted.textContent();
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => await highlighted.textContent()).not.toBe(before);
    }
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    for (let n = 0; n < 6 && (await focused(page)).part !== 'confirm-action'; n++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await toast(page, t('team.toast.madeOwner', { name: `${LONG.firstName} ${LONG.lastName}` })).waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'tr', row: String(MARCO) });

    // The arrows move between the rows.
    await page.keyboard.press(away!);
    await expect.poll(async () => (await focused(page)).row).toBe(ids[at > 0 ? at - 1 : at + 1]);
    await page.keyboard.press(back!);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'tr', row: String(MARCO) });
    // From its menu button too (a live menu trigger, opened once): the row above or below, no menu.
    for (let n = 0; n < 6 && !(await focused(page)).popup; n++) await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toMatchObject({ popup: true, row: String(MARCO) });
    await page.keyboard.press(away!);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'tr', row: ids[at > 0 ? at - 1 : at + 1] });
    expect(await page.locator('[role=menu]:visible').count()).toBe(0);
    // The row is the list's one Tab stop: Tab leaves the rows, Shift+Tab comes back to the same row.
    await page.keyboard.press('Tab');
    expect((await focused(page)).row).toBeNull();
    await page.keyboard.press('Shift+Tab');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'tr', row: ids[at > 0 ? at - 1 : at + 1] });
  });

  for (const lang of ['it', 'en'] as Lang[])
    it(`320 px, ${lang}: Team's rows wrap a long name and an e-mail between words, never mid-word`, async () => {
      const admins = await e2e.data<{ id: number }[]>('admins');
      if (!admins.some((a) => a.id === MARCO)) await e2e.data('admins/grant', { method: 'POST', json: { memberId: MARCO } });
      const { page } = await e2e.open('/team', { lang, viewport: { width: 320, height: 700 } });
      const marco = page.locator(`admin-app [data-part=list-table] tbody tr[data-row="${MARCO}"]`);
      await marco.waitFor();
      const name = marco.locator('td[data-col=name] [data-cell-text]').first();
      expect((await name.boundingBox())!.height).toBeGreaterThan(30);
      for (const span of await page.locator('admin-app [data-part=list-table] tbody td[data-col=name] [data-cell-text]').all()) {
        expect(await midWordBreaks(span)).toEqual([]);
        expect(await span.evaluate((el) => el.scrollHeight - el.clientHeight), 'not cut').toBeLessThanOrEqual(1);
      }
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(320);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/team-rows-320-${lang}.png`, fullPage: true });
    });

  for (const mode of ['light', 'dark'] as Mode[])
    for (const path of ['/team', '/customers'])
      it(`${path} at 1280, ${mode}: the focused row's ring is whole over its sticky first cell`, async () => {
        const { page } = await e2e.open(path, { lang: 'en', mode, viewport: DESKTOP });
        await tableRows(page).first().waitFor();
        await tabToRows(page);
        await page.keyboard.press('ArrowDown');
        const tr = page.locator('admin-app [data-part=list-table] tbody tr[data-row]:focus-visible');
        await tr.waitFor();
        await page.mouse.move(0, 0);
        const first = tr.locator('td').first();
        expect(await first.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
        const ring = rgbOf(await tr.evaluate((el) => getComputedStyle(el).outlineColor));
        expect(await first.evaluate((el) => getComputedStyle(el).boxShadow)).toMatch(/inset/);
        const shot = await pixels(page, first);
        const midX = Math.floor(shot.width / 2);
        const midY = Math.floor(shot.height / 2);
        // The start edge, the top and the bottom of the first cell are the ring's colour.
        for (const [x, y, where] of [
          [1, midY, 'start edge'],
          [midX, 1, 'top'],
          [midX, shot.height - 2, 'bottom'],
        ] as const)
          expect(near(shot.at(x, y), ring), `${where}: ${shot.at(x, y).join(',')} vs ${ring.join(',')}`).toBe(true);
        // And the row's last cell closes it at the end edge.
        const lastShot = await pixels(page, tr.locator('td').last());
        expect(near(lastShot.at(lastShot.width - 2, Math.floor(lastShot.height / 2)), ring)).toBe(true);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/row-ring-${path.slice(1)}-${mode}.png` });
      });
});

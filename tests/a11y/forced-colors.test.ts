import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, describeContrast, hex, PAINT_SCRIPT, paintOf, shoot, stateContrast, textContrast } from '../helpers/contrast.js';
import { useE2E, type Mode } from '../helpers/e2e.js';

// The accessibility issue (WCAG 2.2 AA), item 7: in forced colours (Windows contrast themes) backgrounds, borders
// and outlines take the system's colours, and a state told by a tint alone disappears. Each state must stay
// visible with system colours: the highlighted item of a menu and of the command palette, a switch on and off,
// the selected tab, the current sidebar link, the current page of a list, the open category. Emulated with
// `forced-colors: active` in the light and the dark system palettes; a state counts as shown when a region of the
// element (fill, border, outline, bar; tests/helpers/contrast.ts) differs by 3:1 from the element without it.
// With A11Y_SHOTS=<folder> the menu and the switch are also photographed, without and with forced colours.
const e2e = useE2E({ warmUp: '/login' });

const PALETTES: Mode[] = ['light', 'dark'];

/** A page of the app in the mode, with `window.__paint` installed, then forced colours in the same scheme. */
async function open(path: string, mode: Mode, { forced = true } = {}) {
  const context = await e2e.newContext({ lang: 'en', mode });
  await context.addInitScript(`window.__paint = ${PAINT_SCRIPT};`);
  const page = await context.newPage();
  await page.goto(e2e.url(path));
  if (forced) await force(page, mode);
  return page;
}

async function force(page: Page, mode: Mode) {
  await page.emulateMedia({ forcedColors: 'active', colorScheme: mode });
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
}

/**
 * The state shown: some region of `on` differs by 3:1 from the same region of `off`, and the text of `on` is still
 * read (4.5:1 against what it is drawn on: its fill, or the Canvas backplate forced colours put behind text).
 */
async function shown(what: string, on: Locator, off: Locator) {
  const c = stateContrast(await paintOf(on), await paintOf(off));
  const texts = await textContrast(on);
  const text = texts.map((t) => `"${t.text}" ${t.colour} on ${t.ground} ${t.ratio.toFixed(2)}:1`).join(', ');
  console.log(`${what}: ${describeContrast(c)}; text ${text}`);
  expect(c.ratio, `${what}: ${describeContrast(c)}`).toBeGreaterThanOrEqual(3);
  expect(texts.length, `${what}: some text is measured`).toBeGreaterThan(0);
  expect(
    texts.filter((t) => t.ratio < 4.5).map((t) => `${t.text}: ${t.colour} on ${t.ground}`),
    `${what}: text under 4.5:1`,
  ).toEqual([]);
}

const userMenu = async (page: Page) => {
  const trigger = page.locator('admin-app [data-part=user-menu-trigger]');
  await trigger.focus();
  await page.keyboard.press('Enter');
  const lit = page.locator('admin-app [role=menu][data-state=open] [role=menuitem][data-highlighted]');
  await expect.poll(() => lit.count(), { message: 'the menu opens with its first item highlighted' }).toBe(1);
  return { lit, plain: page.locator('admin-app [role=menu][data-state=open] [role=menuitem]:not([data-highlighted])').first() };
};

describe('item 7: states stay visible in forced colours', () => {
  it('a row’s actions button keeps its three dots (drawn in ButtonText, not dropped with the background)', async () => {
    const page = await open('/customers', 'light');
    const button = page.locator('admin-app [data-part=list-table] tbody tr[data-row] [aria-haspopup=menu]').first();
    await button.waitFor();
    const dots = await button.evaluate((el) => {
      const before = getComputedStyle(el, '::before');
      return { adjust: before.forcedColorAdjust, image: before.backgroundImage };
    });
    expect(dots.adjust).toBe('none');
    expect(dots.image).toMatch(/radial-gradient/);
  });

  for (const mode of PALETTES) {
    it(`a menu’s highlighted item and the command palette’s active option (${mode} palette)`, async () => {
      const page = await open('/home', mode, { forced: false });
      await page.locator('admin-app h1').first().waitFor();
      const menu = await userMenu(page);
      await shoot(page, `menu-${mode}`);
      await force(page, mode);
      await shoot(page, `menu-${mode}-forced`);
      await shown(`menu, ${mode} palette`, menu.lit, menu.plain);

      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+k');
      await page.locator('admin-app [data-part=command-palette] input[role=combobox]').waitFor();
      await page.keyboard.press('ArrowDown');
      const active = page.locator('admin-app [role=listbox] [role=option][aria-selected=true]');
      await expect.poll(() => active.count(), { message: 'one option is active' }).toBe(1);
      await page.emulateMedia({ forcedColors: 'none', colorScheme: mode });
      await shoot(page, `palette-${mode}`);
      await force(page, mode);
      await shoot(page, `palette-${mode}-forced`);
      await shown(
        `palette, ${mode} palette`,
        active,
        page.locator('admin-app [role=listbox] [role=option]:not([aria-selected=true])').first(),
      );
    });

    it(`a switch off and on: its thumb stands out from its track, moves, and the track changes (${mode} palette)`, async () => {
      const page = await open('/customers', mode, { forced: false });
      await page.locator('[data-part=list-table] tbody tr[data-row]').first().waitFor();
      const track = page.locator('admin-app [data-scope=switch][data-part=control]');
      const thumb = page.locator('admin-app [data-scope=switch][data-part=thumb]');
      const input = page.locator('admin-app [data-scope=switch] input[role=switch]');
      expect(await track.getAttribute('data-state')).toBe('unchecked');
      const toggle = async (to: 'checked' | 'unchecked') => {
        await track.click();
        await expect.poll(() => track.getAttribute('data-state'), { message: `the switch is ${to}` }).toBe(to);
      };
      // Normal colours first, for the photographs.
      await input.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await shoot(page, `switch-off-${mode}`);
      await toggle('checked');
      await shoot(page, `switch-on-${mode}`);
      await toggle('unchecked');

      await force(page, mode);
      const look = async () => {
        const [t, h] = [await paintOf(track), await paintOf(thumb)];
        const at = (await thumb.boundingBox())!.x - (await track.boundingBox())!.x;
        return { track: t, thumb: h, at, onTrack: contrastRatio(h.fill, t.fill) };
      };
      const off = await look();
      await shoot(page, `switch-off-${mode}-forced`);
      await toggle('checked');
      const on = await look();
      await shoot(page, `switch-on-${mode}-forced`);
      const change = stateContrast(on.track, off.track);
      console.log(
        `switch, ${mode} palette: off thumb ${hex(off.thumb.fill)} on track ${hex(off.track.fill)} ${off.onTrack.toFixed(2)}:1 at ${off.at}px; ` +
          `on thumb ${hex(on.thumb.fill)} on track ${hex(on.track.fill)} ${on.onTrack.toFixed(2)}:1 at ${on.at}px; track on vs off ${describeContrast(change)}`,
      );
      expect(off.onTrack, 'the thumb is seen on the track, off').toBeGreaterThanOrEqual(3);
      expect(on.onTrack, 'the thumb is seen on the track, on').toBeGreaterThanOrEqual(3);
      expect(on.at - off.at, 'the thumb moves to the other end').toBeGreaterThanOrEqual(8);
      expect(change.ratio, 'the track on differs from the track off').toBeGreaterThanOrEqual(3);
    });

    it(`the selected tab, the current sidebar link, the current page and the open category (${mode} palette)`, async () => {
      const page = await open('/notifications', mode);
      const tab = (selected: boolean) => page.locator(`admin-app [role=tablist] [role=tab][aria-selected=${selected}]`).first();
      await tab(true).waitFor();
      await shown(`tab, ${mode} palette`, tab(true), tab(false));
      const link = (current: boolean) =>
        page.locator(`admin-app nav a[data-route]${current ? '[aria-current=page]' : ':not([aria-current])'}`).first();
      await shown(`sidebar link, ${mode} palette`, link(true), link(false));

      await page.goto(e2e.url('/customers'));
      const pageButton = (current: boolean) =>
        page.locator(`admin-app nav button${current ? '[aria-current=page]' : '[aria-label]:not([aria-current])'}`).first();
      await pageButton(true).waitFor();
      await shown(`current page, ${mode} palette`, pageButton(true), pageButton(false));

      await page.goto(e2e.url('/categories'));
      const rows = page.locator('admin-app section[data-column="0"] [role=row]');
      await rows.first().waitFor();
      await rows.first().locator('[data-part=name]').click();
      await expect.poll(() => rows.first().getAttribute('aria-selected'), { message: 'the category opens' }).toBe('true');
      await page.locator('admin-app section[data-column="1"]').waitFor();
      // Away from the rows: the pointer's hover tint is not the state.
      await page.mouse.move(1, 1);
      await shown(`open category, ${mode} palette`, rows.first().locator('[data-part=name]'), rows.nth(1).locator('[data-part=name]'));
    });
  }
});

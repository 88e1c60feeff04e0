import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { describeContrast, PAINT_SCRIPT, paintOf, shoot, stateContrast, type StateContrast } from '../helpers/contrast.js';
import { useE2E, type Mode, type OpenOptions } from '../helpers/e2e.js';

// The accessibility issue (WCAG 2.2 AA), item 5: a state indicator (WCAG 1.4.11, 2.4.7) must differ by 3:1 from
// the same element without the state, in Default and Ocean, light and dark. Measured from the computed styles,
// region by region (fill, border, outline or ring, the ::before bar; tests/helpers/contrast.ts): the keyboard-
// highlighted item of a menu, of a combobox's listbox and of the command palette against a plain item, a focused
// invalid field against the same field unfocused, the chosen dashboard period against another one. Each check
// prints what it measured.
const e2e = useE2E({ warmUp: '/login' });

type Theme = 'default' | 'ocean';
const LOOKS: { theme: Theme; mode: Mode }[] = [
  { theme: 'default', mode: 'light' },
  { theme: 'default', mode: 'dark' },
  { theme: 'ocean', mode: 'light' },
  { theme: 'ocean', mode: 'dark' },
];

/** A page in a new context of the look, with `window.__paint` installed before any script of the page. */
async function open(path: string, look: { theme: Theme; mode: Mode }, opts: OpenOptions = {}) {
  const context = await e2e.newContext({ lang: 'en', mode: look.mode, storage: { theme: look.theme }, ...opts });
  await context.addInitScript(`window.__paint = ${PAINT_SCRIPT};`);
  const page = await context.newPage();
  await page.goto(e2e.url(path));
  const host = page.locator('admin-app');
  await expect.poll(() => host.getAttribute('data-theme'), { message: 'the host takes the stored theme' }).toBe(look.theme);
  await expect.poll(() => host.getAttribute('data-mode'), { message: 'the host takes the stored mode' }).toBe(look.mode);
  return page;
}

/** One state against the element(s) without it, in each look: prints the table, fails on any under 3:1. */
async function measureAll(what: string, measure: (look: { theme: Theme; mode: Mode }) => Promise<StateContrast>) {
  const rows: string[] = [];
  const weak: string[] = [];
  for (const look of LOOKS) {
    const c = await measure(look);
    const line = `${`${look.theme} ${look.mode}`.padEnd(13)} ${describeContrast(c)}`;
    rows.push(line);
    if (c.ratio < 3) weak.push(line);
  }
  console.log(`${what}\n${rows.join('\n')}`);
  expect(weak, `${what}: under 3:1`).toEqual([]);
}

const compare = async (on: Locator, off: Locator) => stateContrast(await paintOf(on), await paintOf(off));

/** The highlighted item of an open popup and an enabled one that is not, once the highlight is on an item. */
async function highlighted(page: Page, popup: string, item: string, on: string) {
  const lit = page.locator(`admin-app ${popup} ${item}${on}`);
  await expect.poll(() => lit.count(), { message: `one item of ${popup} is highlighted` }).toBe(1);
  const plain = page.locator(`admin-app ${popup} ${item}:not(${on}):not([data-disabled]):not([aria-disabled=true])`).first();
  await plain.waitFor();
  return { lit, plain };
}

describe('item 5: every state indicator differs from the unmarked state by 3:1, in Default and Ocean, light and dark', () => {
  it('a menu’s keyboard-highlighted item against a plain item (the user menu, opened with Enter)', async () => {
    await measureAll('menu: highlighted item vs plain item', async (look) => {
      const page = await open('/home', look);
      const trigger = page.locator('admin-app [data-part=user-menu-trigger]');
      await trigger.focus();
      await page.keyboard.press('Enter');
      const { lit, plain } = await highlighted(page, '[role=menu][data-state=open]', '[role=menuitem]', '[data-highlighted]');
      await shoot(page, `menu-${look.theme}-${look.mode}`);
      return compare(lit, plain);
    });
  }, 120_000);

  it('a combobox’s highlighted option against a plain option (the notification composer’s user picker)', async () => {
    await measureAll('combobox: highlighted option vs plain option', async (look) => {
      const page = await open('/notifications', look);
      await page.locator('admin-app form').waitFor();
      await page.getByRole('radio', { name: 'Single user' }).check({ force: true });
      const input = page.getByRole('combobox', { name: 'User', exact: true });
      const listbox = page.locator('admin-app [role=listbox][data-state=open]');
      // The picker searches the server from 2 letters on (issue 38, item 0): ArrowDown shows its results.
      await input.fill('ro');
      await expect
        .poll(
          async () => {
            // ArrowDown opens the results, or highlights the first of those already shown.
            if ((await listbox.locator('[role=option][data-highlighted]').count()) === 0) {
              await input.focus();
              await page.keyboard.press('ArrowDown');
            }
            return listbox.locator('[role=option][data-highlighted]').count();
          },
          { timeout: 45_000, message: 'the user picker opens with an option highlighted' },
        )
        .toBe(1);
      const { lit, plain } = await highlighted(page, '[role=listbox][data-state=open]', '[role=option]', '[data-highlighted]');
      await shoot(page, `combobox-${look.theme}-${look.mode}`);
      return compare(lit, plain);
    });
  }, 180_000);

  it('the command palette’s active option against a plain option', async () => {
    await measureAll('command palette: active option vs plain option', async (look) => {
      const page = await open('/home', look);
      await page.locator('admin-app h1').first().waitFor();
      await page.keyboard.press('Control+k');
      await page.locator('admin-app [data-part=command-palette] input[role=combobox]').waitFor();
      await page.keyboard.press('ArrowDown');
      const { lit, plain } = await highlighted(page, '[role=listbox]', '[role=option]', '[aria-selected=true]');
      await shoot(page, `palette-${look.theme}-${look.mode}`);
      return compare(lit, plain);
    });
  }, 120_000);

  it('a focused invalid text field against the same field unfocused (the sign-in form sent empty)', async () => {
    await measureAll('text field: focused invalid vs unfocused invalid', async (look) => {
      const page = await open('/login', look, { token: null });
      const email = page.locator('admin-app input[name=email]');
      const password = page.locator('admin-app input[name=password]');
      await email.waitFor();
      await page.locator('admin-app button[type=submit]').click();
      await expect.poll(() => email.getAttribute('aria-invalid'), { message: 'the empty email is refused' }).toBe('true');
      await expect.poll(() => password.getAttribute('aria-invalid'), { message: 'the empty password is refused' }).toBe('true');
      await email.focus();
      await expect.poll(() => email.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
      const focused = await paintOf(email);
      await shoot(page, `field-${look.theme}-${look.mode}`);
      await password.focus();
      await expect.poll(() => email.evaluate((el) => el.matches(':focus'))).toBe(false);
      return stateContrast(focused, await paintOf(email));
    });
  }, 120_000);

  it('a focused valid text field against the same field unfocused (the same ring, in the accent)', async () => {
    await measureAll('text field: focused vs unfocused', async (look) => {
      const page = await open('/login', look, { token: null });
      const email = page.locator('admin-app input[name=email]');
      await email.waitFor();
      await email.focus();
      await expect.poll(() => email.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
      const focused = await paintOf(email);
      await page.locator('admin-app input[name=password]').focus();
      await expect.poll(() => email.evaluate((el) => el.matches(':focus'))).toBe(false);
      return stateContrast(focused, await paintOf(email));
    });
  }, 120_000);

  it('the chosen dashboard period against another period', async () => {
    await measureAll('dashboard period: chosen vs not chosen', async (look) => {
      const page = await open('/home', look);
      const items = page.locator('admin-app [data-part=quick-stats] [data-scope=segmented-control][data-part=item]');
      await items.first().waitFor();
      const on = page.locator('admin-app [data-part=quick-stats] [data-scope=segmented-control][data-part=item][data-state=checked]');
      const off = page.locator('admin-app [data-part=quick-stats] [data-scope=segmented-control][data-part=item][data-state=unchecked]');
      await expect.poll(() => on.count(), { message: 'one period is chosen' }).toBe(1);
      await shoot(page, `period-${look.theme}-${look.mode}`);
      return compare(on, off.first());
    });
  }, 120_000);
});

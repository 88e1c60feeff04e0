import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { useE2E, type Lang } from '../helpers/e2e.js';

// WCAG 2.2 AA, keyboard behaviour of menus and listboxes (issue 21): Shift+F10 and the context-menu key on a
// list row open its menu with the first enabled item highlighted; Tab and Shift+Tab close an open menu or
// listbox and move on in the tab order (WAI-ARIA APG menu button and combobox patterns); the country
// select (a native one since issue 14) finds the country from its first letters.
const e2e = useE2E({ warmUp: '/login' });

interface Active {
  tag: string;
  role: string | null;
  part: string | null;
  label: string | null;
  text: string;
  /** Inside a menu or a listbox. */
  inPopup: boolean;
  /** Carries the mark left by `mark`. */
  marked: string | null;
}

/** The focused element, through shadow roots. */
const DEEP = `let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;`;

const active = (page: Page) =>
  page.evaluate(`(() => {
    ${DEEP}
    if (!el || el === document.body) return { tag: 'body', role: null, part: null, label: null, text: '', inPopup: false, marked: null };
    return {
      tag: el.tagName.toLowerCase(),
      role: el.getAttribute('role'),
      part: el.getAttribute('data-part'),
      label: el.getAttribute('aria-label'),
      text: (el.textContent || '').trim().slice(0, 60),
      inPopup: !!el.closest('[role=menu], [role=listbox]'),
      marked: el.getAttribute('data-menus-test'),
    };
  })()`) as Promise<Active>;

/** Marks the focused element (`name`), so a later focus can be compared with it; any older mark of that name goes. */
const mark = (page: Page, name: string) =>
  page.evaluate(`(() => {
    const roots = [document];
    for (let i = 0; i < roots.length; i++) roots[i].querySelectorAll('*').forEach((n) => n.shadowRoot && roots.push(n.shadowRoot));
    for (const r of roots) r.querySelectorAll('[data-menus-test="${name}"]').forEach((n) => n.removeAttribute('data-menus-test'));
    ${DEEP}
    if (!el || el === document.body) throw new Error('nothing focused to mark');
    el.setAttribute('data-menus-test', '${name}');
  })()`);

interface Highlight {
  /** The focused popup's role (menu, listbox) or the focused element's role. */
  role: string | null;
  /** The highlighted item's value, or null. */
  value: string | null;
  /** It is the first item of its popup that is not disabled. */
  firstEnabled: boolean;
  /** It carries data-highlighted. */
  dataHighlighted: boolean;
  /** Values of the popup's items, in order. */
  items: string[];
}

/** The item the focused menu or listbox points at with aria-activedescendant (or the focused item itself). */
const highlight = (page: Page) =>
  page.evaluate(`(() => {
    ${DEEP}
    if (!el) return { role: null, value: null, firstEnabled: false, dataHighlighted: false, items: [] };
    const popup = el.closest('[role=menu], [role=listbox]');
    if (!popup) return { role: el.getAttribute('role'), value: null, firstEnabled: false, dataHighlighted: false, items: [] };
    const id = popup.getAttribute('aria-activedescendant');
    const item = id ? popup.getRootNode().getElementById(id) : el.matches('[role=menuitem], [role=option]') ? el : null;
    const all = [...popup.querySelectorAll('[role=menuitem], [role=option]')];
    const first = all.find((n) => !n.hasAttribute('data-disabled') && n.getAttribute('aria-disabled') !== 'true');
    return {
      role: popup.getAttribute('role'),
      value: item ? item.getAttribute('data-value') : null,
      firstEnabled: !!item && item === first,
      dataHighlighted: !!item && item.hasAttribute('data-highlighted'),
      items: all.map((n) => n.getAttribute('data-value')),
    };
  })()`) as Promise<Highlight>;

const openList = async (page: Page) => {
  const first = page.locator('admin-app [data-part=list-table] tbody tr[data-row]').first();
  await first.waitFor();
  return page.locator('admin-app [data-part=list-table] tbody tr[data-row]');
};

const menuOpen = (page: Page) => page.locator('admin-app [role=menu][data-state=open]');

/**
 * The control Tab (or Shift+Tab) reaches from `trigger` while its popup is closed: marked `name`. Focus is
 * back on the trigger afterwards.
 */
async function neighbour(page: Page, trigger: Locator, name: string, shift: boolean) {
  await trigger.focus();
  await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  const there = await active(page);
  expect(there.tag, `${name}: Tab from the closed trigger reaches a control`).not.toBe('body');
  await mark(page, name);
  await trigger.focus();
  return there;
}

describe('row menus: Shift+F10 and the context-menu key open with the first enabled item highlighted', () => {
  for (const lang of ['it', 'en'] as Lang[])
    it(`customers list (${lang})`, async () => {
      const { page } = await e2e.open('/customers', { lang });
      const rows = await openList(page);
      // Rows 1-3: members (the admin of row 0 can be neither enabled nor disabled: no item to highlight).
      for (const [i, key] of [
        [1, 'Shift+F10'], // the menu is mounted by this first opening
        [1, 'Shift+F10'], // and already mounted here
        [2, 'ContextMenu'],
      ] as const) {
        await rows.nth(i).focus();
        await page.keyboard.press(key);
        await menuOpen(page).waitFor();
        await expect
          .poll(() => highlight(page), { message: `${key} on row ${i}` })
          .toMatchObject({ role: 'menu', firstEnabled: true, dataHighlighted: true });
        await page.keyboard.press('Escape');
        await menuOpen(page).waitFor({ state: 'detached' });
      }
      // Enter on the row opens the row itself (its member drawer, issue 16), not its menu.
      await rows.nth(3).focus();
      await page.keyboard.press('Enter');
      await page.locator('admin-app [role=dialog][data-drawer=member]').waitFor();
      expect(await menuOpen(page).count()).toBe(0);
      await page.keyboard.press('Escape');
      await page.locator('admin-app [role=dialog][data-drawer=member]').waitFor({ state: 'detached' });
    });

  it('category browser (it): Shift+F10 on a category name', async () => {
    const { page } = await e2e.open('/categories', { lang: 'it' });
    const name = page.locator('admin-app section[data-column="0"] [role=row] [data-part=name]').first();
    await name.waitFor();
    await name.focus();
    await page.keyboard.press('Shift+F10');
    await menuOpen(page).waitFor();
    await expect.poll(() => highlight(page)).toMatchObject({ role: 'menu', value: 'addSub', firstEnabled: true, dataHighlighted: true });
  });

  it('Enter acts on the highlighted item at once (products: Delete asks for confirmation)', async () => {
    const companyId = (await e2e.data<{ data: { id: number }[] }>('companies?page=1&limit=1')).data[0]!.id;
    const { page } = await e2e.open(`/products?companyId=${companyId}`, { lang: 'en' });
    const rows = await openList(page);
    await rows.first().focus();
    await page.keyboard.press('Shift+F10');
    await menuOpen(page).waitFor();
    await expect.poll(() => highlight(page)).toMatchObject({ role: 'menu', value: 'delete', firstEnabled: true });
    await page.keyboard.press('Enter');
    const dialog = page.locator('admin-app [role=dialog]');
    await dialog.locator('[data-part=delete-confirm]').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });
});

describe('Tab and Shift+Tab close an open menu or listbox and move on', () => {
  /**
   * Opens the popup of `trigger` with `open`, presses `key`, and checks that the popup closed and focus went
   * where the same key takes it from the closed trigger (the element marked `name`).
   */
  async function tabOut(
    page: Page,
    trigger: Locator,
    open: () => Promise<void>,
    popup: Locator,
    key: 'Tab' | 'Shift+Tab',
    name: string,
    focusInPopup = true,
  ) {
    await open();
    await popup.waitFor();
    // Zag moves focus into the popup a frame after it opens (a combobox keeps it in its input).
    await expect.poll(async () => (await active(page)).inPopup, { message: `${key}: focus is in the open popup first` }).toBe(focusInPopup);
    await page.keyboard.press(key);
    await expect.poll(() => trigger.getAttribute('aria-expanded'), { message: `${key} closes the popup` }).toBe('false');
    const now = await active(page);
    expect(now, `${key} moves on to the control after (before) the trigger`).toMatchObject({ marked: name, inPopup: false });
    expect(now.tag).not.toBe('body');
  }

  it('a list row menu', async () => {
    const { page } = await e2e.open('/customers', { lang: 'en' });
    const rows = await openList(page);
    // Mount the row's menu (the first opening does), then measure its neighbours with it closed.
    await rows.first().focus();
    await page.keyboard.press('Shift+F10');
    await menuOpen(page).waitFor();
    await expect.poll(async () => (await active(page)).inPopup).toBe(true);
    await page.keyboard.press('Escape');
    const trigger = rows.first().locator('[aria-haspopup=menu]');
    // Escape gives the focus back to the row, the list's Tab stop (issue 39), not to the ⋯ button.
    await expect.poll(() => active(page)).toMatchObject({ tag: 'tr' });
    await neighbour(page, trigger, 'next', false);
    await neighbour(page, trigger, 'prev', true);
    const open = async () => {
      await trigger.focus();
      await page.keyboard.press('Enter');
    };
    await tabOut(page, trigger, open, menuOpen(page), 'Tab', 'next');
    await tabOut(page, trigger, open, menuOpen(page), 'Shift+Tab', 'prev');
    // Opened from the row with Shift+F10 as well.
    await rows.first().focus();
    await tabOut(page, trigger, () => page.keyboard.press('Shift+F10'), menuOpen(page), 'Tab', 'next');
  });

  it('a category row menu (Shift+Tab; Tab leaves the page, the trigger being its last stop)', async () => {
    const { page } = await e2e.open('/categories', { lang: 'en' });
    const first = page.locator('admin-app section[data-column="0"] [role=row]').first();
    await first.locator('[data-part=name]').focus();
    await page.keyboard.press('Shift+F10');
    await menuOpen(page).waitFor();
    // Zag moves focus into the menu a frame after it shows: Escape is pressed from there, as a user would.
    await expect.poll(async () => (await active(page)).inPopup).toBe(true);
    await page.keyboard.press('Escape');
    const trigger = first.locator('[data-cell=menu]');
    await expect.poll(() => active(page)).toMatchObject({ tag: 'button', inPopup: false });
    await neighbour(page, trigger, 'prev', true);
    const open = async () => {
      await trigger.focus();
      await page.keyboard.press('Enter');
    };
    await tabOut(page, trigger, open, menuOpen(page), 'Shift+Tab', 'prev');
    // Tab from the closed trigger leaves the document (nothing follows it): so does Tab from the open menu.
    await trigger.focus();
    await page.keyboard.press('Tab');
    expect(await active(page)).toMatchObject({ tag: 'body' });
    await open();
    await menuOpen(page).waitFor();
    await expect.poll(async () => (await active(page)).inPopup).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => trigger.getAttribute('aria-expanded'), { message: 'Tab closes the popup' }).toBe('false');
    expect(await active(page)).toMatchObject({ tag: 'body', inPopup: false });
  });

  it('the user menu', async () => {
    const { page } = await e2e.open('/home', { lang: 'it' });
    await page.locator('admin-app h1').waitFor();
    const trigger = page.locator('admin-app [data-part=user-menu-trigger]');
    await neighbour(page, trigger, 'next', false);
    await neighbour(page, trigger, 'prev', true);
    const open = async () => {
      await trigger.focus();
      await page.keyboard.press('Enter');
    };
    await tabOut(page, trigger, open, menuOpen(page), 'Tab', 'next');
    await tabOut(page, trigger, open, menuOpen(page), 'Shift+Tab', 'prev');
  });

  for (const lang of ['it', 'en'] as Lang[])
    it(`a select (native): the customers' country filter is one tab stop between its neighbours (${lang})`, async () => {
      const { page } = await e2e.open('/customers', { lang });
      await openList(page);
      const trigger = page.getByRole('combobox', { name: translate(lang, 'customers.filters.country'), exact: true });
      expect(await trigger.evaluate((el) => el.tagName)).toBe('SELECT');
      const next = await neighbour(page, trigger, 'next', false);
      const prev = await neighbour(page, trigger, 'prev', true);
      expect(next.inPopup || prev.inPopup).toBe(false);
      // Moving through it changes nothing: the filter is still "all".
      expect(page.url()).not.toContain('country=');
    });

  it("a Combobox listbox: the notification composer's user picker (Tab and Shift+Tab close it and move on, as from the closed input)", async () => {
    const { page } = await e2e.open('/notifications', { lang: 'en' });
    await page.locator('admin-app form').waitFor();
    await page.getByRole('radio', { name: 'Single user' }).check({ force: true });
    const input = page.getByRole('combobox', { name: 'User', exact: true });
    // After it: the country picker is disabled for a single user; the next control is the Send now / Schedule choice.
    await neighbour(page, input, 'next', false);
    await neighbour(page, input, 'prev', true);
    const listbox = page.locator('admin-app [role=listbox][data-state=open]');
    const open = async () => {
      await input.focus();
      await page.keyboard.press('ArrowDown');
    };
    // The picker asks for the members when the composer opens; on a busy machine they may still be on their way,
    // and ArrowDown opens nothing until there is a list. Wait for it once (opened and closed again).
    await expect
      .poll(
        async () => {
          await open();
          return listbox.isVisible();
        },
        { timeout: 45_000, message: 'the user picker opens once its members have arrived' },
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false');
    await tabOut(page, input, open, listbox, 'Shift+Tab', 'prev', false);
    await tabOut(page, input, open, listbox, 'Tab', 'next', false);
    // Tab straight after the key that opens it (before the frame in which Zag focuses the input again):
    // that focus is sent on too, and the next keys still reach what they are meant for.
    for (let i = 0; i < 3; i++) {
      await input.focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await expect.poll(() => input.getAttribute('aria-expanded'), { message: 'Tab closes the popup' }).toBe('false');
      await expect.poll(() => active(page)).toMatchObject({ marked: 'next', inPopup: false });
    }
  });
});

describe("country type-ahead in a select (the browser's own: the names are text, flags only beside the chosen one)", () => {
  it('it: "st" is Stati Uniti, past Spagna', async () => {
    const { page } = await e2e.open('/customers', { lang: 'it' });
    await openList(page);
    const trigger = page.getByRole('combobox', { name: translate('it', 'customers.filters.country'), exact: true });
    await trigger.focus();
    await page.keyboard.type('st');
    await expect.poll(() => page.url()).toContain('country=US');
    expect(await trigger.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]!.label)).toBe('Stati Uniti');
  });

  it('en: "u" is United States and "united" keeps it; "united k" is United Kingdom', async () => {
    const { page } = await e2e.open('/customers', { lang: 'en' });
    await openList(page);
    const trigger = page.getByRole('combobox', { name: 'Country', exact: true });
    await trigger.focus();
    const changes: string[] = [];
    await page.exposeFunction('__countryChange', (v: string) => changes.push(v));
    await trigger.evaluate((el: HTMLSelectElement) =>
      el.addEventListener('change', () => (window as unknown as { __countryChange(v: string): void }).__countryChange(el.value)),
    );
    await page.keyboard.type('united k');
    await expect.poll(() => page.url()).toContain('country=GB');
    // "u" chose United States, and "united" kept it (no jumping between the two "United").
    expect(changes).toEqual(['US', 'GB']);
  });
});

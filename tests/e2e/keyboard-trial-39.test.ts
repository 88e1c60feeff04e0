import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Member } from '../../src/api/contract/member.js';
import { translate } from '../../src/i18n/index.js';
import { runAxe } from '../helpers/browser.js';
import { contrastRatio, type Rgb } from '../helpers/contrast.js';
import { useE2E, type Lang, type Mode } from '../helpers/e2e.js';
import { focused } from '../helpers/focus.js';

/**
 * Issue 39/38, a keyboard-only administrator's second trial: the sort select whole at 320 px, Enable in the
 * member drawer asking first, the trend charts one Tab stop each with a visible ring (light, dark, forced
 * colours), and Escape from a row's ⋯ menu back on the row at 320 and 1280 px.
 */
const e2e = useE2E({ warmUp: '/login' });

const PHONE = { width: 320, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const rows = (page: Page) => page.locator('admin-app [data-part=list-table] tbody tr[data-row]');

const rgb = (s: string): Rgb => {
  const m = s.match(/[\d.]+/g);
  if (!m || m.length < 3) throw new Error(`not a colour: ${s}`);
  return [Number(m[0]), Number(m[1]), Number(m[2])];
};

describe('customers at 320 px: the sort and page-size selects are whole', () => {
  for (const lang of ['it', 'en'] as Lang[])
    it(`each select inside the viewport, its chosen text not cut (${lang})`, async () => {
      const { page } = await e2e.open('/customers', { lang, viewport: PHONE });
      await rows(page).first().waitFor();
      // On a phone the choices are behind the sort button (design round 9).
      await page.locator('admin-app [data-part=sort-toggle]').click();
      const selects = page.locator('admin-app [data-part=sort-bar] select');
      expect(await selects.count()).toBe(3);
      // Every sort key in turn: any of them may be the chosen one.
      const keys = await selects.first().evaluate((s) => [...(s as HTMLSelectElement).options].map((o) => o.value));
      for (const key of keys) {
        await selects.first().selectOption(key);
        await page.waitForURL((u) => key === 'username' || u.search.includes(key));
        const fits = await selects.evaluateAll((els) =>
          els.map((el) => {
            const s = el as HTMLSelectElement;
            const r = s.getBoundingClientRect();
            const cs = getComputedStyle(s);
            const g = new OffscreenCanvas(1, 1).getContext('2d')!;
            g.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
            const text = s.selectedOptions[0]?.textContent ?? '';
            const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
            return { text, inside: r.left >= 0 && r.right <= innerWidth, whole: g.measureText(text).width <= room + 0.5 };
          }),
        );
        for (const f of fits) expect(f, `${lang} ${key}: ${f.text}`).toMatchObject({ inside: true, whole: true });
      }
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    });
});

describe('member drawer: Enable asks first', () => {
  for (const lang of ['it', 'en'] as Lang[])
    it(`a confirmation naming the member, focus on Cancel, Escape back on Enable, then Disable (${lang})`, async () => {
      const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
      const list = await e2e.data<{ data: Member[] }>('members?limit=50');
      const m = list.data.filter((x) => x.role?.name !== 'admin' && x.enabled)[lang === 'it' ? 0 : 1]!;
      await e2e.data('members/disable', { method: 'POST', json: { memberId: m.id } });
      const { page } = await e2e.open(`/customers/${m.id}`, { lang, viewport: DESKTOP });
      const drawer = page.locator('admin-app [role=dialog][data-drawer=member]');
      const enable = drawer.locator('[data-part=member-enable]');
      await enable.waitFor();
      await enable.focus();
      await page.keyboard.press('Enter');
      const ask = page.locator('admin-app [role=dialog]:visible').filter({ has: page.locator('[data-part=confirm-enable]') });
      await ask.waitFor();
      const name = ((await drawer.locator('h2[data-part=title]').textContent()) ?? '').trim();
      expect(await ask.textContent()).toContain(t('customers.enable.title', { name }));
      await expect.poll(async () => (await focused(page)).part).toBe('cancel-enable');
      expect((await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
      // Nothing changes until confirmed.
      expect((await e2e.data<Member>(`members/${m.id}`)).enabled).toBe(false);
      await page.keyboard.press('Escape');
      await ask.waitFor({ state: 'detached' });
      await expect.poll(async () => (await focused(page)).part).toBe('member-enable');
      expect((await e2e.data<Member>(`members/${m.id}`)).enabled).toBe(false);

      await page.keyboard.press('Enter');
      await ask.waitFor();
      await expect.poll(async () => (await focused(page)).part).toBe('cancel-enable');
      await page.keyboard.press('Tab');
      expect((await focused(page)).part).toBe('confirm-enable');
      await page.keyboard.press('Enter');
      await ask.waitFor({ state: 'detached' });
      await drawer.locator('[data-part=member-state][data-enabled=true]').waitFor();
      await expect.poll(async () => (await focused(page)).part).toBe('member-disable');
      expect((await e2e.data<Member>(`members/${m.id}`)).enabled).toBe(true);
    });
});

describe('trend charts: one Tab stop each, arrows between the bars, a visible ring', () => {
  /** The focused bucket's ring and the card's ground, as computed. */
  const ring = (page: Page) =>
    page.evaluate(`(() => {
      let el = document.activeElement;
      while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
      const svg = el && el.closest('svg');
      const r = svg && svg.querySelector('[data-part=trend-focus]');
      if (!r) return null;
      let g = svg;
      while (g && getComputedStyle(g).backgroundColor.match(/rgba\\(.*, 0\\)$|transparent/)) g = g.parentElement;
      const cs = getComputedStyle(r);
      return { bucket: el.getAttribute('data-bucket'), stroke: cs.stroke, width: cs.strokeWidth, ground: g ? getComputedStyle(g).backgroundColor : '' };
    })()`) as Promise<{ bucket: string; stroke: string; width: string; ground: string } | null>;

  for (const [mode, forced] of [
    ['light', false],
    ['dark', false],
    ['dark', true],
  ] as [Mode, boolean][])
    it(`${mode}${forced ? ', forced colours' : ''}`, async () => {
      const context = await e2e.newContext({ lang: 'en', mode, viewport: DESKTOP, context: forced ? { forcedColors: 'active' } : {} });
      const page = await context.newPage();
      await page.goto(e2e.url('/home'));
      const charts = page.locator('admin-app [data-part=trend-chart]');
      await charts.first().locator('[data-bucket]').first().waitFor();
      const n = await charts.count();
      expect(n).toBeGreaterThan(0);
      for (let i = 0; i < n; i++) expect(await charts.nth(i).locator('[tabindex="0"]').count(), `chart ${i}`).toBe(1);
      // Tab reaches the chart once: from its stop the next Tab leaves it.
      const stop = charts.first().locator('[tabindex="0"]');
      await stop.focus();
      const at = await stop.getAttribute('data-bucket');
      await page.keyboard.press('Tab');
      expect(
        await charts
          .first()
          .evaluate((svg) =>
            svg.contains(svg.getRootNode() instanceof ShadowRoot ? (svg.getRootNode() as ShadowRoot).activeElement : null),
          ),
      ).toBe(false);
      await stop.focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(async () => (await ring(page))?.bucket).toBe(String(Number(at) - 1));
      const r = (await ring(page))!;
      expect(parseFloat(r.width)).toBeGreaterThanOrEqual(2);
      const ratio = contrastRatio(rgb(r.stroke), rgb(r.ground));
      expect(ratio, `ring ${r.stroke} on ${r.ground}`).toBeGreaterThanOrEqual(3);
    });
});

describe('Escape from a row’s ⋯ menu: the focus is back on the row', () => {
  for (const viewport of [PHONE, DESKTOP])
    it(`${viewport.width} px, opened from the ⋯ button and with Shift+F10`, async () => {
      const { page } = await e2e.open('/customers', { lang: 'en', viewport });
      const row = rows(page).nth(1);
      await row.waitFor();
      const id = await row.getAttribute('data-row');
      const menu = page.locator('[role=menu]:visible');
      // From the ⋯ button, reached with the arrows.
      await row.focus();
      for (let n = 0; n < 6 && !(await focused(page)).popup; n++) await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toMatchObject({ popup: true, row: id });
      await page.keyboard.press('Enter');
      await menu.waitFor();
      await expect.poll(async () => (await focused(page)).tag).not.toBe('button');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'tr', row: id });
      // With Shift+F10 on the row.
      await page.keyboard.press('Shift+F10');
      await menu.waitFor();
      await expect.poll(async () => (await focused(page)).tag).not.toBe('tr');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'tr', row: id });
      // The arrows go on from there.
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await focused(page)).row).not.toBe(id);
    });
});

describe('Team at 390 (keyboard trial round 4)', () => {
  const ADMIN_PHONE = { width: 390, height: 844 };
  it('the owner’s row menu stays on the screen, its long disabled item wrapped (it, dark)', async () => {
    const { page } = await e2e.open('/team', { lang: 'it', mode: 'dark', viewport: ADMIN_PHONE });
    const ada = page.locator('admin-app tr[data-row="1"]');
    await ada.waitFor();
    await ada.getByRole('button', { name: /Azioni per/ }).focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('[role=menu]:visible');
    await menu.waitFor();
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(ADMIN_PHONE.width);
    // Every item whole: nothing wider than the menu, nothing cut.
    const cut = await menu.locator('[role=menuitem]').evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).length);
    expect(cut).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('Add administrator: the focus is on the search at once, and what is typed lands there (it and en)', async () => {
    for (const lang of ['it', 'en'] as Lang[]) {
      const { page } = await e2e.open('/team', { lang, viewport: ADMIN_PHONE });
      const add = page.locator('admin-app [data-part=add-admin]');
      await add.waitFor();
      await add.focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).tag).toBe('input');
      await page.keyboard.type('Mar');
      const search = page.locator('[role=dialog] input[type=search]');
      expect(await search.inputValue()).toBe('Mar');
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await focused(page)).part).toBe('add-admin');
    }
  });
});

describe('Customers cards at 320 (keyboard trial round 4)', () => {
  for (const lang of ['it', 'en'] as Lang[])
    it(`the status has a line of its own under the name, which is not squeezed (${lang})`, async () => {
      const { page } = await e2e.open('/customers', { lang, viewport: { width: 320, height: 800 } });
      await rows(page).first().waitFor();
      const cards = await rows(page).evaluateAll((trs) =>
        trs.slice(0, 5).map((tr) => {
          const box = (sel: string) => tr.querySelector(sel)!.getBoundingClientRect();
          const name = box('td[data-col=name] a, td[data-col=name] [data-part=row-link], td[data-col=name]');
          const status = box('td[data-col=status] [data-tone]');
          return { nameBottom: name.bottom, statusTop: status.top, statusRight: status.right, statusHeight: status.height };
        }),
      );
      for (const c of cards) {
        expect(c.statusTop).toBeGreaterThanOrEqual(c.nameBottom - 1);
        expect(c.statusRight).toBeLessThanOrEqual(320);
        expect(c.statusHeight).toBeLessThan(30); // one line
      }
      const overflow = await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth');
      expect(overflow).toBe(0);
    });
});

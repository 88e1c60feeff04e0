import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Trends } from '../../src/api/contract/insights.js';
import { categoryIds } from '../helpers/categories.js';
import { useE2E, type Lang } from '../helpers/e2e.js';

/**
 * The UX audit's dashboard and categories items (10, 11, 16, 21): cards that keep their own heights, a change
 * from a handful shown as a number, bars named by date and value (keyboard and tooltip), no companies link on
 * the products card, a short home page on a phone; the categories' add buttons, the create dialog (names
 * first, the code derived from the English name, nothing moving when a message appears) and the cue of the
 * levels scrolled out of the column browser.
 */
const e2e = useE2E({ warmUp: '/login' });

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;
const app = 'admin-app';
const card = (page: Page, metric: string) => page.locator(`${app} [data-trend=${metric}]`);
const box = async (page: Page, selector: string) => {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`no box for ${selector}`);
  return b;
};

async function home(lang: Lang, viewport: { width: number; height: number } = DESKTOP, path = '/home') {
  const { page } = await e2e.open(path, { lang, viewport });
  await card(page, 'members').locator('[data-part=trend-value]').waitFor();
  return page;
}

describe('dashboard: quick stats cards', () => {
  it('opening Show as table grows its own card only: the neighbour keeps its height; the table rules are the subtle border', async () => {
    const page = await home('en');
    const members = card(page, 'members');
    const before = await members.boundingBox();
    // The card beside it on the same row.
    const neighbours = await page
      .locator(`${app} [data-trend], ${app} [data-count]`)
      .evaluateAll(
        (els, top) =>
          els
            .filter((e) => !e.matches('[data-trend=members]') && Math.abs(e.getBoundingClientRect().top - (top as number)) < 1)
            .map((e) => e.getAttribute('data-trend') ?? e.getAttribute('data-count')),
        before!.y,
      );
    expect(neighbours.length).toBeGreaterThan(0);
    const neighbour = page.locator(`${app} [data-trend=${neighbours[0]}], ${app} [data-count=${neighbours[0]}]`);
    const neighbourBefore = (await neighbour.boundingBox())!.height;
    await members.locator('[data-part=table-toggle]').click();
    await members.locator('[data-part=trend-table]').waitFor();
    await expect.poll(async () => (await members.boundingBox())!.height).toBeGreaterThan(before!.height + 40);
    expect(Math.abs((await neighbour.boundingBox())!.height - neighbourBefore)).toBeLessThan(1);
    // The rules between the rows are drawn in the cards' own border colour, not the text colour.
    const colours = await members.evaluate((c) => ({
      card: getComputedStyle(c).borderTopColor,
      rule: getComputedStyle(c.querySelector('[data-part=trend-table] tbody td')!).borderTopColor,
      text: getComputedStyle(c.querySelector('[data-part=trend-table] tbody td')!).color,
    }));
    expect(colours.rule).toBe(colours.card);
    expect(colours.rule).not.toBe(colours.text);
  });

  it('a change from a base below 5 is shown as the number that changed, not a percentage', async () => {
    const { page, context } = await e2e.open('/login', { lang: 'en' });
    await context.route('**/v1/insights/trends*', async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: Trends };
      body.data.totals.products = { current: 79, previous: 1 };
      body.data.totals.companies = { current: 2, previous: 4 };
      await route.fulfill({ response: res, json: body });
    });
    await page.goto(e2e.url('/home'));
    await card(page, 'products').locator('[data-part=trend-value]').waitFor();
    await expect.poll(() => card(page, 'products').locator('[data-part=trend-change]').textContent()).toBe('+78 ▲');
    expect(await card(page, 'products').locator('[data-part=trend-change-words]').textContent()).toBe(
      'Up by 78 from 1 in the previous 30 days',
    );
    expect(await card(page, 'companies').locator('[data-part=trend-change]').textContent()).toBe('\u22122 ▼');
  });

  it('each bar is named by its date and value, shown in a tooltip on focus, the arrow keys move along; the axis shows dates', async () => {
    const page = await home('en');
    const data = await e2e.data<Trends>(
      `insights/trends?range=30d&tz=${encodeURIComponent(await page.evaluate('Intl.DateTimeFormat().resolvedOptions().timeZone'))}`,
    );
    const chart = card(page, 'members').locator('svg[data-part=trend-chart]');
    expect(await chart.getAttribute('aria-hidden')).toBeNull();
    expect(await chart.getAttribute('aria-label')).toBe('New members per day');
    const bars = chart.locator('[role=img]');
    const names = await bars.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(names).toHaveLength(data.points.length);
    names.forEach((n, i) => expect(n).toMatch(new RegExp(`^\\S+ \\S+: ${data.points[i]!.members.toLocaleString('en-US')}$`)));
    // One tab stop (the last bar); its tooltip says what its name says.
    expect(await chart.locator('[tabindex="0"]').count()).toBe(1);
    await chart.locator('[tabindex="0"]').focus();
    const tip = card(page, 'members').locator('[data-part=trend-tooltip]');
    await expect.poll(() => tip.textContent()).toBe(names[names.length - 1]);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tip.textContent()).toBe(names[names.length - 2]);
    await page.keyboard.press('Home');
    await expect.poll(() => tip.textContent()).toBe(names[0]);
    const focused = await page.evaluate(`(() => {
      let a = document.activeElement;
      while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
      return a && a.getAttribute('aria-label');
    })()`);
    expect(focused).toBe(names[0]);
    const axis = await card(page, 'members').locator('[data-part=trend-axis] span').allTextContents();
    expect(axis[0]).toBe(names[0]!.split(':')[0]);
    expect(axis[axis.length - 1]).toBe(names[names.length - 1]!.split(':')[0]);
  });

  it('the New products card does not lead to the companies', async () => {
    for (const lang of ['en', 'it'] as const) {
      const page = await home(lang);
      expect(await card(page, 'products').locator('a').count()).toBe(0);
      expect(await card(page, 'companies').locator('a[href="/business"]').count()).toBe(1);
    }
  });

  for (const lang of ['en', 'it'] as const)
    it(`at 390 px the home page is far shorter than before (under 2,100 px), totals three to a row, each trend's chart beside its number (${lang})`, async () => {
      const page = await home(lang, PHONE);
      await page.locator(`${app} [data-part=total-value]`).first().waitFor();
      await page.locator(`${app} [data-part=recent-activity] li`).first().waitFor();
      const tops = await page
        .locator(`${app} [data-total]`)
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      const height = (await page.evaluate(`(() => {
        const roots = [document];
        let max = document.documentElement.scrollHeight;
        for (let i = 0; i < roots.length; i++)
          roots[i].querySelectorAll('*').forEach((el) => {
            if (el.shadowRoot) roots.push(el.shadowRoot);
            if (el.scrollHeight > el.clientHeight + 1 && getComputedStyle(el).overflowY !== 'visible') max = Math.max(max, el.scrollHeight);
          });
        return max;
      })()`)) as number;
      // 3,244 px in the audit (three full-width totals); the demo's seeded history now fills the recent activity,
      // whose three newest rows stay on a phone: about half of it.
      // 1,800: the recent activity says its times in full ("14 secondi fa", design round 7). 2,100: each trend card
      // takes the row, its chart beside the number and the change (design round 8: two to a row squeezed the change
      // into three lines beside a chart of 130 px).
      expect(height).toBeLessThan(2100);
      const trends = await page.locator(`${app} [data-trend]`).evaluateAll((cards) =>
        cards.map((c) => {
          const box = (sel: string) => c.querySelector(sel)!.getBoundingClientRect();
          const card = c.getBoundingClientRect();
          const grid = c.parentElement!.getBoundingClientRect();
          return {
            fullRow: Math.abs(card.width - grid.width) < 1,
            beside:
              box('[data-area=chart]').left >= box('[data-part=trend-value]').right &&
              box('[data-area=chart]').top < box('[data-area=change]').bottom,
          };
        }),
      );
      expect(trends).toEqual(Array(4).fill({ fullRow: true, beside: true }));
      expect(await page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBeLessThanOrEqual(0);
    });
});

const idsOf = (...codes: string[]) => categoryIds(e2e, ...codes);
const col = (page: Page, i: number) => page.locator(`${app} section[data-column="${i}"]`);
const dialog = (page: Page) => page.locator(`${app} [role=dialog]`);

describe('categories: add buttons, the create dialog, the levels scrolled out', () => {
  it('a sub-column add button says Add subcategory, with an icon; the main column says Add category', async () => {
    const ids = await idsOf('electronics');
    const { page } = await e2e.open(`/categories?path=${ids.join('.')}`, { lang: 'en' });
    await col(page, 1).locator('[role=row]').first().waitFor();
    const main = col(page, 0).locator('[data-part=add]');
    const sub = col(page, 1).locator('[data-part=add]');
    expect((await main.textContent())!.trim()).toBe('Add category');
    expect((await sub.textContent())!.trim()).toBe('Add subcategory');
    expect(await sub.getAttribute('aria-label')).toBe('Add subcategory to Electronics');
    expect(await sub.locator('svg').count()).toBe(1);
    // The column title: at most two lines, broken between words, the whole of it in its tooltip.
    const h2 = col(page, 1).locator('h2');
    expect(await h2.getAttribute('title')).toBe('Subcategories of Electronics');
    expect(await h2.evaluate((e) => getComputedStyle(e).webkitLineClamp)).toBe('2');
    expect(await h2.evaluate((e) => getComputedStyle(e).overflowWrap)).toBe('break-word');
  });

  for (const [lang, first, second] of [
    ['en', 'category-name-en', 'category-name-it'],
    ['it', 'category-name-it', 'category-name-en'],
  ] as const)
    it(`the create dialog puts the UI language name first and derives the code from the English name (${lang})`, async () => {
      const { page } = await e2e.open('/categories', { lang });
      await col(page, 0).locator('[role=row]').first().waitFor();
      await col(page, 0).locator('[data-part=add]').click();
      const d = dialog(page);
      await d.locator('#category-code').waitFor();
      expect(await d.locator('input').evaluateAll((els) => els.map((e) => e.id))).toEqual([first, second, 'category-code']);
      await expect.poll(() => d.locator(`#${first}`).evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
      await d.locator('#category-name-en').fill('Home & garden');
      expect(await d.locator('#category-code').inputValue()).toBe('homeGarden');
      await d.locator('#category-name-en').fill('Caffè and tea');
      expect(await d.locator('#category-code').inputValue()).toBe('caffeAndTea');
      // Typed by hand, the code stays as typed.
      await d.locator('#category-code').fill('drinks');
      await d.locator('#category-name-en').fill('Hot drinks');
      expect(await d.locator('#category-code').inputValue()).toBe('drinks');
    });

  it('a message under a field takes its own line under it: nothing above it moves within the dialog', async () => {
    const { page } = await e2e.open('/categories', { lang: 'en' });
    await col(page, 0).locator('[role=row]').first().waitFor();
    await col(page, 0).locator('[data-part=add]').click();
    const d = dialog(page);
    await d.locator('#category-code').waitFor();
    // Measured once the dialog has finished coming in (its entry animation scales it).
    await expect.poll(() => d.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
    // Offsets from the dialog's top: the forms' one rhythm (design round 13) gives an error its line under its
    // field, so what is below it moves down; what is above it stays where it was.
    const geometry = async () => {
      const top = (await box(page, `${app} [role=dialog]`)).y;
      return {
        en: Math.round((await box(page, `${app} #category-name-en`)).y - top),
        it: Math.round((await box(page, `${app} #category-name-it`)).y - top),
        code: Math.round((await box(page, `${app} #category-code`)).y - top),
      };
    };
    const before = await geometry();
    await d.locator('#category-code').fill('home garden');
    await expect.poll(() => d.locator('#category-code').getAttribute('aria-invalid')).toBe('true');
    expect(await geometry()).toEqual(before);
    await d.locator('#category-code').fill('');
    await d.locator('button[type=submit]').click();
    for (const id of ['#category-code', '#category-name-en', '#category-name-it'])
      await expect.poll(() => d.locator(id).getAttribute('aria-invalid'), { message: id }).toBe('true');
    const after = await geometry();
    expect(after.en).toBe(before.en);
    expect(after.it).toBeGreaterThan(before.it);
    expect(after.code).toBeGreaterThan(before.code);
  });

  it('with four levels open at 1280 px, the level scrolled out is cued at the start edge and the cue brings it back', async () => {
    // Cibo e bevande > Bevande > Vino > Rossi: four columns in a browser with room for three.
    const ids = await idsOf('foodAndBeverages', 'drinks', 'wine');
    await e2e.data('categories', {
      json: {
        name: 'redWine',
        parentId: ids[2],
        translations: [
          { languageCode: 'it', name: 'Rossi' },
          { languageCode: 'en', name: 'Red' },
        ],
      },
    });
    const { page } = await e2e.open(`/categories?path=${ids.join('.')}`, { lang: 'en', viewport: DESKTOP });
    await col(page, 3).waitFor();
    const cue = page.locator(`${app} [data-part=edge-cue]`);
    await expect.poll(() => cue.count()).toBe(1);
    expect((await cue.textContent())!.trim()).toBe('Back to main categories');
    expect(await page.locator(`${app} [data-part=edge-shadow]`).count()).toBe(1);
    const browser = await box(page, `${app} [data-part=browser]`);
    expect((await box(page, `${app} [data-part=edge-shadow]`)).x).toBeLessThan(browser.x + 2);
    await cue.click();
    await expect
      .poll(async () => {
        const c = await col(page, 0).boundingBox();
        return c ? Math.round(c.x - browser.x) : null;
      })
      .toBeGreaterThanOrEqual(0);
    await expect.poll(() => cue.count()).toBe(0);
    // The focus went with it, to the open category of the level brought back (never to the page).
    await expect
      .poll(() =>
        page.evaluate(`(() => {
          let a = document.activeElement;
          while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
          const s = a && a.closest('section[data-column]');
          return s ? s.getAttribute('data-column') + ':' + a.closest('[role=row]').getAttribute('aria-selected') : String(a && a.tagName);
        })()`),
      )
      .toBe('0:true');
  });
});

// Design review round 13 (issue 38), findings 4, 5, 6 and 9:
// - Products of a company on a phone: a labelled search, a full-width "Rows per page" select and ⋯ on lines of their
//   own put the first product at y≈433 of 700 at 320 px. Now the phone toolbar of Customers and Business: the search
//   and ⋯ on one row, the page sizes in ⋯.
// - Business cards at 320 px cut "@arthur.…" twice: the only thing that tells the two Arthur Bernards apart.
// - Activity: "ha disabilitato 3 membri › 3 membri" (the count twice), and "› Modifiche" in a column of its own in
//   mid-row. Now one expander, inline after the sentence.
// - Empty states: the empty History kept its table's header and offered nothing to do; the empty Recently deleted
//   had a heading, a bold line and a Type filter over nothing.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { useE2E, type Lang, type Mode } from '../helpers/e2e.js';
import { focused } from '../helpers/focus.js';

const e2e = useE2E({ warmUp: '/login' });

const app = 'admin-app';
const LANGS: Lang[] = ['it', 'en'];
const DESKTOP = { width: 1280, height: 800 };
const PHONES: { width: number; height: number; mode: Mode }[] = [
  { width: 320, height: 700, mode: 'dark' },
  { width: 390, height: 844, mode: 'light' },
];
const tr = (lang: Lang) => (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
const tableRows = (page: Page) => page.locator(`${app} [data-part=list-table] tbody tr[data-row]`);

type Page1<T> = { data: T[]; pagination: { dataCount: number } };
/** A company with more than 10 products (so a bigger page shows more of them). */
let companyId = 0;
beforeAll(async () => {
  const companies = await e2e.data<Page1<{ id: number }>>('companies?limit=100');
  for (const c of companies.data) {
    const products = await e2e.data<Page1<unknown>>(`products?companyId=${c.id}&limit=1`);
    if (products.pagination.dataCount > 10) {
      companyId = c.id;
      break;
    }
  }
  expect(companyId).toBeGreaterThan(0);
});

describe('round 13: Products of a company on a phone', () => {
  for (const lang of LANGS)
    for (const { mode, ...viewport } of PHONES)
      it(`${lang} ${mode} ${viewport.width}: the search and ⋯ on one row, the page sizes in ⋯, the first product by y 350`, async () => {
        const t = tr(lang);
        const { page } = await e2e.open(`/products?companyId=${companyId}`, { lang, mode, viewport });
        await tableRows(page).first().waitFor();
        await page.evaluate('document.fonts.ready');
        // It was at y≈433 at 320 px.
        expect((await tableRows(page).first().boundingBox())!.y).toBeLessThanOrEqual(350);
        const search = page.getByRole('searchbox', { name: t('products.search'), exact: true });
        const more = page.getByRole('button', { name: t('list.moreActions'), exact: true });
        const [s, m] = [(await search.boundingBox())!, (await more.boundingBox())!];
        // One row: their middles on one line, the search before ⋯, both inside the screen.
        expect(Math.abs(s.y + s.height / 2 - (m.y + m.height / 2))).toBeLessThan(3);
        expect(s.x + s.width).toBeLessThanOrEqual(m.x);
        expect(m.x + m.width).toBeLessThanOrEqual(viewport.width);
        // The label is said, not shown: the empty field shows it.
        expect(await search.getAttribute('placeholder')).toBe(t('products.search'));
        // No "Rows per page" select on a phone: the page sizes are in ⋯, the current one said so.
        expect(await page.getByRole('combobox', { name: t('list.pageSize') }).count()).toBe(0);
        await more.click();
        const current = page.getByRole('menuitem', { name: `${t('list.pageSizeOption', { count: 10 })}, ${t('list.current')}` });
        await current.waitFor();
        await page.getByRole('menuitem', { name: t('list.pageSizeOption', { count: 20 }), exact: true }).click();
        await expect.poll(() => tableRows(page).count()).toBeGreaterThan(10);
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      });

  it('at 1280 the table keeps its bar: the search labelled, the Rows per page select', async () => {
    for (const lang of LANGS) {
      const t = tr(lang);
      const { page } = await e2e.open(`/products?companyId=${companyId}`, { lang, viewport: DESKTOP });
      await tableRows(page).first().waitFor();
      expect(await page.getByRole('combobox', { name: t('list.pageSize') }).count()).toBe(1);
      expect(await page.locator(`${app} [data-part=products-toolbar] label`, { hasText: t('products.search') }).isVisible()).toBe(true);
    }
  });
});

describe('round 13: a company’s owner and their @username', () => {
  interface Company {
    id: number;
    name: string;
    member: { username: string | null; firstName: string | null; lastName: string | null };
  }
  for (const lang of LANGS)
    for (const viewport of [{ width: 320, height: 700 }, { width: 390, height: 844 }, DESKTOP])
      it(`${lang} ${viewport.width}: every @username whole, the two Arthur Bernards told apart`, async () => {
        const { page } = await e2e.open('/business', { lang, mode: 'dark', viewport });
        await tableRows(page).first().waitFor();
        await page.evaluate('document.fonts.ready');
        const companies = (await e2e.data<Page1<Company>>('companies?limit=10')).data;
        const shown = await tableRows(page).evaluateAll((trs) =>
          trs.map((tr) => {
            const handle = tr.querySelector<HTMLElement>('[data-part=company-owner-handle]');
            const cell = tr.querySelector<HTMLElement>('[data-part=company-owner]')!;
            const box = handle?.getBoundingClientRect();
            const range = document.createRange();
            if (handle) range.selectNodeContents(handle);
            const text = range.getBoundingClientRect();
            return {
              id: tr.getAttribute('data-row'),
              handle: handle ? handle.textContent!.replace('·', '').trim() : null,
              // The handle's text inside its own box and inside the owner's line: drawn whole.
              whole: !!box && text.right <= box.right + 0.5 && box.right <= cell.getBoundingClientRect().right + 0.5,
              right: box ? box.right : 0,
            };
          }),
        );
        for (const c of companies) {
          const row = shown.find((r) => r.id === String(c.id));
          if (!row || !c.member.username) continue;
          expect(row.handle, c.name).toBe(`@${c.member.username}`);
          expect(row.whole, c.name).toBe(true);
          expect(row.right, c.name).toBeLessThanOrEqual(viewport.width);
        }
        const arthurs = companies.filter((c) => `${c.member.firstName} ${c.member.lastName}` === 'Arthur Bernard');
        expect(arthurs.length).toBeGreaterThanOrEqual(2);
        const handles = arthurs.map((c) => shown.find((r) => r.id === String(c.id))?.handle);
        expect(new Set(handles).size).toBe(arthurs.length);
      });
});

describe('round 13: one expander in Activity, inline after the sentence', () => {
  interface Member {
    id: number;
    enabled: boolean;
    role: { name: string } | null;
  }
  beforeAll(async () => {
    const members = (await e2e.data<{ data: Member[] }>('members?limit=100')).data;
    const three = members.filter((m) => m.enabled && m.role?.name !== 'admin' && m.id !== 1).slice(0, 3);
    for (const m of three) await e2e.data('members/disable', { json: { memberId: m.id }, headers: { 'X-Backoffice-Batch': 'r13-run' } });
    await e2e.data('categories', {
      json: {
        name: 'r13probe',
        translations: [
          { languageCode: 'it', name: 'Sonda tredici' },
          { languageCode: 'en', name: 'Probe thirteen' },
        ],
      },
    });
  });

  for (const lang of LANGS)
    for (const viewport of [DESKTOP, { width: 320, height: 700 }])
      it(`${lang} ${viewport.width}: the count said once, each expander right after its sentence`, async () => {
        const t = tr(lang);
        const { page } = await e2e.open('/activity', { lang, mode: 'dark', viewport });
        const run = page.locator(`${app} [data-part=activity-row][data-run=r13-run]`);
        await run.waitFor();
        const toggle = run.locator('[data-part=activity-expand]');
        // "ha disabilitato 3 membri ›": no second "3 membri"; its name says what it opens.
        expect((await toggle.textContent())?.trim()).toBe('');
        expect(await toggle.getAttribute('aria-label')).toBe(t('activity.group.toggle', { count: 3 }));
        const members = t('activity.group.member_disabled', { actor: '', count: 3 }).trim().split(' ').slice(-2).join(' ');
        const text = (await run.innerText()).split(members).length - 1;
        expect(text, `"${members}" in "${await run.innerText()}"`).toBe(1);
        // The category's entry: "› Changes" after its sentence, not in a column of its own.
        const created = page.locator(`${app} [data-part=activity-row][data-action="category.created"]`).first();
        for (const row of [run, created]) {
          const g = await row.evaluate((li) => {
            // The sentence's words (its text, not the control inside it), line by line.
            const sentence = li.querySelector('[data-part=activity-sentence]')!;
            const walker = document.createTreeWalker(sentence, NodeFilter.SHOW_TEXT);
            const rects: DOMRect[] = [];
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              if (n.parentElement?.closest('button') || !n.textContent?.trim()) continue;
              const range = document.createRange();
              range.selectNodeContents(n);
              rects.push(...[...range.getClientRects()].filter((r) => r.width > 0));
            }
            const last = rects.reduce((a, b) => (b.bottom > a.bottom || (b.bottom === a.bottom && b.right > a.right) ? b : a));
            const b = li.querySelector('[data-part=activity-expand]')!.getBoundingClientRect();
            return { lastRight: last.right, lastTop: last.top, lastBottom: last.bottom, left: b.left, middle: (b.top + b.bottom) / 2 };
          });
          const where = `${lang} ${viewport.width} ${await row.getAttribute('data-action')}`;
          // On the sentence's last line, right after it (the "· " before a word: under 24 px).
          expect(g.middle, where).toBeGreaterThanOrEqual(g.lastTop);
          expect(g.middle, where).toBeLessThanOrEqual(g.lastBottom);
          expect(g.left - g.lastRight, where).toBeGreaterThanOrEqual(-1);
          expect(g.left - g.lastRight, where).toBeLessThanOrEqual(24);
        }
        expect((await created.locator('[data-part=activity-expand]').textContent())?.trim()).toBe(t('activity.changes'));
        // Still a disclosure: it opens the members.
        await toggle.click();
        await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
        expect(await run.locator('[data-part=activity-run-members] li').count()).toBe(3);
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      });
});

describe('round 13: empty states', () => {
  for (const lang of LANGS)
    for (const viewport of [DESKTOP, { width: 320, height: 700 }])
      it(`${lang} ${viewport.width}: the empty History has no table header, a hint and Compose, which goes to the composer's first field`, async () => {
        const t = tr(lang);
        expect((await e2e.data<Page1<unknown>>('notifications?limit=1')).pagination.dataCount).toBe(0);
        const { page } = await e2e.open('/notifications?tab=history', { lang, mode: 'light', viewport });
        const empty = page.locator(`${app} [data-part=list-empty] [data-part=empty-state]`);
        await empty.waitFor();
        expect(await page.locator(`${app} [data-part=list-table] thead`).count()).toBe(0);
        expect(await page.getByRole('columnheader').count()).toBe(0);
        expect((await empty.locator('[data-part=empty-title]').textContent())?.trim()).toBe(t('notifications.history.empty'));
        expect((await empty.locator('[data-part=empty-description]').textContent())?.trim()).toBe(t('notifications.history.emptyHint'));
        await empty.getByRole('button', { name: t('notifications.tabs.compose'), exact: true }).click();
        await expect
          .poll(() => page.getByRole('tab', { name: t('notifications.tabs.compose') }).getAttribute('aria-selected'))
          .toBe('true');
        await expect.poll(async () => (await focused(page)).tag).toBe('input');
        expect(
          await page.evaluate(`(() => {
            let el = document.activeElement;
            while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
            return el.getAttribute('name');
          })()`),
        ).toBe('title');
      });

  for (const lang of LANGS)
    for (const viewport of [DESKTOP, { width: 390, height: 844 }])
      it(`${lang} ${viewport.width}: the empty Recently deleted: one title, one plain line, no Type filter; a Type that empties it says so and clears`, async () => {
        const t = tr(lang);
        expect((await e2e.data<Page1<unknown>>('recently-deleted')).data).toHaveLength(0);
        const { page } = await e2e.open('/activity?view=deleted', { lang, viewport });
        const empty = page.locator(`${app} [data-part=deleted-empty]`);
        await empty.waitFor();
        const type = page.getByRole('combobox', { name: t('activity.filterType') });
        expect(await type.count()).toBe(0);
        // One heading (the empty state's title), one line in plain weight; no second explanation above it.
        const heading = page.locator(`${app} [data-part=deleted-heading]`);
        expect(await heading.count()).toBe(1);
        expect(await heading.evaluate((el) => el.tagName)).toBe('H2');
        expect((await heading.textContent())?.trim()).toBe(t('activity.deleted.empty'));
        const line = empty.locator('[data-part=empty-description]');
        expect((await line.textContent())?.trim()).toBe(t('activity.deleted.emptyHint'));
        expect(Number(await line.evaluate((el) => getComputedStyle(el).fontWeight))).toBeLessThan(600);
        expect(await page.locator(`${app} [data-part=deleted-description]`).count()).toBe(0);
        // A type chosen (a link with ?type=): the filter stays, the empty state says why and clears it.
        await page.goto(e2e.url('/activity?view=deleted&type=category'));
        await empty.waitFor();
        expect(await type.count()).toBe(1);
        expect((await heading.textContent())?.trim()).toBe(t('activity.deleted.emptyOfType.category'));
        await empty.getByRole('button', { name: t('activity.deleted.clearType'), exact: true }).click();
        await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBeNull();
        await expect.poll(() => type.count()).toBe(0);
      });
});

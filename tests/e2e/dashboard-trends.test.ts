import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TrendMetric, Trends } from '../../src/api/contract/insights.js';
import { runAxe } from '../helpers/browser.js';
import { useE2E, type Lang, type Mode } from '../helpers/e2e.js';

/**
 * The dashboard's quick stats and recent activity (issue 16, items 1 and 2) against the real server: the
 * cards say what GET /insights/trends says for the chosen period in the admin's time zone, the period switch
 * (a radio group: arrow keys) changes them and stays in the URL, the chart's table, each card's link (disabled
 * members: the customers list showing only disabled members), the last events as sentences with a link to
 * /activity; axe in light and dark mode, nothing overlapping at 1280 and 390 px, reflow at 320 px.
 */
const e2e = useE2E({ warmUp: '/login' });

// A zone away from the machine's, so a request that forgot it would be seen.
const TZ = 'America/New_York';
const METRICS: TrendMetric[] = ['members', 'activeMembers', 'companies', 'products'];

async function open(path: string, opts: { lang?: Lang; mode?: Mode; viewport?: { width: number; height: number } } = {}) {
  const context = await e2e.newContext({
    lang: opts.lang ?? 'en',
    mode: opts.mode ?? 'light',
    ...(opts.viewport ? { viewport: opts.viewport } : {}),
    context: { timezoneId: TZ },
  });
  const page = await context.newPage();
  const asked: URL[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === '/v1/insights/trends') asked.push(u);
  });
  await page.goto(e2e.url(path));
  return { page, context, asked };
}

const trends = (range: string) => e2e.data<Trends>(`insights/trends?range=${range}&tz=${encodeURIComponent(TZ)}`);
const card = (page: Page, metric: string) => page.locator(`admin-app [data-trend=${metric}]`);
const fmt = (n: number, lang: Lang = 'en') => n.toLocaleString(lang === 'en' ? 'en-US' : 'it-IT');

/** Every card says the API's numbers (current total, direction of the change, counts of now), none still busy. */
async function expectCards(page: Page, data: Trends) {
  for (const m of METRICS) {
    const c = card(page, m);
    await expect.poll(() => c.getAttribute('aria-busy')).toBeNull();
    expect(await c.locator('[data-part=trend-value]').textContent(), m).toBe(fmt(data.totals[m].current));
    const { current, previous } = data.totals[m];
    expect(await c.locator('[data-part=trend-change]').getAttribute('data-direction'), m).toBe(
      current > previous ? 'up' : current < previous ? 'down' : 'same',
    );
  }
  expect(await page.locator('admin-app [data-count=pendingActivations] [data-part=count-value]').textContent()).toBe(
    fmt(data.pendingActivations),
  );
  expect(await page.locator('admin-app [data-count=disabledAccounts] [data-part=count-value]').textContent()).toBe(
    fmt(data.disabledAccounts),
  );
}

const radio = (page: Page, name: string) => page.getByRole('group', { name: 'Period' }).getByRole('radio', { name });

describe('dashboard: quick stats', () => {
  it('the cards show the API numbers of 30 days in the admin time zone; arrow keys switch the period, kept in the URL', async () => {
    const { page, asked } = await open('/home');
    await card(page, 'members').locator('[data-part=trend-value]').waitFor();
    await expectCards(page, await trends('30d'));
    expect(await radio(page, '30 days').isChecked()).toBe(true);
    expect(asked[0]!.searchParams.get('range')).toBe('30d');
    expect(asked[0]!.searchParams.get('tz')).toBe(TZ);
    // The change in words beside its symbols (the symbols are hidden from screen readers).
    const words = await card(page, 'members').locator('[data-part=trend-change-words]').textContent();
    expect(words).toMatch(/^(Up|Down|No change|Up by) .* in the previous 30 days$/);

    await radio(page, '30 days').focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((u) => u.searchParams.get('range') === '90d');
    expect(await radio(page, '90 days').isChecked()).toBe(true);
    await expectCards(page, await trends('90d'));
    expect(await card(page, 'members').locator('[data-part=trend-change-words]').textContent()).toContain('the previous 90 days');

    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL((u) => u.searchParams.get('range') === '7d');
    expect(await radio(page, '7 days').isChecked()).toBe(true);
    await expectCards(page, await trends('7d'));
    // The period's buckets: 7 days.
    await card(page, 'activeMembers')
      .getByRole('button', { name: /^Show as table/ })
      .click();
    expect(await card(page, 'activeMembers').locator('[data-part=trend-table] tbody tr').count()).toBe(7);

    // The choice is remembered: a reload; Back steps to the period before (30 days: the default, a clean URL).
    await page.reload();
    await card(page, 'members').locator('[data-part=trend-value]').waitFor();
    expect(await radio(page, '7 days').isChecked()).toBe(true);
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForURL((u) => !u.searchParams.has('range'), { waitUntil: 'commit' });
    await expect.poll(() => radio(page, '30 days').isChecked()).toBe(true);
    await expectCards(page, await trends('30d'));
  });

  it('12 months in Italian: weekly buckets, the chart as a table with every week of the API', async () => {
    const { page } = await open('/home?range=12m', { lang: 'it' });
    const data = await trends('12m');
    await card(page, 'products').locator('[data-part=trend-value]').waitFor();
    expect(await page.getByRole('group', { name: 'Periodo' }).getByRole('radio', { name: '12 mesi' }).isChecked()).toBe(true);
    await expectCards(page, data);
    const c = card(page, 'products');
    expect(await c.locator('[data-part=trend-change-words]').textContent()).toContain('nei 12 mesi precedenti');
    await c.getByRole('button', { name: 'Mostra come tabella: Nuovi prodotti' }).waitFor();
    const toggle = c.locator('[data-part=table-toggle]');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.getAttribute('aria-label')).toBe('Nascondi tabella: Nuovi prodotti');
    const table = c.getByRole('region', { name: 'Nuovi prodotti a settimana' }).locator('table');
    expect(await table.locator('thead th').allTextContents()).toEqual(['Settimana dal', 'Nuovi prodotti']);
    const values = await table.locator('tbody td').allTextContents();
    expect(values).toEqual(data.points.map((p) => fmt(p.products, 'it')));
    expect(values).toHaveLength(52);
  });

  it('disabled members links to the customers filtered to disabled, showing only disabled members; companies to /business', async () => {
    const { page } = await open('/home');
    const data = await trends('30d');
    await card(page, 'members').locator('[data-part=trend-value]').waitFor();
    expect(await card(page, 'companies').getByRole('link', { name: 'See companies' }).getAttribute('href')).toBe('/business');
    await page.locator('admin-app [data-count=disabledAccounts]').getByRole('link', { name: 'See disabled members' }).click();
    await page.waitForURL((u) => u.pathname === '/customers' && u.searchParams.get('enabled') === 'false');
    await page.locator('[data-part=list-table] tbody tr[data-row]').first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('disabled');
    const summary = page.locator('nav[aria-label=Pagination]').locator('xpath=..').locator('p');
    await expect.poll(() => summary.textContent()).toMatch(new RegExp(`of ${data.disabledAccounts} results?$`));
    const states = await page.locator('[data-part=list-table] tbody td[data-col=status]').allTextContents();
    expect(states.length).toBe(Math.min(10, data.disabledAccounts));
    // Not enabled: disabled, or never activated (issue 39/38: its badge reads Pending activation).
    states.forEach((s) => expect(s).toMatch(/Disabled|Pending activation/));
  });

  it('recent activity: the last events as sentences, newest first, with their time; See all activity opens /activity', async () => {
    // Two events of our own, the newest ones.
    type Row = {
      id: number;
      firstName: string | null;
      lastName: string | null;
      username: string | null;
      email: string;
      role: { name: string } | null;
    };
    const member = (await e2e.data<{ data: Row[] }>('members?withoutCompanies=true&enabled=true&limit=20')).data.find(
      (m) => m.role?.name !== 'admin',
    )!;
    await e2e.data('members/disable', { json: { memberId: member.id } });
    await e2e.data('members/enable-by-admin', { json: { memberId: member.id } });
    // The server's display name: first and last name, else the username, else the e-mail.
    const name = [member.firstName, member.lastName].filter(Boolean).join(' ').trim() || member.username || member.email;
    const { page } = await open('/home');
    const rows = page.locator('admin-app [data-part=recent-row]');
    await rows.first().waitFor();
    const audit = await e2e.data<{ data: unknown[] }>('audit?limit=10');
    expect(await rows.count()).toBe(audit.data.length);
    const sentences = await page.locator('admin-app [data-part=recent-sentence]').allTextContents();
    expect(sentences.slice(0, 2)).toEqual([`Ada Rossi enabled ${name}`, `Ada Rossi disabled ${name}`]);
    const time = rows.first().locator('time');
    expect(await time.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await time.getAttribute('title')).toMatch(/\d{4}/);
    expect(await time.textContent()).toMatch(/ago|now/);
    await page.getByRole('link', { name: 'See all activity' }).click();
    await page.waitForURL((u) => u.pathname === '/activity');
    await page.locator('admin-app [data-part=activity-row]').first().waitFor();
  });
});

// In-page checks (a string: tests/helpers/browser.ts): horizontal overflow, and text boxes of the dashboard
// overlapping one another (as tests/e2e/layout-matrix-*.test.ts, within <admin-app>'s shadow root).
const INSPECT = `(() => {
  const root = document.querySelector('admin-app').shadowRoot;
  const shown = (el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && el.getBoundingClientRect().width > 1 && el.getBoundingClientRect().height > 1;
  const boxes = [];
  for (const el of root.querySelectorAll('[data-screen=dashboard] *')) {
    const own = [...el.childNodes].filter((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own.length || !shown(el)) continue;
    const range = document.createRange();
    let l = 1e9, t = 1e9, r = -1e9, b = -1e9;
    for (const n of own) {
      range.selectNodeContents(n);
      for (const q of range.getClientRects()) if (q.width >= 1 && q.height >= 1) { l = Math.min(l, q.left); t = Math.min(t, q.top); r = Math.max(r, q.right); b = Math.max(b, q.bottom); }
    }
    // Clipped by every scrolling ancestor (a chart's table scrolls in its own box).
    for (let p = el; p && p !== root.host; p = p.parentElement || (p.getRootNode() && p.getRootNode().host)) {
      const s = getComputedStyle(p);
      if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
      const c = p.getBoundingClientRect();
      l = Math.max(l, c.left); t = Math.max(t, c.top); r = Math.min(r, c.right); b = Math.min(b, c.bottom);
    }
    if (r - l >= 2 && b - t >= 2) boxes.push({ el, l, t, r, b, name: el.tagName.toLowerCase() + ' "' + el.textContent.trim().slice(0, 30) + '"' });
  }
  const overlaps = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i], c = boxes[j];
      if (a.el.contains(c.el) || c.el.contains(a.el)) continue;
      if (Math.min(a.r, c.r) - Math.max(a.l, c.l) > 2 && Math.min(a.b, c.b) - Math.max(a.t, c.t) > 2) overlaps.push(a.name + ' x ' + c.name);
    }
  const doc = document.documentElement;
  return { overflow: Math.max(0, Math.max(doc.scrollWidth, document.body.scrollWidth) - doc.clientWidth), overlaps: overlaps.slice(0, 10) };
})()`;

/** The dashboard with everything loaded: quick stats, recent activity and a chart's table open. */
async function loaded(page: Page) {
  await card(page, 'members').locator('[data-part=trend-value]').waitFor();
  await page.locator('admin-app [data-part=recent-row]').first().waitFor();
  await card(page, 'members').locator('[data-part=table-toggle]').click();
  await expect.poll(() => page.locator('admin-app [data-trend][aria-busy=true]').count()).toBe(0);
}

describe('dashboard: accessibility and layout', () => {
  it('axe clean at 1280x800 and 390x844, light and dark, with a chart table open; nothing overlaps, no overflow, in both languages', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ])
      for (const mode of ['light', 'dark'] as const)
        for (const lang of ['en', 'it'] as const) {
          const { page, context } = await open('/home', { lang, mode, viewport });
          await loaded(page);
          if (lang === 'en') expect(await runAxe(page), `${viewport.width} ${mode}`).toEqual([]);
          expect(await page.evaluate(INSPECT), `${viewport.width} ${mode} ${lang}`).toEqual({ overflow: 0, overlaps: [] });
          if (process.env.SHOTS_DIR)
            await page.screenshot({ path: `${process.env.SHOTS_DIR}/dashboard-${viewport.width}-${lang}-${mode}.png`, fullPage: true });
          await context.close();
        }
  });

  it('reflows at 320 px: no horizontal scrolling, the period switch on one row, the cards one per row', async () => {
    for (const lang of ['en', 'it'] as const) {
      const { page, context } = await open('/home', { lang, viewport: { width: 320, height: 700 } });
      await loaded(page);
      expect(await page.evaluate(INSPECT), lang).toEqual({ overflow: 0, overlaps: [] });
      const tops = await page
        .locator('admin-app [data-scope=segmented-control][data-part=item]')
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(new Set(tops).size, lang).toBe(1);
      const lefts = await page
        .locator('admin-app [data-trend]')
        .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(1);
      expect(await runAxe(page)).toEqual([]);
      await context.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { runAxe } from '../helpers/browser.js';
import { useE2E } from '../helpers/e2e.js';
import { tabTo } from '../helpers/focus.js';
import { companyWithProducts } from '../helpers/demo-data.js';

/**
 * The activity log speaks in names and words (issue 35, items 1 and 14): the demo has a past (who disabled
 * each disabled member), the actor filter is a people search, changes read "Status: Enabled → Disabled", a
 * scheduled send reads "scheduled", the member drawer says who disabled a member and when; the time column
 * stands at one x on every row, and a phone shows one row layout without overflow.
 */
const e2e = useE2E();
const app = 'admin-app';

type AuditEvent = {
  id: string;
  at: string;
  action: string;
  actor: { id: number | null; name: string | null };
  target: { id: string | null; label: string | null };
  changes: Record<string, { from: unknown; to: unknown }> | null;
};
type MemberRow = { id: number; email: string; firstName: string | null; lastName: string | null; enabled: boolean };

/** A member the demo seed shows disabled (activated, not the pending account), and the trail's event about it. */
async function seededDisabled() {
  const list = await e2e.data<{ data: MemberRow[] }>('members?enabled=false&limit=50');
  const m = list.data.find((x) => !x.enabled && x.email !== 'pending@example.com')!;
  const trail = await e2e.data<{ data: AuditEvent[] }>(`audit?targetType=member&targetId=${m.id}&action=member.disabled&limit=1`);
  return { member: m, name: `${m.firstName} ${m.lastName}`, event: trail.data[0] };
}

const rows = (page: Page) => page.locator(`${app} [data-part=activity-row]`);

describe('the activity log speaks in names', () => {
  it('the demo seed answers who disabled a disabled member: a named actor, in the past, in words in both languages', async () => {
    const { member, name, event } = await seededDisabled();
    expect(event).toBeDefined();
    expect(event!.actor.name).toBe('Ada Rossi');
    expect(Date.parse(event!.at)).toBeLessThan(Date.now() - 60_000);
    for (const [lang, verb, oneItem] of [
      ['en', 'disabled', `History of ${name} (Member)`],
      ['it', 'ha disabilitato', `Cronologia di ${name} (Membro)`],
    ] as const) {
      const { page } = await e2e.open(`/activity?action=member.disabled&targetType=member&targetId=${member.id}`, {
        lang,
        viewport: { width: 1280, height: 900 },
      });
      const row = rows(page).first();
      await row.waitFor();
      expect((await row.locator('[data-part=activity-sentence]').textContent())?.trim()).toBe(`Ada Rossi ${verb} ${name}`);
      // The verb says the new state: no "Status: Enabled → Disabled" repeating it (round 10), no table.
      expect(event!.changes).toEqual({ enabled: { from: true, to: false } });
      expect(await row.locator('[data-part=activity-diff]').count()).toBe(0);
      expect(await row.locator('[data-part=activity-expand]').count()).toBe(0);
      expect(await row.locator('[data-part=activity-changes]').count()).toBe(0);
      // One item's history is named, never "Member 8".
      await expect.poll(() => page.locator(`${app} [data-part=activity-one-item]`).textContent()).toContain(oneItem);
      if (lang === 'en') expect(await runAxe(page)).toEqual([]);
    }
  });

  it('the actor filter is picked by typing a name, and the URL keeps the actor', async () => {
    const { page } = await e2e.open('/activity', { lang: 'en', viewport: { width: 1280, height: 900 } });
    await rows(page).first().waitFor();
    const input = page.locator(`${app} [data-part=activity-filters] [data-scope=combobox][data-part=input]`);
    await input.click();
    await input.fill('Ada Ros');
    await page.locator(`${app} [role=option]`, { hasText: 'Ada Rossi' }).first().click();
    await page.waitForURL((u) => u.searchParams.get('actorId') === '1');
    await expect.poll(() => input.inputValue()).toBe('Ada Rossi');
    await expect
      .poll(async () => {
        const sentences = await rows(page).locator('[data-part=activity-sentence]').allTextContents();
        return sentences.length > 0 && sentences.every((s) => s.includes('Ada Rossi'));
      })
      .toBe(true);
    // A reload reads the actor's name back from the URL.
    await page.reload();
    await expect.poll(() => input.inputValue()).toBe('Ada Rossi');
  });

  it('a scheduled send reads scheduled, not sent, in both languages', async () => {
    const title = `Scheduled probe ${Date.now().toString(36)}`;
    const sendAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const sent = await e2e.data<{ id: number }>('notifications/send-bulk', {
      json: { type: 'SYSTEM', title, message: 'Later', target: 'SINGLE', memberId: 2, sendAt },
    });
    try {
      for (const [lang, verb] of [
        ['en', 'scheduled the notification'],
        ['it', 'ha programmato la notifica'],
      ] as const) {
        const { page } = await e2e.open(`/activity?targetType=notification&targetId=${sent.id}`, { lang });
        const row = rows(page).filter({ hasText: title }).first();
        await row.waitFor();
        expect((await row.locator('[data-part=activity-sentence]').textContent())?.trim()).toBe(`Ada Rossi ${verb} ${title}`);
      }
    } finally {
      await e2e.api(`notifications/${sent.id}/cancel`, { method: 'POST' });
    }
  });

  it('a category is named in the language of the page, not by its code', async () => {
    const code = `micsProbe${Date.now().toString(36)}`;
    const created = await e2e.data<{ id: number }>('categories', {
      json: {
        name: code,
        translations: [
          { languageCode: 'it', name: 'Microfoni senza fili' },
          { languageCode: 'en', name: 'Wireless microphones' },
        ],
      },
    });
    for (const [lang, sentence] of [
      ['en', 'Ada Rossi created the category Wireless microphones'],
      ['it', 'Ada Rossi ha creato la categoria Microfoni senza fili'],
    ] as const) {
      const { page } = await e2e.open(`/activity?targetType=category&targetId=${created.id}`, { lang });
      const row = rows(page).first();
      await row.waitFor();
      expect((await row.locator('[data-part=activity-sentence]').textContent())?.trim()).toBe(sentence);
    }
  });

  it('a parent category is named in the language of the page, never by its id', async () => {
    const stamp = Date.now().toString(36);
    const parent = await e2e.data<{ id: number }>('categories', {
      json: {
        name: `audioProbe${stamp}`,
        translations: [
          { languageCode: 'it', name: 'Audio professionale' },
          { languageCode: 'en', name: 'Pro audio' },
        ],
      },
    });
    const child = await e2e.data<{ id: number }>('categories', {
      json: {
        name: `cablesProbe${stamp}`,
        parentId: parent.id,
        translations: [
          { languageCode: 'it', name: 'Cavi XLR' },
          { languageCode: 'en', name: 'XLR cables' },
        ],
      },
    });
    for (const [lang, diff] of [
      ['en', 'Parent category: Pro audio'],
      ['it', 'Categoria superiore: Audio professionale'],
    ] as const) {
      const { page } = await e2e.open(`/activity?targetType=category&targetId=${child.id}`, { lang });
      const row = rows(page).first();
      await row.waitFor();
      expect(await row.locator('[data-part=activity-diff]').textContent()).toContain(diff);
      await row.locator('[data-part=activity-expand]').click();
      const [field, name] = diff.split(': ');
      const line = row.locator('[data-part=activity-changes] tbody tr', { has: page.locator('th', { hasText: field! }) });
      expect((await line.locator('th, td').allTextContents()).map((x) => x.trim())).toEqual([field, '—', name]);
    }
  });

  it('a deleted product names its company as a link to its products, followed with the keyboard', async () => {
    const { companyId, products } = await companyWithProducts(e2e);
    const p = products.at(-1)!;
    const company = await e2e.data<{ name: string }>(`companies/${companyId}`);
    await e2e.data(`products/${p.id}`, { method: 'DELETE' });
    try {
      const { page } = await e2e.open('/activity?view=deleted&type=product', { lang: 'en', viewport: { width: 1280, height: 900 } });
      const row = page.locator(`${app} [data-part=deleted-row][data-type=product][data-id="${p.id}"]`);
      await row.waitFor();
      const link = row.locator('a[data-part=deleted-company]');
      expect((await link.textContent())?.trim()).toBe(company.name);
      expect((await link.locator('..').textContent())?.trim()).toBe(`Product of ${company.name}`);
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === '/products' && u.searchParams.get('companyId') === String(companyId));
    } finally {
      await e2e.data(`products/${p.id}/restore`, { method: 'POST' });
    }
  });

  it('a sign-in recorded now names its member as the seeded ones do, never by e-mail', async () => {
    await e2e.login();
    const trail = await e2e.data<{ data: AuditEvent[] }>('audit?action=auth.signed_in&targetType=member&targetId=1&limit=1');
    expect(trail.data[0]!.target.label).toBe('Ada Rossi');
    const { page } = await e2e.open('/activity?action=auth.signed_in&targetType=member&targetId=1', {
      lang: 'en',
      viewport: { width: 1280, height: 900 },
    });
    await rows(page).first().waitFor();
    await expect.poll(() => page.locator(`${app} [data-part=activity-one-item]`).textContent()).toContain('History of Ada Rossi (Member)');
  });

  it('the member drawer says who disabled the member and how long ago, in both languages', async () => {
    const { member } = await seededDisabled();
    for (const [lang, text] of [
      ['en', /^Disabled by Ada Rossi · .*ago$/],
      ['it', /^Disabilitato da Ada Rossi · .*fa$/],
    ] as const) {
      const { page } = await e2e.open(`/customers/${member.id}`, { lang, viewport: { width: 1280, height: 900 } });
      const line = page.locator(`${app} [data-part=member-disabled-by]`);
      await line.waitFor();
      expect((await line.textContent())?.trim()).toMatch(text);
      const exact = await line.locator('time').getAttribute('title');
      expect(exact).toBeTruthy();
      // The exact time is plain text under it, not only a tooltip that a keyboard cannot open (issue 38).
      const at = page.locator(`${app} [data-part=member-disabled-at]`);
      expect(await at.isVisible()).toBe(true);
      expect((await at.textContent())?.trim()).toBe(exact);
    }
  });

  it('the drawer of a member just disabled says it was the signed-in admin, now', async () => {
    const list = await e2e.data<{ data: (MemberRow & { role: { name: string } | null })[] }>('members?enabled=true&limit=50');
    const target = list.data.filter((m) => m.role?.name !== 'admin').at(-1)!;
    const { page } = await e2e.open(`/customers/${target.id}`, { lang: 'en', viewport: { width: 1280, height: 900 } });
    try {
      await page.locator(`${app} [data-part=member-disable]`).click();
      const line = page.locator(`${app} [data-part=member-disabled-by]`);
      await expect
        .poll(async () => (await line.count()) && (await line.textContent())?.trim())
        .toMatch(/^Disabled by Ada Rossi · (now|.*ago)$/);
    } finally {
      await e2e.data('members/enable-by-admin', { json: { memberId: target.id } });
    }
  });
});

describe('the activity rows: one layout', () => {
  it('the time column stands at the same x on every row, with tabular numerals, on a wide screen', async () => {
    const { page } = await e2e.open('/activity', { lang: 'it', viewport: { width: 1280, height: 900 } });
    await expect.poll(() => rows(page).count()).toBeGreaterThan(5);
    const times = await rows(page)
      .locator('[data-part=activity-time]')
      .evaluateAll((els) =>
        els.map((el) => ({ x: Math.round(el.getBoundingClientRect().left), nums: getComputedStyle(el).fontVariantNumeric })),
      );
    expect(new Set(times.map((t) => t.x)).size).toBe(1);
    expect(times.every((t) => t.nums.includes('tabular-nums'))).toBe(true);
    // With and without a Changes button alike.
    expect(await page.locator(`${app} [data-part=activity-row]:not(:has([data-part=activity-expand]))`).count()).toBeGreaterThan(0);
    expect(await page.locator(`${app} [data-part=activity-row]:has([data-part=activity-expand])`).count()).toBeGreaterThan(0);
  });

  it('the chosen action is shown whole in its select, on a wide screen and on a phone', async () => {
    for (const width of [1280, 390]) {
      const { page } = await e2e.open('/activity?action=account.password_change_failed', { lang: 'it', viewport: { width, height: 900 } });
      if (width < 640) await page.locator(`${app} [data-part=filters-toggle]`).click();
      const trigger = page.locator(`${app} [data-part=activity-filters] [data-scope=select][data-part=trigger]`).first();
      await trigger.waitFor();
      await expect.poll(() => trigger.textContent()).toContain('Password attuale errata');
      const clipped = await trigger.evaluate((el) =>
        [el, ...el.querySelectorAll('*')].some((x) => x.scrollWidth > x.clientWidth + 1 && getComputedStyle(x).overflow !== 'visible'),
      );
      expect(clipped, `at ${width} px`).toBe(false);
    }
  });

  it('on a 390 px phone every row has one layout (sentence, then time) and nothing overflows', async () => {
    const { page } = await e2e.open('/activity', { lang: 'it', viewport: { width: 390, height: 844 } });
    await expect.poll(() => rows(page).count()).toBeGreaterThan(5);
    const shapes = await rows(page).evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        const s = el.querySelector('[data-part=activity-sentence]')!.getBoundingClientRect();
        const t = el.querySelector('[data-part=activity-time]')!.getBoundingClientRect();
        return {
          inside: r.left >= 0 && r.right <= 390 && el.scrollWidth <= el.clientWidth,
          timeBelow: t.top >= s.bottom - 1,
          timeX: Math.round(t.left),
        };
      }),
    );
    expect(shapes.every((s) => s.inside)).toBe(true);
    expect(shapes.every((s) => s.timeBelow)).toBe(true);
    expect(new Set(shapes.map((s) => s.timeX)).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('on a phone the filters start closed behind Filters · N (the filters set), opened by the keyboard; at 1280 they are shown', async () => {
    const path = '/activity?action=member.disabled&from=2026-01-01';
    const { page } = await e2e.open(path, { lang: 'en', viewport: { width: 390, height: 844 } });
    const toggle = page.locator(`${app} [data-screen=activity] [data-part=filters-toggle]`);
    const fields = page.locator(`${app} [data-part=activity-filters]`);
    await toggle.waitFor();
    expect((await toggle.textContent())?.trim()).toBe('Filters · 2');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await fields.isVisible()).toBe(false);
    // The first row is above the fold.
    const first = await rows(page).first().boundingBox();
    expect(first!.y + first!.height).toBeLessThanOrEqual(844);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => fields.isVisible()).toBe(true);
    expect(await runAxe(page)).toEqual([]);
    const wide = await e2e.open(path, { lang: 'it', viewport: { width: 1280, height: 900 } });
    await wide.page.locator(`${app} [data-part=activity-filters]`).waitFor();
    expect(await wide.page.locator(`${app} [data-screen=activity] [data-part=filters-toggle]`).count()).toBe(0);
  });

  it('a date filter echoes the day in the language of the page', async () => {
    const { page } = await e2e.open('/activity?from=2026-11-26', { lang: 'it', viewport: { width: 1280, height: 900 } });
    const echo = page.locator(`${app} [data-part=activity-from-echo]`);
    await expect.poll(() => echo.textContent()).toBe('giovedì 26 novembre 2026');
  });

  it('a day is typed in the order and words of the page, not the browser (round 5: mm/dd/yyyy on an Italian page)', async () => {
    for (const [lang, placeholder, typed] of [
      ['it', 'gg/mm/aaaa', '26112026'],
      ['en', 'mm/dd/yyyy', '11262026'],
    ] as const) {
      const { page } = await e2e.open('/activity', { lang, viewport: { width: 1280, height: 900 } });
      const field = page.locator(`${app} [data-part=activity-from]`);
      const segments = field.locator('[data-scope=date-input][data-part=segment]');
      await segments.first().waitFor();
      expect((await segments.allTextContents()).join('')).toBe(placeholder);
      // Each part is named in the page's language too (round 6: "Day" on an Italian page).
      const names = await segments.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')).filter(Boolean));
      expect(names).toEqual(lang === 'it' ? ['Giorno', 'Mese', 'Anno'] : ['Month', 'Day', 'Year']);
      // By keyboard: Tab to the first part of a date field (From comes before To), type the digits; the URL and
      // the echo follow.
      await tabTo(page, (f) => f.part === 'segment', 'the From field');
      await page.keyboard.type(typed);
      await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe('2026-11-26');
      await expect
        .poll(() => field.locator('[data-part=activity-from-echo]').textContent())
        .toBe(lang === 'it' ? 'giovedì 26 novembre 2026' : 'Thursday, November 26, 2026');
    }
  });
});

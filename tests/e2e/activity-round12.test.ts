import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E, type Lang } from '../helpers/e2e.js';

// Design review round 12 of the activity screen (findings 10 and 12): a bulk run's entry as tall as any other with its
// disclosure on its line; the sign-ins switch named for what it hides; two members of one name told apart; a
// drawer's history not repeating its own subject's name; the filters and the toolbar close together, one chevron
// for every select; Recently deleted saying the same thing with items or none.
const e2e = useE2E({ warmUp: '/login' });

const app = 'admin-app';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const LANGS: Lang[] = ['it', 'en'];
const rows = (page: Page) => page.locator(`${app} [data-part=activity-row]`);

interface Member {
  id: number;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  enabled: boolean;
  role: { name: string } | null;
}
const fullName = (m: Member) => [m.firstName, m.lastName].filter(Boolean).join(' ');
const disable = (id: number, headers?: Record<string, string>) => e2e.data('members/disable', { json: { memberId: id }, headers });
const enable = (id: number, headers?: Record<string, string>) => e2e.data('members/enable-by-admin', { json: { memberId: id }, headers });

/** The demo's members, enabled customers first (never the admin). */
async function customers(): Promise<Member[]> {
  const all = await e2e.data<{ data: Member[] }>('members?limit=100');
  return all.data.filter((m) => m.role?.name !== 'admin' && m.id !== 1);
}

describe('round 12: a bulk run’s entry', () => {
  it('collapsed, it is as tall as a plain entry at 1280, its “› 3 members” on the sentence’s line at 1280 and 390', async () => {
    const three = (await customers()).filter((m) => m.enabled && fullName(m) !== 'Arthur Bernard').slice(0, 3);
    expect(three).toHaveLength(3);
    for (const m of three) await disable(m.id, { 'X-Backoffice-Batch': 'round12-run' });
    // A plain entry beside it: one member disabled on its own.
    const single = (await customers()).find((m) => m.enabled && !three.includes(m))!;
    await disable(single.id);
    await enable(single.id);
    for (const lang of LANGS)
      for (const viewport of [DESKTOP, PHONE]) {
        const { page } = await e2e.open('/activity', { lang, viewport });
        const run = page.locator(`${app} [data-part=activity-row][data-run=round12-run]`);
        await run.waitFor();
        const toggle = run.locator('[data-part=activity-expand]');
        // A chevron after "3 members", on a phone too; the count said once (round 13), the name says what it opens.
        expect((await toggle.textContent())?.trim()).toBe('');
        expect(await toggle.getAttribute('aria-label')).toBe(lang === 'it' ? 'Mostra i 3 membri' : 'Show the 3 members');
        expect(await toggle.isVisible()).toBe(true);
        const geometry = await run.evaluate((li) => {
          const sentence = li.querySelector('[data-part=activity-sentence]')!;
          // Its words' boxes (one per text node a line holds, not the toggle's), by line.
          const boxes: DOMRect[] = [];
          const walker = document.createTreeWalker(sentence, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            if (n.parentElement?.closest('button') || !n.textContent?.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(n);
            boxes.push(...[...range.getClientRects()].filter((r) => r.width > 0));
          }
          const tops = [...new Set(boxes.map((r) => Math.round(r.top)))];
          const lines = tops.map((top) => {
            const on = boxes.filter((r) => Math.round(r.top) === top);
            return { top, bottom: Math.max(...on.map((r) => r.bottom)), right: Math.max(...on.map((r) => r.right)) };
          });
          const b = li.querySelector('[data-part=activity-expand]')!.getBoundingClientRect();
          return { lines, toggle: { top: b.top, bottom: b.bottom, left: b.left }, height: li.getBoundingClientRect().height };
        });
        const where = `${lang} ${viewport.width}`;
        // The sentence on one line, the toggle right after it on that line.
        expect(geometry.lines, where).toHaveLength(1);
        const line = geometry.lines[0]!;
        const middle = (geometry.toggle.top + geometry.toggle.bottom) / 2;
        expect(middle, where).toBeGreaterThanOrEqual(line.top);
        expect(middle, where).toBeLessThanOrEqual(line.bottom);
        expect(geometry.toggle.left, where).toBeGreaterThanOrEqual(line.right - 1);
        expect(geometry.toggle.left - line.right, where).toBeLessThanOrEqual(16);
        if (viewport === DESKTOP) {
          const plain = page.locator(`${app} [data-part=activity-row]:not([data-run])[data-action="member.enabled"]`).first();
          const h = await plain.evaluate((el) => el.getBoundingClientRect().height);
          expect(Math.abs(geometry.height - h), `${where}: run ${geometry.height} px, plain ${h} px`).toBeLessThanOrEqual(2);
        }
      }
    for (const m of three) await enable(m.id);
  });
});

describe('round 12: the sign-ins switch', () => {
  it('is named for what it hides: the successful sign-ins (a failed one shows while it is off)', async () => {
    const failed = await e2e.api('auth/login', { json: { email: 'member@example.com', password: 'not-the-password' }, token: null });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    for (const lang of LANGS) {
      const { page } = await e2e.open('/activity', { lang });
      await rows(page).first().waitFor();
      const name = lang === 'it' ? 'Mostra gli accessi riusciti' : 'Show successful sign-ins';
      const sw = page.locator(`${app} [data-part=activity-sign-ins]`).getByRole('switch', { name, exact: true });
      expect(await sw.isChecked()).toBe(false);
      await page.locator(`${app} [data-part=activity-row][data-action="auth.sign_in_failed"]`).first().waitFor();
      expect(await page.locator(`${app} [data-part=activity-row][data-action="auth.signed_in"]`).count()).toBe(0);
    }
  });
});

describe('round 12: two members of one name', () => {
  it('each entry about one of the two Arthur Bernard says which (@username); a unique name has none', async () => {
    const all = await customers();
    const arthurs = all.filter((m) => fullName(m) === 'Arthur Bernard');
    expect(arthurs).toHaveLength(2);
    const counts = new Map<string, number>();
    for (const m of all) counts.set(fullName(m), (counts.get(fullName(m)) ?? 0) + 1);
    const unique = all.find((m) => m.enabled && counts.get(fullName(m)) === 1 && fullName(m))!;
    // Each acted on (one of the two is disabled in the demo: enabled first), then the unique one.
    for (const m of arthurs) {
      await enable(m.id);
      await disable(m.id);
    }
    await disable(unique.id);
    await enable(unique.id);
    for (const lang of LANGS) {
      const { page } = await e2e.open('/activity', { lang });
      const about = (m: Member, action: string) =>
        page
          .locator(`${app} [data-part=activity-row][data-action="${action}"]`)
          .filter({ hasText: fullName(m) })
          .first();
      for (const m of arthurs) {
        const row = about(m, 'member.disabled');
        await row.waitFor();
      }
      const handles = await page
        .locator(`${app} [data-part=activity-row][data-action="member.disabled"]`)
        .filter({ hasText: 'Arthur Bernard' })
        .evaluateAll((els) => els.slice(0, 2).map((el) => el.querySelector('[data-part=activity-handle]')?.textContent ?? null));
      expect(handles.sort()).toEqual(arthurs.map((m) => `@${m.username}`).sort());
      // The sentence reads "… Arthur Bernard @arthur.bernard56".
      const first = page
        .locator(`${app} [data-part=activity-row][data-action="member.disabled"]`)
        .filter({ hasText: 'Arthur Bernard' })
        .first();
      expect(await first.locator('[data-part=activity-sentence]').textContent()).toMatch(/Arthur Bernard @arthur\.bernard5[67]$/);
      const plain = about(unique, 'member.enabled');
      await plain.waitFor();
      expect(await plain.locator('[data-part=activity-handle]').count()).toBe(0);
      // The actor, Ada Rossi, is the only one of her name: none either.
      expect((await plain.locator('[data-part=activity-sentence]').textContent())?.startsWith('Ada Rossi ')).toBe(true);
      expect(await plain.locator('[data-part=activity-sentence]').textContent()).not.toContain('@');
    }
  });
});

describe('round 12: a drawer’s history does not repeat its subject’s name', () => {
  it('a member’s drawer: “Ada Rossi enabled this member”; a company’s: “… disabled the owner”', async () => {
    const m = (await customers()).find((x) => x.enabled && fullName(x) && fullName(x) !== 'Arthur Bernard')!;
    await disable(m.id);
    await enable(m.id);
    const companies = await e2e.data<{ data: { id: number; name: string; member: Member }[] }>('companies?limit=10');
    const c = companies.data.find((x) => x.member.enabled && x.member.id !== m.id)!;
    await disable(c.member.id);
    await enable(c.member.id);
    const ownerName = fullName(c.member) || c.member.username!;
    for (const lang of LANGS) {
      const { page } = await e2e.open(`/customers/${m.id}`, { lang });
      const events = page.locator('[role=dialog][data-drawer=member] [data-part=history-event]');
      await events.first().waitFor();
      const texts = (await events.allTextContents()).join('\n');
      expect(texts).toContain(lang === 'it' ? 'Ada Rossi ha abilitato questo membro' : 'Ada Rossi enabled this member');
      expect(texts).toContain(lang === 'it' ? 'Ada Rossi ha disabilitato questo membro' : 'Ada Rossi disabled this member');
      expect(texts).not.toContain(fullName(m));

      const company = await e2e.open(`/business/${c.id}`, { lang });
      const history = company.page.locator('[role=dialog][data-drawer=company] [data-part=history-event]');
      await history.first().waitFor();
      const said = (await history.allTextContents()).join('\n');
      expect(said).toContain(lang === 'it' ? 'Ada Rossi ha disabilitato il titolare' : 'Ada Rossi disabled the owner');
      expect(said).toContain(lang === 'it' ? 'Ada Rossi ha abilitato il titolare' : 'Ada Rossi enabled the owner');
      expect(said).not.toContain(ownerName);
    }
  });
});

describe('round 12: the filters', () => {
  it('the toolbar sits under the filters (≤ 16 px), and Who acted has the selects’ chevron', async () => {
    for (const lang of LANGS) {
      const { page } = await e2e.open('/activity', { lang, viewport: DESKTOP });
      await rows(page).first().waitFor();
      const m = await page.locator(`${app} [data-part=activity-filters]`).evaluate((box) => {
        const root = box.getRootNode() as ShadowRoot;
        const toggle = root.querySelector('[data-part=activity-sign-ins]')!.getBoundingClientRect();
        const select = getComputedStyle(box.querySelector('[data-scope=select][data-part=trigger]')!.parentElement!, '::after');
        const trigger = box.querySelector('[data-scope=combobox][data-part=trigger]')!;
        const mark = trigger.querySelector('[data-part=chevron]');
        const shape = (s: CSSStyleDeclaration | null) =>
          s && { w: s.width, h: s.height, right: s.borderRightWidth, bottom: s.borderBottomWidth, color: s.borderBottomColor };
        return {
          gap: toggle.top - box.getBoundingClientRect().bottom,
          svg: trigger.querySelectorAll('svg').length,
          select: shape(select),
          combobox: shape(mark && getComputedStyle(mark)),
        };
      });
      expect(m.gap, lang).toBeGreaterThanOrEqual(0);
      expect(m.gap, lang).toBeLessThanOrEqual(16);
      expect(m.svg).toBe(0);
      expect(m.combobox).toEqual(m.select);
    }
  });
});

describe('round 12: Recently deleted, with items and without', () => {
  it('how the view works said in both states; empty, the heading says there is nothing to restore', async () => {
    const description = {
      it: 'I prodotti e le categorie eliminati tornano con Ripristina finché non scade il periodo di ripristino.',
      en: 'Deleted products and categories come back with Restore until their restore window ends.',
    };
    const emptyLine = {
      it: 'I prodotti e le categorie che elimini compaiono qui e tornano con Ripristina finché non scade il periodo di ripristino.',
      en: 'Products and categories you delete are listed here and come back with Restore until their restore window ends.',
    };
    const state = async (lang: Lang) => {
      const { page } = await e2e.open('/activity?view=deleted', { lang });
      await page.locator(`${app} [data-part=deleted-row], ${app} [data-part=deleted-empty]`).first().waitFor();
      // Empty, the empty state's own line says it (round 13: one title and one line, not a description above).
      const description = page.locator(
        `${app} [data-part=deleted-description], ${app} [data-part=deleted-empty] [data-part=empty-description]`,
      );
      return {
        heading: (await page.locator(`${app} [data-part=deleted-heading]`).textContent())?.trim(),
        description: (await description.textContent())?.trim(),
      };
    };
    expect((await e2e.data<{ data: unknown[] }>('recently-deleted')).data).toHaveLength(0);
    for (const lang of LANGS)
      expect(await state(lang)).toEqual({
        heading: lang === 'it' ? 'Niente da ripristinare' : 'Nothing to restore',
        description: emptyLine[lang],
      });
    const companies = await e2e.data<{ data: { id: number }[] }>('companies?limit=20');
    let product: { id: number } | undefined;
    for (const c of companies.data) {
      product = (await e2e.data<{ data: { id: number }[] }>(`products?companyId=${c.id}&page=1&limit=1`)).data[0];
      if (product) break;
    }
    await e2e.data(`products/${product!.id}`, { method: 'DELETE' });
    for (const lang of LANGS)
      expect(await state(lang)).toEqual({
        heading: lang === 'it' ? '1 elemento ripristinabile' : '1 item can be restored',
        description: description[lang],
      });
    await e2e.data(`products/${product!.id}/restore`, { method: 'POST' });
  });
});

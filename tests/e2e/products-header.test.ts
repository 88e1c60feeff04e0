import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useE2E, type Lang } from '../helpers/e2e.js';

// Issue item 3: the company card's email and phone ran into each other ("...example.co+39 312...").
// The card is answered with long values (page.route on /v1/companies/<id>) and measured where it is drawn.

const e2e = useE2E({ warmUp: '/login' });

const LONG = {
  legalName: 'Società Cooperativa Agricola dei Produttori Riuniti della Valle del Fiume S.r.l.',
  // It wraps after its @ only, so its domain is what must be too long for the cell, at both widths.
  companyEmail: 'amministrazione.commerciale@servizi-amministrativi-della-cooperativa-agricola-lunghissima.example.co',
  companyCellphone: '+39 312 345 6789 int. 1234',
};
const FIELDS = ['legalName', 'email', 'phone', 'branches'] as const;
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const BACK = { it: 'Torna alle aziende', en: 'Back to the company list' } as const;

let companyId = 0;
let branches = 0;
beforeAll(async () => {
  const list = await e2e.data<{ data: { id: number; branches: unknown[] }[] }>('companies?limit=20');
  const company = list.data.find((c) => c.branches.length > 0)!;
  companyId = company.id;
  branches = company.branches.length;
});

async function openCard(lang: Lang, viewport: { width: number; height: number }) {
  const context = await e2e.newContext({ lang, viewport });
  await context.route(
    (url) => url.pathname === `/v1/companies/${companyId}`,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        data: { legalName: string; companyEmail: string; branches: { companyCellphone: string }[] };
      };
      body.data.legalName = LONG.legalName;
      body.data.companyEmail = LONG.companyEmail;
      body.data.branches[0]!.companyCellphone = LONG.companyCellphone;
      await route.fulfill({ response, json: body });
    },
  );
  const page = await context.newPage();
  await page.goto(e2e.url(`/products?companyId=${companyId}`));
  // On a phone the card starts folded, the owner alone (design round 12): Details unfolds the values.
  await page.locator('[data-part=company-card] [data-field=owner]').waitFor();
  const details = page.locator('[data-part=company-details-toggle]');
  if (await details.isVisible()) await details.click();
  await page.locator('[data-part=company-card] [data-field=email] dd', { hasText: 'amministrazione' }).waitFor();
  return page;
}

interface Box {
  x: number;
  y: number;
  right: number;
  bottom: number;
}

/**
 * Where the text of a value is visible: the box of its text (a Range, which covers text spilling out of its
 * element) cut by every ancestor inside the `dd` that clips its overflow; and whether the text fits in the
 * `dd` (its cell) without being cut.
 */
const measure = (dd: Locator) =>
  dd.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    let box = { x: text.left, y: text.top, right: text.right, bottom: text.bottom };
    let clipped = false;
    for (let n = el.querySelector('[data-part=value]') ?? el; n && n !== el.parentElement; n = n.parentElement!) {
      const style = getComputedStyle(n);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const r = n.getBoundingClientRect();
      if (r.left > box.x + 0.5 || r.right < box.right - 0.5) clipped = true;
      box = {
        x: Math.max(box.x, r.left),
        y: Math.max(box.y, r.top),
        right: Math.min(box.right, r.right),
        bottom: Math.min(box.bottom, r.bottom),
      };
    }
    const cell = el.getBoundingClientRect();
    const inCell = box.x >= cell.left - 0.5 && box.right <= cell.right + 0.5;
    return { box, clipped, inCell, text: el.textContent ?? '' };
  });

const intersects = (a: Box, b: Box) => a.x < b.right - 0.5 && b.x < a.right - 0.5 && a.y < b.bottom - 0.5 && b.y < a.bottom - 0.5;

/** The focused element, through the open shadow roots of the elements. */
const deepActive = (page: Page) =>
  page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a ? { text: a.textContent, truncated: a.hasAttribute('data-truncated'), describedBy: a.getAttribute('aria-describedby') } : null;
  });

describe('products header: the company card with long values', () => {
  for (const lang of ['it', 'en'] as const)
    for (const [name, viewport] of Object.entries(VIEWPORTS))
      it(`${lang}, ${name} ${viewport.width}x${viewport.height}: values never overlap; a cut value shows in full on hover and keyboard focus`, async () => {
        const page = await openCard(lang, viewport);
        const card = page.locator('[data-part=company-card]');
        const values = Object.fromEntries(
          await Promise.all(FIELDS.map(async (f) => [f, await measure(card.locator(`[data-field=${f}] dd`))] as const)),
        );
        expect(values.email!.text).toBe(LONG.companyEmail);
        expect(values.phone!.text).toBe(LONG.companyCellphone);
        expect(values.legalName!.text).toBe(LONG.legalName);
        expect(values.branches!.text).toBe(String(branches));

        // No two values share a pixel.
        for (const [i, a] of FIELDS.entries())
          for (const b of FIELDS.slice(i + 1)) expect(intersects(values[a]!.box, values[b]!.box), `${a} overlaps ${b}`).toBe(false);
        // Nothing spills out of the card.
        const cardBox = (await card.boundingBox())!;
        for (const f of FIELDS) {
          expect(values[f]!.box.x).toBeGreaterThanOrEqual(cardBox.x);
          expect(values[f]!.box.right).toBeLessThanOrEqual(cardBox.x + cardBox.width);
        }

        // Each value fits in its cell, or is cut inside it and says so (a tab stop with the full text in a tooltip).
        const cut: string[] = [];
        for (const f of FIELDS) {
          const v = values[f]!;
          expect(v.inCell, `${f} runs out of its cell`).toBe(true);
          const marked = (await card.locator(`[data-field=${f}] [data-truncated]`).count()) === 1;
          expect(marked, `${f}: cut ${v.clipped}, marked ${marked}`).toBe(v.clipped);
          if (v.clipped) cut.push(v.text);
        }
        // The email is too long for its cell at both widths.
        expect(cut).toContain(LONG.companyEmail);

        // Keyboard: from the header's last control (after the back link, the Recently deleted link), Tab reaches
        // each cut value in turn; its tooltip holds the full text.
        expect(await page.getByRole('link', { name: BACK[lang] }).getAttribute('href')).toBe('/business');
        await page.locator('[data-part=deleted-link]').focus();
        const tooltip = page.locator('[data-scope=tooltip][data-part=content]');
        for (const full of cut) {
          await page.keyboard.press('Tab');
          const active = await deepActive(page);
          expect(active).toMatchObject({ text: full, truncated: true });
          await expect.poll(() => tooltip.filter({ visible: true }).textContent(), { timeout: 5_000 }).toBe(full);
          expect(active!.describedBy).toBe(await tooltip.filter({ visible: true }).getAttribute('id'));
          // The whole tooltip is on screen (a long address wraps inside the window).
          const tip = (await tooltip.filter({ visible: true }).boundingBox())!;
          expect(tip.x).toBeGreaterThanOrEqual(0);
          expect(tip.x + tip.width).toBeLessThanOrEqual(viewport.width);
        }
        await page.keyboard.press('Escape');

        // Pointer: hovering the email shows the same tooltip.
        await card.locator('[data-field=email] [data-part=value]').hover();
        await expect.poll(() => tooltip.filter({ visible: true }).textContent(), { timeout: 5_000 }).toBe(LONG.companyEmail);
      });
});

// Issue 38: the heading is the company's name, so the card under it does not say it again; it shows what the
// heading does not (status in words, owner, VAT number) and leads to the company's drawer.
describe('products header: the heading names the company, the card adds to it', () => {
  const WORDS = {
    it: {
      status: 'Stato',
      active: 'Attiva',
      disabled: 'Disabilitata',
      owner: 'Titolare',
      vat: 'Partita IVA',
      details: 'Dettagli dell’azienda',
    },
    en: { status: 'Status', active: 'Active', disabled: 'Disabled', owner: 'Owner', vat: 'VAT number', details: 'Company details' },
  } as const;
  for (const lang of ['it', 'en'] as const)
    it(`${lang}: the name only in the heading, its status beside it; owner and VAT number in the card; its link opens the company drawer`, async () => {
      const company = await e2e.data<{
        id: number;
        name: string;
        vat: string | null;
        member: { firstName?: string | null; lastName?: string | null; username: string | null; enabled: boolean };
      }>(`companies/${companyId}`);
      const { page } = await e2e.open(`/products?companyId=${companyId}`, { lang, viewport: VIEWPORTS.phone });
      const card = page.locator('admin-app [data-part=company-card]');
      await card.locator('[data-field=owner]').waitFor();
      const w = WORDS[lang];

      // The name is the page's heading (the element tests and the XSS suite read), and nowhere in the card.
      expect(await page.locator('admin-app h1 [data-part=company-name]').textContent()).toBe(company.name);
      expect(await card.locator('h1, h2, h3, [data-part=company-name]').count()).toBe(0);
      const sayingTheName = await card.evaluate(
        (el, name) => [...el.querySelectorAll('*')].filter((n) => n.childElementCount === 0 && n.textContent?.trim() === name).length,
        company.name,
      );
      expect(sayingTheName).toBe(0);

      // What the heading does not say: the status in words, the owner, the VAT number.
      const owner = [company.member.firstName, company.member.lastName].filter(Boolean).join(' ') || `@${company.member.username}`;
      expect(await card.locator('[data-field=owner] dt').textContent()).toBe(w.owner);
      expect(await card.locator('[data-field=owner] dd').textContent()).toBe(owner);
      expect(await card.locator('[data-field=vat] dt').textContent()).toBe(w.vat);
      expect(await card.locator('[data-field=vat] dd').textContent()).toBe(company.vat ?? '—');
      // The status beside the heading (the company's name), not in the card (design review: it floated beside the picture).
      const status = page.locator('admin-app [data-part=page-header] [data-part=company-status]');
      expect(await status.textContent()).toBe(company.member.enabled ? w.active : w.disabled);
      expect(await card.locator('[data-part=company-status]').count()).toBe(0);
      const [h1, badge] = [await page.locator('admin-app h1').boundingBox(), await status.boundingBox()];
      // On its line, or (a name too long for both) right under its start.
      const beside = badge!.x - (h1!.x + h1!.width) <= 16 && badge!.y < h1!.y + h1!.height;
      const under = Math.abs(badge!.x - h1!.x) <= 1 && badge!.y - (h1!.y + h1!.height) <= 8;
      expect(beside || under).toBe(true);

      // The link to the company's drawer, by keyboard: on a phone under Details, the card starts folded (design round 12).
      const unfold = card.locator('[data-part=company-details-toggle]');
      expect(await unfold.getAttribute('aria-expanded')).toBe('false');
      await unfold.focus();
      await page.keyboard.press('Enter');
      const link = card.getByRole('link', { name: w.details });
      expect(await link.getAttribute('href')).toBe(`/business/${companyId}`);
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/business/${companyId}`);
      await page.locator('admin-app [role=dialog][data-drawer=company]').waitFor();
    });
});

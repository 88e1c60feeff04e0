import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/browser.js';
import { useE2E, type Lang, type Mode } from '../helpers/e2e.js';
import { categoryIds } from '../helpers/categories.js';

// Issue item 5: the column browser on a phone (one column at a time, a way back, the path), at desktop width
// (three open levels fit, no column cut in half) and the open path in the URL.
const e2e = useE2E();

const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

const idsOf = (...codes: string[]) => categoryIds(e2e, ...codes);

const NAMES = {
  it: {
    main: 'Categorie principali',
    apparel: 'Abbigliamento e accessori',
    clothing: 'Abbigliamento',
    shirts: 'Camicie',
    firstSub: 'Abbigliamento',
    firstLeaf: 'Camicie',
    back: 'Torna a',
    backMain: 'Torna alle categorie principali',
  },
  en: {
    main: 'Main categories',
    apparel: 'Apparel and accessories',
    clothing: 'Clothing',
    shirts: 'Shirts',
    firstSub: 'Accessories',
    firstLeaf: 'Jackets',
    back: 'Back to',
    backMain: 'Back to main categories',
  },
} as const;

const app = 'admin-app';
const col = (page: Page, i: number) => page.locator(`${app} section[data-column="${i}"]`);
const row = (page: Page, i: number, name: string) =>
  col(page, i)
    .locator('[role=row]', { has: page.locator(`[data-part=label]:text-is("${name}")`) })
    .first();
const ready = (page: Page) => col(page, 0).locator('[role=row]').first().waitFor();
const openRow = (page: Page, i: number, name: string) => row(page, i, name).locator('[data-part=name]').click();
const back = (page: Page) => page.locator(`${app} [data-part=back]`);
const crumbs = (page: Page) => page.locator(`${app} [data-part=trail] [data-part=crumb]`).allTextContents();
const urlPath = (page: Page, key = 'path') => new URL(page.url()).searchParams.get(key);

/** Runs `fn` (source of a function of one element) in the page on the first match of `selector`, shadow roots included. */
const onElement = <T>(page: Page, selector: string, fn: string) =>
  page.evaluate(`(${fn})((() => {
    const roots = [document];
    for (let i = 0; i < roots.length; i++) {
      const hit = roots[i].querySelector(${JSON.stringify(selector)});
      if (hit) return hit;
      roots[i].querySelectorAll('*').forEach((el) => el.shadowRoot && roots.push(el.shadowRoot));
    }
    throw new Error('no ' + ${JSON.stringify(selector)});
  })())`) as Promise<T>;

/** The label of the focused row, through the shadow roots. */
const focusedLabel = (page: Page) =>
  page.evaluate(`(() => {
    let a = document.activeElement;
    while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
    const r = a && a.closest('[role=row]');
    return r ? r.querySelector('[data-part=label]').textContent : null;
  })()`);

/** The data-column of every column that shows at least one pixel inside the browser's visible box. */
const visibleColumns = (page: Page) =>
  onElement<number[]>(
    page,
    '[data-part=browser]',
    `(b) => {
    const box = b.getBoundingClientRect();
    return [...b.querySelectorAll('section[data-column]')]
      .filter((s) => { const r = s.getBoundingClientRect(); return r.width > 0 && r.right > box.left + 1 && r.left < box.right - 1; })
      .map((s) => Number(s.getAttribute('data-column')));
  }`,
  );

/** Resolves once the browser's horizontal scroll has not moved for a few frames (smooth scrolling, snapping). */
const scrollSettled = (page: Page) =>
  onElement(
    page,
    '[data-part=browser]',
    `(b) => new Promise((done) => {
    let last = -1, still = 0;
    const tick = () => {
      if (b.scrollLeft === last) still++; else { still = 0; last = b.scrollLeft; }
      if (still >= 5) done(undefined); else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })`,
  );

/**
 * Texts that do not fit their box (row labels, column titles, back control, path), or that reach outside
 * the viewport, as "text: reason".
 */
const clipped = (page: Page) =>
  onElement<string[]>(
    page,
    '[data-screen=categories]',
    `(root) => {
    const out = [];
    const els = root.querySelectorAll('[data-part=label], section[data-column] h2, [data-part=back-label], [data-part=crumb], [data-part=crumb] button');
    for (const el of els) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      const text = el.textContent.trim();
      if (el.scrollWidth > el.clientWidth) out.push(text + ': scrollWidth ' + el.scrollWidth + ' > clientWidth ' + el.clientWidth);
      if (r.left < -0.5 || r.right > innerWidth + 0.5) out.push(text + ': outside the viewport (' + Math.round(r.left) + '..' + Math.round(r.right) + ')');
    }
    return out;
  }`,
  );

const pageOverflow = (page: Page) =>
  page.evaluate('Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth)') as Promise<number>;

describe('categories layout: phone, desktop and the open path in the URL', () => {
  for (const [lang, mode] of [
    ['it', 'light'],
    ['en', 'dark'],
  ] as [Lang, Mode][])
    it(`at 390x844 (${lang}, ${mode}) shows one column at a time, nothing clipped, with a way back and the path`, async () => {
      const n = NAMES[lang];
      const { page } = await e2e.open('/categories', { lang, mode, viewport: PHONE });
      await ready(page);
      expect(await visibleColumns(page)).toEqual([0]);
      expect(await back(page).count()).toBe(0);

      await openRow(page, 0, n.apparel);
      await col(page, 1).waitFor();
      await expect.poll(() => visibleColumns(page)).toEqual([1]);
      // Forward: focus lands on the first row of the column shown.
      await expect.poll(() => focusedLabel(page)).toBe(n.firstSub);
      await openRow(page, 1, n.clothing);
      await col(page, 2).waitFor();
      await expect.poll(() => visibleColumns(page)).toEqual([2]);
      expect(await col(page, 0).count()).toBe(0);

      expect(await clipped(page)).toEqual([]);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      expect(await crumbs(page)).toEqual([n.main, n.apparel, n.clothing]);
      expect(await page.locator(`${app} [data-part=trail] [aria-current=location]`).textContent()).toBe(n.clothing);
      expect(await back(page).textContent()).toBe(`${n.back} ${n.apparel}`);
      expect(await runAxe(page)).toEqual([]);

      // Back: the parent column, focus on the category just left, the trail one shorter.
      await back(page).click();
      await expect.poll(() => visibleColumns(page)).toEqual([1]);
      await expect.poll(() => focusedLabel(page)).toBe(n.clothing);
      // One level down, the way back says all a path would: no path under it.
      expect(await crumbs(page)).toEqual([]);
      expect(await back(page).textContent()).toBe(n.backMain);
      expect(await clipped(page)).toEqual([]);

      // Keyboard: Right opens and enters, Left goes up.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => visibleColumns(page)).toEqual([2]);
      await expect.poll(() => focusedLabel(page)).toBe(n.firstLeaf);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => visibleColumns(page)).toEqual([1]);
      await expect.poll(() => focusedLabel(page)).toBe(n.clothing);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => visibleColumns(page)).toEqual([0]);
      await expect.poll(() => focusedLabel(page)).toBe(n.apparel);
      expect(await back(page).count()).toBe(0);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    });

  for (const lang of ['it', 'en'] as Lang[])
    it(`at 1280x800 (${lang}) three open levels fit: the first column is wholly inside the browser`, async () => {
      const n = NAMES[lang];
      const { page } = await e2e.open('/categories', { lang, viewport: DESKTOP });
      await ready(page);
      await openRow(page, 0, n.apparel);
      await openRow(page, 1, n.clothing);
      await openRow(page, 2, n.shirts);
      expect(await row(page, 2, n.shirts).getAttribute('aria-selected')).toBe('true');
      await scrollSettled(page);
      const boxes = await onElement<{ box: DOMRect; cols: DOMRect[] }>(
        page,
        '[data-part=browser]',
        `(b) => ({
        box: b.getBoundingClientRect().toJSON(),
        cols: [...b.querySelectorAll('section[data-column]')].map((s) => s.getBoundingClientRect().toJSON()),
      })`,
      );
      expect(boxes.cols).toHaveLength(3);
      const [first] = boxes.cols;
      expect(first!.left).toBeGreaterThanOrEqual(boxes.box.left - 0.5);
      expect(first!.right).toBeLessThanOrEqual(boxes.box.right + 0.5);
      expect(await visibleColumns(page)).toEqual([0, 1, 2]);
      for (const c of boxes.cols) expect(c.right).toBeLessThanOrEqual(boxes.box.right + 0.5);
      expect(await clipped(page)).toEqual([]);
    });

  it('with more levels open than fit, no column is cut: each is wholly inside the browser or wholly outside', async () => {
    // Cibo e bevande > Bevande > Vino > Rossi > Toscani: five columns in a browser room for three.
    const [, , wine] = await idsOf('foodAndBeverages', 'drinks', 'wine');
    const red = await e2e.data<{ id: number }>('categories', {
      json: {
        name: 'redWine',
        parentId: wine,
        translations: [
          { languageCode: 'it', name: 'Rossi' },
          { languageCode: 'en', name: 'Red' },
        ],
      },
    });
    await e2e.api('categories', {
      json: {
        name: 'tuscanReds',
        parentId: red.id,
        translations: [
          { languageCode: 'it', name: 'Toscani' },
          { languageCode: 'en', name: 'Tuscan' },
        ],
      },
    });
    const { page } = await e2e.open('/categories', { viewport: DESKTOP });
    await ready(page);
    await openRow(page, 0, 'Cibo e bevande');
    await openRow(page, 1, 'Bevande');
    await openRow(page, 2, 'Vino');
    await openRow(page, 3, 'Rossi');
    await col(page, 4).waitFor();
    await scrollSettled(page);
    const cut = await onElement<string[]>(
      page,
      '[data-part=browser]',
      `(b) => {
      const box = b.getBoundingClientRect();
      return [...b.querySelectorAll('section[data-column]')].filter((s) => {
        const r = s.getBoundingClientRect();
        const inside = r.left >= box.left - 1 && r.right <= box.right + 1;
        const outside = r.right <= box.left + 1 || r.left >= box.right - 1;
        return !inside && !outside;
      }).map((s) => s.getAttribute('data-column'));
    }`,
    );
    expect(cut).toEqual([]);
    expect(await visibleColumns(page)).toEqual([2, 3, 4]);
  });

  it('keeps the open path in the URL: a reload and a fresh page at that URL reopen the same columns', async () => {
    const ids = await idsOf('electronics', 'computers', 'laptops');
    const { page } = await e2e.open('/categories', { viewport: DESKTOP });
    await ready(page);
    await openRow(page, 0, 'Elettronica');
    await expect.poll(() => urlPath(page)).toBe(String(ids[0]));
    await openRow(page, 1, 'Computer');
    await openRow(page, 2, 'Portatili');
    await expect.poll(() => urlPath(page)).toBe(ids.join('.'));

    const selected = (p: Page) => p.locator(`${app} [role=row][aria-selected=true] [data-part=label]`).allTextContents();
    await page.reload();
    await col(page, 2).locator('[role=row]').first().waitFor();
    expect(await selected(page)).toEqual(['Elettronica', 'Computer', 'Portatili']);
    expect(urlPath(page)).toBe(ids.join('.'));

    const fresh = await e2e.open(`/categories?path=${ids.join('.')}`, { viewport: DESKTOP });
    await col(fresh.page, 2).locator('[role=row]').first().waitFor();
    expect(await selected(fresh.page)).toEqual(['Elettronica', 'Computer', 'Portatili']);

    // The same link on a phone opens the deepest column, with its path.
    const phone = await e2e.open(`/categories?path=${ids.join('.')}`, { viewport: PHONE });
    await col(phone.page, 2).locator('[role=row]').first().waitFor();
    expect(await visibleColumns(phone.page)).toEqual([2]);
    expect(await crumbs(phone.page)).toEqual(['Categorie principali', 'Elettronica', 'Computer']);
    // Going back shortens the path in the URL.
    await back(phone.page).click();
    await expect.poll(() => urlPath(phone.page)).toBe(String(ids[0]));
  });

  it('an embedded <admin-categories url-state="replace"> keeps its path under its prefix (cat.path), next to the page’s own parameters', async () => {
    const ids = await idsOf('software', 'security');
    const context = await e2e.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.route(/\/portal-categories\.html/, (r) =>
      r.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Portal</title>
          <script type="module" src="/assets/index.js"></script></head>
          <body><main><admin-categories url-state="replace"></admin-categories></main></body></html>`,
      }),
    );
    await page.goto(e2e.url(`/portal-categories.html?tab=catalogue&cat.path=${ids[0]}`));
    const pcol = (i: number) => page.locator(`admin-categories section[data-column="${i}"]`);
    await pcol(1).locator('[role=row]').first().waitFor();
    expect(await pcol(1).locator('[data-part=label]').allTextContents()).toEqual(['Produttività', 'Sicurezza']);
    await pcol(1).locator('[role=row]', { hasText: 'Sicurezza' }).locator('[data-part=name]').click();
    await expect.poll(() => urlPath(page, 'cat.path')).toBe(ids.join('.'));
    expect(urlPath(page, 'tab')).toBe('catalogue');
    expect(urlPath(page)).toBeNull();
  });

  it('a bogus or stale path in the URL opens as far as it resolves and does not crash', async () => {
    const [electronics] = await idsOf('electronics');
    const errors: string[] = [];
    const { page, context } = await e2e.open(`/categories?path=${electronics}.999999.abc`, { viewport: DESKTOP });
    page.on('pageerror', (e) => errors.push(e.message));
    await col(page, 1).locator('[role=row]').first().waitFor();
    expect(await row(page, 0, 'Elettronica').getAttribute('aria-selected')).toBe('true');
    expect(await col(page, 1).locator('[data-part=label]').allTextContents()).toEqual(['Audio', 'Computer']);
    // The part that does not resolve is dropped from the URL.
    await expect.poll(() => urlPath(page)).toBe(String(electronics));
    expect(await col(page, 2).count()).toBe(0);

    for (const bogus of ['999999', '..%3Cscript%3E', 'x'.repeat(300), Array.from({ length: 40 }, (_, i) => 900000 + i).join('.')]) {
      const other = await context.newPage();
      other.on('pageerror', (e) => errors.push(e.message));
      await other.goto(e2e.url(`/categories?path=${bogus}`));
      await ready(other);
      expect(await other.locator(`${app} [role=alert]`).count()).toBe(0);
      expect(await col(other, 0).locator('[role=row]').count()).toBeGreaterThan(0);
      await expect.poll(() => urlPath(other)).toBeNull();
    }
    expect(errors).toEqual([]);
  });
});

// Design rounds 7 and 8: the space beside the last column says what opens there, at first and after opening a
// main category; a phone has no empty band above the browser and no column taller than its rows.
describe('categories: the empty space says what goes there', () => {
  const HINT = { en: 'Open a category to see its subcategories here.', it: 'Apri una categoria per vederne qui le sottocategorie.' };
  for (const lang of ['en', 'it'] as const)
    it(`${lang} at 1280: the hint beside the main categories`, async () => {
      const { page } = await e2e.open('/categories', { lang, viewport: DESKTOP });
      await ready(page);
      const hint = page.locator(`${app} [data-part=browser-hint]`);
      await expect.poll(() => hint.textContent()).toBe(HINT[lang]);
    });

  it('at 390: the browser right under the header, the column as tall as its rows', async () => {
    const { page } = await e2e.open('/categories', { lang: 'en', viewport: PHONE });
    await ready(page);
    await openRow(page, 0, NAMES.en.apparel);
    await back(page).waitFor();
    expect(await page.locator(`${app} [data-part=browser-hint]`).count()).toBe(0);
    const rows = col(page, 1).locator('[role=row]');
    await rows.first().waitFor();
    const column = (await col(page, 1).boundingBox())!;
    const lastRow = (await rows.last().boundingBox())!;
    // No more than a row's height of empty card under the last row.
    expect(column.y + column.height - (lastRow.y + lastRow.height)).toBeLessThan(lastRow.height);
  });
});

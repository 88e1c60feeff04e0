import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/browser.js';
import { useE2E, type Lang, type Mode } from '../helpers/e2e.js';

const e2e = useE2E();
/** Signed in through the stored token only: language and mode come from the element (or its defaults). */
const TOKEN_ONLY = { lang: null, mode: null, viewport: { width: 1400, height: 900 } } as const;

const IT_MAIN = [
  'Abbigliamento e accessori',
  'Arredamento',
  'Cibo e bevande',
  'Elettronica',
  'Salute e bellezza',
  'Software',
  'Veicoli e ricambi',
];
const EN_MAIN = [
  'Apparel and accessories',
  'Electronics',
  'Food and beverages',
  'Furniture',
  'Health and beauty',
  'Software',
  'Vehicles and parts',
];

/** `<admin-categories>` alone on a plain page (no admin-app), signed in through the stored token. */
async function plain(opts: { lang?: Lang; mode?: Mode; before?: (page: Page) => Promise<void> } = {}) {
  const context = await e2e.newContext(TOKEN_ONLY);
  const page = await context.newPage();
  const attrs = [opts.lang ? `lang="${opts.lang}"` : '', opts.mode ? `mode="${opts.mode}"` : ''].join(' ');
  await page.route(e2e.url('/plain-categories.html'), (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="${opts.lang ?? 'it'}"><head><meta charset="utf-8"><title>Categories</title>
        <script type="module" src="/assets/index.js"></script></head>
        <body><main><admin-categories ${attrs}></admin-categories></main></body></html>`,
    }),
  );
  await opts.before?.(page);
  await page.goto(e2e.url('/plain-categories.html'));
  return { context, page };
}

const col = (page: Page, i: number) => page.locator(`admin-categories section[data-column="${i}"]`);
const rowLabels = (page: Page, i: number) => col(page, i).locator('[role=row] [data-part=label]').allTextContents();
const row = (page: Page, i: number, name: string) => col(page, i).locator('[role=row]', { hasText: name }).first();
const ready = (page: Page) => col(page, 0).locator('[role=row]').first().waitFor();

async function openMenu(page: Page, column: number, name: string) {
  await row(page, column, name).locator('[data-cell=menu]').click();
}
const menuItem = (page: Page, text: string) =>
  page.locator('admin-categories [role=menuitem]', { hasText: text }).filter({ visible: true }).first();
const dialog = (page: Page) => page.locator('admin-categories [role=dialog]');

describe('<admin-categories> column browser', () => {
  it('shows a 3 x 8 skeleton while loading, then the main categories sorted in Italian with icons and colours', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { page } = await plain({
      before: async (p) => {
        await p.route('**/v1/categories', async (r) => (await gate, r.continue()));
      },
    });
    await page.locator('admin-categories [data-part=skeleton-browser]').waitFor();
    expect(await page.locator('admin-categories [data-part=skeleton-column]').count()).toBe(3);
    const perColumn = await page
      .locator('admin-categories [data-part=skeleton-column]')
      .evaluateAll((cs) => cs.map((c) => c.querySelectorAll('[data-part=skeleton]').length));
    expect(perColumn).toEqual([8, 8, 8]);
    release();
    await ready(page);
    expect(await rowLabels(page, 0)).toEqual(IT_MAIN);
    const icons = await col(page, 0)
      .locator('[data-icon]')
      .evaluateAll((els) => els.map((e) => [e.getAttribute('data-icon'), e.getAttribute('data-color')]));
    expect(icons[0]).toEqual(['shirt', '#db2777']);
    expect(icons[3]).toEqual(['chip', '#2563eb']);
    expect(icons[1]).toEqual(['sofa', '#a16207']);
    expect(icons[5]).toEqual(['code', '#7c3aed']);
    expect(icons[6]).toEqual(['car', '#15803d']);
    expect(icons[2]![0]).toBe('tag'); // food: hashed palette colour
    expect(['#2563eb', '#0f766e', '#b45309', '#7c3aed', '#be185d', '#0e7490']).toContain(icons[2]![1]);
  });

  it('sorts by the English names with lang="en" and opens subcategories in new columns to the right', async () => {
    const { page } = await plain({ lang: 'en' });
    await ready(page);
    expect(await rowLabels(page, 0)).toEqual(EN_MAIN);
    await row(page, 0, 'Electronics').locator('[data-part=name]').click();
    await col(page, 1).waitFor();
    expect(await rowLabels(page, 1)).toEqual(['Audio', 'Computers']);
    expect(await row(page, 0, 'Electronics').getAttribute('aria-selected')).toBe('true');
    await row(page, 1, 'Computers').locator('[data-part=name]').click();
    expect(await rowLabels(page, 2)).toEqual(['Laptops', 'Monitors']);
    const box1 = (await col(page, 1).boundingBox())!;
    const box2 = (await col(page, 2).boundingBox())!;
    expect(box2.x).toBeGreaterThan(box1.x);
    // Opening another main category replaces the deeper columns.
    await row(page, 0, 'Furniture').locator('[data-part=name]').click();
    await expect.poll(() => rowLabels(page, 1)).toEqual(['Living room', 'Office']);
    expect(await col(page, 2).count()).toBe(0);
  });

  it('traverses with the keyboard: one tab stop, up/down in a column, right/Enter opens, left goes back', async () => {
    const { page } = await plain();
    await ready(page);
    expect(await page.locator('admin-categories [role=gridcell][tabindex="0"]').count()).toBe(1);
    await row(page, 0, 'Abbigliamento').locator('[data-part=name]').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown'); // Elettronica
    await page.keyboard.press('ArrowRight');
    await col(page, 1).waitFor();
    const focused = () =>
      page.evaluate(`document.querySelector('admin-categories').shadowRoot.activeElement?.querySelector('[data-part=label]')?.textContent`);
    await expect.poll(focused).toBe('Audio');
    await page.keyboard.press('ArrowDown');
    await expect.poll(focused).toBe('Computer');
    await page.keyboard.press('Enter');
    await expect.poll(() => rowLabels(page, 2)).toEqual(['Monitor', 'Portatili']);
    await expect.poll(focused).toBe('Monitor');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focused).toBe('Computer');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focused).toBe('Elettronica');
    expect(await page.locator('admin-categories [role=gridcell][tabindex="0"]').count()).toBe(1);
  });

  it('new category: helper text, code rule with red border, submit says what is missing, created, event, fields reset', async () => {
    const { page } = await plain();
    await ready(page);
    await page.evaluate(
      `window.__created = []; document.addEventListener('admin-category-created', (e) => window.__created.push(e.detail))`,
    );
    await col(page, 0).locator('[data-part=add]').click();
    const d = dialog(page);
    await d.waitFor();
    expect(await d.textContent()).toContain('Esempio: homeAndGarden');
    const submit = d.locator('button[type=submit]');
    // Enabled (WCAG 3.3.2): pressed empty, it marks the three fields and puts the focus on the first (the Italian name).
    expect(await submit.isDisabled()).toBe(false);
    const code = d.locator('#category-code');
    await submit.click();
    for (const id of ['#category-code', '#category-name-en', '#category-name-it'])
      await expect.poll(() => d.locator(id).getAttribute('aria-invalid'), { message: id }).toBe('true');
    expect(await d.textContent()).toContain('Inserisci il codice');
    const nameIt = d.locator('#category-name-it');
    await expect.poll(() => nameIt.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el)).toBe(true);
    for (const bad of ['home garden', '1234', 'casa-giardino']) {
      await code.fill(bad);
      expect(await code.getAttribute('aria-invalid')).toBe('true');
    }
    const border = await code.evaluate((el) => getComputedStyle(el).borderColor);
    expect(border).not.toBe('');
    await code.fill('homeGarden');
    expect(await code.getAttribute('aria-invalid')).toBeNull();
    await d.locator('#category-name-en').fill('Home and garden');
    // A blank Italian name is still missing: the submit says so, nothing is sent.
    await d.locator('#category-name-it').fill('   ');
    await submit.click();
    await expect.poll(() => d.locator('#category-name-it').getAttribute('aria-invalid')).toBe('true');
    expect(await d.locator('#category-name-en').getAttribute('aria-invalid')).toBeNull();
    await d.locator('#category-name-it').fill('Casa e giardino');
    await submit.click();
    await d.waitFor({ state: 'detached' });
    await expect.poll(() => rowLabels(page, 0)).toContain('Casa e giardino');
    expect((await rowLabels(page, 0)).indexOf('Casa e giardino')).toBe(IT_MAIN.indexOf('Cibo e bevande'));
    expect(await page.evaluate('window.__created')).toEqual([{ id: expect.any(Number), name: 'homeGarden' }]);
    await col(page, 0).locator('[data-part=add]').click();
    expect(await dialog(page).locator('#category-code').inputValue()).toBe('');
  });

  it("shows 'The category already exists' inline on 409 and keeps the typed input", async () => {
    const { page } = await plain();
    await ready(page);
    await col(page, 0).locator('[data-part=add]').click();
    const d = dialog(page);
    await d.locator('#category-code').fill('electronics');
    await d.locator('#category-name-en').fill('Electronics 2');
    await d.locator('#category-name-it').fill('Elettronica 2');
    await d.locator('button[type=submit]').click();
    await d.getByText('La categoria esiste già').first().waitFor();
    expect(await d.locator('#category-code').getAttribute('aria-invalid')).toBe('true');
    expect(await d.locator('#category-name-en').inputValue()).toBe('Electronics 2');
    expect(await rowLabels(page, 0)).not.toContain('Elettronica 2');
  });

  it('create is optimistic and rolls back when the server answers 500', async () => {
    const { page } = await plain();
    await ready(page);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/v1/categories', async (r) => {
      if (r.request().method() !== 'POST') return r.continue();
      await gate;
      return r.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: 'Injected failure' }),
      });
    });
    await col(page, 0).locator('[data-part=add]').click();
    const d = dialog(page);
    await d.locator('#category-code').fill('gardenTools');
    await d.locator('#category-name-en').fill('Garden tools');
    await d.locator('#category-name-it').fill('Attrezzi da giardino');
    await d.locator('button[type=submit]').click();
    const temp = col(page, 0).locator('[role=row][data-optimistic]');
    await temp.waitFor();
    expect(await temp.getAttribute('data-id')).toMatch(/^temp-/);
    expect(await temp.textContent()).toContain('Attrezzi da giardino');
    release();
    await temp.waitFor({ state: 'detached' });
    expect(await rowLabels(page, 0)).not.toContain('Attrezzi da giardino');
    expect(await d.locator('#category-code').inputValue()).toBe('gardenTools');
    // A 5xx is shown as the translated server-error text (the server's own message is internal).
    await page
      .locator('admin-categories [data-scope=toast][data-part=root]', { hasText: /problem|problema/ })
      .first()
      .waitFor();
  });

  it('disables delete for a category with children; delete of a leaf is optimistic, rolls back on 500, then succeeds', async () => {
    const { page } = await plain();
    await ready(page);
    await openMenu(page, 0, 'Elettronica');
    const del = menuItem(page, 'Elimina');
    await del.waitFor();
    expect(await del.getAttribute('data-disabled')).not.toBeNull();
    await page.keyboard.press('Escape');

    await row(page, 0, 'Salute e bellezza').locator('[data-part=name]').click();
    await row(page, 1, 'Cura della pelle').locator('[data-part=name]').click();
    await openMenu(page, 2, 'Creme');
    await menuItem(page, 'Elimina').click();
    const d = dialog(page);
    await d.waitFor();
    expect(await d.locator('[data-part=breadcrumb] li:not([aria-hidden])').allTextContents()).toEqual([
      'Salute e bellezza',
      'Cura della pelle',
      'Creme',
    ]);

    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/v1/categories/*', async (r) => {
      if (r.request().method() !== 'DELETE') return r.continue();
      await gate;
      return r.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, message: 'Injected failure' }),
      });
    });
    await d.locator('button', { hasText: 'Elimina' }).click();
    await expect.poll(() => col(page, 2).locator('[role=row]', { hasText: 'Creme' }).count()).toBe(0);
    release();
    await row(page, 2, 'Creme').waitFor();
    await page.unroute('**/v1/categories/*');

    await page.evaluate(
      `window.__deleted = []; document.addEventListener('admin-category-deleted', (e) => window.__deleted.push(e.detail))`,
    );
    await d.locator('button', { hasText: 'Elimina' }).click();
    await d.waitFor({ state: 'detached' });
    await expect.poll(() => col(page, 2).locator('[role=row]', { hasText: 'Creme' }).count()).toBe(0);
    expect(await page.evaluate('window.__deleted')).toEqual([{ id: expect.any(Number), name: 'creams' }]);
  });

  it('add subcategory and rename from the row menu, with the path as breadcrumb', async () => {
    const { page } = await plain();
    await ready(page);
    await page.evaluate(
      `window.__renamed = []; document.addEventListener('admin-category-renamed', (e) => window.__renamed.push(e.detail))`,
    );
    await openMenu(page, 0, 'Software');
    await menuItem(page, 'Aggiungi sottocategoria').click();
    const d = dialog(page);
    await d.waitFor();
    expect(await d.locator('[data-part=breadcrumb] li:not([aria-hidden])').allTextContents()).toEqual(['Software']);
    const submit = d.locator('button[type=submit]');
    await d.locator('#category-name-en').fill('Games');
    await d.locator('#category-name-it').fill('Giochi');
    // The code came from the English name; emptied, the submit says it is missing.
    expect(await d.locator('#category-code').inputValue()).toBe('games');
    await d.locator('#category-code').fill('');
    await submit.click();
    await expect.poll(() => d.locator('#category-code').getAttribute('aria-invalid')).toBe('true');
    await d.locator('#category-code').fill('games 2');
    expect(await d.locator('#category-code').getAttribute('aria-invalid')).toBe('true');
    await d.locator('#category-code').fill('games');
    await submit.click();
    await d.waitFor({ state: 'detached' });
    await row(page, 0, 'Software').locator('[data-part=name]').click();
    await expect.poll(() => rowLabels(page, 1)).toEqual(['Giochi', 'Produttività', 'Sicurezza']);

    await openMenu(page, 1, 'Giochi');
    await menuItem(page, 'Rinomina').click();
    await d.waitFor();
    expect(await d.locator('#category-code').inputValue()).toBe('games');
    expect(await d.locator('#category-name-it').inputValue()).toBe('Giochi');
    expect(await d.locator('[data-part=breadcrumb] li:not([aria-hidden])').allTextContents()).toEqual(['Software', 'Giochi']);
    await d.locator('#category-name-it').fill('');
    await d.locator('button[type=submit]').click();
    await expect.poll(() => d.locator('#category-name-it').getAttribute('aria-invalid')).toBe('true');
    await d.locator('#category-name-it').fill('Videogiochi');
    await d.locator('#category-code').fill('videoGames');
    await d.locator('button[type=submit]').click();
    await d.waitFor({ state: 'detached' });
    await expect.poll(() => rowLabels(page, 1)).toEqual(['Produttività', 'Sicurezza', 'Videogiochi']);
    expect(await page.evaluate('window.__renamed')).toEqual([{ id: expect.any(Number), name: 'videoGames' }]);
  });

  it('marks a category missing a translation with a badge', async () => {
    await e2e.api('categories', { json: { name: 'onlyEnglish', translations: [{ languageCode: 'en', name: 'Only English' }] } });
    const { page } = await plain();
    await ready(page);
    const r = row(page, 0, 'onlyEnglish');
    expect(await r.textContent()).toContain('Manca IT');
    expect(await row(page, 0, 'Elettronica').textContent()).not.toContain('Manca');
  });

  it('stays light with 2,000 categories: windowed rows, scrolling and End reach the last one', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({
      id: i + 1,
      name: `c${i}`,
      translations: [
        { languageCode: 'it', name: `Voce ${String(i).padStart(4, '0')}` },
        { languageCode: 'en', name: `Item ${i}` },
      ],
      children: [],
    }));
    const { page } = await plain({
      before: async (p) => {
        await p.route('**/v1/categories', (r) => r.fulfill({ contentType: 'application/json', body: JSON.stringify({ data: many }) }));
      },
    });
    await ready(page);
    expect(await col(page, 0).locator('[role=grid]').getAttribute('aria-rowcount')).toBe('2000');
    expect(await col(page, 0).locator('[role=row]').count()).toBeLessThan(40);
    await row(page, 0, 'Voce 0000').locator('[data-part=name]').focus();
    await page.keyboard.press('End');
    await expect
      .poll(() => page.evaluate(`document.querySelector('admin-categories').shadowRoot.activeElement?.textContent`))
      .toContain('Voce 1999');
    expect(await col(page, 0).locator('[role=row]').count()).toBeLessThan(40);
    expect(await row(page, 0, 'Voce 1999').getAttribute('aria-rowindex')).toBe('2000');
  });

  for (const mode of ['light', 'dark'] as const)
    it(`is axe-clean (serious/critical) in ${mode} mode, alone and with a dialog open`, async () => {
      const { page } = await plain({ mode });
      await ready(page);
      await row(page, 0, 'Elettronica').locator('[data-part=name]').click();
      await col(page, 1).waitFor();
      expect(await runAxe(page)).toEqual([]);
      await openMenu(page, 1, 'Audio');
      await menuItem(page, 'Rinomina').click();
      await dialog(page).waitFor();
      expect(await runAxe(page)).toEqual([]);
    });

  it('is the /categories screen inside admin-app, axe-clean', async () => {
    const { page } = await e2e.open('/categories', TOKEN_ONLY);
    await page.locator('admin-app section[data-column="0"] [role=row]').first().waitFor();
    expect(await runAxe(page)).toEqual([]);
  });
});

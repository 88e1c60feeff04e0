import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deepText } from '../helpers/browser.js';
import { ADMIN, useE2E, type Lang } from '../helpers/e2e.js';

/**
 * XSS inertness (issue 8 item 2, browser half): hostile strings stored in every text the UI shows are
 * rendered as literal text: no script runs, no element is created from them, no javascript: link.
 */
const e2e = useE2E();

const P = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg onload=window.__xss=1>',
  js: 'javascript:window.__xss=1',
} as const;
let tried = 0;

// Counts what a payload could have created inside the document and every open shadow root.
const INSPECT = `(() => {
  const out = { handlers: 0, scripts: 0, svgOnload: 0, imgX: 0, jsHref: 0 };
  const walk = (root) => {
    for (const el of root.querySelectorAll('*')) {
      for (const a of el.attributes) if (/^on/i.test(a.name)) out.handlers++;
      const tag = el.tagName.toLowerCase();
      if (tag === 'script' && /__xss/.test(el.textContent || '')) out.scripts++;
      if (tag === 'svg' && el.hasAttribute('onload')) out.svgOnload++;
      if (tag === 'img' && el.getAttribute('src') === 'x') out.imgX++;
      const href = el.getAttribute('href') || el.getAttribute('xlink:href') || '';
      if (/^\\s*javascript:/i.test(href)) out.jsHref++;
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  return { ...out, xss: window.__xss };
})()`;

async function assertInert(page: Page, expectTexts: string[]): Promise<void> {
  const text = await deepText(page);
  for (const s of expectTexts) {
    expect(text, `literal text ${s}`).toContain(s);
    tried++;
  }
  const found = (await page.evaluate(INSPECT)) as Record<string, unknown>;
  expect(found).toEqual({ handlers: 0, scripts: 0, svgOnload: 0, imgX: 0, jsHref: 0, xss: undefined });
}

/** Signed in as the admin, in `lang`. */
const open = (path: string, lang: Lang = 'en') => e2e.open(path, { lang, mode: null, viewport: { width: 1400, height: 900 } });

let memberId = 0;
let customerId = 0;
let companyId = 0;
let productId = 0;

beforeAll(async () => {
  const db = e2e.server.db;
  // The admin's own names (sidebar user menu, dashboard greeting, profile card).
  await db.query('update members set first_name = $2, last_name = $3, username = $4 where email = $1', [
    ADMIN.email,
    P.img,
    P.svg,
    'admin' + P.script,
  ]);
  // A customer first in username order, with a company.
  const owner = (
    await db.query<{ id: number; company: number }>(
      'select m.id, c.id as company from members m join companies c on c.member_id = m.id order by c.id limit 1',
    )
  ).rows[0]!;
  memberId = owner.id;
  companyId = owner.company;
  await db.query('update members set username = $2, first_name = $3, last_name = $4 where id = $1', [
    memberId,
    '!' + P.img,
    P.script,
    P.svg,
  ]);
  // A customer without a company (the customers list shows those by default), first in username order.
  customerId = (
    await db.query<{ id: number }>(
      "select id from members m where role = 'customer' and not exists (select 1 from companies c where c.member_id = m.id) order by id limit 1",
    )
  ).rows[0]!.id;
  await db.query('update members set username = $2, first_name = $3, last_name = $4, email = $5 where id = $1', [
    customerId,
    '!' + P.svg,
    P.img,
    P.script,
    P.js + '@example.com',
  ]);
  await db.query('update companies set name = $2, legal_name = $3, company_email = $4 where id = $1', [
    companyId,
    '!' + P.svg,
    P.img,
    P.js,
  ]);
  await db.query('update branches set name = $2, address = $3, city = $4, company_cellphone = $5 where company_id = $1', [
    companyId,
    P.script,
    P.img,
    P.js,
    '=HYPERLINK("http://evil")',
  ]);
  productId = (await db.query<{ id: number }>('select id from products where company_id = $1 order by name limit 1', [companyId])).rows[0]!
    .id;
  await db.query('update products set name = $2, description = $3 where id = $1', [productId, '!' + P.img, P.svg]);
  await db.query("insert into categories (name, translations) values ('xssCat', $1)", [
    JSON.stringify([
      { languageCode: 'en', name: '!' + P.script },
      { languageCode: 'it', name: '!' + P.img },
    ]),
  ]);
}, 180_000);

describe('stored hostile text is inert', () => {
  it('dashboard greeting and sidebar user menu (admin names)', async () => {
    const { page } = await open('/home');
    await page.locator('admin-app [data-part=greeting]').waitFor();
    await expect.poll(() => deepText(page)).toContain(P.img);
    await assertInert(page, [P.img, P.svg]);
  });

  it('profile card (names, username)', async () => {
    const { page } = await open('/profile');
    await page.locator('admin-app dd[data-field=email]').waitFor();
    await assertInert(page, [P.img, P.svg, 'admin' + P.script]);
  });

  it('customers: name, username, email', async () => {
    const { page } = await open('/customers');
    await page.locator(`admin-app tr[data-row="${customerId}"]`).waitFor();
    // The e-mail is an optional column (issue 38): shown through the Columns menu, as an admin would.
    await page.locator('admin-app [data-part=column-picker] button').click();
    await page.locator('admin-app [data-part=column-picker] input[data-col=email]').check();
    await page.locator(`admin-app tr[data-row="${customerId}"] td[data-col=email]`).waitFor();
    await assertInert(page, ['!' + P.svg, P.img, P.script, P.js + '@example.com']);
  });

  it('business: company name, owner, branches dialog (name, address, city)', async () => {
    const { page } = await open('/business');
    const row = page.locator(`admin-app tr[data-row="${companyId}"]`);
    await row.waitFor();
    await assertInert(page, ['!' + P.svg, '!' + P.img]);
    await row.locator('[data-part=view-branches]').click();
    await page.locator('admin-app [role=dialog]').waitFor();
    await expect.poll(() => deepText(page)).toContain(P.js);
    await assertInert(page, [P.script, P.img, P.js]);
  });

  it('products: company card (name, legal name, e-mail) and product name/description', async () => {
    const { page } = await open(`/products?companyId=${companyId}`);
    await page.locator('admin-app [data-part=company-name]').waitFor();
    await page.locator(`admin-app tr[data-row="${productId}"]`).waitFor();
    // The description is an optional column: shown, so its text is checked too.
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('checkbox', { name: 'Description' }).check();
    await page.keyboard.press('Escape');
    await page.locator(`admin-app tr[data-row="${productId}"] td[data-col=description]`).waitFor();
    await assertInert(page, ['!' + P.svg, P.img, P.js, '!' + P.img, P.svg]);
  });

  it('categories: translations in both languages', async () => {
    for (const lang of ['en', 'it'] as const) {
      const { context: ctx, page } = await open('/categories', lang);
      await page.locator('admin-app section[data-column="0"] [role=row]').first().waitFor();
      await assertInert(page, [lang === 'en' ? '!' + P.script : '!' + P.img]);
      await ctx.close();
    }
  });

  it('notifications: title and message in the live previews, user picker labels', async () => {
    const { page } = await open('/notifications');
    await page.locator('admin-app [data-part=audience][data-count]:not([data-count=""])').waitFor();
    await page.locator('admin-app input[name=title]').fill(P.img + P.js);
    await page.locator('admin-app textarea[name=message]').fill(P.script + P.svg);
    await assertInert(page, [P.img + P.js, P.script + P.svg]);
  });

  it('CSV export neutralises a formula prefix', async () => {
    const { page } = await open('/business');
    await page.locator(`admin-app tr[data-row="${companyId}"]`).waitFor();
    await page.locator('admin-app [data-part=export]').click();
    const download = page.waitForEvent('download');
    await page.locator('admin-app [data-part=export-start]').click();
    const file = readFileSync(await (await download).path(), 'utf8');
    expect(file).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(file).toContain(`'=HYPERLINK`);
    tried++;
  });

  it('reports the payloads tried', () => {
    console.log(`[xss] payload placements checked: ${tried} (4 payload kinds)`);
    expect(tried).toBeGreaterThan(10);
  });
});

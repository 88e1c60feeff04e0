// Panels embedded alone leave the host page alone (issue 19, item 6): its URL and history, its keyboard,
// its cookies and storage. Each page is served by a route (no server CSP), the token handed over as a property.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BARE, useE2E } from '../helpers/e2e.js';

const e2e = useE2E();
const VIEWPORT = { width: 1400, height: 900 };

const rows = (page: Page, tag = 'admin-customers') => page.locator(`${tag} [data-part=list-table] tbody tr[data-row]`);
const currentPage = (page: Page) => page.locator('admin-customers button[aria-current=page]');

/** A portal page holding `body`, with the admin token set as the panels' `token` property unless `signedOut`. */
async function portal(body: string, opts: { signedOut?: boolean; script?: string } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.newContext({ ...BARE, viewport: VIEWPORT });
  const page = await context.newPage();
  const token = opts.signedOut ? '' : await e2e.login();
  await page.route(/\/portal-host\.html/, (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title>
        <script type="module">
          import { configure } from '/assets/index.js';
          ${opts.script ?? ''}
          for (const el of document.querySelectorAll("admin-customers, admin-business")) if (${JSON.stringify(token)}) el.token = ${JSON.stringify(token)};
        </script></head>
        <body><h1>Portal</h1><p><a href="#top" id="portal-link">Portal link</a></p><main>${body}</main></body></html>`,
    }),
  );
  await page.goto(e2e.url('/portal-host.html?portal=1'));
  return { context, page };
}

const historyLength = (page: Page) => page.evaluate(() => history.length);

describe('URL state of an embedded panel', () => {
  it('default: paging and searching leave the portal URL and history as they were', async () => {
    const { page } = await portal('<admin-customers lang="en"></admin-customers>');
    await rows(page).first().waitFor();
    const [href, length] = [page.url(), await historyLength(page)];
    await page.locator('admin-customers').getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => currentPage(page).textContent()).toBe('2');
    await page.locator('admin-customers').getByRole('button', { name: 'Page 3' }).click();
    await expect.poll(() => currentPage(page).textContent()).toBe('3');
    const searched = page.waitForResponse((r) => r.url().includes('/v1/members') && r.url().includes('username=zz'));
    await page.locator('admin-customers [data-list-search]').fill('zz');
    await searched;
    expect(page.url()).toBe(href);
    expect(await historyLength(page)).toBe(length);
  });

  it('url-state="replace" writes the state into the URL without new history entries', async () => {
    const { page } = await portal('<admin-customers lang="en" url-state="replace"></admin-customers>');
    await rows(page).first().waitFor();
    const length = await historyLength(page);
    await page.locator('admin-customers').getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/c\.page=2/);
    expect(new URL(page.url()).searchParams.get('portal')).toBe('1');
    expect(await historyLength(page)).toBe(length);
  });

  it('url-state="push" adds an entry per change, and Back restores the previous page', async () => {
    const { page } = await portal('<admin-customers lang="en" url-state="push"></admin-customers>');
    await rows(page).first().waitFor();
    const length = await historyLength(page);
    await page.locator('admin-customers').getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/c\.page=2/);
    expect(await historyLength(page)).toBe(length + 1);
    await page.goBack();
    await expect.poll(() => currentPage(page).textContent()).toBe('1');
    expect(page.url()).not.toContain('c.page');
  });
});

describe('keyboard shortcuts of an embedded panel', () => {
  type Recorder = Window & { rec: boolean[] };
  /** Records, for each `/` keydown, whether it was taken (defaultPrevented, read after dispatch). */
  const record = (page: Page) =>
    page.evaluate(() => {
      (window as unknown as Recorder).rec = [];
      window.addEventListener('keydown', (e) => {
        if (e.key === '/') setTimeout(() => (window as unknown as Recorder).rec.push(e.defaultPrevented));
      });
    });
  const recorded = (page: Page) => page.evaluate(() => (window as unknown as Recorder).rec);
  const searchFocused = (page: Page) =>
    page.evaluate(() => document.querySelector('admin-customers')!.shadowRoot!.activeElement?.hasAttribute('data-list-search') ?? false);

  it('"/" on the portal body stays the portal\'s; inside the panel it focuses the search', async () => {
    const { page } = await portal('<admin-customers lang="en"></admin-customers>');
    await rows(page).first().waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await record(page);
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => (window as unknown as Recorder).rec.length)).toBe(1);
    expect(await recorded(page)).toEqual([false]);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    expect(await searchFocused(page)).toBe(false);
    // Focus inside the panel (a pagination button): "/" moves to the search.
    await page.locator('admin-customers').getByRole('button', { name: 'Page 2' }).focus();
    await page.keyboard.press('/');
    await expect.poll(() => page.evaluate(() => (window as unknown as Recorder).rec.length)).toBe(2);
    expect(await recorded(page)).toEqual([false, true]);
    expect(await searchFocused(page)).toBe(true);
  });

  it('shortcuts="global" takes "/" from the page body too', async () => {
    const { page } = await portal('<admin-customers lang="en" shortcuts="global"></admin-customers>');
    await rows(page).first().waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await expect.poll(() => searchFocused(page)).toBe(true);
  });
});

describe('the inline sign-in of an embedded panel', () => {
  async function signIn(page: Page) {
    await page.locator('admin-customers input[name=email]').fill('admin@example.com');
    await page.locator('admin-customers input[name=password]').fill('demo-admin');
    await page.locator('admin-customers button[type=submit]').click();
    await rows(page).first().waitFor({ timeout: 15_000 });
  }
  const stored = (page: Page) =>
    page.evaluate(() => ({
      local: localStorage.getItem('auth_token'),
      session: sessionStorage.getItem('auth_token'),
      cookie: document.cookie,
    }));

  it('keeps the token in this tab only: no auth_token cookie, nothing in localStorage', async () => {
    const { context, page } = await portal('<admin-customers lang="en"></admin-customers>', { signedOut: true });
    await signIn(page);
    const s = await stored(page);
    expect(s.session).toMatch(/\S+\.\S+\.\S+/);
    expect(s.local).toBeNull();
    expect(s.cookie).not.toContain('auth_token');
    expect((await context.cookies()).map((c) => c.name)).not.toContain('auth_token');
  });

  it("configure({ persist: 'local' }) keeps it in localStorage, still without a cookie", async () => {
    const { context, page } = await portal('<admin-customers lang="en"></admin-customers>', {
      signedOut: true,
      script: "configure({ persist: 'local' });",
    });
    await signIn(page);
    const s = await stored(page);
    expect(s.local).toMatch(/\S+\.\S+\.\S+/);
    expect(s.session).toBeNull();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('auth_token');
  });
});

describe('single sign-on portals and links', () => {
  it("configure({ signIn: false }): no form, a notice and the host's signed-out slot", async () => {
    const { page } = await portal(
      '<admin-customers lang="en"><a slot="signed-out" href="/sso" id="sso">Sign in with the company account</a></admin-customers><admin-business lang="en"></admin-business>',
      { signedOut: true, script: 'configure({ signIn: false });' },
    );
    await page.locator('admin-customers [data-part=signed-out]').waitFor();
    await page.locator('admin-business [data-part=signed-out]').waitFor();
    expect(await page.locator('admin-customers input[name=password], admin-business input[name=password]').count()).toBe(0);
    expect(await page.locator('admin-customers [data-part=signed-out]').textContent()).toContain('Sign in through your portal');
    // The slotted link is projected into the panel: it is rendered and can be clicked.
    expect(await page.locator('#sso').isVisible()).toBe(true);
    expect(await page.locator('#sso').evaluate((a) => !!a.assignedSlot)).toBe(true);
  });

  it("configure({ href }): links inside a panel carry the portal's own URL; a click not cancelled goes there", async () => {
    const { page } = await portal('<admin-business lang="en"></admin-business>', {
      script: "configure({ href: (to) => '/directory' + to });",
    });
    await rows(page, 'admin-business').first().waitFor();
    // A row's name links to the portal's page of the company (its drawer opens in place on a click), whose
    // products link is the portal's too.
    const name = page.locator('admin-business [data-part=list-table] tbody td[data-col=name] a').first();
    expect(await name.getAttribute('href')).toMatch(/^\/directory\/business\/\d+$/);
    await name.click();
    const link = page.locator('admin-business [role=dialog] a[href^="/directory/products?companyId="]');
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/directory\/products\?companyId=\d+$/);
    await link.click();
    await page.waitForURL((u) => u.pathname + u.search === href);
  });
});

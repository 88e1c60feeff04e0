// Errors of panels embedded in a portal (issue 36, items 2, 3, 5 and part of 15): an API that cannot be used is
// said as such (not as a sign-out), a failed page never shows another page's rows, the session's end reaches
// every panel, and a list keeps its page across BackOffice.refresh(). Each portal page is served by a route,
// with `configure({ apiBase, getToken, signIn: false })` as the integrator of the issue had it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BARE, useE2E } from '../helpers/e2e.js';

const e2e = useE2E();
const VIEWPORT = { width: 1400, height: 900 };
const DEAD = 'http://127.0.0.1:9/v1';

interface Recorded {
  apiErrors: { tag: string; detail: { status: number; url: string; code: string | null } }[];
  /** Heard on `document`: the element it came from and its reason. */
  expired: { tag: string; reason: string }[];
  /** Heard by each panel's own listener (bubbling or not). */
  perPanel: Record<string, string[]>;
}

/**
 * A portal page at `origin` (default the server's) with `body`; `apiBase` and the token (`window.__token`,
 * read by getToken) as given. Listeners on `document` and on each panel record the events from the start.
 */
async function portal(body: string, opts: { apiBase?: string; token?: string | null; origin?: string } = {}) {
  const context = await e2e.newContext({ ...BARE, viewport: VIEWPORT });
  const page = await context.newPage();
  const token = opts.token === undefined ? await e2e.login() : opts.token;
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().startsWith('BackOffice:')) warnings.push(m.text());
  });
  const origin = opts.origin ?? e2e.url('');
  await page.route(`${origin}/portal-errors.html`, (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Portal</title>
        <script>
          window.__token = ${JSON.stringify(token)};
          window.__rec = { apiErrors: [], expired: [], perPanel: {} };
          document.addEventListener('admin-api-error', (e) => window.__rec.apiErrors.push({ tag: e.target.localName, detail: e.detail }));
          document.addEventListener('admin-session-expired', (e) => window.__rec.expired.push({ tag: e.target.localName, reason: e.detail.reason }));
          addEventListener('DOMContentLoaded', () => {
            for (const el of document.querySelectorAll('admin-customers, admin-business')) {
              window.__rec.perPanel[el.localName] = [];
              el.addEventListener('admin-session-expired', (e) => window.__rec.perPanel[el.localName].push(e.detail.reason));
            }
          });
        </script>
        <script type="module">
          import { configure } from '/assets/index.js';
          configure({ ${opts.apiBase ? `apiBase: ${JSON.stringify(opts.apiBase)}, ` : ''}getToken: () => window.__token, signIn: false });
        </script></head>
        <body><h1>Portal</h1><main>${body}</main></body></html>`,
    }),
  );
  await page.goto(`${origin}/portal-errors.html`);
  const recorded = () => page.evaluate(() => (window as unknown as { __rec: Recorded }).__rec);
  return { page, warnings, recorded, token };
}

const CUSTOMERS = '<admin-customers lang="en"></admin-customers>';
const rows = (page: Page, tag = 'admin-customers') => page.locator(`${tag} [data-part=list-table] tbody tr[data-row]`);
const currentPage = (page: Page, tag = 'admin-customers') => page.locator(`${tag} button[aria-current=page]`);
const apiError = (page: Page, tag = 'admin-customers') => page.locator(`${tag} [data-part=api-error]`);
const signedOut = (page: Page, tag = 'admin-customers') => page.locator(`${tag} [data-part=signed-out]`);

describe('an API that cannot be used is not a sign-out (item 2)', () => {
  it('a dead apiBase: the error state names the server, Retry, admin-api-error with status 0, one console warning', async () => {
    const { page, warnings, recorded } = await portal(CUSTOMERS, { apiBase: DEAD });
    await apiError(page).waitFor();
    expect(await apiError(page).textContent()).toContain(`The server at ${DEAD} cannot be reached`);
    expect(await signedOut(page).count()).toBe(0);
    await expect.poll(async () => (await recorded()).apiErrors.length, { message: 'admin-api-error on document' }).toBe(1);
    expect((await recorded()).apiErrors).toEqual([
      { tag: 'admin-customers', detail: { status: 0, url: `${DEAD}/accounts/member`, code: null } },
    ]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`${DEAD}/accounts/member`);
    // Retry asks again: another event, the same state, no second warning for the same URL.
    await apiError(page).getByRole('button', { name: 'Retry' }).click();
    await expect.poll(async () => (await recorded()).apiErrors.length, { message: 'a second admin-api-error after Retry' }).toBe(2);
    await apiError(page).waitFor();
    expect(warnings).toHaveLength(1);
    expect(await signedOut(page).count()).toBe(0);
    expect((await recorded()).expired).toEqual([]);
  });

  it('a wrong path prefix: the server answered 404 at the URL, not the signed-out notice', async () => {
    const base = e2e.url('/v1/v1');
    const { page, recorded } = await portal(CUSTOMERS, { apiBase: base });
    await apiError(page).waitFor();
    expect(await apiError(page).textContent()).toContain(`The server at ${base} answered 404 at ${base}/accounts/member`);
    expect(await signedOut(page).count()).toBe(0);
    await expect.poll(async () => (await recorded()).apiErrors, { message: 'admin-api-error on document' }).toHaveLength(1);
    expect((await recorded()).apiErrors[0]!.detail).toEqual({ status: 404, url: `${base}/accounts/member`, code: 'not_found' });
  });

  it('a portal on another origin that the server does not allow (no CORS header): the unreachable state', async () => {
    // The page is on localhost, the API on 127.0.0.1: another origin, and the test server lists no CORS origins.
    const origin = e2e.url('').replace('127.0.0.1', 'localhost');
    const base = e2e.url('/v1');
    const { page, recorded } = await portal(CUSTOMERS, { apiBase: base, origin });
    await apiError(page).waitFor();
    expect(await apiError(page).textContent()).toContain(`The server at ${base} cannot be reached`);
    expect(await signedOut(page).count()).toBe(0);
    await expect.poll(async () => (await recorded()).apiErrors, { message: 'admin-api-error on document' }).toHaveLength(1);
    expect((await recorded()).apiErrors[0]!.detail.status).toBe(0);
  });

  it('in Italian too', async () => {
    const { page } = await portal('<admin-customers lang="it"></admin-customers>', { apiBase: DEAD });
    await apiError(page).waitFor();
    expect(await apiError(page).textContent()).toContain(`Impossibile contattare il server ${DEAD}`);
    expect(await apiError(page).getByRole('button', { name: 'Riprova' }).count()).toBe(1);
  });
});

describe('a page that fails to load (item 3)', () => {
  it('a 500 on page 3: the pager shows page 3, no rows of page 1, the alert with Retry; Retry loads page 3', async () => {
    const { page } = await portal(CUSTOMERS);
    await rows(page).first().waitFor();
    const firstOfPage1 = await rows(page).first().textContent();
    const page3 = /\/v1\/members\?.*\bpage=3\b/;
    await page.route(page3, (r) =>
      r.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 500, code: 'server_error', message: 'Internal server error' }),
      }),
    );
    await page.locator('admin-customers').getByRole('button', { name: 'Page 3' }).click();
    const alert = page.locator('admin-customers [data-part=list-error]');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Page 3 could not be loaded');
    expect(await alert.textContent()).toContain(`answered 500 at ${e2e.url('/v1/members')}`);
    expect(await currentPage(page).textContent()).toBe('3');
    expect(await rows(page).count()).toBe(0);
    await page.unroute(page3);
    const asked = page.waitForResponse((r) => page3.test(r.url()) && r.status() === 200);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await asked;
    await expect.poll(() => rows(page).first().textContent(), { message: 'rows of page 3' }).not.toBe(firstOfPage1);
    expect(await alert.count()).toBe(0);
    expect(await currentPage(page).textContent()).toBe('3');
  });
});

describe('the session’s end reaches every panel (item 5)', () => {
  it('at start without a token and with signIn:false: admin-session-expired once, reason no-session', async () => {
    const { page, recorded } = await portal(`${CUSTOMERS}<admin-business lang="en"></admin-business>`, { token: null });
    await signedOut(page).waitFor();
    await signedOut(page, 'admin-business').waitFor();
    await expect.poll(async () => (await recorded()).expired.length, { message: 'admin-session-expired on document' }).toBe(1);
    expect((await recorded()).expired[0]!.reason).toBe('no-session');
    expect(await apiError(page).count()).toBe(0);
  });

  it('a 401 with two panels mounted: both panels hear it, document once (from the refused panel)', async () => {
    const { page, recorded, token } = await portal(`${CUSTOMERS}<admin-business lang="en"></admin-business>`);
    await rows(page).first().waitFor();
    await rows(page, 'admin-business').first().waitFor();
    // The panels' follow-up calls (counts, prefetch) end before the token does: the click below makes the refused call.
    await page.waitForLoadState('networkidle');
    // Only this page's token is revoked: the next call of the customers panel is refused.
    expect((await e2e.api('auth/logout', { method: 'POST', token })).status).toBeLessThan(300);
    await page.locator('admin-customers').getByRole('button', { name: 'Page 2' }).click();
    await signedOut(page).waitFor();
    await signedOut(page, 'admin-business').waitFor();
    await expect
      .poll(async () => (await recorded()).perPanel, { message: 'each panel heard admin-session-expired' })
      .toEqual({ 'admin-customers': ['invalid-token'], 'admin-business': ['invalid-token'] });
    expect((await recorded()).expired).toEqual([{ tag: 'admin-customers', reason: 'invalid-token' }]);
  });
});

describe('refresh() keeps the page (item 15)', () => {
  it('after an expiry, a renewed token and BackOffice.refresh(), the list is still on page 3', async () => {
    const { page, token } = await portal(CUSTOMERS);
    await rows(page).first().waitFor();
    await page.locator('admin-customers').getByRole('button', { name: 'Page 3' }).click();
    await expect.poll(() => currentPage(page).textContent(), { message: 'on page 3' }).toBe('3');
    expect((await e2e.api('auth/logout', { method: 'POST', token })).status).toBeLessThan(300);
    await page.evaluate(() => (window as unknown as { BackOffice: { configure(o: object): void } }).BackOffice.configure({}));
    await signedOut(page).waitFor();
    const renewed = await e2e.login();
    const asked = page.waitForResponse((r) => /\/v1\/members\?.*\bpage=3\b/.test(r.url()) && r.status() === 200);
    const resumed = await page.evaluate(async (t) => {
      const w = window as unknown as { __token: string; BackOffice: { refresh(): Promise<boolean> } };
      w.__token = t;
      return w.BackOffice.refresh();
    }, renewed);
    expect(resumed).toBe(true);
    await asked;
    await rows(page).first().waitFor();
    expect(await currentPage(page).textContent()).toBe('3');
  });
});

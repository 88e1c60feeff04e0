// The standalone page served by the reference server works under its strict Content-Security-Policy:
// sign in, visit every protected screen, zero CSP violations (events and console) and each screen renders.
import type { ConsoleMessage } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deepText } from '../helpers/browser.js';
import { BARE, useE2E } from '../helpers/e2e.js';

const e2e = useE2E();

/** Every protected screen and an element that shows it rendered its data. */
const SCREENS: [string, string][] = [
  ['/home', 'admin-app [data-part=total-value]'],
  ['/profile', 'admin-app dd[data-field=email]'],
  ['/settings', 'admin-app h1'],
  ['/categories', 'admin-app section[data-column="0"] [role=row]'],
  ['/customers', 'admin-app [data-part=list-table] tbody tr[data-row]'],
  ['/products?companyId=1', 'admin-app [data-part=list-table] tbody tr[data-row]'],
  ['/notifications', 'admin-app [data-part=composer]'],
  ['/business', 'admin-app [data-part=list-table] tbody tr[data-row]'],
];

// Kept as a string: transpilers may inject helpers into serialised functions.
const LISTEN = `(() => {
  window.__cspViolations = [];
  const record = (e) => window.__cspViolations.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile + ':' + e.lineNumber });
  window.addEventListener('securitypolicyviolation', record, true); // capture at the top: shadow roots included
})()`;

describe('strict Content-Security-Policy', () => {
  it('the page is served with a CSP that has no unsafe-* source', async () => {
    for (const path of ['/', '/login', '/customers', '/v1/insights/all', '/nope.js']) {
      const res = await fetch(e2e.url(path));
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/script-src 'self'/);
      expect(csp, path).not.toMatch(/unsafe-|\*/);
      await res.arrayBuffer();
    }
  });

  it('sign-in and every protected screen render with zero CSP violations', async () => {
    const context = await e2e.newContext(BARE);
    await context.addInitScript(LISTEN);
    const page = await context.newPage();
    const consoleCsp: string[] = [];
    const onConsole = (m: ConsoleMessage) => {
      if (/Content Security Policy|Refused to (apply|execute|load|connect|evaluate)/i.test(m.text())) consoleCsp.push(m.text());
    };
    page.on('console', onConsole);
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));

    await page.goto(e2e.url('/login'));
    await page.locator('admin-app input[name=email]').fill('admin@example.com');
    await page.locator('admin-app input[name=password]').fill('demo-admin');
    await page.locator('admin-app button[type=submit]').click();
    await page.waitForURL('**/home');

    const violations: unknown[] = [];
    for (const [path, ready] of SCREENS) {
      await page.goto(e2e.url(path));
      await page.locator(ready).first().waitFor({ timeout: 20_000 });
      const text = await deepText(page);
      expect(text, path).not.toMatch(/Unexpected Application Error/);
      expect(page.url(), path).toContain(path.split('?')[0]);
      violations.push(...((await page.evaluate('window.__cspViolations')) as unknown[]).map((v) => ({ path, ...(v as object) })));
    }
    // Interactions that open portals (menus, dialogs) also stay within the policy.
    await page.goto(e2e.url('/home'));
    await page.locator('admin-app [data-part=user-menu-trigger]').click();
    await page.locator('admin-app [role=menu]').first().waitFor();
    violations.push(...((await page.evaluate('window.__cspViolations')) as unknown[]));

    expect(violations).toEqual([]);
    expect(consoleCsp).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('the listener does catch a violation (self-check of the harness)', async () => {
    const context = await e2e.newContext(BARE);
    await context.addInitScript(LISTEN);
    const page = await context.newPage();
    await page.goto(e2e.url('/login'));
    await page.evaluate(
      `(() => { const d = document.createElement('div'); d.innerHTML = '<span style="color:red">x</span><img src="https://example.invalid/x.png">'; document.body.append(d); })()`,
    );
    await expect
      .poll(async () => ((await page.evaluate('window.__cspViolations')) as { directive: string }[]).map((v) => v.directive))
      .toEqual(expect.arrayContaining(['img-src', 'style-src-attr']));
  });
});

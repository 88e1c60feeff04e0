/**
 * Screenshots of every screen at 1280x800 and 390x844 on a fresh demo server (PGlite in memory).
 *
 *   node --import tsx scripts/screenshots.ts [--out DIR] [--all]
 *
 * Default: English, light mode, into docs/screenshots/<screen>-<desktop|mobile>.png (docs/screenshots/index.md lists them; the README shows home-desktop.png).
 * `--all` takes both languages and both modes, named <screen>-<width>-<lang>-<mode>.png, for review.
 * Needs a build (`npm run build`) and Chromium (see the README).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../src/server/start.js';
import { launchBrowser } from '../tests/helpers/browser.js';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1]! : 'docs/screenshots';
const all = args.includes('--all');

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;

async function main() {
  mkdirSync(out, { recursive: true });
  const server = await startServer({ port: 0, host: '127.0.0.1', memory: true, demo: true, quiet: true });
  const browser = await launchBrowser();
  try {
    const post = async <T>(path: string, body: unknown, token?: string) => {
      const res = await fetch(`${server.url}/v1/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return ((await res.json()) as { data: T }).data;
    };
    const token = (await post<{ access_token: string }>('auth/login', { email: 'admin@example.com', password: 'demo-admin' })).access_token;
    const companies = await post<{ data: { id: number; products?: number }[] }>('companies?page=1&limit=20', undefined, token);
    const companyId = companies.data[0]!.id;
    // A little history for the activity, Recently deleted and notification history screens.
    const products = await post<{ data: { id: number }[] }>(`products?companyId=${companyId}&limit=3`, undefined, token);
    for (const p of products.data.slice(0, 2))
      await fetch(`${server.url}/v1/products/${p.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    const members = await post<{ data: { id: number; role: { name: string } | null }[] }>(
      'members?withoutCompanies=true&limit=20',
      undefined,
      token,
    );
    const customer = members.data.find((m) => m.role?.name !== 'admin');
    if (customer) await post('members/disable', { memberId: customer.id }, token);
    await post(
      'notifications/send-bulk',
      {
        title: 'Saldi di primavera',
        message: 'Fino al 30% nei negozi del quartiere, solo questo weekend.',
        type: 'SYSTEM',
        target: 'ALL',
        country: 'IT',
      },
      token,
    );
    const member = customer?.id ?? members.data[0]!.id;
    /** The command palette, open with "ro" typed and its results in. */
    const palette = async (page: import('playwright-core').Page) => {
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox').fill('ro');
      await page.locator('admin-app [role=group][data-group=members] [role=option]').first().waitFor();
    };
    const OVERLAYS = new Set(['member-detail', 'company-detail', 'search']);
    const screens: [string, string, boolean, ((page: import('playwright-core').Page) => Promise<void>)?][] = [
      ['login', '/login', false],
      ['home', '/home', true],
      ['categories', '/categories', true],
      ['customers', '/customers', true],
      ['business', '/business', true],
      ['products', `/products?companyId=${companyId}`, true],
      ['notifications', '/notifications', true],
      ['profile', '/profile', true],
      ['settings', '/settings', true],
      ['activity', '/activity', true],
      ['recently-deleted', '/activity?view=deleted', true],
      ['notification-history', '/notifications?tab=history', true],
      ['member-detail', `/customers/${member}`, true],
      ['company-detail', `/business/${companyId}`, true],
      ['search', '/home', true, palette],
      ['privacy-policy', '/privacy-policy', false],
      ['support', '/support', false],
    ];
    const langs = all ? (['it', 'en'] as const) : (['en'] as const);
    const modes = all ? (['light', 'dark'] as const) : (['light'] as const);
    for (const [width, viewport] of Object.entries(VIEWPORTS))
      for (const lang of langs)
        for (const mode of modes) {
          for (const signedIn of [false, true]) {
            const storage = [
              { name: 'preferredLanguage', value: lang },
              { name: 'mode', value: mode },
              ...(signedIn ? [{ name: 'auth_token', value: token }] : []),
            ];
            const context = await browser.newContext({
              viewport,
              storageState: { cookies: [], origins: [{ origin: server.url, localStorage: storage }] },
            });
            const page = await context.newPage();
            for (const [name, path, needsSession, then] of screens) {
              if (needsSession !== signedIn) continue;
              await page.goto(server.url + path);
              await page.locator('h1').first().waitFor();
              await page.waitForLoadState('networkidle');
              if (then) {
                await then(page);
                await page.waitForLoadState('networkidle');
              }
              await page.evaluate('document.fonts.ready');
              const file = all ? `${name}-${width}-${lang}-${mode}.png` : `${name}-${width}.png`;
              // A drawer or dialog is fixed to the viewport: a full-page shot would cut it at the fold.
              await page.screenshot({ path: join(out, file), fullPage: width === 'mobile' && !OVERLAYS.has(name) });
            }
            await context.close();
          }
        }
    console.log(`screenshots in ${out}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();

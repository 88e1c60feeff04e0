/**
 * Page width of every screen at 320×256 (WCAG 1.4.10 reflow, 400 % zoom): the widest of the document's
 * and body's scrollWidth, per screen, on a fresh demo server. For the accessibility statement and notes.
 *
 *   node --import tsx scripts/measure-reflow.ts
 *
 * Needs a build (`npm run build`) and Chromium. tests/a11y/keyboard.test.ts asserts the same bound.
 */
import { startServer } from '../src/server/start.js';
import { launchBrowser } from '../tests/helpers/browser.js';

const server = await startServer({ port: 0, host: '127.0.0.1', memory: true, demo: true, quiet: true });
const browser = await launchBrowser();
try {
  const res = await fetch(`${server.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'demo-admin' }),
  });
  const token = ((await res.json()) as { data: { access_token: string } }).data.access_token;
  const companies = (await (
    await fetch(`${server.url}/v1/companies?page=1&limit=1`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    data: { data: { id: number }[] };
  };
  const screens: [string, boolean][] = [
    ['/login', false],
    ['/privacy-policy', false],
    ['/support', false],
    ['/home', true],
    ['/categories', true],
    ['/customers', true],
    ['/business', true],
    [`/products?companyId=${companies.data.data[0]!.id}`, true],
    ['/notifications', true],
    ['/notifications?tab=history', true],
    ['/profile', true],
    ['/settings', true],
    ['/activity', true],
    ['/activity?view=deleted', true],
  ];
  const rows: { screen: string; width: number }[] = [];
  for (const [path, signedIn] of screens) {
    const storage = [{ name: 'preferredLanguage', value: 'it' }, ...(signedIn ? [{ name: 'auth_token', value: token }] : [])];
    const context = await browser.newContext({
      viewport: { width: 320, height: 256 },
      storageState: { cookies: [], origins: [{ origin: server.url, localStorage: storage }] },
    });
    const page = await context.newPage();
    await page.goto(server.url + path);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    const width = (await page.evaluate('Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)')) as number;
    rows.push({ screen: path.replace(/\?companyId=.*/, ''), width });
    await context.close();
  }
  console.table(rows);
} finally {
  await browser.close();
  await server.close();
}

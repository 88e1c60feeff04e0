import { describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/browser.js';
import { BARE, useE2E, type Mode } from '../helpers/e2e.js';

const e2e = useE2E();

/** Nothing stored (the mode follows `colorScheme`); signed in through the form. */
async function signedIn(colorScheme: Mode = 'light') {
  const { context, page } = await e2e.open('/login', { ...BARE, context: { colorScheme } });
  await page.locator('admin-app input[name=email]').fill('admin@example.com');
  await page.locator('admin-app input[name=password]').fill('demo-admin');
  await page.locator('admin-app button[type=submit]').click();
  await page.waitForURL('**/home');
  await page.locator('admin-app [data-part=total-value]').first().waitFor();
  return { context, page };
}

describe('sidebar', () => {
  it('lists the six items and Team for a team owner, marks the active one, toggles with Ctrl+B and remembers it in a cookie', async () => {
    const { context, page } = await signedIn();
    const links = page.locator('admin-app nav a[data-route]');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('data-route')))).toEqual([
      '/home',
      '/categories',
      '/customers',
      '/notifications',
      '/business',
      '/activity',
      // The demo administrator is its team owner (issue 39).
      '/team',
    ]);
    expect(await page.locator('admin-app nav a[aria-current=page]').getAttribute('data-route')).toBe('/home');
    await page.locator('admin-app nav a[data-route="/categories"]').click();
    await page.waitForURL('**/categories');
    expect(await page.locator('admin-app nav a[aria-current=page]').getAttribute('data-route')).toBe('/categories');

    const aside = page.locator('admin-app aside[data-part=sidebar]');
    expect(await aside.getAttribute('data-state')).toBe('expanded');
    expect(Math.round((await aside.boundingBox())!.width)).toBe(256);
    await page.keyboard.press('Control+b');
    await expect.poll(() => aside.getAttribute('data-state')).toBe('collapsed');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar:state');
    expect(cookie?.value).toBe('false');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    await page.reload();
    await page.locator('admin-app aside[data-part=sidebar]').waitFor();
    expect(await page.locator('admin-app aside[data-part=sidebar]').getAttribute('data-state')).toBe('collapsed');
    await page.keyboard.press('Control+b');
    await expect.poll(() => page.locator('admin-app aside[data-part=sidebar]').getAttribute('data-state')).toBe('expanded');
  });

  it('shows name and email in the user menu and logs out', async () => {
    const { page } = await signedIn();
    const trigger = page.locator('admin-app [data-part=user-menu-trigger]');
    expect(await trigger.textContent()).toContain('Ada');
    expect(await trigger.textContent()).toContain('admin@example.com');
    await trigger.click();
    await page.locator('admin-app [role=menuitem]', { hasText: 'Esci' }).click();
    await page.waitForURL('**/login');
  });

  it('redirects an unknown path to /home', async () => {
    const { page } = await signedIn();
    await page.goto(e2e.url('/nowhere'));
    await page.waitForURL('**/home');
  });

  it('is an off-canvas slide-over below 768 px', async () => {
    const { page } = await signedIn();
    await page.setViewportSize({ width: 600, height: 800 });
    const aside = page.locator('admin-app aside[data-part=sidebar]');
    await expect.poll(() => aside.getAttribute('data-state')).toBe('closed');
    await page.locator('admin-app [data-part=sidebar-toggle]').click();
    await expect.poll(() => aside.getAttribute('data-state')).toBe('open');
    expect(Math.round((await aside.boundingBox())!.width)).toBe(288);
  });
});

describe('accessibility (axe, serious + critical)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`login, home and unauthorized are clean in ${scheme} mode`, async () => {
      const { context, page } = await e2e.open('/login', { ...BARE, context: { colorScheme: scheme } });
      await page.locator('admin-app h1').waitFor();
      expect(await page.locator('admin-app').getAttribute('data-mode')).toBe(scheme);
      expect(await runAxe(page)).toEqual([]);
      await page.goto(e2e.url('/unauthorized'));
      await page.locator('admin-app h1').waitFor();
      expect(await runAxe(page)).toEqual([]);
      await context.close();
      const { page: home } = await signedIn(scheme);
      expect(await runAxe(home)).toEqual([]);
    });
  }
});

describe('Ocean theme (axe, serious + critical)', () => {
  it('login and home are clean in Ocean light and dark', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const { context, page } = await e2e.open('/login', { ...BARE, storage: { theme: 'ocean' }, context: { colorScheme: scheme } });
      await page.locator('admin-app h1').waitFor();
      expect(await page.locator('admin-app').getAttribute('data-theme')).toBe('ocean');
      expect(await runAxe(page)).toEqual([]);
      await page.locator('admin-app input[name=email]').fill('admin@example.com');
      await page.locator('admin-app input[name=password]').fill('demo-admin');
      await page.locator('admin-app button[type=submit]').click();
      await page.waitForURL('**/home');
      await page.locator('admin-app [data-part=total-value]').first().waitFor();
      expect(await runAxe(page)).toEqual([]);
      await context.close();
    }
  });
});

describe('style isolation', () => {
  it('a host page with hostile CSS does not restyle the elements', async () => {
    const page = await (await e2e.newContext(BARE)).newPage();
    const html = `<!doctype html><html lang="it"><head><style>
      button { background: hotpink !important; } body { color: red; font-family: serif; } h1 { font-size: 80px; }
    </style><script type="module" src="/assets/index.js"></script></head><body><admin-login></admin-login></body></html>`;
    await page.route('**/hostile.html', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto(e2e.url('/hostile.html'));
    await page.locator('admin-login button[type=submit]').waitFor();
    const styles = await page.evaluate(`(() => {
      const root = document.querySelector('admin-login').shadowRoot;
      const b = getComputedStyle(root.querySelector('button[type=submit]'));
      const h = getComputedStyle(root.querySelector('h1'));
      return { button: b.backgroundColor, color: h.color, font: h.fontFamily, size: h.fontSize, bodyColor: getComputedStyle(document.body).color };
    })()`);
    const s = styles as { button: string; color: string; font: string; size: string; bodyColor: string };
    expect(s.bodyColor).toBe('rgb(255, 0, 0)'); // the hostile CSS applies to the page
    expect(s.button).not.toBe('rgb(255, 105, 180)');
    expect(s.button).toBe('rgb(79, 70, 229)');
    expect(s.color).not.toBe('rgb(255, 0, 0)');
    expect(s.font).not.toMatch(/^serif$/);
    expect(s.font).toMatch(/^system-ui,/); // the panels' own stack (panda.config.ts), not the page's serif
    expect(s.size).toBe('20px');
  });
});

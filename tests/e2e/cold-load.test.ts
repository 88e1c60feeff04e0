// A panel's cold load (issue 14): its whole chunk graph is asked for at once, and its first page is asked
// for at connection, beside the session check, not after it.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BARE, useE2E } from '../helpers/e2e.js';

const e2e = useE2E();

/**
 * A page holding only `<admin-customers>`. `inline`: the loader imported by the script that sets the token;
 * `later`: the loader as its own `<script src>` (docs/elements.md), the token set by another script 200 ms on;
 * `before`: the token set on the element by a classic script as the page is read, before the loader runs.
 */
async function panelPage(page: Page, token: string, form: 'inline' | 'later' | 'before' = 'inline') {
  const value = JSON.stringify(token);
  const scripts =
    form === 'inline'
      ? `<script type="module">import '/assets/index.js'; document.querySelector('admin-customers').token = ${value};</script>`
      : form === 'later'
        ? `<script type="module" src="/assets/index.js"></script>
        <script type="module">setTimeout(() => { document.querySelector('admin-customers').token = ${value}; }, 200);</script>`
        : `<script type="module" src="/assets/index.js"></script>`;
  const after = form === 'before' ? `<script>document.querySelector('admin-customers').token = ${value};</script>` : '';
  await page.route(/\/cold-panel\.html/, (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Panel</title>
        ${scripts}</head>
        <body><admin-customers lang="en"></admin-customers>${after}</body></html>`,
    }),
  );
  await page.goto(e2e.url('/cold-panel.html'));
}

const rows = (page: Page) => page.locator('admin-customers [data-part=list-table] tbody tr[data-row]');

/**
 * Holds the requests matching `url` until `members` holds a request (or 5 s have passed); resolves, once the
 * hold has ended, whether the list was asked for while they were held.
 */
function holdUntilAsked(page: Page, url: RegExp, members: unknown[]): Promise<boolean> {
  return new Promise<boolean>((done) => {
    void page.route(url, async (route) => {
      const asked = await expect
        .poll(() => members.length, { timeout: 5_000 })
        .toBeGreaterThan(0)
        .then(
          () => true,
          () => false,
        );
      await route.continue();
      done(asked);
    });
  });
}

describe('cold load of a panel', () => {
  it('asks for every chunk of the tag while its own chunk is still on the way', async () => {
    const context = await e2e.newContext(BARE);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    let seenWhileHeld: string[] = [];
    // The element's own chunk is held back: what its imports need must already be on the way.
    await page.route(/\/assets\/admin-customers-[\w-]+\.js$/, async (route) => {
      await expect.poll(() => asked.filter((p) => /\/assets\/chunk-/.test(p)).length, { timeout: 5_000 }).toBeGreaterThan(3);
      seenWhileHeld = [...asked];
      await route.continue();
    });
    await panelPage(page, await e2e.login());
    await rows(page).first().waitFor();
    const chunk = asked.find((p) => /\/admin-customers-/.test(p))!;
    const imports = await page.evaluate(async (url) => {
      const code = await (await fetch(url)).text();
      return [...code.matchAll(/(?:import|from)\s*["']\.\/(chunk-[\w-]+\.js)["']/g)].map((m) => m[1]!);
    }, chunk);
    expect(imports.length).toBeGreaterThan(0);
    for (const file of imports)
      expect(
        seenWhileHeld.some((p) => p.endsWith(`/${file}`)),
        file,
      ).toBe(true);
    // The links are gone once the tag has loaded: the host's head is left as it was.
    expect(await page.evaluate(() => document.head.querySelectorAll('link[rel=modulepreload]').length)).toBe(0);
  });

  it('asks for the first page before the session check has answered', async () => {
    const context = await e2e.newContext(BARE);
    const page = await context.newPage();
    const members: Request[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname === '/v1/members' && members.push(r)));
    // The session check is held until the list's page has been asked for (or 5 s have passed).
    const pageAskedFirst = holdUntilAsked(page, /\/v1\/accounts\/member$/, members);
    await panelPage(page, await e2e.login());
    await expect.poll(() => rows(page).count()).toBe(10);
    expect(await pageAskedFirst).toBe(true);
    // Asked once: the table found it in the cache rather than asking again.
    const pageOf = (r: Request) => new URL(r.url()).searchParams.get('page') ?? '1';
    const firstPage = members.filter((r) => new URL(r.url()).searchParams.get('limit') === '10' && pageOf(r) === '1');
    expect(firstPage).toHaveLength(1);
    // Then the next page, in the background, once: "Next page" draws from the cache without asking.
    await expect.poll(() => members.filter((r) => pageOf(r) === '2').length).toBe(1);
    const asked = members.length;
    await page.locator('admin-customers').getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(() => rows(page).first().getAttribute('data-row')).not.toBe(null);
    await expect.poll(() => members.filter((r) => pageOf(r) === '3').length).toBe(1);
    expect(members.filter((r) => pageOf(r) === '2')).toHaveLength(1);
    expect(members.length).toBe(asked + 1);
  });

  it.each([
    ['the script that imports the loader sets the token', 'inline'],
    ['a script 200 ms after the loader sets the token', 'later'],
    ['a classic script set the token before the loader ran', 'before'],
  ] as const)("asks for the first page from the loader while the panel's own chunk is still on the way: %s", async (_, form) => {
    const context = await e2e.newContext(BARE);
    const page = await context.newPage();
    const members: string[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname === '/v1/members' && members.push(r.url())));
    // The element's own chunk (its screen, React DOM's user) is held until the page has been asked for.
    const askedWhileHeld = holdUntilAsked(page, /\/assets\/admin-customers-[\w-]+\.js$/, members);
    await panelPage(page, await e2e.login(), form);
    await expect.poll(() => rows(page).count()).toBe(10);
    expect(await askedWhileHeld).toBe(true);
    // The page the loader asked for is the one the table shows: asked once (page 2 is the panel's prefetch).
    const first = members.filter(
      (u) => new URL(u).searchParams.get('limit') === '10' && (new URL(u).searchParams.get('page') ?? '1') === '1',
    );
    expect(first).toHaveLength(1);
  });

  it('checks the session from the loader too, once: the panel takes that answer', async () => {
    const context = await e2e.newContext(BARE);
    const page = await context.newPage();
    const checks: string[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname === '/v1/accounts/member' && checks.push(r.url())));
    const askedWhileHeld = holdUntilAsked(page, /\/assets\/admin-customers-[\w-]+\.js$/, checks);
    await panelPage(page, await e2e.login());
    await expect.poll(() => rows(page).count()).toBe(10);
    expect(await askedWhileHeld).toBe(true);
    expect(checks).toHaveLength(1);
  });

  it('keeps a row light: its nodes, options of one text node, and the menu code asked for only by a menu', async () => {
    const context = await e2e.newContext(BARE);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await panelPage(page, await e2e.login());
    await expect.poll(() => rows(page).count()).toBe(10);
    const count = () =>
      page.evaluate(() => {
        const root = document.querySelector('admin-customers')!.shadowRoot!;
        const perRow = [...root.querySelectorAll('tbody tr[data-row]')].map((tr) => {
          const walker = document.createTreeWalker(tr);
          let n = 0;
          while (walker.nextNode()) n++;
          return n + 1;
        });
        const options = [...root.querySelectorAll('option')];
        return {
          max: Math.max(...perRow),
          options: options.length,
          optionChildren: options.reduce((n, o) => n + o.childNodes.length, 0),
          menus: root.querySelectorAll('[role=menu]').length,
        };
      });
    // 41 nodes a row and 26 options of closed Ark selects before issue 14; now native selects whose options
    // hold their text and nothing else (one text node each: Chromium names an option from its text only, issue
    // 35), and no menu until one opens.
    const first = await count();
    expect(first).toEqual({
      max: expect.any(Number) as number,
      options: expect.any(Number) as number,
      optionChildren: first.options,
      menus: 0,
    });
    expect(first.max).toBeLessThanOrEqual(30);
    expect(first.options).toBeGreaterThan(0);
    const before = scripts.length;
    await rows(page).first().locator('button[aria-haspopup=menu]').click();
    await page.locator('admin-customers [role=menu][data-state=open]').waitFor();
    // The menu's code (Ark, Zag, floating-ui) came with the first menu, not with the page.
    expect(scripts.length).toBeGreaterThan(before);
  });
});

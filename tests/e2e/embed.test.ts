import { readFileSync, readdirSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dictionaryChunks } from '../../scripts/preload-links.js';
import { BARE, useE2E } from '../helpers/e2e.js';

const e2e = useE2E();
const VIEWPORT = { width: 1600, height: 1000 };

/** A new admin token (a test here changes the password, which revokes the earlier ones). */
const login = () => e2e.login();

/** A page at `path` in `context` (default: a new one with nothing stored), with the paths it requested. */
async function open(path: string, context?: BrowserContext): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  context ??= await e2e.newContext({ ...BARE, viewport: VIEWPORT });
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(e2e.url(path));
  return { context, page, requests };
}

const loginForm = (page: Page, tag: string) => page.locator(`${tag} [data-part=inline-login]`);
const rows = (page: Page) => page.locator('admin-customers [data-part=list-table] tbody tr[data-row]');

async function signInInline(page: Page, tag: string) {
  await page.locator(`${tag} input[name=email]`).fill('admin@example.com');
  await page.locator(`${tag} input[name=password]`).fill('demo-admin');
  await page.locator(`${tag} button[type=submit]`).click();
}

/** Asserts the box is inside the viewport and the element is the one hit at its centre (not clipped). */
async function expectOnScreen(page: Page, locator: Locator) {
  // Toasts and dialogs animate in (translate/scale): measure once the box has settled.
  let last = '';
  await expect
    .poll(
      async () => {
        const b = await locator.boundingBox();
        const key = JSON.stringify(b);
        const settled = key === last;
        last = key;
        return settled;
      },
      { interval: 150, timeout: 10_000 },
    )
    .toBe(true);
  const box = (await locator.boundingBox())!;
  expect(box).not.toBeNull();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORT.width);
  expect(box.y + box.height).toBeLessThanOrEqual(VIEWPORT.height);
  expect(await locator.isVisible()).toBe(true);
  const hit = await locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const root = el.getRootNode() as ShadowRoot;
    const at = root.elementFromPoint(r.x + r.width / 2, r.y + Math.min(r.height / 2, 12));
    return !!at && el.contains(at);
  });
  expect(hit).toBe(true);
}

describe('portal example (hostile CSS, transformed container)', () => {
  it('shows one sign-in form for the page (the first panel; the other points to it); one sign-in serves both; the event is logged', async () => {
    const { page } = await open('/examples/portal/');
    await loginForm(page, 'admin-customers').waitFor();
    await page.locator('admin-notifications [data-part=sign-in-elsewhere]').waitFor();
    expect(await loginForm(page, 'admin-notifications').count()).toBe(0);
    await signInInline(page, 'admin-customers');
    await rows(page).first().waitFor({ timeout: 15_000 });
    await page.locator('admin-notifications [data-part=composer]').waitFor({ state: 'attached' });
    expect(await loginForm(page, 'admin-customers').count()).toBe(0);
    expect(await page.locator('admin-notifications [data-part=sign-in-elsewhere]').count()).toBe(0);
    expect(await page.evaluate('window.portalEvents')).toEqual([
      { type: 'admin-session-changed', tag: 'admin-customers', detail: { authenticated: true } },
    ]);
    expect(await page.locator('#event-log li[data-event=admin-session-changed]').count()).toBe(1);
    // One toaster for the page at most (it is drawn with the first toast, by the panel that owns it).
    expect(
      await page
        .locator('admin-customers [data-scope=toast][data-part=group], admin-notifications [data-scope=toast][data-part=group]')
        .count(),
    ).toBeLessThanOrEqual(1);
  });

  it('keeps host CSS out: the same computed styles as on a plain page', async () => {
    const token = await login();
    const PROPS = [
      'color',
      'font-family',
      'font-size',
      'letter-spacing',
      'text-transform',
      'line-height',
      'word-spacing',
      'background-color',
      'border-top-style',
      'border-top-left-radius',
      'padding-top',
      'outline-style',
    ];
    const styles = async (page: Page) => {
      await rows(page).first().waitFor({ timeout: 15_000 });
      const read = (l: Locator) => l.evaluate((el, props) => props.map((p) => getComputedStyle(el).getPropertyValue(p)), PROPS);
      return {
        heading: await read(page.locator('admin-customers h1').first()),
        // The pager's first button: the toolbar's first button differs with the panel's width (the phone toolbar
        // below 40rem of the list), not with the host's CSS.
        button: await read(page.locator('admin-customers [data-part=pagination] button').first()),
        // A cell's text (a cell's own box is laid out as a card in a column narrower than 40rem: not a style leak).
        cell: await read(rows(page).first().locator('[data-cell-text]').first()),
        input: await read(page.locator('admin-customers input').first()),
      };
    };
    const portal = await e2e.newContext({ ...BARE, token, viewport: VIEWPORT });
    const a = await open('/examples/portal/', portal);
    const b = await open('/examples/framework/?mode=token');
    const [hostile, plain] = [await styles(a.page), await styles(b.page)];
    expect(hostile).toEqual(plain);
    expect(hostile.button[PROPS.indexOf('text-transform')]).toBe('none');
    expect(hostile.heading[PROPS.indexOf('font-family')]).not.toContain('Comic');
  });

  it('opens menus and dialogs above the transformed, clipping container; member and notification events carry their detail', async () => {
    const token = await login();
    const { page } = await open('/examples/portal/', await e2e.newContext({ ...BARE, token, viewport: VIEWPORT }));
    await rows(page).first().waitFor({ timeout: 15_000 });
    // Menu: the actions of an enabled, non-admin member.
    const members = await e2e.data<{ data: Array<{ id: number; enabled: boolean; username: string; role?: { name: string } }> }>(
      'members?withoutCompanies=true&limit=20&page=1',
      { token },
    );
    const member = members.data.find((m) => m.enabled && m.role?.name !== 'admin')!;
    const row = page.locator(`admin-customers tr[data-row="${member.id}"]`);
    await row.getByRole('button', { name: /^Actions for/ }).click();
    const disable = page.locator('admin-customers').getByRole('menuitem', { name: 'Disable' });
    await disable.waitFor();
    await expectOnScreen(page, page.locator('admin-customers [role=menu]'));
    await disable.click();
    await row.locator('[data-tone=danger]').waitFor();
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.locator('admin-customers').getByRole('menuitem', { name: 'Enable' }).click();
    await row.locator('[data-tone=success]').waitFor();

    // Dialog: the notification confirmation, over the whole viewport (not the container).
    await expect
      .poll(() => page.locator('admin-notifications [data-part=audience]').getAttribute('data-count'), { timeout: 15_000 })
      .not.toBe('');
    await page.locator('admin-notifications input[name=title]').fill('Maintenance');
    await page.locator('admin-notifications textarea[name=message]').fill('Sunday night.');
    await page.locator('admin-notifications [data-part=send]').click();
    const dialog = page.locator('admin-notifications [role=dialog]');
    await dialog.waitFor();
    await expectOnScreen(page, dialog);
    const backdrop = (await page.locator('admin-notifications [data-scope=dialog][data-part=backdrop]').boundingBox())!;
    expect(Math.round(backdrop.width)).toBe(VIEWPORT.width);
    expect(Math.round(backdrop.height)).toBe(VIEWPORT.height);
    const count = Number(await page.locator('admin-notifications [data-part=audience]').getAttribute('data-count'));
    await dialog.locator('[data-part=confirm-send]').click();
    await page.locator('admin-notifications [data-part=summary]').waitFor();
    // The success toast is in the top layer too, on screen.
    await expectOnScreen(page, page.locator('[data-scope=toast][data-part=root]').first());

    const events = (await page.evaluate('window.portalEvents')) as Array<{ type: string; tag: string; detail: unknown }>;
    expect(events.filter((e) => e.type !== 'admin-session-changed')).toEqual([
      { type: 'admin-member-disabled', tag: 'admin-customers', detail: { memberId: member.id } },
      { type: 'admin-member-enabled', tag: 'admin-customers', detail: { memberId: member.id } },
      { type: 'admin-notification-sent', tag: 'admin-notifications', detail: { target: 'ALL', country: null, count } },
    ]);
  });

  it('signs every panel out at once, and a second tab follows sign-in and sign-out', async () => {
    const context = await e2e.newContext({ ...BARE, viewport: VIEWPORT });
    const one = await open('/examples/portal/', context);
    const two = await open('/examples/portal/', context);
    await loginForm(two.page, 'admin-customers').waitFor();
    await signInInline(one.page, 'admin-customers');
    await rows(one.page).first().waitFor({ timeout: 15_000 });
    await rows(two.page).first().waitFor({ timeout: 15_000 });
    await expect.poll(() => two.page.locator('admin-notifications [data-part=sign-in-elsewhere]').count()).toBe(0);
    await one.page.locator('#sign-out').click();
    await loginForm(one.page, 'admin-customers').waitFor();
    await one.page.locator('admin-notifications [data-part=sign-in-elsewhere]').waitFor();
    await loginForm(two.page, 'admin-customers').waitFor();
    await two.page.locator('admin-notifications [data-part=sign-in-elsewhere]').waitFor();
  });
});

describe('framework example (elements created before the script)', () => {
  const chunkImports = (file: string): string[] =>
    [...readFileSync(`dist/web/assets/${file}`, 'utf8').matchAll(/(?:from|import)\s*['"]\.\/([\w-]+\.js)['"]/g)].map((m) => m[1]!);
  const closure = (entry: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(entry)) return seen;
    seen.add(entry);
    for (const dep of chunkImports(entry)) closure(dep, seen);
    return seen;
  };

  it('honours getToken set before the definition, and downloads only the loader, shared chunks, the customers chunk and one dictionary', async () => {
    const { page, requests } = await open('/examples/framework/');
    await rows(page).first().waitFor({ timeout: 15_000 });
    expect(await page.locator('#status').textContent()).toBe('ready (getToken)');
    expect(await page.evaluate('window.hostTokenCalls')).toBeGreaterThan(0);
    expect(await loginForm(page, 'admin-customers').count()).toBe(0);
    const scripts = requests.filter((p) => p.startsWith('/assets/') && p.endsWith('.js')).map((p) => p.slice('/assets/'.length));
    const files = readdirSync('dist/web/assets');
    const customers = files.find((f) => /^admin-customers-\w+\.js$/.test(f))!;
    // The panel is given lang="en" (app.js): the English dictionary only, never the Italian one, and of it
    // the parts the customers panel shows (the frame's namespaces and its own), never another screen's.
    const dictionaries = dictionaryChunks(
      'dist/web/assets',
      files.filter((f) => f.endsWith('.js')),
    );
    const en = dictionaries.en!;
    const it = new Set(Object.values(dictionaries.it!));
    // The loader asks for the first page itself while the panel's chunk is on the way (lazy.ts, early-data.ts):
    // there is no early-data file any more, and the loader imports nothing before it defines the tags. index.js
    // re-exports the public API from the loader's chunk (scripts/merge-chunks.ts), which the tags' chunks import.
    expect(files.filter((f) => /^early-data-/.test(f))).toEqual([]);
    const [loader, ...more] = chunkImports('index.js');
    expect(more).toEqual([]);
    expect(chunkImports(loader!)).toEqual([]);
    const shown = ['frame', 'customers'].map((part) => en[part]!);
    const allowed = new Set([...closure('index.js'), ...closure(customers), ...shown]);
    expect(scripts).toContain('index.js');
    expect(scripts).toContain(customers);
    expect(scripts.filter((s) => !allowed.has(s))).toEqual([]);
    expect(scripts.filter((s) => it.has(s))).toEqual([]);
    expect(scripts.filter((s) => shown.includes(s)).sort()).toEqual([...shown].sort());
    expect(scripts.filter((s) => /^admin-/.test(s))).toEqual([customers]);
  });

  it('honours a token property set before the definition; a revoked token dispatches admin-session-expired and shows the sign-in', async () => {
    const { page } = await open('/examples/framework/?mode=token');
    await rows(page).first().waitFor({ timeout: 15_000 });
    await page.evaluate(
      `window.__expired = []; document.addEventListener('admin-session-expired', (e) => window.__expired.push({ tag: e.target.localName, detail: e.detail }))`,
    );
    // Changing the password (to the same one) revokes every earlier token, the page's included.
    const token = await login();
    const res = await e2e.api('accounts/password', { method: 'PATCH', token, json: { oldPassword: 'demo-admin', password: 'demo-admin' } });
    expect(res.status).toBe(200);
    await page.evaluate(`window.BackOffice.configure({})`); // re-reads the session
    await loginForm(page, 'admin-customers').waitFor();
    expect(await page.evaluate('window.__expired')).toEqual([{ tag: 'admin-customers', detail: { reason: 'invalid-token' } }]);
    expect(await page.locator('admin-customers [data-part=inline-login]').textContent()).toContain('Your session has expired');
    // Signing in again in the panel works although the host token is still set.
    await signInInline(page, 'admin-customers');
    await rows(page).first().waitFor({ timeout: 15_000 });
  });
});

describe('token refresh after an expiry (getToken)', () => {
  /** Revokes every token of the admin (a password change to the same password) and lets the page find out. */
  const expire = async (page: Page) => {
    await page.evaluate(`window.__expired = 0; document.addEventListener('admin-session-expired', () => window.__expired++)`);
    const token = await login();
    expect(
      (await e2e.api('accounts/password', { method: 'PATCH', token, json: { oldPassword: 'demo-admin', password: 'demo-admin' } })).status,
    ).toBe(200);
    await page.evaluate(`window.BackOffice.configure({})`); // the next call finds the token revoked
    await expect.poll(() => page.evaluate('window.__expired')).toBe(1);
  };

  it('the host renews its token and calls BackOffice.refresh(): the panel resumes, no configure() needed', async () => {
    const { page } = await open('/examples/framework/');
    await rows(page).first().waitFor({ timeout: 15_000 });
    await expire(page);
    await rows(page).first().waitFor({ timeout: 15_000 });
    expect(await loginForm(page, 'admin-customers').count()).toBe(0);
    expect(await page.evaluate('window.__expired')).toBe(1);
    expect(await page.evaluate('window.BackOffice.refresh()')).toBe(true);
  });

  it('a token renewed in the background is picked up when the window gets focus', async () => {
    const { page } = await open('/examples/framework/');
    await rows(page).first().waitFor({ timeout: 15_000 });
    await page.evaluate('window.renewQuietly = true');
    await expire(page);
    await loginForm(page, 'admin-customers').waitFor();
    // The host renewed its token without telling the panels; focus makes them ask getToken again.
    await expect.poll(() => page.evaluate('window.hostRenewed === true'), { timeout: 15_000 }).toBe(true);
    await page.evaluate(`window.dispatchEvent(new Event('focus'))`);
    await rows(page).first().waitFor({ timeout: 15_000 });
    expect(await loginForm(page, 'admin-customers').count()).toBe(0);
  });
});

describe('standalone example (single-file script)', () => {
  it('registers window.BackOffice and runs <admin-app> under its base', async () => {
    const { page, requests } = await open('/examples/standalone/');
    await page.locator('admin-app input[name=email]').waitFor({ timeout: 15_000 });
    expect(await page.evaluate('typeof window.BackOffice.configure')).toBe('function');
    expect(requests.filter((p) => p.endsWith('.js'))).toEqual(['/elements/all.js', '/examples/standalone/standalone.js']);
    expect(new URL(page.url()).pathname).toBe('/examples/standalone/login');
  });
});

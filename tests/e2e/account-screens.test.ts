import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { deepText, launchBrowser, runAxe } from '../helpers/browser.js';
import { startDemoServer } from '../helpers/server.js';

let server: Awaited<ReturnType<typeof startDemoServer>>;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startDemoServer(), launchBrowser()]);
  // Warm-up: the first load of the bundle is slow on a busy machine; later pages hit the cache.
  const warm = await browser.newPage();
  await warm.goto(server.url + '/enable-member');
  await warm.locator('h1, input').first().waitFor({ timeout: 100_000 });
  await warm.close();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

interface Mail { to: string; subject: string; link: string }
/** Mails sent to `email`, each link as a path of this server (mails carry absolute links once the server knows its origin). */
async function mailsTo(email: string): Promise<Mail[]> {
  const res = await fetch(`${server.url}/v1/dev/mail`);
  const body = (await res.json()) as { data: Mail[] };
  return body.data
    .filter((m) => m.to === email)
    .map((m) => {
      const u = new URL(m.link, server.url);
      return { ...m, link: u.pathname + u.search };
    });
}
async function login(email: string, password: string): Promise<number> {
  const res = await fetch(`${server.url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

async function open(path: string, lang: 'it' | 'en', mode: 'light' | 'dark' = 'light'): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext();
  await ctx.addInitScript(([l, m]) => {
    if (localStorage.getItem('preferredLanguage') === null) localStorage.setItem('preferredLanguage', l!);
    if (localStorage.getItem('mode') === null) localStorage.setItem('mode', m!);
  }, [lang, mode]);
  const page = await ctx.newPage();
  page.setDefaultTimeout(45_000); // a loaded 2-core machine can be slow to boot the bundle
  await page.goto(server.url + path);
  await page.locator('h1').waitFor();
  return { ctx, page };
}

const submit = (page: Page) => page.locator('form button[type=submit]');
const newPw = (page: Page) => page.locator('input[name=new-password]');
const confirmPw = (page: Page) => page.locator('input[name=confirm-password]');
const meter = (page: Page) => page.locator('[role=meter]');

describe('/enable-member (activation)', () => {
  it('activates pending@example.com from the mailed link in English, then goes to /login after 4 s', async () => {
    const [mail] = await mailsTo('pending@example.com');
    expect(mail?.link).toContain('/enable-member?');
    const { ctx, page } = await open(mail!.link, 'en');
    const email = page.locator('#activation-email');
    expect(await email.inputValue()).toBe('pending@example.com');
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await submit(page).isDisabled()).toBe(true);

    await newPw(page).fill('brand-new-pass');
    await expect.poll(() => meter(page).getAttribute('aria-valuenow')).toBe('100');
    await confirmPw(page).fill('brand-new');
    await expect.poll(() => deepText(page)).toContain('Passwords do not match');
    expect(await confirmPw(page).getAttribute('aria-invalid')).toBe('true');
    const colour = await page.getByText('Passwords do not match').evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = colour.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g! + b!).toBeLessThan(r!);
    expect(await submit(page).isDisabled()).toBe(true);

    await confirmPw(page).fill('brand-new-pass');
    await expect.poll(() => submit(page).isDisabled()).toBe(false);
    expect(await deepText(page)).not.toContain('Passwords do not match');
    const started = Date.now();
    await submit(page).click();
    await page.getByText('Account activated successfully').waitFor();
    expect(await page.locator('[data-testid=activation-success] [role=status]').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/enable-member');
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3500);
    expect(await login('pending@example.com', 'brand-new-pass')).toBe(200);
    await ctx.close();
  });

  it('in Italian: shows the mismatch message and a used link fails through the shared handler', async () => {
    const [mail] = await mailsTo('pending@example.com');
    const { ctx, page } = await open(mail!.link, 'it');
    await newPw(page).fill('abc');
    await confirmPw(page).fill('abd');
    await expect.poll(() => deepText(page)).toContain('Le password non corrispondono');
    expect(await submit(page).isDisabled()).toBe(true);
    await confirmPw(page).fill('abc');
    await expect.poll(() => submit(page).isDisabled()).toBe(false);
    await submit(page).click();
    // The token was consumed by the previous test: an error toast, and the form stays filled.
    await page.locator('[data-type=error]').first().waitFor();
    expect(await newPw(page).inputValue()).toBe('abc');
    expect(new URL(page.url()).pathname).toBe('/enable-member');
    await ctx.close();
  });

  it.each([
    ['it', 'Link incompleto', '/enable-member?email=a%40b.it'],
    ['en', 'Incomplete link', '/enable-member?token=abc'],
  ] as const)('%s: an incomplete link says so and keeps submit disabled', async (lang, text, path) => {
    const { ctx, page } = await open(path, lang);
    expect(await deepText(page)).toContain(text);
    await newPw(page).fill('same-password');
    await confirmPw(page).fill('same-password');
    await expect.poll(() => confirmPw(page).inputValue()).toBe('same-password');
    expect(await submit(page).isDisabled()).toBe(true);
    await ctx.close();
  });
});

describe('/reset-password', () => {
  it('resets member@example.com in Italian from the mailed link', async () => {
    const res = await fetch(`${server.url}/v1/members/send-reset-password-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com' }),
    });
    expect(res.ok).toBe(true);
    // The server answers before it mails (the answer must not tell known addresses by its time): wait for the mail.
    const resetMail = async () => (await mailsTo('member@example.com')).find((m) => m.link.startsWith('/reset-password'));
    await expect.poll(resetMail).toBeDefined();
    const mail = await resetMail();
    const { ctx, page } = await open(mail!.link, 'it');
    const email = page.locator('#reset-email');
    expect(await email.inputValue()).toBe('member@example.com');
    expect(await email.isDisabled()).toBe(true);

    await newPw(page).fill('another-pass-1');
    // The confirm field is untouched until first edited: no mismatch message yet.
    expect(await deepText(page)).not.toContain('Le password non corrispondono');
    expect(await meter(page).getAttribute('aria-valuenow')).toBe('100');
    await confirmPw(page).fill('another');
    await expect.poll(() => deepText(page)).toContain('Le password non corrispondono');
    expect(await submit(page).isDisabled()).toBe(true);
    await confirmPw(page).fill('another-pass-1');
    await expect.poll(() => submit(page).isDisabled()).toBe(false);

    // Slow the call down to see the loading state.
    await page.route('**/v1/auth/reset-password', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await submit(page).click();
    await expect.poll(() => submit(page).getAttribute('aria-busy')).toBe('true');
    expect(await submit(page).textContent()).toContain('Reimpostazione');
    await page.getByText('Password reimpostata con successo').waitFor();
    expect(await login('member@example.com', 'another-pass-1')).toBe(200);
    expect(await login('member@example.com', 'demo-member')).not.toBe(200);
    await ctx.close();
  });

  it('in English: labels, mismatch and incomplete link', async () => {
    const { ctx, page } = await open('/reset-password?email=someone%40example.com', 'en');
    const text = await deepText(page);
    expect(text).toContain('Reset password');
    expect(text).toContain('Incomplete link');
    expect(await page.locator('#reset-email').inputValue()).toBe('someone@example.com');
    await newPw(page).fill('x1');
    await confirmPw(page).fill('x2');
    await expect.poll(() => deepText(page)).toContain('Passwords do not match');
    await ctx.close();
  });
});

describe('accessibility (axe, serious and critical)', () => {
  for (const path of ['/enable-member?email=a%40b.it&token=t', '/reset-password?email=a%40b.it&token=t'])
    for (const mode of ['light', 'dark'] as const)
      it(`${path.split('?')[0]} in ${mode} mode`, async () => {
        const { ctx, page } = await open(path, mode === 'dark' ? 'en' : 'it', mode);
        await newPw(page).fill('abc');
        await confirmPw(page).fill('abd');
        await expect.poll(() => confirmPw(page).getAttribute('aria-invalid')).toBe('true');
        expect(await runAxe(page)).toEqual([]);
        await ctx.close();
      });
});

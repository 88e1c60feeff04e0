import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { activationLink, sendMail } from '../../src/server/lib/mail.js';
import { issueToken } from '../../src/server/lib/tokens.js';
import { deepText, runAxe } from '../helpers/browser.js';
import { useE2E, type Lang, type Mode } from '../helpers/e2e.js';

const e2e = useE2E({ warmUp: '/enable-member' });

interface Mail {
  to: string;
  subject: string;
  link: string;
}
/** Mails sent to `email`, each link as a path of this server (mails carry absolute links once the server knows its origin). */
async function mailsTo(email: string): Promise<Mail[]> {
  const mails = await e2e.data<Mail[]>('dev/mail', { token: null });
  return mails
    .filter((m) => m.to === email)
    .map((m) => {
      const u = new URL(m.link, e2e.server.url);
      return { ...m, link: u.pathname + u.search };
    });
}
/**
 * A pending account of the calling test alone (not activated, not enabled, as the demo's pending@example.com),
 * its activation mail in the dev outbox as the seed sends one: the test's own link, whatever ran before it.
 */
async function pendingAccount(name: string): Promise<Mail> {
  const email = `${name}-${Date.now()}@example.com`;
  const db = e2e.server.db;
  const { rows } = await db.query<{ id: number }>(
    'insert into members (email, enabled, activated) values ($1, false, false) returning id',
    [email],
  );
  const token = await issueToken(db, rows[0]!.id, 'activation');
  await sendMail(db, null, email, 'Activate your account', activationLink(email, token));
  const [mail] = await mailsTo(email);
  expect(mail?.link).toContain('/enable-member?');
  return mail!;
}
/** Activates through the API, as a browser that followed `link` would: the link is used afterwards. */
async function activate(link: string, password: string): Promise<number> {
  const query = new URL(link, e2e.server.url).searchParams;
  const json = { email: query.get('email'), token: query.get('token'), password };
  return (await e2e.api('accounts/enable', { json, token: null })).status;
}
async function login(email: string, password: string): Promise<number> {
  return (await e2e.api('auth/login', { json: { email, password }, token: null })).status;
}

/** Signed out, language and mode stored. */
async function open(path: string, lang: Lang, mode: Mode = 'light') {
  const opened = await e2e.open(path, { lang, mode, token: null });
  await opened.page.locator('h1').waitFor();
  return opened;
}

const submit = (page: Page) => page.locator('form button[type=submit]');
const newPw = (page: Page) => page.locator('input[name=new-password]');
const confirmPw = (page: Page) => page.locator('input[name=confirm-password]');
const meter = (page: Page) => page.locator('[role=meter]');
/** Whether `locator`'s element has the focus (in its shadow root). */
const hasFocus = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el);

describe('/enable-member (activation)', () => {
  it('activates pending@example.com from the mailed link in English, then goes to /login after 4 s', async () => {
    const [mail] = await mailsTo('pending@example.com');
    expect(mail?.link).toContain('/enable-member?');
    const { page } = await open(mail!.link, 'en');
    const email = page.locator('#activation-email');
    expect(await email.inputValue()).toBe('pending@example.com');
    expect(await email.getAttribute('readonly')).not.toBeNull();
    // Enabled while empty (WCAG 3.3.2): a submit says what is missing instead.
    expect(await submit(page).isDisabled()).toBe(false);

    await newPw(page).fill('brand-new-pass');
    await expect.poll(() => meter(page).getAttribute('aria-valuenow')).toBe('100');
    await confirmPw(page).fill('brand-new');
    await expect.poll(() => deepText(page)).toContain('Passwords do not match');
    expect(await confirmPw(page).getAttribute('aria-invalid')).toBe('true');
    const colour = await page.getByText('Passwords do not match').evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = colour.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g! + b!).toBeLessThan(r!);
    // Submitted with the mismatch: nothing is sent, the focus goes to the confirmation.
    await submit(page).click();
    await expect.poll(() => hasFocus(confirmPw(page))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/enable-member');

    await confirmPw(page).fill('brand-new-pass');
    expect(await deepText(page)).not.toContain('Passwords do not match');
    const started = Date.now();
    await submit(page).click();
    await page.getByText('Account activated successfully').waitFor();
    expect(await page.locator('[data-testid=activation-success] [role=status]').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/enable-member');
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3500);
    expect(await login('pending@example.com', 'brand-new-pass')).toBe(200);
  });

  it('in Italian: shows the mismatch message and a used link is said in the form', async () => {
    // This test's own link, used once already (pending@example.com's is the test above's).
    const mail = await pendingAccount('used-link');
    expect(await activate(mail.link, 'first-use-pass-1')).toBe(200);
    const { page } = await open(mail.link, 'it');
    // Passwords of 8 characters or more: a shorter one would be refused next to its field (password-rule.test.ts).
    await newPw(page).fill('abc-pass-1');
    await confirmPw(page).fill('abd-pass-1');
    await expect.poll(() => deepText(page)).toContain('Le password non corrispondono');
    await confirmPw(page).fill('abc-pass-1');
    await submit(page).click();
    // The link was used: said in the form until the next attempt (not a toast that times out), the form stays filled.
    const error = page.locator('[data-part=form-error]');
    await error.waitFor();
    expect(await error.textContent()).toContain('Il link di attivazione non è valido o è scaduto');
    expect(await newPw(page).inputValue()).toBe('abc-pass-1');
    expect(new URL(page.url()).pathname).toBe('/enable-member');
  });

  it.each([
    ['it', 'Link incompleto', '/enable-member?email=a%40b.it'],
    ['en', 'Incomplete link', '/enable-member?token=abc'],
  ] as const)('%s: an incomplete link says so, with no form to fill in for nothing', async (lang, text, path) => {
    const { page } = await open(path, lang);
    await page.locator('[data-part=incomplete-link]').waitFor();
    expect(await deepText(page)).toContain(text);
    // Only the notice and its way out: no password fields, no submit button.
    expect(await page.locator('admin-app input[type=password]').count()).toBe(0);
    expect(await page.locator('admin-app button[type=submit]').count()).toBe(0);
    await page.locator('[data-part=incomplete-link] a[href="/login"]').waitFor();
  });
});

describe('/reset-password', () => {
  it('resets member@example.com in Italian from the mailed link', async () => {
    const res = await e2e.api('members/send-reset-password-email', { json: { email: 'member@example.com' }, token: null });
    expect(res.ok).toBe(true);
    // The server answers before it mails (the answer must not tell known addresses by its time): wait for the mail.
    const resetMail = async () => (await mailsTo('member@example.com')).find((m) => m.link.startsWith('/reset-password'));
    await expect.poll(resetMail).toBeDefined();
    const mail = await resetMail();
    const { page } = await open(mail!.link, 'it');
    const email = page.locator('#reset-email');
    expect(await email.inputValue()).toBe('member@example.com');
    expect(await email.isDisabled()).toBe(true);

    await newPw(page).fill('another-pass-1');
    // The confirm field is untouched until first edited: no mismatch message yet.
    expect(await deepText(page)).not.toContain('Le password non corrispondono');
    expect(await meter(page).getAttribute('aria-valuenow')).toBe('100');
    await confirmPw(page).fill('another');
    await expect.poll(() => deepText(page)).toContain('Le password non corrispondono');
    await confirmPw(page).fill('another-pass-1');
    await expect.poll(() => deepText(page)).not.toContain('Le password non corrispondono');

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
  });

  it('in English: labels, mismatch and incomplete link', async () => {
    const { page } = await open('/reset-password?email=someone%40example.com', 'en');
    const text = await deepText(page);
    expect(text).toContain('Reset password');
    expect(text).toContain('Incomplete link');
    // Without its token the link cannot reset anything: no form under the notice.
    expect(await page.locator('#reset-email').count()).toBe(0);
    await page.goto(e2e.url('/reset-password?email=someone%40example.com&token=t'));
    await page.locator('#reset-email').waitFor();
    expect(await page.locator('#reset-email').inputValue()).toBe('someone@example.com');
    await newPw(page).fill('x1');
    await confirmPw(page).fill('x2');
    await expect.poll(() => deepText(page)).toContain('Passwords do not match');
  });
});

describe('accessibility (axe, serious and critical)', () => {
  for (const path of ['/enable-member?email=a%40b.it&token=t', '/reset-password?email=a%40b.it&token=t'])
    for (const mode of ['light', 'dark'] as const)
      it(`${path.split('?')[0]} in ${mode} mode`, async () => {
        const { page } = await open(path, mode === 'dark' ? 'en' : 'it', mode);
        await newPw(page).fill('abc');
        await confirmPw(page).fill('abd');
        await expect.poll(() => confirmPw(page).getAttribute('aria-invalid')).toBe('true');
        expect(await runAxe(page)).toEqual([]);
      });
});

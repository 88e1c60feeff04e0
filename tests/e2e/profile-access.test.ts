// Issue 39 in the Profile screen: API tokens and sessions, by keyboard only, against the real server.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deepText, runAxe } from '../helpers/browser.js';
import { ADMIN, useE2E, type Lang, type Mode } from '../helpers/e2e.js';

const e2e = useE2E({ warmUp: '/login' });
const PHONE = { width: 390, height: 844 };

/** The focused element through shadow roots: its tag, text, accessible label, data-part and id; null on body. */
const focused = (page: Page) =>
  page.evaluate(`(() => {
    let el = document.activeElement;
    while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
    if (!el || el === document.body) return null;
    return { tag: el.tagName.toLowerCase(), text: (el.textContent || '').trim().slice(0, 80), label: el.getAttribute('aria-label') || '', part: el.getAttribute('data-part') || '', id: el.id || '', name: el.getAttribute('name') || '', value: el.value === undefined ? null : String(el.value) };
  })()`) as Promise<{ tag: string; text: string; label: string; part: string; id: string; name: string; value: string | null } | null>;

type Focus = NonNullable<Awaited<ReturnType<typeof focused>>>;

/** Tab (forwards, or backwards) until the focus is on what `match` accepts; fails after `max` presses. */
async function tabTo(page: Page, match: (f: Focus) => boolean, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const f = await focused(page);
    if (f && match(f)) return f;
  }
  throw new Error(`tabTo: nothing matched after ${max} presses (last: ${JSON.stringify(await focused(page))})`);
}

/** Whether an API call with `token` is let in (status of GET /v1/members?limit=1). */
const statusWith = async (token: string, path = 'members?limit=1') => (await e2e.api(path, { token })).status;

async function open(lang: Lang, opts: { mode?: Mode; viewport?: { width: number; height: number }; token?: string } = {}) {
  const token = opts.token ?? (await e2e.login());
  const { page, context } = await e2e.open('/profile', {
    lang,
    mode: opts.mode ?? 'light',
    token,
    ...(opts.viewport ? { viewport: opts.viewport } : {}),
  });
  await page.locator('[data-part=sessions-card] [data-part=session-row]').first().waitFor();
  await page.locator('[data-part=tokens-card] h2').waitFor();
  return { page, context, token };
}

describe('/profile › API tokens and sessions (issue 39)', () => {
  it('creates a token by keyboard, copies it, uses it, revokes it', { timeout: 120_000 }, async () => {
    const { page, context } = await open('en');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.url('') });
    await tabTo(page, (f) => f.part === 'create-token');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    // The form's own check: nothing typed, both errors next to their fields, the focus on the first.
    await tabTo(page, (f) => f.tag === 'button' && f.text === 'Create token');
    await page.keyboard.press('Enter');
    await dialog.getByText('Enter a name for the token.').waitFor();
    expect(await dialog.getByText('Choose at least one scope.').count()).toBe(1);
    await expect.poll(async () => (await focused(page))?.id).toBe('token-name');
    await page.keyboard.type('CI export');
    // members:read is the first checkbox; Space ticks it.
    await tabTo(page, (f) => f.tag === 'input' && f.value === 'members:read');
    await page.keyboard.press('Space');
    await tabTo(page, (f) => f.tag === 'select');
    expect((await focused(page))?.value).toBe('90');
    await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await focused(page))?.value).toBe('30');
    // The owner may choose Never: a warning says what it means.
    expect(await dialog.locator('option[value=never]').count()).toBe(1);
    expect(await dialog.locator('[data-part=never-warning]').count()).toBe(0);
    await tabTo(page, (f) => f.tag === 'button' && f.text === 'Create token');
    await page.keyboard.press('Enter');

    await dialog.locator('[data-part=token-value]').waitFor();
    expect(await deepText(page)).toContain('you will not see it again');
    // The form is gone: the focus is on the value, not lost to the page.
    await expect.poll(async () => (await focused(page))?.id).toBe('profile-token-value');
    const value = await dialog.locator('#profile-token-value').inputValue();
    expect(value).toMatch(/^bo_/);
    await tabTo(page, (f) => f.part === 'copy-token');
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.locator('[role=status][data-part=copy-status]').textContent()).toBe('Copied');
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(value);

    const listed = await e2e.data<{ name: string; scopes: string[]; expiresAt: string; prefix: string }[]>('tokens');
    const mine = listed.find((k) => value.startsWith(k.prefix))!;
    expect(mine).toMatchObject({ name: 'CI export', scopes: ['members:read'] });
    const days = (Date.parse(mine.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(31);
    expect(await statusWith(value)).toBe(200);
    // A scope it was not given is refused.
    expect((await e2e.api('members/disable', { token: value, json: { memberIds: [] } })).status).toBe(403);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page))?.part).toBe('create-token');
    const row = page.locator('[data-part=token-row]', { hasText: 'CI export' });
    await row.waitFor();
    expect(await row.textContent()).toContain(`${mine.prefix}…`);
    expect(await row.textContent()).toContain('members:read');

    await tabTo(page, (f) => f.label === 'Revoke CI export');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Revoke “CI export”?');
    await tabTo(page, (f) => f.part === 'confirm-revoke');
    await page.keyboard.press('Enter');
    await page.getByText('Token “CI export” revoked').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page))?.id).toBe('profile-tokens-title');
    await row.locator('[data-tone=danger]', { hasText: 'Revoked' }).waitFor();
    expect(await row.locator('[data-part=token-revoke]').count()).toBe(0);
    expect(await statusWith(value)).toBe(401);
  });

  it('is axe-clean at 1280 and 390, in Italian and English, light and dark; nothing clipped at 320', { timeout: 180_000 }, async () => {
    // A token that never expires and one used once, so every state of a row is drawn.
    await e2e.data('tokens', { json: { name: 'Nightly sync', scopes: ['admin', 'audit:read'], expiresInDays: null } });
    const { page } = await open('it');
    await page.locator('[data-part=never-expires]').first().waitFor();
    const app = page.locator('admin-app');
    const shots = process.env.SHOTS_DIR;
    for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
      await page.setViewportSize(viewport);
      for (const lang of ['it', 'en'] as Lang[])
        for (const mode of ['light', 'dark'] as Mode[]) {
          await app.evaluate((el, [l, m]) => (el.setAttribute('lang', l!), el.setAttribute('mode', m!)), [lang, mode]);
          await page.locator(`[data-part=sessions-card] h2`, { hasText: lang === 'it' ? 'Sessioni' : 'Sessions' }).waitFor();
          await expect.poll(() => app.getAttribute('data-mode')).toBe(mode);
          expect(await runAxe(page), `${viewport.width} ${lang} ${mode}`).toEqual([]);
          if (shots && mode === 'light')
            await page.screenshot({ path: `${shots}/profile-access-${viewport.width}-${lang}.png`, fullPage: true });
        }
    }
    // The create dialog with the Never warning, axe-clean in dark mode on a phone.
    await page.locator('[data-part=create-token]').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('select').selectOption('never');
    await dialog.locator('[data-part=never-warning]').waitFor();
    expect(await runAxe(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/profile-access-dialog-390-en.png` });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 320, height: 700 });
    const overflow = await page.evaluate(`(() => {
      const root = document.querySelector('admin-app').shadowRoot;
      const cards = [...root.querySelectorAll('[data-part=sessions-card], [data-part=tokens-card]')];
      return { doc: document.documentElement.scrollWidth, cards: cards.map((c) => c.scrollWidth - c.clientWidth) };
    })()`);
    const { doc, cards } = overflow as { doc: number; cards: number[] };
    expect(doc).toBeLessThanOrEqual(320);
    expect(cards.every((d) => d <= 0)).toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/profile-access-320-en.png`, fullPage: true });
  });

  it('signs in from the UI as a "ui" session; signs one session out, then every other', { timeout: 120_000 }, async () => {
    // Signing in from the page: its session says it came from the back-office in a browser.
    const { page } = await e2e.open('/login', { lang: 'en', token: null });
    await page.locator('input[type=email]').waitFor();
    await tabTo(page, (f) => f.name === 'email', { max: 20 });
    await page.keyboard.type(ADMIN.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    const uiToken = (await page.evaluate('localStorage.getItem("auth_token")')) as string;
    expect(uiToken).toBeTruthy();
    const sessions = await e2e.data<{ client: string; current: boolean; userAgent: string }[]>('sessions', { token: uiToken });
    expect(sessions.find((s) => s.current)).toMatchObject({ client: 'ui' });
    expect(sessions.find((s) => s.current)!.userAgent).toMatch(/Chrome/);

    // Two more sessions from scripts (API sign-ins).
    const second = await e2e.login();
    const third = await e2e.login();
    await page.goto(e2e.url('/profile'));
    const card = page.locator('[data-part=sessions-card]');
    const current = card.locator('[data-part=session-row][data-current]');
    await current.waitFor();
    expect(await current.textContent()).toContain('This device');
    expect(await current.textContent()).toContain('Back-office'); // the client's word, as Team and Activity say it
    expect(await current.locator('button').count()).toBe(0);
    const others = card.locator('[data-part=session-row]:not([data-current])');
    await expect.poll(() => others.count()).toBeGreaterThanOrEqual(2);
    const otherCount = await others.count();

    // Each Sign out names its session and when it began: no two buttons share a name (issue 39, keyboard trial).
    const names = await card.locator('[data-part=session-sign-out]').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^Sign out .+, signed in .+/);
    // This device comes first (issue 39, round 5).
    expect(await card.locator('[data-part=session-row]').first().getAttribute('data-current')).not.toBeNull();

    // Sign out the newest API session ("third") by keyboard: a confirmation first, then its row goes and the focus
    // moves to the next row's button.
    const ids = await e2e.data<{ id: string; current: boolean; createdAt: string }[]>('sessions', { token: third });
    const thirdId = ids.find((s) => s.current)!.id;
    const button = card.locator(`[data-session-id="${thirdId}"] [data-part=session-sign-out]`);
    const label = (await button.getAttribute('aria-label'))!;
    await tabTo(page, (f) => f.part === 'session-sign-out' && f.label === label, { max: 120 });
    // Enter asks first; Escape keeps the session and gives the focus back to its button.
    await page.keyboard.press('Enter');
    const confirmDialog = page.getByRole('dialog');
    await confirmDialog.waitFor();
    const agent = (await card.locator(`[data-session-id="${thirdId}"] [data-part=session-agent]`).textContent())!;
    expect(await confirmDialog.textContent()).toContain(`Sign out ${agent}?`);
    await expect.poll(async () => (await focused(page))?.text).toBe('Cancel');
    await page.keyboard.press('Escape');
    await confirmDialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page))?.label).toBe(label);
    expect(await others.count()).toBe(otherCount);
    expect(await statusWith(third, 'accounts/member')).toBe(200);
    // Enter, then the confirmation's Sign out: that session ends, the next one stays.
    await page.keyboard.press('Enter');
    await confirmDialog.waitFor();
    await tabTo(page, (f) => f.part === 'confirm-sign-out');
    await page.keyboard.press('Enter');
    await page.getByText(`Signed out: ${agent}`).waitFor();
    await card.locator(`[data-session-id="${thirdId}"]`).waitFor({ state: 'detached' });
    await confirmDialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await focused(page))?.part).toBe('session-sign-out');
    expect(await others.count()).toBe(otherCount - 1);
    expect(await statusWith(third, 'accounts/member')).toBe(401);
    expect(await statusWith(second, 'accounts/member')).toBe(200);

    // Sign out everywhere else: the confirmation counts them; then the empty state, the focus on the heading.
    await tabTo(page, (f) => f.part === 'sign-out-others', { back: true, max: 120 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const n = otherCount - 1;
    expect(await dialog.textContent()).toContain(`${n} other ${n === 1 ? 'session' : 'sessions'} will be signed out`);
    await tabTo(page, (f) => f.part === 'confirm-sign-out-others');
    await page.keyboard.press('Enter');
    await page.getByText(`${n} ${n === 1 ? 'session' : 'sessions'} signed out`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('No other sessions').waitFor();
    await expect.poll(async () => (await focused(page))?.id).toBe('profile-sessions-title');
    expect(await statusWith(second, 'accounts/member')).toBe(401);
    expect(await statusWith(uiToken, 'accounts/member')).toBe(200);
  });
});

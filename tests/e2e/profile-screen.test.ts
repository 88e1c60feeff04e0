import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deepText, runAxe } from '../helpers/browser.js';
import { ADMIN, useE2E, type Lang, type Mode } from '../helpers/e2e.js';

const e2e = useE2E({ warmUp: '/login' });

async function token(email: string, password: string): Promise<string | null> {
  const res = await e2e.api('auth/login', { json: { email, password }, token: null });
  if (!res.ok) return null;
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}
const member = (tok: string) => e2e.data<Record<string, unknown>>('accounts/member', { token: tok });

/** Signed in as the admin with a new token (a test here changes the password, which revokes the earlier ones), language and mode set on the first load. */
async function open(lang: Lang, mode: Mode = 'light') {
  const tok = await e2e.login();
  const { context: ctx, page } = await e2e.open('/profile', { lang, mode, token: tok });
  await page.locator('dd[data-field=email]').waitFor();
  return { ctx, page, tok };
}

const field = (page: Page, f: string) => page.locator(`dd[data-field=${f}]`);
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

describe('/profile', () => {
  it('shows the details card in English and in Italian', async () => {
    const { ctx, page } = await open('en');
    expect(await field(page, 'email').textContent()).toBe('admin@example.com');
    const text = await deepText(page);
    for (const label of ['Email', 'Username', 'First name', 'Last name', 'Edit profile', 'Change password']) expect(text).toContain(label);
    await ctx.close();
    const it_ = await open('it');
    const testo = await deepText(it_.page);
    for (const label of ['Profilo', 'Nome', 'Cognome', 'Modifica profilo', 'Cambia password']) expect(testo).toContain(label);
  });

  it('edits the profile: saved, toasted, dialog closed, dash for an emptied field', async () => {
    const { page, tok } = await open('en');
    await button(page, 'Edit profile').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('#profile-first-name').fill('Grace');
    await dialog.locator('#profile-last-name').fill('');
    await button(page, 'Save').click();
    await page.getByText('Profile updated. Changes saved successfully.').waitFor();
    expect(await deepText(page)).toContain('Success');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => field(page, 'firstName').textContent()).toBe('Grace');
    expect(await field(page, 'lastName').textContent()).toBe('—');
    const saved = await member(tok);
    expect(saved.firstName).toBe('Grace');
    expect(saved.lastName ?? '').toBe('');
  });

  it('is optimistic and rolls back on error, keeping the typed input (Italian)', async () => {
    const { page } = await open('it');
    const before = await field(page, 'username').textContent();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/v1/accounts/members', async (route) => {
      await gate;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 400, message: 'username is taken' }),
      });
    });
    await button(page, 'Modifica profilo').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#profile-username').fill('optimistic-name');
    await button(page, 'Salva').click();
    // Optimistic: the card shows the new value before the server answers.
    await expect.poll(() => field(page, 'username').textContent()).toBe('optimistic-name');
    release();
    await page.locator('[data-type=error]').first().waitFor();
    expect(await deepText(page)).toContain('username is taken');
    await expect.poll(() => field(page, 'username').textContent()).toBe(before);
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.locator('#profile-username').inputValue()).toBe('optimistic-name');
  });

  it('changes the password: live mismatch, update says what is missing, error keeps input, success signs out to /login after 2 s', async () => {
    const { page } = await open('it');
    await button(page, 'Cambia password').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const update = button(page, 'Aggiorna');
    // Enabled while empty (WCAG 3.3.2): pressed, it marks the three fields, the focus on the current password.
    expect(await update.isDisabled()).toBe(false);
    await update.click();
    for (const id of ['#password-current', '#password-new', '#password-confirm'])
      await expect.poll(() => dialog.locator(id).getAttribute('aria-invalid'), { message: id }).toBe('true');
    await dialog.locator('#password-current').fill('wrong-password');
    await dialog.locator('#password-new').fill('new-admin-pass');
    await expect.poll(() => dialog.locator('[role=meter]').getAttribute('aria-valuenow')).toBe('100');
    await dialog.locator('#password-confirm').pressSequentially('new-adm');
    await expect.poll(() => deepText(page)).toContain('Le password non corrispondono');
    await dialog.locator('#password-confirm').pressSequentially('in-pass');
    expect(await deepText(page)).not.toContain('Le password non corrispondono');

    await update.click();
    // A wrong current password is said next to that field (code wrong_current_password), not in a toast.
    await dialog.locator('#password-current[aria-invalid=true]').waitFor();
    expect(await dialog.textContent()).toContain('La password attuale non è corretta');
    expect(await dialog.locator('#password-new').inputValue()).toBe('new-admin-pass');
    expect(await dialog.locator('#password-confirm').inputValue()).toBe('new-admin-pass');
    expect(new URL(page.url()).pathname).toBe('/profile');

    await dialog.locator('#password-current').fill(ADMIN.password);
    const started = Date.now();
    try {
      await update.click();
      await page.getByText('Password aggiornata', { exact: false }).first().waitFor();
      // Still on /profile while the toast is read, then a full-page load of /login.
      expect(new URL(page.url()).pathname).toBe('/profile');
      await page.waitForURL((u) => u.pathname === '/login', { timeout: 10_000, waitUntil: 'load' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
      await page.locator('input[type=email]').first().waitFor();
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
      expect(await token(ADMIN.email, 'new-admin-pass')).not.toBeNull();
      expect(await token(ADMIN.email, ADMIN.password)).toBeNull();
    } finally {
      // Restore the demo password for the next tests.
      const tok = await token(ADMIN.email, 'new-admin-pass');
      if (tok)
        await e2e.api('accounts/password', {
          method: 'PATCH',
          token: tok,
          json: { oldPassword: 'new-admin-pass', password: ADMIN.password },
        });
    }
  });
});

describe('accessibility (axe, serious and critical)', () => {
  for (const mode of ['light', 'dark'] as const)
    it(`/profile and its dialogs in ${mode} mode`, async () => {
      const { page } = await open(mode === 'dark' ? 'en' : 'it', mode);
      expect(await runAxe(page)).toEqual([]);
      await page
        .locator('button')
        .filter({ hasText: mode === 'dark' ? 'Change password' : 'Cambia password' })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      await page.locator('#password-new').fill('abc');
      await page.locator('#password-confirm').fill('abd');
      await page.locator('#password-confirm[aria-invalid=true]').waitFor();
      expect(await runAxe(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page
        .locator('button')
        .filter({ hasText: mode === 'dark' ? 'Edit profile' : 'Modifica profilo' })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
      expect(await runAxe(page)).toEqual([]); // runAxe waits for the dialog's entry animation
    });
});

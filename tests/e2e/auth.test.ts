import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deepText } from '../helpers/browser.js';
import { useE2E, type Lang } from '../helpers/e2e.js';

const e2e = useE2E();

/** Signed out; without `lang` nothing is stored (the page's own default, Italian). */
const open = (path: string, lang?: Lang) => e2e.open(path, { token: null, lang: lang ?? null });

export async function signIn(page: Page, email: string, password: string) {
  await page.locator('admin-app input[name=email]').fill(email);
  await page.locator('admin-app input[name=password]').fill(password);
  await page.locator('admin-app button[type=submit]').click();
}

describe('sign-in', () => {
  it('an unauthenticated visit to /home goes to /login', async () => {
    const { page } = await open('/home');
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/home');
    await expect(page.locator('admin-app h1').textContent()).resolves.toBe('Accedi al back-office');
  });

  it('signs the admin in: /home shows the greeting and the totals', async () => {
    const { context, page } = await open('/login');
    await signIn(page, '  Admin@Example.com ', 'demo-admin');
    await page.waitForURL('**/home');
    await expect(page.locator('admin-app [data-part=greeting]').textContent()).resolves.toBe('Ciao, Ada');
    await page.locator('admin-app [data-part=total-value]').first().waitFor();
    const totals = await page.locator('admin-app [data-part=total-value]').allTextContents();
    expect(totals).toHaveLength(3);
    totals.forEach((v) => expect(Number(v.replace(/\D/g, ''))).toBeGreaterThan(0));
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'auth_token')).toBeTruthy();
  });

  it('sends a member without IamGOD to /unauthorized and clears the token', async () => {
    const { page } = await open('/login');
    await signIn(page, 'member@example.com', 'demo-member');
    await page.waitForURL('**/unauthorized');
    await page.locator('admin-app h1').filter({ hasText: 'Accesso non autorizzato' }).waitFor();
    expect(await page.evaluate(`localStorage.getItem('auth_token')`)).toBeNull();
    await page.locator('admin-app button', { hasText: 'Torna alla home' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
  });

  it('says a wrong password in the form, not in a toast, and stays on /login', async () => {
    const { page } = await open('/login');
    await signIn(page, 'admin@example.com', 'wrong-password');
    const failure = page.locator('admin-app form [role=alert][data-part=form-error]');
    await failure.waitFor();
    // One line, no "Errore" heading above it (design round 13).
    expect(await failure.textContent()).toBe('Email o password non validi');
    expect(await page.locator('admin-app [data-scope=toast][data-part=root]').count()).toBe(0);
    expect(page.url()).toMatch(/\/login$/);
  });

  it('works in English too', async () => {
    const { page } = await open('/login', 'en');
    await expect(page.locator('admin-app h1').textContent()).resolves.toBe('Sign in to the back-office');
    await signIn(page, 'admin@example.com', 'demo-admin');
    await page.waitForURL('**/home');
    await expect(page.locator('admin-app [data-part=greeting]').textContent()).resolves.toBe('Hello, Ada');
    expect(await deepText(page)).toContain('Developed by');
  });

  it('opens the reset-password dialog and confirms with a toast', async () => {
    const { page } = await open('/login');
    await page.locator('admin-app button', { hasText: 'Password dimenticata?' }).click();
    const dialog = page.locator('admin-app [role=dialog]');
    await dialog.waitFor();
    await dialog.locator('input[name=reset-email]').fill('admin@example.com');
    await dialog.locator('button[type=submit]').click();
    await dialog.waitFor({ state: 'detached' });
    const toast = page.locator('admin-app [data-scope=toast][data-part=root]');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Reimposta password');
    // The stated text ('password changed successfully') would tell the user something false after a
    // mere request: the description says a link is on its way (see the closing note).
    expect(await toast.textContent()).toContain('è in arrivo un link');
    await page.locator('admin-app button', { hasText: 'Password dimenticata?' }).click();
    await dialog.waitFor();
    expect(await dialog.locator('input[name=reset-email]').inputValue()).toBe('');
  });
});

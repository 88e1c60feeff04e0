// Issue 33, item 2 in a real browser: the device cookie a sign-in sets (HttpOnly, SameSite=Strict, on
// /v1/auth) lets that browser back in while an attack keeps the account locked for unknown clients, and a
// browser the account does not know is told, in its language, what the lock is and how to get in now.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from '../helpers/e2e.js';
import { guessFrom as guess } from '../helpers/guess.js';

const e2e = useE2E();

const signIn = async (page: Page, email: string, password: string) => {
  await page.locator('admin-app input[name=email]').fill(email);
  await page.locator('admin-app input[name=password]').fill(password);
  await page.locator('admin-app button[type=submit]').click();
};

/** A wrong sign-in from a given loopback address: an attacker's. */
const guessFrom = (from: string, email: string, password: string) => guess(e2e.url('/v1/auth/login'), from, email, password);

describe('sign-in lockout', () => {
  it('a browser that signed in before gets back in during an attack; a new one is told what to do', async () => {
    const known = await e2e.open('/login', { token: null });
    await signIn(known.page, 'admin@example.com', 'demo-admin');
    await known.page.waitForURL('**/home');
    const device = (await known.context.cookies()).find((c) => c.name.startsWith('bo_device_'));
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/v1/auth' });
    // Signed out on this machine (the session is gone, the device cookie stays, as after a sign-out).
    await known.context.clearCookies();
    await known.context.addCookies([device!]);
    await known.page.evaluate(`localStorage.removeItem('auth_token')`);

    for (let i = 0; i < 20; i++) expect(await guessFrom(`127.0.2.${i + 1}`, 'admin@example.com', `guess-${i}`)).toBe(401);

    const fresh = await e2e.open('/login', { token: null });
    await signIn(fresh.page, 'admin@example.com', 'demo-admin');
    const failure = fresh.page.locator('admin-app form [data-part=form-error]');
    await failure.waitFor();
    const text = await failure.textContent();
    expect(text).toContain('bloccato per i dispositivi nuovi');
    expect(text).toMatch(/attendi \d+ min/);
    expect(text).toContain('“Password dimenticata?”');
    expect(fresh.page.url()).toMatch(/\/login$/);

    const english = await e2e.open('/login', { token: null, lang: 'en' });
    await signIn(english.page, 'admin@example.com', 'demo-admin');
    const enFailure = english.page.locator('admin-app form [data-part=form-error]');
    await enFailure.waitFor();
    expect(await enFailure.textContent()).toContain('sign in from a browser or CLI profile you used before');

    await known.page.goto(e2e.url('/login'));
    await signIn(known.page, 'admin@example.com', 'demo-admin');
    await known.page.waitForURL('**/home');
  });
});

// Cookies the back-office writes in Chromium (spec section 9), read with context.cookies():
// auth_token (7 days, Secure, SameSite=Strict, path /), preferredLanguage (1 year), sidebar:state (7 days).
import type { Cookie } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BARE, useE2E } from '../helpers/e2e.js';

const e2e = useE2E();

const DAY = 24 * 3600;
/** Seconds from now until the cookie expires. */
const ttl = (c: Cookie) => c.expires - Date.now() / 1000;

describe('cookies', () => {
  it('auth_token, preferredLanguage and sidebar:state have the flags and lifetimes of the spec', async () => {
    const { context, page } = await e2e.open('/login', BARE);
    await page.locator('admin-app input[name=email]').fill('admin@example.com');
    await page.locator('admin-app input[name=password]').fill('demo-admin');
    await page.locator('admin-app button[type=submit]').click();
    await page.waitForURL('**/home');
    await page.locator('admin-app [data-part=total-value]').first().waitFor();

    const find = async (name: string) => (await context.cookies()).find((c) => c.name === name);
    const auth = await find('auth_token');
    expect(auth).toBeTruthy();
    expect(auth).toMatchObject({ secure: true, sameSite: 'Strict', path: '/' });
    expect(ttl(auth!)).toBeGreaterThan(7 * DAY - 3600);
    expect(ttl(auth!)).toBeLessThanOrEqual(7 * DAY + 60);
    expect(auth!.value.split('.')).toHaveLength(3); // the JWT itself

    await page.goto(e2e.url('/settings'));
    await page.locator('admin-app [data-choice=en]').click();
    await expect.poll(async () => (await find('preferredLanguage'))?.value).toBe('en');
    const lang = (await find('preferredLanguage'))!;
    expect(lang.path).toBe('/');
    expect(ttl(lang)).toBeGreaterThan(365 * DAY - 3600);
    expect(ttl(lang)).toBeLessThanOrEqual(365 * DAY + 60);

    await page.locator('admin-app aside[data-part=sidebar]').waitFor();
    await page.keyboard.press('Control+b');
    await expect.poll(async () => (await find('sidebar:state'))?.value).toBe('false');
    const sidebar = (await find('sidebar:state'))!;
    expect(sidebar.path).toBe('/');
    expect(ttl(sidebar)).toBeGreaterThan(7 * DAY - 3600);
    expect(ttl(sidebar)).toBeLessThanOrEqual(7 * DAY + 60);
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { deepText, runAxe } from '../helpers/browser.js';
import { useE2E, type Lang, type Mode } from '../helpers/e2e.js';

const e2e = useE2E({ warmUp: '/login' });

async function open(lang: Lang, mode: Mode = 'light') {
  const { context: ctx, page } = await e2e.open('/settings', { lang, mode });
  await page.locator('[data-choice=it]').waitFor();
  return { ctx, page };
}

const radio = (page: Page, value: string) => page.locator(`[data-choice=${value}] input[type=radio]`);
const host = (page: Page) => page.locator('admin-app');
const h1 = (page: Page) => page.locator('h1').first().textContent();

describe('/settings', () => {
  it('switches the language at once with radio cards and stores preferredLanguage (cookie 1 year, path /)', async () => {
    const { ctx, page } = await open('it');
    expect(await h1(page)).toBe('Impostazioni');
    expect(await radio(page, 'it').isChecked()).toBe(true);
    expect(await page.locator('[data-choice=it]').getAttribute('data-state')).toBe('checked');
    expect(await radio(page, 'en').isChecked()).toBe(false);
    await page.locator('[data-choice=en]').click();
    await expect.poll(() => h1(page)).toBe('Settings');
    expect(await radio(page, 'en').isChecked()).toBe(true);
    expect(await page.locator('[data-choice=en]').getAttribute('data-state')).toBe('checked');
    expect(await page.evaluate(() => localStorage.getItem('preferredLanguage'))).toBe('en');
    const cookie = (await ctx.cookies()).find((c) => c.name === 'preferredLanguage');
    expect(cookie?.value).toBe('en');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.reload();
    await expect.poll(() => h1(page)).toBe('Settings');
    // Keyboard: arrows move within the radio group.
    await radio(page, 'en').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => h1(page)).toBe('Impostazioni');
  });

  it('picks the Ocean theme and the dark, light and system modes (English)', async () => {
    const { page } = await open('en');
    expect(await radio(page, 'default').isChecked()).toBe(true);
    await page.locator('[data-choice=ocean]').click();
    await expect.poll(() => host(page).getAttribute('data-theme')).toBe('ocean');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('ocean');
    await page.locator('[data-choice=dark]').click();
    await expect.poll(() => host(page).getAttribute('data-mode')).toBe('dark');
    // Read once its colours have turned (a transition): the chosen card is not white in dark mode.
    await expect
      .poll(() => page.locator('[data-choice=dark]').evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe('rgb(255, 255, 255)');
    await page.locator('[data-choice=light]').click();
    await expect.poll(() => host(page).getAttribute('data-mode')).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.locator('[data-choice=system]').click();
    await expect.poll(() => host(page).getAttribute('data-mode')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('mode'))).toBe('system');
    await page.locator('[data-choice=default]').click();
    await expect.poll(() => host(page).getAttribute('data-theme')).toBe('default');
    const text = await deepText(page);
    for (const s of ['Theme', 'Default', 'Ocean', 'Mode', 'Light', 'Dark', 'System', 'Designed and developed by', 'Officina Web Studio'])
      expect(text).toContain(s);
  });

  it('opens the shared change-password dialog (Italian)', async () => {
    const { page } = await open('it');
    await page.getByRole('button', { name: 'Cambia password', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.locator('#password-current').count()).toBe(1);
    await dialog.locator('#password-new').fill('abc');
    await dialog.locator('#password-confirm').fill('abx');
    await expect.poll(() => deepText(page)).toContain('Le password non corrispondono');
    // Update stays enabled (WCAG 3.3.2): pressed, it marks the empty current password (which gets the focus) and the
    // confirmation that differs.
    await page.getByRole('button', { name: 'Aggiorna', exact: true }).click();
    await expect
      .poll(() => dialog.locator('#password-current').evaluate((el) => (el.getRootNode() as ShadowRoot).activeElement === el))
      .toBe(true);
    expect(await dialog.locator('#password-confirm').getAttribute('aria-invalid')).toBe('true');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('footer svg[role=img]').count()).toBeGreaterThan(0);
    expect(await deepText(page)).toContain('Progettato e sviluppato da');
  });
});

describe('embedded elements (no <admin-app>)', () => {
  it('<admin-settings> and <admin-profile> render alone in their shadow roots and share the language', async () => {
    const { page } = await open('en');
    // Same origin, same bundle: swap the app for the two panels; the lazy loader defines them.
    await page.evaluate(() => {
      document.querySelector('admin-app')?.remove();
      document.body.insertAdjacentHTML('beforeend', '<admin-settings></admin-settings><admin-profile></admin-profile>');
    });
    await page.locator('admin-settings [data-choice=it]').waitFor();
    await page.locator('admin-profile dd[data-field=email]').waitFor();
    expect(await page.evaluate(() => !!document.querySelector('admin-settings')?.shadowRoot)).toBe(true);
    expect(await page.locator('admin-profile dd[data-field=email]').textContent()).toBe('admin@example.com');
    await page.locator('admin-settings [data-choice=it]').click();
    await expect.poll(() => page.locator('admin-profile h1').textContent()).toBe('Profilo');
    await page.locator('admin-settings [data-choice=dark]').click();
    await expect.poll(() => page.locator('admin-profile').getAttribute('data-mode')).toBe('dark');
    // The dialog portals inside the settings element's shadow root.
    await page.locator('admin-settings').getByRole('button', { name: 'Cambia password', exact: true }).click();
    await page.locator('admin-settings').getByRole('dialog').waitFor();
    expect(await page.evaluate(() => !!document.querySelector('admin-settings')?.shadowRoot?.querySelector('[role=dialog]'))).toBe(true);
  });
});

describe('accessibility (axe, serious and critical)', () => {
  for (const mode of ['light', 'dark'] as const)
    for (const theme of ['default', 'ocean'] as const)
      it(`/settings in ${mode} mode, ${theme} theme`, async () => {
        const { page } = await open(mode === 'dark' ? 'en' : 'it', mode);
        await page.locator(`[data-choice=${theme}]`).click();
        await expect.poll(() => host(page).getAttribute('data-mode')).toBe(mode);
        await page.locator(`[data-choice=${theme}][data-state=checked]`).waitFor();
        expect(await runAxe(page)).toEqual([]); // runAxe waits for transitions to finish
      });
});

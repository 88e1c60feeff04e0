// Issue 38, item 1: a submit of a password form (Profile › Change password, reset, activation) says what is wrong
// with EVERY field at once: each field marked with its translated error under it, the first focused (said with its
// error); what was typed stays. Before, a new password that was too short was said only by the server, after the
// empty fields were filled: one error at a time. Design round 13: no summary box above the fields repeating their
// errors (one error pattern, inline).
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { runAxe } from '../helpers/browser.js';
import { useE2E, type Lang } from '../helpers/e2e.js';

const e2e = useE2E({ warmUp: '/reset-password' });

const TEXT = {
  en: {
    current: 'Enter your current password',
    tooShort: 'The password is too short: use at least 8 characters',
    newEmpty: 'Enter the new password',
    confirmEmpty: 'Enter the new password again',
    mismatch: 'Passwords do not match',
  },
  it: {
    current: 'Inserisci la password attuale',
    tooShort: 'La password è troppo corta: usa almeno 8 caratteri',
    newEmpty: 'Inserisci la nuova password',
    confirmEmpty: 'Inserisci di nuovo la nuova password',
    mismatch: 'Le password non corrispondono',
  },
} as const;

/** The texts that describe an input (its aria-describedby, resolved in its own root). */
const described = (input: Locator) =>
  input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => (el.getRootNode() as Document | ShadowRoot).getElementById(id)?.textContent ?? ''),
  );
/** The id of the focused element, through shadow roots. */
const focusedId = (page: Page) =>
  page.evaluate(() => {
    let a: Element | null = document.activeElement;
    while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
    return a?.id ?? a?.tagName ?? null;
  });
/** No summary box: the errors are said under their fields only. */
const noSummary = async (scope: Locator | Page) => {
  expect(await scope.locator('[data-part=error-summary]').count()).toBe(0);
  expect(await scope.locator('[role=alert]').count()).toBe(0);
};

/** Each field invalid, its error the first text that describes it. */
async function expectErrors(scope: Locator | Page, errors: Record<string, string>) {
  for (const [id, text] of Object.entries(errors)) {
    const input = scope.locator(`#${id}`);
    await expect.poll(() => input.getAttribute('aria-invalid'), { message: id }).toBe('true');
    expect((await described(input))[0], id).toBe(text);
  }
}

describe('password forms say every error at once', () => {
  for (const lang of ['en', 'it'] as const satisfies Lang[])
    it(`Profile › Change password (${lang}): three errors under their fields, the first focused, no summary; typed text kept`, async () => {
      const tok = await e2e.login();
      const { page } = await e2e.open('/profile', { lang, token: tok });
      await page.locator('dd[data-field=email]').waitFor();
      await page.getByRole('button', { name: lang === 'en' ? 'Change password' : 'Cambia password', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.locator('#password-current').waitFor();
      // A new password too short, the other two left empty: Enter in the new password submits.
      await dialog.locator('#password-new').fill('short1');
      await dialog.locator('#password-new').press('Enter');
      const t = TEXT[lang];
      await expectErrors(dialog, { 'password-current': t.current, 'password-new': t.tooShort, 'password-confirm': t.confirmEmpty });
      await expect.poll(() => focusedId(page)).toBe('password-current');
      // The focus on the first field is the announcement (with its error); nothing repeats the errors above.
      await noSummary(dialog);
      expect(await dialog.locator('#password-new').inputValue()).toBe('short1');
      expect(await runAxe(page)).toEqual([]);
      // Fixing a field clears its own error only.
      await dialog.locator('#password-confirm').fill('short1');
      await expect.poll(() => dialog.locator('#password-confirm').getAttribute('aria-invalid')).not.toBe('true');
      expect(await dialog.locator('#password-current').getAttribute('aria-invalid')).toBe('true');
      expect(new URL(page.url()).pathname).toBe('/profile');
    });

  it('reset (it, 390 px): both fields at once, under them, the new password focused', async () => {
    const { page } = await e2e.open('/reset-password?email=member%40example.com&token=not-a-real-token', {
      lang: 'it',
      token: null,
      viewport: { width: 390, height: 844 },
    });
    await page.locator('#reset-new').waitFor();
    await page.locator('#reset-new').fill('abc');
    await page.locator('form button[type=submit]').focus();
    await page.keyboard.press('Enter');
    const t = TEXT.it;
    await expectErrors(page, { 'reset-new': t.tooShort, 'reset-confirm': t.confirmEmpty });
    await expect.poll(() => focusedId(page)).toBe('reset-new');
    expect(await page.locator('#reset-new').inputValue()).toBe('abc');
    // Nothing was sent: no failure of the link is said; no summary repeats the fields' errors.
    expect(await page.locator('[data-part=form-error]').count()).toBe(0);
    await noSummary(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: '/tmp/wt-d-reset-390.png', fullPage: true });
  });

  it('activation (en): an empty submit marks both; the next submit says the one left, under it', async () => {
    const { page } = await e2e.open('/enable-member?email=a%40b.it&token=t', { lang: 'en', token: null });
    await page.locator('#activation-new').waitFor();
    const submit = page.locator('form button[type=submit]');
    await submit.click();
    const t = TEXT.en;
    await expectErrors(page, { 'activation-new': t.newEmpty, 'activation-confirm': t.confirmEmpty });
    await expect.poll(() => focusedId(page)).toBe('activation-new');
    await noSummary(page);

    await page.locator('#activation-new').fill('long-enough-1');
    await page.locator('#activation-confirm').fill('long-enough-2');
    await submit.click();
    await expectErrors(page, { 'activation-confirm': t.mismatch });
    await expect.poll(() => focusedId(page)).toBe('activation-confirm');
    await noSummary(page);
    expect(await page.locator('#activation-new').getAttribute('aria-invalid')).not.toBe('true');
    expect(await page.locator('#activation-new').inputValue()).toBe('long-enough-1');
  });
});

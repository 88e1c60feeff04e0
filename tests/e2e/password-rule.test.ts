// Issue 33, item 6: every new-password field says the rule (at least 8 characters, no very common password)
// and is described by it (aria-describedby, WCAG 3.3.2), in both languages; the server's refusal
// (password_too_short, password_too_common) is said next to the field, translated, and what was typed stays.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useE2E, type Lang } from '../helpers/e2e.js';

const e2e = useE2E({ warmUp: '/reset-password' });

const RULE = {
  en: 'At least 8 characters. Very common passwords are not accepted.',
  it: 'Almeno 8 caratteri. Le password molto comuni non sono accettate.',
};
const TOO_SHORT = { en: 'The password is too short: use at least 8 characters', it: 'La password è troppo corta: usa almeno 8 caratteri' };
const TOO_COMMON = {
  en: 'This password is one of the most common ones and easy to guess: choose another',
  it: 'Questa password è tra le più comuni e facile da indovinare: scegline un’altra',
};

/** The texts that describe an input (its aria-describedby, resolved in its own root). */
const description = (input: Locator) =>
  input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => (el.getRootNode() as Document | ShadowRoot).getElementById(id)?.textContent ?? `(missing #${id})`),
  );

/** Types a new password in both fields and submits, then waits for the refusal next to the new password. */
async function refusedWith(page: Page, scope: Locator | Page, prefix: string, password: string, submit: Locator, text: string) {
  const input = scope.locator(`#${prefix}-new`);
  await input.fill(password);
  await scope.locator(`#${prefix}-confirm`).fill(password);
  await submit.click();
  await scope.locator(`#${prefix}-new[aria-invalid=true]`).waitFor();
  expect(await description(input)).toEqual([text, expect.any(String)]);
  expect(await input.inputValue()).toBe(password);
  expect(await scope.locator(`#${prefix}-confirm`).inputValue()).toBe(password);
  expect(page.url()).not.toContain('/login');
}

describe('the password rule next to new-password fields', () => {
  for (const lang of ['en', 'it'] as const satisfies Lang[]) {
    it(`activation and reset (${lang}): the rule describes the field; the server's refusals are said under it`, async () => {
      for (const [path, prefix] of [
        ['/enable-member', 'activation'],
        ['/reset-password', 'reset'],
      ] as const) {
        // A link whose token the server does not know: the password is checked before the link.
        const { page } = await e2e.open(`${path}?email=member%40example.com&token=not-a-real-token`, { lang, token: null });
        const input = page.locator(`#${prefix}-new`);
        await input.waitFor();
        expect(await description(input)).toEqual([RULE[lang]]);
        expect(await description(page.locator(`#${prefix}-confirm`))).toEqual([]);
        const submit = page.locator('form button[type=submit]');
        await refusedWith(page, page, prefix, 'short12', submit, TOO_SHORT[lang]);
        // Typing again clears the error; the rule stays.
        await input.fill('short123');
        await expect.poll(() => description(input)).toEqual([RULE[lang]]);
        await refusedWith(page, page, prefix, 'iloveyou', submit, TOO_COMMON[lang]);
      }
    });
  }

  it('change password dialog (it, en): the rule, and a common password refused next to the field', async () => {
    for (const lang of ['it', 'en'] as const) {
      const { page } = await e2e.open('/profile', { lang, token: await e2e.login() });
      await page.getByRole('button', { name: lang === 'it' ? 'Cambia password' : 'Change password', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await description(dialog.locator('#password-new'))).toEqual([RULE[lang]]);
      expect(await description(dialog.locator('#password-current'))).toEqual([]);
      await dialog.locator('#password-current').fill('demo-admin');
      const update = page.getByRole('button', { name: lang === 'it' ? 'Aggiorna' : 'Update', exact: true });
      await refusedWith(page, dialog, 'password', 'Password1', update, TOO_COMMON[lang]);
      await refusedWith(page, dialog, 'password', 'demo', update, TOO_SHORT[lang]);
      // Nothing changed: the admin still signs in with the demo password.
      expect((await e2e.api('auth/login', { json: { email: 'admin@example.com', password: 'demo-admin' }, token: null })).status).toBe(200);
    }
  });
});

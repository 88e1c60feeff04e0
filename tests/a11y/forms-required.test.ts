import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../src/api/contract/constants.js';
import { translate } from '../../src/i18n/index.js';
import { TOAST_DURATION } from '../../src/ui/toast.js';
import { BARE, useE2E, type Lang } from '../helpers/e2e.js';

// WCAG 2.2 AA audit, issue 35: required fields marked and submit buttons that stay enabled and say what is missing
// (3.3.2, item 6), the error of an expired link kept in the form with the way to ask for a new one (2.2.1, item 9),
// and an error that appears while typing said when the field is left (4.1.3, item 11).
const e2e = useE2E({ warmUp: '/login' });

/** The focused element through the shadow roots (null for <body>): its id, name, data-part and tag. */
const ACTIVE = `(() => {
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  if (!el || el === document.body) return null;
  return { id: el.id, name: el.getAttribute('name'), part: el.getAttribute('data-part'), tag: el.tagName.toLowerCase(), text: (el.textContent || '').trim() };
})()`;
interface Active {
  id: string;
  name: string | null;
  part: string | null;
  tag: string;
  text: string;
}
const active = (page: Page) => page.evaluate(ACTIVE) as Promise<Active | null>;

interface FieldInfo {
  required: string | null;
  nativeRequired: boolean;
  invalid: string | null;
  /** The visible text of the label, with its marker. */
  label: string;
  markVisible: boolean;
  /** The texts of the elements the field's aria-describedby names, each with whether it is visible. */
  described: { text: string; visible: boolean }[];
}

/** What assistive technology and the eye get of a field (an input, by locator). */
const fieldInfo = (input: Locator) =>
  input.evaluate((el: HTMLInputElement): FieldInfo => {
    const root = el.getRootNode() as ShadowRoot;
    const shown = (e: Element) => e.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const label = root.querySelector(`label[for="${CSS.escape(el.id)}"]`);
    const mark = label?.querySelector('[data-part=required-mark]');
    return {
      required: el.getAttribute('aria-required'),
      nativeRequired: el.required,
      invalid: el.getAttribute('aria-invalid'),
      label: (label?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      markVisible: !!mark && shown(mark),
      described: (el.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => root.getElementById(id))
        .map((m) => ({ text: (m?.textContent ?? '').trim(), visible: !!m && shown(m) })),
    };
  });

interface Form {
  name: string;
  /** Opens the page (and the dialog) of the form; answers the scope of its fields and its submit button. */
  open(lang: Lang): Promise<{ page: Page; scope: Locator; submit: Locator }>;
  /** The required fields in the order of the form (selectors in the scope), each with its error when left empty. */
  fields: [string, string][];
  /** The same, when the order follows the page's language (the category form: its name first). */
  fieldsFor?(lang: Lang): [string, string][];
}

const LINK = 'email=nobody%40example.com&token=abc123';
const FORMS: Form[] = [
  {
    name: 'new category',
    async open(lang) {
      const { page } = await e2e.open('/categories', { lang });
      await page.locator('admin-app section[data-column="0"] [data-part=add]').click();
      const scope = page.locator('admin-app [role=dialog]');
      await scope.locator('#category-code').waitFor();
      return { page, scope, submit: scope.locator('button[type=submit]') };
    },
    fields: [
      ['#category-name-it', 'categories.form.nameItRequired'],
      ['#category-name-en', 'categories.form.nameEnRequired'],
      ['#category-code', 'categories.form.codeRequired'],
    ],
    fieldsFor: (lang) => {
      const names: [string, string][] = [
        ['#category-name-it', 'categories.form.nameItRequired'],
        ['#category-name-en', 'categories.form.nameEnRequired'],
      ];
      return [...(lang === 'it' ? names : names.reverse()), ['#category-code', 'categories.form.codeRequired']];
    },
  },
  {
    name: 'reset request (Forgot password?)',
    async open(lang) {
      const { page } = await e2e.open('/login', { ...BARE, lang });
      await page.locator('admin-app button', { hasText: translate(lang, 'auth.login.forgotPassword') }).click();
      const scope = page.locator('admin-app [role=dialog]');
      await scope.locator('input[name=reset-email]').waitFor();
      return { page, scope, submit: scope.locator('button[type=submit]') };
    },
    fields: [['input[name=reset-email]', 'auth.resetRequest.emailRequired']],
  },
  {
    name: '/reset-password',
    async open(lang) {
      const { page } = await e2e.open(`/reset-password?${LINK}`, { ...BARE, lang });
      const scope = page.locator('admin-app form');
      await scope.locator('#reset-new').waitFor();
      return { page, scope, submit: scope.locator('button[type=submit]') };
    },
    fields: [
      ['#reset-new', 'account.newPasswordRequired'],
      ['#reset-confirm', 'account.confirmPasswordRequired'],
    ],
  },
  {
    name: '/enable-member',
    async open(lang) {
      const { page } = await e2e.open(`/enable-member?${LINK}`, { ...BARE, lang });
      const scope = page.locator('admin-app form');
      await scope.locator('#activation-new').waitFor();
      return { page, scope, submit: scope.locator('button[type=submit]') };
    },
    fields: [
      ['#activation-new', 'account.newPasswordRequired'],
      ['#activation-confirm', 'account.confirmPasswordRequired'],
    ],
  },
  {
    name: 'change password',
    async open(lang) {
      const { page } = await e2e.open('/profile', { lang });
      const button = page.getByRole('button', { name: translate(lang, 'profile.changePassword'), exact: true });
      await button.click();
      const scope = page.locator('admin-app [role=dialog]');
      await scope.locator('#password-current').waitFor();
      return { page, scope, submit: scope.locator('button[type=submit]') };
    },
    fields: [
      ['#password-current', 'errors.fieldRules.currentPassword'],
      ['#password-new', 'account.newPasswordRequired'],
      ['#password-confirm', 'account.confirmPasswordRequired'],
    ],
  },
];

describe('3.3.2: required fields are marked, in words and as aria-required', () => {
  for (const lang of ['it', 'en'] as Lang[])
    for (const form of FORMS)
      it(`${form.name} (${lang})`, async () => {
        const { scope } = await form.open(lang);
        const mark = translate(lang, 'common.required');
        expect(mark).toMatch(lang === 'it' ? /obbligatorio/ : /required/);
        for (const [selector] of form.fieldsFor?.(lang) ?? form.fields) {
          // A dialog fades in: its marks are read once it is shown (opacity counts in `checkVisibility`).
          await expect.poll(async () => (await fieldInfo(scope.locator(selector))).markVisible, { timeout: 5000 }).toBe(true);
          const info = await fieldInfo(scope.locator(selector));
          expect({ selector, label: info.label.endsWith(mark), markVisible: info.markVisible, required: info.required }).toEqual({
            selector,
            label: true,
            markVisible: true,
            required: 'true',
          });
          expect(info.nativeRequired, selector).toBe(true);
        }
      });
});

describe('3.3.2: an empty form’s submit button is enabled and in the Tab order; pressed, it says what is missing', () => {
  for (const lang of ['it', 'en'] as Lang[])
    for (const form of FORMS)
      it(`${form.name} (${lang})`, async () => {
        const { page, scope, submit } = await form.open(lang);
        const t = (key: string) => translate(lang, key);
        // Enabled, not aria-disabled: reached by Tab from the last required field.
        expect(await submit.evaluate((b: HTMLButtonElement) => ({ disabled: b.disabled, aria: b.getAttribute('aria-disabled') }))).toEqual({
          disabled: false,
          aria: null,
        });
        const fields = form.fieldsFor?.(lang) ?? form.fields;
        const last = scope.locator(fields.at(-1)![0]);
        await last.focus();
        const submitText = ((await submit.textContent()) ?? '').trim();
        for (let i = 0; i < 6 && (await active(page))?.text !== submitText; i++) await page.keyboard.press('Tab');
        expect(await active(page)).toMatchObject({ tag: 'button', text: submitText });
        // Pressed from the keyboard: nothing is sent, each empty field says so under it, the focus on the first.
        await page.keyboard.press('Enter');
        const first = fields[0]![0];
        const isFirst = (a: Active | null) => (first.startsWith('#') ? a?.id === first.slice(1) : a?.name === 'reset-email');
        await expect.poll(async () => isFirst(await active(page)), { message: `the focus moves to ${first}` }).toBe(true);
        for (const [selector, key] of fields) {
          const info = await fieldInfo(scope.locator(selector));
          expect({ selector, invalid: info.invalid }).toEqual({ selector, invalid: 'true' });
          expect(info.described, selector).toContainEqual({ text: t(key), visible: true });
        }
        expect(await page.evaluate(ACTIVE)).not.toBeNull();
      });
});

describe('3.3.2: the password rule is shown and read with the new password before anything is typed', () => {
  for (const [name, path, input] of [
    ['/reset-password', `/reset-password?${LINK}`, '#reset-new'],
    ['/enable-member', `/enable-member?${LINK}`, '#activation-new'],
  ] as const)
    for (const lang of ['it', 'en'] as Lang[])
      it(`${name} (${lang})`, async () => {
        const { page } = await e2e.open(path, { ...BARE, lang });
        const field = page.locator(`admin-app ${input}`);
        await field.waitFor();
        expect(await field.inputValue()).toBe('');
        const rule = translate(lang, 'common.passwordRule', { min: PASSWORD_MIN_LENGTH });
        expect(rule).toContain(String(PASSWORD_MIN_LENGTH));
        expect((await fieldInfo(field)).described).toContainEqual({ text: rule, visible: true });
      });
});

describe('2.2.1: an expired link is said in the form, stays, and offers a new one by keyboard', () => {
  it('/reset-password with a bad token: the error is still there after the toast time; “Ask for a new link” sends one', async () => {
    const t = (key: string) => translate('en', key);
    const email = 'admin@example.com';
    const before = (await e2e.data<{ to: string }[]>('dev/mail', { token: null })).filter((m) => m.to === email).length;
    const { page } = await e2e.open(`/reset-password?email=${encodeURIComponent(email)}&token=not-a-live-token`, {
      ...BARE,
      lang: 'en',
    });
    await page.locator('admin-app #reset-new').fill('a-new-password-1');
    await page.locator('admin-app #reset-confirm').fill('a-new-password-1');
    await page.keyboard.press('Enter');
    const error = page.locator('admin-app form [data-part=form-error]');
    await error.waitFor();
    expect(await error.getAttribute('role')).toBe('alert');
    expect(await error.textContent()).toContain(t('errors.codes.reset_link_invalid'));
    // Past the toasts' time (5 s): the error is still in the form.
    await page.waitForTimeout(TOAST_DURATION + 1000);
    expect(await error.isVisible()).toBe(true);
    expect(await error.textContent()).toContain(t('errors.codes.reset_link_invalid'));
    // By keyboard: Tab from the confirmation reaches the way to a new link; Enter opens the request, the link's
    // e-mail filled in; Enter sends it.
    await page.locator('admin-app #reset-confirm').focus();
    for (let i = 0; i < 6 && (await active(page))?.part !== 'ask-new-link'; i++) await page.keyboard.press('Tab');
    expect(await active(page)).toMatchObject({ part: 'ask-new-link', text: t('account.askNewLink') });
    await page.keyboard.press('Enter');
    const dialog = page.locator('admin-app [role=dialog]');
    const input = dialog.locator('input[name=reset-email]');
    await input.waitFor();
    expect(await input.inputValue()).toBe(email);
    await input.focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await e2e.data<{ to: string }[]>('dev/mail', { token: null })).filter((m) => m.to === email).length, {
        message: 'a new reset mail is sent',
      })
      .toBe(before + 1);
  });

  it('/enable-member with a bad token: the error is still there after the toast time, with the way to the support', async () => {
    const t = (key: string) => translate('it', key);
    const { page } = await e2e.open(`/enable-member?${LINK}`, { ...BARE, lang: 'it' });
    await page.locator('admin-app #activation-new').fill('a-new-password-1');
    await page.locator('admin-app #activation-confirm').fill('a-new-password-1');
    await page.keyboard.press('Enter');
    const error = page.locator('admin-app form [data-part=form-error]');
    await error.waitFor();
    await page.waitForTimeout(TOAST_DURATION + 1000);
    expect(await error.isVisible()).toBe(true);
    expect(await error.textContent()).toContain(t('errors.codes.activation_link_invalid'));
    await page.locator('admin-app #activation-confirm').focus();
    for (let i = 0; i < 6 && (await active(page))?.part !== 'ask-new-link'; i++) await page.keyboard.press('Tab');
    expect(await active(page)).toMatchObject({ part: 'ask-new-link', text: t('account.contactSupport') });
    await page.keyboard.press('Enter');
    await page.waitForURL('**/support');
  });
});

/**
 * The live regions near a field (in its field box: up to three ancestors), each marked the first time it is seen:
 * `seen` says whether a region was there before (a region added with its text is not reliably heard).
 */
const regionsNear = (input: Locator) =>
  input.evaluate((el: Element) => {
    let box: Element = el;
    for (let i = 0; i < 3 && box.parentElement; i++) box = box.parentElement;
    const live = [...box.querySelectorAll('[role=status], [role=alert], [aria-live=polite], [aria-live=assertive]')];
    return live
      .filter((r) => !r.closest('[aria-hidden=true], [inert]'))
      .map((r) => {
        const seen = (r as { __seen?: boolean }).__seen === true;
        (r as { __seen?: boolean }).__seen = true;
        return { seen, text: (r.textContent ?? '').trim() };
      });
  });

describe('4.1.3: an error that appears while typing is said when the field is left', () => {
  for (const lang of ['it', 'en'] as Lang[]) {
    const t = (key: string) => translate(lang, key);

    it(`category code: an invalid code, then Tab (${lang})`, async () => {
      const { page, scope } = await FORMS[0]!.open(lang);
      const code = scope.locator('#category-code');
      // A polite region is there, empty, before the error.
      expect((await regionsNear(code)).map((r) => r.text)).toContain('');
      await code.pressSequentially('bad code');
      await page.keyboard.press('Tab');
      const said = `${t('categories.form.code')}: ${t('categories.form.codeInvalid')}`;
      await expect
        .poll(async () => (await regionsNear(code)).filter((r) => r.text.includes(t('categories.form.codeInvalid'))), {
          message: 'a live region near the field says the error',
        })
        .toEqual([{ seen: true, text: said }]);
      const info = await fieldInfo(code);
      expect(info.invalid).toBe('true');
      expect(info.described).toContainEqual({ text: t('categories.form.codeInvalid'), visible: true });
    });

    it(`/reset-password: a confirmation that differs, then Tab (${lang})`, async () => {
      const { page } = await e2e.open(`/reset-password?${LINK}`, { ...BARE, lang });
      const confirm = page.locator('admin-app #reset-confirm');
      await page.locator('admin-app #reset-new').fill('a-new-password-1');
      expect((await regionsNear(confirm)).map((r) => r.text)).toContain('');
      await confirm.pressSequentially('a-new');
      await page.keyboard.press('Tab');
      await expect
        .poll(async () => (await regionsNear(confirm)).filter((r) => r.text.includes(t('account.passwordsDoNotMatch'))), {
          message: 'a live region near the field says the error',
        })
        .toEqual([{ seen: true, text: `${t('account.confirmPassword')}: ${t('account.passwordsDoNotMatch')}` }]);
      const info = await fieldInfo(confirm);
      expect(info.invalid).toBe('true');
      expect(info.described).toContainEqual({ text: t('account.passwordsDoNotMatch'), visible: true });
    });
  }
});

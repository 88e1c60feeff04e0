// Design review round 13 (issue 38): one field rhythm and one error pattern in every form (label, 6 px, field, 6 px,
// error, 6 px, help, then 20 px to the next label; the category code's example kept under its error; no summary box
// repeating the fields' errors; the sign-in failure one line without a heading); Italian toasts in one impersonal
// voice; detail views whose header carries the identity and whose details do not repeat it.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate, type Lang } from '../../src/i18n/index.js';
import { useE2E } from '../helpers/e2e.js';
import type { Member } from '../../src/api/contract/member.js';

const e2e = useE2E({ warmUp: '/login' });
const app = 'admin-app';

interface FieldGaps {
  id: string;
  /** Label's bottom to the field's top. */
  label: number;
  /** The field's bottom to its error's top (null: no error). */
  error: number | null;
  /** The error's bottom (or the field's) to the help's top (null: no help). */
  help: number | null;
  /** The field's last line to the next field's label (null: the last field). */
  next: number | null;
}

/**
 * The vertical gaps of each field among `inputs` (in the order given, one form): measured from the label, the input,
 * its error (`#id-error`) and help (`#id-helper`), and the block of the field (the form's row that holds it).
 */
const gapsOf = (inputs: Locator) =>
  inputs.evaluateAll((els) => {
    const box = (el: Element | null) => (el ? el.getBoundingClientRect() : null);
    const rowOf = (input: Element) => {
      // The field's block: the ancestor that is a child of the stack holding the fields (a flex column with a gap).
      let el: Element = input;
      while (el.parentElement) {
        const p = el.parentElement;
        const s = getComputedStyle(p);
        if (s.display === 'flex' && s.flexDirection === 'column' && parseFloat(s.rowGap) > 0 && p.querySelectorAll('input').length > 1)
          return el;
        el = p;
      }
      return el;
    };
    const r = (n: number) => Math.round(n);
    return els.map((input, i) => {
      const root = input.getRootNode() as Document | ShadowRoot;
      const id = input.id;
      const label = root.querySelector(`label[for="${CSS.escape(id)}"]`);
      const field = box(input.parentElement)!;
      const err = box(root.getElementById(`${id}-error`));
      const help = box(root.getElementById(`${id}-helper`));
      const next = els[i + 1];
      const nextLabel = next ? root.querySelector(`label[for="${CSS.escape(next.id)}"]`) : null;
      // The last line of the field: its block's last visible child, whatever it is (error, help, strength meter).
      const row = rowOf(input);
      const lines = [...row.querySelectorAll('*')]
        .filter((el) => getComputedStyle(el).position !== 'absolute' && el.getBoundingClientRect().height > 0)
        .map((el) => el.getBoundingClientRect().bottom);
      const last = Math.max(field.bottom, ...lines);
      return {
        id,
        label: r(field.top - box(label)!.bottom),
        error: err ? r(err.top - field.bottom) : null,
        help: help ? r(help.top - (err ?? field).bottom) : null,
        next: nextLabel ? r(box(nextLabel)!.top - last) : null,
      };
    });
  }) as Promise<FieldGaps[]>;

/** Every field on the rhythm: 6 px under the label, error and help 6 px apart, 20 px to the next label. */
function expectRhythm(gaps: FieldGaps[]) {
  for (const g of gaps) {
    expect(g.label, `${g.id} label`).toBe(6);
    if (g.error !== null) expect(g.error, `${g.id} error`).toBe(6);
    if (g.help !== null) expect(g.help, `${g.id} help`).toBe(6);
    if (g.next !== null) expect(g.next, `${g.id} to the next label`).toBe(20);
  }
}

const dialog = (page: Page) => page.locator(`${app} [role=dialog]`);
const settled = (d: Locator) => expect.poll(() => d.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);

describe('one field rhythm, one error pattern', () => {
  for (const [lang, width, mode] of [
    ['en', 1280, 'dark'],
    ['it', 320, 'dark'],
  ] as const)
    it(`category dialog (${lang}, ${width} px): the rhythm with and without errors; the code's example stays under its error`, async () => {
      const t = (k: string) => translate(lang, k);
      const { page } = await e2e.open('/categories', { lang, mode, viewport: { width, height: 800 } });
      await page.locator(`${app} [data-part=add]`).first().click();
      const d = dialog(page);
      await d.locator('#category-code').waitFor();
      await settled(d);
      const inputs = d.locator('form input');
      expectRhythm(await gapsOf(inputs));
      expect(await d.locator('#category-code-helper').textContent()).toBe(t('categories.form.categoryNameExample'));
      await d.locator('button[type=submit]').click();
      for (const id of ['#category-code', '#category-name-en', '#category-name-it'])
        await expect.poll(() => d.locator(id).getAttribute('aria-invalid'), { message: id }).toBe('true');
      const gaps = await gapsOf(inputs);
      expect(gaps.every((g) => g.error === 6)).toBe(true);
      expectRhythm(gaps);
      // The example, under the error, and read with the field after it.
      expect(await d.locator('#category-code-helper').textContent()).toBe(t('categories.form.categoryNameExample'));
      expect(await d.locator('#category-code').getAttribute('aria-describedby')).toBe('category-code-error category-code-helper');
      expect(gaps.at(-1)!.help).toBe(6);
    });

  for (const [lang, width, mode] of [
    ['it', 1280, 'light'],
    ['en', 320, 'dark'],
  ] as const)
    it(`sign-in (${lang}, ${width} px): the rhythm; an empty submit's errors under the fields; a refusal one line, no heading`, async () => {
      const t = (k: string) => translate(lang, k);
      const { page } = await e2e.open('/login', { lang, mode, token: null, viewport: { width, height: 800 } });
      const inputs = page.locator(`${app} form input:is([name=email], [name=password])`);
      await inputs.first().waitFor();
      expectRhythm(await gapsOf(inputs));
      await page.locator(`${app} button[type=submit]`).click();
      await expect.poll(() => page.locator(`${app} input[aria-invalid=true]`).count()).toBe(2);
      const gaps = await gapsOf(inputs);
      expect(gaps.map((g) => g.error)).toEqual([6, 6]);
      expectRhythm(gaps);
      await inputs.nth(0).fill('admin@example.com');
      await inputs.nth(1).fill('not-the-password');
      await page.locator(`${app} button[type=submit]`).click();
      const failure = page.locator(`${app} form [role=alert][data-part=form-error]`);
      await failure.waitFor();
      expect(await failure.locator('p').allTextContents()).toEqual([t('errors.codes.invalid_credentials')]);
      expect(await failure.textContent()).not.toContain(t('common.error'));
    });

  for (const [lang, width] of [
    ['it', 390],
    ['en', 320],
  ] as const)
    it(`Change password (${lang}, ${width} px): errors only under the fields, no summary box; the first focused; the rhythm`, async () => {
      const { page } = await e2e.open('/profile', { lang, viewport: { width, height: 844 } });
      await page.locator(`${app} dd[data-field=email]`).waitFor();
      await page.getByRole('button', { name: translate(lang, 'profile.changePassword'), exact: true }).click();
      const d = dialog(page);
      await d.locator('#password-current').waitFor();
      await settled(d);
      await d.locator('button[type=submit]').click();
      for (const id of ['password-current', 'password-new', 'password-confirm'])
        await expect.poll(() => d.locator(`#${id}`).getAttribute('aria-invalid'), { message: id }).toBe('true');
      await expect
        .poll(() =>
          page.evaluate(() => {
            let a: Element | null = document.activeElement;
            while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
            return a?.id;
          }),
        )
        .toBe('password-current');
      expect(await d.locator('[data-part=error-summary]').count()).toBe(0);
      // Each error said once on the dialog: under its field.
      const lines = await d.locator('p').allTextContents();
      for (const key of ['errors.fieldRules.currentPassword', 'account.newPasswordRequired', 'account.confirmPasswordRequired']) {
        const said = translate(lang, key);
        expect(lines.filter((l) => l === said).length, said).toBe(1);
      }
      expectRhythm(await gapsOf(d.locator('form input')));
    });
});

/** Disables, from its row's menu, a member that can be disabled (not an administrator): its name and the toast. */
async function disableOne(page: Page, lang: Lang): Promise<{ name: string; toast: Locator }> {
  const t = (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
  const rows = page.locator(`${app} [data-part=list-table] [data-row]`);
  await rows.nth(4).waitFor();
  const texts = await rows.allTextContents();
  const k = texts.findIndex(
    (text, i) => i >= 2 && text.includes(t('customers.enabled')) && !/Administrator|Amministratore|Team owner|Titolare del team/.test(text),
  );
  expect(k).toBeGreaterThan(0);
  const row = rows.nth(k);
  const name = ((await row.locator('td[data-col=name] a').textContent()) ?? '').trim();
  await row.getByRole('button', { name: new RegExp(`^${t('list.rowActions', { name: '' }).split('“')[0]}`) }).click();
  await page.getByRole('menuitem', { name: t('customers.actions.disable'), exact: true }).click();
  const toast = page.locator(`${app} [data-scope=toast][data-part=root][data-state=open]`).first();
  await toast.waitFor();
  return { name, toast };
}

describe('toasts in one impersonal voice', () => {
  for (const [lang, expected] of [
    ['it', (name: string) => `Membro disabilitato: ${name}`],
    ['en', (name: string) => `${name} disabled`],
  ] as const)
    it(`(${lang}) a member disabled from its row: "${expected('…')}", no "you"`, async () => {
      const { page } = await e2e.open('/customers', { lang, viewport: { width: 390, height: 844 } });
      const { name, toast } = await disableOne(page, lang);
      try {
        expect(name).not.toBe('');
        expect(await toast.locator('[data-part=description]').textContent()).toContain(expected(name));
        expect(await toast.textContent()).not.toMatch(/\bHai\b/);
      } finally {
        await toast.locator('[data-part=toast-action]').click();
      }
    });

  it('(it) the bulk summaries and the company toasts read as the English ones do', () => {
    expect(translate('it', 'list.bulk.summary.disable', { count: 3 })).toBe('3 membri disabilitati');
    expect(translate('it', 'list.bulk.summary.enable', { count: 1 })).toBe('1 membro abilitato');
    expect(translate('it', 'business.disabledToast', { company: 'Bianchi', name: 'Ada Rossi' })).toBe(
      'Azienda “Bianchi” disabilitata (titolare: Ada Rossi)',
    );
    expect(translate('it', 'team.toast.disabled', { name: 'Camille Bernard' })).toBe('Amministratore disabilitato: Camille Bernard');
  });
});

describe('detail views: the header carries the identity, the details do not repeat it', () => {
  for (const [lang, width, mode] of [
    ['en', 1280, 'dark'],
    ['it', 320, 'dark'],
  ] as const)
    it(`member drawer (${lang}, ${width} px): name and @username in the header only; the details start with the e-mail`, async () => {
      const list = await e2e.data<{ data: Member[] }>('members?limit=20');
      const m = list.data.find((x) => x.firstName && x.lastName && x.username)!;
      const { page } = await e2e.open(`/customers/${m.id}`, { lang, mode, viewport: { width, height: 800 } });
      const d = page.locator('[role=dialog][data-drawer=member]');
      const fields = d.locator('[data-part=member-fields] [data-field]');
      await fields.first().waitFor();
      const header = (await d.locator('h2').first().locator('xpath=..').textContent()) ?? '';
      expect(header).toContain(`${m.firstName} ${m.lastName}`);
      expect(header).toContain(`@${m.username}`);
      const details = (await d.locator('[data-part=member-fields]').textContent()) ?? '';
      expect(details).not.toContain(`@${m.username}`);
      expect(details).not.toContain(`${m.firstName} ${m.lastName}`);
      expect(await fields.first().getAttribute('data-field')).toBe('email');
      expect(await d.locator('[data-part=member-fields] [data-field=name], [data-part=member-fields] [data-field=username]').count()).toBe(
        0,
      );
    });

  it("company drawer (it, 390 px): the company's name is the title, not a row again", async () => {
    const list = await e2e.data<{ data: { id: number; name: string }[] }>('companies?limit=5');
    const c = list.data[0]!;
    const { page } = await e2e.open(`/business/${c.id}`, { lang: 'it', viewport: { width: 390, height: 844 } });
    const fields = page.locator('[role=dialog][data-drawer=company] [data-part=company-fields] [data-field]');
    await fields.first().waitFor();
    expect(await fields.evaluateAll((els) => els.map((e) => e.getAttribute('data-field')))).not.toContain('name');
  });

  for (const lang of ['en', 'it'] as const)
    it(`Profile (${lang}): the account card does not say the name above the first and last name`, async () => {
      const { page } = await e2e.open('/profile', { lang });
      const card = page.locator(`${app} [data-part=profile-card]`);
      await card.locator('dd[data-field=firstName]').waitFor();
      const first = (await card.locator('dd[data-field=firstName]').textContent())!;
      const last = (await card.locator('dd[data-field=lastName]').textContent())!;
      expect(await card.textContent()).not.toContain(`${first} ${last}`);
      expect(await card.locator('h2').textContent()).toBe(translate(lang, 'profile.detailsTitle'));
    });

  for (const lang of ['it', 'en'] as const)
    it(`notification detail (${lang}): who sent it and when said once, in the description`, async () => {
      const title = `Round 13 ${lang} ${Date.now().toString(36)}`;
      await e2e.data('notifications/send-bulk', { json: { type: 'SYSTEM', title, message: 'Ciao.', target: 'MEMBERS' } });
      const { page } = await e2e.open('/notifications?tab=history', { lang, viewport: { width: 1280, height: 800 } });
      const row = page.locator(`${app} [data-part=list-table] tbody tr[data-row]`).filter({ hasText: title });
      await row.locator('[data-part=open-sent]').click();
      const detail = dialog(page).locator('[data-part=sent-detail]');
      await detail.waitFor();
      const description = (await dialog(page).locator('[data-part=description]').first().textContent()) ?? '';
      expect(description).toContain('Ada Rossi');
      expect(((await dialog(page).textContent()) ?? '').split('Ada Rossi').length - 1).toBe(1);
      const terms = await detail.locator('dt').allTextContents();
      expect(terms).not.toContain(lang === 'it' ? 'Inviata da' : 'Sent by');
      expect(terms).not.toContain(lang === 'it' ? 'Data di invio' : 'Sent on');
    });
});

describe('minor (round 13)', () => {
  for (const lang of ['it', 'en'] as const)
    it(`a dialog at 320 px (${lang}): the description as wide as the form under it; only the title keeps clear of the close button`, async () => {
      const { page } = await e2e.open('/categories', { lang, mode: 'dark', viewport: { width: 320, height: 700 } });
      await page.locator(`${app} [data-part=add]`).first().click();
      const d = dialog(page);
      await d.locator('#category-code').waitFor();
      await settled(d);
      const description = (await d.locator('[data-part=description]').first().boundingBox())!;
      const form = (await d.locator('form').boundingBox())!;
      expect(Math.abs(description.x + description.width - (form.x + form.width))).toBeLessThanOrEqual(1);
      // The title's text ends before the close button (its content box, inside its end padding).
      const titleEnd = await d
        .locator('[data-part=title]')
        .first()
        .evaluate((el) => el.getBoundingClientRect().right - parseFloat(getComputedStyle(el).paddingRight));
      const close = (await d.locator('[data-part=close-trigger]').boundingBox())!;
      expect(titleEnd).toBeLessThanOrEqual(close.x + 1);
    });

  for (const lang of ['en', 'it'] as const)
    it(`Activity at 320 px (${lang}): Export CSV on the sign-ins switch's line, not a row of its own`, async () => {
      const { page } = await e2e.open('/activity', { lang, mode: 'dark', viewport: { width: 320, height: 700 } });
      const exporter = page.locator(`${app} [data-part=activity-export]`);
      await exporter.waitFor();
      const sw = (await page.locator(`${app} [data-part=activity-sign-ins]`).boundingBox())!;
      const button = (await exporter.boundingBox())!;
      expect(button.y).toBeLessThan(sw.y + sw.height);
      expect(button.x).toBeGreaterThanOrEqual(sw.x + sw.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
});

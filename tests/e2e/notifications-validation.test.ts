import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Member } from '../../src/api/contract/member.js';
import { runAxe } from '../helpers/browser.js';
import { useE2E, type Lang } from '../helpers/e2e.js';

// Issue 12: the composer checks title and message before confirming (item 1); the customers status
// says the state in words, not by colour alone (item 6); counted texts agree with their number (item 11).
const e2e = useE2E({ warmUp: '/login' });
const VIEWPORT = { width: 1400, height: 1000 };

/** The texts of the elements an input's aria-describedby names (resolved in the input's own root). */
const describedBy = (input: Locator) =>
  input.evaluate((el) => {
    const root = el.getRootNode() as Document | ShadowRoot;
    return (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => root.getElementById(id)?.textContent ?? `#${id} missing`)
      .join(' | ');
  });
const isFocused = (input: Locator) => input.evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el);

/** /notifications in admin-app, the audience counted, every POST to send-bulk recorded. */
async function composer(lang: Lang) {
  const { page } = await e2e.open('/notifications', { lang, viewport: VIEWPORT });
  const sends: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/notifications/send-bulk') sends.push(r.url());
  });
  await page.locator('admin-app [data-part=audience]:not([data-count=""])').waitFor();
  return { page, sends };
}
const parts = (page: Page) => ({
  title: page.locator('admin-app input[name=title]'),
  message: page.locator('admin-app textarea[name=message]'),
  send: page.locator('admin-app [data-part=send]'),
  dialog: page.locator('admin-app [role=dialog]'),
  audience: page.locator('admin-app [data-part=audience]'),
});

const TEXT = {
  it: {
    title: 'Inserisci il titolo della notifica',
    message: 'Scrivi il messaggio della notifica',
    recipients: (n: number) => `${n} destinatari`,
  },
  en: {
    title: 'Enter the title of the notification',
    message: 'Write the message of the notification',
    recipients: (n: number) => `${n} recipients`,
  },
} as const;

describe('notifications: title and message are checked before confirming', () => {
  for (const lang of ['it', 'en'] as const)
    it(`(${lang}) an empty submit says so next to both fields, sends nothing and opens no confirmation; filled, the confirmation opens`, async () => {
      const { page, sends } = await composer(lang);
      const { title, message, send, dialog, audience } = parts(page);
      const count = Number(await audience.getAttribute('data-count'));
      expect(count).toBeGreaterThan(1);

      await send.click();
      await page.locator('admin-app input[name=title][aria-invalid=true]').waitFor();
      await page.locator('admin-app textarea[name=message][aria-invalid=true]').waitFor();
      expect(await describedBy(title)).toBe(TEXT[lang].title);
      expect(await describedBy(message)).toBe(TEXT[lang].message);
      expect(await isFocused(title)).toBe(true);
      // The errors are on screen: by now a send or a confirmation would have started.
      expect(sends).toEqual([]);
      expect(await dialog.count()).toBe(0);
      expect(await page.locator('[data-scope=toast][data-part=root]').count()).toBe(0);
      if (lang === 'it') expect(await runAxe(page)).toEqual([]);

      // Fixing one field clears its error only; the next submit focuses the one still empty.
      await title.fill('Avviso');
      await expect.poll(() => title.getAttribute('aria-invalid')).toBeNull();
      expect(await message.getAttribute('aria-invalid')).toBe('true');
      await send.click();
      await expect.poll(() => isFocused(message)).toBe(true);
      expect(await dialog.count()).toBe(0);

      await message.fill('Il servizio sarà sospeso domenica.');
      await expect.poll(() => message.getAttribute('aria-invalid')).toBeNull();
      await send.click();
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(TEXT[lang].recipients(count));
      expect(sends).toEqual([]); // confirming comes first
      await dialog.locator('[data-part=confirm-send]').click();
      await page.locator('admin-app [data-part=summary]').waitFor();
      expect(sends).toHaveLength(1);
      expect(await page.locator('admin-app [data-part=summary]').textContent()).toContain('Il servizio sarà sospeso domenica.');
    });

  it('(it) blank text counts as empty', async () => {
    const { page, sends } = await composer('it');
    const { title, message, send, dialog } = parts(page);
    await title.fill('   ');
    await message.fill(' \n ');
    await send.click();
    await page.locator('admin-app textarea[name=message][aria-invalid=true]').waitFor();
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(sends).toEqual([]);
    expect(await dialog.count()).toBe(0);
  });
});

describe('counted texts agree with their number (one recipient)', () => {
  it('(it, en) the audience of a single user reads "1 destinatario" / "1 recipient"', async () => {
    const someone = (await e2e.data<{ data: Member[] }>('members?limit=100')).data.find(
      (m) => m.enabled && m.firstName && m.lastName && m.role?.name !== 'admin',
    )!;
    for (const [lang, single, one] of [
      ['it', 'Utente singolo', 'La notifica raggiungerà 1 destinatario'],
      ['en', 'Single user', 'This notification will reach 1 recipient'],
    ] as const) {
      const { page } = await composer(lang);
      const { audience } = parts(page);
      await page.locator('admin-app [data-scope=radio-group][data-part=item]', { hasText: single }).click();
      const picker = page.locator('admin-app [data-scope=combobox][data-part=input]').first();
      await expect.poll(() => picker.isDisabled()).toBe(false);
      await picker.click();
      await picker.fill(someone.lastName!);
      await page
        .locator('admin-app [role=option]', { hasText: `${someone.firstName} ${someone.lastName}` })
        .first()
        .click();
      await expect.poll(() => audience.textContent()).toBe(one);
    }
  });
});

describe('status in words, not by colour alone', () => {
  it('/customers: a disabled customer reads "Cliente · Disabilitato" (red), an enabled one "Cliente · Abilitato" (green)', async () => {
    const firstPage = (await e2e.data<{ data: Member[] }>('members?withoutCompanies=true&limit=10')).data;
    const [victim, other] = firstPage.filter((m) => m.enabled && m.role?.name === 'customer');
    expect(other).toBeDefined();
    expect((await e2e.api('members/disable', { json: { memberId: victim!.id } })).status).toBe(200);
    try {
      const { page } = await e2e.open('/customers', { lang: 'it', viewport: VIEWPORT });
      const status = (m: Member) => page.locator(`admin-app tr[data-row="${m.id}"] td[data-col=status]`);
      await status(victim!).waitFor();
      expect(await status(victim!).textContent()).toBe('Cliente · Disabilitato');
      expect(await status(victim!).locator('[data-tone]').getAttribute('data-tone')).toBe('danger');
      expect(await status(other!).textContent()).toBe('Cliente · Abilitato');
      expect(await status(other!).locator('[data-tone]').getAttribute('data-tone')).toBe('success');
      // The words are visible, not screen-reader-only text.
      expect(await status(victim!).locator('[data-part=member-state]').isVisible()).toBe(true);
      expect(await runAxe(page)).toEqual([]);
    } finally {
      await e2e.api('members/enable-by-admin', { json: { memberId: victim!.id } });
    }
  });

  it('/business already says the status in words (Attiva / Disabilitata)', async () => {
    const { page } = await e2e.open('/business', { lang: 'it', viewport: VIEWPORT });
    const cells = page.locator('admin-app tr[data-row] td[data-col=status]');
    await cells.first().waitFor();
    const texts = await cells.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(['Attiva', 'Disabilitata']).toContain(t);
  });
});

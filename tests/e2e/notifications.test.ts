import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../src/api/contract/member.js';
import { deepText, runAxe } from '../helpers/browser.js';
import { useE2E, type Lang, type Mode } from '../helpers/e2e.js';

const e2e = useE2E();
/** Signed in through the stored token only: language and mode come from the element (or its defaults). */
const TOKEN_ONLY = { lang: null, mode: null, viewport: { width: 1400, height: 1000 } } as const;
const members: Member[] = [];

beforeAll(async () => {
  for (let page = 1; ; page++) {
    const r = await e2e.data<{ data: Member[]; pagination: { hasNextPage: boolean } }>(`members?page=${page}&limit=100`);
    members.push(...r.data);
    if (!r.pagination.hasNextPage) break;
  }
});

/** What the server counts (independently of the UI code). */
const expected = (target: 'ALL' | 'MEMBERS' | 'COMPANIES', country?: string) =>
  members.filter(
    (m) => m.enabled && (!country || m.country === country) && (target === 'ALL' || (target === 'COMPANIES') === m.companies.length > 0),
  ).length;

async function plain(opts: { lang?: Lang; mode?: Mode } = {}) {
  const context = await e2e.newContext(TOKEN_ONLY);
  const page = await context.newPage();
  const attrs = [opts.lang ? `lang="${opts.lang}"` : '', opts.mode ? `mode="${opts.mode}"` : ''].join(' ');
  await page.route(e2e.url('/plain-notifications.html'), (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="${opts.lang ?? 'it'}"><head><meta charset="utf-8"><title>Notifications</title>
        <script type="module" src="/assets/index.js"></script></head>
        <body><main><admin-notifications ${attrs}></admin-notifications></main></body></html>`,
    }),
  );
  await page.goto(e2e.url('/plain-notifications.html'));
  await page.evaluate(`window.__sent = []; document.addEventListener('admin-notification-sent', (e) => window.__sent.push(e.detail))`);
  await audienceReady(page);
  return { context, page };
}

const el = 'admin-notifications';
const audience = async (page: Page) => Number(await page.locator(`${el} [data-part=audience]`).getAttribute('data-count'));
const audienceReady = (page: Page) =>
  expect.poll(() => page.locator(`${el} [data-part=audience]`).getAttribute('data-count'), { timeout: 15_000 }).not.toBe('');
const radio = (page: Page, label: string) => page.locator(`${el} [data-scope=radio-group][data-part=item]`, { hasText: label });
const combo = (page: Page, i: 0 | 1) => page.locator(`${el} [data-scope=combobox][data-part=input]`).nth(i);
const option = (page: Page, text: string) => page.locator(`${el} [role=option]`, { hasText: text }).first();
const send = (page: Page) => page.locator(`${el} [data-part=send]`);

async function pickCountry(page: Page, name: string) {
  await combo(page, 1).click();
  await combo(page, 1).fill(name.slice(0, 4));
  await option(page, name).click();
}

describe('<admin-notifications> composer', () => {
  it('has a read-only SYSTEM type, target radios, and the picker rules of each target', async () => {
    const { page } = await plain();
    // The fixed type is information (a term and its value), not a read-only input (issue item 12).
    const type = page.locator(`${el} [data-part=type]`);
    expect(await type.getAttribute('data-value')).toBe('SYSTEM');
    expect(await type.locator('dt').textContent()).toBe('Tipo');
    expect(await type.locator('dd').textContent()).toContain('Sistema');
    // The target radios (the first group; the second is when to send, issue 15).
    expect(
      await page.locator(`${el} [data-scope=radio-group][data-part=root]`).first().locator('[data-part=item]').allTextContents(),
    ).toEqual(['Tutti', 'Membri', 'Aziende', 'Utente singolo', 'Destinatari scelti']);
    expect(await combo(page, 0).isDisabled()).toBe(true);
    expect(await combo(page, 1).isDisabled()).toBe(false);
    expect(await send(page).isDisabled()).toBe(false);

    await pickCountry(page, 'Italia');
    await expect.poll(() => audience(page)).toBe(expected('ALL', 'IT'));
    await radio(page, 'Utente singolo').click();
    await expect.poll(() => combo(page, 1).isDisabled()).toBe(true);
    expect(await combo(page, 1).inputValue()).toBe('');
    expect(await combo(page, 0).isDisabled()).toBe(false);
    // Send stays enabled (WCAG 3.3.2): pressed without a user, it says so next to the picker, which gets the focus.
    expect(await send(page).isDisabled()).toBe(false);
    await page.locator(`${el} input[name=title]`).fill('Hello');
    await page.locator(`${el} textarea[name=message]`).fill('Hello to one user');
    await send(page).click();
    await expect.poll(() => combo(page, 0).getAttribute('aria-invalid')).toBe('true');
    expect(await deepText(page)).toContain('Scegli l’utente che riceve la notifica');

    const someone = members.find((m) => m.companies.length > 0 && m.firstName)!;
    await combo(page, 0).click();
    await combo(page, 0).fill(someone.firstName!);
    const opt = option(page, `${someone.firstName} ${someone.lastName}`);
    // Found by the server's search (GET /search), described by the username.
    expect(await opt.textContent()).toContain(`@${someone.username}`);
    await opt.click();
    await expect.poll(() => combo(page, 0).getAttribute('aria-invalid')).toBeNull();
    expect(await audience(page)).toBe(1);

    await radio(page, 'Membri').click();
    await expect.poll(() => combo(page, 0).isDisabled()).toBe(true);
    expect(await combo(page, 0).inputValue()).toBe('');
    expect(await send(page).isDisabled()).toBe(false);
    await radio(page, 'Utente singolo').click();
    await expect.poll(() => combo(page, 0).isDisabled()).toBe(false);
    expect(await combo(page, 0).inputValue()).toBe(''); // the user was cleared
  });

  it('updates both lock-screen previews as you type and warns about truncation', async () => {
    const { page } = await plain();
    const ios = page.locator(`${el} [data-part=preview-ios]`);
    const android = page.locator(`${el} [data-part=preview-android]`);
    await page.locator(`${el} input[name=title]`).fill('Saldi di stagione');
    await page.locator(`${el} textarea[name=message]`).fill('Fino al 50% nei negozi aderenti');
    expect(await ios.locator('[data-part=preview-title]').textContent()).toBe('Saldi di stagione');
    expect(await android.locator('[data-part=preview-message]').textContent()).toBe('Fino al 50% nei negozi aderenti');
    expect(await page.locator(`${el} [data-part=truncation-warnings]`).count()).toBe(0);

    await page.locator(`${el} input[name=title]`).fill('T'.repeat(50));
    const warnings = () => page.locator(`${el} [data-warning]`).evaluateAll((l) => l.map((x) => x.getAttribute('data-warning')));
    expect(await warnings()).toEqual(['ios-title']);
    expect(await ios.locator('[data-part=preview-title]').textContent()).toBe(`${'T'.repeat(39)}…`);
    expect(await android.locator('[data-part=preview-title]').textContent()).toBe('T'.repeat(50));
    await page.locator(`${el} input[name=title]`).fill('T'.repeat(70));
    await page.locator(`${el} textarea[name=message]`).fill('m'.repeat(200));
    expect(await warnings()).toEqual(['ios-title', 'ios-message', 'android-title']);
  });

  it('states the audience in a confirmation, sends, and the summary count equals it; Send another keeps the text', async () => {
    const { page } = await plain();
    expect(await audience(page)).toBe(expected('ALL'));
    await page.locator(`${el} input[name=title]`).fill('Avviso di manutenzione');
    await page.locator(`${el} textarea[name=message]`).fill('Il servizio sarà sospeso domenica.');
    await pickCountry(page, 'Italia');
    await expect.poll(() => audience(page)).toBe(expected('ALL', 'IT'));
    const count = await audience(page);
    expect(count).toBeGreaterThan(1);
    await send(page).click();
    const dialog = page.locator(`${el} [role=dialog]`);
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`${count} destinatari`);
    // Who, in words: the audience and its country (round 12).
    expect(await dialog.locator('[data-part=confirm-recipients]').textContent()).toBe('Destinatari: Tutti · Italia');
    await dialog.locator('[data-part=confirm-send]').click();
    const summary = page.locator(`${el} [data-part=summary]`);
    await summary.waitFor();
    const text = (await summary.textContent())!;
    for (const s of ['Avviso di manutenzione', 'Il servizio sarà sospeso domenica.', 'Tutti', 'Italia']) expect(text).toContain(s);
    // A send to many goes out in the background (issue 15): the summary follows it to sent, and the toast (which said
    // "queued" meanwhile, see notification-schedule) says sent with it.
    await expect
      .poll(() => summary.locator('[data-part=summary-count]').textContent(), { timeout: 30_000 })
      .toBe(`Inviata a ${count} destinatari.`);
    await expect.poll(() => deepText(page)).toContain(`Notifica inviata a ${count} destinatari`);
    expect(await page.evaluate('window.__sent')).toEqual([{ target: 'ALL', country: 'IT', count }]);
    await summary.locator('[data-part=send-new]').click();
    await page.locator(`${el} input[name=title]`).waitFor();
    // "Send another": the text stays as the draft; the recipients are chosen again (the target back to All, no country).
    expect(await page.locator(`${el} input[name=title]`).inputValue()).toBe('Avviso di manutenzione');
    expect(await page.locator(`${el} textarea[name=message]`).inputValue()).toBe('Il servizio sarà sospeso domenica.');
  });

  for (const [target, label] of [
    ['MEMBERS', 'Membri'],
    ['COMPANIES', 'Aziende'],
  ] as const)
    it(`counts ${target} before sending exactly as send-bulk reports`, async () => {
      const { page } = await plain();
      await radio(page, label).click();
      await expect.poll(() => audience(page)).toBe(expected(target));
      const count = await audience(page);
      await page.locator(`${el} input[name=title]`).fill(`Per ${label}`);
      await page.locator(`${el} textarea[name=message]`).fill('Messaggio');
      await send(page).click();
      await page.locator(`${el} [data-part=confirm-send]`).click();
      await page.locator(`${el} [data-part=summary]`).waitFor();
      expect(await page.evaluate('window.__sent')).toEqual([{ target, country: null, count }]);
    });

  it('sends to a single user without confirmation', async () => {
    const { page } = await plain({ lang: 'en' });
    await radio(page, 'Single user').click();
    const someone = members.find((m) => m.firstName && m.enabled)!;
    await combo(page, 0).click();
    await combo(page, 0).fill(someone.lastName ?? someone.firstName!);
    await option(page, `${someone.firstName} ${someone.lastName}`).click();
    await page.locator(`${el} input[name=title]`).fill('Hello');
    await page.locator(`${el} textarea[name=message]`).fill('Just for you');
    await send(page).click();
    await page.locator(`${el} [data-part=summary]`).waitFor();
    expect(await page.locator(`${el} [role=dialog]`).count()).toBe(0);
    expect(await page.evaluate('window.__sent')).toEqual([{ target: 'SINGLE', country: null, count: 1 }]);
    expect(await page.locator(`${el} [data-part=summary]`).textContent()).toContain(`${someone.firstName} ${someone.lastName}`);
  });

  for (const mode of ['light', 'dark'] as const)
    it(`is axe-clean (serious/critical) in ${mode} mode`, async () => {
      const { page } = await plain({ mode });
      await page.locator(`${el} input[name=title]`).fill('T'.repeat(70));
      expect(await runAxe(page)).toEqual([]);
    });

  it('is the /notifications screen inside admin-app, axe-clean', async () => {
    const { page } = await e2e.open('/notifications', TOKEN_ONLY);
    await page.locator('admin-app [data-part=composer]').waitFor();
    expect(await runAxe(page)).toEqual([]);
  });
});

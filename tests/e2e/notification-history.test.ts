import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../src/api/contract/member.js';
import { runAxe } from '../helpers/browser.js';
import { useE2E } from '../helpers/e2e.js';

/**
 * The history of the notifications screen (issue 13, item 4): the History tab lists the sends (newest first),
 * a row opens its detail with the phone previews, and "Use as draft" refills the composer without sending.
 */
const e2e = useE2E({ warmUp: '/login' });
const app = 'admin-app';
const PHONE = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

/** A member with a company and a name (the SINGLE target), read from the API. */
let someone: Member;
beforeAll(async () => {
  const r = await e2e.data<{ data: Member[] }>('members?page=1&limit=100&isBusiness=true');
  someone = r.data.find((m) => m.enabled && m.firstName && m.lastName && m.role?.name !== 'admin')!;
});

/** The focused element through the shadow roots: what it is and whether it is inside a dialog. */
const ACTIVE = `(() => {
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  return el ? { tag: el.tagName.toLowerCase(), name: el.getAttribute('name'), part: el.getAttribute('data-part'), inDialog: !!el.closest('[role=dialog]'), text: (el.textContent || '').trim() } : null;
})()`;
type Active = { tag: string; name: string | null; part: string | null; inDialog: boolean; text: string } | null;
const active = (page: Page) => page.evaluate(ACTIVE) as Promise<Active>;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const rows = (page: Page, root = app) => page.locator(`${root} [data-part=list-table] tbody tr[data-row]`);
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });
const dialog = (page: Page) => page.locator(`${app} [role=dialog]`);
const combo = (page: Page, i: 0 | 1) => page.locator(`${app} [data-scope=combobox][data-part=input]`).nth(i);
// The target is the composer's first radio group (the second is when to send, issue 15).
const checkedRadio = (page: Page) =>
  page.locator(`${app} [data-scope=radio-group][data-part=root]`).first().locator('[data-part=item][data-state=checked]');
const send = (json: Record<string, unknown>) =>
  e2e.data<{ count: number }>('notifications/send-bulk', { json: { type: 'SYSTEM', ...json } });

describe('notification history', () => {
  it('lists a send made in the composer; its detail shows the previews; Use as draft refills the composer', async () => {
    const title = `Manutenzione ${Date.now().toString(36)}`;
    const message = 'Il servizio sarà sospeso domenica dalle 2 alle 4.';
    const { page } = await e2e.open('/notifications', { lang: 'it', viewport: DESKTOP });
    // The composer is the default tab, and the URL stays clean.
    await page.locator(`${app} input[name=title]`).waitFor();
    expect(await tab(page, 'Componi').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => page.locator(`${app} [data-part=audience]`).getAttribute('data-count'), { timeout: 15_000 }).not.toBe('');

    await page.locator(`${app} input[name=title]`).fill(title);
    await page.locator(`${app} textarea[name=message]`).fill(message);
    await combo(page, 1).click();
    await combo(page, 1).fill('Ital');
    await page.locator(`${app} [role=option]`, { hasText: 'Italia' }).first().click();
    await page.locator(`${app} [data-part=send]`).click();
    await dialog(page).locator('[data-part=confirm-send]').click();
    await page.locator(`${app} [data-part=summary]`).waitFor();
    const count = Number((await page.locator(`${app} [data-part=summary-count]`).textContent())!.match(/\d+/)![0]);

    await tab(page, 'Cronologia').click();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('history');
    const sentRow = row(page, title);
    await sentRow.waitFor();
    // Newest first: the send just made is the first row.
    expect(await rows(page).first().getAttribute('data-row')).toBe(await sentRow.getAttribute('data-row'));
    expect(await sentRow.locator('[data-part=sent-count]').textContent()).toBe(`${count} destinatari`);
    expect(await sentRow.textContent()).toContain('Tutti · Italia');

    // The detail: focus inside, every field, the previews of what was sent; Escape gives the focus back to the row's title.
    const open = sentRow.locator('[data-part=open-sent]');
    await open.click();
    await dialog(page).waitFor();
    await expect.poll(async () => (await active(page))?.inDialog).toBe(true);
    const detail = dialog(page).locator('[data-part=sent-detail]');
    for (const text of [title, message, 'Sistema', 'Tutti', 'Italia', `${count} destinatari`])
      expect(await detail.textContent()).toContain(text);
    expect(await detail.locator('[data-part=preview-ios] [data-part=preview-title]').textContent()).toBe(title);
    expect(await detail.locator('[data-part=preview-android] [data-part=preview-title]').textContent()).toBe(title);
    expect(await detail.locator('[data-part=preview-android] [data-part=preview-message]').textContent()).toBe(message);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'hidden' });
    await expect.poll(async () => (await active(page))?.part).toBe('open-sent');
    expect((await active(page))?.text).toBe(title);

    // Use as draft: the composer again, refilled, focus on the title; nothing sent.
    const before = await e2e.data<{ pagination: { dataCount: number } }>('notifications?page=1&limit=1');
    await open.click();
    await dialog(page).locator('[data-part=use-as-draft]').click();
    const titleInput = page.locator(`${app} input[name=title]`);
    await titleInput.waitFor();
    await expect.poll(() => tab(page, 'Componi').getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.get('tab')).toBeNull();
    expect(await titleInput.inputValue()).toBe(title);
    expect(await page.locator(`${app} textarea[name=message]`).inputValue()).toBe(message);
    expect(await checkedRadio(page).textContent()).toBe('Tutti');
    expect(await combo(page, 1).inputValue()).toBe('Italia');
    await expect.poll(async () => (await active(page))?.name).toBe('title');
    expect(await dialog(page).count()).toBe(0);
    expect((await e2e.data<{ pagination: { dataCount: number } }>('notifications?page=1&limit=1')).pagination.dataCount).toBe(
      before.pagination.dataCount,
    );
  });

  it('a single-user send (API) as a draft from the row menu picks the same member; English texts', async () => {
    const title = `Your order ${Date.now().toString(36)}`;
    await send({ title, message: 'It ships tomorrow.', target: 'SINGLE', memberId: someone.id });
    const { page } = await e2e.open('/notifications?tab=history', { lang: 'en', viewport: DESKTOP });
    expect(await tab(page, 'History').getAttribute('aria-selected')).toBe('true');
    expect(await tab(page, 'Compose').getAttribute('aria-selected')).toBe('false');
    const sentRow = row(page, title);
    await sentRow.waitFor();
    expect(await sentRow.locator('[data-part=sent-count]').textContent()).toBe('1 recipient');
    expect(await sentRow.textContent()).toContain(`${someone.firstName} ${someone.lastName}`);
    expect(await page.locator(`${app} [data-part=list-table] thead`).textContent()).toContain('Sent by');

    await sentRow.getByRole('button', { name: `Actions for “${title}”` }).click();
    await page.getByRole('menuitem', { name: 'Use as draft' }).click();
    const titleInput = page.locator(`${app} input[name=title]`);
    await titleInput.waitFor();
    expect(await titleInput.inputValue()).toBe(title);
    expect(await page.locator(`${app} textarea[name=message]`).inputValue()).toBe('It ships tomorrow.');
    expect(await checkedRadio(page).textContent()).toBe('Single user');
    await expect.poll(() => combo(page, 0).inputValue(), { timeout: 15_000 }).toBe(`${someone.firstName} ${someone.lastName}`);
    expect(await combo(page, 1).isDisabled()).toBe(true);
    await expect.poll(async () => (await active(page))?.name).toBe('title');
  });

  it('(it) a scheduled send shows when it goes, a single one its recipient by name, a cancelled one when it was due (no count)', async () => {
    const stamp = Date.now().toString(36);
    const at = new Date(Date.now() + 3 * 86_400_000);
    at.setMinutes(0, 0, 0);
    await e2e.data('notifications/send-bulk', {
      json: {
        type: 'SYSTEM',
        title: `Promemoria ${stamp}`,
        message: 'Ci vediamo.',
        target: 'SINGLE',
        memberId: someone.id,
        sendAt: at.toISOString(),
      },
    });
    const cancelled = await e2e.data<{ id: number }>('notifications/send-bulk', {
      json: { type: 'SYSTEM', title: `Annullata ${stamp}`, message: 'Non parte.', target: 'MEMBERS', sendAt: at.toISOString() },
    });
    await e2e.data(`notifications/${cancelled.id}/cancel`, { json: {} });
    const { page } = await e2e.open('/notifications?tab=history', { lang: 'it', viewport: DESKTOP });
    const first = row(page, `Promemoria ${stamp}`);
    await first.waitFor();
    // The time it goes out (not when it was scheduled), said as such while it waits.
    const when = first.locator('[data-part=history-when]');
    expect(Date.parse((await when.getAttribute('datetime'))!)).toBe(at.getTime());
    expect(await when.textContent()).toMatch(/^Programmata per il /);
    // The single recipient by name, whole (not "Utente singo…"); the reach of what has not gone yet.
    const name = `${someone.firstName} ${someone.lastName}`;
    expect(await first.locator('[data-col=target]').textContent()).toBe(name);
    expect(await first.locator('[data-part=sent-count]').textContent()).toBe('Raggiungerà 1 destinatario');
    // A cancelled scheduled send claims no delivery: it says when it was due, in the page's time zone, never a count.
    const second = row(page, `Annullata ${stamp}`);
    const due = (await page.evaluate(
      `new Intl.DateTimeFormat('it', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(${at.getTime()}))`,
    )) as string;
    expect(await second.locator('[data-part=sent-count]').textContent()).toBe(`Annullato, era previsto per il ${due}`);
    expect(await second.locator('[data-part=sent-count]').textContent()).not.toMatch(/destinatar/);
    // The Type column is gone (the type is in the detail); the headers say what each column holds.
    const headers = await page.locator(`${app} [data-part=list-table] thead th`).allTextContents();
    expect(headers).not.toContain('Tipo');
    expect(headers).toContain('Quando');
  });

  it('keeps the tab in the URL: Back returns to the previous tab; the tab names in both languages', async () => {
    await send({ title: 'Back probe', message: 'Hello', target: 'ALL' });
    const { page } = await e2e.open('/notifications', { lang: 'en', viewport: DESKTOP });
    await page.locator(`${app} input[name=title]`).waitFor();
    expect(await page.getByRole('tablist').getAttribute('aria-label')).toBe('Notification views');
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Compose', 'History']);
    await tab(page, 'History').click();
    await rows(page).first().waitFor();
    await page.goBack();
    await page.locator(`${app} input[name=title]`).waitFor();
    expect(await tab(page, 'Compose').getAttribute('aria-selected')).toBe('true');

    const italian = await e2e.open('/notifications?tab=history', { lang: 'it', viewport: DESKTOP });
    await rows(italian.page).first().waitFor();
    expect(await italian.page.getByRole('tab').allTextContents()).toEqual(['Componi', 'Cronologia']);
    expect(await italian.page.locator(`${app} [data-part=list-table] thead`).textContent()).toContain('Inviata da');
  });

  it('says when nothing was sent yet, and offers a retry when the history fails to load', async () => {
    await send({ title: 'Retry probe', message: 'Hello', target: 'ALL' });
    const { page, context } = await e2e.open('/login', { lang: 'en', viewport: DESKTOP });
    await context.route(/\/v1\/notifications\?/, async (route) => {
      const res = await route.fetch();
      const body = (await res.json()) as { data: { data: unknown[]; pagination: Record<string, unknown> } };
      body.data.data = [];
      Object.assign(body.data.pagination, { dataCount: 0, pageCount: 0, hasNextPage: false });
      return route.fulfill({ response: res, json: body });
    });
    await page.goto(e2e.url('/notifications?tab=history'));
    await page.getByText('No notifications sent yet').waitFor();
    expect(await rows(page).count()).toBe(0);

    const failing = await e2e.open('/login', { lang: 'en', viewport: DESKTOP });
    await failing.context.route(/\/v1\/notifications\?/, (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
    await failing.page.goto(e2e.url('/notifications?tab=history'));
    const retry = failing.page.locator(`${app} [data-part=list-table] [role=alert]`).getByRole('button', { name: 'Retry' });
    await retry.waitFor({ timeout: 20_000 });
    await failing.context.unroute(/\/v1\/notifications\?/);
    await retry.click();
    await rows(failing.page).first().waitFor();
  });

  it('the embedded <admin-notifications url-state="push"> keeps its tab under its prefix (n.tab=history)', async () => {
    const title = `Embedded ${Date.now().toString(36)}`;
    await send({ title, message: 'Hello', target: 'ALL' });
    const context = await e2e.newContext({ lang: 'en', viewport: DESKTOP });
    const page = await context.newPage();
    // A pattern, not the URL: the page is loaded with a query string.
    await page.route(/\/plain-notifications\.html/, (r) =>
      r.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Notifications</title>
          <script type="module" src="/assets/index.js"></script></head>
          <body><main><admin-notifications url-state="push"></admin-notifications></main></body></html>`,
      }),
    );
    await page.goto(e2e.url('/plain-notifications.html?n.tab=history'));
    await rows(page, 'admin-notifications').filter({ hasText: title }).waitFor();
    await page.getByRole('tab', { name: 'Compose' }).click();
    await page.locator('admin-notifications input[name=title]').waitFor();
    expect(new URL(page.url()).searchParams.has('n.tab')).toBe(false);
    await page.getByRole('tab', { name: 'History' }).click();
    expect(new URL(page.url()).searchParams.get('n.tab')).toBe('history');
    expect(new URL(page.url()).searchParams.has('tab')).toBe(false);
  });

  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', PHONE],
  ] as const)
    for (const mode of ['light', 'dark'] as const)
      it(`History at ${width} px (${mode}): no horizontal overflow of the page or the table; axe clean, the detail too`, async () => {
        await send({
          title: `Layout probe with a rather long title to see how it is cut ${width} ${mode}`,
          message: 'A message.',
          target: 'COMPANIES',
          targetCountry: 'IT',
        });
        const { page } = await e2e.open('/notifications?tab=history', { lang: 'it', mode, viewport });
        await rows(page).first().waitFor();
        await page.evaluate('document.fonts.ready');
        const overflow = (await page.evaluate(`(() => {
          const root = document.querySelector('admin-app').shadowRoot;
          const box = root.querySelector('[data-part=table-scroll]');
          return { page: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth), table: box.scrollWidth - box.clientWidth };
        })()`)) as { page: number; table: number };
        expect(overflow).toEqual({ page: 0, table: 0 });
        expect(await runAxe(page)).toEqual([]);
        await rows(page).first().locator('[data-part=open-sent]').click();
        await dialog(page).locator('[data-part=sent-detail]').waitFor();
        expect(await runAxe(page)).toEqual([]);
        // On a phone the compact preview (with its platform switch) stands for the two phones.
        const shown = width === '390' ? '[data-part=compact-preview]' : '[data-part=preview-ios]';
        expect(await dialog(page).locator(shown).isVisible()).toBe(true);
      });
});

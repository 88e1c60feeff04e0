import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SentNotification } from '../../src/api/contract/notification.js';
import { localInputValue } from '../../src/features/notifications/schedule.js';
import { deepText, runAxe } from '../helpers/browser.js';
import { useE2E, type Lang, type Mode } from '../helpers/e2e.js';

/**
 * Issue 15 in the browser, against the real server: schedule a notification and cancel it from the history with
 * the keyboard; a send to everyone goes out in the background and the screen follows it to Sent; "Send a test to
 * me"; a time in the past (or one the server refuses) said next to the field; axe in light and dark mode.
 */
const e2e = useE2E({ warmUp: '/login' });
const app = 'admin-app';
const DESKTOP = { width: 1280, height: 800 } as const;

/** The admin's name as the history shows it (author of every send made here). */
let adminName = '';
beforeAll(async () => {
  const me = await e2e.data<{ firstName: string; lastName: string }>('accounts/member');
  adminName = `${me.firstName} ${me.lastName}`;
});

/** The focused element through the shadow roots: its tag, data-part, the row it is in and whether a dialog holds it. */
const ACTIVE = `(() => {
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  if (!el) return null;
  const row = el.closest('tr[data-row]');
  return { tag: el.tagName.toLowerCase(), name: el.getAttribute('name'), part: el.getAttribute('data-part'), row: row ? row.getAttribute('data-row') : null, inDialog: !!el.closest('[role=dialog]'), text: (el.textContent || '').trim() };
})()`;
type Active = { tag: string; name: string | null; part: string | null; row: string | null; inDialog: boolean; text: string } | null;
const active = (page: Page) => page.evaluate(ACTIVE) as Promise<Active>;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const rows = (page: Page) => page.locator(`${app} [data-part=list-table] tbody tr[data-row]`);
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });
const dialog = (page: Page) => page.locator(`${app} [role=dialog]`);
const radio = (page: Page, label: string) => page.locator(`${app} [data-scope=radio-group][data-part=item]`, { hasText: label });
const sendAt = (page: Page) => page.locator(`${app} input[name=sendAt]`);
/** The texts a field's aria-describedby points at. */
const describedBy = (page: Page, selector: string) =>
  page.locator(`${app} ${selector}`).evaluate((el) => {
    const root = el.getRootNode() as ShadowRoot;
    return (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => root.getElementById(id)?.textContent ?? '')
      .join(' | ');
  });
const toast = (page: Page, text: string) => expect.poll(() => deepText(page), { timeout: 15_000 }).toContain(text);
const longWhen = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
const shortWhen = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
/** A due time under a status in the history: day, month and time (the year only when it is not this one). */
const dueWhen = (iso: string, lang: Lang) => {
  const other = new Date(iso).getFullYear() !== new Date().getFullYear();
  return new Intl.DateTimeFormat(lang, {
    month: 'short',
    day: 'numeric',
    ...(other ? { year: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
};

/** Tomorrow at 09:00 in the browser's time zone (the test's own: Chromium inherits it). */
function tomorrowAtNine() {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(9, 0, 0, 0);
  return { local: localInputValue(d), iso: d.toISOString() };
}

async function composer(lang: Lang, mode: Mode = 'light') {
  const { page, context } = await e2e.open('/notifications', { lang, mode, viewport: DESKTOP });
  await page.locator(`${app} [data-part=composer]`).waitFor();
  await expect.poll(() => page.locator(`${app} [data-part=audience]`).getAttribute('data-count'), { timeout: 15_000 }).not.toBe('');
  return { page, context };
}

async function write(page: Page, title: string, message: string) {
  await page.locator(`${app} input[name=title]`).fill(title);
  await page.locator(`${app} textarea[name=message]`).fill(message);
}

const sendOf = async (title: string) =>
  (await e2e.data<{ data: SentNotification[] }>('notifications?page=1&limit=50')).data.find((n) => n.title === title);

describe('scheduling a notification', () => {
  it('(it) tomorrow at 09:00: confirmed with its time, Programmata in the history; cancelled from the row menu by keyboard, focus back on the row', async () => {
    const title = `Manutenzione ${Date.now().toString(36)}`;
    const { page } = await composer('it');
    await write(page, title, 'Il servizio sarà sospeso domenica notte.');
    const audience = Number(await page.locator(`${app} [data-part=audience]`).getAttribute('data-count'));

    // Programma: the date and time, named with the time zone, offered from tomorrow at 09:00; the button says it.
    expect(await radio(page, 'Invia ora').getAttribute('data-state')).toBe('checked');
    await radio(page, 'Programma').click();
    const when = tomorrowAtNine();
    await sendAt(page).waitFor();
    expect(await sendAt(page).inputValue()).toBe(when.local);
    const zone = (await page.evaluate('Intl.DateTimeFormat().resolvedOptions().timeZone')) as string;
    expect(await describedBy(page, 'input[name=sendAt]')).toContain(`Fuso orario: ${zone}`);
    await sendAt(page).fill(when.local);
    const send = page.locator(`${app} [data-part=send]`);
    expect(await send.textContent()).toBe('Programma notifica');

    // The confirmation says to how many and when, in the page's language.
    await page.evaluate(`window.__sent = []; document.addEventListener('admin-notification-sent', (e) => window.__sent.push(e.detail))`);
    await send.click();
    await dialog(page).waitFor();
    const date = longWhen(when.iso, 'it');
    expect(await dialog(page).getByRole('heading').first().textContent()).toBe(`Programmare per ${audience} destinatari?`);
    expect(await dialog(page).textContent()).toContain(`sarà inviata a ${audience} destinatari il ${date}`);
    await dialog(page).locator('[data-part=confirm-send]').click();

    // The summary and the toast say scheduled, for when.
    const summary = page.locator(`${app} [data-part=summary]`);
    await summary.waitFor();
    expect(await summary.getAttribute('data-status')).toBe('scheduled');
    expect(await summary.locator('h2').textContent()).toBe('Notifica programmata');
    expect(await summary.locator('[data-part=summary-count]').textContent()).toBe(`Sarà inviata a ${audience} destinatari il ${date}.`);
    await toast(page, `Notifica programmata per il ${date}, a ${audience} destinatari`);
    // Nothing was sent yet (it can still be cancelled): no admin-notification-sent event.
    expect(await page.evaluate('window.__sent')).toEqual([]);
    const stored = (await sendOf(title))!;
    expect(stored).toMatchObject({ status: 'scheduled', recipients: audience, delivered: 0, test: false });
    expect(Date.parse(stored.sendAt!)).toBe(Date.parse(when.iso));

    // The history: Programmata, with its time.
    await summary.locator('[data-part=view-history]').click();
    await expect.poll(() => tab(page, 'Cronologia').getAttribute('aria-selected')).toBe('true');
    const scheduled = row(page, title);
    await scheduled.waitFor();
    const status = scheduled.locator('[data-col=status]');
    expect(await status.locator('[data-part=send-status]').textContent()).toBe('Programmata');
    expect(await status.locator('[data-part=send-at]').textContent()).toBe(dueWhen(when.iso, 'it'));
    expect(await status.locator('[data-part=send-at]').getAttribute('datetime')).toBe(stored.sendAt);

    // Keyboard: the row, Enter opens its menu, End reaches "Annulla l’invio", Enter asks; the dialog starts on
    // the harmless answer; Tab to "Annulla l’invio", Enter confirms.
    await scheduled.focus();
    await page.keyboard.press('Enter');
    await page.locator(`${app} [role=menu][data-state=open]`).waitFor();
    await page.keyboard.press('End');
    await expect.poll(() => page.locator(`${app} [role=menu][data-state=open] [data-highlighted]`).textContent()).toBe('Annulla l’invio');
    await page.keyboard.press('Enter');
    await dialog(page).locator('[data-part=confirm-cancel]').waitFor();
    expect(await dialog(page).getByRole('heading').first().textContent()).toBe(`Annullare l’invio di “${title}”?`);
    expect(await dialog(page).textContent()).toContain(`È prevista per il ${date}. Nessuno dei suoi ${audience} destinatari la riceverà.`);
    await expect.poll(async () => (await active(page))?.part).toBe('keep-send');
    await page.keyboard.press('Tab');
    expect((await active(page))?.part).toBe('confirm-cancel');
    await page.keyboard.press('Enter');
    await dialog(page).waitFor({ state: 'detached' });

    // Annullata at once, a toast, the server agrees; the focus is back on the row (or its menu button), not <body>.
    await expect.poll(() => status.locator('[data-part=send-status]').textContent()).toBe('Annullata');
    expect(await status.locator('[data-part=send-at]').count()).toBe(0);
    await toast(page, `Notifica “${title}” annullata: nessuno la riceverà`);
    expect((await sendOf(title))!.status).toBe('cancelled');
    const id = await scheduled.getAttribute('data-row');
    await expect.poll(async () => (await active(page))?.row).toBe(id);
    // Nothing left to cancel: the menu no longer offers it.
    await page.keyboard.press('Enter');
    await page.locator(`${app} [role=menu][data-state=open]`).waitFor();
    expect(await page.locator(`${app} [role=menu][data-state=open] [role=menuitem]`).allTextContents()).toEqual([
      'Dettagli',
      'Usa come bozza',
    ]);
    await page.keyboard.press('Escape');

    // The detail says it too, with when it was due.
    await scheduled.locator('[data-part=open-sent]').click();
    const detail = dialog(page).locator('[data-part=sent-detail]');
    await detail.waitFor();
    expect(await detail.locator('[data-part=send-status]').textContent()).toBe('Annullata');
    expect(await detail.textContent()).toContain(`Invio previsto${shortWhen(when.iso, 'it')}`);
  });

  it('(en) cancelling a send that has started meanwhile says it can no longer be cancelled, and the row shows where it is', async () => {
    const title = `Started ${Date.now().toString(36)}`;
    const when = tomorrowAtNine();
    await e2e.data('notifications/send-bulk', { json: { title, message: 'Hello', type: 'SYSTEM', target: 'MEMBERS', sendAt: when.iso } });
    const { page } = await e2e.open('/notifications?tab=history', { lang: 'en', viewport: DESKTOP });
    const r = row(page, title);
    await r.waitFor();
    expect(await r.locator('[data-col=status] [data-part=send-status]').textContent()).toBe('Scheduled');
    // Another administrator (here the API) cancels it first.
    await e2e.data(`notifications/${(await sendOf(title))!.id}/cancel`, { json: {} });
    await r.getByRole('button', { name: `Actions for “${title}”` }).click();
    await page.getByRole('menuitem', { name: 'Cancel sending' }).click();
    await dialog(page).locator('[data-part=confirm-cancel]').click();
    await toast(page, 'This notification can no longer be cancelled: its sending has started or ended');
    await expect.poll(() => r.locator('[data-col=status] [data-part=send-status]').textContent()).toBe('Cancelled');
  });
});

describe('the schedule said in the interface language', () => {
  it('(it) under the browser field (which follows the browser locale) the chosen time reads in Italian', async () => {
    const { page } = await composer('it');
    await radio(page, 'Programma').click();
    await sendAt(page).waitFor();
    // Two days ahead at 09:00 (local): the weekday and month in Italian, the time in 24 hours.
    const d = new Date();
    d.setDate(d.getDate() + 2);
    d.setHours(9, 0, 0, 0);
    await sendAt(page).fill(localInputValue(d));
    const year = d.getFullYear() !== new Date().getFullYear() ? { year: 'numeric' as const } : {};
    const expected = `${new Intl.DateTimeFormat('it', { weekday: 'long', day: 'numeric', month: 'long', ...year }).format(d)}, 09:00`;
    const echo = page.locator(`${app} [data-part=send-at-echo]`);
    await expect.poll(() => echo.textContent()).toBe(expected);
    expect(expected).toMatch(/^(lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) \d{1,2} [a-z]+( \d{4})?, 09:00$/);
    // Part of the field's description (read with it), and it follows a change of the time.
    expect(await describedBy(page, 'input[name=sendAt]')).toContain(expected);
    d.setHours(18, 30);
    await sendAt(page).fill(localInputValue(d));
    await expect.poll(() => echo.textContent()).toMatch(/, 18:30$/);
  });
});

describe('a send to everyone goes out in the background', () => {
  it('(en) the summary says queued, then follows it to Sent; the history shows its progress and ends at delivered = total', async () => {
    const title = `Everyone ${Date.now().toString(36)}`;
    const { page } = await composer('en');
    await write(page, title, 'Sunday night the app is down for two hours.');
    const audience = Number(await page.locator(`${app} [data-part=audience]`).getAttribute('data-count'));
    expect(await page.locator(`${app} [data-part=send]`).textContent()).toBe('Send notification');
    await page.locator(`${app} [data-part=send]`).click();
    await page.evaluate(`window.__sent = []; document.addEventListener('admin-notification-sent', (e) => window.__sent.push(e.detail))`);
    // Every heading the summary shows, in order (the demo's audience goes out in a moment: the first may not last).
    await page.evaluate(`(() => {
      window.__headings = [];
      window.__toasts = [];
      const root = document.querySelector('admin-app').shadowRoot;
      const seen = () => {
        const h = root.querySelector('[data-part=summary] h2');
        const text = h ? h.textContent : null;
        if (text && window.__headings[window.__headings.length - 1] !== text) window.__headings.push(text);
        const d = root.querySelector('[data-scope=toast][data-part=description]');
        const said = d ? d.textContent : null;
        if (said && window.__toasts[window.__toasts.length - 1] !== said) window.__toasts.push(said);
      };
      new MutationObserver(seen).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    })()`);
    await dialog(page).locator('[data-part=confirm-send]').click();

    // What the server answered: queued for the background, said as such (not "sent"), then followed until it has gone out.
    const summary = page.locator(`${app} [data-part=summary]`);
    await summary.waitFor();
    expect(await page.evaluate('window.__sent')).toEqual([{ target: 'ALL', country: null, count: audience }]);
    await expect.poll(() => summary.getAttribute('data-status'), { timeout: 30_000 }).toBe('sent');
    // The toast said "queued", then, as the summary turned to Sent, "sent" in the same place (round 11: it kept saying
    // "queued" beside "Notification sent"); one toast about the send, not two.
    await toast(page, `Notification sent to ${audience} recipients`);
    // (The demo's audience may go out before the toaster has drawn the first: then only the second is seen.)
    const said = (await page.evaluate('window.__toasts')) as string[];
    expect(said.at(-1)).toBe(`Notification sent to ${audience} recipients`);
    expect(
      said.slice(0, -1).every((x) => x === `Notification queued for ${audience} recipients`),
      JSON.stringify(said),
    ).toBe(true);
    expect(await page.locator(`${app} [data-scope=toast][data-part=root][data-state=open]`).count()).toBe(1);
    const headings = (await page.evaluate('window.__headings')) as string[];
    expect(headings[0]).toBe('Notification queued');
    expect(headings.at(-1)).toBe('Notification sent');
    expect(await summary.locator('h2').textContent()).toBe('Notification sent');
    expect(await summary.locator('[data-part=summary-count]').textContent()).toBe(`Sent to ${audience} recipients.`);
    const sent = (await sendOf(title))!;
    expect(sent).toMatchObject({ status: 'sent', delivered: audience, recipients: audience });

    // The history follows a send in flight: put this one back to "sending", half way (as the worker leaves it
    // between batches), and let the screen read it move on. Its own polling shows each step, no reload.
    await e2e.server.db.query(`update notification_sends set status = 'sending', delivered = $2, finished_at = null where id = $1`, [
      sent.id,
      Math.floor(audience / 2),
    ]);
    await tab(page, 'History').click();
    const r = row(page, title);
    await r.waitFor();
    const status = r.locator('[data-col=status]');
    await expect.poll(() => status.locator('[data-part=send-status]').textContent()).toBe('Sending');
    expect(await status.locator('[data-part=progress]').textContent()).toContain(`${Math.floor(audience / 2)} / ${audience}`);
    await e2e.server.db.query(`update notification_sends set delivered = $2 where id = $1`, [sent.id, audience - 1]);
    await expect
      .poll(() => status.locator('[data-part=progress] [aria-hidden]').textContent(), { timeout: 15_000 })
      .toBe(`${audience - 1} / ${audience}`);
    await e2e.server.db.query(`update notification_sends set status = 'sent', delivered = $2, finished_at = now() where id = $1`, [
      sent.id,
      audience,
    ]);
    await expect.poll(() => status.locator('[data-part=send-status]').textContent(), { timeout: 15_000 }).toBe('Sent');
    expect(await status.locator('[data-part=progress]').count()).toBe(0);
    // The detail: delivered = total.
    await r.locator('[data-part=open-sent]').click();
    const detail = dialog(page).locator('[data-part=sent-detail]');
    await detail.waitFor();
    expect(await detail.locator('[data-part=delivered]').textContent()).toBe(`${audience} of ${audience} reached`);
  });
});

describe('send a test to me', () => {
  it('(en) is off until title and message are written; sends without confirmation, says so, and the history lists a Test to 1 recipient', async () => {
    const title = `Test run ${Date.now().toString(36)}`;
    const { page } = await composer('en');
    const test = page.locator(`${app} [data-part=send-test]`);
    expect(await test.textContent()).toBe('Send a test to me');
    expect(await test.isDisabled()).toBe(true);
    await page.locator(`${app} input[name=title]`).fill(title);
    expect(await test.isDisabled()).toBe(true);
    await page.locator(`${app} textarea[name=message]`).fill('Does it look right on a phone?');
    await expect.poll(() => test.isDisabled()).toBe(false);
    // Scheduled in the composer: a test still goes now.
    await radio(page, 'Schedule').click();
    const before = (await e2e.data<{ pagination: { dataCount: number } }>('notifications?page=1&limit=1')).pagination.dataCount;
    await test.focus();
    await page.keyboard.press('Enter');
    await toast(page, 'Test sent to you');
    expect(await dialog(page).count()).toBe(0);
    // The composer stays as it was, the focus where it was.
    expect(await page.locator(`${app} [data-part=summary]`).count()).toBe(0);
    expect(await page.locator(`${app} input[name=title]`).inputValue()).toBe(title);
    await expect.poll(async () => (await active(page))?.part).toBe('send-test');
    const stored = (await sendOf(title))!;
    expect(stored).toMatchObject({ test: true, status: 'sent', recipients: 1, delivered: 1, sendAt: null });
    expect((await e2e.data<{ pagination: { dataCount: number } }>('notifications?page=1&limit=1')).pagination.dataCount).toBe(before + 1);

    await tab(page, 'History').click();
    const r = row(page, title);
    await r.waitFor();
    expect(await r.locator('[data-col=status] [data-part=test-mark]').textContent()).toBe('Test');
    expect(await r.locator('[data-col=status] [data-part=send-status]').textContent()).toBe('Sent');
    expect(await r.locator('[data-part=sent-count]').textContent()).toBe('1 recipient');
    expect(await r.locator('[data-col=target]').textContent()).toBe(`Only ${adminName}`);
  });
});

describe('a time that cannot be scheduled', () => {
  it('(it) in the past: said next to the field (focus there), what was typed stays, nothing is asked or sent', async () => {
    const { page } = await composer('it');
    let sends = 0;
    page.on('request', (r) => void (r.url().includes('/v1/notifications/send-bulk') && sends++));
    await write(page, 'Avviso', 'Messaggio');
    await radio(page, 'Programma').click();
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    yesterday.setHours(9, 0, 0, 0);
    const typed = localInputValue(yesterday);
    await sendAt(page).fill(typed);
    await page.locator(`${app} [data-part=send]`).click();
    await page.locator(`${app} input[name=sendAt][aria-invalid=true]`).waitFor();
    expect(await describedBy(page, 'input[name=sendAt]')).toContain('Scegli un orario futuro');
    await expect.poll(async () => (await active(page))?.name).toBe('sendAt');
    expect(await sendAt(page).inputValue()).toBe(typed);
    expect(await page.locator(`${app} input[name=title]`).inputValue()).toBe('Avviso');
    expect(await page.locator(`${app} textarea[name=message]`).inputValue()).toBe('Messaggio');
    expect(await dialog(page).count()).toBe(0);
    expect(sends).toBe(0);
    // A new time clears the error.
    await sendAt(page).fill(tomorrowAtNine().local);
    await expect.poll(() => sendAt(page).getAttribute('aria-invalid')).toBeNull();
  });

  it("(en) the server's refusal (send_at_invalid) goes next to the field too, translated, with what was typed kept", async () => {
    const { page, context } = await composer('en');
    // The clock of the browser and the server's disagree: the server sees a time already past.
    await context.route(/\/v1\/notifications\/send-bulk$/, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, sendAt: new Date(Date.now() - 60_000).toISOString() }) });
    });
    await write(page, 'Notice', 'Message');
    await radio(page, 'Schedule').click();
    const when = tomorrowAtNine();
    await sendAt(page).fill(when.local);
    await page.locator(`${app} [data-part=send]`).click();
    await dialog(page).locator('[data-part=confirm-send]').click();
    await page.locator(`${app} input[name=sendAt][aria-invalid=true]`).waitFor();
    expect(await describedBy(page, 'input[name=sendAt]')).toContain('Choose a time in the future, at most 30 days from now');
    expect(await sendAt(page).inputValue()).toBe(when.local);
    expect(await page.locator(`${app} input[name=title]`).inputValue()).toBe('Notice');
    expect(await page.locator(`${app} [data-part=summary]`).count()).toBe(0);
    expect(await page.locator(`${app} [data-scope=toast][data-type=error]`).count()).toBe(0);
  });
});

describe('layout', () => {
  for (const [width, viewport] of [
    ['1280', DESKTOP],
    ['390', { width: 390, height: 844 }],
  ] as const)
    it(`(en, ${width} px) the history with a scheduled, a test, a cancelled and an in-flight send fits: no horizontal overflow`, async () => {
      const when = tomorrowAtNine();
      const stamp = Date.now().toString(36);
      await e2e.data('notifications/send-bulk', {
        json: {
          title: `Layout scheduled with a long title ${stamp}`,
          message: 'x',
          type: 'SYSTEM',
          target: 'COMPANIES',
          targetCountry: 'IT',
          sendAt: when.iso,
        },
      });
      const gone = await e2e.data<{ id: number }>('notifications/send-bulk', {
        json: { title: `Layout cancelled ${stamp}`, message: 'x', type: 'SYSTEM', target: 'MEMBERS', sendAt: when.iso },
      });
      await e2e.data(`notifications/${gone.id}/cancel`, { json: {} });
      await e2e.data('notifications/send-test', { json: { title: `Layout test ${stamp}`, message: 'x', type: 'SYSTEM', target: 'ALL' } });
      const flight = await e2e.data<{ id: number }>('notifications/send-bulk', {
        json: { title: `Layout in flight ${stamp}`, message: 'x', type: 'SYSTEM', target: 'ALL' },
      });
      await expect.poll(async () => (await sendOf(`Layout in flight ${stamp}`))?.status, { timeout: 30_000 }).toBe('sent');
      await e2e.server.db.query(`update notification_sends set status = 'sending', delivered = 1 where id = $1`, [flight.id]);
      try {
        const { page } = await e2e.open('/notifications?tab=history', { lang: 'en', viewport });
        // In the status column, or under the title on a phone (one of the two is shown).
        await row(page, `Layout in flight ${stamp}`).locator('[data-part=progress]').first().waitFor({ state: 'attached' });
        await page.evaluate('document.fonts.ready');
        const overflow = (await page.evaluate(`(() => {
          const root = document.querySelector('admin-app').shadowRoot;
          const box = root.querySelector('[data-part=table-scroll]');
          return { page: Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth), table: box.scrollWidth - box.clientWidth };
        })()`)) as { page: number; table: number };
        expect(overflow).toEqual({ page: 0, table: 0 });
      } finally {
        await e2e.server.db.query(`update notification_sends set status = 'sent', delivered = recipients where id = $1`, [flight.id]);
      }
    });
});

describe('axe', () => {
  for (const mode of ['light', 'dark'] as const)
    it(`(${mode}) the composer scheduling with an error, the history with scheduled, test and cancelled sends, the cancel dialog`, async () => {
      const when = tomorrowAtNine();
      const stamp = Date.now().toString(36);
      await e2e.data('notifications/send-bulk', {
        json: { title: `Axe scheduled ${stamp}`, message: 'x', type: 'SYSTEM', target: 'COMPANIES', sendAt: when.iso },
      });
      const gone = await e2e.data<{ id: number }>('notifications/send-bulk', {
        json: { title: `Axe cancelled ${stamp}`, message: 'x', type: 'SYSTEM', target: 'MEMBERS', sendAt: when.iso },
      });
      await e2e.data(`notifications/${gone.id}/cancel`, { json: {} });
      await e2e.data('notifications/send-test', { json: { title: `Axe test ${stamp}`, message: 'x', type: 'SYSTEM', target: 'ALL' } });

      const { page } = await composer('it', mode);
      await write(page, 'Avviso', 'Messaggio');
      await radio(page, 'Programma').click();
      await sendAt(page).fill('2000-01-01T09:00');
      await page.locator(`${app} [data-part=send]`).click();
      await page.locator(`${app} input[name=sendAt][aria-invalid=true]`).waitFor();
      expect(await runAxe(page)).toEqual([]);

      await tab(page, 'Cronologia').click();
      const r = row(page, `Axe scheduled ${stamp}`);
      await r.waitFor();
      await row(page, `Axe test ${stamp}`).locator('[data-col=status] [data-part=test-mark]').waitFor();
      expect(await runAxe(page)).toEqual([]);
      await r.getByRole('button', { name: `Azioni per “Axe scheduled ${stamp}”` }).click();
      await page.getByRole('menuitem', { name: 'Annulla l’invio' }).click();
      await dialog(page).locator('[data-part=confirm-cancel]').waitFor();
      expect(await runAxe(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      expect(await r.locator('[data-col=status] [data-part=send-status]').textContent()).toBe('Programmata');
    });
});

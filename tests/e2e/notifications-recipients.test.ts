import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../src/api/contract/company.js';
import type { Member } from '../../src/api/contract/member.js';
import type { SentNotification } from '../../src/api/contract/notification.js';
import { runAxe } from '../helpers/browser.js';
import { useE2E } from '../helpers/e2e.js';

/**
 * Several chosen recipients (issue 4 of the UX audit): members and companies (their owners) picked in the
 * composer, or handed over by the bulk bar of Customers; one send, one history row, one audit event, each
 * recipient reached once.
 */
const e2e = useE2E({ warmUp: '/login' });
const app = 'admin-app';
const DESKTOP = { width: 1280, height: 800 } as const;

type AuditEvent = { action: string; target: { type: string; id: string | number } };

/** Two companies of two different enabled owners, and the first one's owner as a member too (reached once). */
let companies: Company[];
let owner: Member;
beforeAll(async () => {
  const list = (await e2e.data<{ data: Company[] }>('companies?page=1&limit=100')).data;
  const first = list.find((c) => c.member.enabled && c.name.length > 4)!;
  const second = list.find((c) => c.member.enabled && c.member.id !== first.member.id && c.name.length > 4 && c.name !== first.name)!;
  companies = [first, second];
  owner = await e2e.data<Member>(`members/${first.member.id}`);
});

/** The focused element through the shadow roots: its tag and part. */
const ACTIVE = `(() => {
  let el = document.activeElement;
  while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
  return el ? { tag: el.tagName.toLowerCase(), part: el.getAttribute('data-part') } : null;
})()`;
const active = (page: Page) => page.evaluate(ACTIVE) as Promise<{ tag: string; part: string | null } | null>;

const target = (page: Page, name: string) => page.locator(`${app} [data-scope=radio-group][data-part=item]`, { hasText: name });
const picker = (page: Page) => page.locator(`${app} [data-part=list-picker] [data-scope=combobox][data-part=input]`);
const option = (page: Page, text: string, kind: string) =>
  page.locator(`${app} [role=option]`).filter({ hasText: text }).filter({ hasText: kind }).first();

describe('notifications to chosen members and companies', () => {
  it('picks two companies and one member (an owner of one of them): one send, owners reached once, one audit event', async () => {
    const title = `Fiera ${Date.now().toString(36)}`;
    const { page } = await e2e.open('/notifications', { lang: 'it', viewport: DESKTOP });
    await page.locator(`${app} input[name=title]`).fill(title);
    await page.locator(`${app} textarea[name=message]`).fill('Vi aspettiamo sabato.');
    await target(page, 'Destinatari scelti').click();
    for (const c of companies) {
      await picker(page).fill(c.name);
      await option(page, c.name, 'Azienda').click();
      // Chosen: a chip, and the field empty for the next search.
      await page.locator(`${app} [data-part=recipient][data-kind=company][data-id="${c.id}"]`).waitFor();
      expect(await picker(page).inputValue()).toBe('');
    }
    await picker(page).fill(owner.email);
    const ownerName = `${owner.firstName ?? ''} ${owner.lastName ?? ''}`.trim();
    await option(page, ownerName || owner.email, 'Membro').click();
    await page.locator(`${app} [data-part=recipient][data-kind=member][data-id="${owner.id}"]`).waitFor();
    expect(await page.locator(`${app} [data-part=recipient]`).count()).toBe(3);
    // The audience is counted by the server: the owner of the first company once.
    await expect.poll(() => page.locator(`${app} [data-part=audience]`).getAttribute('data-count'), { timeout: 15_000 }).toBe('2');
    expect(await runAxe(page)).toEqual([]);

    await page.locator(`${app} [data-part=send]`).click();
    // The confirmation says who, not only how many (round 12).
    const ownerOfCompany = (c: Company) => [c.member.firstName, c.member.lastName].filter(Boolean).join(' ') || c.member.username;
    const who = page.locator(`${app} [role=dialog] [data-part=confirm-recipients]`);
    for (const c of companies) await expect.poll(() => who.textContent()).toContain(`${c.name} (titolare: ${ownerOfCompany(c)})`);
    expect(await who.textContent()).toMatch(/^Destinatari: /);
    await page.locator(`${app} [role=dialog] [data-part=confirm-send]`).click();
    await page.locator(`${app} [data-part=summary]`).waitFor();
    // The summary names the owner each company reaches, as the chips did (round 11).
    for (const c of companies)
      await expect
        .poll(() => page.locator(`${app} [data-part=summary] [data-part=chosen-names]`).textContent())
        .toContain(`${c.name} (titolare: ${ownerOfCompany(c)})`);

    const history = (await e2e.data<{ data: SentNotification[] }>('notifications?page=1&limit=20')).data.filter((n) => n.title === title);
    expect(history).toHaveLength(1);
    const sent = history[0]!;
    expect(sent.target).toBe('LIST');
    expect(sent.list).toEqual({ memberIds: [owner.id], companyIds: companies.map((c) => c.id).sort((a, b) => a - b) });
    await expect
      .poll(
        async () => {
          const n = await e2e.data<SentNotification>(`notifications/${sent.id}`);
          return [n.status, n.recipients, n.delivered];
        },
        { timeout: 30_000 },
      )
      .toEqual(['sent', 2, 2]);
    const trail = (await e2e.data<{ data: AuditEvent[] }>(`audit?targetType=notification&targetId=${sent.id}`)).data;
    expect(trail.map((e) => e.action)).toEqual(['notification.sent']);

    // The history's detail names whom it was for (round 7: only "2 chosen recipients").
    await page.goto(e2e.url('/notifications?tab=history'));
    // The row says what kinds were chosen; its reach column how many people (round 12: "2 destinatari scelti" beside
    // "2 destinatari").
    const row = page.locator(`${app} [data-row]`, { hasText: title });
    await expect.poll(() => row.textContent()).toContain('1 membro, 2 aziende');
    expect(await row.textContent()).not.toContain('scelti');
    await page.locator(`${app} [data-part=open-sent]`, { hasText: title }).click();
    const names = page.locator(`${app} [role=dialog] [data-part=chosen-names]`);
    for (const c of companies) await expect.poll(() => names.textContent()).toContain(`${c.name} (titolare: ${ownerOfCompany(c)})`);
    await expect.poll(() => names.textContent()).toContain(ownerName || owner.email);
  });

  it('removes a chosen recipient by keyboard: the focus goes to the next chip, then to the search field', async () => {
    const [a, b] = companies as [Company, Company];
    const { page } = await e2e.open(`/notifications?to=c${a.id},c${b.id}`, { lang: 'en', viewport: DESKTOP });
    const chips = page.locator(`${app} [data-part=recipient]`);
    await expect.poll(() => chips.count()).toBe(2);
    // Names read from the server for recipients that came by id.
    await expect.poll(() => chips.first().locator('[data-part=recipient-name]').textContent()).toBe(a.name);
    // A company reaches its owner: the chip names them (round 10).
    const ownerOf = (c: Company) => [c.member.firstName, c.member.lastName].filter(Boolean).join(' ') || c.member.username;
    await expect
      .poll(async () => (await chips.first().locator('[data-part=recipient-owner]').textContent())?.trim())
      .toBe(`(owner: ${ownerOf(a)})`);
    await expect
      .poll(async () => (await chips.nth(1).locator('[data-part=recipient-owner]').textContent())?.trim())
      .toBe(`(owner: ${ownerOf(b)})`);
    await chips.first().locator('[data-part=remove-recipient]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => chips.count()).toBe(1);
    await expect.poll(() => active(page)).toEqual({ tag: 'button', part: 'remove-recipient' });
    await page.keyboard.press('Enter');
    await expect.poll(() => chips.count()).toBe(0);
    await expect.poll(async () => (await active(page))?.tag).toBe('input');
  });

  it('Customers: two selected rows, then Send notification in the bulk bar opens the composer with them', async () => {
    const { page } = await e2e.open('/customers?size=10', { lang: 'en', viewport: { width: 1400, height: 900 } });
    const rows = page.locator(`${app} [data-part=list-table] tbody tr[data-row]`);
    await rows.first().waitFor();
    const ids = [await rows.nth(0).getAttribute('data-row'), await rows.nth(1).getAttribute('data-row')];
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Send notification' }).click();
    await page.locator(`${app} [data-part=composer]`).waitFor();
    expect(new URL(page.url()).pathname).toBe('/notifications');
    const chips = page.locator(`${app} [data-part=recipient]`);
    await expect.poll(() => chips.evaluateAll((els) => els.map((el) => el.getAttribute('data-id')))).toEqual(ids);
    expect(await chips.evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')))).toEqual(['member', 'member']);
    expect(
      await page
        .locator(`${app} [data-scope=radio-group][data-part=root]`)
        .first()
        .locator('[data-part=item][data-state=checked]')
        .textContent(),
    ).toBe('Chosen recipients');
    // The parameter is read once: it leaves the URL.
    await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBeNull();
    await expect.poll(() => page.locator(`${app} [data-part=audience]`).getAttribute('data-count'), { timeout: 15_000 }).not.toBe('');
  });
});

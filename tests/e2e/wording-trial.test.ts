import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { runAxe } from '../helpers/browser.js';
import { lineCount } from '../helpers/line-breaks.js';
import { ADMIN, useE2E, type Lang, type Mode } from '../helpers/e2e.js';
import { endChromeSessionAndNightlyToken } from '../helpers/access-events.js';
import { focused, tabTo } from '../helpers/focus.js';

/**
 * Issue 39/38, the wording an administrator's trial found: the activity's changes show only what changed, never
 * an internal id, and name a member by their name; Customers says "Team owner" as Team does; removing the rights
 * of a disabled administrator says they stay a disabled member; a success toast says what happened in its text;
 * the pending badge fits on two lines at 390 and 320. Real server and browser, keyboard, both languages.
 */
const e2e = useE2E({ warmUp: '/login' });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const NARROW = { width: 320, height: 720 };
const ADA = 1;
const MARCO = 2;
/** A folder for screenshots, when set. */
const SHOTS = process.env['WORDING_SHOTS'];

const tr = (lang: Lang) => (key: string, params?: Record<string, unknown>) => translate(lang, key, params);
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

describe('wording of the administrator’s trial (issue 39/38)', () => {
  it('Activity: a revoked token and a signed-out session show only what changed, no ids, the member by name', async () => {
    const { sessionId } = await endChromeSessionAndNightlyToken(e2e);

    for (const [lang, mode, viewport] of [
      ['en', 'light', DESKTOP],
      ['it', 'dark', PHONE],
    ] as [Lang, Mode, typeof DESKTOP][]) {
      const t = tr(lang);
      const { page } = await e2e.open('/activity', { lang, mode, viewport });
      const rows = page.locator('admin-app [data-part=activity-row]');
      const agent = t('activity.sessionAgent', { browser: 'Chrome', system: 'Linux' });
      // Ada's own session is "her session" (round 5: not "… of Ada Rossi" after "Ada Rossi"), never her e-mail.
      const session = rows.filter({
        hasText: t('activity.sentence.session_revoked_named_own', { actor: 'Ada Rossi', session: agent }),
      });
      await session.first().waitFor({ timeout: 20_000 });
      const revoked = rows.filter({ hasText: t('activity.sentence.token_revoked_named', { actor: 'Ada Rossi', token: 'nightly' }) });
      await revoked.first().waitFor();

      const fieldsOf = (row: Locator) => row.first().locator('[data-part=activity-changes] tbody th').allTextContents();
      // The revoked token: only when it was revoked; not "Id: 1 → 1" nor its unchanged name. One field: the line
      // under the sentence says it whole, no table repeats it (round 7).
      await expect
        .poll(() => revoked.first().locator('[data-part=activity-diff]').textContent())
        .toMatch(new RegExp(`^${t('activity.fields.revokedAt')}: [^·]+$`));
      expect(await fieldsOf(revoked)).toEqual([]);
      // The created token: its name is "Name", not a category's "Code".
      const created = rows.filter({ hasText: t('activity.sentence.token_created_named', { actor: 'Ada Rossi', token: 'nightly' }) });
      const createdFields = await fieldsOf(created);
      expect(createdFields).toContain(t('activity.fields.tokenName'));
      expect(createdFields).not.toContain(t('activity.fields.name'));
      // The session: its program and system, never its id.
      const sessionFields = await fieldsOf(session);
      expect(sessionFields).not.toContain(t('activity.fields.session'));
      const sessionText = (await session.first().textContent()) ?? '';
      expect(sessionText).not.toContain(sessionId);
      expect(sessionText).not.toContain(ADMIN.email);
      expect(await session.first().locator('[data-part=activity-changes] td').allTextContents()).toContain(agent);
      if (viewport === DESKTOP) {
        // The one-line summary beside the sentence says the same.
        const summary = (await revoked.first().textContent()) ?? '';
        expect(summary).not.toContain(`${t('activity.fields.id')}:`);
      }
      expect(await runAxe(page)).toEqual([]);
      await shot(page, `activity-${viewport.width}-${lang}-${mode}`);
    }
  });

  it('Customers: the team owner reads “Team owner” in the list and the drawer; an administrator “Administrator”', async () => {
    expect((await e2e.api('admins/grant', { json: { memberId: MARCO } })).status).toBeLessThan(300);
    try {
      for (const [lang, mode, viewport] of [
        ['en', 'light', DESKTOP],
        ['it', 'dark', PHONE],
      ] as [Lang, Mode, typeof DESKTOP][]) {
        const t = tr(lang);
        const { page } = await e2e.open('/customers?username=ada.rossi', { lang, mode, viewport });
        const badge = page.locator('admin-app [data-part=member-state]');
        await expect
          .poll(() => badge.allTextContents(), { timeout: 20_000 })
          .toEqual([`${t('common.teamOwner')} · ${t('customers.enabled')}`]);
        expect(t('common.teamOwner')).toBe(t('team.roles.owner'));
        expect(await runAxe(page)).toEqual([]);
        await shot(page, `customers-owner-${viewport.width}-${lang}-${mode}`);
        for (const [id, role] of [
          [ADA, t('common.teamOwner')],
          [MARCO, t('customers.roles.admin')],
        ] as const) {
          await page.goto(e2e.url(`/customers/${id}`));
          const field = page.locator('[role=dialog][data-drawer=member] [data-field=role]');
          await expect.poll(() => field.textContent(), { timeout: 20_000 }).toContain(role);
          expect(await page.locator('[role=dialog][data-drawer=member] [data-part=member-state]').textContent()).toContain(role);
        }
        expect(await runAxe(page)).toEqual([]);
      }
    } finally {
      await e2e.api(`admins/${MARCO}/revoke`, { method: 'POST' });
    }
  });

  for (const [lang, mode, viewport] of [
    ['en', 'light', DESKTOP],
    ['it', 'dark', PHONE],
  ] as [Lang, Mode, typeof DESKTOP][])
    it(`Team at ${viewport.width}, ${lang}: removing a disabled administrator’s rights says they stay a disabled member; the toast says what happened`, async () => {
      const t = tr(lang);
      // Marco: enabled again (a previous case may have left him disabled), an administrator, then disabled.
      expect((await e2e.api('members/enable-by-admin', { json: { memberId: MARCO } })).status).toBeLessThan(300);
      expect((await e2e.api('admins/grant', { json: { memberId: MARCO } })).status).toBeLessThan(300);
      expect((await e2e.api(`admins/${MARCO}/disable`, { method: 'POST' })).status).toBe(200);
      const { page } = await e2e.open('/team', { lang, mode, viewport });
      const row = page.locator(`admin-app [data-part=list-table] tbody tr[data-row="${MARCO}"]`);
      const card = page.locator(`admin-app [data-row="${MARCO}"]`);
      await card.first().waitFor({ timeout: 20_000 });
      // The row's menu by keyboard: the rows are one Tab stop; arrows to Marco's; Enter opens the menu.
      await tabTo(page, (f) => f.row !== null, 'the rows');
      for (let n = 0; n < 10 && (await focused(page)).row !== String(MARCO); n++) await page.keyboard.press('ArrowDown');
      expect((await focused(page)).row).toBe(String(MARCO));
      if ((await focused(page)).tag !== 'tr' && (await row.count()) > 0) await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      const menu = page.locator('[role=menu]:visible');
      const item = menu.locator('[role=menuitem]', { hasText: t('team.actions.revoke') });
      await item.waitFor();
      const labels = (await menu.locator('[role=menuitem]:not([data-disabled])').allTextContents()).map((l) => l.trim());
      const highlighted = menu.locator('[role=menuitem][data-highlighted]');
      await page.keyboard.press('Home');
      await expect.poll(async () => (await highlighted.textContent())?.trim()).toBe(labels[0]);
      for (let n = 1; n <= labels.indexOf(t('team.actions.revoke')); n++) {
        await page.keyboard.press('ArrowDown');
        await expect.poll(async () => (await highlighted.textContent())?.trim()).toBe(labels[n]);
      }
      await page.keyboard.press('Enter');

      const dialog = page.locator('[role=dialog]:visible');
      await dialog.waitFor();
      const text = t('team.confirm.revoke.textDisabled', { name: 'Marco Bianchi' });
      await dialog.getByText(text, { exact: true }).waitFor();
      expect(await dialog.textContent()).not.toContain(t('team.confirm.revoke.text', { name: 'Marco Bianchi' }));
      expect((await focused(page)).tag).not.toBe('body');
      expect(await runAxe(page)).toEqual([]);
      await shot(page, `team-revoke-disabled-${viewport.width}-${lang}-${mode}`);
      await tabTo(page, (f) => f.inDialog && f.part === 'confirm-action', 'the confirming button');
      await page.keyboard.press('Enter');
      // The toast's title is the spec's "Success" (section 8); its text says what happened and to whom.
      const toast = page
        .locator('[data-scope=toast][data-part=root]')
        .filter({ hasText: t('team.toast.revoked', { name: 'Marco Bianchi' }) });
      await toast.waitFor();
      expect(await toast.locator('[data-part=title]').textContent()).toBe(t('common.success'));
      await expect.poll(async () => (await focused(page)).tag).not.toBe('body');
    });

  const pendingCases: [typeof DESKTOP, Lang, Mode][] = [
    [PHONE, 'it', 'dark'],
    [PHONE, 'en', 'light'],
    [NARROW, 'it', 'light'],
    [NARROW, 'en', 'dark'],
  ];
  for (const [viewport, lang, mode] of pendingCases)
    it(`Customers at ${viewport.width}, ${lang}: the pending badge takes at most two lines`, async () => {
      const t = tr(lang);
      const { page } = await e2e.open('/customers?username=pending@example', { lang, mode, viewport });
      const badge = page.locator('admin-app [data-part=member-state][data-pending=true]');
      await badge.first().waitFor({ timeout: 20_000 });
      expect(await badge.first().textContent()).toBe(`${t('customers.roles.customer')} · ${t('customers.pending')}`);
      expect(await lineCount(badge.first())).toBeLessThanOrEqual(2);
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await shot(page, `customers-pending-${viewport.width}-${lang}-${mode}`);
    });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from '../helpers/e2e.js';

// The design reviews' noise: a bulk disable of 3 members and its undo wrote six rows of the trail, one per member.
// The panel's bulk run sends one id for its calls (X-Backoffice-Batch), and the trail shows each run as one entry,
// "Ada Rossi disabled 3 members", its members behind an expansion (aria-expanded; Enter on the entry).
const e2e = useE2E({ warmUp: '/login' });

const app = 'admin-app';
const rows = (page: Page) => page.locator(`${app} [data-part=activity-row]`);

describe('a bulk run is one entry of the trail', () => {
  it('a bulk disable of 3 members and its undo from the Customers list: two entries, each listing the 3 members', async () => {
    const { page } = await e2e.open('/customers', { lang: 'en' });
    const list = page.locator(`${app} [data-part=list-table] tbody tr[data-row]`);
    await list.first().waitFor();
    const picked: string[] = [];
    for (let i = 0; picked.length < 3 && i < 15; i++) {
      const text = (await list.nth(i).textContent()) ?? '';
      if (!/Enabled/.test(text) || /Administrator|Team owner/.test(text)) continue;
      await list.nth(i).locator('input[type=checkbox]').check();
      picked.push(
        await list
          .nth(i)
          .getAttribute('data-row')
          .then((id) => id!),
      );
    }
    expect(picked).toHaveLength(3);
    await page.locator(`${app} button`, { hasText: 'Disable selected' }).click();
    await page.locator(`${app} button[data-part=bulk-confirm]`, { hasText: 'Disable 3 members' }).click();
    // The outcome is a toast with its Undo (design round 9).
    const toast = page.locator(`${app} [data-scope=toast][data-part=root]`);
    await toast.filter({ hasText: '3 members disabled' }).locator('[data-part=toast-action]').click();
    await toast.filter({ hasText: '3 members enabled' }).waitFor();
    // The names the trail will list: as the server recorded them.
    const trail = await e2e.data<{ data: { action: string; target: { id: string; label: string } }[] }>(
      'audit?limit=6&excludeSignIns=true',
    );
    expect(trail.data.map((e) => e.action)).toEqual([...Array(3).fill('member.enabled'), ...Array(3).fill('member.disabled')]);
    expect(trail.data.map((e) => e.target.id).sort()).toEqual([...picked, ...picked].sort());
    const names = [...new Set(trail.data.map((e) => e.target.label))].sort();

    await page.goto(e2e.url('/activity'));
    await rows(page).first().waitFor();
    const [undo, run] = [rows(page).nth(0), rows(page).nth(1)];
    expect(await undo.getAttribute('data-count')).toBe('3');
    expect(await run.getAttribute('data-count')).toBe('3');
    expect(await undo.locator('[data-part=activity-sentence]').textContent()).toBe('Ada Rossi enabled 3 members');
    expect(await run.locator('[data-part=activity-sentence]').textContent()).toBe('Ada Rossi disabled 3 members');
    // No per-member row of these runs beside them.
    expect(await rows(page).evaluateAll((els) => els.slice(2, 8).filter((el) => el.hasAttribute('data-run')).length)).toBe(0);

    // Closed, the members are hidden; Enter on the entry opens the list, its button says so.
    const button = run.locator('[data-part=activity-expand]');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await run.locator('[data-part=activity-run-members]').isVisible()).toBe(false);
    await undo.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const members = run.locator('[data-part=activity-run-members] li');
    expect((await members.allTextContents()).map((s) => s.trim()).sort()).toEqual(names);
    // Each member a link to their history, reached from the entry with the arrows: the button, then the first member.
    const focusedPart = () =>
      page.evaluate(`(() => {
        let el = document.activeElement;
        while (el && el.shadowRoot && el.shadowRoot.activeElement) el = el.shadowRoot.activeElement;
        return el ? el.getAttribute('data-part') : null;
      })()`);
    await page.keyboard.press('ArrowRight');
    expect(await focusedPart()).toBe('activity-expand');
    await page.keyboard.press('ArrowRight');
    expect(await focusedPart()).toBe('activity-target');
  });

  it('Italian: the run in words (a run of two through the API, as the panel sends it)', async () => {
    const members = await e2e.data<{ data: { id: number; enabled: boolean; role: { name: string } | null }[] }>('members?limit=50');
    const two = members.data.filter((m) => m.enabled && m.role?.name !== 'admin' && m.id !== 1).slice(0, 2);
    expect(two).toHaveLength(2);
    for (const m of two) await e2e.data('members/disable', { json: { memberId: m.id }, headers: { 'X-Backoffice-Batch': 'it-run' } });
    for (const m of two)
      await e2e.data('members/enable-by-admin', { json: { memberId: m.id }, headers: { 'X-Backoffice-Batch': 'it-undo' } });
    const { page } = await e2e.open('/activity', { lang: 'it' });
    const run = page.locator(`${app} [data-part=activity-row][data-run]`).first();
    await run.waitFor();
    expect(await run.locator('[data-part=activity-sentence]').textContent()).toBe('Ada Rossi ha abilitato 2 membri');
    // The count said once, in the sentence; the chevron after it is named for what it opens (round 13).
    expect((await run.locator('[data-part=activity-expand]').textContent())?.trim()).toBe('');
    expect(await run.locator('[data-part=activity-expand]').getAttribute('aria-label')).toBe('Mostra i 2 membri');
  });
});

import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Member } from '../../src/api/contract/member.js';
import { runAxe } from '../helpers/browser.js';
import { ADMIN, BARE, MEMBER, useE2E, type Lang } from '../helpers/e2e.js';

/**
 * Issue 18 (UI side), against the real server: errors are translated by their stable code and shown
 * next to the field they are about; a disabled recipient is refused next to the user picker, which
 * marks disabled members in words; an administrator's refusal is translated (single and bulk); signing
 * out revokes the token on the server.
 */
const e2e = useE2E({ warmUp: '/login' });

const login = (who: { email: string; password: string }) => e2e.login(who);
const call = (method: string, path: string, token: string, body?: unknown) => e2e.api(path, { method, token, json: body });
async function members(token: string): Promise<Member[]> {
  const all: Member[] = [];
  for (let page = 1; ; page++) {
    const r = (
      (await (await call('GET', `members?page=${page}&limit=100`, token)).json()) as {
        data: { data: Member[]; pagination: { hasNextPage: boolean } };
      }
    ).data;
    all.push(...r.data);
    if (!r.pagination.hasNextPage) return all;
  }
}

/** A new context signed in as the admin with a new token (sign-out here revokes one), in `lang`, at `path`. */
async function open(path: string, lang: Lang) {
  const token = await login(ADMIN);
  const { page } = await e2e.open(path, { lang, mode: null, token, viewport: { width: 1400, height: 1000 } });
  return { page, token };
}

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
const errorToasts = (page: Page) => page.locator('[data-scope=toast][data-part=root][data-type=error]');

describe('errors next to their field', () => {
  it('profile (Italian): a username already taken is said next to the username field, the typed value kept, no toast', async () => {
    // The demo member takes a username first (through the API, as that member).
    const taken = 'nome.preso';
    expect((await call('PATCH', 'accounts/members', await login(MEMBER), { username: taken })).status).toBe(200);

    const { page, token } = await open('/profile', 'it');
    const card = page.locator('dd[data-field=username]');
    await card.waitFor();
    const before = await card.textContent();
    await page.getByRole('button', { name: 'Modifica profilo', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const username = dialog.locator('#profile-username');
    await username.fill(taken);
    await page.getByRole('button', { name: 'Salva', exact: true }).click();

    await dialog.locator('#profile-username[aria-invalid=true]').waitFor();
    expect(await describedBy(username)).toBe('Questo nome utente è già in uso: scegline un altro');
    expect(await username.inputValue()).toBe(taken);
    await expect.poll(() => isFocused(username)).toBe(true);
    expect(await dialog.locator('#profile-first-name').getAttribute('aria-invalid')).toBeNull();
    // The field error replaces the toast (both would come from the same failed call).
    expect(await errorToasts(page).count()).toBe(0);
    expect(await dialog.isVisible()).toBe(true);
    expect(await runAxe(page)).toEqual([]);
    // The optimistic change is rolled back; the server kept the admin's username.
    await expect.poll(() => card.textContent()).toBe(before);
    const saved = ((await (await call('GET', 'accounts/member', token)).json()) as { data: { username: string } }).data;
    expect(saved.username).not.toBe(taken);

    // Editing the field clears its error.
    await username.fill(`${taken}.2`);
    await expect.poll(() => username.getAttribute('aria-invalid')).toBeNull();
    expect(await username.getAttribute('aria-describedby')).toBeNull();
  });

  it('change password (Italian): a wrong current password is said next to the current password field', async () => {
    const { page } = await open('/profile', 'it');
    await page.locator('dd[data-field=email]').waitFor();
    await page.getByRole('button', { name: 'Cambia password', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const current = dialog.locator('#password-current');
    await current.fill('not-the-password');
    await dialog.locator('#password-new').fill('another-pass-1');
    await dialog.locator('#password-confirm').fill('another-pass-1');
    await page.getByRole('button', { name: 'Aggiorna', exact: true }).click();
    await dialog.locator('#password-current[aria-invalid=true]').waitFor();
    expect(await describedBy(current)).toBe('La password attuale non è corretta');
    expect(await current.inputValue()).toBe('not-the-password');
    expect(await dialog.locator('#password-new').inputValue()).toBe('another-pass-1');
    expect(await errorToasts(page).count()).toBe(0);
    await expect.poll(() => isFocused(current)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/profile');
  });
});

describe('notifications: a disabled recipient', () => {
  it('(Italian) the picker marks disabled members in words; sending to one shows recipient_disabled next to the picker', async () => {
    const adminToken = await login(ADMIN);
    const list = await members(adminToken);
    const target = list.find((m) => m.enabled && m.role?.name !== 'admin' && m.firstName && m.lastName && m.id > 3)!;
    const name = `${target.firstName} ${target.lastName}`;
    expect(list.filter((m) => `${m.firstName} ${m.lastName}` === name)).toHaveLength(1);
    expect((await call('POST', 'members/disable', adminToken, { memberId: target.id })).status).toBe(200);
    try {
      const { page } = await open('/notifications', 'it');
      await page.locator('admin-app [data-part=audience]:not([data-count=""])').waitFor();
      await page.locator('admin-app [data-scope=radio-group][data-part=item]', { hasText: 'Utente singolo' }).click();
      const picker = page.locator('admin-app [data-scope=combobox][data-part=input]').first();
      await expect.poll(() => picker.isDisabled()).toBe(false);
      await picker.click();
      await picker.fill(target.lastName!);
      const option = page.locator('admin-app [role=option]', { hasText: name }).first();
      await option.waitFor();
      // Marked in words (a badge), not by colour alone; the option's accessible text carries it.
      expect(await option.locator('[data-tone]').textContent()).toBe('Disabilitato');
      expect(await option.textContent()).toContain('Disabilitato');
      const enabled = list.find((m) => m.enabled && m.firstName && m.id !== target.id)!;
      await picker.fill(enabled.lastName ?? enabled.firstName!);
      const enabledOption = page.locator('admin-app [role=option]', { hasText: `${enabled.firstName} ${enabled.lastName}` }).first();
      await enabledOption.waitFor();
      expect(await enabledOption.locator('[data-tone]').count()).toBe(0);
      await picker.fill(target.lastName!);
      await option.click();

      await page.locator('admin-app input[name=title]').fill('Avviso');
      await page.locator('admin-app textarea[name=message]').fill('Solo per te');
      await page.locator('admin-app [data-part=send]').click();

      await page.locator('admin-app [data-scope=combobox][data-part=input][aria-invalid=true]').waitFor();
      expect(await describedBy(picker)).toBe('Questo utente è disabilitato e non riceve notifiche: scegline un altro');
      expect(await errorToasts(page).count()).toBe(0);
      expect(await page.locator('admin-app [data-part=summary]').count()).toBe(0);
      // What was typed stays; the title and message fields are not marked.
      expect(await page.locator('admin-app input[name=title]').inputValue()).toBe('Avviso');
      expect(await page.locator('admin-app input[name=title]').getAttribute('aria-invalid')).toBeNull();
      expect(await runAxe(page)).toEqual([]);
      // Another choice clears the error, and that one is sent.
      await picker.fill(enabled.lastName ?? enabled.firstName!);
      await enabledOption.click();
      await expect.poll(() => picker.getAttribute('aria-invalid')).toBeNull();
      await page.locator('admin-app [data-part=send]').click();
      await page.locator('admin-app [data-part=summary]').waitFor();
    } finally {
      await call('POST', 'members/enable-by-admin', adminToken, { memberId: target.id });
    }
  });
});

describe('customers: an administrator cannot be disabled (server refusal)', () => {
  /** A member the list shows as a customer, but with IamGOD: the server refuses to disable it. */
  async function hiddenAdmin(): Promise<Member> {
    const list = await members(await login(ADMIN));
    const m = list.find((x) => x.enabled && x.role?.name === 'customer' && x.companies.length === 0 && x.username && x.id > 3)!;
    await e2e.server.db.query(`update members set capabilities = array_append(capabilities, 'IamGOD') where id = $1`, [m.id]);
    return m;
  }

  it('single toggle (Italian): the translated admin_cannot_be_disabled text, the member stays enabled', async () => {
    const m = await hiddenAdmin();
    const { page, token } = await open(`/customers?username=${encodeURIComponent(m.username!)}`, 'it');
    const row = page.locator(`tr[data-row="${m.id}"]`);
    await row.getByRole('button', { name: /^Azioni per|^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Disabilita' }).click();
    const toast = errorToasts(page).filter({ hasText: 'Un amministratore non può essere disabilitato' });
    await toast.waitFor();
    const after = (await members(token)).find((x) => x.id === m.id)!;
    expect(after.enabled).toBe(true);
  });

  it('bulk (English): the report names the refusal per item', async () => {
    const m = await hiddenAdmin();
    const { page } = await open(`/customers?username=${encodeURIComponent(m.username!)}`, 'en');
    const row = page.locator(`tr[data-row="${m.id}"]`);
    await row.locator('input[type=checkbox]').check();
    await page.getByRole('button', { name: 'Disable selected' }).click();
    await page.getByRole('button', { name: 'Disable 1 member' }).click();
    const failed = page.locator('[data-part=bulk-failed]');
    await failed.waitFor();
    expect(await failed.textContent()).toContain('An administrator cannot be disabled');
    expect(await page.locator('[data-part=bulk-summary]').textContent()).toBe('0 members disabled, 1 failed');
  });
});

describe('sign-out revokes the token', () => {
  it('after signing out in the UI, the old token gets 401 from GET /v1/accounts/member', async () => {
    const { page } = await e2e.open('/login', BARE);
    await page.locator('admin-app input[name=email]').fill(ADMIN.email);
    await page.locator('admin-app input[name=password]').fill(ADMIN.password);
    await page.locator('admin-app button[type=submit]').click();
    await page.waitForURL('**/home');
    const token = (await page.evaluate(() => localStorage.getItem('auth_token')))!;
    expect(token).toBeTruthy();
    expect((await call('GET', 'accounts/member', token)).status).toBe(200);

    const logoutCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/auth/logout')) logoutCalls.push(`${r.method()} ${r.headers()['authorization']}`);
    });
    await page.locator('admin-app [data-part=user-menu-trigger]').click();
    await page.locator('admin-app [role=menuitem]', { hasText: 'Esci' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await expect.poll(async () => (await call('GET', 'accounts/member', token)).status).toBe(401);
    const res = await call('GET', 'accounts/member', token);
    expect(((await res.json()) as { code: string }).code).toBe('invalid_token');
    expect(logoutCalls).toEqual([`POST Bearer ${token}`]);
  });

  it('a failing sign-out call never blocks signing out', async () => {
    const { page, token } = await open('/home', 'it');
    await page.locator('admin-app [data-part=user-menu-trigger]').waitFor();
    let attempts = 0;
    await page.route('**/v1/auth/logout', (r) => {
      attempts++;
      return r.abort('connectionrefused');
    });
    await page.locator('admin-app [data-part=user-menu-trigger]').click();
    await page.locator('admin-app [role=menuitem]', { hasText: 'Esci' }).click();
    await page.waitForURL('**/login');
    await page.locator('admin-app input[name=email]').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await expect.poll(() => attempts).toBe(1);
    // The call never reached the server: the token still works there (it is only forgotten here).
    expect((await call('GET', 'accounts/member', token)).status).toBe(200);
    expect(await errorToasts(page).count()).toBe(0);
  });
});

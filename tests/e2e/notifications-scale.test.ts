import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from '../helpers/e2e.js';

// The notification screen at 1,000,000 members (issue 38, item 0): the audience comes from the server in one call
// (GET /notifications/audience) and the user picker searches the server (GET /search), so neither the composer nor
// the history tab pages through the members. A fake API answers the members list as 1,000,000 members (every page
// made up on the fly) and the audience as the server would for them; the rest is the demo server's.
const e2e = useE2E();
const MEMBERS = 1_000_000;
const AUDIENCE: Record<string, number> = { ALL: 987_654, MEMBERS: 900_000, COMPANIES: 87_654 };

/** Counts the calls of the page to GET /members (the list) and GET /notifications/audience, answered by the fake. */
async function fakeMillion(page: Page) {
  const calls = { members: 0, audience: [] as string[] };
  await page.route(
    (url) => url.pathname === '/v1/members',
    async (route: Route) => {
      calls.members++;
      const url = new URL(route.request().url());
      const limit = Number(url.searchParams.get('limit') ?? 10);
      const page = Number(url.searchParams.get('page') ?? 1);
      const data = Array.from({ length: limit }, (_, i) => {
        const id = (page - 1) * limit + i + 1;
        return { id, firstName: 'Member', lastName: String(id), username: `m${id}`, email: `m${id}@example.com`, cellphone: null };
      }).map((m) => ({ ...m, enabled: true, country: 'IT', companies: [], role: { name: 'user' } }));
      const pageCount = Math.ceil(MEMBERS / limit);
      await route.fulfill({
        json: {
          data,
          pagination: { page, limit, dataCount: MEMBERS, pageCount, hasNextPage: page < pageCount },
          nextCursor: page < pageCount ? `c${page}` : null,
        },
      });
    },
  );
  await page.route(
    (url) => url.pathname === '/v1/notifications/audience',
    async (route: Route) => {
      const target = new URL(route.request().url()).searchParams.get('target') ?? '';
      calls.audience.push(target);
      await route.fulfill({ json: { data: { count: AUDIENCE[target] ?? 0 } } });
    },
  );
  return calls;
}

describe('/notifications with 1,000,000 members', () => {
  it('shows each target’s audience from one call, pages through no member, in the composer and the history', async () => {
    const context = await e2e.newContext({ lang: 'en', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const calls = await fakeMillion(page);
    await page.goto(e2e.url('/notifications'));
    const audience = page.locator('admin-app [data-part=audience]');
    await expect.poll(() => audience.getAttribute('data-count'), { timeout: 15_000 }).toBe(String(AUDIENCE.ALL));
    expect(await audience.textContent()).toContain('987,654');

    // Each target is one call of its own; the count follows the radio.
    await page.locator('admin-app [data-scope=radio-group][data-part=item]', { hasText: 'Companies' }).first().click();
    await expect.poll(() => audience.getAttribute('data-count')).toBe(String(AUDIENCE.COMPANIES));
    expect(calls.audience).toEqual(['ALL', 'COMPANIES']);

    // The history tab, where the old screen also read every member.
    await page.getByRole('tab', { name: 'History' }).click();
    await page.locator('admin-app [data-part=list-table]').waitFor();
    await page.getByRole('tab', { name: 'Compose' }).click();
    await expect.poll(() => audience.getAttribute('data-count')).toBe(String(AUDIENCE.COMPANIES));
    // Before: 10,000 pages of 100 (the audience never showed). Now none: the picker searches the server.
    expect(calls.members).toBeLessThanOrEqual(2);
    await context.close();
  });

  it('finds one member among them by name in the user picker (GET /search), and the audience is 1', async () => {
    const context = await e2e.newContext({ lang: 'en', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const calls = await fakeMillion(page);
    const searched: string[] = [];
    page.on('request', (r) => new URL(r.url()).pathname === '/v1/search' && searched.push(new URL(r.url()).searchParams.get('q') ?? ''));
    await page.goto(e2e.url('/notifications'));
    await page.locator('admin-app [data-scope=radio-group][data-part=item]', { hasText: 'Single user' }).click();
    const picker = page.locator('admin-app [data-scope=combobox][data-part=input]').first();
    await expect.poll(() => picker.isDisabled()).toBe(false);
    await picker.click();
    await picker.pressSequentially('Rossi');
    await page.locator('admin-app [role=option]', { hasText: 'Ada Rossi' }).first().click();
    await expect.poll(() => page.locator('admin-app [data-part=audience]').getAttribute('data-count')).toBe('1');
    expect(searched).toContain('Rossi');
    // Typing is debounced: fewer searches than keys.
    expect(searched.length).toBeLessThan(5);
    expect(calls.members).toBeLessThanOrEqual(2);
    await context.close();
  });
});

import { describe, expect, it } from 'vitest';
import { runAxe } from '../helpers/browser.js';
import { useE2E, downloadText } from '../helpers/e2e.js';
import { companyWithProducts as demoCompany, productListed } from '../helpers/demo-data.js';

/**
 * The UI of the back-office's memory (issue 13): a deleted product or category comes back from the
 * success toast's Undo (the server's soft delete and restore).
 */
const e2e = useE2E();

const companyWithProducts = () => demoCompany(e2e);
const listed = (companyId: number, id: number) => productListed(e2e, companyId, id);

describe('Undo of a delete', () => {
  it('a deleted product comes back from the toast (Undo), in the list and on the server', async () => {
    const { companyId, products } = await companyWithProducts();
    const p = products[2]!;
    const { page } = await e2e.open(`/products?companyId=${companyId}`, { lang: 'en', viewport: { width: 1400, height: 900 } });
    const row = page.locator(`admin-app tr[data-row="${p.id}"]`);
    await row.waitFor();
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    // The dialog no longer says the delete is final.
    expect(await page.locator('admin-app [role=dialog]').textContent()).toContain('You can undo it');
    await page.locator('[data-part=delete-confirm]').click();
    const toast = page.locator('admin-app [data-scope=toast][data-part=root]');
    await toast.filter({ hasText: `“${p.name}” deleted` }).waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await listed(companyId, p.id)).toBe(false);

    await toast
      .filter({ hasText: `“${p.name}” deleted` })
      .locator('[data-part=toast-action]', { hasText: 'Undo' })
      .click();
    await toast.filter({ hasText: `“${p.name}” restored` }).waitFor();
    await row.waitFor();
    expect(await listed(companyId, p.id)).toBe(true);
  });

  it('a deleted category comes back from the toast (Annulla modifica), in Italian', async () => {
    const created = await e2e.data<{ id: number }>('categories', {
      json: {
        name: 'undoProbe',
        translations: [
          { languageCode: 'it', name: 'Sonda annulla' },
          { languageCode: 'en', name: 'Undo probe' },
        ],
      },
    });
    const { page } = await e2e.open('/categories', { lang: 'it', viewport: { width: 1400, height: 900 } });
    const row = page.locator('admin-app section[data-column="0"] [role=row]', { hasText: 'Sonda annulla' });
    await row.waitFor();
    await row.locator('[data-cell=menu]').click();
    await page.locator('admin-app [role=menuitem]', { hasText: 'Elimina' }).filter({ visible: true }).first().click();
    const dialog = page.locator('admin-app [role=dialog]');
    expect(await dialog.textContent()).toContain('Potrai annullare la modifica');
    await dialog.locator('button', { hasText: 'Elimina' }).click();
    const toast = page.locator('admin-app [data-scope=toast][data-part=root]');
    await toast.filter({ hasText: 'Categoria “Sonda annulla” eliminata' }).waitFor();
    await expect.poll(() => row.count()).toBe(0);

    await toast
      .filter({ hasText: 'Categoria “Sonda annulla” eliminata' })
      .locator('[data-part=toast-action]', { hasText: 'Annulla modifica' })
      .click();
    await toast.filter({ hasText: 'Categoria “Sonda annulla” ripristinata' }).waitFor();
    await row.waitFor();
    const tree = await e2e.data<{ id: number }[]>('categories');
    expect(tree.some((c) => c.id === created.id)).toBe(true);
  });
});

type AuditEvent = {
  id: string;
  action: string;
  actor: { name: string | null };
  target: { id: string | null; label: string | null };
  changes: Record<string, unknown> | null;
};

describe('the activity panel (/activity)', () => {
  it('reads a disable as a sentence in Italian and in English, relative time with the absolute one as title, changes on demand; axe clean', async () => {
    const members = await e2e.data<{ data: { id: number; enabled: boolean; role: { name: string } | null }[] }>(
      'members?withoutCompanies=true&limit=50',
    );
    const target = members.data.filter((m) => m.enabled && m.role?.name !== 'admin').at(-1)!;
    await e2e.data('members/disable', { json: { memberId: target.id } });
    try {
      const trail = await e2e.data<{ data: AuditEvent[] }>(`audit?action=member.disabled&targetId=${target.id}`);
      const ev = trail.data[0]!;
      const query = `/activity?action=member.disabled&targetType=member&targetId=${target.id}`;
      for (const [lang, verb] of [
        ['it', 'ha disabilitato'],
        ['en', 'disabled'],
      ] as const) {
        const { page } = await e2e.open(query, { lang, viewport: { width: 1280, height: 900 } });
        const row = page.locator('admin-app [data-part=activity-row]').first();
        await row.waitFor();
        expect((await row.locator('[data-part=activity-sentence]').textContent())?.trim()).toBe(
          `${ev.actor.name} ${verb} ${ev.target.label}`,
        );
        const time = row.locator('[data-part=activity-time]');
        expect(await time.getAttribute('title')).toBeTruthy();
        expect(await time.textContent()).toMatch(lang === 'en' ? /now|sec|min/ : /ora|sec|min/);
        if (ev.changes) {
          // The verb says the state ("disabled X"): no "Status: Enabled → Disabled" under it (round 10), no table,
          // never "enabled: true → false".
          expect(Object.keys(ev.changes)).toEqual(['enabled']);
          expect(await row.locator('[data-part=activity-diff]').count()).toBe(0);
          expect(await row.locator('[data-part=activity-expand]').count()).toBe(0);
          expect(await row.textContent()).not.toMatch(/\b(true|false)\b/);
        }
        expect(await page.title()).toContain(lang === 'en' ? 'Activity' : 'Registro');
        if (lang === 'en') expect(await runAxe(page)).toEqual([]);
      }
    } finally {
      await e2e.data('members/enable-by-admin', { json: { memberId: target.id } });
    }
  });

  it('shows the empty state for filters with nothing recorded, and the filters live in the URL', async () => {
    const { page } = await e2e.open('/activity?targetType=product&targetId=999999', { lang: 'en' });
    await page.locator('admin-app [data-screen=activity]').getByText('No activity found').waitFor();
    await page.locator('admin-app [data-part=activity-one-item] button', { hasText: 'Show everything' }).click();
    await page.locator('admin-app [data-part=activity-row]').first().waitFor();
    expect(page.url()).not.toContain('targetId=');
  });

  it('lays the five filters out side by side on a wide screen, wrapped within the width on a phone', async () => {
    const lines = async (width: number, height: number) => {
      const { page } = await e2e.open('/activity', { lang: 'en', viewport: { width, height } });
      // A phone shows them once the Filters button opens them (issue 38).
      if (width < 640) await page.locator('admin-app [data-part=filters-toggle]').click();
      const fields = page.locator('admin-app [data-part=activity-filters] > *');
      await fields.first().waitFor();
      const boxes = await fields.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
      expect(boxes.every((b) => b.left >= 0 && b.right <= width)).toBe(true);
      return new Set(boxes.map((b) => Math.round(b.top))).size;
    };
    expect(await lines(1280, 800)).toBe(1);
    expect(await lines(390, 844)).toBeGreaterThan(1);
  });
});

describe('History from the row menus', () => {
  it('History of a customer row opens /activity filtered to that member', async () => {
    const members = await e2e.data<{
      data: { id: number; username: string; firstName: string; lastName: string; role: { name: string } | null }[];
    }>('members?withoutCompanies=true&orderBy=username&orderDirection=asc&limit=50');
    const m = members.data.find((x) => x.role?.name !== 'admin')!;
    const { page } = await e2e.open(`/customers?c.username=${encodeURIComponent(m.username)}`, { lang: 'en' });
    const row = page.locator('admin-app tr[data-row]', { hasText: `@${m.username}` });
    await row.locator('[aria-haspopup]').click();
    await page.locator('admin-app [role=menuitem]', { hasText: 'History' }).click();
    await page.waitForURL(
      (u) => u.pathname === '/activity' && u.searchParams.get('targetType') === 'member' && u.searchParams.get('targetId') === String(m.id),
    );
    await page.locator('admin-app [data-part=activity-one-item]').waitFor();
    // Named, never "Member 40" (issue 35), even before the member has any event.
    await expect
      .poll(() => page.locator('admin-app [data-part=activity-one-item]').textContent())
      .toContain(`History of ${m.firstName} ${m.lastName}`);
  });
});

describe('<admin-activity> embedded', () => {
  it('lists the trail on a plain page, its filters under the a. prefix (url-state="replace")', async () => {
    const context = await e2e.newContext({ lang: 'en' });
    const page = await context.newPage();
    // Matched by path: the page is opened with a query string.
    await page.route(
      (u) => u.pathname === '/plain-activity.html',
      (r) =>
        r.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Activity</title>
          <script type="module" src="/assets/index.js"></script></head>
          <body><main><admin-activity lang="en" url-state="replace"></admin-activity></main></body></html>`,
        }),
    );
    await page.goto(e2e.url('/plain-activity.html?a.targetType=product'));
    await page.locator('admin-activity [data-part=activity-row]').first().waitFor();
    expect(
      await page
        .locator('admin-activity [data-part=activity-row]')
        .evaluateAll((rows) => rows.every((r) => r.getAttribute('data-action')!.startsWith('product.'))),
    ).toBe(true);
  });
});

type Trail = { data: (AuditEvent & { at: string; target: { type: string } })[]; nextCursor: string | null };

/** Every event of the trail under `query`, following the cursor. */
async function wholeTrail(query: string): Promise<Trail['data']> {
  const out: Trail['data'] = [];
  let cursor: string | null = null;
  do {
    const page: Trail = await e2e.data<Trail>(`audit?${query}&limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    out.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('the activity panel: links, CSV, Undo of a disable', () => {
  it("a target's label links to it: a category to /categories, a member to their history, a deleted product to Recently deleted", async () => {
    const created = await e2e.data<{ id: number }>('categories', {
      json: {
        name: 'linkProbe',
        translations: [
          { languageCode: 'it', name: 'Sonda link' },
          { languageCode: 'en', name: 'Link probe' },
        ],
      },
    });
    const { page } = await e2e.open(`/activity?action=category.created&targetType=category&targetId=${created.id}`, { lang: 'en' });
    const target = page.locator('admin-app [data-part=activity-row] [data-part=activity-target]').first();
    // The category in the page's language, not its code (issue 35).
    expect(await target.textContent()).toBe('Link probe');
    await target.click();
    await page.waitForURL((u) => u.pathname === '/categories');
    await page.locator('admin-app [data-part=browser]').first().waitFor();

    // A member: the label narrows the panel to that member's history.
    const members = await e2e.data<{
      data: { id: number; enabled: boolean; firstName: string; lastName: string; role: { name: string } | null }[];
    }>('members?withoutCompanies=true&limit=50');
    const m = members.data.filter((x) => x.enabled && x.role?.name !== 'admin').at(-3)!;
    await e2e.data('members/disable', { json: { memberId: m.id } });
    await e2e.data('members/enable-by-admin', { json: { memberId: m.id } });
    await page.goto(e2e.url('/activity?action=member.disabled'));
    const row = page.locator('admin-app [data-part=activity-row]').first();
    await row.locator('[data-part=activity-target]').click();
    await page.waitForURL(
      (u) =>
        u.searchParams.get('targetType') === 'member' && u.searchParams.get('targetId') === String(m.id) && !u.searchParams.has('action'),
    );
    await expect
      .poll(() => page.locator('admin-app [data-part=activity-one-item]').textContent())
      .toContain(`History of ${m.firstName} ${m.lastName}`);
    await page.locator('admin-app [data-part=activity-row][data-action="member.enabled"]').first().waitFor();

    // A deleted product: Recently deleted, filtered to products.
    const { companyId, products } = await companyWithProducts();
    const p = products[0]!;
    await e2e.data(`products/${p.id}`, { method: 'DELETE' });
    try {
      await page.goto(e2e.url(`/activity?action=product.deleted&targetType=product&targetId=${p.id}`));
      await page.locator('admin-app [data-part=activity-row] [data-part=activity-target]', { hasText: p.name }).first().click();
      await page.waitForURL((u) => u.searchParams.get('view') === 'deleted' && u.searchParams.get('type') === 'product');
      await page.locator(`admin-app [data-part=deleted-row][data-id="${p.id}"]`).waitFor();
    } finally {
      await e2e.data(`products/${p.id}/restore`, { method: 'POST' });
    }
    expect(await listed(companyId, p.id)).toBe(true);
  });

  it('exports the filtered trail as CSV: every matching event, the columns of the brief, activity-YYYY-MM-DD.csv', async () => {
    for (const name of ['csvProbeA', 'csvProbeB'])
      await e2e.data('categories', {
        json: {
          name,
          translations: [
            { languageCode: 'it', name: `${name} it` },
            { languageCode: 'en', name: `${name} en` },
          ],
        },
      });
    const expected = await wholeTrail('action=category.created&targetType=category');
    const { page } = await e2e.open('/activity?action=category.created&targetType=category', { lang: 'en' });
    await page.locator('admin-app [data-part=activity-row]').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('admin-app [data-part=activity-export]').click()]);
    expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csvLines(await downloadText(download));
    expect(lines[0]).toBe('Time,Member id of who acted,Who acted,Action,Type,Item id,Item,Changes,Request id,IP address');
    expect(lines).toHaveLength(expected.length + 1);
    const first = expected[0]!;
    expect(lines[1]!.startsWith(`${first.at},`)).toBe(true);
    expect(lines[1]).toContain(',category.created,category,');
    expect(lines.slice(1).every((l) => l.includes(',category.created,category,'))).toBe(true);
    expect(lines.some((l) => l.includes('csvProbeB'))).toBe(true);
    await page
      .locator('admin-app [data-scope=toast][data-part=root]')
      .filter({ hasText: `${expected.length} rows exported` })
      .waitFor();
  });

  it('Undo in the toast of a disable enables the member again (row and server); the panel reads both as sentences', async () => {
    const members = await e2e.data<{
      data: { id: number; username: string; firstName: string; lastName: string; enabled: boolean; role: { name: string } | null }[];
    }>('members?withoutCompanies=true&limit=50');
    const m = members.data.filter((x) => x.enabled && x.role?.name !== 'admin').at(-2)!;
    const { page } = await e2e.open(`/customers?username=${encodeURIComponent(m.username)}`, {
      lang: 'en',
      viewport: { width: 1400, height: 900 },
    });
    const row = page.locator(`admin-app tr[data-row="${m.id}"]`);
    await row.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    const toast = page.locator('admin-app [data-scope=toast][data-part=root]').filter({ hasText: `${m.firstName} ${m.lastName} disabled` });
    await toast.waitFor();
    await row.locator('[data-tone=danger]').waitFor();
    await toast.locator('[data-part=toast-action]', { hasText: 'Undo' }).click();
    await page
      .locator('admin-app [data-scope=toast][data-part=root]')
      .filter({ hasText: `${m.firstName} ${m.lastName} enabled` })
      .waitFor();
    await row.locator('[data-tone=success]').waitFor();
    const now = await e2e.data<{ data: { id: number; enabled: boolean }[] }>(`members?username=${encodeURIComponent(m.username)}&limit=10`);
    expect(now.data.find((x) => x.id === m.id)?.enabled).toBe(true);

    const trail = await wholeTrail(`targetType=member&targetId=${m.id}`);
    const disabled = trail.find((e) => e.action === 'member.disabled')!;
    const enabled = trail.find((e) => e.action === 'member.enabled')!;
    await page.goto(e2e.url(`/activity?targetType=member&targetId=${m.id}`));
    const sentence = (action: string) =>
      page.locator(`admin-app [data-part=activity-row][data-action="${action}"] [data-part=activity-sentence]`).first();
    await sentence('member.enabled').waitFor();
    expect((await sentence('member.disabled').textContent())?.trim()).toBe(`${disabled.actor.name} disabled ${disabled.target.label}`);
    expect((await sentence('member.enabled').textContent())?.trim()).toBe(`${enabled.actor.name} enabled ${enabled.target.label}`);
  });
});

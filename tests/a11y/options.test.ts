import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyWithProducts } from '../helpers/demo-data.js';
import { useE2E, type Lang } from '../helpers/e2e.js';

// WCAG 2.2 AA, 4.1.2 Name, Role, Value (issue 35, item 4): every option of every native select has a name in
// Chromium's accessibility tree. An `<option label="…">` with no text has none there, so a screen reader read
// the list and activity filters as blank choices.
const e2e = useE2E({ warmUp: '/login' });

interface AxNode {
  role?: { value?: string };
  name?: { value?: string };
  ignored?: boolean;
}

/** The options of the page's accessibility tree (through the shadow roots), as Chromium names them. */
async function axOptions(page: Page): Promise<{ role: string; name: string }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    return nodes
      .filter((n) => !n.ignored && /option/i.test(n.role?.value ?? ''))
      .map((n) => ({ role: n.role?.value ?? '', name: (n.name?.value ?? '').trim() }));
  } finally {
    await cdp.detach();
  }
}

const SCREENS = [
  { path: '/customers', ready: 'admin-app [data-part=list-table] tbody tr[data-row]' },
  { path: '/business', ready: 'admin-app [data-part=list-table] tbody tr[data-row]' },
  { path: '/activity', ready: 'admin-app [data-part=activity-row]' },
  // Its Type filter shows once something is deleted (a product, before the tests).
  { path: '/activity?view=deleted', ready: 'admin-app [data-part=deleted-row]' },
];

describe('4.1.2: every option of a select is named in the accessibility tree', () => {
  beforeAll(async () => {
    const { products } = await companyWithProducts(e2e);
    await e2e.data(`products/${products[0]!.id}`, { method: 'DELETE' });
  });
  for (const lang of ['it', 'en'] as Lang[])
    it(`the list and activity filters (${lang})`, async () => {
      const { page } = await e2e.open('/login', { lang });
      for (const screen of SCREENS) {
        await page.goto(e2e.url(screen.path));
        await page.locator(screen.ready).first().waitFor();
        const selects = await page.locator('admin-app select').count();
        expect(selects, screen.path).toBeGreaterThan(0);
        const options = await axOptions(page);
        // Each visible option of each select is in the tree (the hidden placeholder is not).
        const shown = await page.locator('admin-app select option:not([hidden])').count();
        expect(options.length, `${screen.path}: options in the tree`).toBeGreaterThanOrEqual(shown);
        expect(
          options.filter((o) => o.name === ''),
          screen.path,
        ).toEqual([]);
      }
    });
});

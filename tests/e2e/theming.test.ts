import { describe, expect, it } from 'vitest';
import { BARE, useE2E } from '../helpers/e2e.js';

const e2e = useE2E();

// A host themes a panel from its own stylesheet: --admin-* custom properties and named ::part()s.
const HOST_THEME = `
  admin-customers { --admin-accent: rgb(15, 118, 110); --admin-radius: 3px; }
  admin-customers::part(button-primary) { outline: 4px dashed rgb(200, 0, 0); }
  admin-customers::part(panel) { box-shadow: rgb(1, 2, 3) 0px 0px 0px 2px; }
`;

describe('host theming of an embedded panel', () => {
  it('applies --admin-* properties and ::part() rules inside the shadow root, and only to the themed panel', async () => {
    // bypassCSP only so the test can add an inline <style>; a real host ships a stylesheet file.
    const { page } = await e2e.open('/examples/portal/', { ...BARE, viewport: { width: 1400, height: 900 }, context: { bypassCSP: true } });
    const submit = page.locator('admin-customers [data-part=inline-login] button[type=submit]');
    await submit.waitFor();
    const plain = await submit.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.addStyleTag({ content: HOST_THEME });
    // Buttons animate their background (120 ms): read once the transition has settled.
    await expect.poll(() => submit.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(15, 118, 110)');
    const themed = await submit.evaluate((el) => {
      const s = getComputedStyle(el);
      return { bg: s.backgroundColor, radius: s.borderTopLeftRadius, outline: `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}` };
    });
    expect(themed.bg).toBe('rgb(15, 118, 110)');
    expect(themed.bg).not.toBe(plain);
    expect(themed.radius).toBe('3px');
    expect(themed.outline).toBe('dashed 4px rgb(200, 0, 0)');
    const panelShadow = await page
      .locator('admin-customers [part=panel]')
      .first()
      .evaluate((el) => getComputedStyle(el).boxShadow);
    expect(panelShadow).toContain('rgb(1, 2, 3)');
    // The other panel on the page keeps its own look.
    const other = await page
      .locator('admin-notifications [part=panel]')
      .first()
      .evaluate((el) => getComputedStyle(el).boxShadow);
    expect(other).not.toContain('rgb(1, 2, 3)');
  });
});

describe('::part(button) reaches every button of a list', () => {
  it('pagination, sort headers and row action buttons carry the part (issue 36)', async () => {
    const { page } = await e2e.open('/login', { lang: 'en', viewport: { width: 1400, height: 900 } });
    await page.setContent('<!doctype html><html lang="en"><body></body></html>');
    await page.goto(e2e.url('/login'));
    await page.evaluate(() => document.body.replaceChildren(document.createElement('admin-customers')));
    await page.locator('admin-customers [data-part=list-table] tbody tr[data-row]').first().waitFor();
    const parts = await page.evaluate(() => {
      const root = document.querySelector('admin-customers')!.shadowRoot!;
      const has = (sel: string) => [...root.querySelectorAll(sel)].map((b) => (b.getAttribute('part') ?? '').split(' ').includes('button'));
      return {
        pagination: has('nav button'),
        sort: has('[data-part=sort-header]'),
        rowActions: has('tbody [aria-haspopup=menu]'),
      };
    });
    for (const [where, list] of Object.entries(parts)) {
      expect(list.length, where).toBeGreaterThan(0);
      expect(list.every(Boolean), where).toBe(true);
    }
  });
});

describe('the standalone page follows the back-office’s mode (design round 9)', () => {
  // Dark on a light system: the page behind the panels (and the scrollbar's kept room) is dark, not a light strip.
  const cases = [
    { lang: 'en', mode: 'dark', system: 'light', colour: 'rgb(15, 15, 18)' },
    { lang: 'it', mode: 'light', system: 'dark', colour: 'rgb(247, 247, 248)' },
  ] as const;
  for (const { lang, mode, system, colour } of cases)
    it(`${mode} on a ${system} system: the document and its body are the app's ${mode} colour`, async () => {
      const { page } = await e2e.open('/home', { lang, mode, viewport: { width: 1280, height: 800 }, context: { colorScheme: system } });
      await page.locator('admin-app h1').first().waitFor();
      const background = () =>
        page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.body).backgroundColor]);
      await expect.poll(background).toEqual([colour, colour]);
      expect(await page.evaluate(() => document.documentElement.dataset.mode)).toBe(mode);
    });
});

import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from '../helpers/e2e.js';

// Issue 40, "CSS for the first screen only": the utilities one feature alone uses live in that feature's sheet
// (scripts/split-css.ts), adopted when a module of the feature loads. A page showing the customers' list does
// not carry the dashboard's CSS, and no screen shows an element whose class no adopted sheet defines.
const e2e = useE2E({ warmUp: '/customers' });

/** A class only the named feature's sheet defines (its first rule's), as the DOM spells it. */
function onlyIn(feature: string): string {
  const css = readFileSync(`styled-system/split/${feature}.css`, 'utf8');
  const escaped = /\{\.((?:\\.|[\w-])+)/.exec(css.replace(/@layer [^{]+\{/g, '{'))![1]!;
  return escaped.replace(/\\(.)/g, '$1');
}

/** In the page's panel roots: classes on elements that no adopted sheet defines; and whether `cls` is defined. */
async function audit(page: Page, cls: string) {
  return page.evaluate((probe) => {
    const undefinedClasses = new Set<string>();
    let defines = false;
    let sheets = 0;
    const visit = (root: ShadowRoot) => {
      let text = '';
      const walk = (rules: CSSRuleList) => {
        for (const r of rules) {
          if (r instanceof CSSStyleRule) text += `${r.selectorText}\n`;
          if ('cssRules' in r) walk((r as CSSGroupingRule).cssRules);
        }
      };
      for (const s of root.adoptedStyleSheets) walk(s.cssRules);
      sheets = Math.max(sheets, root.adoptedStyleSheets.length);
      const has = (c: string) => {
        const needle = `.${CSS.escape(c)}`;
        for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1))
          if (!/[\w\\-]/.test(text[i + needle.length] ?? '')) return true;
        return false;
      };
      if (has(probe)) defines = true;
      for (const el of root.querySelectorAll('*')) {
        for (const c of el.classList) if (!has(c)) undefinedClasses.add(c);
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    for (const el of document.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
    return { undefinedClasses: [...undefinedClasses], defines, sheets };
  }, cls);
}

async function show(page: Page, path: string) {
  await page.goto(e2e.url(path));
  await page.locator('admin-app h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('each feature brings its own CSS', () => {
  it('a portal with the customers and the composer carries neither the dashboard’s nor the categories’ utilities', async () => {
    const { page } = await e2e.open('/examples/portal/', { lang: 'en', viewport: { width: 1280, height: 800 } });
    await page.locator('admin-customers [data-part=list-table] tbody tr[data-row]').first().waitFor();
    await page.locator('admin-notifications textarea').first().waitFor();
    await page.waitForLoadState('networkidle');
    for (const feature of ['dashboard', 'categories']) {
      const { undefinedClasses, defines } = await audit(page, onlyIn(feature));
      expect(undefinedClasses).toEqual([]);
      expect(defines, feature).toBe(false);
    }
    // Each panel's own: the composer's phone preview is styled by the notifications' sheet.
    expect((await audit(page, onlyIn('notifications'))).defines).toBe(true);
  });

  it('a screen shown later brings its utilities when its module loads, before it renders', async () => {
    const categoriesOnly = onlyIn('categories');
    const { page } = await e2e.open('/customers', { lang: 'en', viewport: { width: 1280, height: 800 } });
    await page.locator('admin-app h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect((await audit(page, categoriesOnly)).defines).toBe(false);
    await page.locator('admin-app nav a[href="/categories"]').first().click();
    await page.locator('admin-app [data-part=browser]').first().waitFor();
    await page.waitForLoadState('networkidle');
    const after = await audit(page, categoriesOnly);
    expect(after.defines).toBe(true);
    expect(after.undefinedClasses).toEqual([]);
  });

  for (const [path, mode] of [
    ['/', 'light'],
    ['/categories', 'dark'],
    ['/customers', 'dark'],
    ['/business', 'light'],
    ['/notifications', 'light'],
    ['/activity', 'dark'],
    ['/profile', 'light'],
    ['/settings', 'dark'],
    ['/team', 'light'],
  ] as const)
    it(`${path} (${mode}, 390 px): every class an element carries is defined by a sheet its root adopted`, async () => {
      const context = await e2e.newContext({ lang: 'it', viewport: { width: 390, height: 844 }, mode });
      const page = await context.newPage();
      await show(page, path);
      const { undefinedClasses, sheets } = await audit(page, 'none');
      expect(undefinedClasses).toEqual([]);
      // The shared sheet, the flags' or another small one, and at least one feature's.
      expect(sheets).toBeGreaterThanOrEqual(2);
    });
});

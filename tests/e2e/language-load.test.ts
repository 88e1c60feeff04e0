// The dictionaries load on demand (issue 14): a panel's page downloads the dictionary of the language it
// shows, of it the namespaces the panel shows (asked for with the tag's chunks, not after them), never the
// other language; the panel renders nothing
// before it, so no key ever shows; a change of language keeps the old texts until the new dictionary is here.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { dictionaryChunks } from '../../scripts/preload-links.js';
import en from '../../src/i18n/en.js';
import { translate } from '../../src/i18n/index.js';
import { BARE, useE2E } from '../helpers/e2e.js';

const e2e = useE2E();

/** Every key of the dictionaries and every prefix of two segments or more (a plural entry's key shows as such). */
const KEYS: ReadonlySet<string> = (() => {
  const out = new Set<string>();
  const walk = (node: unknown, path: string) => {
    if (path.includes('.')) out.add(path);
    if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, path ? `${path}.${k}` : k);
  };
  walk(en, '');
  return out;
})();

/**
 * Records, from the page's first script on, every text and label put into any shadow root (the texts as
 * the page shows them, once its script has yielded), in `window.__shownTexts`.
 */
function recordShownTexts() {
  const shown: string[] = [];
  (window as unknown as { __shownTexts: string[] }).__shownTexts = shown;
  const ATTRS = ['aria-label', 'title', 'placeholder', 'label', 'alt'];
  const collect = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      if (node.parentElement?.localName !== 'style') shown.push((node as Text).data);
      return;
    }
    if (!(node instanceof Element)) return;
    for (const el of [node, ...node.querySelectorAll('*')]) {
      for (const a of ATTRS) {
        const v = el.getAttribute(a);
        if (v) shown.push(v);
      }
      for (const child of el.childNodes)
        if (child.nodeType === Node.TEXT_NODE && el.localName !== 'style') shown.push((child as Text).data);
    }
  };
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attach.call(this, init);
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData') collect(r.target);
        else if (r.type === 'attributes') collect(r.target);
        else r.addedNodes.forEach(collect);
      }
    }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ATTRS });
    return root;
  };
}

/** The texts recorded so far that are a key (or hold one) rather than a text. */
async function keysShown(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => (window as unknown as { __shownTexts: string[] }).__shownTexts);
  return texts.filter((text) => text.split(/[\s"'«»()\u2013,:;!?]+/).some((word) => KEYS.has(word.replace(/[.…]+$/, ''))));
}

/** Two frames of the page: whatever React had scheduled has rendered by then. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Script files the page asked for (file names). */
function scripts(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && asked.push(new URL(r.url()).pathname.split('/').pop()!)));
  return asked;
}

async function panelPage(page: Page, token: string) {
  await page.route(/\/language-panel\.html/, (r) =>
    r.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Panel</title>
        <script type="module">import '/assets/index.js'; document.querySelector('admin-customers').token = ${JSON.stringify(token)};</script></head>
        <body><admin-customers lang="en"></admin-customers></body></html>`,
    }),
  );
  await page.goto(e2e.url('/language-panel.html'));
}

const heading = (page: Page) => page.locator('admin-customers').getByRole('heading', { level: 1 });
const rows = (page: Page) => page.locator('admin-customers tbody tr[data-row]');
/** Each language's dictionary chunks (one per namespace), as the build named them. */
const parts = (lang: 'it' | 'en'): ReadonlySet<string> =>
  new Set(
    Object.values(
      dictionaryChunks(
        'dist/web/assets',
        readdirSync('dist/web/assets').filter((f) => f.endsWith('.js')),
      )[lang] ?? {},
    ),
  );
const isDictionary = (lang: 'it' | 'en') => {
  const files = parts(lang);
  return (file: string) => files.has(file);
};
/** A request for one of `lang`'s dictionary chunks. */
const dictionaryUrl = (lang: 'it' | 'en') => {
  const files = parts(lang);
  return (url: URL) => url.pathname.startsWith('/assets/') && files.has(url.pathname.slice('/assets/'.length));
};
/** The customers panel shows the frame's namespaces (one part) and its own. */
const PANEL_PARTS = 2;

describe('the dictionaries of a panel', () => {
  it('loads the English dictionary for <admin-customers lang="en">, with the tag’s chunks, and never the Italian one', async () => {
    // Nothing stored: the stored language would be Italian; the attribute says English.
    const context = await e2e.newContext(BARE);
    const page = await context.newPage();
    await page.addInitScript(recordShownTexts);
    const asked = scripts(page);
    const api: string[] = [];
    page.on('request', (r) => void (new URL(r.url()).pathname.startsWith('/v1/') && api.push(new URL(r.url()).pathname)));
    let askedWhileTagHeld = false;
    // The tag's own chunk is held until the dictionary has been asked for: the loader asks for both at once.
    await page.route(/\/assets\/admin-customers-[\w-]+\.js$/, async (route) => {
      askedWhileTagHeld = await expect
        .poll(() => asked.some(isDictionary('en')), { timeout: 5_000 })
        .toBe(true)
        .then(
          () => true,
          () => false,
        );
      await route.continue();
    });
    // The dictionary is held until the panel is mounted (it asks for its data then) and has had two frames
    // to render: it must have rendered nothing, so no key shows.
    let shownBeforeDictionary: string[] | null = null;
    await page.route(dictionaryUrl('en'), async (route) => {
      await expect.poll(() => api.includes('/v1/members'), { timeout: 20_000 }).toBe(true);
      await frames(page);
      shownBeforeDictionary = await page.evaluate(() =>
        (window as unknown as { __shownTexts: string[] }).__shownTexts.filter((t) => t.trim() !== ''),
      );
      await route.continue();
    });
    await panelPage(page, await e2e.login());
    await rows(page).first().waitFor();

    expect(askedWhileTagHeld).toBe(true);
    expect(shownBeforeDictionary).toEqual([]);
    expect(await heading(page).textContent()).toBe(translate('en', 'customers.title'));
    expect(asked.filter(isDictionary('en'))).toHaveLength(PANEL_PARTS);
    expect(asked.filter(isDictionary('it'))).toEqual([]);
    expect(await keysShown(page)).toEqual([]);
  });

  it('switches to Italian once its dictionary is here, showing English meanwhile and never a key', async () => {
    const context = await e2e.newContext(BARE);
    const page = await context.newPage();
    await page.addInitScript(recordShownTexts);
    const asked = scripts(page);
    await panelPage(page, await e2e.login());
    await rows(page).first().waitFor();
    expect(asked.filter(isDictionary('it'))).toEqual([]);

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(dictionaryUrl('it'), async (route) => {
      await held;
      await route.continue();
    });
    await page.locator('admin-customers').evaluate((el) => el.setAttribute('lang', 'it'));
    await expect.poll(() => asked.filter(isDictionary('it')).length).toBe(PANEL_PARTS);
    await frames(page);
    // The Italian texts are on the way: the panel still reads English.
    expect(await heading(page).textContent()).toBe(translate('en', 'customers.title'));
    expect(await page.locator('admin-customers [part=panel]').getAttribute('lang')).toBe('en');
    release();
    await expect.poll(() => heading(page).textContent()).toBe(translate('it', 'customers.title'));
    expect(await page.locator('admin-customers [part=panel]').getAttribute('lang')).toBe('it');
    expect(await rows(page).count()).toBeGreaterThan(0);
    expect(asked.filter(isDictionary('it'))).toHaveLength(PANEL_PARTS);
    expect(await keysShown(page)).toEqual([]);
  });
});

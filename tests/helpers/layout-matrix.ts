import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../src/i18n/index.js';
import { runAxe } from './browser.js';
import { useE2E, type Lang, type Mode } from './e2e.js';

// Issue 12, "Done when": every screen (the public ones included) and its dialogs at 1280x800 and 390x844,
// in Italian and English, light and dark: no horizontal page overflow, no text box overlapping another,
// no clipped table header, the page title at the same place on every protected screen; axe clean.
// The matrix is cut in one file per width (tests/e2e/layout-matrix-*.test.ts), so the two browser workers share it.
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
export type Width = keyof typeof VIEWPORTS;

// In-page checks, kept as a string (see tests/helpers/browser.ts). Walks every open shadow root.
const INSPECT = `(() => {
  const roots = [document];
  for (let i = 0; i < roots.length; i++) roots[i].querySelectorAll('*').forEach((el) => el.shadowRoot && roots.push(el.shadowRoot));
  const all = roots.flatMap((r) => [...r.querySelectorAll('*')]);
  const shown = (el) => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1;
  };
  const label = (el) => el.tagName.toLowerCase() + (el.getAttribute('data-part') ? '[' + el.getAttribute('data-part') + ']' : '') + ' "' + (el.textContent || '').trim().slice(0, 40) + '"';
  // The box of an element's own text (its text nodes), clipped by every scrolling/clipping ancestor.
  const clipOf = (el) => {
    let box = { l: -1e9, t: -1e9, r: 1e9, b: 1e9 };
    // From the text's own element: one that clips its overflow clips its own text too.
    for (let p = el; p; p = p.parentElement || (p.getRootNode && p.getRootNode().host)) {
      const s = getComputedStyle(p);
      if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
        const r = p.getBoundingClientRect();
        box = { l: Math.max(box.l, r.left), t: Math.max(box.t, r.top), r: Math.min(box.r, r.right), b: Math.min(box.b, r.bottom) };
      }
    }
    return box;
  };
  const texts = [];
  for (const el of all) {
    const own = [...el.childNodes].filter((n) => n.nodeType === 3 && n.textContent.trim());
    if (!own.length || !shown(el)) continue;
    if (el.closest('[aria-hidden=true]') && !el.closest('[data-part=preview], [data-platform]')) continue;
    // The text's boxes line by line (a wrapped link is two boxes, not the rectangle around both: words after it
    // on its last line are beside it, not over it), each cut to what its ancestors show.
    const range = document.createRange();
    const c = clipOf(el);
    const boxes = [];
    for (const n of own) {
      range.selectNodeContents(n);
      for (const q of range.getClientRects()) {
        if (q.width < 1 || q.height < 1) continue;
        const box = { l: Math.max(q.left, c.l), t: Math.max(q.top, c.t), r: Math.min(q.right, c.r), b: Math.min(q.bottom, c.b) };
        if (box.r - box.l < 2 || box.b - box.t < 2) continue; // scrolled out of its box: not on screen
        boxes.push(box);
      }
    }
    if (!boxes.length) continue;
    // A layer above (dialog, menu, toast) may cover the page; overlap is judged within one layer.
    const layer = el.closest('[role=dialog], [role=menu], [role=listbox], [data-scope=toast]');
    texts.push({ el, boxes, layer, name: label(el) });
  }
  const overlaps = [];
  const over = (p, q) => Math.min(p.r, q.r) - Math.max(p.l, q.l) > 2 && Math.min(p.b, q.b) - Math.max(p.t, q.t) > 2;
  for (let i = 0; i < texts.length; i++)
    for (let j = i + 1; j < texts.length; j++) {
      const a = texts[i], b = texts[j];
      if (a.layer !== b.layer || a.el.contains(b.el) || b.el.contains(a.el)) continue;
      if (a.boxes.some((p) => b.boxes.some((q) => over(p, q)))) overlaps.push(a.name + ' × ' + b.name);
    }
  const clippedHeaders = all
    .filter((el) => el.tagName === 'TH' && shown(el))
    .filter((th) => {
      const inner = th.firstElementChild || th;
      return th.scrollWidth > th.clientWidth + 1 || inner.scrollWidth > inner.clientWidth + 1;
    })
    .map(label);
  const doc = document.documentElement;
  const title = roots.map((r) => r.querySelector('h1[data-page-title]')).find((h) => h && shown(h));
  // A screen one level down (Products) starts its header with the back link, at the title's place elsewhere.
  const back = roots.map((r) => r.querySelector('[data-part=back]')).find((h) => h && shown(h));
  const tb = (back || title) && (back || title).getBoundingClientRect();
  return {
    overflow: Math.max(0, Math.max(doc.scrollWidth, document.body.scrollWidth) - doc.clientWidth),
    overlaps: overlaps.slice(0, 10),
    clippedHeaders,
    title: tb ? { x: Math.round(tb.left), y: Math.round(tb.top + window.scrollY) } : null,
  };
})()`;

interface Inspection {
  overflow: number;
  overlaps: string[];
  clippedHeaders: string[];
  title: { x: number; y: number } | null;
}

const inspect = (page: Page) => page.evaluate(INSPECT) as Promise<Inspection>;

/** A screen, and how to open each of its dialogs from it. */
interface Screen {
  name: string;
  path: (ids: Ids) => string;
  signedIn: boolean;
  ready: string;
  dialogs?: { name: string; open(page: Page, t: (key: string) => string): Promise<void> }[];
}
interface Ids {
  companyId: number;
}

const click = (page: Page, selector: string) => page.locator(selector).first().click();
const byText = (page: Page, role: 'button' | 'link' | 'menuitem', name: string) =>
  page.getByRole(role, { name, exact: true }).first().click();

const SCREENS: Screen[] = [
  {
    name: 'login',
    path: () => '/login',
    signedIn: false,
    ready: 'admin-app input[name=email]',
    dialogs: [{ name: 'reset request', open: (page, t) => byText(page, 'button', t('auth.login.forgotPassword')) }],
  },
  { name: 'unauthorized', path: () => '/unauthorized', signedIn: false, ready: 'admin-app h1' },
  { name: 'enable-member', path: () => '/enable-member?token=x&email=a%40b.c', signedIn: false, ready: 'admin-app h1' },
  { name: 'reset-password', path: () => '/reset-password?token=x&email=a%40b.c', signedIn: false, ready: 'admin-app h1' },
  { name: 'privacy-policy', path: () => '/privacy-policy', signedIn: false, ready: 'admin-app h1' },
  { name: 'support', path: () => '/support', signedIn: false, ready: 'admin-app h1' },
  { name: 'home', path: () => '/home', signedIn: true, ready: 'admin-app [data-part=total-value]' },
  {
    name: 'categories',
    path: () => '/categories',
    signedIn: true,
    ready: 'admin-app [data-part=browser] [role=row], admin-app [data-part=browser] li',
    dialogs: [{ name: 'add main category', open: (page, t) => byText(page, 'button', t('categories.addMain')) }],
  },
  {
    name: 'customers',
    path: () => '/customers',
    signedIn: true,
    ready: 'admin-app [data-part=list-table] tbody tr[data-row]',
    dialogs: [
      {
        name: 'export',
        // On a phone's cards Export CSV is an item of the ⋯ menu (design round 12, finding 4).
        open: async (page, t) => {
          const more = page.getByRole('button', { name: t('list.moreActions'), exact: true });
          if (!(await more.count())) return byText(page, 'button', t('list.export.button'));
          await more.first().click();
          return byText(page, 'menuitem', t('list.export.button'));
        },
      },
    ],
  },
  {
    name: 'business',
    path: () => '/business',
    signedIn: true,
    ready: 'admin-app [data-part=list-table] tbody tr[data-row]',
    dialogs: [
      { name: 'branches', open: (page) => click(page, 'admin-app [data-part=list-table] tbody tr[data-row] td[data-col=branches] button') },
    ],
  },
  {
    name: 'products',
    path: (ids) => `/products?companyId=${ids.companyId}`,
    signedIn: true,
    ready: 'admin-app [data-part=list-table] tbody tr[data-row]',
  },
  { name: 'notifications', path: () => '/notifications', signedIn: true, ready: 'admin-app form' },
  {
    name: 'notification history',
    path: () => '/notifications?tab=history',
    signedIn: true,
    ready: 'admin-app [data-part=list-table] tbody tr[data-row]',
    dialogs: [
      {
        name: 'sent notification',
        open: (page) => click(page, 'admin-app [data-part=list-table] tbody tr[data-row] [data-part=open-sent]'),
      },
    ],
  },
  {
    name: 'profile',
    path: () => '/profile',
    signedIn: true,
    ready: 'admin-app h1',
    dialogs: [
      { name: 'edit profile', open: (page, t) => byText(page, 'button', t('profile.editProfile')) },
      { name: 'change password', open: (page, t) => byText(page, 'button', t('profile.changePassword')) },
    ],
  },
  { name: 'settings', path: () => '/settings', signedIn: true, ready: 'admin-app h1' },
  // Sign-ins of the suite itself fill the trail, so the list has rows.
  { name: 'activity', path: () => '/activity', signedIn: true, ready: 'admin-app [data-part=activity-row]' },
  // Recently deleted: the rows of deletes made by other suites, or its empty state.
  {
    name: 'activity recently deleted',
    path: () => '/activity?view=deleted',
    signedIn: true,
    ready: 'admin-app [data-part=deleted-row], admin-app [data-part=deleted-empty]',
  },
];

/**
 * The layout matrix at one width: every screen and dialog in 2 languages × 2 modes (and, with `selfCheck`, a test that
 * the checks find what they look for). Call it at the top of a test file.
 */
export function layoutMatrix(width: Width, { selfCheck = false }: { selfCheck?: boolean } = {}): void {
  const e2e = useE2E({ warmUp: '/login' });
  // One send, so the notification history has a row (and its detail a dialog to check).
  beforeAll(async () => {
    await e2e.data('notifications/send-bulk', {
      json: { title: 'Saldi di stagione', message: 'Fino al 50% nei negozi aderenti.', type: 'SYSTEM', target: 'ALL', targetCountry: 'IT' },
    });
  });
  const cases: { lang: Lang; mode: Mode }[] = [];
  for (const lang of ['it', 'en'] as Lang[]) for (const mode of ['light', 'dark'] as Mode[]) cases.push({ lang, mode });

  describe(`layout matrix at ${width}: every screen and dialog, 2 languages × 2 modes`, () => {
    if (selfCheck)
      it('the checks see what they look for (overlap, overflow, clipped header, title)', async () => {
        const { page } = await e2e.open('/customers', { lang: 'en' });
        await page.locator('admin-app [data-part=list-table] tbody tr[data-row]').first().waitFor();
        const clean = await inspect(page);
        expect(clean.title).not.toBeNull();
        await page.evaluate(`(() => {
      const root = document.querySelector('admin-app').shadowRoot;
      const h1 = root.querySelector('h1');
      const over = document.createElement('span');
      over.textContent = 'overlapping words';
      over.style.cssText = 'position:absolute;left:0;top:0';
      h1.parentElement.style.position = 'relative';
      h1.parentElement.appendChild(over);
      const cut = document.createElement('div');
      cut.style.cssText = 'width:12px;overflow:hidden;white-space:nowrap';
      cut.textContent = 'a header far too long for its box';
      root.querySelector('th[data-col=country]').replaceChildren(cut);
      const wide = document.createElement('div');
      wide.style.cssText = 'width:3000px;height:1px';
      document.body.appendChild(wide);
    })()`);
        const broken = await inspect(page);
        expect(broken.overlaps.some((o) => o.includes('overlapping words'))).toBe(true);
        expect(broken.clippedHeaders.length).toBeGreaterThan(0);
        expect(broken.overflow).toBeGreaterThan(0);
      });

    for (const { lang, mode } of cases)
      it(`${width} ${lang} ${mode}`, { timeout: 300_000 }, async () => {
        const t = (key: string) => translate(lang, key);
        const companyId = (await e2e.data<{ data: { id: number }[] }>('companies?page=1&limit=1&orderBy=name&orderDirection=asc')).data[0]!
          .id;
        const problems: string[] = [];
        const titles = new Map<string, string>();
        for (const signedIn of [false, true]) {
          const { page } = await e2e.open('/login', { lang, mode, viewport: VIEWPORTS[width], ...(signedIn ? {} : { token: null }) });
          for (const screen of SCREENS.filter((s) => s.signedIn === signedIn)) {
            await page.goto(e2e.url(screen.path({ companyId })));
            await page.locator(screen.ready).first().waitFor();
            await page.evaluate('document.fonts.ready');
            const seen = await inspect(page);
            if (seen.overflow > 0) problems.push(`${screen.name}: page overflows by ${seen.overflow}px`);
            for (const o of seen.overlaps) problems.push(`${screen.name}: text overlaps: ${o}`);
            for (const h of seen.clippedHeaders) problems.push(`${screen.name}: clipped header ${h}`);
            if (screen.signedIn) titles.set(screen.name, JSON.stringify(seen.title));
            // axe once per screen for each width and mode (the language does not change colours or roles).
            if (lang === 'it')
              for (const v of await runAxe(page)) problems.push(`${screen.name}: axe ${v.id}: ${v.nodes.slice(0, 2).join(' | ')}`);
            for (const dialog of screen.dialogs ?? []) {
              await dialog.open(page, t);
              const dlg = page.locator('[role=dialog]:visible, admin-app [role=dialog]').last();
              await dlg.waitFor();
              await expect
                .poll(() => dlg.evaluate((el) => el.getAnimations({ subtree: true }).filter((a) => a.playState === 'running').length))
                .toBe(0);
              const d = await inspect(page);
              if (d.overflow > 0) problems.push(`${screen.name} / ${dialog.name}: page overflows by ${d.overflow}px`);
              for (const o of d.overlaps) problems.push(`${screen.name} / ${dialog.name}: text overlaps: ${o}`);
              if (lang === 'it')
                for (const v of await runAxe(page))
                  problems.push(`${screen.name} / ${dialog.name}: axe ${v.id}: ${v.nodes.slice(0, 2).join(' | ')}`);
              await page.keyboard.press('Escape');
              await dlg.waitFor({ state: 'hidden' });
            }
          }
        }
        expect(problems).toEqual([]);
        // One frame: the title of every protected screen at the same place.
        expect(new Set(titles.values()).size, JSON.stringify(Object.fromEntries(titles))).toBe(1);
      });
  });
}

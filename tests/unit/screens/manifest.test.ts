// The screen manifest (issue 34, item 2): one spec per screen in src/screens/manifest.ts, and everything else
// derived from it. A screen added to a fixture list through its spec alone becomes a tag, a route (and its detail
// route), a sidebar entry, a React wrapper, a documented element with its typings and a dictionary part; that it
// is also an element of the lazy loader and the single-file build: define-all.test.ts (in a DOM).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementDocs } from '../../../src/elements/element-docs.js';
import { loaders } from '../../../src/elements/lazy.js';
import { TAGS } from '../../../src/elements/tags.js';
import { NAMESPACES } from '../../../src/i18n/index.js';
import en from '../../../src/i18n/en.js';
import itDict from '../../../src/i18n/it.js';
import { elementScreens, navEntries, routeTable, screenTexts, tagSpecs } from '../../../src/screens/derive.js';
import { SCREENS } from '../../../src/screens/manifest.js';
import { PAGES } from '../../../src/screens/pages.js';
import type { ScreenSpec } from '../../../src/screens/types.js';
import { NAV_ITEMS } from '../../../src/shell/nav-items.js';
import { matchRoute, routes } from '../../../src/shell/routes.js';
import { manifest } from '../../../scripts/gen-manifest.js';
import { renderDts } from '../../../scripts/manifest/dts.js';
import { renderJsxDts, renderReactDts } from '../../../scripts/manifest/jsx.js';
import { readScreenSources } from '../../../scripts/manifest/screens-source.js';
import { DOC_FIELDS, stripDocs } from '../../../scripts/manifest/strip-docs.js';
import { WRAPPERS_FILE, renderWrappers } from '../../../scripts/manifest/wrappers.js';
import { FIXTURE, REPORTS } from './fixture.js';

const tagsOf = (screens: readonly ScreenSpec[]) => elementScreens(screens).map((s) => s.element.tag);

describe('a screen added through its spec alone', () => {
  it('is a tag, with its props and namespaces, after the others', () => {
    expect(tagsOf(FIXTURE)).toEqual([...Object.keys(TAGS), 'admin-reports']);
    expect(tagSpecs(FIXTURE)['admin-reports']).toEqual({ props: { statePrefix: 'string', search: 'boolean' }, namespaces: ['reports'] });
  });

  it('is a route of <admin-app> and its item a detail route, both protected, one screen', () => {
    const table = routeTable(FIXTURE).filter((r) => r.screen === REPORTS);
    expect(table.map(({ path, title, protected: p, list }) => ({ path, title, protected: p, list }))).toEqual([
      { path: '/reports', title: 'reports', protected: true, list: '/reports' },
      { path: '/reports/:id', title: 'reports', protected: true, list: '/reports' },
    ]);
  });

  it('is a sidebar entry, in its place', () => {
    expect(navEntries(FIXTURE).at(-1)).toEqual({
      route: '/reports',
      labelKey: 'shell.nav.reports',
      icon: 'activity',
      capability: 'IamGOD',
    });
  });

  it('is a React wrapper of directory-backoffice/react', () => {
    expect(renderWrappers(tagsOf(FIXTURE))).toContain("export const AdminReports = createComponent('admin-reports');");
  });

  it('is documented: the manifest, the d.ts and the JSX typings', { timeout: 60_000 }, () => {
    const docs = elementDocs(FIXTURE);
    const m = manifest(docs);
    const decl = m.modules[0]!.declarations.find((d) => d.tagName === 'admin-reports')!;
    expect(decl).toMatchObject({ name: 'AdminReportsElement', summary: 'Monthly reports.' });
    expect(decl.attributes.map((a) => a.name)).toEqual(['lang', 'theme', 'mode', 'api-base', 'state-prefix', 'search']);
    expect(decl.events.map((e) => e.name)).toEqual(['admin-navigate', 'admin-session-changed', 'admin-session-expired', 'admin-api-error']);
    expect(renderDts(docs)).toContain("'admin-reports': AdminReportsElement;");
    expect(renderJsxDts(docs)).toContain("'admin-reports': AdminReportsElementJSX;");
    expect(renderReactDts(docs)).toContain('export declare const AdminReports: React.ForwardRefExoticComponent<AdminReportsProps');
  });

  it('owns a dictionary part (its two files)', () => {
    expect(screenTexts(FIXTURE).at(-1)).toBe(REPORTS.texts);
  });
});

describe('the manifest', () => {
  it('gives every tag the loader defines, in the docs order', () => {
    expect(Object.keys(loaders)).toEqual(tagsOf(SCREENS));
    expect(elementDocs(SCREENS).map((d) => d.className)).toContain('AdminCustomersElement');
  });

  it('gives the routes of <admin-app> (a list and its item are one screen) and the sidebar', () => {
    expect(routes.map((r) => r.path)).toEqual(routeTable([...SCREENS, ...PAGES]).map((r) => r.path));
    expect(PAGES.some((p) => 'element' in p)).toBe(false);
    expect(matchRoute('/customers/7')?.component).toBe(matchRoute('/customers')?.component);
    expect(NAV_ITEMS.map((n) => n.route)).toEqual([
      '/home',
      '/categories',
      '/customers',
      '/notifications',
      '/business',
      '/activity',
      '/team',
    ]);
    // Team (issue 39): team owners only, in the sidebar (the owner right, not a capability) and at its route.
    expect(NAV_ITEMS.find((n) => n.route === '/team')?.capability).toBe('owner');
    expect(routes.find((r) => r.path === '/team')?.roles).toEqual(['owner']);
    expect(NAV_ITEMS.find((n) => n.route === '/business')?.also).toEqual(['/products']);
  });

  it('names only namespaces that exist, each owned once, and texts of both languages for its titles and labels', () => {
    const owned = screenTexts([...SCREENS, ...PAGES]).map((t) => t.namespace);
    expect(new Set(owned).size).toBe(owned.length);
    for (const s of [...SCREENS, ...PAGES])
      for (const ns of (s.namespaces as readonly string[] | 'all') === 'all' ? [] : s.namespaces)
        expect(NAMESPACES, `${s.id}: ${ns}`).toContain(ns);
    const has = (dict: Record<string, unknown>, key: string) =>
      key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], dict) !== undefined;
    for (const dict of [itDict, en]) {
      for (const r of routeTable([...SCREENS, ...PAGES])) expect(has(dict, `shell.titles.${r.title}`), r.title).toBe(true);
      for (const n of navEntries(SCREENS)) expect(has(dict, n.labelKey), n.labelKey).toBe(true);
    }
  });

  it('is read by the build as it is: ids, tags and the module each load() imports', () => {
    const sources = readScreenSources();
    expect(sources.map((s) => [s.id, s.tag])).toEqual(SCREENS.map((s) => [s.id, 'element' in s ? s.element.tag : null]));
    for (const [i, s] of sources.entries()) {
      const module = relative('src', s.module).replace(/\.tsx?$/, '');
      expect(String(SCREENS[i]!.load), s.id).toContain(module.split('/').pop());
    }
  });

  it('keeps src/wrappers/components.ts in step (written by the build)', () => {
    expect(readFileSync(WRAPPERS_FILE, 'utf8')).toBe(renderWrappers(tagsOf(SCREENS)));
  });

  it('ships without its documentation in the browser builds', () => {
    const stripped = stripDocs(readFileSync('src/screens/manifest.ts', 'utf8'));
    for (const field of DOC_FIELDS) expect(stripped).not.toMatch(new RegExp(`\\b${field}:`));
    expect(stripped).toContain("tag: 'admin-customers'");
    expect(stripped).toContain("kind: 'string'");
    expect(stripped).not.toContain('The members list');
    expect(stripDocs(readFileSync('src/screens/props.ts', 'utf8'))).not.toContain('Interface language');
  });
});

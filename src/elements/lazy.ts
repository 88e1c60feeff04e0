/**
 * The lazy loader, without side effects: `defineAll()` defines every tag of the screens' specs at once with its
 * light class (lazy-element.ts); a tag's chunk (React, the screen) loads when one of its elements is first used. The
 * package's main entry and the single-file build call it on import; `directory-backoffice/react` calls it for React
 * 19 hosts, from a build that takes React from the page.
 */
import { readCookie, setDefaultPersist } from '../api/browser-token.js';
import type { Lang } from '../i18n/index.js';
import { elementScreens, tagSpecs, type ElementScreen } from '../screens/derive.js';
import { SCREENS } from '../screens/manifest.js';
import type { ScreenSpec } from '../screens/types.js';
import { asksEarly, prefetchBeforeLoad } from './early-data.js';
import { defineTag, loadTag, providedDefiner, sharedLang, type Definer } from './lazy-element.js';
import { TAGS, type AdminTag, type TagSpec } from './tags.js';

/**
 * Defines a screen's tag with its implementation: the screen's own code and the element machinery (define.tsx,
 * React). In the browser builds the screen's chunk is named after its tag and imports the machinery
 * (scripts/manifest/tag-chunks.ts), so the tag's whole graph is one preload list and define.tsx has handed
 * over its `defineElement` once the screen is here; elsewhere it is imported.
 */
async function defineScreen(screen: ElementScreen, spec: TagSpec): Promise<void> {
  const Component = await screen.load();
  const define = providedDefiner() ?? ((await import('./define.js')).defineElement as Definer);
  if (screen.element.persist) setDefaultPersist(screen.element.persist);
  define(screen.element.tag, Component, spec);
}

/** Tag → what defines it, from the screens' specs. */
export const loaders = Object.fromEntries(
  elementScreens(SCREENS).map((s) => [s.element.tag, () => defineScreen(s, TAGS[s.element.tag as AdminTag])]),
) as Record<AdminTag, () => Promise<unknown>>;

// Replaced after the build by each tag's chunk graph and each language's dictionary chunk
// (scripts/preload-links.ts `writePreloadMap`); left as is in builds without chunks (the single-file
// builds, the tests).
const PRELOAD: string = '__BACKOFFICE_PRELOAD__';
interface PreloadMap {
  self: string;
  tags: Partial<Record<AdminTag, string[]>>;
  /** Each language's dictionary chunks by namespace. */
  langs?: Partial<Record<Lang, Record<string, string[]>>>;
}
let preloadMap: PreloadMap | null | undefined;

const isLang = (v: unknown): v is Lang => v === 'it' || v === 'en';

/**
 * The language the page's panels will show: the last `lang` a panel was given, else the stored one. The
 * stored one is read as i18n's `readStoredLanguage` does (localStorage `preferredLanguage`, the cookie,
 * Italian), repeated here so the loader does not bring the i18n module (tests/unit/elements/page-language.test.ts).
 */
export function pageLanguage(): Lang {
  const given = sharedLang();
  if (isLang(given)) return given;
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem('preferredLanguage');
    if (isLang(stored)) return stored;
  } catch {
    /* storage blocked */
  }
  const cookie = readCookie('preferredLanguage');
  return isLang(cookie) ? cookie : 'it';
}

/**
 * Asks for every chunk `tag` needs at once (`<link rel="modulepreload">`, removed once the tag has
 * loaded), with the dictionary parts of the page's language it shows (which the panel waits for), so
 * its graph costs one round trip instead of one per level. Only from the very file the map was written
 * into: a bundler that rebuilt the package has other chunks.
 */
function preloadGraph(tag: AdminTag): () => void {
  if (preloadMap === undefined) {
    try {
      const map = PRELOAD.startsWith('{') ? (JSON.parse(PRELOAD) as PreloadMap) : null;
      const here = typeof import.meta === 'object' && typeof import.meta.url === 'string' ? import.meta.url : '';
      preloadMap = map && here.endsWith(`/${map.self}`) ? map : null;
    } catch {
      preloadMap = null;
    }
  }
  // The tag's graph, then the dictionary.
  const parts = preloadMap?.langs?.[pageLanguage()] ?? {};
  const spec = (TAGS[tag] as TagSpec | undefined)?.namespaces;
  const namespaces = spec === 'all' ? Object.keys(parts) : ['frame', ...(spec ?? [])];
  const dictionary = namespaces.flatMap((ns) => parts[ns] ?? []);
  const files = preloadMap ? [...new Set([...(preloadMap.tags[tag] ?? []), ...dictionary])] : [];
  if (!files.length || typeof document === 'undefined') return () => undefined;
  const links = files.map((file) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = new URL(file, import.meta.url).href;
    return link;
  });
  document.head.append(...links);
  return () => links.forEach((l) => l.remove());
}

/** Resolves when `tag` works (its chunk has arrived). */
export async function load(tag: string): Promise<void> {
  await loadTag(tag);
}

/**
 * Render-as-you-fetch from the loader: the panel's first page is asked for as soon as it connects (or as soon
 * as the page gives a token), not once React and the screen have run. A microtask later: the tag's chunks are
 * asked for first (the first fetch() calls of a page take a few ms each, and the panel's code, not its data,
 * is what row 50 waits for), and a token the same script sets right after the element is seen.
 */
const earlyData = (screen: ScreenSpec) => (el: HTMLElement) => queueMicrotask(() => prefetchBeforeLoad(screen, el));

/**
 * Defines every tag of `screens` now (a tag some other build defined already is left to it): the package's
 * screens, or a list of specs a test gives.
 */
export function defineAll(screens: readonly ScreenSpec[] = SCREENS): void {
  if (typeof customElements === 'undefined') return;
  const specs = screens === SCREENS ? TAGS : tagSpecs(screens);
  for (const screen of elementScreens(screens)) {
    const tag = screen.element.tag as AdminTag;
    const load = screens === SCREENS ? loaders[tag] : () => defineScreen(screen, specs[tag]!);
    defineTag(
      tag,
      specs[tag]!,
      () => {
        const done = preloadGraph(tag);
        return load().finally(done);
      },
      asksEarly(screen) ? earlyData(screen) : undefined,
    );
  }
}

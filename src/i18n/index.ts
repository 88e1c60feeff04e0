import { atom, useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import rosetta from 'rosetta';
import { readCookie } from '../api/browser-token.js';
import { isPlural, pluralCategory } from './plural.js';
import { screenTexts } from '../screens/derive.js';
import { SCREENS, type ScreenNamespace } from '../screens/manifest.js';
import type { PageNamespace } from '../screens/pages.js';
import type { TextsSpec } from '../screens/types.js';

export type Lang = 'it' | 'en';
export type Params = Record<string, unknown>;
export type Translate = (key: string, params?: Params) => string;

export const LANGUAGES: readonly Lang[] = ['it', 'en'];
export const LANGUAGE_KEY = 'preferredLanguage';
export const DEFAULT_LANGUAGE: Lang = 'it';
export const FALLBACK_LANGUAGE: Lang = 'en';
const ONE_YEAR = 365 * 24 * 60 * 60;

export const isLang = (v: unknown): v is Lang => v === 'it' || v === 'en';

type Table = Record<string, unknown>;

/** The namespaces of the frame every panel shows: one part (`./<lang>/frame.ts`), always loaded. */
export const FRAME_NAMESPACES = ['common', 'errors', 'list', 'shell', 'auth'] as const;
type FrameNamespace = (typeof FRAME_NAMESPACES)[number];

/**
 * Each part of each language, imported on demand: in the browser builds each is a chunk of its own, so a page
 * downloads the language it shows, and of it only the frame and the namespaces its panels use. The frame's, the
 * command palette's and the account texts (Settings, Profile and the activation and reset pages show them) are
 * written here; every other namespace is a screen's, with its two files named in its spec
 * (src/screens/manifest.ts `texts`), or a page's of `<admin-app>` (src/screens/pages.ts), which its router adds
 * (`addParts`). The build reads the `{ namespace, it, en }` objects to preload a tag's parts
 * (scripts/preload-links.ts `dictionaryChunks`). Node code (tests, scripts) may import `./it.js` and `./en.js`
 * (every namespace).
 */
const OWN_PARTS = [
  { namespace: 'frame', it: () => import('./it/frame.js'), en: () => import('./en/frame.js') },
  { namespace: 'search', it: () => import('./it/search.js'), en: () => import('./en/search.js') },
  { namespace: 'account', it: () => import('./it/account.js'), en: () => import('./en/account.js') },
] as const satisfies readonly TextsSpec[];

/** The dictionary's namespaces: one file per namespace and language (./it/*.ts, ./en/*.ts). */
export type Namespace = FrameNamespace | 'search' | 'account' | ScreenNamespace | PageNamespace;
const PARTS = new Map<string, TextsSpec>([...OWN_PARTS, ...screenTexts(SCREENS)].map((t) => [t.namespace, t]));
const namespaces: Namespace[] = [...FRAME_NAMESPACES, ...([...PARTS.keys()].filter((p) => p !== 'frame') as Namespace[])];
/** The namespaces the page can load: the panels' and, once `<admin-app>`'s router is loaded, its pages'. */
export const NAMESPACES: readonly Namespace[] = namespaces;
const IS_NAMESPACE = new Set<string>(NAMESPACES);

/** Adds parts only `<admin-app>` shows (its pages', src/screens/pages.ts), so that no panel's graph holds them. */
export function addParts(parts: readonly TextsSpec[]): void {
  for (const part of parts) {
    if (PARTS.has(part.namespace)) continue;
    PARTS.set(part.namespace, part);
    namespaces.push(part.namespace as Namespace);
    IS_NAMESPACE.add(part.namespace);
  }
}
const IN_FRAME: ReadonlySet<string> = new Set(FRAME_NAMESPACES);
/** A chunk of a language's dictionary: the frame's namespaces together, each other namespace alone. */
type Part = 'frame' | Exclude<Namespace, FrameNamespace>;
const partOf = (ns: Namespace): Part => (IN_FRAME.has(ns) ? 'frame' : (ns as Part));

/** The loaded dictionaries (a namespace is empty until `loadLanguage` or a miss has brought it). */
export const i18n = rosetta<Table>();
const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();
const partLoaded = new Set<() => void>();

/**
 * The namespaces the page's panels use (`requireNamespaces`, each element's tag spec); every namespace until
 * a panel has said which (Node code, tests).
 */
let required: Set<Namespace> | null = null;
const requiredNow = (): readonly Namespace[] => (required ? [...required] : NAMESPACES);

/** Adds the namespaces a panel uses to the page's, with the frame's (all of them for `'all'`). */
export function requireNamespaces(list: readonly Namespace[] | 'all'): void {
  required ??= new Set(FRAME_NAMESPACES);
  for (const ns of list === 'all' ? NAMESPACES : list) required.add(ns);
}

/** Called each time a namespace arrives that a text asked for before it was loaded (the panels re-render). */
export function onPartLoaded(listener: () => void): () => void {
  partLoaded.add(listener);
  return () => partLoaded.delete(listener);
}

/** Loads the part of `lang` holding `ns`, once (a load that failed is tried again by the next call). */
function loadPart(lang: Lang, ns: Namespace): Promise<void> {
  const key = `${lang}:${partOf(ns)}` as const;
  let pending = loading.get(key);
  if (!pending) {
    pending = PARTS.get(partOf(ns))!
      [lang]()
      .then(
        ({ default: table }) => {
          i18n.set(lang, partOf(ns) === 'frame' ? table : { [ns]: table });
          loaded.add(key);
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
    loading.set(key, pending);
  }
  return pending;
}
const isLoaded = (lang: Lang, ns: Namespace) => loaded.has(`${lang}:${partOf(ns)}`);

/** Whether `lang`'s texts for the page's namespaces are loaded (they translate synchronously). */
export const hasLanguage = (lang: Lang): boolean => requiredNow().every((ns) => isLoaded(lang, ns));

/**
 * Loads `lang`'s dictionary (the page's namespaces) into rosetta. Asked for twice, each part is loaded once
 * (the same promise while it is on the way); a part that failed (the network) is tried again by the next call.
 */
export function loadLanguage(lang: Lang): Promise<void> {
  const parts = requiredNow().join(',');
  const known = languageLoads.get(lang);
  if (known?.parts === parts) return known.promise;
  const promise = Promise.all(requiredNow().map((ns) => loadPart(lang, ns))).then(
    () => undefined,
    (error: unknown) => {
      if (languageLoads.get(lang)?.promise === promise) languageLoads.delete(lang);
      throw error;
    },
  );
  languageLoads.set(lang, { parts, promise });
  return promise;
}
/** The last load of each language and the namespaces it asked for (the same call gets the same promise). */
const languageLoads = new Map<Lang, { parts: string; promise: Promise<void> }>();

/** Adds `namespaces` to the page's and loads them in `lang` (a screen of <admin-app> before it renders). */
export function loadNamespaces(lang: Lang, namespaces: readonly Namespace[]): Promise<void> {
  if (required) for (const ns of namespaces) required.add(ns);
  return Promise.all(namespaces.map((ns) => loadPart(lang, ns))).then(() => undefined);
}

/**
 * A text of a namespace the page did not say it uses (a dialog of another screen): the namespace is added to
 * the page's and loaded, and the panels re-render when it arrives (the text shows its fallback meanwhile).
 */
function missedPart(lang: Lang, key: string): void {
  const ns = key.slice(0, key.indexOf('.'));
  if (!required || !IS_NAMESPACE.has(ns) || isLoaded(lang, ns as Namespace) || loading.has(`${lang}:${partOf(ns as Namespace)}`)) return;
  required.add(ns as Namespace);
  loadPart(lang, ns as Namespace).then(
    () => partLoaded.forEach((l) => l()),
    () => undefined,
  );
}

/**
 * Every namespace of `lang` as one table, with the `extra` parts (the pages', which ./it.ts and ./en.ts pass): Node
 * code, the tests and scripts reading whole dictionaries.
 */
export async function wholeDictionary(lang: Lang, extra: readonly TextsSpec[] = []): Promise<Record<Namespace, Table>> {
  addParts(extra);
  const parts = await Promise.all([...PARTS.values()].map(async (t) => [t.namespace, (await t[lang]()).default] as const));
  return Object.assign({}, ...parts.map(([ns, table]) => (ns === 'frame' ? table : { [ns]: table }))) as Record<Namespace, Table>;
}

/** Adds or replaces a namespace at run time (e.g. a lazily loaded screen). */
export function addNamespace(lang: Lang, ns: string, table: Table): void {
  i18n.set(lang, { [ns]: table });
}

/**
 * The text of `key` in `lang`, or null (also while `lang` is not loaded). A plural entry (`{ one, other }`,
 * see plural.ts) gives the form `Intl.PluralRules(lang)` picks for `params.count`.
 */
function lookup(lang: Lang, key: string, params: Params): string | null {
  const shown = withGrouping(lang, params);
  let value = i18n.t(key, shown, lang);
  if (isPlural(value)) value = i18n.t(`${key}.${pluralCategory(lang, value, params.count)}`, shown, lang);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The params that are counts: shown with the language's thousands separator (987,654 / 987.654). */
const COUNTS = ['count', 'total', 'loaded', 'done', 'ok', 'failed', 'skipped'] as const;
const grouping = new Map<Lang, Intl.NumberFormat>();
function withGrouping(lang: Lang, params: Params): Params {
  let out: Params | null = null;
  for (const name of COUNTS) {
    const v = params[name];
    if (typeof v !== 'number' || !Number.isInteger(v) || Math.abs(v) < 1000) continue;
    let format = grouping.get(lang);
    if (!format) grouping.set(lang, (format = new Intl.NumberFormat(lang === 'it' ? 'it-IT' : 'en-GB')));
    (out ??= { ...params })[name] = format.format(v);
  }
  return out ?? params;
}

/**
 * Translates `key` in `lang`, falling back to English (when its dictionary is loaded), then to the key
 * itself. Synchronous: the elements render only once their language is loaded (`languageReady`).
 */
export function translate(lang: Lang, key: string, params?: Params): string {
  const text = lookup(lang, key, params ?? {});
  if (text !== null) return text;
  missedPart(lang, key);
  return lookup(FALLBACK_LANGUAGE, key, params ?? {}) ?? key;
}

let switches = 0;
/** The switch whose dictionary is on the way, if any. */
let switching: Promise<boolean> | null = null;

/**
 * Shows `lang` once its dictionary is here: `apply(lang)` runs at once when it is loaded, else after the
 * load, unless another switch was asked for meanwhile (the last one wins). Until then the page keeps its
 * language, so no key ever shows. Resolves true when `apply` ran; false when overtaken or when the
 * dictionary could not be loaded (the page stays as it was).
 */
export function switchLanguage(lang: Lang, apply: (lang: Lang) => void): Promise<boolean> {
  const ticket = ++switches;
  if (hasLanguage(lang)) {
    switching = null;
    apply(lang);
    return Promise.resolve(true);
  }
  const done: Promise<boolean> = loadLanguage(lang).then(
    () => {
      if (ticket !== switches) return false;
      apply(lang);
      return true;
    },
    (error: unknown) => {
      console.error(`The ${lang} texts could not be loaded`, error);
      return false;
    },
  );
  switching = done;
  void done.then(() => {
    if (switching === done) switching = null;
  });
  return done;
}

/**
 * Null when the page's language can be shown now: `current()` (the language the page shows) is loaded and
 * no switch is on the way. Else a promise that resolves once that holds (after a pending switch has been
 * applied, `current()` is read again); it rejects when a dictionary could not be loaded.
 */
export function languageReady(current: () => Lang): Promise<void> | null {
  if (!switching && hasLanguage(current())) return null;
  return (async () => {
    for (;;) {
      if (switching) {
        await switching;
        continue;
      }
      const lang = current();
      if (hasLanguage(lang)) return;
      await loadLanguage(lang);
    }
  })();
}

// src/elements/lazy.ts repeats this read (so the loader does not bring this module); keep the two in step
// (tests/unit/elements/page-language.test.ts).
export function readStoredLanguage(): Lang {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
    if (isLang(stored)) return stored;
  } catch {
    /* storage blocked */
  }
  const cookie = readCookie(LANGUAGE_KEY);
  return isLang(cookie) ? cookie : DEFAULT_LANGUAGE;
}

export function storeLanguage(lang: Lang): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, lang);
  } catch {
    /* storage blocked */
  }
  if (typeof document !== 'undefined') document.cookie = `${LANGUAGE_KEY}=${lang}; Max-Age=${ONE_YEAR}; Path=/; SameSite=Lax`;
}

/** The interface language shared by every element of the page: always a loaded one once a panel shows. */
export const languageAtom = atom<Lang>(readStoredLanguage());

/** Bumped when a namespace a text missed has arrived (language-gate.ts): the texts are read again. */
export const dictionaryVersionAtom = atom(0);

export function useT(): Translate {
  const lang = useAtomValue(languageAtom);
  const version = useAtomValue(dictionaryVersionAtom);
  // version: a new function once more texts are loaded
  return useCallback((key: string, params?: Params) => translate(lang, key, params), [lang, version]);
}

/** The language chosen on this page (useLang's setter) while its dictionary is on the way; null otherwise. */
const chosenLanguageAtom = atom<Lang | null>(null);

/**
 * The page's language; its setter, which stores the choice and switches once the dictionary is here (the
 * texts stay in the old language meanwhile); and the language chosen, which a language picker shows at once.
 */
export function useLang(): [lang: Lang, setLang: (lang: Lang) => void, chosen: Lang] {
  const [lang, set] = useAtom(languageAtom);
  const [chosen, setChosen] = useAtom(chosenLanguageAtom);
  const setLang = useCallback(
    (next: Lang) => {
      storeLanguage(next);
      setChosen(next);
      // Shown, overtaken or failed: the picker then shows the page's language again.
      void switchLanguage(next, set).then(() => setChosen((c) => (c === next ? null : c)));
    },
    [set, setChosen],
  );
  return [lang, setLang, chosen ?? lang];
}

/**
 * Whether `ns`'s texts of the page's language are here, asking for them once mounted (a failed load leaves
 * the English fallback; the next text that misses asks again). For a part of a screen that shows another
 * namespace's texts: the dashboard's recent activity and the drawers' history use the activity sentences.
 */
export function useNamespace(ns: Namespace): boolean {
  const [lang] = useLang();
  const [ready, setReady] = useState<Lang | null>(null);
  useEffect(() => {
    let live = true;
    const done = () => live && setReady(lang);
    loadNamespaces(lang, [ns]).then(done, done);
    return () => {
      live = false;
    };
  }, [lang, ns]);
  return ready === lang;
}

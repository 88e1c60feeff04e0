import { atom, useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import rosetta from 'rosetta';
import { readCookie } from '../api/browser-token.js';
import { isPlural, pluralCategory } from './plural.js';

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

/**
 * Each language's dictionary (every namespace), imported on demand: in the browser builds each is a chunk
 * of its own, so a page downloads the language it shows and not the other. Node code (tests, scripts) may
 * import `./it.js` and `./en.js` directly.
 */
const DICTIONARIES: Record<Lang, () => Promise<{ default: Table }>> = {
  it: () => import('./it.js'),
  en: () => import('./en.js'),
};

/** The loaded dictionaries (a language is empty until `loadLanguage` has brought it). */
export const i18n = rosetta<Table>();
const loaded = new Set<Lang>();
const loading = new Map<Lang, Promise<void>>();

/** Whether `lang`'s dictionary is loaded (its texts translate synchronously). */
export const hasLanguage = (lang: Lang): boolean => loaded.has(lang);

/**
 * Loads `lang`'s dictionary into rosetta. Asked for twice, it is loaded once (the same promise); a load
 * that failed (the network) is tried again by the next call.
 */
export function loadLanguage(lang: Lang): Promise<void> {
  let pending = loading.get(lang);
  if (!pending) {
    pending = DICTIONARIES[lang]().then(
      ({ default: dictionary }) => {
        // A namespace added before the dictionary arrived (addNamespace) is kept.
        i18n.set(lang, { ...dictionary, ...(i18n.table(lang) ?? {}) });
        loaded.add(lang);
      },
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
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
  let value = i18n.t(key, params, lang);
  if (isPlural(value)) value = i18n.t(`${key}.${pluralCategory(lang, value, params.count)}`, params, lang);
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * Translates `key` in `lang`, falling back to English (when its dictionary is loaded), then to the key
 * itself. Synchronous: the elements render only once their language is loaded (`languageReady`).
 */
export function translate(lang: Lang, key: string, params?: Params): string {
  return lookup(lang, key, params ?? {}) ?? lookup(FALLBACK_LANGUAGE, key, params ?? {}) ?? key;
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
  if (typeof document !== 'undefined')
    document.cookie = `${LANGUAGE_KEY}=${lang}; Max-Age=${ONE_YEAR}; Path=/; SameSite=Lax`;
}

/** The interface language shared by every element of the page: always a loaded one once a panel shows. */
export const languageAtom = atom<Lang>(readStoredLanguage());

export function useT(): Translate {
  const lang = useAtomValue(languageAtom);
  return useCallback((key: string, params?: Params) => translate(lang, key, params), [lang]);
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

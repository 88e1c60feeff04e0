import { atom, useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import rosetta from 'rosetta';
import { readCookie } from '../api/browser-token.js';
import en from './en.js';
import it from './it.js';
import { isPlural, pluralCategory } from './plural.js';

export type Lang = 'it' | 'en';
export type Params = Record<string, unknown>;
export type Translate = (key: string, params?: Params) => string;

export const LANGUAGES: readonly Lang[] = ['it', 'en'];
export const LANGUAGE_KEY = 'preferredLanguage';
export const DEFAULT_LANGUAGE: Lang = 'it';
export const FALLBACK_LANGUAGE: Lang = 'en';
const ONE_YEAR = 365 * 24 * 60 * 60;

export const dictionaries = { it, en } as const;
export const i18n = rosetta<Record<string, unknown>>({ it, en });

export const isLang = (v: unknown): v is Lang => v === 'it' || v === 'en';

/** Adds or replaces a namespace at run time (e.g. a lazily loaded screen). */
export function addNamespace(lang: Lang, ns: string, table: Record<string, unknown>): void {
  i18n.set(lang, { [ns]: table });
}

/**
 * The text of `key` in `lang`, or null. A plural entry (`{ one, other }`, see plural.ts) gives the
 * form `Intl.PluralRules(lang)` picks for `params.count`.
 */
function lookup(lang: Lang, key: string, params: Params): string | null {
  let value = i18n.t(key, params, lang);
  if (isPlural(value)) value = i18n.t(`${key}.${pluralCategory(lang, value, params.count)}`, params, lang);
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Translates `key` in `lang`, falling back to English, then to the key itself. */
export function translate(lang: Lang, key: string, params?: Params): string {
  return lookup(lang, key, params ?? {}) ?? lookup(FALLBACK_LANGUAGE, key, params ?? {}) ?? key;
}

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

/** The interface language shared by every element of the page. */
export const languageAtom = atom<Lang>(readStoredLanguage());

export function useT(): Translate {
  const lang = useAtomValue(languageAtom);
  return useCallback((key: string, params?: Params) => translate(lang, key, params), [lang]);
}

export function useLang(): [Lang, (lang: Lang) => void] {
  const [lang, set] = useAtom(languageAtom);
  const setLang = useCallback(
    (next: Lang) => {
      storeLanguage(next);
      set(next);
    },
    [set],
  );
  return [lang, setLang];
}

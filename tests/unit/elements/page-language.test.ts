// @vitest-environment happy-dom
// The lazy loader reads the stored language itself (it must not bring the i18n module); it must read it as
// i18n's readStoredLanguage does, or it would preload a dictionary the page does not show.
import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, readStoredLanguage } from '../../../src/i18n/index.js';
import { defineAll, pageLanguage } from '../../../src/elements/lazy.js';

beforeEach(() => {
  localStorage.clear();
  document.cookie = `${LANGUAGE_KEY}=; Max-Age=0; Path=/`;
});

const cases: Array<[string, () => void]> = [
  ['nothing stored', () => undefined],
  ['the cookie only', () => void (document.cookie = `${LANGUAGE_KEY}=en; Path=/`)],
  [
    'localStorage over the cookie',
    () => {
      document.cookie = `${LANGUAGE_KEY}=en; Path=/`;
      localStorage.setItem(LANGUAGE_KEY, 'it');
    },
  ],
  ['localStorage only', () => localStorage.setItem(LANGUAGE_KEY, 'en')],
  [
    'a value that is no language',
    () => {
      localStorage.setItem(LANGUAGE_KEY, 'de');
      document.cookie = `${LANGUAGE_KEY}=en; Path=/`;
    },
  ],
];

describe('the loader’s page language', () => {
  for (const [name, arrange] of cases)
    it(`reads the stored language as i18n does: ${name}`, () => {
      arrange();
      expect(pageLanguage()).toBe(readStoredLanguage());
    });

  it('prefers the lang a panel was given (attribute), over the stored one', () => {
    localStorage.setItem(LANGUAGE_KEY, 'it');
    defineAll();
    const el = document.createElement('admin-dashboard');
    el.setAttribute('lang', 'en');
    expect(pageLanguage()).toBe('en');
    expect(readStoredLanguage()).toBe('it');
  });
});

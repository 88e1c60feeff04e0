import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/en.js';
import { translate } from '../../../src/i18n/index.js';
import itDict from '../../../src/i18n/it.js';
import { isPlural } from '../../../src/i18n/plural.js';
import { SEARCH_COUNTED } from './counted-texts.js';

const N = [0, 1, 2, 72] as const;

describe('the command palette’s texts', () => {
  it('say how many options there are, in the plural form of each language', () => {
    for (const c of SEARCH_COUNTED)
      for (const lang of ['it', 'en'] as const)
        expect(
          N.map((count) => translate(lang, c.key, { count })),
          `${lang}:${c.key}`,
        ).toEqual(c[lang]);
  });

  it('have exactly one counted text, and name what was searched when nothing matches', () => {
    for (const dict of [itDict, en])
      expect(
        Object.entries(dict.search)
          .filter(([, v]) => isPlural(v))
          .map(([k]) => `search.${k}`),
      ).toEqual(SEARCH_COUNTED.map((c) => c.key));
    expect(translate('it', 'search.noResults', { query: 'xyz' })).toBe('Nessun risultato per “xyz”');
    expect(translate('en', 'search.noResults', { query: 'xyz' })).toBe('No results for “xyz”');
  });
});

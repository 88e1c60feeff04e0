type Four = [string, string, string, string];

/**
 * The counted text of the command palette (issue 16, item 3), read for n = 0, 1, 2, 72 in both languages, as
 * tests/unit/i18n/plurals.test.ts reads the others (its COUNTED list can take these as they are).
 */
export const SEARCH_COUNTED: { key: string; it: Four; en: Four }[] = [
  {
    key: 'search.results',
    it: ['0 risultati', '1 risultato', '2 risultati', '72 risultati'],
    en: ['0 results', '1 result', '2 results', '72 results'],
  },
];

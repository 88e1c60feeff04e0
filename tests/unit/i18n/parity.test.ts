import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/en.js';
import { translate } from '../../../src/i18n/index.js';
import itDict from '../../../src/i18n/it.js';

const keys = (obj: unknown, prefix = ''): string[] =>
  obj && typeof obj === 'object'
    ? Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

/** Every leaf of a dictionary with its key path. */
const leaves = (obj: unknown, prefix = ''): [string, unknown][] =>
  obj && typeof obj === 'object'
    ? Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
    : [[prefix, obj]];

describe('i18n dictionaries', () => {
  it('have the same keys in Italian and English', () => {
    const itKeys = new Set(keys(itDict));
    const enKeys = new Set(keys(en));
    expect(
      [...itKeys].filter((k) => !enKeys.has(k)),
      'missing in en',
    ).toEqual([]);
    expect(
      [...enKeys].filter((k) => !itKeys.has(k)),
      'missing in it',
    ).toEqual([]);
  });

  it('have no empty texts: every leaf is a string with something to read', () => {
    for (const [lang, dict] of [
      ['it', itDict],
      ['en', en],
    ] as const) {
      const bad = leaves(dict).filter(([, v]) => typeof v !== 'string' || v.trim() === '');
      expect(bad.map(([k, v]) => `${lang}:${k}=${JSON.stringify(v)}`)).toEqual([]);
    }
  });

  it('finds an empty text when there is one (the check above can fail)', () => {
    const broken = { a: { b: 'ok', c: '  ' }, d: 3 };
    expect(
      leaves(broken)
        .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
        .map(([k]) => k),
    ).toEqual(['a.c', 'd']);
  });

  it('translates with params and falls back to English, then to the key', () => {
    expect(translate('it', 'dashboard.greeting', { name: 'Ada' })).toBe('Ciao, Ada');
    expect(translate('en', 'common.pagination.showing', { from: 1, to: 10, count: 42 })).toBe('Showing 1 to 10 of 42 results');
    expect(translate('it', 'common.unexpectedError')).not.toBe('common.unexpectedError');
    expect(translate('en', 'common.unexpectedError')).toBe('Unexpected Application Error');
    expect(translate('it', 'no.such.key')).toBe('no.such.key');
  });
});

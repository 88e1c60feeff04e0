import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/en.js';
import { translate } from '../../../src/i18n/index.js';
import itDict from '../../../src/i18n/it.js';

const keys = (obj: unknown, prefix = ''): string[] =>
  obj && typeof obj === 'object'
    ? Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('i18n dictionaries', () => {
  it('have the same keys in Italian and English', () => {
    const itKeys = new Set(keys(itDict));
    const enKeys = new Set(keys(en));
    expect([...itKeys].filter((k) => !enKeys.has(k)), 'missing in en').toEqual([]);
    expect([...enKeys].filter((k) => !itKeys.has(k)), 'missing in it').toEqual([]);
  });

  it('have no empty texts', () => {
    for (const dict of [itDict, en])
      for (const k of keys(dict)) expect(typeof k === 'string' && k.length > 0).toBe(true);
  });

  it('translates with params and falls back to English, then to the key', () => {
    expect(translate('it', 'dashboard.greeting', { name: 'Ada' })).toBe('Ciao, Ada');
    expect(translate('en', 'common.pagination.showing', { from: 1, to: 10, total: 42 })).toBe('Showing 1 to 10 of 42 results');
    expect(translate('it', 'common.unexpectedError')).not.toBe('common.unexpectedError');
    expect(translate('en', 'common.unexpectedError')).toBe('Unexpected Application Error');
    expect(translate('it', 'no.such.key')).toBe('no.such.key');
  });
});

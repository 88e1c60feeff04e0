import { describe, expect, it } from 'vitest';
import en from '../../../src/i18n/en.js';
import itDict from '../../../src/i18n/it.js';

/**
 * UI texts use typographic quotes and apostrophes (’ “ ”), never the straight ' and " of the keyboard.
 * Placeholders ({{name}}) are not text and are left out.
 */

/** Every text of a dictionary with its key path. */
const texts = (obj: unknown, prefix = ''): [string, string][] =>
  typeof obj === 'string'
    ? [[prefix, obj]]
    : obj && typeof obj === 'object'
      ? Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => texts(v, prefix ? `${prefix}.${k}` : k))
      : [];

const straight = (dict: unknown): string[] =>
  texts(dict)
    .filter(([, text]) => /['"]/.test(text.replace(/\{\{[^}]*\}\}/g, '')))
    .map(([key, text]) => `${key}: ${text}`);

describe('i18n typography: curly quotes and apostrophes', () => {
  it('finds a straight quote or apostrophe when there is one, outside placeholders only', () => {
    expect(straight({ a: 'Delete "{{name}}"', b: "dell'app", c: 'Elimina “{{name}}”', d: '{{a}} l’app' })).toEqual([
      'a: Delete "{{name}}"',
      "b: dell'app",
    ]);
  });

  it('the Italian dictionary has no straight quote or apostrophe', () => {
    expect(straight(itDict)).toEqual([]);
  });

  it('the English dictionary has no straight quote or apostrophe', () => {
    expect(straight(en)).toEqual([]);
  });
});

// Country names (src/i18n/region.ts): the directory's countries from a table, every other one from
// Intl.DisplayNames, the same names either way.
import { describe, expect, it } from 'vitest';
import { regionName } from '../../../src/i18n/region.js';

const FLAGGED = ['AT', 'BE', 'CH', 'DE', 'ES', 'FR', 'GB', 'IT', 'NL', 'PT', 'US'];

describe('regionName', () => {
  it.each(['it', 'en'])("names the directory's countries in %s as Intl.DisplayNames does", (lang) => {
    const intl = new Intl.DisplayNames([lang], { type: 'region' });
    for (const code of FLAGGED) {
      expect(regionName(code, lang)).toBe(intl.of(code));
      expect(regionName(code.toLowerCase(), lang)).toBe(intl.of(code));
    }
  });

  it('names any other country through Intl.DisplayNames, and keeps a code it cannot name', () => {
    expect(regionName('JP', 'it')).toBe('Giappone');
    expect(regionName('JP', 'en')).toBe('Japan');
    expect(regionName('not-a-code', 'en')).toBe('not-a-code');
    expect(regionName(null, 'en')).toBe('—');
    expect(regionName(undefined, 'en', '')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { displayName, initials } from '../../../src/ui/avatar.js';

describe('avatar initials', () => {
  it('takes the first letters of the first and the last word', () => {
    expect(initials(displayName({ firstName: 'Ada', lastName: 'Rossi' }))).toBe('AR');
    expect(initials('Maria De Luca')).toBe('ML');
    expect(initials('  élodie   ömer ')).toBe('ÉÖ');
  });
  it('takes the first two letters of a single word or an e-mail', () => {
    expect(initials('x')).toBe('X');
    expect(initials('chiara')).toBe('CH');
    expect(initials('ada.rossi@example.com')).toBe('AD');
    expect(initials('𝒜da')).toBe('𝒜D');
  });
  it('never shows an empty badge', () => {
    expect(initials('')).toBe('?');
    expect(initials(null)).toBe('?');
    expect(initials(' - ')).toBe('?');
  });
});

import { describe, expect, it } from 'vitest';
import { displayName, initials } from '../../../src/ui/avatar.js';

describe('avatar initials', () => {
  it('takes the first two characters of first name plus last name', () => {
    expect(initials(displayName({ firstName: 'Ada', lastName: 'Rossi' }))).toBe('AD');
    expect(initials('x')).toBe('X');
    expect(initials('')).toBe('?');
  });
});

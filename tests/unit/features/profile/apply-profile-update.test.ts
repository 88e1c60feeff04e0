import { describe, expect, it } from 'vitest';
import { applyProfileUpdate } from '../../../../src/features/profile/profile-update.js';

const member = { id: 1, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', username: 'ada', capabilities: ['IamGOD'] };

describe('applyProfileUpdate', () => {
  it('overwrites the edited fields and keeps the rest', () => {
    const next = applyProfileUpdate(member, { firstName: 'Augusta', username: 'augusta' });
    expect(next).toEqual({ ...member, firstName: 'Augusta', username: 'augusta' });
  });
  it('does not mutate the cached object (rollback keeps the original)', () => {
    const copy = structuredClone(member);
    applyProfileUpdate(member, { lastName: 'King' });
    expect(member).toEqual(copy);
  });
  it('ignores undefined values but keeps explicit empty strings and nulls', () => {
    expect(applyProfileUpdate(member, { firstName: undefined })?.firstName).toBe('Ada');
    expect(applyProfileUpdate(member, { firstName: '' })?.firstName).toBe('');
    expect(applyProfileUpdate(member, { lastName: null })?.lastName).toBeNull();
  });
  it('leaves an empty cache empty', () => {
    expect(applyProfileUpdate(undefined, { firstName: 'x' })).toBeUndefined();
  });
});

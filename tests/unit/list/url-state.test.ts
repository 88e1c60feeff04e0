import { describe, expect, it } from 'vitest';
import { decodeListState, encodeListState, initialState, sameState, type ListDefaults } from '../../../src/lists/url-state.js';

const D: ListDefaults = { filters: { username: '', country: 'all', business: '' }, sort: 'username', sorts: ['username', 'city'] };

describe('list URL state', () => {
  it('decodes defaults from an empty query', () => {
    expect(decodeListState(new URLSearchParams(), 'c.', D)).toEqual(initialState(D));
    expect(initialState(D).size).toBe(10);
  });

  it('round-trips every field under a prefix and keeps foreign keys', () => {
    const state = { filters: { username: 'ro', country: 'ES', business: '1' }, sort: 'city', dir: 'desc' as const, page: 3, size: 5 };
    const params = encodeListState(state, 'c.', D, new URLSearchParams('b.page=2&companyId=4'));
    expect(params.get('c.username')).toBe('ro');
    expect(params.get('b.page')).toBe('2');
    expect(params.get('companyId')).toBe('4');
    expect(decodeListState(params, 'c.', D)).toEqual(state);
    expect(decodeListState(params, 'b.', D).page).toBe(2);
  });

  it('drops default values so a default list has a clean URL', () => {
    const params = encodeListState(initialState(D), '', D, new URLSearchParams('page=4&sort=city'));
    expect(params.toString()).toBe('');
  });

  it('rejects invalid values', () => {
    const s = decodeListState(new URLSearchParams('sort=evil&dir=up&page=-2&size=7'), '', D);
    expect(s).toMatchObject({ sort: 'username', dir: 'asc', page: 1, size: 10 });
    expect(decodeListState(new URLSearchParams('page=abc&size=50'), '', D)).toMatchObject({ page: 1, size: 50 });
  });

  it('compares states by value', () => {
    expect(sameState(initialState(D), initialState(D))).toBe(true);
    expect(sameState(initialState(D), { ...initialState(D), page: 2 })).toBe(false);
  });
});

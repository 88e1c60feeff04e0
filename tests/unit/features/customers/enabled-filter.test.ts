import { describe, expect, it } from 'vitest';
import { memberQuery } from '../../../../src/api/query.js';
import {
  CLEARED_FILTERS,
  CUSTOMER_DEFAULTS,
  enabledFilter,
  memberFilters,
  ownersCountFilters,
} from '../../../../src/features/customers/list-query.js';
import { decodeListState, encodeListState } from '../../../../src/lists/url-state.js';

/** The customers screen's status filter (issue 16): `enabled=true|false` in the URL, the members query's `enabled`. */
const state = (search: string) => decodeListState(new URLSearchParams(search), '', CUSTOMER_DEFAULTS);

describe('customers: the enabled filter', () => {
  it('reads enabled=false and enabled=true from the URL; nothing or anything else is every member', () => {
    expect(enabledFilter(state('enabled=false'))).toBe(false);
    expect(enabledFilter(state('enabled=true'))).toBe(true);
    expect(enabledFilter(state(''))).toBeUndefined();
    expect(enabledFilter(state('enabled=maybe'))).toBeUndefined();
  });

  it('sends enabled to GET /members, with the business toggle as before, and to the count of hidden owners', () => {
    expect(memberQuery(memberFilters(state('enabled=false&business=1')))).toMatchObject({ enabled: false });
    expect(memberQuery(memberFilters(state('enabled=false&business=1')))).not.toHaveProperty('withoutCompanies');
    expect(memberQuery(memberFilters(state('enabled=true')))).toMatchObject({ enabled: true, withoutCompanies: true });
    expect(memberQuery(memberFilters(state('')))).not.toHaveProperty('enabled');
    expect(ownersCountFilters(state('enabled=false'))).toMatchObject({ enabled: false, isBusiness: true });
  });

  it('keeps a default list URL clean, and clear filters drops the status', () => {
    expect(encodeListState(state(''), '', CUSTOMER_DEFAULTS).toString()).toBe('');
    expect(encodeListState(state('enabled=false&business=1'), '', CUSTOMER_DEFAULTS).toString()).toBe('business=1&enabled=false');
    expect(CLEARED_FILTERS.enabled).toBe('');
  });
});

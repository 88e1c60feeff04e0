/**
 * The customers list's state and the members query it sends, without React or the query client: the lazy
 * loader asks for the first page from it before the panel's chunk has arrived (elements/early-data.ts).
 */
import type { MemberFilters } from '../../api/contract/member.js';
import { MEMBER_SORT_KEYS, type MemberSortKey } from '../../api/contract/constants.js';
import { initialListState, statePrefixOf, urlModeOf } from '../../lists/panel-url.js';
import type { ListDefaults, ListState } from '../../lists/url-state.js';

export const CUSTOMER_DEFAULTS: ListDefaults = {
  // enabled: '' every member, 'true' only enabled, 'false' only disabled (issue 16: the dashboard's disabled members link here).
  filters: { username: '', country: 'all', business: '', enabled: '' },
  sort: 'username',
  sorts: MEMBER_SORT_KEYS,
};
/** Clear filters turns the business toggle ON, as the spec states (inconsistent with the default). */
export const CLEARED_FILTERS = { username: '', country: 'all', business: '1', enabled: '' };

export const isBusinessOn = (s: ListState) => s.filters.business === '1';

/** The status filter of the URL (`enabled=true|false`) as the query's `enabled`; anything else: every member. */
export const enabledFilter = (s: ListState): boolean | undefined =>
  s.filters.enabled === 'true' ? true : s.filters.enabled === 'false' ? false : undefined;

export function memberFilters(s: ListState): MemberFilters {
  return {
    page: s.page,
    limit: s.size,
    orderBy: s.sort as MemberSortKey,
    orderDirection: s.dir,
    username: s.filters.username,
    country: s.filters.country,
    isBusiness: isBusinessOn(s),
    enabled: enabledFilter(s),
  };
}

/**
 * With the business toggle off (the spec's default), how many members the same search matches with it on:
 * one row of the list with the toggle included, of which only the count is read (issue 15). Sort and page
 * do not change the count, so they are left at their defaults and do not refetch it. Off when the toggle is on.
 */
export const ownersCountFilters = (s: ListState): MemberFilters => ({
  page: 1,
  limit: 1,
  username: s.filters.username,
  country: s.filters.country,
  isBusiness: true,
  enabled: enabledFilter(s),
});

/**
 * The lists `<admin-customers>` asks for first, from the state it will render with: its page, and beside it
 * the count of company owners while the business toggle is off. The customers spec's first requests
 * (src/screens/manifest.ts), which the loader asks for into the query cache (elements/early-data.ts).
 */
export function firstCustomerFilters(el: HTMLElement): MemberFilters[] {
  const state = initialListState(urlModeOf(el), statePrefixOf(el, 'c.'), CUSTOMER_DEFAULTS);
  return isBusinessOn(state) ? [memberFilters(state)] : [memberFilters(state), ownersCountFilters(state)];
}

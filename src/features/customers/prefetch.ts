import { listMembers } from '../../api/members.js';
import type { MemberFilters } from '../../api/contract/member.js';
import { initialListState, statePrefixOf, urlModeOf } from '../../ui/list/panel-url.js';
import { prefetchPage } from '../../hooks/use-paged-query.js';
import { quietClientFor } from '../../state/api.js';
import { queryKeys } from '../../state/query-keys.js';
import { resolveToken } from '../../state/token-source.js';
import { CUSTOMER_DEFAULTS, isBusinessOn, memberFilters, ownersCountFilters } from './list-query.js';

const asked = new WeakSet<HTMLElement>();

/**
 * `<admin-customers>` asks for its first page (and the count of owners beside it) when it connects, from
 * the state it will render with, while its screen renders and its session is checked; the table then
 * finds the page in the query cache. Nothing is asked without a token. Once per element: the lazy loader
 * calls it before the element's chunk has arrived, the element again when it has.
 */
export async function prefetchCustomers(el: HTMLElement): Promise<void> {
  if (asked.has(el)) return;
  asked.add(el);
  if (!(await resolveToken())) {
    // No token yet: the next call (the element's own, once its chunk is here) tries again.
    asked.delete(el);
    return;
  }
  const state = initialListState(urlModeOf(el), statePrefixOf(el, 'c.'), CUSTOMER_DEFAULTS);
  const api = quietClientFor(el);
  prefetchPage(queryKeys.members.list<MemberFilters>, memberFilters(state), listMembers, api);
  if (!isBusinessOn(state)) prefetchPage(queryKeys.members.list<MemberFilters>, ownersCountFilters(state), listMembers, api);
}

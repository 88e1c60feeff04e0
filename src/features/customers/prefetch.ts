import { listMembers } from '../../api/members.js';
import type { MemberFilters } from '../../api/contract/member.js';
import { prefetchPage } from '../../hooks/use-paged-query.js';
import { quietClientFor } from '../../state/api.js';
import { queryKeys } from '../../state/query-keys.js';
import { resolveToken } from '../../state/token-source.js';
import { firstCustomerFilters } from './list-query.js';

const asked = new WeakSet<HTMLElement>();

/**
 * `<admin-customers>` asks for its first page (and the count of owners beside it) when it connects, from
 * the state it will render with, while its screen renders and its session is checked; the table then
 * finds the page in the query cache (where the loader asked for it already, elements/early-data.ts, the
 * client takes that answer). Nothing is asked without a token; once per element.
 */
export async function prefetchCustomers(el: HTMLElement): Promise<void> {
  if (asked.has(el)) return;
  asked.add(el);
  if (!(await resolveToken())) {
    // No token yet: the next call (the element's own, once its chunk is here) tries again.
    asked.delete(el);
    return;
  }
  const api = quietClientFor(el);
  for (const filters of firstCustomerFilters(el)) prefetchPage(queryKeys.members.list<MemberFilters>, filters, listMembers, api);
}

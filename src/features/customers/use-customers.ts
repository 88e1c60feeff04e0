import { useQuery } from '../../state/query/use-query.js';
import type { MemberFilters } from '../../api/contract/member.js';
import { listMembers } from '../../api/members.js';
import { useMemberStatus } from '../../connected/member-status.js';
import { PAGE_FRESH_MS, pageQuery, usePagedQuery } from '../../connected/use-paged-query.js';
import type { ListState } from '../../lists/url-state.js';
import type { Member } from '../../api/contract/member.js';
import { queryKeys } from '../../state/query-keys.js';
import { useApi } from '../../state/api.js';
import { queryClient } from '../../state/store.js';
import { isBusinessOn, memberFilters, ownersCountFilters } from './list-query.js';

export function useOwnersCount(s: ListState) {
  const api = useApi();
  const filters = ownersCountFilters(s);
  return useQuery(
    {
      ...pageQuery(queryKeys.members.list, filters, listMembers, api),
      enabled: !isBusinessOn(s),
      select: (d) => d.pagination.dataCount,
      staleTime: PAGE_FRESH_MS,
    },
    queryClient,
  );
}

export const useCustomers = (s: ListState) => usePagedQuery<Member, MemberFilters>(queryKeys.members.list, memberFilters(s), listMembers);

/** Enable/disable one member: toast, `admin-member-enabled|disabled` event, lists refetched. */
export const useMemberToggle = () =>
  useMemberStatus({
    enabled: 'customers.enabledToast',
    disabled: 'customers.disabledToast',
    enabledTitle: 'common.success',
    disabledTitle: 'common.success',
  });

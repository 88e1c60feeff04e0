import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MemberFilters } from '../../api/contract/member.js';
import { type MemberSortKey } from '../../api/contract/constants.js';
import { MEMBER_SORT_KEYS } from '../../api/contract/constants.js';
import { disableMember, enableMember, listMembers } from '../../api/members.js';
import { useT } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { translateError } from '../../state/error-handler.js';
import { useHost } from '../../state/host.js';
import { useToast } from '../../ui/toast.js';
import type { FetchPage } from '../../ui/list/fetch-all.js';
import type { ListDefaults, ListState } from '../../ui/list/url-state.js';
import type { Member } from '../../api/contract/member.js';

export const CUSTOMER_DEFAULTS: ListDefaults = {
  filters: { username: '', country: 'all', business: '' },
  sort: 'username',
  sorts: MEMBER_SORT_KEYS,
};
/** Clear filters turns the business toggle ON, as the spec states (inconsistent with the default). */
export const CLEARED_FILTERS = { username: '', country: 'all', business: '1' };

export const isBusinessOn = (s: ListState) => s.filters.business === '1';

export function memberFilters(s: ListState): MemberFilters {
  return {
    page: s.page,
    limit: s.size,
    orderBy: s.sort as MemberSortKey,
    orderDirection: s.dir,
    username: s.filters.username,
    country: s.filters.country,
    isBusiness: isBusinessOn(s),
  };
}

export function useCustomers(s: ListState) {
  const api = useApi();
  const filters = memberFilters(s);
  const query = useQuery({
    queryKey: ['members', 'list', filters],
    queryFn: ({ signal }) => listMembers(api, filters, { signal }),
    placeholderData: keepPreviousData,
  });
  const fetchPage = useMemo<FetchPage<Member>>(
    () => (page, limit, signal) => listMembers(api, { ...filters, page, limit }, signal ? { signal } : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, JSON.stringify(filters)],
  );
  return { query, fetchPage };
}

/** Enable/disable one member: toast, `admin-member-enabled|disabled` event, list invalidated. */
export function useMemberToggle() {
  const api = useApi();
  const t = useT();
  const toast = useToast();
  const host = useHost();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enable }: { id: number; enable: boolean }) => (enable ? enableMember(api, id) : disableMember(api, id)),
    onSuccess: (_d, { id, enable }) => {
      toast.success(t('common.success'), t(enable ? 'customers.enabledToast' : 'customers.disabledToast'));
      host.emit(enable ? 'admin-member-enabled' : 'admin-member-disabled', { memberId: id });
    },
    onError: (e) => toast.error(t('common.error'), translateError(t, e)),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ['members'] }), qc.invalidateQueries({ queryKey: ['companies'] })]),
  });
}

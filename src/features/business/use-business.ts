import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Company, CompanyFilters } from '../../api/contract/company.js';
import { COMPANY_SORT_KEYS, type CompanySortKey } from '../../api/contract/constants.js';
import { listCompanies } from '../../api/companies.js';
import { disableMember, enableMember } from '../../api/members.js';
import { useT } from '../../i18n/index.js';
import { useApi } from '../../state/api.js';
import { translateError } from '../../state/error-handler.js';
import { useHost } from '../../state/host.js';
import type { FetchPage } from '../../ui/list/fetch-all.js';
import type { ListDefaults, ListState } from '../../ui/list/url-state.js';
import { useToast } from '../../ui/toast.js';

export const BUSINESS_DEFAULTS: ListDefaults = { filters: { name: '', country: 'all' }, sort: 'name', sorts: COMPANY_SORT_KEYS };
export const CLEARED_FILTERS = { name: '', country: 'all' };

export const companyFilters = (s: ListState): CompanyFilters => ({
  page: s.page,
  limit: s.size,
  orderBy: s.sort as CompanySortKey,
  orderDirection: s.dir,
  name: s.filters.name,
  country: s.filters.country === 'all' ? undefined : s.filters.country,
});

export function useCompanies(s: ListState) {
  const api = useApi();
  const filters = companyFilters(s);
  const query = useQuery({
    queryKey: ['companies', 'list', filters],
    queryFn: ({ signal }) => listCompanies(api, filters, { signal }),
    placeholderData: keepPreviousData,
  });
  const fetchPage = useMemo<FetchPage<Company>>(
    () => (page, limit, signal) => listCompanies(api, { ...filters, page, limit }, signal ? { signal } : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, JSON.stringify(filters)],
  );
  return { query, fetchPage };
}

/** Enable/disable the owning member of a company: toast, event, lists invalidated. */
export function useOwnerToggle() {
  const api = useApi();
  const t = useT();
  const toast = useToast();
  const host = useHost();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, enable }: { memberId: number; enable: boolean }) => (enable ? enableMember(api, memberId) : disableMember(api, memberId)),
    onSuccess: (_d, { memberId, enable }) => {
      toast.success(t('common.success'), t(enable ? 'business.enabledToast' : 'business.disabledToast'));
      host.emit(enable ? 'admin-member-enabled' : 'admin-member-disabled', { memberId });
    },
    onError: (e) => toast.error(t('common.error'), translateError(t, e)),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: ['companies'] }), qc.invalidateQueries({ queryKey: ['members'] })]),
  });
}

import type { Company, CompanyFilters } from '../../api/contract/company.js';
import { COMPANY_SORT_KEYS, type CompanySortKey } from '../../api/contract/constants.js';
import { listCompanies } from '../../api/companies.js';
import { useMemberStatus } from '../../connected/member-status.js';
import { usePagedQuery } from '../../connected/use-paged-query.js';
import type { ListDefaults, ListState } from '../../lists/url-state.js';
import { queryKeys } from '../../state/query-keys.js';

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

export const useCompanies = (s: ListState) =>
  usePagedQuery<Company, CompanyFilters>(queryKeys.companies.list, companyFilters(s), listCompanies);

/** Enable/disable the owning member of a company (both always permitted): toast, event, lists refetched. */
export const useOwnerToggle = () =>
  useMemberStatus({
    enabled: 'business.enabledToast',
    disabled: 'business.disabledToast',
    enabledTitle: 'common.success',
    disabledTitle: 'common.success',
  });

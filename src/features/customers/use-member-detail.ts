import { getCompany } from '../../api/companies.js';
import { getMember } from '../../api/members.js';
import { orGone, useDetailOpener, type DetailRoute } from '../../connected/use-detail-route.js';
import { useApi } from '../../state/api.js';
import { useQuery } from '../../state/query/use-query.js';
import { queryKeys } from '../../state/query-keys.js';
import { queryClient } from '../../state/store.js';

/** Which member the drawer shows (`/customers/42` in `<admin-app>`, `?c.member=42` in a panel) and the rows' opener. */
export const useMemberRoute = (route: DetailRoute | undefined) =>
  useDetailOpener(route, { prefix: 'c.', param: 'member', path: (id) => `/customers/${id}` });

/** GET /members/{id}: null when it no longer exists (404). */
export function useMemberDetail(id: number | null) {
  const api = useApi();
  return useQuery(
    { queryKey: queryKeys.members.one(id), queryFn: ({ signal }) => orGone(getMember(api, id!, { signal })), enabled: id !== null },
    queryClient,
  );
}

/** A company of the member, for its branches (GET /companies/{id}). */
export function useCompanyBranches(id: number) {
  const api = useApi();
  return useQuery(
    { queryKey: queryKeys.companies.one(id), queryFn: ({ signal }) => getCompany(api, id, { signal }), select: (c) => c.branches },
    queryClient,
  );
}

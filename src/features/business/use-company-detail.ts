import { getCompany } from '../../api/companies.js';
import { orGone, useDetailOpener, type DetailRoute } from '../../connected/use-detail-route.js';
import { useApi } from '../../state/api.js';
import { useQuery } from '../../state/query/use-query.js';
import { queryKeys } from '../../state/query-keys.js';
import { queryClient } from '../../state/store.js';

/** Which company the drawer shows (`/business/42` in `<admin-app>`, `?b.company=42` in a panel) and the rows' opener. */
export const useCompanyRoute = (route: DetailRoute | undefined) =>
  useDetailOpener(route, { prefix: 'b.', param: 'company', path: (id) => `/business/${id}` });

/** GET /companies/{id} (with its owner and branches): null when it no longer exists (404). */
export function useCompanyDetail(id: number | null) {
  const api = useApi();
  return useQuery(
    { queryKey: queryKeys.companies.detail(id), queryFn: ({ signal }) => orGone(getCompany(api, id!, { signal })), enabled: id !== null },
    queryClient,
  );
}

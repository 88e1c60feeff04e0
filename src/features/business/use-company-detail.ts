import { getCompany } from '../../api/companies.js';
import { listProducts } from '../../api/products.js';
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

/**
 * How many products a company has (GET /products?companyId=&limit=1, its pagination's dataCount), for the drawer's
 * "View products (13)"; undefined while it loads or when it fails (the button then has no count).
 */
export function useCompanyProductCount(id: number | null) {
  const api = useApi();
  const filters = { companyId: id ?? 0, page: 1, limit: 1 };
  return useQuery(
    {
      queryKey: queryKeys.products.list(filters),
      queryFn: ({ signal }) => listProducts(api, filters, { signal }),
      enabled: id !== null,
      select: (p) => p.pagination.dataCount,
    },
    queryClient,
  );
}

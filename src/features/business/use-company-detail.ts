import { useLayoutEffect, useMemo, useRef } from 'react';
import { getCompany } from '../../api/companies.js';
import { orGone, usePanelDetail, type DetailRoute } from '../../hooks/use-detail-route.js';
import { useStatePrefix } from '../../hooks/use-list-state.js';
import { useApi } from '../../state/api.js';
import { useQuery } from '../../state/query-cache.js';
import { queryKeys } from '../../state/query-keys.js';
import { queryClient } from '../../state/store.js';
import type { RowOpener } from '../../ui/list/row-link.js';

const companyPath = (id: number) => `/business/${id}`;

/**
 * Which company the drawer shows: the route's (`/business/7`, from `<admin-app>`), else the panel's URL state
 * (`?b.company=7`); and the rows' opener, stable across renders (the rows are memoised).
 */
export function useCompanyRoute(route: DetailRoute | undefined): { detail: DetailRoute; opener: RowOpener } {
  const prefix = useStatePrefix('b.');
  const panel = usePanelDetail(`${prefix}company`, companyPath, !route);
  const detail = route ?? panel;
  const latest = useRef(detail);
  useLayoutEffect(() => {
    latest.current = detail;
  });
  const opener = useMemo<RowOpener>(() => ({ href: (id) => latest.current.href(id), open: (id) => latest.current.open(id) }), []);
  return { detail, opener };
}

/** GET /companies/{id} (with its owner and branches): null when it no longer exists (404). */
export function useCompanyDetail(id: number | null) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.companies.detail(id), queryFn: ({ signal }) => orGone(getCompany(api, id!, { signal })), enabled: id !== null }, queryClient);
}

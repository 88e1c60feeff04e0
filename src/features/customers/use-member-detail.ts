import { useLayoutEffect, useMemo, useRef } from 'react';
import { getCompany } from '../../api/companies.js';
import { getMember } from '../../api/members.js';
import { orGone, usePanelDetail, type DetailRoute } from '../../hooks/use-detail-route.js';
import { useStatePrefix } from '../../hooks/use-list-state.js';
import { useApi } from '../../state/api.js';
import { useQuery } from '../../state/query-cache.js';
import { queryKeys } from '../../state/query-keys.js';
import { queryClient } from '../../state/store.js';
import type { RowOpener } from '../../ui/list/row-link.js';

const memberPath = (id: number) => `/customers/${id}`;

/**
 * Which member the drawer shows: the route's (`/customers/42`, from `<admin-app>`), else the panel's URL state
 * (`?c.member=42`); and the rows' opener, stable across renders (the rows are memoised).
 */
export function useMemberRoute(route: DetailRoute | undefined): { detail: DetailRoute; opener: RowOpener } {
  const prefix = useStatePrefix('c.');
  const panel = usePanelDetail(`${prefix}member`, memberPath, !route);
  const detail = route ?? panel;
  const latest = useRef(detail);
  useLayoutEffect(() => {
    latest.current = detail;
  });
  const opener = useMemo<RowOpener>(() => ({ href: (id) => latest.current.href(id), open: (id) => latest.current.open(id) }), []);
  return { detail, opener };
}

/** GET /members/{id}: null when it no longer exists (404). */
export function useMemberDetail(id: number | null) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.members.one(id), queryFn: ({ signal }) => orGone(getMember(api, id!, { signal })), enabled: id !== null }, queryClient);
}

/** A company of the member, for its branches (GET /companies/{id}). */
export function useCompanyBranches(id: number) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.companies.one(id), queryFn: ({ signal }) => getCompany(api, id, { signal }), select: (c) => c.branches }, queryClient);
}

import { useInfiniteQuery } from '../../state/query/infinite.js';
import { listAudit, type AuditFilters } from '../../api/audit.js';
import type { AuditPage } from '../../api/contract/audit.js';
import { useApi } from '../../state/api.js';
import { queryClient } from '../../state/store.js';
import { queryKeys } from '../../state/query-keys.js';
import type { ListDefaults } from '../../lists/url-state.js';

/**
 * The panel's state kept in the URL (all strings; empty means no filter): the trail's filters, the view
 * (`view=deleted`: Recently deleted, with its own `type` filter and `page`).
 */
export const ACTIVITY_DEFAULTS: ListDefaults = {
  filters: {
    view: '',
    action: '',
    targetType: '',
    targetId: '',
    companyId: '',
    actorId: '',
    from: '',
    to: '',
    type: '',
    /** `shown`: the sign-ins too (left out by default: one row per sign-in floods the trail). */
    signIns: '',
  },
  sort: 'at',
  sorts: ['at'],
};

/** A date of the form (yyyy-mm-dd) as the start or the end of that local day, ISO; anything else: none. */
function dayBound(day: string, end: boolean): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const d = new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}

/** The URL's filters as the query of GET /audit (invalid values are left out). */
export function auditFilters(f: Record<string, string>): AuditFilters {
  const out: AuditFilters = {};
  if (f.action) out.action = f.action as NonNullable<AuditFilters['action']>;
  if (f.targetType) out.targetType = f.targetType as NonNullable<AuditFilters['targetType']>;
  if (f.targetId) out.targetId = f.targetId;
  if (f.actorId && /^\d{1,9}$/.test(f.actorId) && Number(f.actorId) > 0) out.actorId = Number(f.actorId);
  if (f.companyId && /^\d{1,9}$/.test(f.companyId) && Number(f.companyId) > 0) out.companyId = Number(f.companyId);
  const from = dayBound(f.from ?? '', false);
  const to = dayBound(f.to ?? '', true);
  if (from) out.from = from;
  if (to) out.to = to;
  // The sign-ins are left out unless asked for; an action filter says itself which events it wants.
  if (f.signIns !== 'shown' && !out.action) out.excludeSignIns = true;
  return out;
}

/** The trail, newest first, one page per "Load more" (keyset cursor). */
export function useActivity(filters: AuditFilters) {
  const api = useApi();
  return useInfiniteQuery(
    {
      queryKey: queryKeys.audit.list(filters),
      queryFn: ({ pageParam, signal }) => listAudit(api, { ...filters, ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
      initialPageParam: '' as string,
      getNextPageParam: (last: AuditPage) => last.nextCursor ?? undefined,
    },
    queryClient,
  );
}

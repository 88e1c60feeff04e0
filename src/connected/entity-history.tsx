import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { listAudit } from '../api/audit.js';
import type { AuditTargetType } from '../api/contract/audit.js';
import { useLang, useNamespace, useT } from '../i18n/index.js';
import { useApi } from '../state/api.js';
import { useQuery } from '../state/query/use-query.js';
import { queryKeys } from '../state/query-keys.js';
import { queryClient } from '../state/store.js';
import { absoluteTime, activitySentence, type HistorySelf } from '../ui/activity-text.js';
import { SkeletonStack } from '../ui/skeleton.js';
import { EmptyState, ErrorState } from '../ui/states.js';
import { Link } from './link.js';

/** How many of an item's last events a detail drawer shows. */
export const HISTORY_SIZE = 5;

const list = css({
  listStyle: 'none',
  m: '0',
  p: '0',
  display: 'flex',
  flexDirection: 'column',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
});
const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '3',
  rowGap: '1',
  px: '3',
  py: '2',
  fontSize: '14px',
  '&:not(:last-child)': { borderBottomWidth: '1px', borderColor: 'border.default' },
});
const time = css({ color: 'fg.muted', fontSize: '13px', whiteSpace: 'nowrap' });

/** Whose history: one item of the trail, or a company (its owner's events and its products'). */
export type HistoryScope = { targetType: AuditTargetType; targetId: number } | { companyId: number };

/**
 * The last events of one item of the audit trail (or of a company), newest first, as the activity panel's
 * sentences (their dictionary, `activity`, is asked for when it is first shown), with a link to its whole
 * history on the activity screen. `refreshOn`: a value of the item that an action changes (its state): when it
 * changes, the events are asked for again (the action wrote one). `self`: the item the drawer is about, named
 * without its name in its events ("Ada Rossi enabled this member": its name is the drawer's title, design round 12).
 */
export function EntityHistory({
  scope,
  refreshOn,
  allLabel,
  emptyText,
  self,
}: {
  scope: HistoryScope;
  self?: HistorySelf;
  refreshOn?: unknown;
  allLabel: string;
  emptyText: string;
}) {
  const t = useT();
  const [lang] = useLang();
  const api = useApi();
  const ready = useNamespace('activity');
  const which = 'companyId' in scope ? { companyId: scope.companyId } : { targetType: scope.targetType, targetId: String(scope.targetId) };
  const filters = { ...which, limit: HISTORY_SIZE };
  const key = queryKeys.audit.recent(filters);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => listAudit(api, filters, { signal }) }, queryClient);
  const seen = useRef(refreshOn);
  const scopeKey = JSON.stringify(which);
  useEffect(() => {
    if (Object.is(seen.current, refreshOn)) return;
    seen.current = refreshOn;
    void queryClient.invalidateQueries({ queryKey: queryKeys.audit.recent(filters) });
    // The filters are those of the scope (scopeKey).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshOn, scopeKey]);
  const href = `/activity?${new URLSearchParams(Object.entries(which).map(([k, v]) => [k, String(v)])).toString()}`;
  const events = query.data?.data ?? [];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-part="entity-history">
      {!ready || query.isPending ? (
        <SkeletonStack rows={3} rowClassName={css({ h: '6' })} label={t('common.loading')} part="history-skeleton" />
      ) : query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : events.length === 0 ? (
        <EmptyState compact title={emptyText} />
      ) : (
        <ol className={list}>
          {events.map((e) => (
            <li key={e.id} className={row} data-part="history-event" data-action={e.action}>
              <span className={css({ flex: '1 1 12rem', minW: '0', overflowWrap: 'anywhere' })}>{activitySentence(e, t, self)}</span>
              <time className={time} dateTime={e.at}>
                {absoluteTime(e.at, lang)}
              </time>
            </li>
          ))}
        </ol>
      )}
      <Link to={href} className={css({ alignSelf: 'flex-start', fontSize: '14px' })} data-part="history-all">
        {allLabel}
      </Link>
    </div>
  );
}

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { listBox } from './styles.js';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../../api/contract/constants.js';
import { useT } from '../../i18n/index.js';
import { useDebounced, type ListControls } from '../../connected/use-list-state.js';
import { Button } from '../../ui/button.js';
import { Select } from '../../ui/select.js';
import { SkeletonStack } from '../../ui/skeleton.js';
import { EmptyState, ErrorState, InlineAlert } from '../../ui/states.js';
import { useErrorText } from '../../connected/error-handler.js';
import { TextField } from '../../ui/text-field.js';
import { ActivityRow, type PanelLinks } from './activity-row.js';
import { actionKey } from '../../ui/activity-text.js';
import { auditFilters, useActivity } from './use-activity.js';
import { useActivityExport } from './use-activity-export.js';

const filtersBox = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  alignItems: 'end',
});
const oneItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
  color: 'fg.muted',
});
const toolbar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '3',
  flexWrap: 'wrap',
});
/** The line that says the trail shows one item's (or one company's) history, with Show everything. */
function OneScope({ part, onClear, children }: { part: string; onClear(): void; children: ReactNode }) {
  const t = useT();
  return (
    <p className={oneItem} data-part={part}>
      {children}
      <Button variant="outline" size="sm" onClick={onClear}>
        {t('activity.showAll')}
      </Button>
    </p>
  );
}

/** The "all" option of a filter (a Select shows nothing for an empty value); empty in the URL. */
const ALL = 'all';
const fromOption = (v: string) => (v === ALL ? '' : v);

/** The trail as sentences, newest first, filters in the URL, "Load more", CSV export of every matching event. */
export function ActivityLog({ controls, panel }: { controls: ListControls; panel: PanelLinks }) {
  const t = useT();
  const f = controls.state.filters;
  const filters = useMemo(() => auditFilters(f), [f]);
  const errorText = useErrorText();
  const query = useActivity(filters);
  const exporter = useActivityExport(filters);
  const [actor, setActor] = useState(f.actorId ?? '');
  const debouncedActor = useDebounced(actor, 400);
  useEffect(() => {
    if (debouncedActor !== (f.actorId ?? '')) controls.setFilters({ actorId: debouncedActor });
    // Only the typed value commits; a Back/Forward that changes the URL refills the box below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedActor]);
  useEffect(() => setActor(f.actorId ?? ''), [f.actorId]);
  // Relative times are counted from when the page was fetched, refreshed every minute.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);

  const actions = [
    { value: ALL, label: t('activity.allActions') },
    ...AUDIT_ACTIONS.map((a) => ({
      value: a,
      label: t(`activity.action.${actionKey(a)}`),
    })),
  ];
  const types = [
    { value: ALL, label: t('activity.allTypes') },
    ...AUDIT_TARGET_TYPES.map((a) => ({
      value: a,
      label: t(`activity.targetType.${a}`),
    })),
  ];
  const events = query.data?.pages.flatMap((p) => p.data) ?? [];
  const busy = exporter.loaded !== null;

  return (
    <>
      <div className={filtersBox} data-part="activity-filters">
        <Select
          label={t('activity.filterAction')}
          options={actions}
          value={f.action || ALL}
          onValueChange={(v) => controls.setFilters({ action: fromOption(v) })}
        />
        <Select
          label={t('activity.filterType')}
          options={types}
          value={f.targetType || ALL}
          onValueChange={(v) => controls.setFilters({ targetType: fromOption(v), targetId: '' })}
        />
        <TextField
          label={t('activity.filterActor')}
          inputMode="numeric"
          value={actor}
          onChange={(e) => setActor(e.target.value.replace(/\D/g, ''))}
        />
        <TextField
          label={t('activity.filterFrom')}
          type="date"
          value={f.from ?? ''}
          onChange={(e) => controls.setFilters({ from: e.target.value })}
        />
        <TextField
          label={t('activity.filterTo')}
          type="date"
          value={f.to ?? ''}
          onChange={(e) => controls.setFilters({ to: e.target.value })}
        />
      </div>
      <div className={toolbar}>
        {busy && (
          <span role="status" className={css({ fontSize: '13px', color: 'fg.muted' })} data-part="activity-export-progress">
            {t('activity.export.busy', { count: exporter.loaded })}
          </span>
        )}
        <Button
          variant="outline"
          size="sm"
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={() => void exporter.run()}
          data-part="activity-export"
        >
          {t('list.export.button')}
        </Button>
      </div>
      {f.targetId && (
        <OneScope part="activity-one-item" onClear={() => controls.setFilters({ targetId: '' })}>
          {t('activity.oneItem', { type: t(`activity.targetType.${f.targetType || 'member'}`), id: f.targetId })}
        </OneScope>
      )}
      {filters.companyId !== undefined && (
        <OneScope part="activity-one-company" onClear={() => controls.setFilters({ companyId: '' })}>
          {t('activity.oneCompany', { id: filters.companyId })}
        </OneScope>
      )}
      {query.isPending ? (
        <SkeletonStack rows={6} rowClassName={css({ h: '10' })} label={t('common.loading')} part="activity-skeleton" />
      ) : query.error && events.length === 0 ? (
        <div data-part="list-error">
          <ErrorState description={errorText(query.error)} onRetry={() => void query.refetch()} />
        </div>
      ) : events.length === 0 ? (
        <EmptyState title={t('activity.empty')} description={t('activity.emptyHint')} />
      ) : (
        <>
          <ol className={listBox} aria-label={t('activity.title')} data-part="activity-list">
            {events.map((e) => (
              <ActivityRow key={e.id} event={e} now={now} panel={panel} />
            ))}
          </ol>
          {query.error && (
            // The events shown stay: more of them (Load more) or asking for them again failed.
            <div data-part="list-alert">
              <InlineAlert
                title={t(query.isFetchNextPageError ? 'list.moreFailed' : 'list.updateFailed')}
                description={errorText(query.error)}
                onRetry={() => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch())}
              />
            </div>
          )}
          {query.hasNextPage && (
            <Button
              variant="outline"
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
              data-part="activity-more"
              className={css({ alignSelf: 'center' })}
            >
              {t('activity.loadMore')}
            </Button>
          )}
        </>
      )}
    </>
  );
}

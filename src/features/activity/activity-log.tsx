import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { css } from 'styled-system/css';
import { listBox } from './styles.js';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from '../../api/contract/constants.js';
import { useLang, useT } from '../../i18n/index.js';
import type { ListControls } from '../../connected/use-list-state.js';
import { Button } from '../../ui/button.js';
import { FiltersPanel } from '../../ui/list/filters-panel.js';
import { useItemKeys } from '../../ui/list/use-item-keys.js';
import { Select } from '../../ui/select.js';
import { Switch } from '../../ui/switch.js';
import { SkeletonStack } from '../../ui/skeleton.js';
import { EmptyState, ErrorState, InlineAlert } from '../../ui/states.js';
import { useErrorText } from '../../connected/error-handler.js';
import { DateField } from '../../ui/date-field.js';
import { ActorPicker } from './actor-picker.js';
import { OneScope, useCompanyName } from './one-scope.js';
import { getMember } from '../../api/members.js';
import { useApi } from '../../state/api.js';
import { useQuery } from '../../state/query/use-query.js';
import { queryKeys } from '../../state/query-keys.js';
import { queryClient } from '../../state/store.js';
import { ActivityRow, ActivityRunRow, handlesOf, named, type PanelLinks } from './activity-row.js';
import { groupRuns } from './group-runs.js';
import { actionKey } from '../../ui/activity-text.js';
import { auditFilters, useActivity } from './use-activity.js';
import { useActivityExport } from './use-activity-export.js';

const filtersBox = css({
  display: 'grid',
  gap: '3',
  // Wide enough for the longest action ("Wrong current password") and a name; the date fields' echo lines up below.
  gridTemplateColumns: {
    base: 'repeat(auto-fit, minmax(13rem, 1fr))',
    lg: 'minmax(14rem, 1.5fr) minmax(7rem, 0.8fr) minmax(11rem, 1.2fr) minmax(8.5rem, 1fr) minmax(8.5rem, 1fr)',
  },
  alignItems: 'start',
});
// Only under a day typed in (design round 12: an empty line kept for it was a 45 px band above the toolbar).
const echo = css({ fontSize: '13px', color: 'fg.muted', mt: '1' });
/** The filters and the toolbar under them, one group: closer than the panel's sections (design round 12). */
const controlsBox = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const toolbar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  // The sign-ins switch at the start of the line, the export at its end. The switch takes what room is left and its
  // label wraps in it, so at 320 px the export stays beside it (round 13: it took a row of its own).
  '& > [data-part=activity-sign-ins]': { flex: '1 1 0', minW: '9rem' },
  gap: '3',
  flexWrap: 'wrap',
});
/** The line that says the trail shows one item's (or one company's) history, with Show everything. */

/**
 * A day of the trail's range: typed in the page's language (`DateField`: "gg/mm/aaaa" on an Italian page),
 * and under it the day in words ("giovedì 27 novembre 2026").
 */
function DateFilter({
  label,
  value,
  lang,
  part,
  onChange,
}: {
  label: string;
  value: string;
  lang: string;
  part: string;
  onChange(v: string): void;
}) {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00`) : null;
  const text = day && !Number.isNaN(day.getTime()) ? new Intl.DateTimeFormat(lang, { dateStyle: 'full' }).format(day) : '';
  return (
    <div data-part={`activity-${part}`}>
      <DateField label={label} value={value} lang={lang} onChange={onChange} />
      {text && (
        <p className={echo} data-part={`activity-${part}-echo`}>
          {text}
        </p>
      )}
    </div>
  );
}

/** A phone's width (issue 38): the filters sit behind the lists' “Filters · N” button, closed at first. */
const PHONE = '(max-width: 40rem)';
const phoneQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null);
const subscribePhone = (onChange: () => void) => {
  const mq = phoneQuery();
  mq?.addEventListener('change', onChange);
  return () => mq?.removeEventListener('change', onChange);
};
const usePhone = () =>
  useSyncExternalStore(
    subscribePhone,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );

/** The filters the admin set (the one item's or company's scope has its own line and Show everything). */
const FILTER_KEYS = ['action', 'targetType', 'actorId', 'from', 'to'] as const;

/** The "all" option of a filter (a Select shows nothing for an empty value); empty in the URL. */
const ALL = 'all';
const fromOption = (v: string) => (v === ALL ? '' : v);

/** The trail as sentences, newest first, filters in the URL, "Load more", CSV export of every matching event. */
export function ActivityLog({ controls, panel }: { controls: ListControls; panel: PanelLinks }) {
  const t = useT();
  const f = controls.state.filters;
  const filters = useMemo(() => auditFilters(f), [f]);
  const companyName = useCompanyName(filters.companyId);
  const errorText = useErrorText();
  const query = useActivity(filters);
  const exporter = useActivityExport(filters);
  const [lang] = useLang();
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
  const events = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  // The events of one bulk run are one entry ("Ada Rossi disabled 3 members").
  const items = useMemo(() => groupRuns(events), [events]);
  // Two members of one name on the page are told apart by their username (design round 12).
  const handle = useMemo(() => handlesOf(events, lang), [events, lang]);
  const actorId = filters.actorId ?? null;
  const actorName = actorId === null ? null : (events.find((e) => e.actor.id === actorId)?.actor.name ?? null);
  // One item's history names it as the trail does ("Chiara Costa"), its id only when no event is shown.
  const itemEvent = f.targetId ? events.find((e) => e.target.id === f.targetId) : undefined;
  // A member without events yet is named from their record.
  const memberId = f.targetType === 'member' && !itemEvent && /^\d{1,9}$/.test(f.targetId ?? '') ? Number(f.targetId) : null;
  const api = useApi();
  const member = useQuery(
    {
      queryKey: queryKeys.members.one(memberId),
      queryFn: ({ signal }) => getMember(api, memberId!, { signal }),
      enabled: memberId !== null,
      staleTime: 60_000,
    },
    queryClient,
  );
  const m = member.data && member.data.id === memberId ? member.data : null;
  const memberLabel = m ? [m.firstName, m.lastName].filter(Boolean).join(' ') || m.username || m.email : null;
  const itemLabel = (itemEvent && named(itemEvent, lang).target.label) || memberLabel || `#${f.targetId}`;
  const busy = exporter.loaded !== null;
  const phone = usePhone();
  const active = FILTER_KEYS.filter((k) => f[k]).length;
  const keys = useItemKeys();

  const filterFields = (
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
      <ActorPicker
        value={actorId}
        knownName={actorName}
        onChange={(id) => controls.setFilters({ actorId: id === null ? '' : String(id) })}
      />
      <DateFilter
        label={t('activity.filterFrom')}
        value={f.from ?? ''}
        lang={lang}
        part="from"
        onChange={(v) => controls.setFilters({ from: v })}
      />
      <DateFilter
        label={t('activity.filterTo')}
        value={f.to ?? ''}
        lang={lang}
        part="to"
        onChange={(v) => controls.setFilters({ to: v })}
      />
    </div>
  );

  return (
    <>
      <div className={controlsBox}>
        {phone ? (
          <FiltersPanel active={active} onClear={() => controls.setFilters(Object.fromEntries(FILTER_KEYS.map((k) => [k, ''])))}>
            {filterFields}
          </FiltersPanel>
        ) : (
          filterFields
        )}
        <div className={toolbar}>
          <span data-part="activity-sign-ins">
            <Switch
              label={t('activity.showSignIns')}
              checked={f.signIns === 'shown'}
              onCheckedChange={(on) => controls.setFilters({ signIns: on ? 'shown' : '' })}
            />
          </span>
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
      </div>
      {f.targetId && (
        <OneScope part="activity-one-item" onClear={() => controls.setFilters({ targetId: '' })}>
          {t('activity.oneItem', { type: t(`activity.targetType.${f.targetType || 'member'}`), name: itemLabel })}
        </OneScope>
      )}
      {filters.companyId !== undefined && (
        <OneScope part="activity-one-company" onClear={() => controls.setFilters({ companyId: '' })}>
          {t('activity.oneCompany', { name: companyName ?? `#${filters.companyId}` })}
        </OneScope>
      )}
      {query.isPending ? (
        <SkeletonStack rows={6} rowClassName={css({ h: '10' })} label={t('common.loading')} part="activity-skeleton" />
      ) : query.error && events.length === 0 ? (
        <div data-part="list-error">
          <ErrorState description={errorText(query.error)} onRetry={() => void query.refetch()} />
        </div>
      ) : events.length === 0 ? (
        <div data-part="activity-empty">
          {filters.companyId !== undefined && !f.action && !f.targetType && !f.actorId && !f.from && !f.to ? (
            // Only the company narrows the trail: the empty state names it and says what would show (round 12).
            <EmptyState
              title={t('activity.emptyOfCompany', { name: companyName ?? `#${filters.companyId}` })}
              description={t('activity.emptyOfCompanyHint')}
            />
          ) : (
            <EmptyState title={t('activity.empty')} description={t('activity.emptyHint')} />
          )}
        </div>
      ) : (
        <>
          <ol
            className={listBox}
            aria-label={t('activity.title')}
            data-part="activity-list"
            onKeyDown={keys.onKeyDown}
            onFocus={keys.onFocus}
          >
            {items.map((item, i) => {
              const tabbable = i === Math.min(keys.focus, items.length - 1);
              return item.kind === 'run' ? (
                <ActivityRunRow key={item.events[0]!.id} events={item.events} now={now} panel={panel} tabbable={tabbable} handle={handle} />
              ) : (
                <ActivityRow key={item.event.id} event={item.event} now={now} panel={panel} tabbable={tabbable} handle={handle} />
              );
            })}
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

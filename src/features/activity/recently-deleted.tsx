import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { listBox } from './styles.js';
import type { DeletedItem } from '../../api/contract/audit.js';
import { useLang, useT, type Translate } from '../../i18n/index.js';
import type { ListControls } from '../../connected/use-list-state.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { Pagination } from '../../ui/pagination.js';
import { Select } from '../../ui/select.js';
import { SkeletonStack } from '../../ui/skeleton.js';
import { EmptyState, ErrorState, InlineAlert } from '../../ui/states.js';
import { useErrorText } from '../../connected/error-handler.js';
import { Link } from '../../connected/link.js';
import { ChevronLeftIcon } from '../../ui/icons.js';
import { absoluteTime, relativeTime } from '../../ui/activity-text.js';
import { deletedType, useRecentlyDeleted, useRestore } from './use-recently-deleted.js';
import { companyIdOf, OneScope, useCompanyName } from './one-scope.js';

const heading = css({
  fontSize: '18px',
  fontWeight: 'semibold',
  outline: 'none',
});
const head = css({
  display: 'flex',
  alignItems: 'end',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
});
const row = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
  py: '3',
  px: '4',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: '0' },
});
const body = css({
  flex: '1 1 16rem',
  minW: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
});
const label = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' });
const meta = css({
  color: 'fg.muted',
  fontSize: '13px',
  overflowWrap: 'anywhere',
});
/** A marker no name holds: where the context goes in the sentence around it. */
const SLOT = '\u0000';

/**
 * What an item was inside: “Product of Bottega Ada”, the company a link to its products while it exists
 * (issue 38); “Category inside drinks”.
 */
function Context({ item, t }: { item: DeletedItem; t: Translate }) {
  if (!item.context) return null;
  if (item.type !== 'product' || item.companyId == null)
    return <span className={meta}>{t(`activity.deleted.${item.type}`, { context: item.context })}</span>;
  const [before = '', after = ''] = t('activity.deleted.product', { context: SLOT }).split(SLOT);
  return (
    <span className={meta}>
      {before}
      <Link to={`/products?companyId=${item.companyId}`} data-part="deleted-company">
        {item.context}
      </Link>
      {after}
    </span>
  );
}

/** The "all types" option (a Select shows nothing for an empty value). */
const ALL = 'all';

/**
 * Recently deleted (issue 13): the products and categories that can still be restored, newest delete
 * first, filtered by type, paged; Restore puts an item back. Focus after a restore goes to the next
 * row's Restore (the previous one at the end, the heading when the page is empty), never to the body.
 */
export function RecentlyDeleted({ controls }: { controls: ListControls }) {
  const t = useT();
  const errorText = useErrorText();
  const [lang] = useLang();
  const s = controls.state;
  const companyId = companyIdOf(s.filters.companyId);
  // One company's products (Products' link): no type to choose, the company named, the way back to its products.
  const type = companyId ? 'product' : deletedType(s.filters.type);
  const companyName = useCompanyName(companyId);
  const query = useRecentlyDeleted({
    ...(type ? { type } : {}),
    ...(companyId ? { companyId } : {}),
    page: s.page,
    limit: s.size,
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [focusAt, setFocusAt] = useState<number | null>(null);
  const rows = query.data?.data;
  const restore = useRestore((item) => {
    const at = rows?.findIndex((d) => d.type === item.type && d.id === item.id) ?? -1;
    setFocusAt(Math.max(0, at));
  });
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  useEffect(() => {
    if (focusAt === null) return;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-part=restore]') ?? [];
    const next = buttons[Math.min(focusAt, buttons.length - 1)];
    (next ?? headingRef.current)?.focus();
    setFocusAt(null);
  }, [focusAt, rows]);
  // The last row of a later page restored: back one page rather than an empty one.
  const p = query.data?.pagination;
  useEffect(() => {
    if (p && !query.isPlaceholderData && p.dataCount > 0 && s.page > p.pageCount) controls.setPage(p.pageCount);
  }, [p, s.page, query.isPlaceholderData, controls]);

  const types = [
    { value: ALL, label: t('activity.allTypes') },
    { value: 'product', label: t('activity.targetType.product') },
    { value: 'category', label: t('activity.targetType.category') },
  ];
  const describe = (d: DeletedItem) => {
    const when = relativeTime(d.deletedAt, now, lang);
    return d.deletedBy
      ? t(`activity.deleted.deletedBy.${d.type}`, { when, name: d.deletedBy })
      : t(`activity.deleted.deletedAt.${d.type}`, { when });
  };

  const empty = !query.isPending && !query.error && (!rows || rows.length === 0);
  // Empty with no filter: nothing to filter, so no Type select; the empty state's title is the view's heading, its one
  // line the view's explanation (design review round 13: a heading, a bold line and a filter over nothing). Empty
  // because of the Type filter: the filter stays, and the empty state says so and clears it.
  const showType = !companyId && (!empty || !!type);
  return (
    <>
      {/* How the view works, above its items (design round 12); the empty state says it itself (round 13). */}
      {!empty && (
        <p className={css({ color: 'fg.muted' })} data-part="deleted-description">
          {t('activity.deleted.description')}
        </p>
      )}
      {(!empty || showType) && (
        <div className={head}>
          {!empty && (
            <h2 ref={headingRef} tabIndex={-1} className={heading} data-part="deleted-heading">
              {p && p.dataCount > 0 ? t('activity.deleted.count', { count: p.dataCount }) : t('activity.tabs.deleted')}
            </h2>
          )}
          {showType && (
            <div className={css({ w: { base: 'full', sm: '14rem' }, ms: 'auto' })}>
              <Select
                label={t('activity.filterType')}
                options={types}
                value={type ?? ALL}
                onValueChange={(v) => controls.setFilters({ type: v === ALL ? '' : v })}
              />
            </div>
          )}
        </div>
      )}
      {companyId && (
        <OneScope part="deleted-one-company" onClear={() => controls.setFilters({ companyId: '', type: '' })}>
          <span>{t('activity.deleted.ofCompany', { name: companyName ?? `#${companyId}` })}</span>
          <Link
            to={`/products?companyId=${companyId}`}
            data-part="deleted-back"
            className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}
          >
            <ChevronLeftIcon size={16} />
            {t('activity.deleted.backToProducts', { name: companyName ?? `#${companyId}` })}
          </Link>
        </OneScope>
      )}
      {query.isPending ? (
        <SkeletonStack rows={4} rowClassName={css({ h: '14' })} label={t('common.loading')} part="deleted-skeleton" />
      ) : query.error && (!rows || query.isPlaceholderData) ? (
        // Rows of another page are never shown as this one's: the asked page failed (the pager shows it).
        <div data-part="list-error">
          <ErrorState
            title={rows ? t('list.pageFailed', { page: s.page }) : undefined}
            description={errorText(query.error)}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : !rows || rows.length === 0 ? (
        <div data-part="deleted-empty">
          {companyId ? (
            <EmptyState
              heading={{ level: 2, ref: headingRef, part: 'deleted-heading' }}
              title={t('activity.deleted.emptyOfCompany', { name: companyName ?? `#${companyId}` })}
              description={t('activity.deleted.emptyOfCompanyHint', { name: companyName ?? `#${companyId}` })}
            />
          ) : type ? (
            <EmptyState
              heading={{ level: 2, ref: headingRef, part: 'deleted-heading' }}
              title={t(`activity.deleted.emptyOfType.${type}`)}
              description={t('activity.deleted.emptyOfTypeHint')}
              action={
                <Button variant="outline" size="sm" onClick={() => controls.setFilters({ type: '' })} data-part="empty-clear-filters">
                  {t('activity.deleted.clearType')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              heading={{ level: 2, ref: headingRef, part: 'deleted-heading' }}
              title={t('activity.deleted.empty')}
              description={t('activity.deleted.emptyHint')}
            />
          )}
        </div>
      ) : (
        <>
          {query.error && (
            <div data-part="list-alert">
              <InlineAlert title={t('list.updateFailed')} description={errorText(query.error)} onRetry={() => void query.refetch()} />
            </div>
          )}
          <ul
            ref={listRef}
            className={listBox}
            aria-label={t('activity.tabs.deleted')}
            aria-busy={query.isFetching}
            data-part="deleted-list"
          >
            {rows.map((d) => (
              <li key={`${d.type}-${d.id}`} className={row} data-part="deleted-row" data-type={d.type} data-id={d.id}>
                <Badge tone={d.type === 'product' ? 'accent' : 'neutral'}>{t(`activity.targetType.${d.type}`)}</Badge>
                <div className={body}>
                  <span className={label} data-part="deleted-label">
                    {d.label}
                  </span>
                  <Context item={d} t={t} />
                  <span className={meta}>
                    <time dateTime={d.deletedAt} title={absoluteTime(d.deletedAt, lang)}>
                      {describe(d)}
                    </time>
                  </span>
                  <span className={meta} data-part="deleted-until">
                    {t('activity.deleted.until', {
                      date: absoluteTime(d.restorableUntil, lang),
                      relative: relativeTime(d.restorableUntil, now, lang),
                    })}
                  </span>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('activity.deleted.restoreLabel', {
                    name: d.label,
                  })}
                  // Not disabled while it runs: a disabled button would drop the focus to the body.
                  aria-disabled={restore.isPending || undefined}
                  aria-busy={(restore.isPending && restore.variables?.type === d.type && restore.variables.id === d.id) || undefined}
                  onClick={() => {
                    if (!restore.isPending) restore.mutate(d);
                  }}
                  data-part="restore"
                >
                  {t('activity.deleted.restore')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {p && p.dataCount > 0 && (
        <Pagination page={s.page} pageCount={p.pageCount} pageSize={s.size} total={p.dataCount} onPageChange={controls.setPage} />
      )}
    </>
  );
}

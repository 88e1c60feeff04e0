import { useId, useRef, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT, type Translate } from '../../i18n/index.js';
import { Button } from '../button.js';
import { CheckIcon, ChevronDownIcon } from '../icons.js';
import type { MenuItem } from '../menu.js';
import type { Option } from '../select.js';
import { PAGE_SIZES, type ListControls } from '../../lists/url-state.js';
import { ExportButton, useExportCsv, type ExportProps } from './export-dialog.js';
import { FiltersPanel, filtersBox } from './filters-panel.js';
import { RowMenu } from './row-menu.js';
import { SortBar, SortFields, useSortDirections } from './sort-bar.js';
import { useCardLayout } from './use-card-layout.js';

// Design review round 12, finding 4: on a phone's cards the filters box, the sort button, Columns and Export CSV and
// a two-line select-all put the first card at y≈390 of 700 (320 px). There: one row, Filters · Sort · ⋯, and what
// each opens under it.
const stack = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: '0' });
const phoneStack = css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' });
const row = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' });
const chevron = (open: boolean) => css({ transition: 'transform 120ms', transform: open ? 'none' : 'rotate(-90deg)' });
const phoneGrid = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '4', p: '4' });
// The sort's selects under the row: two to a line where they fit, one to a line under 375 px (issue 39: "Nome
// utente" was cut at 320 two to a line).
const sortPanel = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'end',
  '&[hidden]': { display: 'none' },
  '& > [data-scope=select]': { flex: '1 1 8rem', '@media (max-width: 374.98px)': { flex: '1 1 100%' } },
});
// The ⋯ button: the outline button's look at the small buttons' height, square (one literal css(): see button.tsx).
const moreButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '8',
  h: '8',
  flexShrink: 0,
  borderRadius: 'l2',
  border: '1px solid',
  borderColor: 'border.control',
  bg: 'bg.surface',
  color: 'fg.default',
  boxShadow: '0 1px 2px rgba(16,24,40,0.05)',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  // The dots of a row's ⋯ (list-row), a line's icon at this size was too faint to read.
  _before: {
    content: '""',
    w: '18px',
    h: '4px',
    backgroundImage: 'radial-gradient(circle, currentColor 1.5px, transparent 2px)',
    backgroundSize: '6px 4px',
    backgroundRepeat: 'repeat-x',
    '@media (forced-colors: active)': {
      forcedColorAdjust: 'none',
      backgroundImage: 'radial-gradient(circle, ButtonText 1.5px, transparent 2px)',
    },
  },
});

/** The current page size's mark in the ⋯ menu: the check's room is kept on the others, so the numbers line up. */
const sizeMark = css({ display: 'inline-flex', w: '4', flexShrink: 0 });

/**
 * The page sizes as items of a phone's ⋯ menu (design review round 13: a full-width "Rows per page" select of its
 * own line put Products' first card at y≈433 of 700 at 320 px). The current one is checked, and said so.
 */
export function pageSizeItems(t: Translate, list: ListControls): MenuItem[] {
  return PAGE_SIZES.map((n) => {
    const current = n === list.state.size;
    const label = t('list.pageSizeOption', { count: n });
    return {
      value: `size-${n}`,
      icon: <span className={sizeMark}>{current && <CheckIcon size={16} />}</span>,
      label: current ? <span aria-label={`${label}, ${t('list.current')}`}>{label}</span> : label,
      onSelect: () => list.setSize(n),
    };
  });
}

/**
 * A list's actions at its toolbar's end: on a table the Columns menu (`columns`) and Export CSV; on a phone's cards
 * (`cards`) one "⋯" menu with Export CSV (Columns only changes the table's columns, so it is not there), and `more`
 * after it (the page sizes of a list without a sort button: Products).
 */
export function ListActions<T>({
  cards,
  columns,
  exportCsv,
  more,
}: {
  cards: boolean;
  columns?: ReactNode;
  exportCsv: ExportProps<T>;
  more?: () => MenuItem[];
}) {
  const t = useT();
  const exp = useExportCsv(exportCsv);
  return (
    <>
      {cards ? (
        <span data-part="list-more">
          <RowMenu
            label={t('list.moreActions')}
            className={moreButton}
            trigger={null}
            placement="bottom-end"
            items={() => [{ value: 'export', label: t('list.export.button'), onSelect: exp.open }, ...(more?.() ?? [])]}
          />
        </span>
      ) : (
        <>
          {columns}
          <ExportButton onClick={exp.open} />
        </>
      )}
      {exp.dialog}
    </>
  );
}

export interface ListToolbarProps<T> {
  /** The filters' fields, how many are set (the button says it) and what clears them. */
  filters?: { fields: ReactNode; active: number; onClear?(): void };
  sorts: Option[];
  list: ListControls;
  /** The Columns menu (a table's only). */
  columns?: ReactNode;
  exportCsv: ExportProps<T>;
}

/**
 * A list's controls above its rows. On a table: the filters panel, then the sort, direction and page-size selects
 * with Columns and Export CSV at the end. On a phone's cards (the list's width, as the table decides: see
 * `useCardLayout`): one row — Filters (with how many are set), Sort, "⋯" (Export CSV) — and under it what the
 * first two open (both start closed).
 */
export function ListToolbar<T>({ filters, sorts, list, columns, exportCsv }: ListToolbarProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const cards = useCardLayout(ref);
  const actions = <ListActions cards={cards} columns={columns} exportCsv={exportCsv} />;
  return (
    <div ref={ref} className={cards ? phoneStack : stack} data-part="list-toolbar" data-cards={cards || undefined}>
      {cards ? (
        <PhoneToolbar filters={filters} sorts={sorts} list={list} actions={actions} />
      ) : (
        <>
          {filters && (
            <FiltersPanel onClear={filters.onClear} active={filters.active}>
              {filters.fields}
            </FiltersPanel>
          )}
          <SortBar sorts={sorts} list={list} actions={actions} />
        </>
      )}
    </div>
  );
}

function PhoneToolbar({
  filters,
  sorts,
  list,
  actions,
}: Pick<ListToolbarProps<unknown>, 'filters' | 'sorts' | 'list'> & { actions: ReactNode }) {
  const t = useT();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [sortOpen, setSortOpen] = useState(false);
  const filtersId = useId();
  const sortId = useId();
  const dirs = useSortDirections();
  const sortLabel = sorts.find((o) => o.value === list.state.sort)?.label;
  const dirLabel = dirs.find((o) => o.value === list.state.dir)?.label ?? '';
  const active = filters?.active ?? 0;
  // The sort in words is the button's name ("Sort: Username, ascending") and its tooltip; it shows "Sort" alone,
  // so Filters, Sort and ⋯ share one line at 320 px.
  const summary = sortLabel ? t('list.sortSummary', { sort: sortLabel, dir: dirLabel }) : t('list.pageSize');
  return (
    <>
      <div className={row} data-part="list-toolbar-row">
        {filters && (
          <Button
            variant="outline"
            size="sm"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((o) => !o)}
            data-part="filters-toggle"
            data-active={active}
          >
            <ChevronDownIcon className={chevron(filtersOpen)} />
            {active > 0 ? t('list.filtersActive', { count: active }) : t('list.filters')}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          aria-expanded={sortOpen}
          aria-controls={sortId}
          aria-label={summary}
          title={summary}
          onClick={() => setSortOpen((o) => !o)}
          data-part="sort-toggle"
        >
          <ChevronDownIcon className={chevron(sortOpen)} />
          {sortLabel ? t('list.sort') : t('list.pageSize')}
        </Button>
        <div className={css({ display: 'flex', gap: '2', ms: 'auto' })}>{actions}</div>
      </div>
      {filters && (
        <section id={filtersId} hidden={!filtersOpen} className={filtersBox} aria-label={t('list.filters')} data-part="filters">
          <div className={phoneGrid}>
            {filters.fields}
            {filters.onClear && active > 0 && (
              <Button
                variant="outline"
                size="sm"
                onClick={filters.onClear}
                data-part="clear-filters"
                className={css({ justifySelf: 'start' })}
              >
                {t('list.clearFilters')}
              </Button>
            )}
          </div>
        </section>
      )}
      <div id={sortId} hidden={!sortOpen} className={sortPanel} data-part="sort-bar">
        <SortFields sorts={sorts} list={list} />
      </div>
    </>
  );
}

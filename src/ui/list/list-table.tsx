import { useId, useLayoutEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import type { MenuItem } from '../menu.js';
import { EmptyState, ErrorState, InlineAlert } from '../states.js';
import { Checkbox } from '../checkbox.js';
import { cx } from '../cx.js';
import { Table } from '../table.js';
import { isTextCut } from '../text-cut.js';
import { ListRow, useRowShared } from './list-row.js';
import { ListTableHead } from './list-table-head.js';
import { columnPlace, fixedMinWidth, menuWidth, totalGrow } from './list-table-places.js';
import { SingleRow, SkeletonRows } from './list-table-states.js';
import type { Column, Selection } from './types.js';
import type { Direction } from '../../lists/url-state.js';
import { ROW_CONTROLS, useRowKeys } from './use-row-keys.js';

export interface ListTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowId(row: T): number;
  rowLabel(row: T): string;
  loading: boolean;
  fetching?: boolean;
  error: unknown;
  onRetry(): void;
  /** `rows` are another key's (the previous page kept while this one loads): on an error they are not shown. */
  placeholder?: boolean;
  /** The page asked for (the pager shows it), said when it could not be loaded. */
  page?: number;
  /** What the error says (the API's address and status for an unreachable or failing API); default the generic text alone. */
  errorText?(error: unknown): string;
  emptyText: string;
  /** The whole empty state, in place of the one that says `emptyText` (a title that tells why, an action). */
  empty?: ReactNode;
  /**
   * Fixed columns and phone cards (issue 38): the columns keep their widths whatever the rows (a column's x
   * does not move with a search), and a table narrower than 40rem shows each row as a card: the
   * name, the `card: 'end'` cells and the menu on the first line, a `card: 'under'` cell right under the name, the
   * other cells under them, each after its column's header. `'phone'`: the cards alone, the wider table keeps its columns' own widths (Products).
   */
  cards?: boolean | 'phone';
  selection?: Selection;
  menu?(row: T): MenuItem[];
  /** Opens a row (its detail): Enter on a focused row then does this, and Shift+F10 opens the row menu. */
  onOpen?(row: T): void;
  /** The list's sort (URL state): the column whose `sortKey` it is shows it (aria-sort). */
  sort?: { key: string; dir: Direction };
  /** A sortable header was activated: a new column sorts ascending, the sorted one flips. */
  onSort?(key: string, dir: Direction): void;
  /** Skeleton rows while the first page loads (the page size). */
  skeletonRows?: number;
}

/** Whether a cut line's full text should be its title (hover): set only while it is cut. */
const titleCutText = (e: MouseEvent<HTMLTableSectionElement>) => {
  const el = (e.target as Element).closest?.('[data-cell-text]');
  if (!(el instanceof HTMLElement)) return;
  if (isTextCut(el)) el.title = el.textContent ?? '';
  else el.removeAttribute('title');
};

// The way past the rows (issue 36, item 15) was a link before the table: the rows are now one Tab stop
// (issue 38, round 3), so Tab itself goes past them.
// The cards of a phone (issue 38, item 3): the same rows and cells, laid out by a grid in each row.
const fixedTable = css({ tableLayout: 'fixed', minW: 'var(--table-min)' });
const cardTable = css({
  '@container (max-width: 40rem)': {
    display: 'block',
    minW: '0',
    '& > thead': { display: 'none' },
    '& > tbody': { display: 'block' },
    '& > tbody > tr': {
      display: 'grid',
      // The selection, the name (and the lines under it), a track per `card: 'end'` cell, the menu (--card-cols).
      gridTemplateColumns: 'var(--card-cols)',
      alignItems: 'center',
      columnGap: '3',
      rowGap: '1',
      px: '4',
      py: '3',
      borderBottom: '1px solid',
      borderColor: 'border.default',
    },
    '& > tbody > tr:last-child': { borderBottom: 'none' },
    // A card under the pointer is tinted whole; its cells stay see-through (round 7: each cell drew its own
    // tinted box, patches with the card's colour between them).
    '& > tbody > tr:hover': { bg: 'bg.subtle' },
    '& > tbody > tr:hover > td': { bg: 'transparent' },
    '& > tbody > tr[data-selected]': { bg: 'accent.subtle' },
    '& > tbody > tr[data-selected] > td': { bg: 'transparent' },
    // Grid items: the cells are blocks; a cell left out of a narrow table (wideOnly) stays out.
    '& > tbody > tr > td': {
      p: '0 !important',
      border: 'none',
      position: 'static',
      minW: '0',
      maxW: 'none',
      w: 'auto',
      gridColumn: '2 / -1',
      bg: 'transparent',
    },
    // The row's own outline is the card's ring (see list-row): the cells draw none of it.
    '& > tbody > tr:focus-visible > td:nth-child(n)': { boxShadow: 'none' },
    '& > tbody > tr > td[data-sticky=start]': { gridColumn: '1', gridRow: '1' },
    '& > tbody > tr > td[data-sticky=last]': { gridColumn: '2', gridRow: '1' },
    // `card: 'end'` (a product's price and status): after the name, on the first line, each in a track of its own.
    '& > tbody > tr > td[data-card=end]': { gridColumn: 'auto', gridRow: '1', maxW: '7.5rem' },
    '& > tbody > tr > td[data-card=end] [data-tone]': { whiteSpace: 'normal', textAlign: 'center' },
    // `card: 'under'` (a member's status, long words beside a name and a username): a line of its own right under
    // the name, on one line (round 7 at 390: beside the name both wrapped, "@alessandro. / ricci40" beside
    // "Cliente · / Abilitato"); the name and the menu share the first line, this is the first line under it (`order`).
    '& > tbody > tr > td[data-card=under]': { gridColumn: '2 / -1', gridRow: 'auto', justifySelf: 'start', order: -1 },
    '&:not([data-select]) > tbody > tr > td[data-card=under]': { gridColumn: '1 / -1' },
    '& > tbody > tr > td[data-card=under] [data-tone]': { whiteSpace: 'nowrap' },
    '& > tbody > tr > td[data-menu]': { gridColumn: '-2 / -1', gridRow: '1' },
    // Without selection the name and the lines under it start at the card's edge (the empty track takes no room).
    '&:not([data-select]) > tbody > tr > td:not([data-card], [data-menu], [colspan], [data-sticky])': { gridColumn: '1 / -1' },
    '&:not([data-select]) > tbody > tr > td[data-sticky=last]': { gridColumn: '1 / 3', gridRow: '1' },
    '& > tbody > tr > td[colspan]': { gridColumn: '1 / -1' },
    '& > tbody > tr > td[data-label]': { display: 'flex', alignItems: 'center', gap: '1', fontSize: '13px', whiteSpace: 'normal' },
    '& > tbody > tr > td[data-label]::before': { content: 'attr(data-label)', color: 'fg.muted', flexShrink: 0, me: '1' },
    // A line with nothing to say (a dash) is left out of the card; the table keeps it in its column.
    '& > tbody > tr > td[data-empty]': { display: 'none' },
  },
  // A card narrower than 25rem (a phone): the name takes the first line up to the menu and the `card: 'end'`
  // cells the line under it (design round 9: beside a price and a status a product's name had 30 px, a letter a
  // line), the first at its start, the next at its end (round 11: the price and the status on one line, not two).
  '@container (max-width: 25rem)': {
    '& > tbody > tr > td[data-sticky=last]:nth-child(n)': { gridColumn: '2 / -2' },
    '&:not([data-select]) > tbody > tr > td[data-sticky=last]:nth-child(n)': { gridColumn: '1 / -2' },
    '& > tbody > tr > td[data-card=end]:nth-child(n)': { gridColumn: '2 / -3', gridRow: '2', justifySelf: 'start', maxW: 'none' },
    '&:not([data-select]) > tbody > tr > td[data-card=end]:nth-child(n)': { gridColumn: '1 / -3' },
    '& > tbody > tr > td[data-card=end] ~ td[data-card=end]:nth-child(n)': { gridColumn: '-3 / -1', justifySelf: 'end' },
  },
});

// The page's checkbox of the phone cards (issue 38, round 3): the header that holds it is hidden there, so it
// shows above the cards, only while they are cards (the same container query, on a box of the table's width).
const pageBox = css({ containerType: 'inline-size' });
// One line, "Select all (10)" (design round 12: "Select all on this page (10 rows)" took two lines at 320 px).
const pageBar = css({
  display: 'none',
  '@container (max-width: 40rem)': { display: 'flex' },
  alignItems: 'center',
  gap: '3',
  px: '4',
  py: '1',
  mb: '2',
  fontSize: '14px',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  w: 'fit-content',
  maxW: 'full',
});
// The rows' keys: said with the table (its description), shown under it while a row or its control has focus.
const keysHint = css({
  srOnly: true,
  '[data-part=table-scroll]:has(tbody :focus-visible) + &': { srOnly: false, mt: '2', px: '2', fontSize: '13px', color: 'fg.muted' },
});

/**
 * The list table: skeleton rows while the first page loads, error with retry, empty; selection; row menus;
 * the rows one Tab stop with roving focus (see `useRowKeys`: arrows, Space ticks, Enter opens the row with
 * `onOpen`, else its menu, ArrowRight into the row's controls, Shift+F10 or the context-menu key open the row
 * menu); sortable headers;
 * columns that fit their content or share the rest (issue 4); the selection and first columns stay in view
 * when the table scrolls sideways.
 */
export function ListTable<T>(p: ListTableProps<T>) {
  const t = useT();
  const [focus, setFocus] = useState(0);
  const cols = p.columns.length + (p.selection ? 1 : 0) + (p.menu ? 1 : 0);
  // Rows of another page are never shown as this one's: the asked page failed, its error shows in their place.
  const failed = !!p.error && (!p.rows || !!p.placeholder);
  // This page's rows, kept when asking for them again failed (an alert above says they may be out of date).
  const outdated = !!p.error && !!p.rows && !p.placeholder;
  const rows = failed ? [] : (p.rows ?? []);
  // Nothing to show: the empty state alone, no column headers over nothing (design review round 13), at any width.
  const empty = !failed && !(p.loading && !p.rows) && rows.length === 0;
  const reason = p.error && p.errorText ? p.errorText(p.error) : undefined;
  const grow = totalGrow(p.columns);
  const hasSelection = !!p.selection;
  const cards = !!p.cards;
  // `cards: 'phone'`: cards on a phone, the table's own column widths (no fixed columns) when wider.
  const fixed = p.cards === true;
  const place = (c: Column<T>, i: number, head: boolean) => columnPlace(c, i, head, grow, hasSelection, fixed);
  const ends = p.columns.filter((c) => c.card === 'end').length;
  const tableStyle = cards
    ? ({
        ...(fixed && { '--table-min': fixedMinWidth(p.columns, hasSelection, !!p.menu) }),
        '--card-cols': `auto minmax(0, 1fr)${' auto'.repeat(ends + (p.menu ? 1 : 0))}`,
      } as CSSProperties)
    : undefined;
  const { onKeyDown, onKeyDownCapture, onContextMenu } = useRowKeys(p, setFocus);
  const shared = useRowShared(p, grow, t, setFocus);
  const keysId = useId();
  const body = useRef<HTMLTableSectionElement>(null);
  // The rows are one Tab stop (the roving row): the controls the cells hold (links, buttons) are reached with
  // ArrowRight from their row, so none of them is a Tab stop (issue 38, round 3). The row's own (checkbox,
  // name link, menu) say so themselves; this catches what a column's cell draws.
  useLayoutEffect(() => {
    for (const el of body.current?.querySelectorAll<HTMLElement>(`tr[data-row] :is(${ROW_CONTROLS})`) ?? [])
      if (el.tabIndex >= 0) el.tabIndex = -1;
  });
  // Focus in the table's body whose element went (the empty state's Clear filters, a retry): when rows come, the
  // roving row takes it, from <body> or from the screen's heading, where the focus rescue (ui/focus.ts) put it
  // meanwhile. Focus that moved elsewhere (a related target) is not taken back.
  const hadFocus = useRef(false);
  const firstId = rows.length ? p.rowId(rows[0]!) : null;
  useLayoutEffect(() => {
    const tbody = body.current;
    if (!hadFocus.current || firstId === null || !tbody) return;
    const active = (tbody.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && active !== document.body && active.isConnected && !active.matches('h1, [data-page-title]')) return;
    tbody.querySelector<HTMLElement>('tr[data-row][tabindex="0"]')?.focus();
  }, [firstId]);
  const ids = rows.map(p.rowId);
  const keys = [
    'move',
    ...(p.selection ? ['select'] : []),
    ...(p.onOpen ? ['open'] : []),
    'controls',
    ...(p.menu ? [p.onOpen ? 'menu' : 'menuEnter'] : []),
  ];
  const allOnPage = ids.length > 0 && ids.every((id) => p.selection?.isSelected(id));

  return (
    <>
      {outdated && (
        <div data-part="list-alert" className={css({ mb: '2' })}>
          <InlineAlert title={t('list.updateFailed')} description={reason} onRetry={p.onRetry} />
        </div>
      )}
      {/* Always there (no height but on a phone's cards), so the table does not move when the rows come. */}
      <div className={pageBox} data-gapless="">
        {cards && p.selection && !empty && (
          <label className={pageBar} data-part="list-select-page">
            <Checkbox checked={allOnPage} disabled={!ids.length} onChange={() => p.selection!.togglePage(ids)} />
            {ids.length ? t('list.selectPageCount', { count: ids.length }) : t('list.selectPage')}
          </label>
        )}
      </div>
      <Table
        aria-label={p.label}
        aria-describedby={rows.length > 0 ? keysId : undefined}
        aria-busy={p.loading || p.fetching || undefined}
        data-part="list-table"
        data-cards={cards || undefined}
        data-select={hasSelection || undefined}
        className={cards ? cx(cardTable, fixed && fixedTable) : undefined}
        style={tableStyle}
      >
        {!empty && (
          <ListTableHead
            columns={p.columns}
            ids={ids}
            selection={p.selection}
            menu={!!p.menu}
            sort={p.sort}
            onSort={p.onSort}
            place={place}
            menuWidth={fixed ? menuWidth : undefined}
          />
        )}
        <tbody
          ref={body}
          onFocus={() => (hadFocus.current = true)}
          onBlur={(e) => {
            if (e.relatedTarget instanceof Element && !e.currentTarget.contains(e.relatedTarget)) hadFocus.current = false;
          }}
          onKeyDown={onKeyDown}
          onKeyDownCapture={onKeyDownCapture}
          onContextMenu={onContextMenu}
          onMouseOver={titleCutText}
          className={p.fetching && !p.loading ? css({ opacity: 0.6 }) : undefined}
        >
          {p.loading && !p.rows ? (
            <SkeletonRows count={p.skeletonRows ?? 10} columns={p.columns} selection={hasSelection} menu={!!p.menu} place={place} />
          ) : failed ? (
            <SingleRow cols={cols}>
              <div data-part="list-error">
                <ErrorState
                  title={p.rows && p.page !== undefined ? t('list.pageFailed', { page: p.page }) : undefined}
                  description={reason}
                  onRetry={p.onRetry}
                />
              </div>
            </SingleRow>
          ) : empty ? (
            <SingleRow cols={cols}>{p.empty ?? <EmptyState title={p.emptyText} />}</SingleRow>
          ) : (
            rows.map((row, i) => {
              const id = p.rowId(row);
              return (
                <ListRow
                  key={id}
                  row={row}
                  id={id}
                  label={p.rowLabel(row)}
                  index={i}
                  tabbable={i === Math.min(focus, rows.length - 1)}
                  selected={p.selection?.isSelected(id) ?? false}
                  shared={shared}
                />
              );
            })
          )}
        </tbody>
      </Table>
      {/* Always there (no height until a row has focus): nothing after the table moves when the rows come. */}
      <p id={keysId} className={keysHint} data-part="list-keys">
        {rows.length > 0 && keys.map((k) => t(`list.rowKeys.${k}`)).join(' · ')}
      </p>
    </>
  );
}

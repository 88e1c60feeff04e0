import { useId, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import type { MenuItem } from '../menu.js';
import { EmptyState, ErrorState, InlineAlert } from '../states.js';
import { Table, TableBody } from '../table.js';
import { isTextCut } from '../text-cut.js';
import { ListRow, useRowShared } from './list-row.js';
import { ListTableHead } from './list-table-head.js';
import { columnPlace, fixedMinWidth, menuWidth, totalGrow } from './list-table-places.js';
import { SingleRow, SkeletonRows } from './list-table-states.js';
import type { Column, Selection } from './types.js';
import type { Direction } from '../../lists/url-state.js';
import { useRowKeys } from './use-row-keys.js';

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
   * does not move with a search), and a table narrower than 40rem shows each row as a card: the name, the
   * `card: 'end'` cell (a status) and the menu on the first line, the other cells under it, each after its
   * column's header.
   */
  cards?: boolean;
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

// The way past the rows (issue 36, item 15): the link is the first Tab stop of the table, shown while focused,
// over the header so nothing moves; the mark after the table takes focus and shows itself, and the next Tab goes
// on to the pager (or out of the panel). Three Tab stops a row (its checkbox, its link, its menu) become one.
const skipBox = css({ position: 'relative', h: '0' });
const skipLink = css({
  srOnly: { base: true, _focus: false },
  position: { _focus: 'absolute' },
  top: '1',
  insetInlineStart: '1',
  zIndex: 2,
  px: '3',
  py: '1.5',
  borderRadius: 'l2',
  bg: 'bg.surface',
  color: 'fg.default',
  boxShadow: 'card',
  fontWeight: 'medium',
  fontSize: '14px',
  textDecoration: 'underline',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});
const endMark = css({
  srOnly: { base: true, _focus: false },
  display: { _focus: 'block' },
  mt: '2',
  px: '2',
  py: '1',
  w: { _focus: 'fit-content' },
  fontSize: '13px',
  color: 'fg.muted',
  borderRadius: 'l2',
  _focus: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});

// The cards of a phone (issue 38, item 3): the same rows and cells, laid out by a grid in each row.
const cardTable = css({
  tableLayout: 'fixed',
  minW: 'var(--table-min)',
  '@container (max-width: 40rem)': {
    display: 'block',
    minW: '0',
    '& > thead': { display: 'none' },
    '& > tbody': { display: 'block' },
    '& > tbody > tr': {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
      alignItems: 'center',
      columnGap: '3',
      rowGap: '1',
      px: '4',
      py: '3',
      borderBottom: '1px solid',
      borderColor: 'border.default',
    },
    '& > tbody > tr:last-child': { borderBottom: 'none' },
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
    '& > tbody > tr > td[data-sticky=start]': { gridColumn: '1', gridRow: '1' },
    '& > tbody > tr > td[data-sticky=last]': { gridColumn: '2', gridRow: '1' },
    // The status may take two lines, so the name beside it keeps room for its words (no username cut mid-word).
    '& > tbody > tr > td[data-card=end]': { gridColumn: '3', gridRow: '1', maxW: '7.5rem' },
    '& > tbody > tr > td[data-card=end] [data-tone]': { whiteSpace: 'normal', textAlign: 'center' },
    '& > tbody > tr > td[data-menu]': { gridColumn: '4', gridRow: '1' },
    '& > tbody > tr > td[colspan]': { gridColumn: '1 / -1' },
    '& > tbody > tr > td[data-label]': { display: 'flex', alignItems: 'center', gap: '1', fontSize: '13px', whiteSpace: 'normal' },
    '& > tbody > tr > td[data-label]::before': { content: 'attr(data-label)', color: 'fg.muted', flexShrink: 0, me: '1' },
  },
});

/**
 * The list table: skeleton rows while the first page loads, error with retry, empty; selection; row menus;
 * roving tabindex on rows (Enter opens the row with `onOpen`, else its menu; Shift+F10 or the context-menu key
 * open the row menu); sortable headers;
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
  const reason = p.error && p.errorText ? p.errorText(p.error) : undefined;
  const grow = totalGrow(p.columns);
  const hasSelection = !!p.selection;
  const fixed = !!p.cards;
  const place = (c: Column<T>, i: number, head: boolean) => columnPlace(c, i, head, grow, hasSelection, fixed);
  const tableStyle = fixed ? ({ '--table-min': fixedMinWidth(p.columns, hasSelection, !!p.menu) } as CSSProperties) : undefined;
  const { onKeyDown, onContextMenu } = useRowKeys(p, setFocus);
  const shared = useRowShared(p, grow, t, setFocus);
  const endId = useId();
  const end = useRef<HTMLDivElement>(null);

  return (
    <>
      {/* Always there (no height): the table does not move when the link comes with the rows. */}
      <div className={skipBox}>
        {rows.length > 1 && (
          <a
            href={`#${endId}`}
            className={skipLink}
            data-part="list-skip"
            onClick={(e) => {
              // In a shadow root a fragment reaches nothing: focus moves by hand.
              e.preventDefault();
              end.current?.focus();
            }}
          >
            {t('list.skipRows', { count: rows.length })}
          </a>
        )}
      </div>
      {outdated && (
        <div data-part="list-alert" className={css({ mb: '2' })}>
          <InlineAlert title={t('list.updateFailed')} description={reason} onRetry={p.onRetry} />
        </div>
      )}
      <Table
        aria-label={p.label}
        aria-busy={p.loading || p.fetching || undefined}
        data-part="list-table"
        data-cards={fixed || undefined}
        className={fixed ? cardTable : undefined}
        style={tableStyle}
      >
        <ListTableHead
          columns={p.columns}
          ids={rows.map(p.rowId)}
          selection={p.selection}
          menu={!!p.menu}
          sort={p.sort}
          onSort={p.onSort}
          place={place}
          menuWidth={fixed ? menuWidth : undefined}
        />
        <TableBody
          onKeyDown={onKeyDown}
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
          ) : rows.length === 0 ? (
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
        </TableBody>
      </Table>
      {rows.length > 1 && (
        <div ref={end} id={endId} tabIndex={-1} className={endMark} data-part="list-end">
          {t('list.endOfRows')}
        </div>
      )}
    </>
  );
}

import { useId, useRef, useState, type MouseEvent } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../../i18n/index.js';
import type { MenuItem } from '../menu.js';
import { EmptyState, ErrorState, InlineAlert } from '../states.js';
import { Table, TableBody } from '../table.js';
import { isTextCut } from '../text-cut.js';
import { ListRow, useRowShared } from './list-row.js';
import { ListTableHead } from './list-table-head.js';
import { columnPlace, totalGrow } from './list-table-places.js';
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
  const place = (c: Column<T>, i: number, head: boolean) => columnPlace(c, i, head, grow, hasSelection);
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
      <Table aria-label={p.label} aria-busy={p.loading || p.fetching || undefined} data-part="list-table">
        <ListTableHead
          columns={p.columns}
          ids={rows.map(p.rowId)}
          selection={p.selection}
          menu={!!p.menu}
          sort={p.sort}
          onSort={p.onSort}
          place={place}
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
            <SingleRow cols={cols}>
              <EmptyState title={p.emptyText} />
            </SingleRow>
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

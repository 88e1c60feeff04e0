import {
  memo,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { css } from 'styled-system/css';
import { cx } from '../cx.js';
import { useT, type Translate } from '../../i18n/index.js';
import { Checkbox } from '../checkbox.js';
import { ChevronDownIcon, ChevronsUpDownIcon } from '../icons.js';
import type { MenuItem } from '../menu.js';
import { SkeletonText } from '../skeleton.js';
import { RowMenu } from './row-menu.js';
import { EmptyState, ErrorState } from '../states.js';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  cellClass,
  fillCell,
  fillHead,
  fitCell,
  rowClass,
  stickyCell,
  wideOnly,
} from '../table.js';
import { isTextCut } from '../text-cut.js';
import type { Column, Selection } from './types.js';
import type { Direction } from '../../lists/url-state.js';

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

const rowStyle = css({ _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-2px' } });
// The three dots are drawn by the button itself (no icon element: a row holds one).
const menuBtn = css({
  w: '8',
  h: '8',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'l2',
  _hover: { bg: 'bg.muted' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
  _before: {
    content: '""',
    w: '18px',
    h: '4px',
    backgroundImage: 'radial-gradient(circle, currentColor 1.5px, transparent 2px)',
    backgroundSize: '6px 4px',
    backgroundRepeat: 'repeat-x',
  },
});
// The selection column has a set width: the first data column sticks right after it.
const SELECT_W = '2.5rem';
const selectCell = css({ w: '10', minW: '10', maxW: '10', pe: '2' });
const sortBtn = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  mx: '-1',
  px: '1',
  borderRadius: 'l1',
  color: 'inherit',
  fontWeight: 'inherit',
  whiteSpace: 'nowrap',
  _hover: { color: 'fg.default' },
  '& > svg': { flexShrink: 0, opacity: 0.6 },
  '[aria-sort] > &': { color: 'fg.default', '& > svg': { opacity: 1, color: 'accent.text' } },
});
const srOnly = css({ srOnly: true });
const SKELETON_WIDTHS = ['72%', '56%', '84%', '64%'];

/** Whether a cut line's full text should be its title (hover): set only while it is cut. */
const titleCutText = (e: MouseEvent<HTMLTableSectionElement>) => {
  const el = (e.target as Element).closest?.('[data-cell-text]');
  if (!(el instanceof HTMLElement)) return;
  if (isTextCut(el)) el.title = el.textContent ?? '';
  else el.removeAttribute('title');
};

/** What every row of a render shares: its cells' places and looks, and the table's handlers. */
interface RowShared<T> {
  columns: Column<T>[];
  places: Array<{ className: string } & Record<string, unknown>>;
  /** The selection cell's place; null without selection. */
  select: ({ className: string } & Record<string, unknown>) | null;
  /** The menu cell's class; null without row menus. */
  menuCell: string | null;
  rowCls: string;
  t: Translate;
  /** Stable: each reads the table's latest props. */
  toggle(id: number): void;
  menu(row: T): MenuItem[];
  focus(index: number): void;
}

interface RowProps<T> {
  row: T;
  id: number;
  label: string;
  index: number;
  tabbable: boolean;
  selected: boolean;
  shared: RowShared<T>;
}

/**
 * One data row. Memoised: a render of the table that does not change a row (a count, a fetching flag, the
 * roving focus moving elsewhere) leaves its cells alone, so 50 rows are not rendered again, nor held twice
 * by React, for it. Rows and cells are plain elements inside (no component a cell): a page holds hundreds.
 */
function ListRowImpl<T>({ row, id, label, index, tabbable, selected, shared: s }: RowProps<T>) {
  return (
    <tr
      data-row={id}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      className={s.rowCls}
      onFocus={(e) => e.target === e.currentTarget && s.focus(index)}
    >
      {s.select && (
        <td {...s.select}>
          <Checkbox aria-label={s.t('list.selectRow', { name: label })} checked={selected} onChange={() => s.toggle(id)} />
        </td>
      )}
      {s.columns.map((c, ci) => (
        <td key={c.id} {...s.places[ci]}>
          {c.cell(row)}
        </td>
      ))}
      {s.menuCell !== null && (
        <td className={s.menuCell}>
          <RowMenu trigger={null} label={s.t('list.rowActions', { name: label })} className={menuBtn} items={() => s.menu(row)} />
        </td>
      )}
    </tr>
  );
}
const ListRow = memo(ListRowImpl) as typeof ListRowImpl;

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
  const rows = p.rows ?? [];
  const grow = p.columns.reduce((n, c) => n + (c.fill?.grow ?? 0), 0);

  /** When the context-menu key (or Shift+F10) last opened a row menu: the browser's own menu may follow. */
  const menuKeyAt = useRef(-Infinity);
  /** Opens the row's menu as a keyboard does: focus on its trigger, a click without a pointer (MenuTrigger). */
  const openRowMenu = (tr: Element | null | undefined) => {
    const trigger = tr?.querySelector<HTMLButtonElement>('[aria-haspopup=menu]');
    if (!trigger) return false;
    trigger.focus();
    if (trigger.getAttribute('aria-expanded') !== 'true') trigger.click();
    return true;
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    // Shift+F10 and the context-menu key open the menu of the row that has focus, or holds it (WCAG 2.1.1).
    if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey && !e.ctrlKey && !e.altKey && !e.metaKey)) {
      const tr = (e.target as Element).closest?.('tr[data-row]');
      if (tr && e.currentTarget.contains(tr) && openRowMenu(tr)) {
        e.preventDefault();
        menuKeyAt.current = e.timeStamp;
      }
      return;
    }
    const trs = [...e.currentTarget.querySelectorAll<HTMLTableRowElement>('tr[data-row]')];
    const i = trs.indexOf(e.target as HTMLTableRowElement);
    if (i < 0) return;
    const go = (n: number) => {
      e.preventDefault();
      const k = Math.max(0, Math.min(trs.length - 1, n));
      setFocus(k);
      trs[k]?.focus();
    };
    if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(trs.length - 1);
    else if (e.key === 'Enter' && !e.repeat && p.onOpen && p.rows?.[i]) {
      e.preventDefault();
      p.onOpen(p.rows[i]);
    } else if (e.key === 'Enter' && openRowMenu(trs[i])) e.preventDefault();
  };
  // Some systems send the context-menu key's `contextmenu` after the key (on key up): the row menu is open
  // by then, the browser's menu would cover it. A right click (button 2) keeps the browser's menu.
  const onContextMenu = (e: MouseEvent<HTMLTableSectionElement>) => {
    if (e.button !== 2 && e.timeStamp - menuKeyAt.current < 1000) e.preventDefault();
  };

  /** Class, inline style and sticky mark of column `i`'s cells (`head`: its header). */
  const place = (c: Column<T>, i: number, head: boolean) => {
    const sticky = i === 0;
    const style: CSSProperties & Record<string, string> = {};
    if (sticky && p.selection) style['--sticky-start'] = SELECT_W;
    if (c.fill && head) Object.assign(style, { width: `${((c.fill.grow / grow) * 100).toFixed(2)}%`, '--col-min': c.fill.min });
    return {
      className: cx(c.fill ? (head ? fillHead : fillCell) : fitCell, sticky && stickyCell, c.wide && wideOnly),
      style,
      'data-sticky': sticky ? 'last' : undefined,
      'data-col': c.id,
    };
  };
  const selectPlace = { className: cx(selectCell, stickyCell), 'data-sticky': 'start' };
  // The handlers rows call read the latest props, so the rows' shared part stays the same object across renders.
  const latest = useRef(p);
  useLayoutEffect(() => {
    latest.current = p;
  });
  const hasSelection = !!p.selection;
  const hasMenu = !!p.menu;
  const shared = useMemo<RowShared<T>>(
    () => ({
      columns: p.columns,
      // The body's cells, computed once (not once a cell).
      places: p.columns.map((c, i) => {
        const { className, ...rest } = place(c, i, false);
        return { ...rest, className: cellClass(className) };
      }),
      select: hasSelection ? { ...selectPlace, className: cellClass(selectPlace.className) } : null,
      menuCell: hasMenu ? cellClass(fitCell) : null,
      rowCls: rowClass(rowStyle),
      t,
      toggle: (id) => latest.current.selection?.toggle(id),
      menu: (row) => latest.current.menu?.(row) ?? [],
      focus: setFocus,
    }),
    // place() reads only the columns, their total grow and whether there is a selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [p.columns, grow, hasSelection, hasMenu, t],
  );

  const ids = rows.map(p.rowId);
  const allOnPage = ids.length > 0 && ids.every((id) => p.selection?.isSelected(id));
  const single = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={cols}>{content}</TableCell>
    </TableRow>
  );
  const skeleton = () =>
    Array.from({ length: p.skeletonRows ?? 10 }, (_, r) => (
      <TableRow key={r} data-skeleton="">
        {p.selection && (
          <TableCell {...selectPlace}>
            <span aria-hidden="true" className={css({ display: 'block', w: '4', h: '4', borderRadius: 'l1', bg: 'bg.muted' })} />
          </TableCell>
        )}
        {p.columns.map((c, i) => (
          <TableCell key={c.id} {...place(c, i, false)}>
            {r === 0 && i === 0 && (
              <span role="status" className={srOnly}>
                {t('common.loading')}
              </span>
            )}
            {c.skeleton ? c.skeleton() : <SkeletonText width={SKELETON_WIDTHS[(r + i) % SKELETON_WIDTHS.length]} />}
          </TableCell>
        ))}
        {p.menu && (
          <TableCell className={fitCell}>
            <span aria-hidden="true" className={css({ display: 'block', w: '8', h: '8' })} />
          </TableCell>
        )}
      </TableRow>
    ));

  const header = (c: Column<T>, i: number) => {
    const key = p.onSort && c.sortKey;
    const active = !!key && p.sort?.key === key;
    const dir = active ? p.sort!.dir : undefined;
    return (
      <TableHeader key={c.id} {...place(c, i, true)} aria-sort={dir ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
        {key ? (
          <button type="button" className={sortBtn} data-part="sort-header" onClick={() => p.onSort!(key, dir === 'asc' ? 'desc' : 'asc')}>
            {c.header}
            {dir ? (
              <ChevronDownIcon size={14} style={dir === 'asc' ? { transform: 'rotate(180deg)' } : undefined} />
            ) : (
              <ChevronsUpDownIcon size={14} />
            )}
          </button>
        ) : (
          c.header
        )}
      </TableHeader>
    );
  };

  return (
    <Table aria-label={p.label} aria-busy={p.loading || p.fetching || undefined} data-part="list-table">
      <TableHead>
        <TableRow>
          {p.selection && (
            <TableHeader {...selectPlace}>
              <Checkbox
                aria-label={t('list.selectPage')}
                checked={allOnPage}
                disabled={!ids.length}
                onChange={() => p.selection!.togglePage(ids)}
              />
            </TableHeader>
          )}
          {p.columns.map(header)}
          {p.menu && <TableHeader className={fitCell}>{t('common.actions')}</TableHeader>}
        </TableRow>
      </TableHead>
      <TableBody
        onKeyDown={onKeyDown}
        onContextMenu={onContextMenu}
        onMouseOver={titleCutText}
        className={p.fetching && !p.loading ? css({ opacity: 0.6 }) : undefined}
      >
        {p.loading && !p.rows
          ? skeleton()
          : p.error && !p.rows
            ? single(<ErrorState onRetry={p.onRetry} />)
            : rows.length === 0
              ? single(<EmptyState title={p.emptyText} />)
              : rows.map((row, i) => {
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
                })}
      </TableBody>
    </Table>
  );
}

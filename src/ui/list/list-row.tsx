import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { css } from 'styled-system/css';
import type { Translate } from '../../i18n/index.js';
import { Checkbox } from '../checkbox.js';
import type { MenuItem } from '../menu.js';
import { cellClass, fitCell, rowClass } from '../table.js';
import type { ListTableProps } from './list-table.js';
import { columnPlace, selectPlace } from './list-table-places.js';
import { RowMenu } from './row-menu.js';
import type { Column } from './types.js';

// The focused row's ring (issue 39, keyboard trial): the row's outline is painted under its cells, and the sticky
// first cells (their own layer) covered it. Each cell draws its part of the ring over its own background instead:
// top and bottom, the first cell the start edge, the last the end. The outline stays for forced colours (no
// shadows there) and for the phone cards (cardTable turns the cells' part off).
// (Written out: a literal css() stays out of Panda's runtime, tests/unit/build/panda-runtime.test.ts.)
const rowStyle = css({
  // A ticked row is tinted (design round 9: only the hovered row was), its checkbox says it too.
  '&[data-selected] > td': { bg: 'accent.subtle' },
  '&[data-selected]:hover > td': { bg: 'accent.subtle' },
  _focusVisible: {
    outline: '2px solid',
    outlineColor: 'accent.default',
    outlineOffset: '-2px',
    '& > td': { boxShadow: 'inset 0 2px 0 0 var(--colors-accent-default), inset 0 -2px 0 0 var(--colors-accent-default)' },
    '& > td:first-child': {
      boxShadow:
        'inset 0 2px 0 0 var(--colors-accent-default), inset 0 -2px 0 0 var(--colors-accent-default), inset 2px 0 0 0 var(--colors-accent-default)',
    },
    '& > td:last-child': {
      boxShadow:
        'inset 0 2px 0 0 var(--colors-accent-default), inset 0 -2px 0 0 var(--colors-accent-default), inset -2px 0 0 0 var(--colors-accent-default)',
    },
  },
});
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
    // Forced colours drop background images: the three dots are kept, drawn in the button's system colour.
    '@media (forced-colors: active)': {
      forcedColorAdjust: 'none',
      backgroundImage: 'radial-gradient(circle, ButtonText 1.5px, transparent 2px)',
    },
  },
});

/** What every row of a render shares: its cells' places and looks, and the table's handlers. */
export interface RowShared<T> {
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
      data-selected={selected || undefined}
      className={s.rowCls}
      // The row or one of its controls: the row is the list's Tab stop from now on.
      onFocus={() => s.focus(index)}
    >
      {s.select && (
        <td {...s.select}>
          <Checkbox aria-label={s.t('list.selectRow', { name: label })} tabIndex={-1} checked={selected} onChange={() => s.toggle(id)} />
        </td>
      )}
      {s.columns.map((c, ci) => (
        <td key={c.id} {...s.places[ci]} data-empty={c.empty?.(row) || undefined}>
          {c.cell(row)}
        </td>
      ))}
      {s.menuCell !== null && (
        <td className={s.menuCell} data-menu="">
          <RowMenu
            trigger={null}
            tabIndex={-1}
            label={s.t('list.rowActions', { name: label })}
            className={menuBtn}
            items={() => s.menu(row)}
          />
        </td>
      )}
    </tr>
  );
}
export const ListRow = memo(ListRowImpl) as typeof ListRowImpl;

/**
 * The rows' shared part, the same object across renders while the columns, their grow, the selection's and
 * the menus' presence and the language stay: the handlers rows call read the latest props.
 */
export function useRowShared<T>(p: ListTableProps<T>, grow: number, t: Translate, setFocus: (index: number) => void): RowShared<T> {
  const latest = useRef(p);
  useLayoutEffect(() => {
    latest.current = p;
  });
  const { columns } = p;
  const hasSelection = !!p.selection;
  const hasMenu = !!p.menu;
  const fixed = p.cards === true;
  return useMemo<RowShared<T>>(
    () => ({
      columns,
      // The body's cells, computed once (not once a cell).
      places: columns.map((c, i) => {
        const { className, ...rest } = columnPlace(c, i, false, grow, hasSelection, fixed);
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
    [columns, grow, hasSelection, hasMenu, fixed, t, setFocus],
  );
}

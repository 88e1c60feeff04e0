import type { CSSProperties } from 'react';
import { css } from 'styled-system/css';
import { cx } from '../cx.js';
import { fillCell, fillHead, fitCell, stickyCell, wideOnly } from '../table.js';
import type { Column } from './types.js';

// The selection column has a set width: the first data column sticks right after it.
const SELECT_W = '2.5rem';
const selectCell = css({ w: '10', minW: '10', maxW: '10', pe: '2' });

/** The selection column's cells: a set width, stuck at the start when the table scrolls sideways. */
export const selectPlace = { className: cx(selectCell, stickyCell), 'data-sticky': 'start' };

/** The sum of the columns' shares of the width left (issue 4). */
export const totalGrow = <T>(columns: Column<T>[]) => columns.reduce((n, c) => n + (c.fill?.grow ?? 0), 0);

/**
 * Class, inline style and sticky mark of column `i`'s cells (`head`: its header): the first column sticks
 * (after the selection column, if any); a filling column's header takes its share of `grow` and its minimum.
 */
export function columnPlace<T>(c: Column<T>, i: number, head: boolean, grow: number, hasSelection: boolean, fixed = false) {
  const sticky = i === 0;
  const style: CSSProperties & Record<string, string> = {};
  if (sticky && hasSelection) style['--sticky-start'] = SELECT_W;
  // Fixed columns (issue 38): a column without fill has its set width, the filling ones share the rest.
  if (fixed && head) {
    if (!c.fill) style.width = c.width ?? DEFAULT_W;
  } else if (c.fill && head) Object.assign(style, { width: `${((c.fill.grow / grow) * 100).toFixed(2)}%`, '--col-min': c.fill.min });
  return {
    className: cx(c.fill ? (head ? fillHead : fillCell) : fixed ? fixedCell : fitCell, sticky && stickyCell, c.wide && wideOnly),
    style,
    'data-sticky': sticky ? 'last' : undefined,
    'data-col': c.id,
    // A phone's card (`cards`): the cell's place on it, and what its line is (the column's header).
    'data-card': !head && c.card ? c.card : undefined,
    'data-label': !head && i > 0 && !c.card ? c.header : undefined,
  };
}

const DEFAULT_W = '8rem';
const MENU_W = '5rem';
/** A fixed column's cells: no wrapping of their one line (a badge, a phone), its width set by the header. */
const fixedCell = css({ whiteSpace: 'nowrap' });

/**
 * The narrowest a table of fixed columns gets (below, it scrolls inside its card): the set widths, the fill
 * columns' minimums, the selection and menu columns.
 */
export function fixedMinWidth<T>(columns: Column<T>[], hasSelection: boolean, hasMenu: boolean): string {
  const parts = columns.map((c) => (c.fill ? c.fill.min : (c.width ?? DEFAULT_W)));
  if (hasSelection) parts.push(SELECT_W);
  if (hasMenu) parts.push(MENU_W);
  return `calc(${parts.join(' + ')})`;
}
/** The menu column's width in a table of fixed columns. */
export const menuWidth = MENU_W;

/** A column's place in this table: `columnPlace` with the table's total grow and selection. */
export type PlaceOf<T> = (c: Column<T>, i: number, head: boolean) => ReturnType<typeof columnPlace>;

/** The list's row that is its Tab stop (the roving row): where the focus goes when what held it goes with the selection. */
export const LIST_TAB_STOP = '[data-part=list-table] tr[data-row][tabindex="0"]';

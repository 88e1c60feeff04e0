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
export function columnPlace<T>(c: Column<T>, i: number, head: boolean, grow: number, hasSelection: boolean) {
  const sticky = i === 0;
  const style: CSSProperties & Record<string, string> = {};
  if (sticky && hasSelection) style['--sticky-start'] = SELECT_W;
  if (c.fill && head) Object.assign(style, { width: `${((c.fill.grow / grow) * 100).toFixed(2)}%`, '--col-min': c.fill.min });
  return {
    className: cx(c.fill ? (head ? fillHead : fillCell) : fitCell, sticky && stickyCell, c.wide && wideOnly),
    style,
    'data-sticky': sticky ? 'last' : undefined,
    'data-col': c.id,
  };
}

/** A column's place in this table: `columnPlace` with the table's total grow and selection. */
export type PlaceOf<T> = (c: Column<T>, i: number, head: boolean) => ReturnType<typeof columnPlace>;

import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes, UIEvent, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { cx } from './cx.js';

// The card the table scrolls in (issue 4): the page never scrolls sideways, the table does, inside here.
const wrap = css({
  position: 'relative',
  // The container of the columns' minimum widths (narrower on a phone, see fillHead).
  containerType: 'inline-size',
  w: 'full',
  maxW: 'full',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.surface',
});
// Separate borders: collapsed ones belong to the grid and would not follow a sticky cell.
const table = css({ w: 'full', borderCollapse: 'separate', borderSpacing: '0', fontSize: '14px' });
const th = css({
  textAlign: 'start',
  fontWeight: 'medium',
  fontSize: '12px',
  color: 'fg.muted',
  px: '2.5',
  py: '2',
  bg: 'bg.subtle',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  whiteSpace: 'nowrap',
  _first: { ps: '4' },
  _last: { pe: '4' },
});
const td = css({
  px: '2.5',
  // Denser rows (round 10: five rows above the fold of Customers at 1280×800): a name and a username fit in 8 px of air.
  py: '2',
  bg: 'bg.surface',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  verticalAlign: 'middle',
  _first: { ps: '4' },
  _last: { pe: '4' },
});
const tr = css({ '&:last-child > td': { borderBottom: 'none' }, _hover: { '& > td': { bg: 'bg.subtle' } } });

/** A column as wide as its content, on one line (phone, status, amounts, actions). */
export const fitCell = css({ w: '1px', whiteSpace: 'nowrap' });
/**
 * A body cell of a column that shares the free width (`width` % and `min-width` set inline): it never
 * widens the table, its `cellText` is cut instead. Headers keep their natural width as a minimum.
 */
export const fillCell = css({ maxW: '0' });
/** The header of a sharing column: its `--col-min` (inline), less on a narrow card so more of the table shows. */
export const fillHead = css({ minW: 'var(--col-min)', '@container (max-width: 36rem)': { minW: 'min(var(--col-min), 8rem)' } });
/** Decoration a narrow table leaves out (an avatar, a logo): the first column keeps its room for the name. */
export const wideOnly = css({ '@container (max-width: 36rem)': { display: 'none' } });
/** What only a narrow table shows (a wide one has a column for it, see `Column.wide`). */
export const narrowOnly = css({ '@container (min-width: 36rem)': { display: 'none' } });
/** Words a narrow table leaves to assistive technology (a button keeps its icon and accessible name). */
export const wideText = css({ '@container (max-width: 64rem)': { srOnly: true } });
/** Stays in view while the table scrolls sideways; `--sticky-start` is its offset from the start edge. */
export const stickyCell = css({
  position: 'sticky',
  insetInlineStart: 'var(--sticky-start, 0px)',
  zIndex: 1,
  '&[data-sticky=last]': {
    transition: 'box-shadow 120ms',
    '[data-scrolled] &': { boxShadow: 'inset -1px 0 0 var(--colors-border-default), 6px 0 8px -6px rgba(0,0,0,0.25)' },
  },
});
/**
 * A cell's text, wrapped to a second line before it is cut with an ellipsis (issue 38: a word longer than the
 * column, an address, breaks where it must). The full text shows when the row has keyboard focus (no clamp) and
 * on hover (ListTable sets a title on a cut text).
 */
export const cellText = css({
  display: 'block',
  minW: '0',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  lineClamp: 2,
  'tr:is(:focus-visible, :has(:focus-visible)) &': { WebkitLineClamp: 'unset', lineClamp: 'unset' },
});

/**
 * A cell's line that stays one line (a row's secondary line: the owner under a company's name), cut with an
 * ellipsis so every row keeps one height; whole when the row has keyboard focus, its title on hover (ListTable).
 */
export const cellLine = css({
  display: 'block',
  minW: '0',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  'tr:is(:focus-visible, :has(:focus-visible)) &': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
});

const onScroll = (e: UIEvent<HTMLDivElement>) => {
  const el = e.currentTarget;
  el.toggleAttribute('data-scrolled', Math.abs(el.scrollLeft) > 0);
};

export const Table = ({ className, ...p }: HTMLAttributes<HTMLTableElement>) => (
  <div className={wrap} data-part="table-scroll" onScroll={onScroll}>
    <table className={cx(table, className)} part="table" {...p} />
  </div>
);
export const TableHead = (p: HTMLAttributes<HTMLTableSectionElement>) => <thead {...p} />;
export const TableBody = (p: HTMLAttributes<HTMLTableSectionElement>) => <tbody {...p} />;
/** The class of a body row and of a body cell, for tables that draw many (a list's rows write <tr>/<td> with them: no component per cell). */
export const rowClass = (className?: string) => cx(tr, className);
export const cellClass = (className?: string) => cx(td, className);
export const TableRow = ({ className, ...p }: HTMLAttributes<HTMLTableRowElement>) => <tr className={rowClass(className)} {...p} />;
export const TableHeader = ({ className, ...p }: ThHTMLAttributes<HTMLTableCellElement>) => (
  <th scope="col" className={cx(th, className)} {...p} />
);
export const TableCell = ({ className, ...p }: TdHTMLAttributes<HTMLTableCellElement>) => <td className={cellClass(className)} {...p} />;
const clamp2 = css({
  whiteSpace: 'normal',
  lineClamp: 2,
  'tr:is(:focus-visible, :has(:focus-visible)) &': { WebkitLineClamp: 'unset', lineClamp: 'unset' },
});

/**
 * Cell text that a narrow column cuts (see `cellText`): one line, or `lines={2}` (a description). The span
 * clips its own text (one node: a row holds several).
 */
export const CellText = ({ className, lines = 1, children, ...p }: HTMLAttributes<HTMLSpanElement> & { lines?: 1 | 2 }) => (
  <span data-cell-text="" className={cx(cellText, lines === 2 && clamp2, className)} {...p}>
    {children}
  </span>
);

/** One line of a cell (`cellLine`), cut with an ellipsis; its full text on hover and on the row's keyboard focus. */
export const CellLine = ({ className, children, ...p }: HTMLAttributes<HTMLSpanElement>) => (
  <span data-cell-text="" className={cx(cellLine, className)} {...p}>
    {children}
  </span>
);

/** `<CellText>` as an element, for the cells of a list (one line): the same span, without a component of its own. */
export const cellSpan = (children: ReactNode, className?: string) => (
  <span data-cell-text="" className={cx(cellText, className)}>
    {children}
  </span>
);

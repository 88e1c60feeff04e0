import type { ReactNode } from 'react';

/**
 * How a column takes the table's width (issue 4). Without it the column is as wide as its content, on one
 * line, never cut (phone, status, prices). With it the column shares what is left by `grow` and cuts its
 * text (`cellText`): the full text shows on hover and when the row has keyboard focus. `min` is the
 * narrowest it gets; below the sum of those the table scrolls inside its card.
 */
export interface ColumnFill {
  grow: number;
  min: string;
}

/** One column of a list: its header (already translated), cell, and the CSV text of the cell. */
export interface Column<T> {
  id: string;
  /** The column's name: its header, its CSV header, its label on a phone's card and in the column picker. */
  header: string;
  /** What its header shows instead, when that says more than its name (the Name column: "Name · Last name", its sort). */
  headerShown?: string;
  cell(row: T): ReactNode;
  /** Locale-formatted plain text for the CSV export; columns without it are not exported. */
  text?(row: T): string;
  /** The server's sort key of this column: its header sorts the list (the same state as the sort select). */
  sortKey?: string;
  fill?: ColumnFill;
  /** What the column shows while the first page loads (default one line of text). */
  skeleton?(): ReactNode;
  /** Left out of a narrow table (`wideOnly`): another column or the row's detail says it there. */
  wide?: boolean;
  /**
   * The set width of a column without `fill` in a table of fixed columns (`ListTable`'s `cards`): its x does not
   * move with the rows shown (issue 38, item 2). Default 8rem.
   */
  width?: string;
  /**
   * On a phone's card (`cards`): `'end'` on the first line after the name (short: a price, a status), `'under'` on
   * a line of its own right under the name, before the other cells (a status of several words).
   */
  card?: 'end' | 'under';
  /** Hidden unless the admin shows it (the Columns menu); its text is still exported. */
  optional?: boolean;
  /**
   * Whether the row has nothing to say in this column (its cell shows a dash): the table keeps the dash in its
   * column, a phone's card leaves the line out (round 10: cards padded with "Discounted price —").
   */
  empty?(row: T): boolean;
}

export interface Selection {
  isSelected(id: number): boolean;
  toggle(id: number): void;
  /** Selects (or clears) every id of the page. */
  togglePage(ids: number[]): void;
  /** Whether anything is picked (on any page, or every matching row). */
  readonly any?: boolean;
  /** Clears every pick (Escape on a row, as Linear does). */
  clear?(): void;
}

import type { ReactNode } from 'react';

/** One column of a list: its header (already translated), cell, and the CSV text of the cell. */
export interface Column<T> {
  id: string;
  header: string;
  cell(row: T): ReactNode;
  /** Locale-formatted plain text for the CSV export; columns without it are not exported. */
  text?(row: T): string;
}

export interface Selection {
  isSelected(id: number): boolean;
  toggle(id: number): void;
  /** Selects (or clears) every id of the page. */
  togglePage(ids: number[]): void;
}

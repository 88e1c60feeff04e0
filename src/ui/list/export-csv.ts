import { toCsv } from './csv.js';
import type { Column } from './types.js';

/** CSV of what the table shows: exported columns in order, translated headers, formatted values. */
export function rowsToCsv<T>(columns: Column<T>[], rows: T[]): string {
  const cols = columns.filter((c) => c.text);
  return toCsv(
    cols.map((c) => c.header),
    rows.map((r) => cols.map((c) => c.text!(r))),
  );
}

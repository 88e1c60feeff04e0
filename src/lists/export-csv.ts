import { toCsv } from './csv.js';

/** What the export reads of a list's column (ui/list/types.ts `Column`): its header and its cell as text. */
export interface CsvColumn<T> {
  header: string;
  /** Columns without it are not exported. */
  text?(row: T): string;
}

/** CSV of what the table shows: exported columns in order, translated headers, formatted values. */
export function rowsToCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const cols = columns.filter((c) => c.text);
  return toCsv(
    cols.map((c) => c.header),
    rows.map((r) => cols.map((c) => c.text!(r))),
  );
}

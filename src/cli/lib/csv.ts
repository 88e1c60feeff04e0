import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse, type CsvError as ParseError, type Options } from 'csv-parse';
import { parse as parseWhole } from 'csv-parse/sync';

/** One parsed CSV record with the 1-based line where it starts. */
export interface CsvRow {
  line: number;
  values: Record<string, string>;
}

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
    /** Records parsed before the error (an unterminated quote ends the file). */
    readonly partial: CsvRecord[] = [],
  ) {
    super(`line ${line}: ${message}`);
  }
}

/** One raw CSV record: its fields and the 1-based line where it starts. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

const UNTERMINATED = 'unterminated quoted field (a " is missing; the rest of the file was read as one field)';

/** Line breaks inside a field (only a quoted one holds any): CRLF, LF or CR, each one line. */
const breaks = (field: string) => (field.includes('\n') || field.includes('\r') ? (field.match(/\r\n|\r|\n/g)?.length ?? 0) : 0);

/**
 * csv-parse set for RFC 4180 as the CLI reads it, and the line each record starts on. Any of CRLF, LF or CR
 * ends a record (a file may mix them); a quote inside an unquoted field is a character (`5" screen`); rows
 * of any length are handed on (the callers say which column count they expected); a UTF-8 BOM is dropped.
 * The only error left is an unterminated quote: it is kept aside (`skip_records_with_error`, so the records
 * before it still arrive) and `end()` turns it into a CsvError naming the line where that record starts.
 *
 * Lines are counted here, not taken from csv-parse's `info`: its `lines` is where a record ends and counts
 * a CRLF inside quotes as two, and the per-record info (`info`, `on_record`) is a third of the parsing time.
 * Blank lines are records of one empty field (`skip_empty_lines` off), so each record starts on the line
 * after the previous one's last (its start plus the line breaks inside its fields); `take()` then drops
 * them, as a line holding only `""` is dropped too.
 */
function csvParsing(delimiter: string) {
  let next = 1;
  let failure: ParseError | undefined;
  const options: Options = {
    delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_records_with_error: true,
    on_skip: (e) => {
      failure ??= e;
      return undefined;
    },
  };
  return {
    options,
    /** The record with its line, or undefined for a blank line. */
    take(fields: string[]): CsvRecord | undefined {
      const line = next;
      next++;
      for (const f of fields) next += breaks(f);
      return fields.length === 1 && fields[0] === '' ? undefined : { line, fields };
    },
    /** Throws what stopped the parsing, if anything did (an unterminated quote), with the records before it. */
    end(partial: CsvRecord[] = []) {
      if (!failure) return;
      if (failure.code !== 'CSV_QUOTE_NOT_CLOSED') throw failure;
      throw new CsvError(UNTERMINATED, next, partial);
    },
  };
}

/**
 * RFC 4180 CSV read piece by piece by csv-parse's stream (quoted fields, "" escapes, CRLF, newlines inside
 * quotes): the text as it arrives, in chunks cut anywhere, and each record yielded with the line it starts
 * on; after the last one, a CsvError for an unterminated quote. A file of any size is read with a chunk's
 * records in memory.
 */
export async function* readCsv(chunks: AsyncIterable<string> | Iterable<string>, delimiter = ','): AsyncGenerator<CsvRecord> {
  const csv = csvParsing(delimiter);
  const parser = parse(csv.options);
  // One chunk read ahead at most. A failing source (a file that cannot be read) destroys the parser, and so
  // ends the loop below with its error.
  pipeline(Readable.from(chunks, { highWaterMark: 1 }), parser).catch(() => {});
  for await (const fields of parser as AsyncIterable<string[]>) {
    const record = csv.take(fields);
    if (record) yield record;
  }
  csv.end();
}

/** Splits RFC 4180 CSV into raw records (quoted fields, "" escapes, CRLF, newlines inside quotes) with start lines. */
export function parseCsvRecords(text: string, delimiter = ','): CsvRecord[] {
  const csv = csvParsing(delimiter);
  const out: CsvRecord[] = [];
  for (const fields of parseWhole(text, csv.options)) {
    const record = csv.take(fields);
    if (record) out.push(record);
  }
  csv.end(out);
  return out;
}

/**
 * The separator of a CSV file, from its header line: a comma, unless the header holds no comma but
 * semicolons (what a spreadsheet writes in Italian and other locales with a decimal comma) or tabs.
 */
export function sniffDelimiter(text: string): ',' | ';' | '\t' {
  const header = (
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .find((l) => l.trim()) ?? ''
  ).replace(/"[^"]*"/g, '');
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}

/** CSV with a header row: each record becomes an object keyed by the (trimmed, lower-cased) header. */
export function parseCsv(text: string, delimiter: ',' | ';' | '\t' = ','): { headers: string[]; rows: CsvRow[]; errors: CsvError[] } {
  const errors: CsvError[] = [];
  let records: CsvRecord[];
  try {
    records = parseCsvRecords(text, delimiter);
  } catch (e) {
    if (!(e instanceof CsvError)) throw e;
    errors.push(e);
    records = e.partial;
  }
  const head = records.shift();
  if (!head) return { headers: [], rows: [], errors };
  const headers = head.fields.map((h) => h.trim().toLowerCase());
  const rows: CsvRow[] = [];
  for (const r of records) {
    if (r.fields.length !== headers.length) {
      errors.push(new CsvError(`expected ${headers.length} columns (${headers.join(',')}), found ${r.fields.length}`, r.line));
      continue;
    }
    const values: Record<string, string> = {};
    headers.forEach((h, i) => (values[h] = r.fields[i]!.trim()));
    rows.push({ line: r.line, values });
  }
  return { headers, rows, errors };
}

/** CSV output: the shared cell encoder (RFC 4180 quoting plus formula neutralising, as in the panels' export). */
export { csvCell, csvLine } from '../../shared/text-safety.js';

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

/**
 * RFC 4180 CSV read piece by piece (quoted fields, "" escapes, CRLF, newlines inside quotes): `push` the
 * text as it arrives, in chunks cut anywhere, and each record is handed to `onRecord` with the line it
 * starts on; `end()` finishes the last one (a CsvError for an unterminated quote). A file of any size is
 * read with one record in memory.
 */
export class CsvReader {
  private fields: string[] = [];
  private field = '';
  private quoted = false;
  private line = 1;
  private recordLine = 1;
  private fieldStarted = false;
  /** A quote inside a quoted field ended the last chunk: the next character says if it was "" or the end. */
  private quotePending = false;
  /** A CR ended the last chunk: a LF after it belongs to the same line break. */
  private crPending = false;

  constructor(
    private readonly delimiter: string,
    private readonly onRecord: (r: CsvRecord) => void,
  ) {}

  private endRecord() {
    this.fields.push(this.field);
    if (!(this.fields.length === 1 && this.fields[0] === '' && !this.fieldStarted))
      this.onRecord({ line: this.recordLine, fields: this.fields });
    this.fields = [];
    this.field = '';
    this.fieldStarted = false;
  }

  push(text: string) {
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (this.crPending) {
        this.crPending = false;
        if (ch === '\n') continue;
      }
      if (this.quotePending) {
        this.quotePending = false;
        if (ch === '"') {
          this.field += '"';
          continue;
        }
        this.quoted = false;
      }
      if (this.quoted) {
        if (ch === '"') {
          if (i + 1 === text.length) this.quotePending = true;
          else if (text[i + 1] === '"') {
            this.field += '"';
            i++;
          } else this.quoted = false;
        } else {
          if (ch === '\n') this.line++;
          this.field += ch;
        }
        continue;
      }
      if (ch === '"' && this.field === '') {
        this.quoted = true;
        this.fieldStarted = true;
      } else if (ch === this.delimiter) {
        this.fields.push(this.field);
        this.field = '';
        this.fieldStarted = true;
      } else if (ch === '\n' || ch === '\r') {
        if (ch === '\r') {
          if (i + 1 === text.length) this.crPending = true;
          else if (text[i + 1] === '\n') i++;
        }
        this.endRecord();
        this.line++;
        this.recordLine = this.line;
      } else {
        this.field += ch;
        this.fieldStarted = true;
      }
    }
  }

  end() {
    if (this.quotePending) {
      this.quotePending = false;
      this.quoted = false;
    }
    if (this.quoted) throw new CsvError(UNTERMINATED, this.recordLine);
    if (this.field !== '' || this.fields.length > 0 || this.fieldStarted) this.endRecord();
  }
}

/** Splits RFC 4180 CSV into raw records (quoted fields, "" escapes, CRLF, newlines inside quotes) with start lines. */
export function parseCsvRecords(text: string, delimiter = ','): CsvRecord[] {
  const out: CsvRecord[] = [];
  const reader = new CsvReader(delimiter, (r) => out.push(r));
  reader.push(text);
  try {
    reader.end();
  } catch (e) {
    if (e instanceof CsvError) throw new CsvError(UNTERMINATED, e.line, out);
    throw e;
  }
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
    records = parseCsvRecords(text.replace(/^\uFEFF/, ''), delimiter);
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

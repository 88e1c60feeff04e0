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
    readonly partial: { line: number; fields: string[] }[] = [],
  ) {
    super(`line ${line}: ${message}`);
  }
}

/** Splits RFC 4180 CSV into raw records (quoted fields, "" escapes, CRLF, newlines inside quotes). */
export function parseCsvRecords(text: string, delimiter = ','): { line: number; fields: string[] }[] {
  const out: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0] === '' && !fieldStarted)) out.push({ line: recordLine, fields });
    fields = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === '') {
      quoted = true;
      fieldStarted = true;
    } else if (ch === delimiter) {
      fields.push(field);
      field = '';
      fieldStarted = true;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvError('unterminated quoted field (a " is missing; the rest of the file was read as one field)', recordLine, out);
  if (field !== '' || fields.length > 0 || fieldStarted) endRecord();
  return out;
}

/**
 * The separator of a CSV file, from its header line: a comma, unless the header holds no comma but
 * semicolons (what a spreadsheet writes in Italian and other locales with a decimal comma) or tabs.
 */
export function sniffDelimiter(text: string): ',' | ';' | '\t' {
  const header = (text.replace(/^\uFEFF/, '').split(/\r?\n/).find((l) => l.trim()) ?? '').replace(/"[^"]*"/g, '');
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  if (header.includes('\t')) return '\t';
  return ',';
}

/** CSV with a header row: each record becomes an object keyed by the (trimmed, lower-cased) header. */
export function parseCsv(text: string, delimiter: ',' | ';' | '\t' = ','): { headers: string[]; rows: CsvRow[]; errors: CsvError[] } {
  const errors: CsvError[] = [];
  let records: { line: number; fields: string[] }[];
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

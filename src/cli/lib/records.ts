import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { parseCsv, sniffDelimiter } from './csv.js';
import { CliError, EXIT, readAll, type Io } from './io.js';

/** One input item before validation, with where it came from. */
export interface InputRecord {
  line: number;
  value: Record<string, unknown>;
}

export interface InputProblem {
  line: number;
  message: string;
}

export type InputFormat = 'csv' | 'ndjson' | 'json' | 'lines';

/** Reads `--file PATH` or `-` (stdin) as text, with an error that names the file. */
export async function readSource(file: string, io: Io): Promise<string> {
  if (file === '-') return readAll(io.stdin);
  try {
    return await readFile(resolve(io.cwd ?? process.cwd(), file), 'utf8');
  } catch (e) {
    throw new CliError(`Cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, EXIT.usage);
  }
}

/**
 * `--file PATH` or `-` (stdin) read as text piece by piece (never the whole file at once), and the
 * SHA-256 of that text once it was all read (what `digestOf` gives for the whole text: --resume compares
 * them). A file that cannot be read is a usage error that names it.
 */
export function textSource(file: string, io: Io): { chunks: AsyncGenerator<string>; sha256: () => string } {
  const hash = createHash('sha256');
  let digest: string | undefined;
  async function* chunks(): AsyncGenerator<string> {
    const decoder = new StringDecoder('utf8');
    const input = file === '-' ? io.stdin : createReadStream(resolve(io.cwd ?? process.cwd(), file), { highWaterMark: 256 * 1024 });
    try {
      for await (const c of input as AsyncIterable<Buffer | string>) {
        const text = typeof c === 'string' ? c : decoder.write(c);
        if (!text) continue;
        hash.update(text);
        yield text;
      }
    } catch (e) {
      if (file === '-') throw e;
      throw new CliError(`Cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, EXIT.usage);
    }
    const last = decoder.end();
    if (last) {
      hash.update(last);
      yield last;
    }
    digest = hash.digest('hex');
  }
  return {
    chunks: chunks(),
    sha256: () => {
      if (digest === undefined) throw new Error('textSource: the digest is known once the text was read to its end');
      return digest;
    },
  };
}

/**
 * Calls `onLine` with each line of text arriving in pieces, numbered from 1, as `text.split(/\r?\n/)`
 * would cut it (a CR before the LF is dropped), the last line too.
 */
export async function forEachLine(chunks: AsyncIterable<string>, onLine: (line: string, n: number) => void): Promise<void> {
  let rest = '';
  let n = 0;
  for await (const c of chunks) {
    const first = c.indexOf('\n');
    if (first < 0) {
      rest += c; // a line longer than a chunk
      continue;
    }
    const text = rest + c;
    let start = 0;
    for (let nl = rest.length + first; nl >= 0; nl = text.indexOf('\n', start)) {
      onLine(text.slice(start, nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl), ++n);
      start = nl + 1;
    }
    rest = text.slice(start);
  }
  onLine(rest, ++n);
}

/** Picks the format: by extension, else by the first non-blank character ('[' JSON, '{' NDJSON, else CSV). */
export function detectFormat(file: string, text: string): InputFormat {
  if (/\.(ndjson|jsonl)$/i.test(file)) return 'ndjson';
  if (/\.json$/i.test(file)) return text.trimStart().startsWith('[') ? 'json' : 'ndjson';
  if (/\.csv$/i.test(file)) return 'csv';
  const first = text.trimStart()[0];
  if (first === '[') return 'json';
  if (first === '{') return 'ndjson';
  return 'csv';
}

export interface ParsedRecords {
  records: InputRecord[];
  problems: InputProblem[];
  /** The columns (CSV header) or the keys the objects hold (JSON, NDJSON); absent for plain id lines. */
  columns?: string[];
  /** A CSV separated by something else than commas (';' from a spreadsheet in an Italian locale, tabs). */
  delimiter?: ';' | '\t';
}

/** Parses text into records; problems carry line numbers and nothing is thrown for bad rows. */
export function parseRecords(text: string, format: InputFormat): ParsedRecords {
  const records: InputRecord[] = [];
  const problems: InputProblem[] = [];
  const keys = () => [...new Set(records.flatMap((r) => Object.keys(r.value).map((k) => k.toLowerCase())))];
  if (format === 'csv') {
    const delimiter = sniffDelimiter(text);
    const { headers, rows, errors } = parseCsv(text, delimiter);
    rows.forEach((r) => records.push({ line: r.line, value: r.values }));
    errors.forEach((e) => problems.push({ line: e.line, message: e.message.replace(/^line \d+: /, '') }));
    return { records, problems, columns: headers, ...(delimiter !== ',' ? { delimiter } : {}) };
  }
  if (format === 'json') {
    let arr: unknown;
    try {
      arr = JSON.parse(text);
    } catch (e) {
      problems.push({ line: 1, message: `not valid JSON: ${(e as Error).message}` });
      return { records, problems };
    }
    if (!Array.isArray(arr)) problems.push({ line: 1, message: 'expected a JSON array of objects' });
    else
      arr.forEach((v, i) => {
        if (v && typeof v === 'object' && !Array.isArray(v)) records.push({ line: i + 1, value: v as Record<string, unknown> });
        else if (typeof v === 'number' || typeof v === 'string') records.push({ line: i + 1, value: { id: v } });
        else problems.push({ line: i + 1, message: 'expected an object' });
      });
  } else {
    text.split(/\r?\n/).forEach((raw, i) => {
      const s = raw.trim();
      if (!s || s.startsWith('#')) return;
      if (format === 'lines') return records.push({ line: i + 1, value: { id: s } });
      try {
        const v = JSON.parse(s) as unknown;
        if (v && typeof v === 'object' && !Array.isArray(v)) records.push({ line: i + 1, value: v as Record<string, unknown> });
        else problems.push({ line: i + 1, message: 'expected a JSON object on this line' });
      } catch {
        problems.push({ line: i + 1, message: 'not valid JSON' });
      }
    });
  }
  return { records, problems, ...(format !== 'lines' ? { columns: keys() } : {}) };
}

/** "semicolon-separated", said once when a CSV did not use commas. */
export const delimiterNote = (source: string, d: ParsedRecords['delimiter']) =>
  d ? `Reading ${source} as ${d === ';' ? 'semicolon' : 'tab'}-separated (its header has no comma).\n` : '';

/** Formats problems for stderr, at most `max` of them. */
export function formatProblems(source: string, problems: InputProblem[], max = 50): string {
  const lines = problems
    .slice()
    .sort((a, b) => a.line - b.line)
    .slice(0, max)
    .map((p) => (p.line > 0 ? `  ${source}:${p.line}: ${p.message}` : `  ${source}: ${p.message}`));
  if (problems.length > max) lines.push(`  ... and ${problems.length - max} more`);
  return lines.join('\n');
}

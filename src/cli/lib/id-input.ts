import { resolve } from 'node:path';
import { usageError, type Io } from './io.js';
import { buildPlan, type BulkPlan } from './plan.js';
import { digestOf, type RunInput } from './results-file.js';
import { delimiterNote, detectFormat, parseRecords, readSource, type InputFormat, type InputRecord } from './records.js';

/** Where the ids of a bulk command by id come from: arguments, or `--file PATH|-` with an optional id column. */
export interface IdSource {
  file?: string;
  idColumn?: string;
}

/** What the messages and keys of one such command say: `member` / `enable` / key `enable:12`. */
export interface IdCommand {
  noun: string;
  verb: string;
}

/** Plain ids one per line, CSV (header with the id column), NDJSON or a JSON array. */
function formatOf(file: string, text: string, idColumn?: string): InputFormat {
  if (idColumn) return 'csv';
  const f = detectFormat(file, text);
  if (f !== 'csv' || /\.csv$/i.test(file)) return f;
  const first = text.split(/\r?\n/).find((l) => l.trim()) ?? '';
  return /^\s*\d+\s*$/.test(first) ? 'lines' : 'csv';
}

function idItem({ noun, verb }: IdCommand, column: string) {
  return (r: InputRecord) => {
    const raw = r.value[column];
    const s = raw === undefined || raw === null ? '' : String(raw).trim();
    if (!s) return { error: `no "${column}" value${column === 'id' ? '' : ' (check --id-column)'}` };
    if (!/^\d+$/.test(s) || Number(s) < 1 || Number(s) > 2_147_483_647) return { error: `"${s}" is not a ${noun} id (a positive whole number)` };
    const id = Number(s);
    return { item: { key: `${verb}:${id}`, line: r.line, label: `${noun} ${id}`, payload: id } };
  };
}

/**
 * A file without the id column is said once, with its columns and the likeliest --id-column, instead of
 * a "no id value" on every row.
 */
function missingIdColumn(source: string, column: string, columns: string[], given: boolean) {
  const likely = columns.find((c) => /(^|_|\b)id$/i.test(c) || /id$/i.test(c));
  return usageError(
    `${source} has no "${column}" column${given ? ' (the one --id-column names)' : ''}; its columns are ${columns.map((c) => `"${c}"`).join(', ')}. ` +
      (likely ? `Pass --id-column ${likely} to read the ids from "${likely}".` : 'Pass --id-column NAME with the column that holds the ids.'),
  );
}

/**
 * The plan of ids from the arguments or the file, and what the run records of its input (the file's
 * absolute path and SHA-256, or the ids); usage errors (exit 2) say what to give.
 */
export async function readIdPlan(cmd: IdCommand, ids: string[], src: IdSource, io: Io): Promise<{ plan: BulkPlan<number>; input: RunInput }> {
  if (ids.length && src.file) throw usageError(`Give ${cmd.noun} ids either as arguments or with --file, not both.`);
  if (!ids.length && !src.file) throw usageError(`Give the ${cmd.noun} ids to ${cmd.verb}: as arguments, or --file PATH|- (see --help).`);
  if (src.file) {
    const text = await readSource(src.file, io);
    const column = (src.idColumn ?? 'id').toLowerCase();
    const { records, problems, columns, delimiter } = parseRecords(text, formatOf(src.file, text, src.idColumn));
    const source = src.file === '-' ? 'stdin' : src.file;
    if (!records.length && !problems.length) throw usageError(`${source} holds no ${cmd.noun} ids.`);
    io.stderr.write(delimiterNote(source, delimiter));
    if (columns && records.length && !columns.includes(column)) throw missingIdColumn(source, column, columns, src.idColumn !== undefined);
    const input: RunInput = {
      file: src.file === '-' ? '-' : resolve(io.cwd ?? process.cwd(), src.file),
      sha256: digestOf(text),
      ...(src.idColumn ? { idColumn: src.idColumn } : {}),
    };
    return { plan: buildPlan(source, records, problems, idItem(cmd, column)), input };
  }
  return { plan: buildPlan('the arguments', ids.map((id, i) => ({ line: i + 1, value: { id } })), [], idItem(cmd, 'id')), input: { args: ids } };
}

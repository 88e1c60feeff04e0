import { resolve } from 'node:path';
import { CsvError, readCsv, sniffDelimiter } from './csv.js';
import { usageError, type Io } from './io.js';
import { lazyList, U32Builder, type ItemList } from './item-list.js';
import { invalidItems, type BulkItem, type BulkPlan, type BulkSkip } from './plan.js';
import { delimiterNote, detectFormat, forEachLine, textSource, type InputFormat, type InputProblem } from './records.js';
import type { RunInput } from './results-file.js';

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

/**
 * The ids of a run, read line by line and kept in typed arrays (a million ids take a few MB, not a
 * million objects): each distinct id once, in the order of the input, with its line; the later copies
 * with their line and the line of the first.
 */
export interface IdList {
  /** `stdin`, the file as given, or `the arguments`: for messages. */
  source: string;
  ids: Uint32Array;
  lines: Uint32Array;
  duplicates: { ids: Uint32Array; lines: Uint32Array; firstLines: Uint32Array };
  /** The position of `id` in `ids`, or -1. */
  indexOf(id: number): number;
}

/** Problems kept to be listed (the first ones); the others are counted. */
const KEEP_PROBLEMS = 50;
/** Keys of NDJSON or JSON objects remembered to name the columns of a file without the id column. */
const KEEP_KEYS = 200;
/** How much of an input is read to find its first line (and so its format) when no line ends sooner. */
const PEEK_LIMIT = 1 << 20;
const MAX_ID = 2_147_483_647;

/** Plain ids one per line, CSV (header with the id column), NDJSON or a JSON array: from the first line. */
function formatOf(file: string, head: string, idColumn?: string): InputFormat {
  if (idColumn) return 'csv';
  const f = detectFormat(file, head);
  if (f !== 'csv' || /\.csv$/i.test(file)) return f;
  const first = head.split(/\r?\n/).find((l) => l.trim()) ?? '';
  return /^\s*\d+\s*$/.test(first) ? 'lines' : 'csv';
}

/**
 * A file without the id column is said once, with its columns and the likeliest --id-column, instead of
 * a "no id value" on every row.
 */
function missingIdColumn(source: string, column: string, columns: string[], given: boolean) {
  const likely = columns.find((c) => /(^|_|\b)id$/i.test(c) || /id$/i.test(c));
  return usageError(
    `${source} has no "${column}" column${given ? ' (the one --id-column names)' : ''}; its columns are ${columns.map((c) => `"${c}"`).join(', ')}. ` +
      (likely
        ? `Pass --id-column ${likely} to read the ids from "${likely}".`
        : 'Pass --id-column NAME with the column that holds the ids.'),
  );
}

/** Takes records one at a time: the valid ids into typed arrays, the first problems, the keys seen. */
class IdCollector {
  private readonly allIds = new U32Builder();
  private readonly allLines = new U32Builder();
  readonly problems: InputProblem[] = [];
  problemCount = 0;
  records = 0;
  readonly keys = new Set<string>();

  constructor(
    private readonly cmd: IdCommand,
    readonly column: string,
  ) {}

  problem(line: number, message: string) {
    this.problemCount++;
    if (this.problems.length < KEEP_PROBLEMS) this.problems.push({ line, message });
  }

  /** One record whose id column holds `raw`. */
  take(line: number, raw: unknown) {
    this.records++;
    const s = raw === undefined || raw === null ? '' : String(raw).trim();
    if (!s) return this.problem(line, `no "${this.column}" value${this.column === 'id' ? '' : ' (check --id-column)'}`);
    const n = Number(s);
    if (!/^\d+$/.test(s) || n < 1 || n > MAX_ID) return this.problem(line, `"${s}" is not a ${this.cmd.noun} id (a positive whole number)`);
    this.allIds.push(n);
    this.allLines.push(line);
  }

  /** One object (NDJSON line, JSON array element): its keys are remembered, lower-cased. */
  takeObject(line: number, value: Record<string, unknown>) {
    for (const k of Object.keys(value)) if (this.keys.size < KEEP_KEYS) this.keys.add(k.toLowerCase());
    this.take(line, value[this.column]);
  }

  /**
   * The distinct ids in input order and the copies. The ids are sorted once (a native numeric sort of a
   * typed array), and each id is then found by binary search: no Set or Map of a million entries.
   */
  finish(source: string): IdList {
    const all = this.allIds.finish();
    const allLines = this.allLines.finish();
    const sorted = all.slice().sort();
    let u = 0;
    for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[u - 1]) sorted[u++] = sorted[i]!;
    const distinct = sorted.slice(0, u);
    const find = (id: number) => {
      let lo = 0;
      let hi = u - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        const v = distinct[mid]!;
        if (v === id) return mid;
        if (v < id) lo = mid + 1;
        else hi = mid - 1;
      }
      return -1;
    };
    const ids = new Uint32Array(u);
    const lines = new Uint32Array(u);
    const rank = new Uint32Array(u); // position in `ids` of the id at each sorted position
    const firstLine = new Uint32Array(u); // 0 until the id is met (lines start at 1)
    const dupIds = new U32Builder();
    const dupLines = new U32Builder();
    const dupFirst = new U32Builder();
    let k = 0;
    for (let p = 0; p < all.length; p++) {
      const s = find(all[p]!);
      if (firstLine[s] === 0) {
        firstLine[s] = allLines[p]!;
        rank[s] = k;
        ids[k] = all[p]!;
        lines[k++] = allLines[p]!;
      } else {
        dupIds.push(all[p]!);
        dupLines.push(allLines[p]!);
        dupFirst.push(firstLine[s]!);
      }
    }
    return {
      source,
      ids,
      lines,
      duplicates: { ids: dupIds.finish(), lines: dupLines.finish(), firstLines: dupFirst.finish() },
      indexOf: (id) => {
        const s = find(id);
        return s < 0 ? -1 : rank[s]!;
      },
    };
  }
}

/**
 * The elements of a JSON array arriving in pieces: each element's text is cut at the commas of the top
 * level (strings and nesting followed) and parsed on its own, so the array is never held whole. The
 * first syntax error is one problem on line 1, as JSON.parse of the whole text would give.
 */
class JsonArrayReader {
  private state: 'start' | 'array' | 'done' | 'failed' = 'start';
  private depth = 0;
  private inString = false;
  private escaped = false;
  private element = '';
  private count = 0;

  constructor(
    private readonly onElement: (index: number, value: unknown) => void,
    private readonly onError: (message: string) => void,
  ) {}

  private fail(message: string) {
    this.state = 'failed';
    this.onError(`not valid JSON: ${message}`);
  }

  private emit(text: string) {
    this.count++;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (e) {
      return this.fail(text.trim() ? (e as Error).message : `an empty element (element ${this.count})`);
    }
    this.onElement(this.count, value);
  }

  push(text: string) {
    let from = 0;
    for (let i = 0; i < text.length && this.state !== 'failed'; i++) {
      const ch = text[i]!;
      if (this.state === 'start' || this.state === 'done') {
        if (/\s|\uFEFF/.test(ch)) continue;
        if (this.state === 'done') return this.fail(`unexpected ${JSON.stringify(ch)} after the array`);
        if (ch !== '[') return this.fail('expected a JSON array');
        this.state = 'array';
        from = i + 1;
        continue;
      }
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (ch === '\\') this.escaped = true;
        else if (ch === '"') this.inString = false;
      } else if (ch === '"') this.inString = true;
      else if (ch === '[' || ch === '{') this.depth++;
      else if ((ch === ']' || ch === '}') && this.depth > 0) this.depth--;
      else if (ch === ',' && this.depth === 0) {
        this.emit(this.element + text.slice(from, i));
        this.element = '';
        from = i + 1;
      } else if (ch === ']') {
        const last = this.element + text.slice(from, i);
        this.element = '';
        if (last.trim() || this.count > 0) this.emit(last);
        if (this.state === 'array') this.state = 'done';
      }
    }
    if (this.state === 'array') this.element += text.slice(from);
  }

  end() {
    if (this.state === 'start' || this.state === 'array') this.fail('Unexpected end of JSON input');
  }
}

/** Until the first line that is not blank has ended (or PEEK_LIMIT), the format is not known. */
const formatKnown = (head: string) => {
  const i = head.search(/\S/);
  return (i >= 0 && head.indexOf('\n', i) >= 0) || head.length > PEEK_LIMIT;
};

/** Ids as arguments or a --file, one of the two (exit 2 otherwise): checked before anything is read. */
export function checkIdSource(cmd: IdCommand, args: readonly string[], src: IdSource): void {
  if (args.length && src.file) throw usageError(`Give ${cmd.noun} ids either as arguments or with --file, not both.`);
  if (!args.length && !src.file) throw usageError(`Give the ${cmd.noun} ids to ${cmd.verb}: as arguments, or --file PATH|- (see --help).`);
}

/**
 * Reads the ids of a bulk command from the arguments or from `--file PATH|-`, a piece at a time: plain
 * ids one per line, CSV (the `id` column or --id-column), NDJSON or a JSON array. Every invalid record is a
 * problem with its line, and any problem fails with exit 2 before anything is sent. Also answers what the
 * run records of its input (the file's absolute path and SHA-256, or the ids).
 */
export async function readIds(cmd: IdCommand, args: string[], src: IdSource, io: Io): Promise<{ list: IdList; input: RunInput }> {
  checkIdSource(cmd, args, src);
  if (!src.file) {
    const c = new IdCollector(cmd, 'id');
    args.forEach((id, i) => c.take(i + 1, id));
    if (c.problemCount) throw invalidItems('the arguments', c.problems, c.problemCount);
    return { list: c.finish('the arguments'), input: { args } };
  }
  const file = src.file;
  const source = file === '-' ? 'stdin' : file;
  const column = (src.idColumn ?? 'id').toLowerCase();
  const text = textSource(file, io);
  const it = text.chunks;
  let head = '';
  let ended = false;
  while (!formatKnown(head)) {
    const n = await it.next();
    if (n.done) {
      ended = true;
      break;
    }
    head += n.value;
  }
  async function* chunks(): AsyncGenerator<string> {
    if (head) yield head;
    head = '';
    if (!ended) yield* it;
  }
  const format = formatOf(file, head, src.idColumn);
  const c = new IdCollector(cmd, column);
  let columns: string[] | undefined;
  let delimiter: ';' | '\t' | undefined;

  if (format === 'lines' || format === 'ndjson')
    await forEachLine(chunks(), (raw, line) => {
      const s = raw.trim();
      if (!s || s.startsWith('#')) return;
      if (format === 'lines') return c.take(line, s);
      let v: unknown;
      try {
        v = JSON.parse(s);
      } catch {
        return c.problem(line, 'not valid JSON');
      }
      if (v && typeof v === 'object' && !Array.isArray(v)) c.takeObject(line, v as Record<string, unknown>);
      else c.problem(line, 'expected a JSON object on this line');
    });
  else if (format === 'json') {
    const reader = new JsonArrayReader(
      (index, v) => {
        if (v && typeof v === 'object' && !Array.isArray(v)) c.takeObject(index, v as Record<string, unknown>);
        else if (typeof v === 'number' || typeof v === 'string') c.takeObject(index, { id: v });
        else c.problem(index, 'expected an object');
      },
      (message) => c.problem(1, message),
    );
    for await (const piece of chunks()) reader.push(piece);
    reader.end();
  } else {
    const sep = sniffDelimiter(head);
    if (sep !== ',') delimiter = sep;
    let headers: string[] | undefined;
    let at = -1;
    try {
      for await (const r of readCsv(chunks(), sep)) {
        if (!headers) {
          headers = r.fields.map((h) => h.trim().toLowerCase());
          at = headers.indexOf(column);
        } else if (r.fields.length !== headers.length)
          c.problem(r.line, `expected ${headers.length} columns (${headers.join(',')}), found ${r.fields.length}`);
        else c.take(r.line, at >= 0 ? r.fields[at] : undefined);
      }
    } catch (e) {
      if (!(e instanceof CsvError)) throw e;
      c.problem(e.line, e.message.replace(/^line \d+: /, ''));
    }
    columns = headers ?? [];
  }
  if (format === 'ndjson' || format === 'json') columns = [...c.keys];

  if (!c.records && !c.problemCount) throw usageError(`${source} holds no ${cmd.noun} ids.`);
  io.stderr.write(delimiterNote(source, delimiter));
  if (columns && c.records && !columns.includes(column)) throw missingIdColumn(source, column, columns, src.idColumn !== undefined);
  if (c.problemCount) throw invalidItems(source, c.problems, c.problemCount);
  const input: RunInput = {
    file: file === '-' ? '-' : resolve(io.cwd ?? process.cwd(), file),
    sha256: text.sha256(),
    ...(src.idColumn ? { idColumn: src.idColumn } : {}),
  };
  return { list: c.finish(source), input };
}

/** The item of the id at position `i` of the list (`label` instead of `<noun> <id>` when given). */
export function idItem(cmd: IdCommand, list: IdList, i: number, label?: string): BulkItem<number> {
  const id = list.ids[i]!;
  return { key: `${cmd.verb}:${id}`, line: list.lines[i]!, label: label ?? `${cmd.noun} ${id}`, payload: id };
}

/** The later copies of ids, skipped as duplicates of the line of the first (made when asked for). */
export function duplicateSkips(cmd: IdCommand, list: IdList): ItemList<BulkSkip> {
  const d = list.duplicates;
  return lazyList(d.ids.length, (i) => {
    const id = d.ids[i]!;
    const line = d.lines[i]!;
    // The item's fields with the reason, as the plan of a small input has always written them (--json).
    const skip = {
      key: `${cmd.verb}:${id}@${line}`,
      line,
      label: `${cmd.noun} ${id}`,
      payload: id,
      reason: `duplicate of line ${d.firstLines[i]!}`,
    };
    return skip;
  });
}

/**
 * The plan of ids from the arguments or the file as arrays (for commands whose plans stay small), and
 * what the run records of its input; usage errors (exit 2) say what to give.
 */
export async function readIdPlan(
  cmd: IdCommand,
  ids: string[],
  src: IdSource,
  io: Io,
): Promise<{ plan: BulkPlan<number>; input: RunInput }> {
  const { list, input } = await readIds(cmd, ids, src, io);
  return {
    plan: { items: Array.from({ length: list.ids.length }, (_, i) => idItem(cmd, list, i)), skipped: [...duplicateSkips(cmd, list)] },
    input,
  };
}

import { terminalSafe } from '../../shared/text-safety.js';
import { usageError, type Io } from './io.js';
import { wrapForTerminal } from './wrap.js';

/**
 * Data for people on a terminal: control and bidi characters become visible escapes (`\x1b`, `\u202e`).
 * Every value that comes from the server or from input files goes through this before it is printed
 * for people; --json, NDJSON and CSV output stay exact.
 */
export const safe = (value: unknown): string => terminalSafe(value === null || value === undefined ? '' : String(value));

/** The same for messages that may span lines (line feeds and tabs are kept). */
export const safeText = (value: string): string => terminalSafe(value, { multiline: true });

export interface OutputOptions {
  color?: boolean;
  /** `--json` (every field) or `--json a,b` (those fields, in that order). */
  json?: boolean | string;
}

/**
 * The fields `--json a,b,c` asks for, checked against the fields the command prints (`--json` alone:
 * undefined, every field). An unknown field is a usage error that lists the ones there are.
 */
export function jsonFields(value: boolean | string | undefined, available: readonly string[]): string[] | undefined {
  if (typeof value !== 'string') return undefined;
  const fields = [
    ...new Set(
      value
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = fields.filter((f) => !available.includes(f));
  if (fields.length === 0 || unknown.length)
    throw usageError(
      `${unknown.length ? `Unknown JSON field${unknown.length === 1 ? '' : 's'} ${unknown.map((f) => `"${safe(f)}"`).join(', ')}. ` : ''}` +
        `--json takes no value (every field) or a comma-separated list of: ${available.join(', ')}.`,
    );
  return fields;
}

/** One object with only the chosen fields (missing ones as null), or the object itself. */
export const pickFields = (o: object, fields: string[] | undefined): object =>
  fields ? Object.fromEntries(fields.map((f) => [f, (o as Record<string, unknown>)[f] ?? null])) : o;

/**
 * Colour only when the stream it is written to is a terminal (stdout for data, stderr for messages), never
 * with NO_COLOR (any value), --no-color or TERM=dumb; FORCE_COLOR turns it on.
 */
export function useColor(io: Io, opts: OutputOptions, stream: 'stdout' | 'stderr' = 'stdout'): boolean {
  if (opts.color === false) return false;
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false;
  if (io.env.FORCE_COLOR && io.env.FORCE_COLOR !== '0') return true;
  if (io.env.TERM === 'dumb') return false;
  return (stream === 'stdout' ? io.stdoutIsTTY : io.stderrIsTTY) ?? io.isTTY;
}

export interface Paint {
  green(s: string): string;
  red(s: string): string;
  yellow(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
}

const wrap = (on: boolean, open: number, close: number) => (s: string) => (on ? `\x1b[${open}m${s}\x1b[${close}m` : s);

export const paint = (on: boolean): Paint => ({
  green: wrap(on, 32, 39),
  red: wrap(on, 31, 39),
  yellow: wrap(on, 33, 39),
  dim: wrap(on, 2, 22),
  bold: wrap(on, 1, 22),
});

export const writeLine = (stream: Io['stdout'], line = '') => stream.write(line + '\n');

/** A line for people on stdout (not data): broken at spaces to the terminal's width when stdout is one. */
export const writeText = (io: Pick<Io, 'stdout' | 'columns'>, text: string) => io.stdout.write(`${wrapForTerminal(text, io.columns)}\n`);

/** A message on stderr, wrapped at spaces to the terminal's width when stderr is one: a long hint never runs past the edge. */
export const writeNote = (io: Pick<Io, 'stderr' | 'stderrColumns'>, text: string) =>
  io.stderr.write(`${wrapForTerminal(text, io.stderrColumns)}\n`);

/** The columns a cell takes on a terminal: its characters, without the ANSI colour codes. */
export const visibleLength = (s: string) =>
  // Most cells are plain text without surrogate pairs: their length is their columns (a million rows ask).
  PLAIN.test(s) ? s.length : [...s.replace(/\x1b\[[0-9;]*m/g, '')].length;

const PLAIN = /^[^\x1b\uD800-\uDFFF]*$/;

const stripEscapes = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');

/** `s` cut to `width` visible characters, ending in "…" when cut (a coloured cell loses its colour then). */
function clip(s: string, width: number, length = visibleLength(s)): string {
  if (length <= width) return s;
  const chars = [...stripEscapes(s)];
  return width <= 1 ? chars.slice(0, width).join('') : `${chars.slice(0, width - 1).join('')}…`;
}

/**
 * The width of each column for `rows` under `headers`: its widest cell (a loop, not a spread: a million
 * rows are more arguments than a call takes). With `width` (the terminal's columns, when stdout is one)
 * the widest columns give way first, each down to its header or 6 characters, so no line wraps.
 * `giveFirst` names the columns (by index) that give way before all others, free text such as a title,
 * so that short facts stay whole.
 */
export function columnWidths(
  headers: string[],
  rows: Iterable<string[]>,
  width?: number,
  giveFirst: readonly number[] = [],
  /** The room the last column keeps (it wraps, never cut): free text such as a title; 0 for none. */
  lastRoom = 0,
): number[] {
  const widths = headers.map((h) => visibleLength(h));
  for (const r of rows)
    for (let i = 0; i < widths.length; i++) {
      const w = visibleLength(r[i] ?? '');
      if (w > widths[i]!) widths[i] = w;
    }
  if (width && width > 0) {
    const floor = headers.map((h) => Math.max(visibleLength(h), 6));
    // Free text as the last column (a title) wraps under itself instead of being cut: with `lastRoom` it keeps
    // room for words (or its widest cell when narrower), and the other columns give way.
    const last = headers.length - 1;
    if (last >= 0 && lastRoom > 0) floor[last] = Math.max(floor[last]!, Math.min(widths[last]!, lastRoom));
    const total = () => widths.reduce((a, b) => a + b, 0) + 2 * (widths.length - 1);
    const widestOf = (columns: readonly number[]) => {
      let widest = -1;
      for (const i of columns) if (widths[i]! > floor[i]! && (widest < 0 || widths[i]! > widths[widest]!)) widest = i;
      return widest;
    };
    const all = headers.map((_, i) => i);
    while (total() > width) {
      const widest = giveFirst.length && widestOf(giveFirst) >= 0 ? widestOf(giveFirst) : widestOf(all);
      if (widest < 0) break;
      widths[widest]!--;
    }
  }
  return widths;
}

/** The room a title as the last column of a narrow table keeps for its words (it wraps rather than being cut). */
export const TITLE_ROOM = 20;

/** `text` in lines of at most `width` characters, broken at spaces where it can (a longer word is split). */
export function wrapText(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of stripEscapes(text).split(' ')) {
    let w = word;
    while ([...w].length > width) {
      if (line) {
        out.push(line);
        line = '';
      }
      const chars = [...w];
      out.push(chars.slice(0, width).join(''));
      w = chars.slice(width).join('');
    }
    if (!line) line = w;
    else if ([...line].length + 1 + [...w].length <= width) line += ` ${w}`;
    else {
      out.push(line);
      line = w;
    }
  }
  if (line || !out.length) out.push(line);
  return out;
}

/**
 * One line of a table with these column widths. `clipCells` (a terminal) cuts a wider cell to its column,
 * ending in "…", except the last column, which wraps onto lines of its own under it (a title or a name is
 * never cut mid-value); otherwise (piped output) a wider cell stays whole and only that line loses its
 * alignment.
 */
export function tableLine(cells: string[], widths: readonly number[], clipCells = true): string {
  const last = cells.length - 1;
  let wrapped: string[] | undefined;
  const line = cells
    .map((cell, i) => {
      const length = visibleLength(cell);
      if (i === last && clipCells && length > widths[i]! && widths[i]! > 0) {
        wrapped = wrapText(cell, widths[i]!);
        return wrapped[0]!;
      }
      const c = clipCells && length > widths[i]! ? clip(cell, widths[i]!, length) : cell;
      const pad = widths[i]! - (c === cell ? length : visibleLength(c));
      return i === last || pad <= 0 ? c : c + ' '.repeat(pad);
    })
    .join('  ')
    .trimEnd();
  if (!wrapped || wrapped.length < 2) return line;
  const indent = ' '.repeat(widths.slice(0, last).reduce((a, b) => a + b + 2, 0));
  return [line, ...wrapped.slice(1).map((w) => indent + w)].join('\n');
}

/**
 * A plain aligned table; cells are already strings. With `width` (the terminal's columns, when stdout is
 * one) the widest columns give way first (see columnWidths) and cut cells end in "…", so no line wraps;
 * piped output (no width) keeps every cell whole.
 */
export function table(headers: string[], rows: string[][], width?: number, giveFirst: readonly number[] = [], lastRoom = 0): string {
  const widths = columnWidths(headers, rows, width, giveFirst, lastRoom);
  return [tableLine(headers, widths), ...rows.map((r) => tableLine(r, widths))].join('\n');
}

/** The widest line of a text (a loop: no spread of every line into Math.max). */
export function widestLine(text: string): number {
  let widest = 0;
  for (const l of text.split('\n')) widest = Math.max(widest, visibleLength(l));
  return widest;
}

/** "PHONE and NAME left out to fit 80 columns (...)": said on stderr when a table dropped columns. */
export const hiddenColumnsNote = (hidden: string[], width: number) =>
  `${hidden.length === 1 ? hidden[0] : `${hidden.slice(0, -1).join(', ')} and ${hidden[hidden.length - 1]}`} left out to fit ${width} columns (--json shows every field).`;

/** Rows the streamed table reads before it fixes its column widths. */
export const TABLE_WINDOW = 1000;

/**
 * A table written as its rows arrive (`--all`: a million rows are never held at once). The column widths
 * are those of the first `window` rows (and the headers), fitted to `width` on a terminal; the rows are
 * then written with those widths, 64 KB at a time with backpressure. On a terminal a later, wider cell is
 * cut to its column ("…"); piped, it stays whole. `cells(short)` makes a row's cells; `fits` may ask for
 * the short form (e.g. relative times only) when the long one would not fit the terminal.
 */
export function streamedTable<T>(opts: {
  headers: string[];
  cells: (row: T, short: boolean) => string[];
  write: (text: string) => Promise<void>;
  width?: number | undefined;
  giveFirst?: readonly number[];
  /** The room the last column keeps when it is free text (see columnWidths). */
  lastRoom?: number;
  /** Whether the table has a short form to fall back on at a narrow terminal. */
  hasShort?: boolean;
  /**
   * Columns (by index) that are left out whole, in this order, while the table is wider than `width`,
   * so that the others keep their values whole; `onHidden` is told which were left out.
   */
  drop?: readonly number[];
  onHidden?: (headers: string[]) => void;
  window?: number;
}) {
  const window = opts.window ?? TABLE_WINDOW;
  let pending: T[] = [];
  let widths: number[] | undefined;
  let short = false;
  let count = 0;
  /** The columns shown (all, unless some were left out to fit the terminal). */
  let keep: number[] = opts.headers.map((_, i) => i);
  const project = (cells: string[]) => (keep.length === cells.length ? cells : keep.map((i) => cells[i]!));
  const sum = (w: number[]) => w.reduce((a, b) => a + b, 0) + 2 * (w.length - 1);
  const fix = async () => {
    let rows = pending.map((r) => opts.cells(r, false));
    if (opts.width && opts.hasShort && sum(columnWidths(opts.headers, rows)) > opts.width) {
      short = true;
      rows = pending.map((r) => opts.cells(r, true));
    }
    if (opts.width && opts.drop?.length) {
      // Whole columns are left out, in the order given, before any value is cut.
      const natural = columnWidths(opts.headers, rows);
      const hidden: number[] = [];
      for (const i of opts.drop) {
        if (sum(natural.filter((_, k) => !hidden.includes(k))) <= opts.width) break;
        hidden.push(i);
      }
      // A column left out early may fit once a wider one is out (PHONE beside long names): given back,
      // the most valuable first (the reverse of the drop order).
      for (const i of [...hidden].reverse()) {
        const without = hidden.filter((k) => k !== i);
        if (sum(natural.filter((_, k) => !without.includes(k))) <= opts.width) hidden.splice(hidden.indexOf(i), 1);
      }
      if (hidden.length) {
        keep = keep.filter((i) => !hidden.includes(i));
        opts.onHidden?.(hidden.map((i) => opts.headers[i]!));
      }
    }
    const headers = project(opts.headers);
    rows = rows.map(project);
    const giveFirst = (opts.giveFirst ?? []).map((i) => keep.indexOf(i)).filter((i) => i >= 0);
    widths = columnWidths(headers, rows, opts.width, giveFirst, opts.lastRoom ?? 0);
    let text = tableLine(headers, widths) + '\n';
    for (const r of rows) text += tableLine(r, widths, opts.width !== undefined) + '\n';
    pending = [];
    await opts.write(text);
  };
  return {
    /** Rows written or waiting so far. */
    get count() {
      return count;
    },
    async push(rows: Iterable<T>) {
      if (widths) {
        let text = '';
        for (const r of rows) {
          count++;
          text += tableLine(project(opts.cells(r, short)), widths, opts.width !== undefined) + '\n';
        }
        await opts.write(text);
        return;
      }
      for (const r of rows) {
        count++;
        pending.push(r);
      }
      if (pending.length >= window) await fix();
    },
    /** Writes the rows still waiting (fewer than the window); answers how many rows there were. */
    async end(): Promise<number> {
      if (!widths && pending.length) await fix();
      return count;
    },
  };
}

/** The width a table may take: the terminal's columns when stdout is a terminal, else none (full cells). */
export const tableWidth = (io: Io): number | undefined => ((io.stdoutIsTTY ?? false) && io.columns ? io.columns : undefined);

export interface Counts {
  succeeded: number;
  failed: number;
  skipped: number;
}

/** A count for people: 1,000,000 (thousands separators, whatever the locale). */
export const num = (n: number) => n.toLocaleString('en-US');

/** "1,000 members", "1 member". */
export const counted = (n: number, noun: { one: string; many: string }) => `${num(n)} ${n === 1 ? noun.one : noun.many}`;

export const summaryLine = (c: Counts) => `${num(c.succeeded)} succeeded, ${num(c.failed)} failed, ${num(c.skipped)} skipped`;

/** Human duration: 1.2s, 3m04s. */
export function duration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '?';
  const s = ms / 1000;
  // Rounded once, before it is split: 119.6 s is "2m00s", never "1m60s" (nor 59.6 s "60s").
  if (Math.round(s * 10) < 100) return `${(Math.round(s * 10) / 10).toFixed(1)}s`;
  const whole = Math.round(s);
  if (whole < 60) return `${whole}s`;
  if (whole < 3600) return `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`;
  // An hour and more in hours and minutes, a day and more in days and hours: "2h05m", "7d 0h".
  const minutes = Math.round(s / 60);
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)}h${String(minutes % 60).padStart(2, '0')}m`;
  const hours = Math.round(s / 3600);
  return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}

/** A pace for people: "2/s", "0.5/s", under one a second per minute ("1/m"), under one a minute per hour. */
export function paceText(perSecond: number): string {
  if (perSecond >= 0.95) return `${Math.round(perSecond * 10) / 10}/s`;
  if (perSecond * 60 >= 0.95) return `${Math.round(perSecond * 600) / 10}/m`;
  return `${Math.round(perSecond * 36000) / 10}/h`;
}

/**
 * The line under a page of a list: "Showing 11 to 20 of 60 members (page 2 of 6)"; "No members." when there
 * are none; and for a page past the end, which page is the last, instead of "Showing 0 to 0".
 */
export function pageSummary(
  noun: { one: string; many: string },
  p: { page: number; limit: number; shown: number; total: number; pageCount: number },
): string {
  if (p.total === 0) return `No ${noun.many}.`;
  const all = counted(p.total, noun);
  if (p.shown === 0)
    return `Page ${num(p.page)} is past the end: ${all}, ${num(p.pageCount)} page${p.pageCount === 1 ? '' : 's'} of ${num(p.limit)}.`;
  const from = (p.page - 1) * p.limit + 1;
  return `Showing ${num(from)} to ${num(from + p.shown - 1)} of ${all} (page ${num(p.page)} of ${num(p.pageCount)})`;
}

import { terminalSafe } from '../../shared/text-safety.js';
import { usageError, type Io } from './io.js';

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

/** The columns a cell takes on a terminal: its characters, without the ANSI colour codes. */
export const visibleLength = (s: string) => [...s.replace(/\x1b\[[0-9;]*m/g, '')].length;

const stripEscapes = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '');

/** `s` cut to `width` visible characters, ending in "…" when cut (a coloured cell loses its colour then). */
function clip(s: string, width: number): string {
  if (visibleLength(s) <= width) return s;
  const chars = [...stripEscapes(s)];
  return width <= 1 ? chars.slice(0, width).join('') : `${chars.slice(0, width - 1).join('')}…`;
}

/**
 * A plain aligned table; cells are already strings. With `width` (the terminal's columns, when stdout is
 * one) the widest columns give way first, each down to its header or 6 characters, and cut cells end in
 * "…", so no line wraps; piped output (no width) keeps every cell whole. `giveFirst` names the columns
 * (by index) that give way before all others, free text such as a title, so that short facts stay whole.
 */
export function table(headers: string[], rows: string[][], width?: number, giveFirst: readonly number[] = []): string {
  const widths = headers.map((h, i) => Math.max(visibleLength(h), ...rows.map((r) => visibleLength(r[i] ?? ''))));
  if (width && width > 0) {
    const floor = headers.map((h) => Math.max(visibleLength(h), 6));
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
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => {
        const c = clip(cell, widths[i]!);
        return i === cells.length - 1 ? c : c + ' '.repeat(widths[i]! - visibleLength(c));
      })
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].join('\n');
}

/** The width a table may take: the terminal's columns when stdout is a terminal, else none (full cells). */
export const tableWidth = (io: Io): number | undefined => ((io.stdoutIsTTY ?? false) && io.columns ? io.columns : undefined);

export interface Counts {
  succeeded: number;
  failed: number;
  skipped: number;
}

export const summaryLine = (c: Counts) => `${c.succeeded} succeeded, ${c.failed} failed, ${c.skipped} skipped`;

/** Human duration: 1.2s, 3m04s. */
export function duration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '?';
  const s = ms / 1000;
  if (s < 60) return `${s.toFixed(s < 10 ? 1 : 0)}s`;
  const m = Math.floor(s / 60);
  return `${m}m${String(Math.round(s % 60)).padStart(2, '0')}s`;
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
  const all = `${p.total} ${p.total === 1 ? noun.one : noun.many}`;
  if (p.shown === 0)
    return `Page ${p.page} is past the last page: ${all}, ${p.pageCount} page${p.pageCount === 1 ? '' : 's'} of ${p.limit}.`;
  const from = (p.page - 1) * p.limit + 1;
  return `Showing ${from} to ${from + p.shown - 1} of ${all} (page ${p.page} of ${p.pageCount})`;
}

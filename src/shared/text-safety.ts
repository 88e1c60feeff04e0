/**
 * Text-safety helpers shared by the browser, the CLI and the server. Pure and dependency-free: this
 * module imports nothing, so any bundle can use it.
 */

/** Cells a spreadsheet would read as a formula (OWASP CSV injection): = + - @ tab CR at the start. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes `'` to text a spreadsheet would evaluate as a formula; anything else is returned as is. */
export function neutraliseCsvFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One CSV cell (RFC 4180): formula-neutralised, then quoted when it holds a comma, a quote, a line
 * break or leading/trailing white space. `null` and `undefined` are empty cells.
 */
export function csvCell(value: unknown): string {
  const s = neutraliseCsvFormula(value === null || value === undefined ? '' : String(value));
  return /[",\r\n]/.test(s) || /^\s|\s$/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Cells joined with commas. */
export const csvLine = (cells: readonly unknown[]): string => cells.map(csvCell).join(',');

/**
 * Characters a terminal must never receive raw from data: C0 controls (U+0000–U+001F), DEL, C1
 * controls (U+0080–U+009F) and the bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E,
 * U+2066–U+2069).
 */
/** The bidirectional formatting characters, as the body of a character class (shared with the contract). */
export const BIDI_CONTROLS_CLASS = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
/** Every C0 and C1 control and DEL, as the body of a character class. */
export const CONTROLS_CLASS = '\\u0000-\\u001f\\u007f-\\u009f';
const UNSAFE_ONE_LINE = new RegExp(`[${CONTROLS_CLASS}${BIDI_CONTROLS_CLASS}]`, 'g');
const UNSAFE_TEST = new RegExp(UNSAFE_ONE_LINE.source);
/** The same, but line feeds and tabs pass (text that is meant to span lines). */
const UNSAFE_MULTILINE = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f${BIDI_CONTROLS_CLASS}]`, 'g');

const visible = (ch: string): string => {
  const code = ch.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

export interface TerminalSafeOptions {
  /** Keep `\n` and `\t` (multi-line messages); by default they are escaped too (one-line cells). */
  multiline?: boolean;
}

/**
 * Makes data safe to print on a terminal: every control character (C0, DEL, C1) and every bidi
 * control is replaced by a visible escape such as `\x1b` or `\u202e`, so data can neither send
 * escape sequences (retitle, clear, recolour the terminal) nor reorder the text around it.
 */
export function terminalSafe(text: string, opts: TerminalSafeOptions = {}): string {
  return text.replace(opts.multiline ? UNSAFE_MULTILINE : UNSAFE_ONE_LINE, visible);
}

/** True when `terminalSafe` would change the text. */
export function hasUnsafeTerminalChars(text: string): boolean {
  return UNSAFE_TEST.test(text);
}

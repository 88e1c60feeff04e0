import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, hasUnsafeTerminalChars, neutraliseCsvFormula, terminalSafe } from '../../../src/shared/text-safety.js';
import { csvCell as panelCsvCell } from '../../../src/lists/csv.js';
import { csvCell as cliCsvCell } from '../../../src/cli/lib/csv.js';

describe('neutraliseCsvFormula', () => {
  it('prefixes a quote to cells starting with = + - @ tab or CR, and only those', () => {
    for (const s of ['=HYPERLINK("http://x","y")', '+39 333', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(neutraliseCsvFormula(s)).toBe(`'${s}`);
    for (const s of ['plain', 'a=b', ' =x', '', "'=already", 'Ünïcode']) expect(neutraliseCsvFormula(s)).toBe(s);
  });
});

describe('csvCell / csvLine', () => {
  it('neutralises, then quotes commas, quotes, line breaks and edge white space', () => {
    expect(csvCell('=HYPERLINK("http://evil","click")')).toBe(`"'=HYPERLINK(""http://evil"",""click"")"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('\tlead')).toBe("'\tlead");
    expect(csvCell(' pad')).toBe('" pad"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(-3)).toBe("'-3");
    expect(csvLine(['=1', 'x', null])).toBe("'=1,x,");
  });
  it('is the one encoder of the panels and of the CLI', () => {
    expect(panelCsvCell).toBe(csvCell);
    expect(cliCsvCell).toBe(csvCell);
  });
});

describe('terminalSafe', () => {
  it('escapes C0, DEL and C1 controls visibly', () => {
    expect(terminalSafe('a\x1b]0;pwned\x07b')).toBe('a\\x1b]0;pwned\\x07b');
    expect(terminalSafe('\x1b[2J')).toBe('\\x1b[2J');
    expect(terminalSafe('\x00\x7f\x85\x9b')).toBe('\\x00\\x7f\\x85\\x9b');
  });
  it('escapes bidi controls', () => {
    const bidi = ['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const ch of bidi) expect(terminalSafe(`x${ch}y`)).toBe(`x\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}y`);
    expect(terminalSafe('abc\u202etxt.exe')).toBe('abc\\u202etxt.exe');
  });
  it('escapes line breaks and tabs in one-line text; multiline keeps \\n and \\t but not \\r', () => {
    expect(terminalSafe('a\nb\tc\rd')).toBe('a\\x0ab\\x09c\\x0dd');
    expect(terminalSafe('a\nb\tc\rd\x1b', { multiline: true })).toBe('a\nb\tc\\x0dd\\x1b');
  });
  it('leaves ordinary text alone, including accents, emoji and other scripts', () => {
    for (const s of ['Ada Rossi', 'Álvaro Díaz', 'Zoë 🚀', 'محمد', 'שלום', '東京', 'a\u200db']) {
      expect(terminalSafe(s)).toBe(s);
      expect(hasUnsafeTerminalChars(s)).toBe(false);
    }
    expect(hasUnsafeTerminalChars('x\x1b')).toBe(true);
    expect(hasUnsafeTerminalChars('x\u2067')).toBe(true);
  });
});

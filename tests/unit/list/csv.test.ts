import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, toCsv } from '../../../src/lists/csv.js';
import { rowsToCsv } from '../../../src/lists/export-csv.js';

describe('CSV escaping', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('protects against formula injection (= + - @ tab CR)', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('+39 333')).toBe("'+39 333");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('=1,2')).toBe(`"'=1,2"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('builds a file with BOM, header and CRLF lines', () => {
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"');
    expect(toCsv(['H1', 'H2'], [['1', '2']])).toBe('\uFEFFH1,H2\r\n1,2\r\n');
  });

  it('exports only columns with text, in order', () => {
    const cols = [
      { id: 'a', header: 'A', cell: () => null, text: (r: { a: string }) => r.a },
      { id: 'x', header: 'X', cell: () => null },
      { id: 'b', header: 'B', cell: () => null, text: () => '=x' },
    ];
    expect(rowsToCsv(cols, [{ a: 'one' }])).toBe("\uFEFFA,B\r\none,'=x\r\n");
  });
});

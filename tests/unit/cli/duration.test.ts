import { describe, expect, it } from 'vitest';
import { duration } from '../../../src/cli/lib/output.js';

describe('duration (the CLI’s times)', () => {
  it('rounds once before splitting: never "1m60s" nor "60s" nor "10.0s"', () => {
    expect(duration(119_600)).toBe('2m00s'); // CI of 02092fe printed "1m60s"
    expect(duration(59_600)).toBe('1m00s');
    expect(duration(9_960)).toBe('10s');
    expect(duration(3_599_600)).toBe('1h00m');
  });
  it('keeps its forms: tenths under 10 s, whole seconds, minutes and seconds, hours and minutes', () => {
    expect(duration(1_234)).toBe('1.2s');
    expect(duration(42_400)).toBe('42s');
    expect(duration(184_000)).toBe('3m04s');
    expect(duration(2 * 3600_000 + 5 * 60_000)).toBe('2h05m');
    expect(duration(-1)).toBe('?');
  });
  it('every whole number of seconds up to an hour reads back as itself', () => {
    for (let s = 10; s < 3600; s++) {
      const text = duration(s * 1000 + 499);
      const m = /^(?:(\d+)m(\d\d)|(\d+))s$/.exec(text);
      expect(m, text).not.toBeNull();
      const back = m![3] !== undefined ? Number(m![3]) : Number(m![1]) * 60 + Number(m![2]);
      expect(back, text).toBe(s);
      if (m![2] !== undefined) expect(Number(m![2]), text).toBeLessThan(60);
    }
  });
});

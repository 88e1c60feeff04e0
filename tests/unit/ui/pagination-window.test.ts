import { describe, expect, it } from 'vitest';
import { pageRange, pageWindow } from '../../../src/ui/pagination-window.js';
import { strengthValue } from '../../../src/ui/strength.js';

describe('pageWindow', () => {
  it('shows every page when there are at most 5', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('windows 5 pages around the current one with ellipses', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end']);
    expect(pageWindow(10, 20)).toEqual(['ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end']);
    expect(pageWindow(20, 20)).toEqual(['ellipsis-start', 16, 17, 18, 19, 20]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end']);
  });
  it('never shows more than 5 numbers and clamps the page', () => {
    for (let count = 0; count < 30; count++)
      for (let page = -1; page < count + 2; page++)
        expect(pageWindow(page, count).filter((x) => typeof x === 'number').length).toBeLessThanOrEqual(5);
    expect(pageWindow(99, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
  it('computes the from/to summary', () => {
    expect(pageRange(1, 10, 42)).toEqual({ from: 1, to: 10 });
    expect(pageRange(5, 10, 42)).toEqual({ from: 41, to: 42 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe('strengthValue', () => {
  it('is length × 10 clamped to 0..100', () => {
    expect(strengthValue('')).toBe(0);
    expect(strengthValue('abc')).toBe(30);
    expect(strengthValue('abcdefghij')).toBe(100);
    expect(strengthValue('x'.repeat(25))).toBe(100);
  });
});

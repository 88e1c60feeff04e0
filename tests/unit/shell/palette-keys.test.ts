import { describe, expect, it } from 'vitest';
import { activeOption, isPaletteShortcut, moveActive } from '../../../src/shell/palette-keys.js';

describe('command palette keyboard model', () => {
  it('ArrowDown and ArrowUp move one option and wrap around', () => {
    expect(moveActive('ArrowDown', 0, 3)).toBe(1);
    expect(moveActive('ArrowDown', 2, 3)).toBe(0);
    expect(moveActive('ArrowUp', 1, 3)).toBe(0);
    expect(moveActive('ArrowUp', 0, 3)).toBe(2);
  });

  it('from no active option, ArrowDown goes to the first and ArrowUp to the last', () => {
    expect(moveActive('ArrowDown', -1, 4)).toBe(0);
    expect(moveActive('ArrowUp', -1, 4)).toBe(3);
  });

  it('Home and End go to the first and the last', () => {
    expect(moveActive('Home', 2, 5)).toBe(0);
    expect(moveActive('End', 0, 5)).toBe(4);
  });

  it('has nothing to move among no options, and leaves other keys alone', () => {
    expect(moveActive('ArrowDown', -1, 0)).toBe(-1);
    expect(moveActive('End', -1, 0)).toBe(-1);
    for (const key of ['Enter', 'Tab', 'a', 'Escape', 'PageDown']) expect(moveActive(key, 0, 3), key).toBeNull();
  });

  it('keeps the chosen option while it is listed (results arriving), else the first', () => {
    expect(activeOption(['a', 'b', 'c'], 'b')).toBe('b');
    expect(activeOption(['a', 'c'], 'b')).toBe('a');
    expect(activeOption(['a', 'c'], null)).toBe('a');
    expect(activeOption([], 'b')).toBeNull();
  });

  it('opens with Ctrl+K or Cmd+K, not with Shift or Alt, not with K alone', () => {
    const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }> = {}) => ({
      key: k,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      ...mods,
    });
    expect(isPaletteShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isPaletteShortcut(key('k', { metaKey: true }))).toBe(true);
    expect(isPaletteShortcut(key('K', { ctrlKey: true }))).toBe(true); // Caps Lock
    expect(isPaletteShortcut(key('k'))).toBe(false);
    expect(isPaletteShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isPaletteShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isPaletteShortcut(key('b', { ctrlKey: true }))).toBe(false);
  });
});

import { useCallback, type KeyboardEvent } from 'react';
import type { ColumnFocus } from './category-column.js';
import type { SortedColumn } from './use-sorted-columns.js';

export interface BrowserFocus extends ColumnFocus {
  col: number;
}

/**
 * Keyboard traversal of the columns (one tab stop, roving): Up/Down/Home/End within a column, Right opens
 * the row's subcategories and enters them (or moves to the row menu on a leaf), Left goes back,
 * Enter/Space open, Shift+F10 or the context-menu key open the row menu. With `up` (a narrow browser shows
 * one column at a time), Left on a name goes up to the parent column instead.
 */
export function useBrowserKeys(
  cols: SortedColumn[],
  focus: BrowserFocus,
  setFocus: (f: BrowserFocus) => void,
  open: (col: number, row: number) => void,
  up?: (col: number) => void,
) {
  return useCallback(
    (e: KeyboardEvent<HTMLElement>) => {
      const target = e.target as HTMLElement;
      if (!target.closest('[role=grid]')) return;
      const { col, row, part } = focus;
      const items = cols[col]?.items ?? [];
      const seq = focus.seq + 1;
      const go = (f: Omit<BrowserFocus, 'seq'>) => {
        e.preventDefault();
        setFocus({ ...f, seq });
      };
      const item = items[row];
      switch (e.key) {
        case 'ArrowDown':
          return go({ col, row: Math.min(items.length - 1, row + 1), part });
        case 'ArrowUp':
          return go({ col, row: Math.max(0, row - 1), part });
        case 'Home':
          return go({ col, row: 0, part });
        case 'End':
          return go({ col, row: items.length - 1, part });
        case 'ArrowRight':
          if (part === 'name' && item && item.children.length > 0) {
            open(col, row);
            return go({ col: col + 1, row: 0, part: 'name' });
          }
          return part === 'name' ? go({ col, row, part: 'menu' }) : undefined;
        case 'ArrowLeft': {
          if (part === 'menu') return go({ col, row, part: 'name' });
          if (col === 0) return;
          if (up) {
            e.preventDefault();
            return up(col);
          }
          const prev = cols[col - 1]!;
          const idx = prev.items.findIndex((c) => String(c.id) === String(prev.selected));
          return go({ col: col - 1, row: Math.max(0, idx), part: 'name' });
        }
        case 'Enter':
        case ' ':
          if (part !== 'name' || !item) return;
          e.preventDefault();
          open(col, row);
          if (item.children.length > 0) setFocus({ col: col + 1, row: 0, part: 'name', seq });
          return;
        case 'ContextMenu':
        case 'F10':
          if (e.key === 'F10' && !e.shiftKey) return;
          e.preventDefault();
          setFocus({ col, row, part: 'menu', seq });
          requestAnimationFrame(() => (target.closest('[role=row]')?.querySelector('[data-cell=menu]') as HTMLElement | null)?.click());
          return;
      }
    },
    [cols, focus, setFocus, open, up],
  );
}

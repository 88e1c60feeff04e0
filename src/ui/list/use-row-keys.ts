import { useRef, type Dispatch, type KeyboardEvent, type MouseEvent, type SetStateAction } from 'react';
import type { ListTableProps } from './list-table.js';

/** Opens the row's menu as a keyboard does: focus on its trigger, a click without a pointer (MenuTrigger). */
const openRowMenu = (tr: Element | null | undefined) => {
  const trigger = tr?.querySelector<HTMLButtonElement>('[aria-haspopup=menu]');
  if (!trigger) return false;
  trigger.focus();
  if (trigger.getAttribute('aria-expanded') !== 'true') trigger.click();
  return true;
};

/**
 * The rows' keyboard, on the table body: roving focus (ArrowUp, ArrowDown, Home, End), Enter opens the row
 * with `onOpen`, else its menu; Shift+F10 and the context-menu key open the menu of the row that has focus,
 * or holds it (WCAG 2.1.1).
 */
export function useRowKeys<T>(p: Pick<ListTableProps<T>, 'rows' | 'onOpen'>, setFocus: Dispatch<SetStateAction<number>>) {
  /** When the context-menu key (or Shift+F10) last opened a row menu: the browser's own menu may follow. */
  const menuKeyAt = useRef(-Infinity);

  const onKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey && !e.ctrlKey && !e.altKey && !e.metaKey)) {
      const tr = (e.target as Element).closest?.('tr[data-row]');
      if (tr && e.currentTarget.contains(tr) && openRowMenu(tr)) {
        e.preventDefault();
        menuKeyAt.current = e.timeStamp;
      }
      return;
    }
    const trs = [...e.currentTarget.querySelectorAll<HTMLTableRowElement>('tr[data-row]')];
    const i = trs.indexOf(e.target as HTMLTableRowElement);
    if (i < 0) return;
    const go = (n: number) => {
      e.preventDefault();
      const k = Math.max(0, Math.min(trs.length - 1, n));
      setFocus(k);
      trs[k]?.focus();
    };
    if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(trs.length - 1);
    else if (e.key === 'Enter' && !e.repeat && p.onOpen && p.rows?.[i]) {
      e.preventDefault();
      p.onOpen(p.rows[i]);
    } else if (e.key === 'Enter' && openRowMenu(trs[i])) e.preventDefault();
  };
  // Some systems send the context-menu key's `contextmenu` after the key (on key up): the row menu is open
  // by then, the browser's menu would cover it. A right click (button 2) keeps the browser's menu.
  const onContextMenu = (e: MouseEvent<HTMLTableSectionElement>) => {
    if (e.button !== 2 && e.timeStamp - menuKeyAt.current < 1000) e.preventDefault();
  };
  return { onKeyDown, onContextMenu };
}

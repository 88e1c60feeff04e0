import { useRef, type Dispatch, type KeyboardEvent, type MouseEvent, type SetStateAction } from 'react';
import type { ListTableProps } from './list-table.js';
import { keepClearOfBar, keepClearOfBarSoon } from './clear-of-bar.js';

/** Opens the row's menu as a keyboard does: focus on its trigger, a click without a pointer (MenuTrigger). */
const openRowMenu = (tr: Element | null | undefined) => {
  const trigger = tr?.querySelector<HTMLButtonElement>('[aria-haspopup=menu]');
  if (!trigger) return false;
  trigger.focus();
  if (trigger.getAttribute('aria-expanded') !== 'true') trigger.click();
  return true;
};

/** What can take focus inside a row (its checkbox, links, buttons, the menu): none of them is a Tab stop. */
export const ROW_CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not(tr)';

/** The controls of a row that are shown (a cell left out of a narrow table holds none), in their order. */
const controlsOf = (tr: HTMLTableRowElement) =>
  [...tr.querySelectorAll<HTMLElement>(ROW_CONTROLS)].filter(
    (el) => el.closest('tr') === tr && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0,
  );

const plain = (e: KeyboardEvent) => !e.ctrlKey && !e.altKey && !e.metaKey;

/**
 * The rows' keyboard, on the table body (issue 38, round 3): the rows are ONE Tab stop (roving focus) at every
 * width, and each row a line of a grid. On a row: ArrowUp, ArrowDown, Home, End move between rows; Space ticks
 * the row (Shift+Space ticks every row from the last one ticked with Space); Enter opens the row with `onOpen`,
 * else its menu; ArrowRight moves into the row's controls (checkbox, links, menu), ArrowLeft and ArrowRight
 * move between them, ArrowLeft from the first goes back to the row, ArrowUp and ArrowDown from one go to the
 * row above or below. Shift+F10 and the context-menu key open the menu of the row that has focus, or holds it
 * (WCAG 2.1.1).
 */
export function useRowKeys<T>(
  p: Pick<ListTableProps<T>, 'rows' | 'onOpen' | 'selection' | 'rowId'>,
  setFocus: Dispatch<SetStateAction<number>>,
) {
  /** When the context-menu key (or Shift+F10) last opened a row menu: the browser's own menu may follow. */
  const menuKeyAt = useRef(-Infinity);
  /** The row last ticked with Space: Shift+Space ticks the rows from it. */
  const anchor = useRef<number | null>(null);

  const onKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    // A row menu's items are in a portal: their keys bubble here through React, not through the rows.
    const target = e.target as Element;
    if (!(target instanceof Element) || !e.currentTarget.contains(target)) return;
    const tr = target.closest<HTMLTableRowElement>('tr[data-row]');
    if (!tr) return;
    if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey && plain(e))) {
      if (openRowMenu(tr)) {
        e.preventDefault();
        menuKeyAt.current = e.timeStamp;
      }
      return;
    }
    const trs = [...e.currentTarget.querySelectorAll<HTMLTableRowElement>('tr[data-row]')];
    const i = trs.indexOf(tr);
    if (i < 0 || !plain(e)) return;
    const onRow = target === tr;
    const go = (n: number) => {
      e.preventDefault();
      const k = Math.max(0, Math.min(trs.length - 1, n));
      setFocus(k);
      trs[k]?.focus();
      keepClearOfBar(trs[k]);
    };
    const move = (el: HTMLElement | undefined) => {
      e.preventDefault();
      el?.focus();
      keepClearOfBar(el);
    };
    if (e.key === 'ArrowDown' && !e.shiftKey) go(i + 1);
    else if (e.key === 'ArrowUp' && !e.shiftKey) go(i - 1);
    else if (e.key === 'ArrowRight' && !e.shiftKey) {
      const controls = controlsOf(tr);
      move(onRow ? controls[0] : controls[controls.indexOf(target as HTMLElement) + 1]);
    } else if (e.key === 'ArrowLeft' && !e.shiftKey) {
      const controls = controlsOf(tr);
      const k = controls.indexOf(target as HTMLElement);
      if (!onRow) move(k > 0 ? controls[k - 1] : tr);
    } else if (e.key === 'Escape' && p.selection?.any && p.selection.clear) {
      // Escape on a row or any of its controls (the checkbox just ticked with the mouse) lets go of the selection
      // (design rounds 12 and 13), the bulk bar with it; the focus stays where it is.
      e.preventDefault();
      p.selection.clear();
      anchor.current = null;
    } else if (!onRow) return;
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(trs.length - 1);
    else if (e.key === ' ' && p.selection && p.rows?.[i]) {
      e.preventDefault();
      if (e.repeat) return;
      const sel = p.selection;
      const ids = p.rows.map(p.rowId);
      const from = anchor.current;
      if (e.shiftKey && from !== null && from < ids.length) {
        const [a, b] = from < i ? [from, i] : [i, from];
        for (const id of ids.slice(a, b + 1)) if (!sel.isSelected(id)) sel.toggle(id);
      } else sel.toggle(ids[i]!);
      anchor.current = i;
      keepClearOfBarSoon(tr);
    } else if (e.key === 'Enter' && !e.repeat && p.onOpen && p.rows?.[i]) {
      e.preventDefault();
      p.onOpen(p.rows[i]);
    } else if (e.key === 'Enter' && openRowMenu(trs[i])) e.preventDefault();
  };
  // A row menu's button that has opened its menu once is the menu's own trigger, which opens it on ArrowUp and
  // ArrowDown (issue 39, keyboard trial): before it sees them, they move between the rows as from any control.
  const onKeyDownCapture = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    if ((e.key !== 'ArrowUp' && e.key !== 'ArrowDown') || e.shiftKey || !plain(e)) return;
    const target = e.target as Element;
    if (!(target instanceof HTMLElement) || !target.matches('[aria-haspopup=menu]:not([aria-expanded=true])')) return;
    if (!target.closest('tr[data-row]')) return;
    e.stopPropagation();
    onKeyDown(e);
  };
  // Some systems send the context-menu key's `contextmenu` after the key (on key up): the row menu is open
  // by then, the browser's menu would cover it. A right click (button 2) keeps the browser's menu.
  const onContextMenu = (e: MouseEvent<HTMLTableSectionElement>) => {
    if (e.button !== 2 && e.timeStamp - menuKeyAt.current < 1000) e.preventDefault();
  };
  return { onKeyDown, onKeyDownCapture, onContextMenu };
}

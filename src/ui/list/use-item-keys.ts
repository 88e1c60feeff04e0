import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { keepClearOfBar } from './clear-of-bar.js';
import { ROW_CONTROLS } from './use-row-keys.js';

/** An item of a list that is no table (the activity trail): an element with `data-row`. */
const ITEM = '[data-row]';

/** The controls of an item that are shown and enabled, in their order. */
const controlsOf = (item: HTMLElement) =>
  [...item.querySelectorAll<HTMLElement>(ROW_CONTROLS)].filter(
    (el) => el.closest(ITEM) === item && !(el as HTMLButtonElement).disabled && el.getClientRects().length > 0,
  );

const plain = (e: KeyboardEvent) => !e.ctrlKey && !e.altKey && !e.metaKey && !e.shiftKey;

/**
 * The lists' row model (see `useRowKeys`) for a list of items that is no table (issue 38): the items are ONE Tab
 * stop (roving focus: the item at `focus` has tabIndex 0, every other item and every control inside -1).
 * ArrowUp, ArrowDown, Home, End move between items; ArrowRight moves into the item's controls, ArrowLeft and
 * ArrowRight between them, ArrowLeft from the first back to the item; ArrowUp and ArrowDown from a control go
 * to the item above or below. Enter on an item is the item's own (it opens or expands it). Put `onKeyDown` and
 * `onFocus` on the list element.
 */
export function useItemKeys() {
  const [focus, setFocus] = useState(0);
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    const item = (e.target as Element).closest?.<HTMLElement>(ITEM);
    if (!item) return;
    const i = [...e.currentTarget.querySelectorAll(ITEM)].indexOf(item);
    if (i >= 0) setFocus(i);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    const item = target.closest?.<HTMLElement>(ITEM);
    if (!item || !plain(e)) return;
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>(ITEM)];
    const i = items.indexOf(item);
    if (i < 0) return;
    const onItem = target === item;
    const move = (el: HTMLElement | undefined) => {
      e.preventDefault();
      el?.focus();
      keepClearOfBar(el);
    };
    const go = (n: number) => move(items[Math.max(0, Math.min(items.length - 1, n))]);
    if (e.key === 'ArrowDown') go(i + 1);
    else if (e.key === 'ArrowUp') go(i - 1);
    else if (e.key === 'ArrowRight') {
      const controls = controlsOf(item);
      const next = onItem ? controls[0] : controls[controls.indexOf(target) + 1];
      if (next) move(next);
      else e.preventDefault();
    } else if (e.key === 'ArrowLeft' && !onItem) {
      const controls = controlsOf(item);
      const k = controls.indexOf(target);
      move(k > 0 ? controls[k - 1] : item);
    } else if (onItem && e.key === 'Home') go(0);
    else if (onItem && e.key === 'End') go(items.length - 1);
  };
  return { focus, onFocus, onKeyDown };
}

import type { KeyboardEvent } from 'react';

/** The element whose `aria-controls` names `popup` (its trigger), in the popup's document or shadow root. */
export function triggerOf(popup: HTMLElement): HTMLElement | null {
  if (!popup.id) return null;
  const root = popup.getRootNode() as Document | ShadowRoot;
  return root.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(popup.id)}"]`);
}

export interface TabOutOptions {
  /** Closes the popup. */
  close(): void;
  /** Where Tab starts from: the popup's trigger (default) or, for a combobox, its input. */
  from?: HTMLElement | null;
  /**
   * How many times the popup gives focus back to `from` in the next frame, which would undo the Tab: each
   * of those focuses is sent on to where the Tab went. Zag's Select and Combobox give it once a frame after
   * they close, and a combobox also a frame after it opens (so twice when Tab comes within that frame). A
   * menu gives it back before the browser's Tab (in a microtask), which is harmless: 0, the default.
   */
  refocusesLater?: number;
}

/**
 * Tab and Shift+Tab in an open menu or listbox (WAI-ARIA APG; like a native select): the popup closes and
 * focus moves on in the tab order from its trigger, as from the closed trigger. Zag keeps focus in a menu
 * or a select (it cancels the Tab) and leaves a combobox open when focus leaves it inside a shadow root (its
 * focus-outside check reads the event's path a frame late, when it is empty). So this runs in the capture
 * phase: the key goes no further, the popup closes, focus goes back to where Tab starts from, and the
 * browser's own Tab then moves on from there, through shadow roots and the host page alike.
 */
export function tabOut(
  e: KeyboardEvent<HTMLElement>,
  { close, from = triggerOf(e.currentTarget), refocusesLater = 0 }: TabOutOptions,
): void {
  if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey || !from) return;
  e.stopPropagation();
  close();
  from.focus({ preventScroll: true });
  if (refocusesLater < 1) return;
  let left = refocusesLater;
  const bounce = (ev: FocusEvent) => {
    if (--left === 0) from.removeEventListener('focus', bounce);
    const to = ev.relatedTarget;
    if (to instanceof HTMLElement) {
      if (to !== from) to.focus({ preventScroll: true });
    } else from.blur(); // the Tab left the page (nothing after `from`): focus stays out of it
  };
  // Armed after the focus above; the popup's own focuses come in the next frame, so two frames cover them.
  from.addEventListener('focus', bounce);
  requestAnimationFrame(() => requestAnimationFrame(() => from.removeEventListener('focus', bounce)));
}

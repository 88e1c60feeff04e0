// Focus through shadow roots, in one place: the focused element, what a modal does to the rest of the panel
// (inert) and where focus goes when it closes. Every dialog, drawer, the command palette, the toasts and the
// route change use these; none keeps a rule of its own.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { DialogProps } from './dialog-base.js';

/**
 * The focused element, through shadow roots; null when focus is on nothing (the document's body or root).
 */
export const deepActiveElement = (): HTMLElement | null => {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement && el !== document.body && el !== document.documentElement ? el : null;
};
const focusable = (el: HTMLElement | null | undefined): el is HTMLElement =>
  !!el && el.isConnected && !el.closest('[inert]') && (el.checkVisibility?.() ?? true) && !(el as HTMLButtonElement).disabled;

/** Remembers the focused element at the moment `open` turns true (in the commit that opens the dialog). */
export function useOpener(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = deepActiveElement();
  }, [open]);
  return opener;
}

/**
 * One focus-return rule for every dialog (WCAG 2.4.3): back to the control that opened it; when that is
 * gone, to `fallback`; else to the screen's heading. Never to <body>.
 */
export function useFocusReturn(open: boolean, fallback: DialogProps['returnFocus'], opener: { current: HTMLElement | null }) {
  const root = useRef<Node | null>(null);
  const ref = useCallback((el: HTMLElement | null) => {
    if (el) root.current = el.getRootNode();
  }, []);
  return {
    ref,
    finalFocusEl: () => {
      if (focusable(opener.current)) return opener.current;
      const scope = (root.current ?? document) as Document | ShadowRoot;
      const next = fallback?.(scope);
      if (focusable(next)) return next;
      const heading = [...scope.querySelectorAll<HTMLElement>('[data-page-title], h1')].find((h) => h.checkVisibility?.() ?? true);
      if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      return heading ?? null;
    },
  };
}

/** How many open dialogs hold each element inert (only elements a dialog made inert are counted). */
const inertHolds = new Map<Element, number>();
const KEEP = new Set(['STYLE', 'SCRIPT', 'LINK', 'TEMPLATE']);
/** Left alone: styles, live regions (a toast said while the dialog is open is still heard), dialog backdrops. */
const keeps = (el: Element) =>
  KEEP.has(el.tagName) ||
  el.hasAttribute('aria-live') ||
  ['status', 'alert', 'log'].includes(el.getAttribute('role') ?? '') ||
  (el.getAttribute('data-scope') === 'dialog' && el.getAttribute('data-part') === 'backdrop');

/**
 * Makes everything outside `target` inert inside each shadow root it lives in: every sibling of `target` and of
 * each of its ancestors, up to the shadow root and then from its host up to the next one. Ark hides the rest of
 * the document (aria-hidden on the siblings of the element's host, from <body> down) but not what shares the
 * shadow root with the dialog: the panel (sidebar, main content) stayed in reach of a screen reader. Answers
 * the undo, which gives back only what it took.
 */
export function inertOutside(target: Element): () => void {
  const taken: Element[] = [];
  let child: Element = target;
  for (let root = child.getRootNode(); root instanceof ShadowRoot; root = child.getRootNode()) {
    for (let node: Element = child; ;) {
      const parent: ParentNode | null = node.parentNode;
      if (!parent) break;
      for (const sibling of parent.children) {
        if (sibling === node || keeps(sibling)) continue;
        const held = inertHolds.get(sibling);
        if (held) inertHolds.set(sibling, held + 1);
        else if (!(sibling as HTMLElement).inert) {
          (sibling as HTMLElement).inert = true;
          inertHolds.set(sibling, 1);
        } else continue;
        taken.push(sibling);
      }
      if (parent === root) break;
      node = parent as Element;
    }
    child = root.host;
  }
  return () => {
    for (const el of taken) {
      const held = (inertHolds.get(el) ?? 1) - 1;
      if (held > 0) inertHolds.set(el, held);
      else {
        inertHolds.delete(el);
        (el as HTMLElement).inert = false;
      }
    }
  };
}

/**
 * What a modal (dialog, drawer, the command palette) does while open, in one hook: the rest of the panel inert
 * (WCAG 1.3.1, 4.1.2: a screen reader stays in the modal), given back as soon as it closes, before the focus
 * returns (`useFocusReturn`'s rule). `contentRef` goes on the modal's content; `finalFocusEl` to Ark's root.
 */
export function useModalFocus(open: boolean, fallback: DialogProps['returnFocus'], opener: { current: HTMLElement | null }) {
  const focusReturn = useFocusReturn(open, fallback, opener);
  const [contentEl, setContentEl] = useState<HTMLElement | null>(null);
  const focusRef = focusReturn.ref;
  const contentRef = useCallback(
    (el: HTMLElement | null) => {
      focusRef(el);
      setContentEl(el);
    },
    [focusRef],
  );
  useLayoutEffect(() => (open && contentEl ? inertOutside(contentEl) : undefined), [open, contentEl]);
  return { contentRef, contentEl, finalFocusEl: focusReturn.finalFocusEl };
}

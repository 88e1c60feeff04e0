// What every dialog shares and what opens none: its props, the focus return and the inert rest of the panel.
import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Max width of the panel, e.g. '28rem'. */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Where focus goes on close when the control that opened the dialog is gone (a deleted row, a sent
   * form): e.g. the next row, the new item, the summary heading. Default: the page heading.
   */
  returnFocus?: () => HTMLElement | null | undefined;
}

/** The focused element, through shadow roots. */
export const deepActiveElement = (): HTMLElement | null => {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement && el !== document.body ? el : null;
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
      const next = fallback?.();
      if (focusable(next)) return next;
      const scope = (root.current ?? document) as Document | ShadowRoot;
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
    for (let node: Element = child; ; ) {
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

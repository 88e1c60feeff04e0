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

/** Where a control sits in a list: its row's position and whether it is the row's menu button. */
export interface RowPlace {
  body: Element;
  index: number;
  menu: boolean;
}

/** The row place of `el` (null outside a list's rows). */
export function rowPlaceOf(el: Element | null | undefined): RowPlace | null {
  const tr = el?.closest('tr[data-row]');
  const body = tr?.parentElement;
  if (!tr || !body) return null;
  return { body, index: [...body.querySelectorAll(':scope > tr[data-row]')].indexOf(tr), menu: !!el?.matches('[aria-haspopup=menu]') };
}

/**
 * What now stands where a removed row was: the row now at its index (the next row, or the last when it was the
 * last), so a deleted or filtered-out row leaves the focus in the list, on its roving Tab stop.
 */
export function standIn(place: RowPlace | null): HTMLElement | null {
  if (!place?.body.isConnected) return null;
  const rows = [...place.body.querySelectorAll<HTMLElement>(':scope > tr[data-row]')];
  const tr = rows[Math.min(place.index, rows.length - 1)];
  if (!tr) return null;
  return focusable(tr) ? tr : null;
}

/**
 * A row's menu button gives the focus back to its row (issue 39, keyboard trial): the row is the list's roving Tab
 * stop, where the arrows move between rows; anything else is itself.
 */
function rowOfMenuButton(el: HTMLElement | null): HTMLElement | null {
  const tr = el?.matches('[aria-haspopup=menu]') ? el.closest<HTMLElement>('tr[data-row]') : null;
  return tr && focusable(tr) ? tr : el;
}

/** The shown page heading of a root (a panel's shadow root, or the document), made focusable. */
function headingOf(scope: Document | ShadowRoot): HTMLElement | null {
  const heading = [...scope.querySelectorAll<HTMLElement>('[data-page-title], h1')].find((h) => h.checkVisibility?.() ?? true);
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading ?? null;
}

/** For an item of an open menu, the button that opened the menu (it gets the focus back as the menu closes). */
function menuButtonOf(el: HTMLElement | null): HTMLElement | null {
  const menu = el?.closest<HTMLElement>('[role=menu]');
  if (!el || !menu?.id) return el;
  const root = el.getRootNode() as Document | ShadowRoot;
  return root.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) ?? el;
}

/**
 * Remembers the focused element at the moment `open` turns true (in the commit that opens the dialog); a
 * dialog opened from a menu item remembers the menu's button.
 */
export function useOpener(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = menuButtonOf(deepActiveElement());
  }, [open]);
  return opener;
}

/**
 * One focus-return rule for every dialog (WCAG 2.4.3): back to the control that opened it (a row menu's item:
 * to that row, the list's Tab stop); when that is gone, to `fallback`, or to the row standing where it was in
 * its list; else to the screen's heading. Never to <body>.
 */
export function useFocusReturn(open: boolean, fallback: DialogProps['returnFocus'], opener: { current: HTMLElement | null }) {
  const root = useRef<Node | null>(null);
  const ref = useCallback((el: HTMLElement | null) => {
    if (el) root.current = el.getRootNode();
  }, []);
  // Where the opener sat in a list, read when the dialog opens: its row may be gone when it closes.
  const place = useRef<RowPlace | null>(null);
  useLayoutEffect(() => {
    if (open) place.current = rowPlaceOf(opener.current);
  }, [open, opener]);
  return {
    ref,
    finalFocusEl: () => {
      if (focusable(opener.current)) return rowOfMenuButton(opener.current);
      const scope = (root.current ?? document) as Document | ShadowRoot;
      const next = fallback?.(scope) ?? standIn(place.current);
      // Focus goes there without scrolling (Zag): bring it on screen (the next row's button of a signed-out
      // session was below the fold at 1280x800, its ring out of sight).
      const target = focusable(next) ? next : headingOf(scope);
      target?.scrollIntoView({ block: 'nearest' });
      return target;
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

/** The toasts' group: focus there is not where the admin works (F8 visits it and comes back). */
const TOAST_GROUP = '[data-scope=toast][data-part=group]';
/** Open dialogs and drawers: focus lost inside one stays in it. */
const OPEN_MODAL = '[role=dialog][data-state=open], [role=alertdialog][data-state=open]';

let last: HTMLElement | null = null;
/** Where the focus goes once a toast's action has been chosen (see `returnFocusAfterToast`). */
let toastReturn: HTMLElement | null = null;

/**
 * The focus leaves a toast whose action (Undo) was chosen for `el`, where the admin acted, rather than for the last
 * control focused before the toasts: reached by Tab, that was whatever came before them (the pager).
 */
export function returnFocusAfterToast(el: HTMLElement): void {
  toastReturn = el;
  // After the action's frame; again after Zag's group, which gives the focus leaving it to the control focused before
  // it (a microtask after the blur), has done so. The rescue below covers the toast's removal.
  const go = () => {
    if (toastReturn === el && focusable(el) && deepActiveElement() !== el) el.focus();
  };
  requestAnimationFrame(() => {
    go();
    setTimeout(go, 0);
  });
  setTimeout(() => {
    if (toastReturn === el) toastReturn = null;
  }, 1000);
}
let lastPlace: RowPlace | null = null;
let lastRoot: Document | ShadowRoot | null = null;
const moves = new Set<() => void>();
const scopes = new WeakSet<Document | ShadowRoot>();

/**
 * Calls `listener` whenever the focus moves anywhere a panel lives (see `installFocusRescue`): a move inside
 * one shadow root never reaches the document (its focusin stops at the root), so the document alone would miss it.
 */
export function onFocusMove(listener: () => void): () => void {
  moves.add(listener);
  return () => void moves.delete(listener);
}

function onFocusIn() {
  const el = deepActiveElement();
  if (el && !el.closest(TOAST_GROUP)) {
    last = el;
    lastPlace = rowPlaceOf(el);
    lastRoot = el.getRootNode() as Document | ShadowRoot;
  }
  moves.forEach((l) => l());
}

function onFocusOut(e: Event) {
  if ((e as FocusEvent).relatedTarget) return;
  const lost = e.composedPath()[0];
  if (!(lost instanceof HTMLElement)) return;
  const before = { last, place: lastPlace, root: lastRoot };
  // Lost inside a dialog: while it stays open the focus stays in it; once it closes, the dialog gives the
  // focus back itself (`useFocusReturn`), after its exit: nothing to do here.
  const dialog = e.composedPath().find((n): n is HTMLElement => n instanceof HTMLElement && n.matches('[role=dialog], [role=alertdialog]'));
  // Disabled or hidden as it lost the focus (a field disabled while its form is sent): it may be back by the time
  // the rescue runs, and then it takes the focus again. Removed elements are still connected here.
  const takenAway = !focusable(lost);
  // An item of a row's menu chosen with the pointer (Zag gives the focus back to the menu's button only after a
  // key): its menu's button, read now, while the item is still in the tree.
  const menuButton = lost.closest('[role=menu]') ? menuButtonOf(lost) : null;
  // A part that says where the focus goes when it goes away with its control (the bulk bar: the list's Tab stop).
  // A menu's item: its button's part (the phone's Actions menu of the bulk bar).
  const fallback = (lost.closest<HTMLElement>('[data-focus-fallback]') ?? menuButton?.closest<HTMLElement>('[data-focus-fallback]'))
    ?.dataset.focusFallback;
  const fromToast = !!lost.closest(TOAST_GROUP);
  // A menu closing runs its exit animation, still shown: on a busy machine its close may land after two frames.
  // While the focus is nowhere, a lost menu is looked at again each frame until it is gone (half a second at most).
  const rescue = (frames: number) => {
    if (deepActiveElement() || !document.hasFocus()) return;
    if (menuButton && focusable(lost) && frames < 30) {
      requestAnimationFrame(() => rescue(frames + 1));
      return;
    }
    // Still there and usable, and it was when it lost the focus: the admin moved away (a click on the page).
    if (focusable(lost) && !takenAway) return;
    if (dialog && !(dialog.isConnected && dialog.matches(OPEN_MODAL))) return;
    const scope = before.root?.isConnected === false ? null : before.root;
    const modal = dialog ?? scope?.querySelector<HTMLElement>(OPEN_MODAL);
    const back = fromToast && focusable(toastReturn) ? toastReturn : null;
    const target =
      back ??
      (focusable(lost) ? lost : null) ??
      (before.last !== lost && focusable(before.last) ? before.last : null) ??
      (menuButton !== lost && focusable(menuButton) ? rowOfMenuButton(menuButton) : null) ??
      (fallback && scope ? [scope.querySelector<HTMLElement>(fallback)].find(focusable) : null) ??
      standIn(before.place) ??
      (modal ? (modal.querySelector<HTMLElement>('[tabindex="-1"], h2') ?? modal) : null) ??
      (scope ? headingOf(scope) : null);
    if (!target) return;
    if (!target.hasAttribute('tabindex') && !target.matches('a[href], button, input, select, textarea')) target.tabIndex = -1;
    target.focus();
  };
  requestAnimationFrame(() => requestAnimationFrame(() => rescue(0)));
}

/**
 * Focus never falls to <body> (WCAG 2.4.3): when the focused control goes away (removed, hidden, disabled
 * or made inert: a toast's Undo, a row that is deleted or filtered out, a screen that is replaced), focus
 * moves, after the frame in which a dialog or the router would have moved it, to the first of: where the
 * admin was before the toasts (F8), the control now in the lost one's place in its list, the open dialog,
 * the page's heading. A click on a blank part of the page (the control is still there) is left alone.
 * Installed on the document and on each panel's shadow root (focus events inside one stop at its root).
 */
export function installFocusRescue(scope: Document | ShadowRoot): void {
  if (scopes.has(scope)) return;
  scopes.add(scope);
  scope.addEventListener('focusin', onFocusIn, true);
  scope.addEventListener('focusout', onFocusOut, true);
}

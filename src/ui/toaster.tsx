// The toaster's chunk: Ark's toast group and store, the swipe and the focus-aware placement (see toast.tsx).
import { Portal } from '@ark-ui/react/portal';
import { flushSync } from 'react-dom';
import { Toast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type PointerEvent } from 'react';
import { css } from 'styled-system/css';
import { useT } from '../i18n/index.js';
import { ArkEnvironment } from './ark-environment.js';
import { XIcon } from './icons.js';
import { deepActiveElement, onFocusMove, returnFocusAfterToast } from './focus.js';
import {
  ACTION_TOAST_DURATION,
  ERROR_STATE_MS,
  SWIPE_THRESHOLD,
  TOAST_DURATION,
  type ToastAction,
  type ToastImpl,
} from './toast-config.js';
import {
  FOCUS_MARGIN,
  TOAST_PLACEMENTS,
  choosePlacement,
  inflate,
  intersects,
  liftedBottom,
  slotRects,
  type Rect,
  type ToastPlacement,
} from './toast-placement.js';
import { scrollAbove } from './list/clear-of-bar.js';

/** At most this many toasts on screen, stacked; a fourth pushes out the oldest. */
export const TOAST_MAX = 3;

/** One toaster per page (spec section 9: 5000 ms, removal delay, F8 hotkey; issue 20: up to 3, stacked). */
export const toaster = createToaster({
  placement: TOAST_PLACEMENTS[0],
  max: TOAST_MAX,
  duration: TOAST_DURATION,
  removeDelay: 200,
  gap: 12,
  hotkey: ['F8'],
  overlap: false,
});

let lastError: { key: string; at: number } | null = null;

// Up to TOAST_MAX toasts are on screen, stacked (issue 20): a new one no longer replaces the visible one, so an
// Undo stays until its own toast times out. Past the limit the oldest goes, so a new toast never waits.
const show = (type: 'success' | 'error', title: string, description?: string, action?: ToastAction, key?: string) => {
  if (type === 'error') {
    const key = `${title}\n${description ?? ''}`;
    const now = Date.now();
    if (lastError && lastError.key === key && now - lastError.at < ERROR_STATE_MS && toaster.getVisibleToasts().length) return;
    lastError = { key, at: now };
  } else lastError = null;
  const visible = toaster.getVisibleToasts();
  // The same thing again (a send queued, now sent): the shown toast says the news in its place, its time anew.
  const same = key ? visible.find((item) => (item.meta as { key?: string } | undefined)?.key === key) : undefined;
  if (same?.id) {
    toaster.update(same.id, { title, description, type, duration: action ? ACTION_TOAST_DURATION : TOAST_DURATION });
    return;
  }
  for (const item of visible.slice(0, Math.max(0, visible.length - TOAST_MAX + 1))) if (item.id) toaster.dismiss(item.id);
  toaster.create({
    title,
    description,
    type,
    duration: action ? ACTION_TOAST_DURATION : TOAST_DURATION,
    ...(action ? { action: withReturn(action) } : {}),
    ...(key ? { meta: { key } } : {}),
  });
};

/**
 * An action (Undo) gives the focus back to where the admin acted, wherever they came to the toast from (round 10:
 * reached by Tab through the pager, Undo left the focus on the pager's last button): the control focused as the
 * toast appeared (the row, the list's Tab stop after a bulk run), when it is still there.
 */
function withReturn(action: ToastAction): ToastAction {
  const active = deepActiveElement();
  const origin = active && !active.closest(GROUP) ? active : null;
  return {
    label: action.label,
    onClick: () => {
      action.onClick();
      if (origin) returnFocusAfterToast(origin);
    },
  };
}

function dismissErrors(): void {
  lastError = null;
  // An error of the previous session, and an action (Undo) that would act for nobody.
  for (const item of toaster.getVisibleToasts()) if ((item.type === 'error' || item.action) && item.id) toaster.dismiss(item.id);
}

/**
 * Swipe to dismiss (spec section 9): dragging a toast sideways moves it with the pointer; released at
 * SWIPE_THRESHOLD px or more it is dismissed, else it springs back. Mouse, touch and pen alike.
 */
function useSwipe(id: string) {
  const start = useRef<{ x: number; pointer: number } | null>(null);
  const [dx, setDx] = useState(0);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 || (e.target as HTMLElement).closest('button')) return;
    start.current = { x: e.clientX, pointer: e.pointerId };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current?.pointer === e.pointerId) setDx(e.clientX - start.current.x);
  };
  const end = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current?.pointer !== e.pointerId) return;
    const moved = e.clientX - start.current.x;
    start.current = null;
    if (Math.abs(moved) >= SWIPE_THRESHOLD) toaster.dismiss(id);
    else setDx(0);
  };
  return {
    dx,
    handlers: { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel: end },
  };
}

const hotkeyHint = css({ color: 'fg.muted', fontSize: '12px', '@media (hover: none) and (pointer: coarse)': { display: 'none' } });
const kbd = css({
  fontFamily: 'inherit',
  px: '1.5',
  py: '0.5',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l1',
  bg: 'bg.surface',
});
const actionStyle = css({
  px: '3',
  h: '8',
  borderRadius: 'l2',
  border: '1px solid',
  borderColor: 'border.control',
  bg: 'bg.surface',
  fontSize: '13px',
  fontWeight: 'semibold',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});

const root = css({
  position: 'relative',
  minW: '18rem',
  maxW: '24rem',
  // On a phone the width of the window but its margins (design round 12: a 288 px box pinned to one side).
  mdDown: { minW: '0', maxW: 'none', w: 'calc(100vw - 2rem)' },
  bg: 'bg.surface',
  color: 'fg.default',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'overlay',
  p: '4',
  pe: '10',
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  zIndex: 'var(--z-index)',
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  willChange: 'translate, opacity, scale',
  touchAction: 'pan-y',
  transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms',
  // It comes in where it rests, fading and growing, not sliding up from the window's edge: a toast lifted above the
  // focused control would otherwise slide in across it (WCAG 2.4.11).
  '&[data-state=open]:not([data-mounted])': { translate: 'var(--x) 0' },
  '&[data-type=error]': { bg: 'danger.subtle', borderColor: 'danger.default' },
  '&[data-type=success]': { bg: 'success.subtle' },
});

function ToastItem({ item, onShown }: { item: ReturnType<typeof toaster.getVisibleToasts>[number]; onShown(el: HTMLElement): void }) {
  const t = useT();
  const swipe = useSwipe(item.id!);
  const ref = useRef<HTMLDivElement>(null);
  // Before the first paint: the toast takes a corner that leaves the focused control free.
  useLayoutEffect(() => {
    if (ref.current) onShown(ref.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Toast.Root
      ref={ref}
      className={root}
      // Not a Tab stop of its own (round 11: Tab stopped on the toast, where Enter did nothing, then on its button):
      // Tab reaches its buttons; the text is announced as it appears, and read with them.
      tabIndex={-1}
      part="toast"
      data-swiping={swipe.dx !== 0 || undefined}
      style={
        swipe.dx
          ? { transform: `translateX(${swipe.dx}px)`, opacity: Math.max(0.2, 1 - Math.abs(swipe.dx) / 200), transition: 'none' }
          : undefined
      }
      {...swipe.handlers}
    >
      <Toast.Title className={css({ fontWeight: 'semibold', fontSize: '14px' })}>{item.title}</Toast.Title>
      {item.description && (
        <Toast.Description className={css({ fontSize: '13px', color: 'fg.default', mt: '0.5' })}>{item.description}</Toast.Description>
      )}
      {item.action && (
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', mt: '3' })}>
          <Toast.ActionTrigger className={actionStyle} data-part="toast-action" aria-keyshortcuts="F8">
            {item.action.label}
          </Toast.ActionTrigger>
          {/* The key that reaches it from anywhere (round 10: nothing said so); not on a touch screen. */}
          <span className={hotkeyHint} data-part="toast-hotkey" aria-hidden="true">
            <kbd className={kbd}>F8</kbd>
          </span>
        </div>
      )}
      <Toast.CloseTrigger
        aria-label={t('common.dismiss')}
        className={css({
          position: 'absolute',
          top: '2',
          insetInlineEnd: '2',
          // A 24 px target around the 16 px icon (WCAG 2.5.8).
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          w: '6',
          h: '6',
          color: 'fg.muted',
          borderRadius: 'l1',
          _hover: { color: 'fg.default' },
        })}
      >
        <XIcon />
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}

const GROUP = '[data-scope=toast][data-part=group]';
const OPEN_TOAST = '[data-scope=toast][data-part=root][data-state=open]';

const toRect = (r: DOMRect): Rect => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });

/** The toast's layout box in the viewport: where it rests, without the translate and scale of its entry, exit or swipe. */
function restingRect(el: HTMLElement, group: HTMLElement): Rect {
  if (el.offsetParent !== group) return toRect(el.getBoundingClientRect());
  const g = group.getBoundingClientRect();
  const left = g.left + el.offsetLeft;
  const top = g.top + el.offsetTop;
  return { left, top, right: left + el.offsetWidth, bottom: top + el.offsetHeight };
}

/** The list's bulk bar, fixed at the bottom of the window while rows are ticked: bottom toasts rest above it. */
const BULK_BAR = '[data-part=bulk-bar]';
/** What a toast keeps off besides the focus: the page's pager buttons and the list's bulk bar (issue 38). */
const BARS = `[data-part=pagination] button, ${BULK_BAR}`;
/** The toasts' distance from the window's edges (Zag's default), and from the top of a bulk bar. */
const EDGE = '1rem';
const EDGE_PX = 16;
const ABOVE_BAR = 12;
/** What it rather leaves visible: the page's title and an open dialog's (issue 39: at 320 px a toast hid the heading of the screen it spoke of). */
const TITLES = '[data-page-title], [data-scope=dialog][data-part=title]';

/** The boxes of the parts `selector` finds shown in the toast's root (the panel's shadow root, or the document). */
const shownRects = (from: Node, selector: string): Rect[] =>
  [...(from.getRootNode() as Document | ShadowRoot).querySelectorAll(selector)]
    .filter((el) => el.getClientRects().length > 0)
    .map((el) => toRect(el.getBoundingClientRect()));

/**
 * Keeps the visible toast off the focused control (WCAG 2.4.11): checked when a toast appears (before it
 * is painted), when focus moves anywhere on the page (`onFocusMove`: in every panel's shadow root and
 * the document), after the page scrolls (Tab scrolls the focused control into view after focusin) and when the
 * viewport is resized, and while one is shown, when the page changes (a MutationObserver). No polling. See `place`
 * for where it goes.
 */
function useFocusAwarePlacement() {
  // The last toast shown: the way to its group (Ark's group does not take a ref) and to the open toast.
  const lastShown = useRef<HTMLElement | null>(null);
  // The group and its toasts read the placement and offsets from the store's attributes when they render: a
  // change of either renders them again.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const place = useCallback((shown?: HTMLElement) => {
    if (shown) lastShown.current = shown;
    const group = lastShown.current?.closest<HTMLElement>(GROUP);
    const item = shown ?? group?.querySelector<HTMLElement>(OPEN_TOAST);
    if (!group || !item) return;
    const active = deepActiveElement();
    // The admin is in a toast (F8, a click on its Undo): it stays where it is, under the pointer.
    if (!shown && active && group.contains(active)) return;
    // The corner the toast is drawn in now (the store's may be newer, its render not committed yet): the
    // measured box belongs to that one.
    const current = (group.getAttribute('data-placement') ?? toaster.attrs.placement) as ToastPlacement;
    const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
    // While the bulk bar shows, the bottom corners are just above it, not under it: a toast about the rows just
    // acted on stays at the bottom instead of jumping to the top of the window (issue 38, round 8).
    const bar = shownRects(group, BULK_BAR)[0];
    const base = bar ? Math.round(Math.max(0, viewport.height - bar.top) + ABOVE_BAR) : EDGE_PX;
    const slots = slotRects(restingRect(item, group), current, viewport);
    // A menu's item (the row menu closing after its choice) is no place to keep clear: the focus is on its way back.
    const focused = active && !group.contains(active) && !active.closest('[role=menu]') ? active : null;
    let focus = focused ? toRect(focused.getBoundingClientRect()) : null;
    const avoid = shownRects(group, BARS);
    const offsets = toaster.attrs.offsets;
    const drawnBottom = typeof offsets === 'string' ? EDGE_PX : parseFloat(offsets.bottom ?? '') || EDGE_PX;
    let next: ToastPlacement;
    let bottom = base;
    // One place at every width (design rounds 12 and 13: a toast at the top on one screen and the bottom on another,
    // then lifted to mid-screen over other rows): the bottom-end corner, full width on a phone, just above the bulk
    // bar or the window's edge, measured anew each time. Where it would cover the focused control, the page scrolls
    // that control above it (WCAG 2.4.11) when it can; only when it cannot (the page's end) does the toast rise just
    // above the control, or above the pager's buttons.
    const end = slots['bottom-end'];
    const atBase = { ...end, top: viewport.height - base - (end.bottom - end.top), bottom: viewport.height - base };
    if (focused && focus && intersects(atBase, inflate(focus, FOCUS_MARGIN)) && scrollAbove(focused, atBase.top, FOCUS_MARGIN + 4))
      focus = toRect(focused.getBoundingClientRect());
    const lifted = liftedBottom(slots, focus, avoid, base, viewport.height);
    if (lifted !== null) {
      next = 'bottom-end';
      bottom = lifted;
    } else {
      if (bar)
        for (const p of ['bottom-end', 'bottom-start'] as const) {
          const height = slots[p].bottom - slots[p].top;
          slots[p] = { ...slots[p], bottom: bar.top - ABOVE_BAR, top: bar.top - ABOVE_BAR - height };
        }
      next = choosePlacement({
        focus,
        slots,
        // No height at the bottom leaves the focus free (a control as tall as the window): the best other corner.
        current: shown ? undefined : current,
        avoid,
        spare: shownRects(group, TITLES),
      });
    }
    const moved = bottom !== drawnBottom || typeof offsets === 'string';
    if (moved) toaster.attrs.offsets = { top: EDGE, left: EDGE, right: EDGE, bottom: `${bottom}px` };
    if (next === toaster.attrs.placement && !moved) return;
    toaster.attrs.placement = next;
    // On screen in this frame, not a task later: a moved toast is where it says as soon as the focus has moved.
    if (shown) rerender();
    else flushSync(rerender);
  }, []);
  useEffect(() => {
    let frame = 0;
    const check = () => place();
    const later = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          place();
        });
    };
    const onFocus = () => {
      check();
      later();
    };
    const stopFocus = onFocusMove(onFocus);
    document.addEventListener('scroll', later, { capture: true, passive: true });
    window.addEventListener('resize', check);
    // While a toast is shown, a change of the page (the bulk bar gone with its selection, rows ticked or removed)
    // places it again, once a frame at most (design round 13: left where the bar had been, mid-list at 320).
    let observer: MutationObserver | null = null;
    const watch = () => {
      const root = lastShown.current?.getRootNode();
      const shown = toaster.getVisibleToasts().length > 0;
      if (shown && !observer && root) {
        observer = new MutationObserver(later);
        observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-selected'] });
      } else if (!shown && observer) {
        observer.disconnect();
        observer = null;
      }
    };
    const stopWatch = toaster.subscribe(() => requestAnimationFrame(watch));
    return () => {
      cancelAnimationFrame(frame);
      stopWatch();
      observer?.disconnect();
      stopFocus();
      document.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', check);
    };
  }, [place]);
  return { onShown: place };
}

/**
 * F8 goes to the toasts only while one is shown (WCAG 2.4.7): Zag's group listens for its hotkey on the
 * document and would otherwise move focus to the empty, 0×0 region. The window sees the key first.
 */
function useHotkeyOnlyWithToasts() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.code === 'F8' || e.key === 'F8') && toaster.getVisibleToasts().length === 0) e.stopPropagation();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
}

/**
 * F8 puts the focus on the toasts' region, a box of no size in the corner (WCAG 2.4.7): it goes on to the
 * shown toast's action (Undo), else its Dismiss button, which are seen focused.
 */
function useFocusIntoToast() {
  useEffect(
    () =>
      onFocusMove(() => {
        const region = deepActiveElement();
        if (!region?.matches(GROUP)) return;
        const target = region.querySelector<HTMLElement>(`${OPEN_TOAST} [data-part=toast-action], ${OPEN_TOAST} [data-part=close-trigger]`);
        if (!target) return;
        // Zag keeps the element focused before its region as where the focus goes back when it leaves the region;
        // this move, from the region into its toast, would make that the region itself, and the focus would then
        // come back into the toast whenever something else took it (a drawer closing): kept from Zag's handler.
        const keep = (e: Event) => e.stopPropagation();
        region.addEventListener('focusin', keep, { once: true });
        target.focus();
        region.removeEventListener('focusin', keep);
      }),
    [],
  );
}

/**
 * Zag's group takes the element that had the focus before its region (`relatedTarget` of a focus in the region)
 * as where the focus goes back when it leaves. That is right for F8, which focuses the region itself (then
 * `useFocusIntoToast` moves on to a button), and wrong for every other way in: a focus moving inside the region (the
 * toast to its Dismiss button), arriving from nowhere (the focus on body) or by Tab or Shift+Tab from the page
 * became "where it came from", and Tab out of the toast sent the focus back there, round and round (keyboard
 * trial of issue 39; design round 12 with `useTabIntoToasts`). Only the focus of the region itself reaches Zag.
 */
const keepInsideMovesFromZag = (region: HTMLElement | null) => {
  if (!region || region.dataset.focusKept) return;
  region.dataset.focusKept = 'true';
  region.addEventListener('focusin', (e) => {
    if (e.target !== region) e.stopPropagation();
  });
};

const TABBABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** Where Tab stops in `root`, in order (positive tabindex is not used in the panels). */
const tabStops = (root: ParentNode): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.matches(':disabled') &&
      !el.closest('[inert]') &&
      (el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0),
  );
/** Open overlays whose own keys move the focus (a dialog's trap, a menu's arrows). */
const OWN_TAB = '[role=dialog], [role=alertdialog], [role=menu], [role=listbox]';

/**
 * The toasts come right after the panel in the Tab order, and the panel right before them with Shift+Tab (design
 * round 12: they are in the panel's top layer, which the browser reaches only after the page's end and its own
 * stop on the body). Tab past the panel's last control goes to the shown toast's first button; Shift+Tab from there
 * back to that control; Tab out of the toast goes on as the browser would.
 */
function useTabIntoToasts() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Tab' || e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      if (!toaster.getVisibleToasts().length) return;
      const active = deepActiveElement();
      if (!active || active.closest(OWN_TAB)) return;
      const root = active.getRootNode() as Document | ShadowRoot;
      const group = root.querySelector<HTMLElement>(GROUP);
      if (!group) return;
      const inToasts = tabStops(group).filter((el) => el.closest(OPEN_TOAST));
      if (!inToasts.length) return;
      const panel = tabStops(root).filter((el) => !group.contains(el) && !el.closest(OWN_TAB));
      const last = panel[panel.length - 1];
      if (!last) return;
      const target = !e.shiftKey && active === last ? inToasts[0] : e.shiftKey && active === inToasts[0] ? last : null;
      if (!target) return;
      e.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, []);
}

/** The toast group (loaded with the first toast; see `Toaster` in toast.tsx). */
export function ToasterGroup() {
  const t = useT();
  const { onShown } = useFocusAwarePlacement();
  useHotkeyOnlyWithToasts();
  useFocusIntoToast();
  useTabIntoToasts();
  return (
    <ArkEnvironment>
      <Portal>
        <ArkToaster ref={keepInsideMovesFromZag} toaster={toaster} aria-label={t('common.notifications')}>
          {(item) => <ToastItem key={item.id} item={item} onShown={onShown} />}
        </ArkToaster>
      </Portal>
    </ArkEnvironment>
  );
}

/** What toast.tsx calls once this chunk has loaded. */
/** The toasts with an action (Undo): they speak of the screen that was left. */
function dismissActions(): void {
  for (const item of toaster.getVisibleToasts()) if (item.action && item.id) toaster.dismiss(item.id);
}

export const toastImpl: ToastImpl = { show, dismissErrors, dismissActions };

/**
 * Where the page's toast goes so it never covers the focused control (WCAG 2.4.11, focus not obscured).
 * Pure geometry, no DOM: the toaster measures, this decides.
 */

export type ToastPlacement = 'bottom-end' | 'top-end' | 'bottom-start' | 'top-start';

/** The corners a toast may take, best first: the usual bottom-end, then the opposite edge, then the other side. */
export const TOAST_PLACEMENTS: readonly ToastPlacement[] = ['bottom-end', 'top-end', 'bottom-start', 'top-start'];

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Size {
  width: number;
  height: number;
}

/** Room kept around the focused control, so the toast does not sit on its focus ring either (2 px outline, 2 px offset). */
export const FOCUS_MARGIN = 4;

/** True when the two rectangles share some area (touching edges do not count). */
export const intersects = (a: Rect, b: Rect): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The area the two rectangles share (0 when they do not intersect). */
export const overlapArea = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

export const inflate = (r: Rect, by: number): Rect => ({ left: r.left - by, top: r.top - by, right: r.right + by, bottom: r.bottom + by });

const isTop = (p: ToastPlacement) => p.startsWith('top');
const isStart = (p: ToastPlacement) => p.endsWith('start');

/**
 * The toast's box in every corner, from its box `at` the corner it is in now: the toaster keeps the same
 * distance from both edges of an axis, so the other corners are mirror images across the viewport.
 */
export function slotRects(at: Rect, current: ToastPlacement, viewport: Size): Record<ToastPlacement, Rect> {
  const width = at.right - at.left;
  const height = at.bottom - at.top;
  // Distances from the edges the toast is anchored to (top or bottom, start or end).
  const vertical = isTop(current) ? at.top : viewport.height - at.bottom;
  const horizontal = isStart(current) ? at.left : viewport.width - at.right;
  const out = {} as Record<ToastPlacement, Rect>;
  for (const p of TOAST_PLACEMENTS) {
    const top = isTop(p) ? vertical : viewport.height - vertical - height;
    const left = isStart(p) ? horizontal : viewport.width - horizontal - width;
    out[p] = { left, top, right: left + width, bottom: top + height };
  }
  return out;
}

export interface PlacementInput {
  /** The focused control's box (null: nothing focused, or focus is in the toast itself). */
  focus: Rect | null;
  /** The toast's box in each corner (see `slotRects`). */
  slots: Record<ToastPlacement, Rect>;
  /** The corner the toast is in now: kept while it covers nothing, so a toast does not jump about as focus moves. Without it the best free corner is chosen. */
  current?: ToastPlacement;
  /**
   * What the toast should not cover either (the page's pager buttons, the list's bulk bar): a corner free of them
   * and of the focus comes first; the focus wins when no corner leaves both free.
   */
  avoid?: readonly Rect[];
  /** What the toast should rather not cover (the page's and a dialog's titles): weighed after `avoid`. */
  spare?: readonly Rect[];
}

/**
 * The corner for the toast: the current one while it leaves the focused control (plus `FOCUS_MARGIN`), what
 * it should `avoid` and what it should `spare` free, else the first corner of `TOAST_PLACEMENTS` that leaves them
 * free, else the first that leaves the focus and `avoid` free, else the first that
 * leaves the focus free; when every corner covers part of the focus (a control as big as the screen), the one
 * covering least.
 */
export function choosePlacement({ focus, slots, current, avoid = [], spare = [] }: PlacementInput): ToastPlacement {
  const order = current ? [current, ...TOAST_PLACEMENTS.filter((p) => p !== current)] : [...TOAST_PLACEMENTS];
  const guarded = focus ? inflate(focus, FOCUS_MARGIN) : null;
  const clearOfFocus = (p: ToastPlacement) => !guarded || !intersects(slots[p], guarded);
  const clearOf = (p: ToastPlacement, rects: readonly Rect[]) => !rects.some((r) => intersects(slots[p], r));
  const clear =
    order.find((p) => clearOfFocus(p) && clearOf(p, avoid) && clearOf(p, spare)) ?? order.find((p) => clearOfFocus(p) && clearOf(p, avoid));
  if (clear) return clear;
  if (!guarded) return order[0]!;
  const free = order.find(clearOfFocus);
  if (free) return free;
  return order.reduce((best, p) => (overlapArea(slots[p], guarded) < overlapArea(slots[best], guarded) ? p : best));
}

/** The room left between a lifted toast and what it rises above, and the least room above it at the window's top. */
export const LIFT_GAP = 12;
const TOP_ROOM = 16;

/**
 * On a wide screen the toast keeps the bottom-end corner: the bottom offset (px from the window's bottom) that keeps
 * it clear of the focused control (plus `FOCUS_MARGIN`) and of `avoid`, starting from `base` (the usual edge, or
 * just above the bulk bar) and rising just above whatever it would cover: at `base` whenever that is free, else lifted
 * (it is placed anew each time it shows, from the page as it is then).
 * Null when no height leaves them free (it would leave the top of the window): the toaster then takes another corner.
 */
export function liftedBottom(
  slots: Record<ToastPlacement, Rect>,
  focus: Rect | null,
  avoid: readonly Rect[],
  base: number,
  viewportHeight: number,
): number | null {
  const end = slots['bottom-end'];
  const height = end.bottom - end.top;
  const at = (b: number): Rect => ({ left: end.left, right: end.right, bottom: viewportHeight - b, top: viewportHeight - b - height });
  const blocks = [...(focus ? [inflate(focus, FOCUS_MARGIN)] : []), ...avoid];
  const free = (box: Rect) => box.top >= TOP_ROOM && !blocks.some((r) => intersects(box, r));
  // At the edge when that is free (design round 10: a toast stayed lifted once the bulk bar had gone, over the rows
  // it spoke of); else up.
  if (free(at(base))) return base;
  let bottom = base;
  for (let i = 0; i <= blocks.length; i++) {
    const box = at(bottom);
    if (box.top < TOP_ROOM) return null;
    const hit = blocks.filter((r) => intersects(box, r));
    if (!hit.length) return bottom;
    bottom = Math.ceil(viewportHeight - Math.min(...hit.map((r) => r.top)) + LIFT_GAP);
  }
  return null;
}

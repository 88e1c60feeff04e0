import { describe, expect, it } from 'vitest';
import {
  FOCUS_MARGIN,
  LIFT_GAP,
  TOAST_PLACEMENTS,
  choosePlacement,
  inflate,
  liftedBottom,
  intersects,
  overlapArea,
  slotRects,
  type Rect,
} from '../../../src/ui/toast-placement.js';

// WCAG 2.4.11 (issue 21): the toast takes a corner that leaves the focused control free.
const rect = (left: number, top: number, width: number, height: number): Rect => ({ left, top, right: left + width, bottom: top + height });

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
// A 320 × 90 toast in the bottom-end corner, 16 px from both edges.
const desktopToast = rect(1280 - 16 - 320, 800 - 16 - 90, 320, 90);
const phoneToast = rect(390 - 16 - 320, 844 - 16 - 90, 320, 90);

describe('rectangles', () => {
  it('intersect only when they share some area', () => {
    expect(intersects(rect(0, 0, 10, 10), rect(5, 5, 10, 10))).toBe(true);
    expect(intersects(rect(0, 0, 10, 10), rect(10, 0, 10, 10))).toBe(false); // touching edges
    expect(intersects(rect(0, 0, 10, 10), rect(0, 20, 10, 10))).toBe(false);
    expect(overlapArea(rect(0, 0, 10, 10), rect(5, 5, 10, 10))).toBe(25);
    expect(overlapArea(rect(0, 0, 10, 10), rect(20, 20, 10, 10))).toBe(0);
    expect(inflate(rect(10, 10, 10, 10), 4)).toEqual({ left: 6, top: 6, right: 24, bottom: 24 });
  });
});

describe('slotRects: the other corners mirror the measured one', () => {
  it('keeps the same distance from the edges in every corner', () => {
    const slots = slotRects(desktopToast, 'bottom-end', desktop);
    expect(slots['bottom-end']).toEqual(desktopToast);
    expect(slots['top-end']).toEqual(rect(944, 16, 320, 90));
    expect(slots['bottom-start']).toEqual(rect(16, 694, 320, 90));
    expect(slots['top-start']).toEqual(rect(16, 16, 320, 90));
  });

  it('gives the same corners whichever corner was measured', () => {
    const fromBottom = slotRects(desktopToast, 'bottom-end', desktop);
    for (const p of TOAST_PLACEMENTS) expect(slotRects(fromBottom[p], p, desktop)).toEqual(fromBottom);
  });
});

describe('choosePlacement', () => {
  const slots = slotRects(desktopToast, 'bottom-end', desktop);
  const phoneSlots = slotRects(phoneToast, 'bottom-end', phone);

  it('stays bottom-end when nothing is focused or the focus is elsewhere', () => {
    expect(choosePlacement({ focus: null, slots })).toBe('bottom-end');
    expect(choosePlacement({ focus: rect(300, 200, 120, 36), slots })).toBe('bottom-end');
  });

  it('moves to the top edge when the focused control sits under the toast (a row menu at the bottom right)', () => {
    expect(choosePlacement({ focus: rect(1200, 740, 32, 32), slots })).toBe('top-end');
  });

  it('keeps clear of the focus ring too', () => {
    // The control ends 2 px above the toast: its 2 px outline with a 2 px offset would touch it.
    const focus = rect(1000, desktopToast.top - 2 - 36, 120, 36);
    expect(intersects(focus, desktopToast)).toBe(false);
    expect(choosePlacement({ focus, slots })).toBe('top-end');
    const clear = rect(1000, desktopToast.top - FOCUS_MARGIN - 36, 120, 36);
    expect(choosePlacement({ focus: clear, slots })).toBe('bottom-end');
  });

  it('on a phone, where the toast spans the width, a control at the bottom sends it to the top', () => {
    expect(choosePlacement({ focus: rect(20, 780, 100, 40), slots: phoneSlots })).toBe('top-end');
    expect(choosePlacement({ focus: rect(20, 20, 100, 40), slots: phoneSlots })).toBe('bottom-end');
  });

  it('a shown toast keeps its corner while it covers nothing, and leaves it when it does', () => {
    expect(choosePlacement({ focus: rect(300, 400, 100, 36), slots, current: 'top-end' })).toBe('top-end');
    expect(choosePlacement({ focus: rect(1200, 30, 40, 36), slots, current: 'top-end' })).toBe('bottom-end');
  });

  it('a control covering a whole edge sends the toast to the free side', () => {
    // A full-width bar at the bottom: the top edge; a full-height control on the right: the start side.
    const focus = rect(0, 600, 1280, 200);
    expect(choosePlacement({ focus, slots })).toBe('top-end');
    expect(choosePlacement({ focus: rect(900, 0, 380, 800), slots })).toBe('bottom-start');
  });

  it('when every corner covers part of the control, the one covering least', () => {
    const focus = rect(0, 40, 1280, 740); // a big control leaving only a thin strip at the top
    const best = choosePlacement({ focus, slots });
    const guarded = inflate(focus, FOCUS_MARGIN);
    const areas = TOAST_PLACEMENTS.map((p) => overlapArea(slots[p], guarded));
    expect(overlapArea(slots[best], guarded)).toBe(Math.min(...areas));
    expect(best.startsWith('top')).toBe(true);
  });

  it('keeps off the pager and the bulk bar too, the focus first (issue 38)', () => {
    const pager = rect(1100, 740, 160, 32);
    expect(choosePlacement({ focus: null, slots, avoid: [pager] })).toBe('top-end');
    expect(choosePlacement({ focus: rect(300, 200, 120, 36), slots, current: 'bottom-end', avoid: [pager] })).toBe('top-end');
    // A bar across the bottom: a top corner; the focus at the top right too: the top-start corner.
    const bar = rect(0, 720, 1280, 64);
    expect(choosePlacement({ focus: rect(1200, 30, 40, 32), slots, avoid: [bar] })).toBe('top-start');
    // No corner leaves both free: the focus wins.
    const everywhere = [rect(0, 0, 1280, 120), rect(0, 680, 1280, 120)];
    expect(choosePlacement({ focus: rect(1200, 740, 32, 32), slots, avoid: everywhere })).toBe('top-end');
  });

  it('leaves the titles visible when it can, after the focus and the pager (issue 39)', () => {
    // On a phone, the page's title under the top corner: a new toast takes the bottom while the focus is up there.
    const title = rect(16, 40, 200, 32);
    expect(choosePlacement({ focus: rect(16, 160, 180, 40), slots: phoneSlots, current: 'top-end', spare: [title] })).toBe('bottom-end');
    // The focus at the bottom: the top, title or not.
    expect(choosePlacement({ focus: rect(20, 780, 100, 40), slots: phoneSlots, current: 'top-end', spare: [title] })).toBe('top-end');
    // The pager at the bottom weighs more than the title at the top.
    const pager = rect(16, 790, 358, 40);
    expect(choosePlacement({ focus: null, slots: phoneSlots, current: 'top-end', avoid: [pager], spare: [title] })).toBe('top-end');
  });
});

// Design round 9: on a wide screen the toast keeps the bottom-end corner and rises above what it would cover.
describe('liftedBottom', () => {
  const slots = slotRects(desktopToast, 'bottom-end', desktop);
  it('stays at the usual edge when it covers nothing', () => {
    expect(liftedBottom(slots, rect(300, 100, 200, 40), [], 16, 800)).toBe(16);
    expect(liftedBottom(slots, null, [], 16, 800)).toBe(16);
  });
  it('rises just above a focused row it would cover, keeping the focus margin free', () => {
    const row = rect(300, 700, 960, 48);
    const b = liftedBottom(slots, row, [], 16, 800)!;
    expect(b).toBe(800 - (700 - FOCUS_MARGIN) + LIFT_GAP);
    const box = { top: 800 - b - 90, bottom: 800 - b };
    expect(box.bottom).toBeLessThanOrEqual(row.top - FOCUS_MARGIN);
  });
  it('rises above each thing in turn: the pager, then the focused row above it', () => {
    const pager = rect(900, 740, 300, 40);
    const row = rect(300, 640, 960, 48);
    const b = liftedBottom(slots, row, [pager], 16, 800)!;
    const box = rect(desktopToast.left, 800 - b - 90, 320, 90);
    expect(intersects(box, pager)).toBe(false);
    expect(intersects(box, inflate(row, FOCUS_MARGIN))).toBe(false);
    expect(box.bottom).toBeLessThanOrEqual(row.top);
  });
  it('comes back to the edge when that is free, and rises just above the focus when it is not', () => {
    // The bulk bar gone, nothing at the edge: back down (design round 10).
    expect(liftedBottom(slots, rect(300, 100, 200, 40), [], 16, 800)).toBe(16);
    const low = rect(300, 700, 960, 48);
    expect(liftedBottom(slots, low, [], 16, 800)).toBe(800 - (700 - FOCUS_MARGIN) + LIFT_GAP);
  });
  it('starts above the bulk bar (`base`)', () => {
    expect(liftedBottom(slots, null, [], 90, 800)).toBe(90);
  });
  it('gives up (another corner) when no height leaves the focus free', () => {
    expect(liftedBottom(slots, rect(0, 0, 1280, 800), [], 16, 800)).toBeNull();
  });
});

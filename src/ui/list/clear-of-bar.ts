/** The nearest ancestor that scrolls vertically (crossing shadow roots), else null for the page itself. */
function scrollerOf(el: Element): Element | null {
  for (let n: Node | null = el.parentNode; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) {
    if (!(n instanceof Element) || n === document.documentElement || n === document.body) continue;
    const y = getComputedStyle(n).overflowY;
    if ((y === 'auto' || y === 'scroll') && n.scrollHeight > n.clientHeight) return n;
  }
  return null;
}

/**
 * Keeps a focused row (or control) clear of the list's sticky bulk bar (its dock, `[data-part=bulk-dock]`) (issue 38: on a phone the row being
 * ticked slid under the bar that its own tick brought up): scrolls it just above the bar when the bar covers
 * any of it (WCAG 2.4.12). Run after the bar has been drawn.
 */
export function keepClearOfBar(el: Element | null | undefined) {
  if (!el?.isConnected) return;
  // The dock is what sticks to the bottom (the bar inside it); a bar without a dock is the sticky part itself.
  const root = el.getRootNode() as ParentNode;
  const bar = root.querySelector?.('[data-part=bulk-dock]') ?? root.querySelector?.('[data-part=bulk-bar]');
  if (!bar) return;
  const row = el.getBoundingClientRect();
  const b = bar.getBoundingClientRect();
  const gap = 8;
  if (row.bottom + gap <= b.top || row.top >= b.bottom) return;
  const by = row.bottom + gap - b.top;
  const scroller = scrollerOf(el);
  if (scroller) scroller.scrollBy({ top: by });
  else window.scrollBy({ top: by });
}

/** `keepClearOfBar` once React has drawn what a key changed (the bar appears with the first tick). */
export const keepClearOfBarSoon = (el: Element | null | undefined) =>
  requestAnimationFrame(() => requestAnimationFrame(() => keepClearOfBar(el)));

/**
 * Scrolls `el`'s scroller (or the page) so that its bottom is `gap` px above `line` (a y in the viewport): how a
 * toast resting at the bottom leaves the focused row visible without leaving its place (design round 13). True when
 * it is there; false, without scrolling, when there is not that much left to scroll.
 */
export function scrollAbove(el: Element, line: number, gap: number): boolean {
  const by = Math.ceil(el.getBoundingClientRect().bottom + gap - line);
  if (by <= 0) return true;
  const scroller = scrollerOf(el);
  const room = scroller
    ? scroller.scrollHeight - scroller.clientHeight - scroller.scrollTop
    : document.documentElement.scrollHeight - document.documentElement.clientHeight - window.scrollY;
  if (room < by) return false;
  if (scroller) scroller.scrollBy({ top: by, behavior: 'instant' });
  else window.scrollBy({ top: by, behavior: 'instant' });
  return true;
}

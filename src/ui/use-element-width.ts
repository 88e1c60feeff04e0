import { useLayoutEffect, useState } from 'react';

/**
 * The inner width of an element, kept current with a ResizeObserver (for layouts that depend on the
 * space a panel really has, not on the viewport: an embedded panel can be narrow on a wide screen).
 * Attach the returned callback as the element's `ref`; the width is null until the element is measured,
 * which happens before the first paint.
 */
export function useElementWidth<T extends HTMLElement>(): [ref: (el: T | null) => void, width: number | null] {
  const [el, setEl] = useState<T | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!el) return;
    setWidth(el.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setWidth(el.clientWidth));
    ro.observe(el);
    return () => ro.disconnect();
  }, [el]);
  return [setEl, width];
}

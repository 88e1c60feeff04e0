import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** The width under which a list's rows are cards: `ListTable`'s container query (`@container (max-width: 40rem)`). */
const CARDS_REM = 40;
/** Before the first measure: a phone's window (the list's box is never wider than it). */
const PHONE = '(max-width: 640px)';
const guess = () => typeof matchMedia === 'function' && matchMedia(PHONE).matches;

/**
 * Whether a list shows its rows as cards, from the width of `ref`'s element (a box of the list's width: its
 * toolbar), as the table's container query decides it: the window alone does not say (a sidebar, an embedding
 * portal). Measured before the first paint and again on every resize (design round 12, finding 4).
 */
export function useCardLayout(ref: RefObject<HTMLElement | null>): boolean {
  const [cards, setCards] = useState(guess);
  const watched = useRef<{ el: HTMLElement; observer?: ResizeObserver } | null>(null);
  // After every render: the element may come later than the first (a screen that shows its list once it has an id).
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || el === watched.current?.el) return;
    watched.current?.observer?.disconnect();
    const check = () => {
      const width = el.getBoundingClientRect().width;
      if (!width) return;
      const rem = parseFloat(getComputedStyle(el.ownerDocument.documentElement).fontSize) || 16;
      setCards(width <= CARDS_REM * rem);
    };
    check();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(check) : undefined;
    observer?.observe(el);
    watched.current = { el, observer };
  });
  useEffect(
    () => () => {
      watched.current?.observer?.disconnect();
      watched.current = null;
    },
    [],
  );
  return cards;
}

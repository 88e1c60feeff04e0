import { useLayoutEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { Tooltip } from './tooltip.js';

const line = css({
  display: 'block',
  minW: '0',
  maxW: 'full',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  borderRadius: 'l1',
});
// The full value wraps inside the window (an address has no spaces to break at). In px: the shadow
// stylesheet turns rem into px, and a rem right after '(' in a class name would be rewritten too.
const full = css({ display: 'block', maxW: 'min(calc(100vw - 32px), 448px)', overflowWrap: 'anywhere' });

/** Whether the element's text is wider than its box (re-measured when the box or the text changes). */
function useTruncated(ref: React.RefObject<HTMLElement | null>, text: string): boolean {
  const [truncated, setTruncated] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setTruncated(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref, text]);
  return truncated;
}

export interface TruncatedTextProps {
  /** The full value: shown on one line, cut with an ellipsis when it does not fit. */
  children: string;
  className?: string;
  'data-part'?: string;
}

/**
 * One line of text that never spills into its neighbours: when it is cut, the full value is in a tooltip
 * opened by hovering or by keyboard focus (the text becomes a tab stop only then). Screen readers read the
 * whole text either way (the ellipsis is only drawn).
 */
export function TruncatedText({ children, className, ...rest }: TruncatedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const truncated = useTruncated(ref, children);
  return (
    <Tooltip content={<span className={full}>{children}</span>} disabled={!truncated}>
      <span ref={ref} className={cx(line, className)} tabIndex={truncated ? 0 : undefined} data-truncated={truncated ? '' : undefined} {...rest}>
        {children}
      </span>
    </Tooltip>
  );
}

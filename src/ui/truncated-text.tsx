import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { cx } from './cx.js';
import { isTextCut } from './text-cut.js';
import { Tooltip } from './tooltip.js';

const line = css({
  display: 'block',
  minW: '0',
  maxW: 'full',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  borderRadius: 'l1',
});
const oneLine = css({ whiteSpace: 'nowrap' });
// An e-mail address: it may wrap after its @ (the <wbr> there) and nowhere else, never inside a word ("info@" /
// "bianchisolutions.example.com", not "…example." / "com"); a part still wider than the box is cut with an ellipsis.
const addressLines = css({ whiteSpace: 'normal', overflowWrap: 'normal', wordBreak: 'normal' });
/** After the text: where it ends (empty, no size of its own). */
const endMark = css({ display: 'inline-block', w: '0', h: '0' });
// The full value wraps inside the window (an address has no spaces to break at). In px: the shadow
// stylesheet turns rem into px, and a rem right after '(' in a class name would be rewritten too.
const full = css({ display: 'block', maxW: 'min(calc(100vw - 32px), 448px)', overflowWrap: 'anywhere' });

/**
 * Whether the element's text is cut (`isTextCut`), measured again when its box changes size and when the end of
 * its text crosses the edge of the box: `end` is an empty mark after the text, watched by an IntersectionObserver
 * rooted at the box, so a change of the text's own width (a user style sheet spacing the letters) is seen too.
 */
function useTruncated(ref: React.RefObject<HTMLElement | null>, end: React.RefObject<HTMLElement | null>, text: string): boolean {
  const [truncated, setTruncated] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setTruncated(isTextCut(el));
    measure();
    const stops: (() => void)[] = [];
    if (typeof ResizeObserver !== 'undefined') {
      const ro = new ResizeObserver(measure);
      ro.observe(el);
      stops.push(() => ro.disconnect());
    }
    if (typeof IntersectionObserver !== 'undefined' && end.current) {
      const io = new IntersectionObserver(measure, { root: el });
      io.observe(end.current);
      stops.push(() => io.disconnect());
    }
    return () => stops.forEach((stop) => stop());
  }, [ref, end, text]);
  return truncated;
}

export interface TruncatedTextProps {
  /** The full value: shown on one line, cut with an ellipsis when it does not fit. */
  children: string;
  className?: string;
  'data-part'?: string;
  /** An e-mail address: may wrap after its `@` only; each line is cut when it does not fit. */
  address?: boolean;
}

/**
 * The address with a break opportunity after its first `@` (none elsewhere), `end` the mark after the text, kept on
 * the last line (an inline-block alone is a break opportunity: it would open an empty line after a cut domain).
 */
function atBreak(value: string, end: ReactNode) {
  const at = value.indexOf('@');
  const head = at < 0 || at === value.length - 1 ? '' : value.slice(0, at + 1);
  return (
    <>
      {head}
      {head && <wbr />}
      <span className={oneLine}>
        {value.slice(head.length)}
        {end}
      </span>
    </>
  );
}

/**
 * One line of text that never spills into its neighbours: when it is cut, the full value is in a tooltip
 * opened by hovering or by keyboard focus (the text becomes a tab stop only then). Screen readers read the
 * whole text either way (the ellipsis is only drawn).
 */
export function TruncatedText({ children, className, address, ...rest }: TruncatedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const end = useRef<HTMLSpanElement>(null);
  const truncated = useTruncated(ref, end, children);
  return (
    <Tooltip content={<span className={full}>{children}</span>} disabled={!truncated}>
      <span
        ref={ref}
        className={cx(line, address ? addressLines : oneLine, className)}
        tabIndex={truncated ? 0 : undefined}
        data-truncated={truncated ? '' : undefined}
        {...rest}
      >
        {address ? (
          atBreak(children, <span ref={end} className={endMark} />)
        ) : (
          <>
            {children}
            <span ref={end} className={endMark} />
          </>
        )}
      </span>
    </Tooltip>
  );
}

import { css } from 'styled-system/css';
import { cx } from './cx.js';

const skeleton = css({ display: 'block', bg: 'bg.muted', borderRadius: 'l2', animation: 'shimmer 1.6s ease-in-out infinite' });

export function Skeleton({ className, height = 'md' }: { className?: string; height?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const h = { sm: css({ h: '3' }), md: css({ h: '4' }), lg: css({ h: '8' }), xl: css({ h: '24' }) }[height];
  return <span aria-hidden="true" data-part="skeleton" className={cx(skeleton, h, className)} />;
}

// One line box of the surrounding text (1lh tall), with the bar drawn in its middle: put it where a line of
// text will be (same font size and line height) and the text replaces it without moving anything.
const line = css({
  display: 'block',
  h: '1lh',
  py: '0.3em',
  bg: 'bg.muted',
  backgroundClip: 'content-box',
  borderRadius: 'l2',
  animation: 'shimmer 1.6s ease-in-out infinite',
});

/** A placeholder exactly one line of text tall; `width` any CSS length (default 100%). */
export function SkeletonText({ width, className }: { width?: string; className?: string }) {
  return <span aria-hidden="true" data-part="skeleton" className={cx(line, className)} style={width ? { width } : undefined} />;
}

/** A block placeholder; give it its size and radius (an avatar, a badge, a thumbnail). */
export function SkeletonBox({ className }: { className?: string }) {
  return <span aria-hidden="true" data-part="skeleton" className={cx(skeleton, className)} />;
}

/** A picture (avatar, logo) beside two lines, the second in 13px: the shape of a list's first cell. */
export function SkeletonMediaLines() {
  return (
    <span className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
      <SkeletonBox className={css({ w: '8', h: '8', flexShrink: 0, '@container (max-width: 36rem)': { display: 'none' } })} />
      <span className={css({ display: 'flex', flexDirection: 'column', flex: '1', minW: '0' })}>
        <SkeletonText width="70%" />
        <SkeletonText width="50%" className={css({ fontSize: '13px' })} />
      </span>
    </span>
  );
}

/** A badge's shape (one 12px line, its padding and border). */
export function SkeletonBadge() {
  return <SkeletonBox className={css({ w: '20', h: '6', borderRadius: 'full' })} />;
}

const stack = css({ display: 'flex', flexDirection: 'column', gap: '3' });

/**
 * A list still loading: `rows` bars of `rowClassName`'s height, one busy region named `label` (e.g. "Loading").
 * `part` names the region for tests and host styles.
 */
export function SkeletonStack({ rows, rowClassName, label, part }: { rows: number; rowClassName: string; label: string; part?: string }) {
  return (
    <div aria-busy="true" aria-label={label} data-part={part} className={stack}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={rowClassName} />
      ))}
    </div>
  );
}

import { css, cx } from 'styled-system/css';

const skeleton = css({ display: 'block', bg: 'bg.muted', borderRadius: 'l2', animation: 'shimmer 1.6s ease-in-out infinite' });

export function Skeleton({ className, height = 'md' }: { className?: string; height?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const h = { sm: css({ h: '3' }), md: css({ h: '4' }), lg: css({ h: '8' }), xl: css({ h: '24' }) }[height];
  return <span aria-hidden="true" data-part="skeleton" className={cx(skeleton, h, className)} />;
}

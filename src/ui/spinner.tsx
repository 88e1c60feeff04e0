import { css } from 'styled-system/css';
import { cx } from './cx.js';

const spinner = css({
  display: 'inline-block',
  width: '1em',
  height: '1em',
  flexShrink: 0,
  borderRadius: 'full',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: 'spin 0.7s linear infinite',
  // Reduced motion: a still ring (WCAG 2.3.3); the status keeps its label for assistive technology.
  _motionReduce: { animation: 'none' },
});

export function Spinner({ label, className }: { label?: string; className?: string }) {
  return label ? (
    <span role="status" aria-label={label} className={cx(spinner, className)} />
  ) : (
    <span aria-hidden="true" className={cx(spinner, className)} />
  );
}

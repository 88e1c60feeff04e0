import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { cx } from './cx.js';

const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: '12px',
  fontWeight: 'medium',
  // One line whatever the column's width: a badge is a label, not a paragraph (issue 12).
  whiteSpace: 'nowrap',
  flexShrink: 0,
  border: '1px solid transparent',
  '&[data-tone=neutral]': { bg: 'bg.subtle', color: 'fg.muted', borderColor: 'border.default' },
  '&[data-tone=success]': { bg: 'success.subtle', color: 'success.text' },
  '&[data-tone=danger]': { bg: 'danger.subtle', color: 'danger.text' },
  '&[data-tone=warning]': { bg: 'warning.subtle', color: 'warning.text' },
  '&[data-tone=accent]': { bg: 'accent.subtle', color: 'accent.text' },
});

export function Badge({
  tone = 'neutral',
  children,
  className,
  ...data
}: {
  tone?: 'neutral' | 'success' | 'danger' | 'warning' | 'accent';
  children: ReactNode;
  className?: string;
  [data: `data-${string}`]: string | boolean | undefined;
}) {
  return (
    <span data-tone={tone} className={cx(badge, className)} {...data}>
      {children}
    </span>
  );
}

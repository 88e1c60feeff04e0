import { css } from 'styled-system/css';
import { cx } from './cx.js';

/** First two characters of the display name (first name plus last name), upper-cased. */
export function initials(name: string | null | undefined): string {
  const compact = (name ?? '').replace(/\s+/g, '');
  return compact.slice(0, 2).toUpperCase() || '?';
}

export function displayName(m: { firstName?: string | null; lastName?: string | null } | null | undefined): string {
  return [m?.firstName, m?.lastName].filter(Boolean).join(' ').trim();
}

const avatar = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: 'l2',
  bg: 'accent.subtle',
  color: 'accent.text',
  fontWeight: 'semibold',
  userSelect: 'none',
  '&[data-size=sm]': { w: '7', h: '7', fontSize: '11px' },
  '&[data-size=md]': { w: '8', h: '8', fontSize: '12px' },
  '&[data-size=lg]': { w: '10', h: '10', fontSize: '14px' },
});

export function Avatar({
  name,
  size = 'md',
  className,
}: {
  name: string | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  return (
    <span aria-hidden="true" data-part="avatar" data-size={size} className={cx(avatar, className)}>
      {initials(name)}
    </span>
  );
}

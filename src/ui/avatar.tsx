import { css } from 'styled-system/css';
import { cx } from './cx.js';

/**
 * Initials as people write them: the first letter of the first and of the last word ("Ada Rossi" → "AR",
 * "Maria De Luca" → "ML"); one word gives its first two letters ("ada@example.com" → "AD"). Letters are whole
 * characters (an accented or astral letter is never cut), upper-cased in the name's own script.
 */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').split(/[\s@._-]+/u).filter((w) => /\p{L}|\p{N}/u.test(w));
  const first = (w: string | undefined) => Array.from(w ?? '').find((c) => /\p{L}|\p{N}/u.test(c)) ?? '';
  const picked =
    words.length > 1 && !(name ?? '').includes('@')
      ? first(words[0]) + first(words.at(-1))
      : Array.from(words[0] ?? '')
          .filter((c) => /\p{L}|\p{N}/u.test(c))
          .slice(0, 2)
          .join('');
  return picked.toUpperCase() || '?';
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

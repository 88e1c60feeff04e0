import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { useHost } from '../state/host.js';

export const linkStyle = css({
  color: 'accent.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  textDecorationColor: 'color-mix(in srgb, currentColor 40%, transparent)',
  borderRadius: 'l1',
  _hover: { textDecorationColor: 'currentColor' },
});

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path (e.g. '/home'): routed by `<admin-app>`, or an `admin-navigate` event when embedded. */
  to: string;
  /** Render without the default link look. */
  plain?: boolean;
}

const isModified = (e: MouseEvent) => e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0;

export function Link({ to, plain, className, onClick, ...rest }: LinkProps) {
  const host = useHost();
  return (
    <a
      href={to}
      className={cx(plain ? undefined : linkStyle, className)}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || isModified(e) || /^[a-z]+:/i.test(to)) return;
        e.preventDefault();
        host.navigate(to);
      }}
      {...rest}
    />
  );
}

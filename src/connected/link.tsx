import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { css } from 'styled-system/css';
import { cx } from '../ui/cx.js';
import { useHost } from '../state/host.js';
import { useBackOfficeConfig } from '../state/use-config.js';

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

/**
 * Inside `<admin-app>` a click routes. In an embedded panel the `href` is the page's own URL for `to` when
 * the host gave `configure({ href })` (so middle-click and "open in new tab" open the portal's route), and a
 * click dispatches the cancelable `admin-navigate`; not cancelled, it follows that href.
 */
export function Link({ to, plain, className, onClick, ...rest }: LinkProps) {
  const host = useHost();
  const { href: build } = useBackOfficeConfig();
  const external = /^[a-z]+:/i.test(to);
  const href = host.embedded && build && !external ? build(to) : to;
  return (
    <a
      href={href}
      className={cx(plain ? undefined : linkStyle, className)}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || isModified(e) || external) return;
        e.preventDefault();
        if (!host.embedded) return host.navigate(to);
        if (host.emit('admin-navigate', { to }) && href !== to) location.assign(href);
      }}
      {...rest}
    />
  );
}

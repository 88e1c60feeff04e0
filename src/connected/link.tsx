import { useCallback, type AnchorHTMLAttributes, type MouseEvent } from 'react';
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

/** Where an app path leads from this panel: its `href`, and what a plain click or a menu's Enter does. */
export interface AppLink {
  /** The link's URL: the portal's own (`configure({ href })`) in an embedded panel that has it, else the path. */
  href: string;
  /** Inside `<admin-app>` routes; embedded, dispatches `admin-navigate` and, not cancelled, follows `href`. */
  follow(): void;
}

/**
 * The links of a panel to app paths (a `Link`, a menu item that navigates): inside `<admin-app>` a click
 * routes. In an embedded panel the `href` is the page's own URL for `to` when the host gave
 * `configure({ href })` (so middle-click and "open in new tab" open the portal's route), and a click
 * dispatches the cancelable `admin-navigate`; not cancelled, it follows that href.
 */
export function useAppLink(): (to: string) => AppLink {
  const host = useHost();
  const { href: build } = useBackOfficeConfig();
  return useCallback(
    (to: string) => {
      const external = /^[a-z]+:/i.test(to);
      const href = host.embedded && build && !external ? build(to) : to;
      return {
        href,
        follow: () => {
          if (external) return location.assign(to);
          if (!host.embedded) return host.navigate(to);
          if (host.emit('admin-navigate', { to }) && href !== to) location.assign(href);
        },
      };
    },
    [host, build],
  );
}

/** A menu item's link to an app path (`MenuItem`'s `href` and `onSelect`). */
export const menuLink = (link: AppLink) => ({ href: link.href, onSelect: link.follow });

/** An app path as a link (see `useAppLink`); external URLs (`mailto:`, `https:`) are left to the browser. */
export function Link({ to, plain, className, onClick, ...rest }: LinkProps) {
  const link = useAppLink()(to);
  const external = /^[a-z]+:/i.test(to);
  return (
    <a
      href={link.href}
      className={cx(plain ? undefined : linkStyle, className)}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || isModified(e) || external) return;
        e.preventDefault();
        link.follow();
      }}
      {...rest}
    />
  );
}

import type { MouseEvent, ReactNode } from 'react';
import { css } from 'styled-system/css';

/** How a list's rows open their detail: the URL of a row (a real link) and what a plain click does. */
export interface RowOpener {
  href(id: number): string;
  open(id: number): void;
}

const link = css({
  color: 'inherit',
  fontWeight: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  textDecorationColor: 'color-mix(in srgb, currentColor 35%, transparent)',
  borderRadius: 'l1',
  _hover: { color: 'accent.text', textDecorationColor: 'currentColor' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '1px' },
});

const isModified = (e: MouseEvent) => e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0;

/**
 * The name of a row as the link to its detail (issue 16): its `href` is the detail's URL, so middle click and
 * "open in new tab" work; a plain click opens the detail in place.
 */
export function RowLink({ id, opener, children }: { id: number; opener: RowOpener; children: ReactNode }) {
  return (
    <a
      href={opener.href(id)}
      className={link}
      data-part="row-link"
      // A list row is the Tab stop; ArrowRight on it reaches this link (issue 38, round 3).
      tabIndex={-1}
      onClick={(e) => {
        if (e.defaultPrevented || isModified(e)) return;
        e.preventDefault();
        opener.open(id);
      }}
    >
      {children}
    </a>
  );
}

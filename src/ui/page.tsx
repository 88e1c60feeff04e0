import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { cx } from './cx.js';

// One frame for every protected screen: the same header (title, description, actions) at the same place,
// no padding of its own (the app's <main> pads, an embedding portal places the panel), one width rule:
// `full` fills the frame (lists, browsers), `narrow` keeps forms and settings at a readable 48rem,
// left-aligned under the same title. It paints its own canvas so an embedded panel stays readable in
// dark mode on a light page.
const root = css({
  display: 'flex',
  flexDirection: 'column',
  // 16 px between the parts of a screen (round 10: with 20, five rows of Customers above the fold at 1280×800).
  gap: '4',
  minW: '0',
  w: 'full',
  bg: 'bg.canvas',
  color: 'fg.default',
  // A part that shows nothing on a wide screen (a list's select-the-page bar of the phone's cards) takes no gap under
  // it (round 10: an empty 20 px between the sort bar and the table); shown, its bar makes up for it.
  '& > [data-gapless]': { mb: '-4' },
  // 8 px between it and the cards (round 12: 24 px, with the toolbar's row the first card at 320 px must come by y 260).
  '& > [data-gapless] > [data-part=list-select-page]': { mb: '2' },
});
const header = css({ display: 'flex', alignItems: 'flex-start', gap: '3', flexWrap: 'wrap', minH: '14' });
const title = css({
  fontSize: '24px',
  lineHeight: '32px',
  fontWeight: 'semibold',
  letterSpacing: '-0.01em',
  outline: 'none',
  overflowWrap: 'anywhere',
});
const narrow = css({ maxW: '48rem' });

export interface PageProps {
  /** `data-screen` of the root (tests and integrators' CSS). */
  name: string;
  title: ReactNode;
  /** Beside the heading, on its line (e.g. a status badge); not part of the heading's text. */
  titleMeta?: ReactNode;
  description?: ReactNode;
  /** Buttons at the header's end (wrap under the title on a phone). */
  actions?: ReactNode;
  width?: 'full' | 'narrow';
  className?: string;
  rootRef?: React.Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * Page frame of a screen. The `h1` is focusable (tabindex -1, `data-page-title`): the router moves focus to
 * it after a route change, so Tab and the '/' shortcut start from the content.
 */
export function Page({ name, title: heading, titleMeta, description, actions, width = 'full', className, rootRef, children }: PageProps) {
  return (
    <div ref={rootRef} className={cx(root, width === 'narrow' && narrow, className)} data-screen={name}>
      <header className={header} data-part="page-header">
        <div className={css({ flex: '1 1 16rem', minW: '0' })}>
          {titleMeta ? (
            <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '3', rowGap: '1' })}>
              <h1 className={title} tabIndex={-1} data-page-title="">
                {heading}
              </h1>
              {titleMeta}
            </div>
          ) : (
            <h1 className={title} tabIndex={-1} data-page-title="">
              {heading}
            </h1>
          )}
          {description && <p className={css({ color: 'fg.muted', mt: '1' })}>{description}</p>}
        </div>
        {actions && <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' })}>{actions}</div>}
      </header>
      {children}
    </div>
  );
}

import { css } from 'styled-system/css';

/** The dimmed layer behind a modal surface (dialog, drawer, command palette). */
export const modalBackdrop = css({ position: 'fixed', inset: '0', bg: 'bg.overlay', zIndex: 50, animation: 'fadeIn 120ms ease-out' });

/** The icon-only close button in the header row of a drawer or the command palette. */
export const closeIconButton = css({
  flexShrink: 0,
  w: '9',
  h: '9',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'l2',
  color: 'fg.muted',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default' },
});

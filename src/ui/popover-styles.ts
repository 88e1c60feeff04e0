import { css } from 'styled-system/css';

export const floatingPanel = css({
  bg: 'bg.surface',
  color: 'fg.default',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'overlay',
  p: '1',
  minW: '10rem',
  // Never wider than the screen less its margins: a long item (a disabled one with its reason) wraps instead of
  // running off a phone's edge (issue 39 trial, Team at 390).
  maxW: 'min(24rem, calc(100vw - 1rem))',
  maxH: '20rem',
  overflowY: 'auto',
  zIndex: 60,
  outline: 'none',
  _open: { animation: 'slideIn 120ms ease-out' },
});

/**
 * An item of a menu or a combobox's listbox. The keyboard's item (data-highlighted) is tinted and marked by a bar in
 * the accent at its start: the bar is 3:1 against a plain item in every look (WCAG 1.4.11, 2.4.7;
 * tests/a11y/state-contrast.test.ts), the tint alone is not. Forced colours drop both: the item takes the system's
 * Highlight and HighlightText, and what it holds inherits that text colour. forced-color-adjust: none, or Chromium
 * paints a Canvas backplate behind the text and HighlightText vanishes on it; a badge or an avatar inside is forced
 * again (its own Canvas chip). tests/a11y/forced-colors.test.ts.
 */
export const floatingItem = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '2.5',
  py: '1.5',
  borderRadius: 'l2',
  fontSize: '14px',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  _highlighted: {
    bg: 'accent.subtle',
    _before: {
      content: '""',
      position: 'absolute',
      insetInlineStart: '0',
      insetBlock: '1.5',
      w: '3px',
      borderRadius: 'full',
      bg: 'accent.default',
    },
  },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  '&[data-state=checked]': { fontWeight: 'medium' },
  '@media (forced-colors: active)': {
    _highlighted: {
      bg: 'Highlight',
      color: 'HighlightText',
      forcedColorAdjust: 'none',
      '& :not([data-tone], [data-part=avatar])': { color: 'inherit' },
      '& :is([data-tone], [data-part=avatar])': { forcedColorAdjust: 'auto' },
      _before: { bg: 'HighlightText' },
    },
  },
});

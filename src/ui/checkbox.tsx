import type { InputHTMLAttributes } from 'react';
import { css } from 'styled-system/css';
import { cx } from './cx.js';

// A native checkbox drawn by the theme: the browser's own box is white in dark mode (issue 12).
// The tick is the ::before of the input (two borders turned 45°), so no image and no extra element.
export const checkboxStyle = css({
  appearance: 'none',
  flexShrink: 0,
  display: 'inline-grid',
  placeContent: 'center',
  w: '4',
  h: '4',
  m: '0',
  verticalAlign: 'middle',
  bg: 'bg.surface',
  border: '1px solid',
  borderColor: 'border.control',
  borderRadius: 'l1',
  cursor: 'pointer',
  transition: 'background 120ms, border-color 120ms',
  '&::before': {
    content: '""',
    w: '2',
    h: '1',
    borderInlineStart: '2px solid',
    borderBottom: '2px solid',
    borderColor: 'accent.fg',
    transform: 'translateY(-1px) rotate(-45deg)',
    opacity: 0,
  },
  _checked: { bg: 'accent.default', borderColor: 'accent.default', '&::before': { opacity: 1 } },
  _hover: { borderColor: 'accent.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed', _hover: { borderColor: 'border.emphasized' } },
});

export function Checkbox({ className, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return <input type="checkbox" className={cx(checkboxStyle, className)} {...rest} />;
}

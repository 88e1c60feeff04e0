import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export interface SwitchProps {
  label: ReactNode;
  checked: boolean;
  onCheckedChange(checked: boolean): void;
  disabled?: boolean;
}

const root = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2.5',
  minH: '6',
  cursor: 'pointer',
  '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
});
// The input is out of sight (1 px, clipped) but keeps the focus and the keyboard; a click anywhere on the label toggles it.
const input = css({ srOnly: true });
const control = css({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  w: '9',
  h: '5',
  p: '0.5',
  borderRadius: 'full',
  // Off: a filled track in the control border's colour (3:1 against the surface and against the thumb);
  // on: the accent, with the thumb in the accent's foreground (WCAG 1.4.11).
  bg: 'border.control',
  border: '1px solid',
  borderColor: 'border.control',
  transition: 'background 120ms',
  '&[data-state=checked]': { bg: 'accent.default', borderColor: 'accent.default' },
  'input:focus-visible + &': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  // Forced colours replace the track's fill and the thumb's with Canvas (a Canvas thumb on a Canvas track): off, a
  // framed Canvas track with a CanvasText thumb; on, a Highlight track with a HighlightText thumb, at the other end.
  '@media (forced-colors: active)': {
    bg: 'Canvas',
    borderColor: 'CanvasText',
    '&[data-state=checked]': { bg: 'Highlight', borderColor: 'Highlight' },
  },
});
const thumb = css({
  w: '3.5',
  h: '3.5',
  borderRadius: 'full',
  bg: 'bg.surface',
  boxShadow: 'card',
  transition: 'transform 120ms',
  '&[data-state=checked]': { transform: 'translateX(16px)', bg: 'accent.fg' },
  '@media (forced-colors: active)': {
    bg: 'CanvasText',
    border: '1px solid Canvas',
    '&[data-state=checked]': { bg: 'HighlightText', borderColor: 'Highlight' },
  },
});

/**
 * An on/off switch: a native checkbox with the switch role (ARIA in HTML allows it), so the browser gives the
 * keyboard, the form and the label; the track and its thumb are drawn over it. Marked like Ark's switch
 * (data-scope/data-part/data-state) so styles and tests find its parts.
 */
export function Switch({ label, checked, onCheckedChange, disabled }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <label className={root} data-scope="switch" data-part="root" data-state={state} data-disabled={disabled ? '' : undefined}>
      <input
        type="checkbox"
        role="switch"
        className={input}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onCheckedChange(e.currentTarget.checked)}
      />
      <span className={control} data-scope="switch" data-part="control" data-state={state} aria-hidden="true">
        <span className={thumb} data-scope="switch" data-part="thumb" data-state={state} />
      </span>
      <span className={css({ fontSize: '14px' })} data-scope="switch" data-part="label">
        {label}
      </span>
    </label>
  );
}

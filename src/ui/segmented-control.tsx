import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { cx } from './cx.js';
import type { Option } from './select.js';

export interface SegmentedControlProps {
  /** The group's name (its legend); shown unless `hideLabel` (it is then read by screen readers only). */
  label: ReactNode;
  hideLabel?: boolean;
  options: Option[];
  value: string;
  onValueChange(value: string): void;
  className?: string;
}

const contents = css({ display: 'contents' });
const root = css({ border: '0', p: '0', m: '0', minW: '0', display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
const legend = css({ float: 'left', fontSize: '13px', fontWeight: 'medium', color: 'fg.muted', p: '0' });
const legendHidden = css({ srOnly: true });
const track = css({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: '0.5',
  p: '0.5',
  bg: 'bg.subtle',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'l3',
  maxW: 'full',
  // A phone 320 px wide holds four short segments in one row without the gaps.
  '@media (max-width: 359.98px)': { gap: '0' },
});
const item = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '8',
  px: '3',
  borderRadius: 'l2',
  fontSize: '13px',
  fontWeight: 'medium',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  '@media (max-width: 359.98px)': { px: '2' },
  _hover: { color: 'fg.default' },
  // The chosen segment: raised on the surface and edged in the controls' border colour, which is 3:1 against the
  // track (bg.subtle) in every look where the surface alone is not (WCAG 1.4.11; tests/a11y/state-contrast.test.ts).
  // An outline inside the box: no border to reserve on the other segments, nothing moves.
  '&[data-state=checked]': {
    bg: 'bg.surface',
    color: 'fg.default',
    boxShadow: 'card',
    outline: '1px solid',
    outlineColor: 'border.control',
    outlineOffset: '-1px',
  },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '1px' },
  // Forced colours drop the backgrounds: the chosen segment keeps a frame.
  '@media (forced-colors: active)': {
    '&[data-state=checked]': { outline: '2px solid', outlineColor: 'Highlight', outlineOffset: '-2px' },
  },
});
// The input is out of sight (1 px, clipped): the browser's arrow keys, one tab stop and the checked state stay.
const input = css({ srOnly: true });

/**
 * A segmented control: native radio buttons in a fieldset named by its legend, drawn as one row of segments.
 * Arrow keys move the choice, Tab enters and leaves the group at the chosen segment (the browser's own radio
 * group); screen readers hear "30 days, radio button, checked, 2 of 4". Marked with data-scope/data-part/
 * data-state like the other controls.
 */
export function SegmentedControl({ label, hideLabel, options, value, onValueChange, className }: SegmentedControlProps) {
  const name = useId();
  // In a <form> of its own: Chromium keeps form-less radio inputs of a shadow root (and the screen around
  // them) alive after removal (tests/e2e/memory.test.ts; src/features/settings/choice-cards.tsx).
  return (
    <form className={contents} onSubmit={(e) => e.preventDefault()}>
      <fieldset className={cx(root, className)} data-scope="segmented-control" data-part="root">
        <legend className={hideLabel ? legendHidden : legend} data-scope="segmented-control" data-part="label">
          {label}
        </legend>
        <div className={track}>
          {options.map((o) => {
            const state = o.value === value ? 'checked' : 'unchecked';
            return (
              <label key={o.value} className={item} data-scope="segmented-control" data-part="item" data-state={state} data-value={o.value}>
                <input
                  type="radio"
                  name={name}
                  value={o.value}
                  checked={o.value === value}
                  className={input}
                  onChange={() => onValueChange(o.value)}
                />
                {o.label}
              </label>
            );
          })}
        </div>
      </fieldset>
    </form>
  );
}

import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { cx } from './cx.js';
import { fieldLabel, fieldRoot, inputStyle } from './text-field.js';

export interface Option {
  value: string;
  label: string;
  /** Secondary text (combobox) or a leading visual (e.g. a flag). */
  description?: string;
  icon?: ReactNode;
  /** A short status in words after the label (combobox), e.g. 'disabled'. */
  badge?: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  /** Plain-text options; an option's `icon` (a flag) is drawn beside the chosen value only. */
  options: Option[];
  value: string | null;
  onValueChange(value: string): void;
  /** Shown (and chosen) while the value matches no option. */
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

// The chevron is drawn by the box (no element of its own), in the text's muted colour, over the select's end.
const box = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  _after: {
    content: '""',
    position: 'absolute',
    insetInlineEnd: '14px',
    top: 'calc(50% - 5px)',
    w: '6px',
    h: '6px',
    borderInlineEnd: '1.5px solid',
    borderBottom: '1.5px solid',
    color: 'fg.muted',
    transform: 'rotate(45deg)',
    pointerEvents: 'none',
  },
});
const select = css({
  appearance: 'none',
  pe: '9',
  cursor: 'pointer',
  truncate: true,
  // The open list is the browser's: dark with the dark mode.
  colorScheme: 'light',
  _dark: { colorScheme: 'dark' },
});
const lead = css({ position: 'absolute', insetInlineStart: '3', display: 'inline-flex', pointerEvents: 'none' });

/**
 * A styled native `<select>`: every select of the back-office holds plain text (sort, direction, page size,
 * country, filters), so it gets the browser's own list, keyboard and type-ahead, no state machine, and no
 * node beyond the `<option>`s themselves. Marked like Ark's select (data-scope/data-part) so one style and one test selector
 * fit both. Options with search or rich rows use the Combobox.
 */
export function Select({ label, options, value, onValueChange, placeholder, disabled, className }: SelectProps) {
  const id = useId();
  const chosen = options.find((o) => o.value === value);
  const icon = chosen?.icon;
  return (
    <div className={cx(fieldRoot, className)} data-scope="select" data-part="root">
      <label htmlFor={id} className={fieldLabel} data-scope="select" data-part="label">
        {label}
      </label>
      <div className={box}>
        {icon && (
          <span className={lead} aria-hidden="true">
            {icon}
          </span>
        )}
        <select
          id={id}
          className={cx(inputStyle, select, icon ? css({ ps: '9' }) : undefined)}
          value={value ?? ''}
          disabled={disabled}
          onChange={(e) => onValueChange(e.currentTarget.value)}
          data-scope="select"
          data-part="trigger"
        >
          {/* Text content, not the label attribute: Chromium names an option from its text only (4.1.2). */}
          {!chosen && (
            <option value={value ?? ''} disabled hidden>
              {placeholder ?? ''}
            </option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

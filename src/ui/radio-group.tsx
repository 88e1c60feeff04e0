import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { cx } from './cx.js';
import type { Option } from './select.js';
import { fieldLabel } from './text-field.js';

export interface RadioGroupProps {
  label: ReactNode;
  options: Option[];
  value: string | null;
  onValueChange(value: string): void;
  orientation?: 'horizontal' | 'vertical';
  disabled?: boolean;
  className?: string;
}

const root = css({ display: 'flex', flexDirection: 'column', gap: '2', border: '0', p: '0', m: '0', minW: '0' });
const legend = css({ p: '0', mb: '2', float: 'left', w: 'full' });
const item = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '6',
  cursor: 'pointer',
  '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
});
// The input is out of sight (1 px, clipped): the browser's arrow keys, focus and form stay; a click on the label checks it.
const input = css({ srOnly: true });
const control = css({
  flexShrink: 0,
  w: '4',
  h: '4',
  borderRadius: 'full',
  border: '1px solid',
  borderColor: 'border.control',
  bg: 'bg.surface',
  '&[data-state=checked]': { borderColor: 'accent.default', borderWidth: '5px' },
  'input:focus-visible + &': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});

/**
 * A group of native radio buttons in a fieldset named by its legend: arrow keys, one tab stop and the form
 * come from the browser; the circles are drawn over the inputs. Marked like Ark's radio group
 * (data-scope/data-part/data-state) so styles and tests find its parts.
 */
export function RadioGroup({ label, options, value, onValueChange, orientation = 'horizontal', disabled, className }: RadioGroupProps) {
  const name = useId();
  return (
    <fieldset className={cx(root, className)} disabled={disabled} data-scope="radio-group" data-part="root" data-orientation={orientation}>
      <legend className={cx(fieldLabel, legend)} data-scope="radio-group" data-part="label">
        {label}
      </legend>
      <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', flexDirection: orientation === 'vertical' ? 'column' : 'row' })}>
        {options.map((o) => {
          const state = o.value === value ? 'checked' : 'unchecked';
          const off = disabled || o.disabled;
          return (
            <label
              key={o.value}
              className={item}
              data-scope="radio-group"
              data-part="item"
              data-state={state}
              data-disabled={off ? '' : undefined}
            >
              <input
                type="radio"
                name={name}
                value={o.value}
                checked={o.value === value}
                disabled={o.disabled}
                className={input}
                onChange={() => onValueChange(o.value)}
              />
              <span className={control} data-scope="radio-group" data-part="item-control" data-state={state} aria-hidden="true" />
              <span className={css({ fontSize: '14px' })} data-scope="radio-group" data-part="item-text">
                {o.label}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { cx } from './cx.js';

export const fieldRoot = css({ display: 'flex', flexDirection: 'column', gap: '1.5', w: 'full' });
export const fieldLabel = css({ fontSize: '13px', fontWeight: 'medium', color: 'fg.default' });
export const fieldHelper = css({ fontSize: '12px', color: 'fg.muted' });
export const fieldError = css({ fontSize: '12px', color: 'danger.text' });
export const inputStyle = css({
  h: '9',
  w: 'full',
  px: '3',
  bg: 'bg.surface',
  color: 'fg.default',
  border: '1px solid',
  borderColor: 'border.control',
  borderRadius: 'l2',
  fontSize: '14px',
  outline: 'none',
  transition: 'border-color 120ms',
  _placeholder: { color: 'fg.subtle' },
  // Focus: a solid 2 px ring 1 px off the border, in the accent (in red on an invalid field, whose border is red
  // already): 3:1 against what surrounds the field in every look, so a focused field, valid or not, differs by 3:1
  // from the same field unfocused (WCAG 1.4.11, 2.4.7; tests/a11y/state-contrast.test.ts). A 25% tint did not.
  _focusVisible: {
    borderColor: 'accent.default',
    outline: '2px solid',
    outlineColor: 'accent.default',
    outlineOffset: '1px',
  },
  _invalid: {
    borderColor: 'danger.default',
    _focusVisible: { borderColor: 'danger.default', outlineColor: 'danger.default' },
  },
  _disabled: { opacity: 0.7, cursor: 'not-allowed', bg: 'bg.subtle' },
  // Not `_readOnly`: :read-only also matches a button (the select's trigger), which turned every select grey.
  '&:is([readonly], [aria-readonly=true])': { bg: 'bg.subtle' },
});

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  helperText?: ReactNode;
  /** Shown under the field in red; marks the input aria-invalid. */
  errorText?: ReactNode;
  /** Extra content inside the field box (e.g. a toggle button). */
  endAdornment?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, helperText, errorText, endAdornment, id, className, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? `f${auto}`;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  const errorId = errorText ? `${inputId}-error` : undefined;
  const describedBy = [errorId, helperId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(fieldRoot, className)}>
      <label htmlFor={inputId} className={fieldLabel}>
        {label}
      </label>
      <div className={css({ position: 'relative', display: 'flex', alignItems: 'center' })}>
        <input
          ref={ref}
          id={inputId}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy}
          className={cx(inputStyle, endAdornment ? css({ pe: '10' }) : undefined)}
          {...rest}
        />
        {endAdornment && <div className={css({ position: 'absolute', insetInlineEnd: '1' })}>{endAdornment}</div>}
      </div>
      {errorText && (
        <p id={errorId} className={fieldError}>
          {errorText}
        </p>
      )}
      {helperText && (
        <p id={helperId} className={fieldHelper}>
          {helperText}
        </p>
      )}
    </div>
  );
});

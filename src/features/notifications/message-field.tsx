import { forwardRef, useId } from 'react';
import { css } from 'styled-system/css';
import { cx } from '../../ui/cx.js';
import { useT } from '../../i18n/index.js';
import { fieldError, fieldLabel, fieldRoot, inputStyle, requiredMark } from '../../ui/text-field.js';

interface Props {
  label: string;
  value: string;
  placeholder?: string;
  onChange(value: string): void;
  /** Shown under the field in red; marks the textarea aria-invalid and describes it. */
  errorText?: string | undefined;
}

/** Multi-line message field styled like the kit's inputs. */
export const MessageField = forwardRef<HTMLTextAreaElement, Props>(function MessageField(
  { label, value, placeholder, onChange, errorText },
  ref,
) {
  const t = useT();
  const id = `m${useId()}`;
  const errorId = `${id}-error`;
  return (
    <div className={fieldRoot}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
        {/* Required, as the title: seen here, heard as the field's state. */}
        <span data-part="required-mark" aria-hidden="true" className={requiredMark}>
          {' '}
          {t('common.required')}
        </span>
      </label>
      <textarea
        required
        aria-required
        ref={ref}
        id={id}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={errorText ? errorId : undefined}
        name="message"
        rows={5}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        className={cx(inputStyle, css({ h: 'auto', minH: '28', py: '2', resize: 'vertical' }))}
      />
      {errorText && (
        <p id={errorId} className={fieldError}>
          {errorText}
        </p>
      )}
    </div>
  );
});

import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { fieldLabel, fieldRoot, inputStyle } from '../../ui/text-field.js';

interface Props {
  label: string;
  value: string;
  placeholder?: string;
  onChange(value: string): void;
}

/** Multi-line message field styled like the kit's inputs. */
export function MessageField({ label, value, placeholder, onChange }: Props) {
  const id = `m${useId()}`;
  return (
    <div className={fieldRoot}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <textarea
        id={id}
        name="message"
        rows={5}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
        className={cx(inputStyle, css({ h: 'auto', minH: '28', py: '2', resize: 'vertical' }))}
      />
    </div>
  );
}

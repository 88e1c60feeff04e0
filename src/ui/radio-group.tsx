import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
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

export function RadioGroup({ label, options, value, onValueChange, orientation = 'horizontal', disabled, className }: RadioGroupProps) {
  return (
    <ArkRadioGroup.Root
      value={value}
      onValueChange={(d) => d.value && onValueChange(d.value)}
      orientation={orientation}
      disabled={disabled}
      className={cx(css({ display: 'flex', flexDirection: 'column', gap: '2' }), className)}
    >
      <ArkRadioGroup.Label className={fieldLabel}>{label}</ArkRadioGroup.Label>
      <div className={css({ display: 'flex', gap: '4', flexWrap: 'wrap', flexDirection: orientation === 'vertical' ? 'column' : 'row' })}>
        {options.map((o) => (
          <ArkRadioGroup.Item
            key={o.value}
            value={o.value}
            disabled={o.disabled}
            className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', minH: '6', cursor: 'pointer', _disabled: { opacity: 0.5 } })}
          >
            <ArkRadioGroup.ItemControl
              className={css({
                w: '4',
                h: '4',
                borderRadius: 'full',
                border: '1px solid',
                borderColor: 'border.control',
                bg: 'bg.surface',
                _checked: { borderColor: 'accent.default', borderWidth: '5px' },
                _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
              })}
            />
            <ArkRadioGroup.ItemText className={css({ fontSize: '14px' })}>{o.label}</ArkRadioGroup.ItemText>
            <ArkRadioGroup.ItemHiddenInput />
          </ArkRadioGroup.Item>
        ))}
      </div>
    </ArkRadioGroup.Root>
  );
}

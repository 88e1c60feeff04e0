import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { useMemo, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { CheckIcon, ChevronsUpDownIcon } from './icons.js';
import { floatingItem, floatingPanel } from './popover-styles.js';
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
  options: Option[];
  value: string | null;
  onValueChange(value: string): void;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
}

export function Select({ label, options, value, onValueChange, placeholder, disabled, className }: SelectProps) {
  const collection = useMemo(() => createListCollection({ items: options }), [options]);
  return (
    <ArkSelect.Root
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(d) => d.value[0] !== undefined && onValueChange(d.value[0])}
      disabled={disabled}
      positioning={{ sameWidth: true }}
      className={cx(fieldRoot, className)}
    >
      <ArkSelect.Label className={fieldLabel}>{label}</ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger className={cx(inputStyle, css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', textAlign: 'start' }))}>
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', minW: '0' })}>
            {options.find((o) => o.value === value)?.icon}
            <ArkSelect.ValueText placeholder={placeholder} className={css({ truncate: true })} />
          </span>
          <ChevronsUpDownIcon />
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <Portal>
        <ArkSelect.Positioner>
          <ArkSelect.Content className={floatingPanel}>
            {options.map((o) => (
              <ArkSelect.Item key={o.value} item={o} className={floatingItem}>
                {o.icon}
                <ArkSelect.ItemText className={css({ flex: '1' })}>{o.label}</ArkSelect.ItemText>
                <ArkSelect.ItemIndicator>
                  <CheckIcon />
                </ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}

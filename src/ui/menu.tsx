import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { floatingItem, floatingPanel } from './popover-styles.js';

export interface MenuItem {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
  danger?: boolean;
  onSelect?: () => void;
}

export interface MenuProps {
  /** The trigger content; rendered inside Ark's trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger (required when it holds only an icon). */
  triggerLabel?: string;
  triggerClassName?: string;
  items: MenuItem[];
  /** Extra content above the items (e.g. a header block). */
  header?: ReactNode;
  placement?: 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end' | 'right-end';
}

export function Menu({ trigger, triggerLabel, triggerClassName, items, header, placement = 'bottom-end' }: MenuProps) {
  return (
    <ArkMenu.Root
      positioning={{ placement }}
      onSelect={(d) => items.find((i) => i.value === d.value)?.onSelect?.()}
    >
      <ArkMenu.Trigger aria-label={triggerLabel} className={triggerClassName}>
        {trigger}
      </ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner>
          <ArkMenu.Content className={floatingPanel}>
            {header}
            {items.map((item) => (
              <ArkMenu.Item
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                className={cx(floatingItem, item.danger ? css({ color: 'danger.text' }) : undefined)}
              >
                {item.icon}
                {item.label}
              </ArkMenu.Item>
            ))}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  );
}

export { ArkMenu };

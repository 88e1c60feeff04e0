import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useRef, type ReactNode } from 'react';
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
  // Items act on click as well as on Ark's onSelect (keyboard): inside a shadow root pointer selection
  // does not always reach onSelect. A short guard avoids running an action twice.
  const last = useRef({ value: '', at: 0 });
  const select = (value: string) => {
    const now = Date.now();
    if (last.current.value === value && now - last.current.at < 500) return;
    last.current = { value, at: now };
    items.find((i) => i.value === value)?.onSelect?.();
  };
  return (
    <ArkMenu.Root positioning={{ placement }} onSelect={(d) => select(d.value)}>
      <ArkMenu.Trigger aria-label={triggerLabel} className={triggerClassName}>
        {trigger}
      </ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner>
          <ArkMenu.Content className={floatingPanel} part="menu">
            {header}
            {items.map((item) => (
              <ArkMenu.Item
                key={item.value}
                value={item.value}
                disabled={item.disabled}
                onClick={() => !item.disabled && select(item.value)}
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

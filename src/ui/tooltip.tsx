import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import { css } from 'styled-system/css';

export interface TooltipProps {
  content: ReactNode;
  /** The trigger element; must accept a ref and props (rendered with asChild). */
  children: ReactElement;
  openDelay?: number;
  closeDelay?: number;
  disabled?: boolean;
  placement?: 'top' | 'right' | 'bottom' | 'left';
}

/** Tooltip: open delay 700 ms, close/skip delay 300 ms (spec section 9). */
export function Tooltip({ content, children, openDelay = 700, closeDelay = 300, disabled, placement = 'top' }: TooltipProps) {
  return (
    <ArkTooltip.Root openDelay={openDelay} closeDelay={closeDelay} disabled={disabled} positioning={{ placement }}>
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner>
          <ArkTooltip.Content
            className={css({ bg: 'fg.default', color: 'bg.surface', fontSize: '12px', px: '2', py: '1', borderRadius: 'l2', boxShadow: 'overlay', zIndex: 70 })}
          >
            {content}
          </ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}

import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { ArkEnvironment } from './ark-environment.js';

export interface TooltipProps {
  content: ReactNode;
  /** The trigger element; must accept a ref and props (rendered with asChild). */
  children: ReactElement;
  openDelay?: number;
  closeDelay?: number;
  disabled?: boolean;
  placement?: 'top' | 'right' | 'bottom' | 'left';
}

/** The shortest close delay: time for the pointer to cross the gap between the trigger and the tooltip. */
const MIN_CLOSE_DELAY = 150;

/**
 * Tooltip: open delay 700 ms, close/skip delay 300 ms (spec section 9). Content on hover (WCAG 1.4.13): the
 * pointer can move onto the tooltip without closing it (interactive), Escape dismisses it, and it stays until
 * the pointer or focus leaves.
 */
export function Tooltip({ content, children, openDelay = 700, closeDelay = 300, disabled, placement = 'top' }: TooltipProps) {
  return (
    <ArkEnvironment>
      <ArkTooltip.Root
        openDelay={openDelay}
        closeDelay={Math.max(closeDelay, MIN_CLOSE_DELAY)}
        interactive
        closeOnEscape
        disabled={disabled}
        positioning={{ placement }}
      >
        <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
        <Portal>
          <ArkTooltip.Positioner>
            <ArkTooltip.Content
              className={css({
                bg: 'fg.default',
                color: 'bg.surface',
                fontSize: '12px',
                px: '2',
                py: '1',
                borderRadius: 'l2',
                boxShadow: 'overlay',
                zIndex: 70,
              })}
            >
              {content}
            </ArkTooltip.Content>
          </ArkTooltip.Positioner>
        </Portal>
      </ArkTooltip.Root>
    </ArkEnvironment>
  );
}

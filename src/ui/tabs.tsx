import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { cx } from './cx.js';
import { ArkEnvironment } from './ark-environment.js';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** The accessible name of the tab list (e.g. "Notification views"). */
  label: string;
  items: TabItem[];
  value: string;
  onValueChange(value: string): void;
  className?: string;
  /** Mount a panel only when first shown, and drop it when left (default true: the panels' state lives above). */
  lazy?: boolean;
  /** 'automatic' (default): arrow keys select; 'manual': arrow keys move focus, Enter or Space selects. */
  activationMode?: 'automatic' | 'manual';
  /** Class of every panel (e.g. the panel's own layout). */
  panelClassName?: string;
}

const list = css({
  display: 'flex',
  gap: '1',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  overflowX: 'auto',
  // The selected tab's underline sits on the list's bottom border.
  mb: '4',
});
const trigger = css({
  position: 'relative',
  px: '3',
  py: '2',
  minH: '10',
  fontSize: '14px',
  fontWeight: 'medium',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  borderRadius: 'l2 l2 0 0',
  borderBottom: '2px solid transparent',
  mb: '-1px',
  _hover: { color: 'fg.default', bg: 'bg.subtle' },
  _selected: { color: 'fg.default', borderBottomColor: 'accent.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '-2px' },
  // Forced colours paint every bottom border (the transparent ones too) in CanvasText and drop the accent: the
  // selected tab is filled with SelectedItem instead (forced-color-adjust: none, or Chromium's Canvas backplate
  // hides its text).
  '@media (forced-colors: active)': {
    _selected: {
      bg: 'SelectedItem',
      color: 'SelectedItemText',
      borderBottomColor: 'SelectedItem',
      forcedColorAdjust: 'none',
      _focusVisible: { outlineColor: 'SelectedItemText' },
    },
  },
});
const panel = css({ _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px', borderRadius: 'l2' } });

/**
 * Tabs (Ark): a labelled tab list (arrow keys move between tabs, which select on focus) and one panel per
 * tab. Presentational: the caller owns the value (the URL, a route) and the panels' content.
 */
export function Tabs({
  label,
  items,
  value,
  onValueChange,
  className,
  lazy = true,
  activationMode = 'automatic',
  panelClassName,
}: TabsProps) {
  return (
    <ArkEnvironment>
      <ArkTabs.Root
        value={value}
        onValueChange={(d) => onValueChange(d.value)}
        lazyMount={lazy}
        unmountOnExit={lazy}
        activationMode={activationMode}
        className={cx(css({ display: 'flex', flexDirection: 'column', minW: '0' }), className)}
      >
        <ArkTabs.List aria-label={label} className={list}>
          {items.map((i) => (
            <ArkTabs.Trigger key={i.value} value={i.value} className={trigger} data-tab={i.value}>
              {i.label}
            </ArkTabs.Trigger>
          ))}
        </ArkTabs.List>
        {items.map((i) => (
          <ArkTabs.Content key={i.value} value={i.value} className={cx(panel, panelClassName)}>
            {i.content}
          </ArkTabs.Content>
        ))}
      </ArkTabs.Root>
    </ArkEnvironment>
  );
}

import { Menu as ArkMenu, useMenuContext } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useRef, useState, type ComponentProps, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { cx } from './cx.js';
import { floatingItem, floatingPanel } from './popover-styles.js';
import { tabOut } from './tab-out.js';
import { TYPEAHEAD_RESET_MS } from './typeahead.js';
import { ArkEnvironment } from './ark-environment.js';

export interface MenuItem {
  value: string;
  label: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
  danger?: boolean;
  /**
   * An item that navigates is a link (an `<a>` with this URL): middle-click, Ctrl+click and "open in new tab"
   * are the browser's; a plain click or Enter runs `onSelect` instead of following it.
   */
  href?: string;
  onSelect?: () => void;
}

export interface MenuProps {
  /** The trigger content; rendered inside Ark's trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger (required when it holds only an icon). */
  triggerLabel?: string;
  triggerClassName?: string;
  /** The items; a function is called as the menu opens, so they are built from the latest props (a list's row menu). */
  items: MenuItem[] | (() => MenuItem[]);
  /** Extra content above the items (e.g. a header block). */
  header?: ReactNode;
  placement?: 'bottom-start' | 'bottom-end' | 'top-start' | 'top-end' | 'right-end';
}

/**
 * Type-ahead over the items' text with the spec's 1000 ms reset (Ark's own resets after 350 ms): one
 * letter pressed again moves to the next item starting with it; several letters match a prefix.
 */
export function useMenuTypeahead() {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const typed = useRef({ text: '', timer: undefined as ReturnType<typeof setTimeout> | undefined });
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey || (e.key === ' ' && !typed.current.text)) return;
    const state = typed.current;
    clearTimeout(state.timer);
    state.text += e.key.toLocaleLowerCase();
    state.timer = setTimeout(() => (state.text = ''), TYPEAHEAD_RESET_MS);
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-part=item]:not([data-disabled])')];
    const text = (el: HTMLElement) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().toLocaleLowerCase();
    const repeated = [...state.text].every((c) => c === state.text[0]);
    const current = items.findIndex((el) => el.dataset.value === highlighted);
    // The same letter again cycles through the items starting with it; a longer prefix searches from the top.
    const order = repeated ? [...items.slice(current + 1), ...items.slice(0, current + 1)] : items;
    const hit = order.find((el) => text(el).startsWith(repeated ? state.text[0]! : state.text));
    if (hit?.dataset.value) {
      e.preventDefault();
      setHighlighted(hit.dataset.value);
    }
  };
  return {
    /** Spread on the menu's root. */
    rootProps: {
      typeahead: false,
      highlightedValue: highlighted,
      onHighlightChange: (d: { highlightedValue: string | null }) => setHighlighted(d.highlightedValue),
      onOpenChange: (d: { open: boolean }) => !d.open && setHighlighted(null),
    },
    /** On the menu's content. */
    onKeyDown,
  };
}

/**
 * Ark's menu trigger. A click that comes from no pointer (`detail` 0: a script's `click()` for Enter,
 * Shift+F10 or the context-menu key on a list row or a category, or assistive technology) opens the menu
 * with its first enabled item highlighted, as Enter and ArrowDown on the trigger do, so ArrowDown and Enter
 * act at once; a pointer click opens it with nothing highlighted.
 */
export function MenuTrigger({ onClick, ...props }: ComponentProps<typeof ArkMenu.Trigger>) {
  const menu = useMenuContext();
  return (
    <ArkMenu.Trigger
      {...props}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || e.detail !== 0 || menu.open) return;
        const trigger = e.currentTarget;
        // Ark opens the menu on this click; its items are there (and named by aria-controls) a frame later.
        requestAnimationFrame(() => {
          const id = trigger.getAttribute('aria-controls');
          const content = id ? (trigger.getRootNode() as Document | ShadowRoot).getElementById(id) : null;
          if (content?.dataset.state !== 'open') return;
          const first = content.querySelector<HTMLElement>('[role^=menuitem]:not([data-disabled])');
          if (first?.dataset.value) menu.setHighlightedValue(first.dataset.value);
        });
      }}
    />
  );
}

/** Ark's menu content with Tab and Shift+Tab: the menu closes and focus moves on from its trigger (see `tabOut`). */
export function MenuContent({ onKeyDownCapture, ...props }: ComponentProps<typeof ArkMenu.Content>) {
  const menu = useMenuContext();
  return (
    <ArkMenu.Content
      {...props}
      onKeyDownCapture={(e) => {
        onKeyDownCapture?.(e);
        tabOut(e, { close: () => menu.setOpen(false) });
      }}
    />
  );
}

/** A click the browser should handle itself on a link (a new tab or window, a download). */
const opensElsewhere = (e: MouseEvent) => e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0;

export function Menu({ trigger, triggerLabel, triggerClassName, items: given, header, placement = 'bottom-end' }: MenuProps) {
  // Built items: those of the last opening (a function's), else the props' own.
  const [built, setBuilt] = useState<MenuItem[] | null>(() => (typeof given === 'function' ? given() : null));
  const items = typeof given === 'function' ? (built ?? []) : given;
  // Items act on click as well as on Ark's onSelect (keyboard): inside a shadow root pointer selection
  // does not always reach onSelect. A short guard avoids running an action twice.
  const last = useRef({ value: '', at: 0 });
  const typeahead = useMenuTypeahead();
  const select = (value: string) => {
    const now = Date.now();
    if (last.current.value === value && now - last.current.at < 500) return;
    last.current = { value, at: now };
    items.find((i) => i.value === value)?.onSelect?.();
  };
  return (
    <ArkEnvironment>
      {/* Enter on a link item selects it like any item (Zag would click the anchor, which follows its href). */}
      <ArkMenu.Root
        positioning={{ placement }}
        onSelect={(d) => select(d.value)}
        navigate={(d) => select(d.value)}
        {...typeahead.rootProps}
        onOpenChange={(d) => {
          typeahead.rootProps.onOpenChange(d);
          if (d.open && typeof given === 'function') setBuilt(given());
        }}
      >
        <MenuTrigger aria-label={triggerLabel} className={triggerClassName} part="button">
          {trigger}
        </MenuTrigger>
        <Portal>
          <ArkMenu.Positioner>
            <MenuContent className={floatingPanel} part="menu" onKeyDown={typeahead.onKeyDown}>
              {header}
              {items.map((item) => {
                const className = cx(floatingItem, item.danger ? css({ color: 'danger.text' }) : undefined);
                const content = (
                  <>
                    {item.icon}
                    {item.label}
                  </>
                );
                return item.href && !item.disabled ? (
                  <ArkMenu.Item
                    key={item.value}
                    value={item.value}
                    asChild
                    onClick={(e) => {
                      if (opensElsewhere(e)) return;
                      e.preventDefault();
                      select(item.value);
                    }}
                  >
                    <a href={item.href} className={className}>
                      {content}
                    </a>
                  </ArkMenu.Item>
                ) : (
                  <ArkMenu.Item
                    key={item.value}
                    value={item.value}
                    disabled={item.disabled}
                    onClick={() => !item.disabled && select(item.value)}
                    className={className}
                  >
                    {content}
                  </ArkMenu.Item>
                );
              })}
            </MenuContent>
          </ArkMenu.Positioner>
        </Portal>
      </ArkMenu.Root>
    </ArkEnvironment>
  );
}

export { ArkMenu };

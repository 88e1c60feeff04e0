import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import type { MenuItem, MenuProps } from '../menu.js';

// The menu (Ark/Zag menu, floating-ui) is its own chunk, asked for on the first activation of any row's
// menu: a page of rows that is only read never loads it.
const Menu = lazy(() => import('../menu.js').then((m) => ({ default: m.Menu })));

/** Runs `effect` once, after the siblings it was rendered with are in the DOM (inside the same Suspense boundary). */
function OnMount({ effect }: { effect: () => void }) {
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    effect();
  });
  return null;
}

/**
 * A row's action menu, mounted on first use: until then a plain button stands in, so a 50-row page
 * does not start 50 menu state machines (nor load the menu's code). The first activation mounts the menu
 * and opens it the way it was asked for: from the keyboard or a script (Enter, Shift+F10 on the row) with the
 * first item highlighted, from a pointer with none (see `MenuTrigger`).
 */
export function RowMenu({
  label,
  className,
  trigger,
  items,
  tabIndex,
  placement,
}: {
  label: string;
  placement?: MenuProps['placement'];
  /** -1 in a list's row: the row is the Tab stop, ArrowRight reaches the menu (issue 38, round 3). */
  tabIndex?: number;
  className: string;
  trigger: ReactNode;
  /** Called as the menu opens (each time): the items of the latest props, not of the render the row was memoised at. */
  items: () => MenuItem[];
}) {
  const [live, setLive] = useState<'keyboard' | 'pointer' | null>(null);
  const box = useRef<HTMLSpanElement>(null);
  const openedBy = useRef<'keyboard' | 'pointer'>('keyboard');
  const stand = (
    <button
      type="button"
      part="button"
      aria-haspopup="menu"
      aria-label={label}
      // The parts Ark's trigger carries, so the stand-in is found as the menu's trigger before and after.
      data-scope="menu"
      data-part="trigger"
      tabIndex={tabIndex}
      className={className}
      onClick={(e) => {
        openedBy.current = e.detail === 0 ? 'keyboard' : 'pointer';
        if (!live) setLive(openedBy.current);
      }}
    >
      {trigger}
    </button>
  );
  if (!live) return stand;
  const open = () => {
    const btn = box.current?.querySelector('button');
    if (tabIndex !== undefined) btn?.setAttribute('tabindex', String(tabIndex));
    btn?.focus();
    if (live === 'keyboard') btn?.click();
    else btn?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
  };
  // Escape closes the menu and Zag gives the focus to the ⋯ button; in a list's row the row is the Tab stop (roving
  // focus), so the focus goes back to it, at every width (issue 39, keyboard trial at 320 px).
  const toRowOnClose = () => {
    const btn = box.current?.querySelector('button');
    const row = box.current?.closest<HTMLElement>('tr[data-row]');
    if (!btn || !row) return;
    // Zag focuses the button a frame or two after the menu closes: the row takes it from there.
    const toRow = () => row.focus();
    btn.addEventListener('focus', toRow, { once: true });
    setTimeout(() => btn.removeEventListener('focus', toRow), 1000);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if ((row.getRootNode() as Document | ShadowRoot).activeElement === btn) row.focus();
      }),
    );
  };
  const onKeyDownCapture = (e: KeyboardEvent) => {
    if ((e.target as Element).closest('[aria-haspopup=menu]')) openedBy.current = 'keyboard';
    if (e.key === 'Escape') toRowOnClose();
  };
  // A menu opened and used with the pointer: Zag gives the focus to the ⋯ button as an item is chosen (a microtask
  // after the click, or later on a busy machine); the row takes it (design round 9). A menu opened from the keyboard
  // keeps Zag's return to its button. An item that opens a dialog: the dialog takes the focus after.
  const onPointerDownCapture = (e: PointerEvent) => {
    if ((e.target as Element).closest('[aria-haspopup=menu]')) openedBy.current = 'pointer';
  };
  const onClickCapture = (e: MouseEvent) => {
    if (e.detail > 0 && openedBy.current === 'pointer' && (e.target as Element).closest('[role^=menuitem]')) toRowOnClose();
  };
  return (
    <span ref={box} onKeyDownCapture={onKeyDownCapture} onPointerDownCapture={onPointerDownCapture} onClickCapture={onClickCapture}>
      <Suspense fallback={stand}>
        <Menu trigger={trigger} triggerLabel={label} triggerClassName={className} items={items} placement={placement} />
        <OnMount effect={open} />
      </Suspense>
    </span>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Menu, type MenuItem } from '../menu.js';

/**
 * A row's action menu, mounted on first use: until then a plain button stands in, so a 50-row page
 * does not start 50 menu state machines. The first activation mounts the menu and opens it the way it was
 * asked for: from the keyboard or a script (Enter, Shift+F10 on the row) with the first item highlighted,
 * from a pointer with none (see `MenuTrigger`).
 */
export function RowMenu({ label, className, trigger, items }: { label: string; className: string; trigger: ReactNode; items: () => MenuItem[] }) {
  const [live, setLive] = useState<'keyboard' | 'pointer' | null>(null);
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!live) return;
    const btn = box.current?.querySelector('button');
    btn?.focus();
    if (live === 'keyboard') btn?.click();
    else btn?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
  }, [live]);
  if (!live)
    return (
      <button type="button" aria-haspopup="menu" aria-label={label} className={className} onClick={(e) => setLive(e.detail === 0 ? 'keyboard' : 'pointer')}>
        {trigger}
      </button>
    );
  return (
    <span ref={box}>
      <Menu trigger={trigger} triggerLabel={label} triggerClassName={className} items={items()} />
    </span>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Menu, type MenuItem } from '../menu.js';

/**
 * A row's action menu, mounted on first use: until then a plain button stands in, so a 50-row page
 * does not start 50 menu state machines. The first activation mounts the menu and opens it.
 */
export function RowMenu({ label, className, trigger, items }: { label: string; className: string; trigger: ReactNode; items: () => MenuItem[] }) {
  const [live, setLive] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!live) return;
    const btn = box.current?.querySelector('button');
    btn?.focus();
    btn?.click();
  }, [live]);
  if (!live)
    return (
      <button type="button" aria-haspopup="menu" aria-label={label} className={className} onClick={() => setLive(true)}>
        {trigger}
      </button>
    );
  return (
    <span ref={box}>
      <Menu trigger={trigger} triggerLabel={label} triggerClassName={className} items={items()} />
    </span>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { Page } from '../page.js';

const isTyping = (el: EventTarget | undefined) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/**
 * Page frame of a list panel: title, description, and the '/' shortcut that focuses the search. `shortcut`:
 * `'panel'` acts while focus is inside this panel, `'global'` also when focus is nowhere (the page body; the
 * first panel wins when several are on the page), false turns it off (the admin's setting, WCAG 2.1.4).
 */
export function ListScreen({
  title,
  titleMeta,
  description,
  actions,
  children,
  name,
  shortcut = 'global',
}: {
  title: ReactNode;
  titleMeta?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  name: string;
  shortcut?: false | 'panel' | 'global';
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!shortcut) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const path = e.composedPath();
      if (isTyping(path[0])) return;
      const el = ref.current;
      const inside = !!el && path.includes(el);
      if (!el || (!inside && (shortcut !== 'global' || (path[0] !== document.body && path[0] !== document.documentElement)))) return;
      const search = el.querySelector<HTMLInputElement>('[data-list-search]');
      if (!search) return;
      e.preventDefault();
      search.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [shortcut]);
  return (
    <Page rootRef={ref} name={name} title={title} titleMeta={titleMeta} description={description} actions={actions}>
      {children}
    </Page>
  );
}

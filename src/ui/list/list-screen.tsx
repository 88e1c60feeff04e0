import type { KeyboardEvent, ReactNode } from 'react';
import { css } from 'styled-system/css';

const isTyping = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/** Page frame of a list panel: title, description, and the '/' shortcut that focuses the search. */
export function ListScreen({ title, description, actions, children, name }: { title: ReactNode; description?: ReactNode; actions?: ReactNode; children: ReactNode; name: string }) {
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
    const search = e.currentTarget.querySelector<HTMLInputElement>('[data-list-search]');
    if (!search) return;
    e.preventDefault();
    search.focus();
  };
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })} onKeyDown={onKeyDown} data-screen={name}>
      <header className={css({ display: 'flex', alignItems: 'flex-start', gap: '3', flexWrap: 'wrap' })}>
        <div className={css({ flex: '1' })}>
          <h1 className={css({ fontSize: '24px', fontWeight: 'semibold', letterSpacing: '-0.01em' })}>{title}</h1>
          {description && <p className={css({ color: 'fg.muted', mt: '1' })}>{description}</p>}
        </div>
        {actions}
      </header>
      {children}
    </div>
  );
}

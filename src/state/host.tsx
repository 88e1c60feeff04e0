import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { emitFrom, type AdminEventMap, type AdminEventName } from './events.js';

export interface Host {
  /** The custom element hosting this React tree (null outside an element, e.g. in tests). */
  element: HTMLElement | null;
  /** True for a panel embedded alone in a page; false inside `<admin-app>` (which routes). */
  embedded: boolean;
  /** Inside `<admin-app>` routes with the History API; embedded alone dispatches `admin-navigate`. */
  navigate(to: string): void;
  /** Dispatches a public event (bubbling, composed) from the host; false when it was cancelled. */
  emit<K extends AdminEventName>(type: K, detail: AdminEventMap[K]): boolean;
}

/** The host of an element alone on a page: navigation is delegated to the page. */
export function embeddedHost(element: HTMLElement | null): Host {
  return {
    element,
    embedded: true,
    emit: (type, detail) => emitFrom(element, type, detail),
    navigate: (to) => {
      emitFrom(element, 'admin-navigate', { to });
    },
  };
}

const HostContext = createContext<Host>(embeddedHost(null));

/** A `navigate` makes the subtree routed (not embedded): `<admin-app>` passes its router's. */
export function HostProvider({
  element,
  navigate,
  children,
}: {
  element?: HTMLElement | null;
  navigate?: (to: string) => void;
  children: ReactNode;
}) {
  const parent = useContext(HostContext);
  const el = element === undefined ? parent.element : element;
  const value = useMemo<Host>(() => {
    const base = embeddedHost(el);
    return navigate ? { ...base, navigate, embedded: false } : base;
  }, [el, navigate]);
  return <HostContext.Provider value={value}>{children}</HostContext.Provider>;
}

export const useHost = (): Host => useContext(HostContext);

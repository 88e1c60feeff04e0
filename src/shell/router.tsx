import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { dismissActionToasts } from '../ui/toast.js';

export interface RouteLocation {
  /** Path inside the app, without the base (e.g. '/home'). */
  path: string;
  search: string;
}

export interface Router extends RouteLocation {
  query: URLSearchParams;
  navigate(to: string, options?: { replace?: boolean }): void;
}

export const normaliseBase = (base: string | undefined | null) => {
  const b = (base ?? '').trim().replace(/\/+$/, '');
  return b === '' || b === '/' ? '' : b.startsWith('/') ? b : `/${b}`;
};

/** Splits window.location into an app path and search, relative to `base`. */
export function readLocation(base: string): RouteLocation {
  if (typeof location === 'undefined') return { path: '/', search: '' };
  let path = location.pathname;
  if (base && (path === base || path.startsWith(`${base}/`))) path = path.slice(base.length) || '/';
  return { path: path || '/', search: location.search };
}

const RouterContext = createContext<Router | null>(null);

/** The screen of an app path: its first segment (`/customers/42` → `customers`). */
const screenOf = (path: string) => path.split('/')[1] ?? '';

/**
 * Whether moving from `from` to `to` stays on one screen, between a list and one of its items (`/customers` ↔
 * `/customers/42`, routes with `:id`): the item opens over the list, which keeps its scroll position.
 */
export const sameScreen = (from: string, to: string) => from !== to && screenOf(from) === screenOf(to);

/** History API router of `<admin-app>`; scrolls to top on each route change (not between a list and its items). */
export function useHistoryRouter(baseAttr: string | undefined): Router {
  const base = normaliseBase(baseAttr);
  const [loc, setLoc] = useState<RouteLocation>(() => readLocation(base));
  /** The path on screen, for Back and Forward (the URL has changed when they are heard). */
  const shown = useRef(loc.path);
  useEffect(() => {
    shown.current = loc.path;
  }, [loc.path]);
  // Another screen: an Undo offered by the one left would act out of sight.
  const screen = screenOf(loc.path);
  const lastScreen = useRef(screen);
  useEffect(() => {
    if (lastScreen.current === screen) return;
    lastScreen.current = screen;
    dismissActionToasts();
  }, [screen]);
  useEffect(() => {
    // Back and Forward land at the top of the page, like every route change: the browser's own scroll
    // restoration would undo that after the new screen renders.
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const onPop = () => {
      const next = readLocation(base);
      setLoc(next);
      if (!sameScreen(shown.current, next.path)) window.scrollTo?.({ top: 0 });
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [base]);
  const navigate = useCallback(
    (to: string, options?: { replace?: boolean }) => {
      const url = new URL(to, 'http://x');
      const href = `${base}${url.pathname}${url.search}${url.hash}`;
      const from = readLocation(base).path;
      if (options?.replace) history.replaceState(null, '', href);
      else history.pushState(null, '', href);
      setLoc({ path: url.pathname, search: url.search });
      if (!sameScreen(from, url.pathname)) window.scrollTo?.({ top: 0 });
    },
    [base],
  );
  return useMemo(() => ({ ...loc, query: new URLSearchParams(loc.search), navigate }), [loc, navigate]);
}

export function RouterProvider({ router, children }: { router: Router; children: ReactNode }) {
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** Current route; outside `<admin-app>` it reads window.location (no navigation state). */
export function useRoute(): Router {
  const router = useContext(RouterContext);
  if (router) return router;
  const loc = readLocation('');
  return { ...loc, query: new URLSearchParams(loc.search), navigate: () => undefined };
}

/** An item is active when the current path starts with its route. */
export const isActivePath = (path: string, route: string) => path.startsWith(route);

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../api/errors.js';
import { useHost } from '../state/host.js';
import { useBackOfficeConfig } from '../state/use-config.js';
import { readPageParams, urlModeOf } from '../lists/panel-url.js';
import type { RowOpener } from '../ui/list/row-link.js';
import { useStatePrefix } from './use-list-state.js';

/**
 * Which item of a list is open in its detail drawer, with its own URL (issue 16): inside `<admin-app>` the
 * route (`/customers/42`, given by the shell), in a panel embedded alone a parameter of the panel's URL state
 * (`?c.member=42`), so the URL is shareable in both.
 */
export interface DetailRoute {
  /** The open item, or null. */
  id: number | null;
  /** The URL that opens item `id` (a row's link: middle click and "open in new tab" work). */
  href(id: number): string;
  /** Opens item `id` (a new history entry where the list's state has one). */
  open(id: number): void;
  /** Back to the list's URL. */
  close(): void;
}

/** What each embedded panel opens itself: a path of one of its items (see `useDetailOpener`). */
const localOpeners = new WeakMap<HTMLElement, Set<(to: string) => boolean>>();
function openedHere(element: HTMLElement, opener: (to: string) => boolean): () => void {
  let set = localOpeners.get(element);
  if (!set) localOpeners.set(element, (set = new Set()));
  set.add(opener);
  return () => void set.delete(opener);
}
/** Opens `to` inside the embedded panel `element` when it is one of its items; false when the panel does not. */
export function openInPanel(element: HTMLElement | null, to: string): boolean {
  for (const open of (element && localOpeners.get(element)) || []) if (open(to)) return true;
  return false;
}

const ID = /^[1-9]\d{0,9}$/;
/** An item id of a URL, or null. */
export const detailIdOf = (raw: string | null | undefined): number | null => (raw && ID.test(raw) ? Number(raw) : null);

/** The page's query string with `key` set to `id` (removed for null), as a path. */
function pageUrlWith(key: string, id: number | null): string {
  const params = readPageParams();
  if (id === null) params.delete(key);
  else params.set(key, String(id));
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

/**
 * The detail route of a panel embedded alone: `<prefix><key>` of the page URL, written as the panel's
 * `url-state` says (push: one entry per opening, which Back closes; replace; none: in memory only). Off
 * (`enabled` false) inside `<admin-app>`, where the route says which item is open.
 *
 * `app` is the item's path in the app (`/customers/42`): with `url-state="none"` the row links to the portal's
 * own page for it when the page gave `configure({ href })`.
 */
export function usePanelDetail(key: string, app: (id: number) => string, enabled: boolean): DetailRoute {
  const el = useHost().element;
  const mode = urlModeOf(el);
  const { href: build } = useBackOfficeConfig();
  const [id, setId] = useState<number | null>(() => (enabled && mode !== 'none' ? detailIdOf(readPageParams().get(key)) : null));
  /** The entry this panel pushed to open the item: closing goes back to the list's entry. */
  const pushed = useRef<number | null>(null);

  useEffect(() => {
    if (!enabled || mode === 'none') return;
    const onPop = () => {
      pushed.current = null;
      setId(detailIdOf(readPageParams().get(key)));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [enabled, mode, key]);

  const open = useCallback(
    (next: number) => {
      setId(next);
      if (mode === 'none') return;
      const url = pageUrlWith(key, next);
      if (mode === 'push') history.pushState(history.state, '', url);
      else history.replaceState(history.state, '', url);
      pushed.current = mode === 'push' ? next : null;
    },
    [key, mode],
  );

  const close = useCallback(() => {
    setId(null);
    if (mode === 'none') return;
    const current = detailIdOf(readPageParams().get(key));
    if (current === null) return;
    // Opened by this panel: Back returns to the list's own entry (and Forward opens it again).
    if (pushed.current === current) {
      pushed.current = null;
      history.back();
      return;
    }
    history.replaceState(history.state, '', pageUrlWith(key, null));
  }, [key, mode]);

  return useMemo(
    () => ({
      id: enabled ? id : null,
      href: (n: number) => (mode === 'none' && build ? build(app(n)) : pageUrlWith(key, n)),
      open,
      close,
    }),
    [enabled, id, mode, build, app, key, open, close],
  );
}

/**
 * An item's detail call, its 404 answered as null ("no longer exists"): a state of the drawer, not an error,
 * and not tried again.
 */
export const orGone = <T>(call: Promise<T>): Promise<T | null> =>
  call.catch((e: unknown) => {
    if (isApiError(e) && e.status === 404) return null;
    throw e;
  });

/** The last item that was open: the drawer keeps showing it while it closes. */
export function useLastOpen(id: number | null): number | null {
  const [last, setLast] = useState(id);
  if (id !== null && id !== last) setLast(id);
  return id ?? last;
}

/**
 * Which item a list's drawer shows and the rows' opener: the route's (`/customers/42`, from `<admin-app>`),
 * else the panel's URL state (`?c.member=42`: `param` after the panel's prefix, `prefix` by default). The
 * opener is stable across renders (the rows are memoised) and reads the latest route.
 */
export function useDetailOpener(
  route: DetailRoute | undefined,
  o: { prefix: string; param: string; path: (id: number) => string },
): { detail: DetailRoute; opener: RowOpener } {
  const prefix = useStatePrefix(o.prefix);
  const panel = usePanelDetail(`${prefix}${o.param}`, o.path, !route);
  const detail = route ?? panel;
  const latest = useRef(detail);
  useLayoutEffect(() => {
    latest.current = detail;
  });
  // Embedded alone, the panel opens its own items' paths (`/customers/42`) in its drawer, e.g. a result of its
  // command palette, instead of sending the page away.
  const element = useHost().element;
  const base = o.path(1).slice(0, -1);
  useEffect(() => {
    if (route || !element) return;
    return openedHere(element, (to) => {
      const id = to.startsWith(base) ? detailIdOf(to.slice(base.length)) : null;
      if (id === null) return false;
      latest.current.open(id);
      return true;
    });
  }, [route, element, base]);
  const opener = useMemo<RowOpener>(() => ({ href: (id) => latest.current.href(id), open: (id) => latest.current.open(id) }), []);
  return { detail, opener };
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useHost } from '../state/host.js';
import {
  initialListState,
  readPageParams,
  rememberListState,
  rememberedListState,
  statePrefixOf,
  urlModeOf,
  writeUrlParams,
  type UrlMode,
} from '../lists/panel-url.js';
import { decodeListState, encodeListState, sameState, type ListControls, type ListDefaults, type ListState } from '../lists/url-state.js';

export type { ListControls };
export { useDebounced } from '../ui/use-debounced.js';

/**
 * The URL prefix of a panel: none inside `<admin-app>` (the route owns the query string), else the
 * element's `state-prefix` attribute, default the tag shorthand (`c.`, `b.`, `p.`).
 */
export function useStatePrefix(shorthand: string): string {
  return statePrefixOf(useHost().element, shorthand);
}

/**
 * The panel's `url-state`: inside `<admin-app>` always `push` (the route owns the URL, Back steps through
 * the list); a panel embedded alone defaults to `none`, so it never touches the portal's URL or history
 * unless the page opts in with `url-state="replace"` or `"push"`.
 */
export function useUrlMode(): UrlMode {
  return urlModeOf(useHost().element);
}

/**
 * List state, in the URL per the panel's `url-state` (useUrlMode): `push` adds a history entry per change
 * (Back and Forward step through it) and popstate re-reads it, `replace` keeps one entry; either way a reload
 * or a shared link shows the same page. With `none` the state lives in memory only, kept per element: a list
 * that remounts (the session resumed after `BackOffice.refresh()`) stays on its page.
 */
export function useListState(prefix: string, defaults: ListDefaults): ListControls {
  const mode = useUrlMode();
  const el = useHost().element;
  const defaultsRef = useRef(defaults);
  const [state, setState] = useState<ListState>(
    () => (mode === 'none' && el ? rememberedListState(el, prefix) : undefined) ?? initialListState(mode, prefix, defaults),
  );
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    if (mode === 'none') return;
    const onPop = () => {
      const next = decodeListState(readPageParams(), prefix, defaultsRef.current);
      if (!sameState(next, stateRef.current)) setState(next);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [prefix, mode]);

  const commit = useCallback(
    (next: ListState) => {
      if (sameState(next, stateRef.current)) return;
      stateRef.current = next;
      setState(next);
      if (mode === 'none' && el) rememberListState(el, prefix, next);
      if (mode === 'none' || typeof history === 'undefined') return;
      writeUrlParams(encodeListState(next, prefix, defaultsRef.current, readPageParams()), mode);
    },
    [prefix, mode, el],
  );

  return useMemo(() => {
    const cur = () => stateRef.current;
    return {
      state,
      setFilters: (patch) => commit({ ...cur(), filters: { ...cur().filters, ...patch }, page: 1 }),
      resetFilters: (filters) => commit({ ...cur(), filters: { ...filters }, page: 1 }),
      setSort: (sort) => commit({ ...cur(), sort, page: 1 }),
      setDir: (dir) => commit({ ...cur(), dir, page: 1 }),
      setOrder: (sort, dir) => commit({ ...cur(), sort, dir, page: 1 }),
      setPage: (page) => commit({ ...cur(), page: Math.max(1, page) }),
      setSize: (size) => commit({ ...cur(), size, page: 1 }),
    };
  }, [state, commit]);
}

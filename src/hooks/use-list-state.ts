import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useHost } from '../state/host.js';
import { decodeListState, encodeListState, sameState, type ListControls, type ListDefaults, type ListState } from '../ui/list/url-state.js';

export type { ListControls };
export { useDebounced } from '../ui/use-debounced.js';

/**
 * The URL prefix of a panel: none inside `<admin-app>` (the route owns the query string), else the
 * element's `state-prefix` attribute, default the tag shorthand (`c.`, `b.`, `p.`).
 */
export function useStatePrefix(shorthand: string): string {
  const host = useHost();
  const el = host.element;
  if (el?.localName === 'admin-app') return '';
  return el?.getAttribute('state-prefix') ?? shorthand;
}

const readParams = () => new URLSearchParams(typeof location === 'undefined' ? '' : location.search);


/**
 * List state in the URL: each change pushes a history entry (so Back and Forward step through it) and
 * popstate re-reads it; a reload or a shared link shows the same page.
 */
export function useListState(prefix: string, defaults: ListDefaults): ListControls {
  const defaultsRef = useRef(defaults);
  const [state, setState] = useState<ListState>(() => decodeListState(readParams(), prefix, defaults));
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    const onPop = () => {
      const next = decodeListState(readParams(), prefix, defaultsRef.current);
      if (!sameState(next, stateRef.current)) setState(next);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [prefix]);

  const commit = useCallback(
    (next: ListState) => {
      if (sameState(next, stateRef.current)) return;
      stateRef.current = next;
      setState(next);
      if (typeof history === 'undefined') return;
      const params = encodeListState(next, prefix, defaultsRef.current, readParams());
      const search = params.toString();
      history.pushState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
    },
    [prefix],
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


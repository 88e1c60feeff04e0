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
  return statePrefixOf(useHost().element, shorthand);
}

/** `useStatePrefix` for an element outside React (the first page asked for at connection). */
export function statePrefixOf(el: HTMLElement | null, shorthand: string): string {
  if (el?.localName === 'admin-app') return '';
  return el?.getAttribute('state-prefix') ?? shorthand;
}

const readParams = () => new URLSearchParams(typeof location === 'undefined' ? '' : location.search);

/** How a panel keeps its state in the page URL: not at all, replacing the entry, or one entry per change. */
export type UrlMode = 'none' | 'replace' | 'push';
const URL_MODES: readonly UrlMode[] = ['none', 'replace', 'push'];

/**
 * The panel's `url-state`: inside `<admin-app>` always `push` (the route owns the URL, Back steps through
 * the list); a panel embedded alone defaults to `none`, so it never touches the portal's URL or history
 * unless the page opts in with `url-state="replace"` or `"push"`.
 */
export function useUrlMode(): UrlMode {
  return urlModeOf(useHost().element);
}

/** `useUrlMode` for an element outside React. */
export function urlModeOf(el: HTMLElement | null): UrlMode {
  if (!el || el.localName === 'admin-app') return 'push';
  const value = (Reflect.get(el, 'urlState') as unknown) ?? el.getAttribute('url-state');
  return URL_MODES.includes(value as UrlMode) ? (value as UrlMode) : 'none';
}

/** The list state a panel starts with: from the page URL unless its url-state is `none`. */
export const initialListState = (mode: UrlMode, prefix: string, defaults: ListDefaults): ListState =>
  decodeListState(mode === 'none' ? new URLSearchParams() : readParams(), prefix, defaults);

/** Writes `params` as the page's query string (keeping path and hash), as a new entry or in place. */
export function writeUrlParams(params: URLSearchParams, mode: Exclude<UrlMode, 'none'>): void {
  const search = params.toString();
  const url = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
  if (mode === 'push') history.pushState(history.state, '', url);
  else history.replaceState(history.state, '', url);
}


/**
 * List state, in the URL per the panel's `url-state` (useUrlMode): `push` adds a history entry per change
 * (Back and Forward step through it) and popstate re-reads it, `replace` keeps one entry; either way a reload
 * or a shared link shows the same page. With `none` the state lives in memory only.
 */
export function useListState(prefix: string, defaults: ListDefaults): ListControls {
  const mode = useUrlMode();
  const defaultsRef = useRef(defaults);
  const [state, setState] = useState<ListState>(() => initialListState(mode, prefix, defaults));
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    if (mode === 'none') return;
    const onPop = () => {
      const next = decodeListState(readParams(), prefix, defaultsRef.current);
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
      if (mode === 'none' || typeof history === 'undefined') return;
      writeUrlParams(encodeListState(next, prefix, defaultsRef.current, readParams()), mode);
    },
    [prefix, mode],
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


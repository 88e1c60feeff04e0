/**
 * Where a panel keeps its list state in the page URL, readable outside React: the lazy loader asks for a
 * panel's first page from it before the panel's chunk has arrived (elements/early-data.ts), and the
 * panel's hooks (connected/use-list-state.ts) use the same functions.
 */
import { decodeListState, type ListDefaults, type ListState } from './url-state.js';

/**
 * The URL prefix of a panel: none inside `<admin-app>` (the route owns the query string), else the
 * element's `state-prefix` attribute, default the tag shorthand (`c.`, `b.`, `p.`).
 */
export function statePrefixOf(el: HTMLElement | null, shorthand: string): string {
  if (el?.localName === 'admin-app') return '';
  return el?.getAttribute('state-prefix') ?? shorthand;
}

/** The page's query string. */
export const readPageParams = () => new URLSearchParams(typeof location === 'undefined' ? '' : location.search);

/** How a panel keeps its state in the page URL: not at all, replacing the entry, or one entry per change. */
export type UrlMode = 'none' | 'replace' | 'push';
const URL_MODES: readonly UrlMode[] = ['none', 'replace', 'push'];

/**
 * The panel's `url-state`: inside `<admin-app>` always `push`; a panel embedded alone defaults to `none`
 * (see useUrlMode).
 */
export function urlModeOf(el: HTMLElement | null): UrlMode {
  if (!el || el.localName === 'admin-app') return 'push';
  const value = (Reflect.get(el, 'urlState') as unknown) ?? el.getAttribute('url-state');
  return URL_MODES.includes(value as UrlMode) ? (value as UrlMode) : 'none';
}

/** The list state a panel starts with: from the page URL unless its url-state is `none`. */
export const initialListState = (mode: UrlMode, prefix: string, defaults: ListDefaults): ListState =>
  decodeListState(mode === 'none' ? new URLSearchParams() : readPageParams(), prefix, defaults);

/** Writes `params` as the page's query string (keeping path and hash), as a new entry or in place. */
export function writeUrlParams(params: URLSearchParams, mode: Exclude<UrlMode, 'none'>): void {
  const search = params.toString();
  const url = `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
  if (mode === 'push') history.pushState(history.state, '', url);
  else history.replaceState(history.state, '', url);
}

/** The list state of panels that keep it in memory (`url-state="none"`), by element and prefix. */
const remembered = new WeakMap<object, Map<string, ListState>>();

/**
 * Keeps a panel's in-memory list state beyond its list's React tree: content that remounts (the session ended
 * and resumed, `BackOffice.refresh()`, a re-check) shows the page it showed, not page 1.
 */
export function rememberListState(el: object, prefix: string, state: ListState): void {
  let byPrefix = remembered.get(el);
  if (!byPrefix) remembered.set(el, (byPrefix = new Map()));
  byPrefix.set(prefix, state);
}

/** The in-memory list state a panel's list had last (undefined before any change). */
export const rememberedListState = (el: object, prefix: string): ListState | undefined => remembered.get(el)?.get(prefix);

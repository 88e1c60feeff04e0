/** The API base of a panel, without React or the HTTP client (the lazy loader's early request reads it too). */
import { getConfiguredApiBase } from './token-source.js';

export const DEFAULT_API_BASE = '/v1';

/** API base of an element: its `api-base` attribute, else `BackOffice.configure({ apiBase })`, else `/v1`. */
export const apiBaseOf = (element: HTMLElement | null): string =>
  element?.getAttribute('api-base') || getConfiguredApiBase() || DEFAULT_API_BASE;

/**
 * The address of a file the API names by path (`/media/companies/4.svg`: logos, product photos), on the API's
 * origin: a portal on another origin than its API would otherwise ask its own server for them. An absolute
 * address is kept; the page's own origin when the API base is a path (`/v1`).
 */
export function mediaUrl(element: HTMLElement | null, src: string): string {
  if (!src.startsWith('/') || src.startsWith('//') || typeof location === 'undefined') return src;
  try {
    return new URL(src, new URL(apiBaseOf(element), location.href)).href;
  } catch {
    return src;
  }
}

/** The API base of a panel, without React or the HTTP client (the lazy loader's early request reads it too). */
import { getConfiguredApiBase } from './token-source.js';

export const DEFAULT_API_BASE = '/v1';

/** API base of an element: its `api-base` attribute, else `BackOffice.configure({ apiBase })`, else `/v1`. */
export const apiBaseOf = (element: HTMLElement | null): string =>
  element?.getAttribute('api-base') || getConfiguredApiBase() || DEFAULT_API_BASE;

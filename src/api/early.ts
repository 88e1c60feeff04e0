/**
 * Responses asked for before the page's API client existed: the lazy loader asks for a panel's first page
 * while the panel's chunk (React, the screen, the client) is still on the way (elements/early-data.ts).
 * The client takes such a response instead of asking again when it makes the same GET with the same
 * Authorization (api/client.ts), once, and only within EARLY_FRESH_MS. No dependencies: this module is part
 * of the loader's small early chunk.
 */
const EARLY_FRESH_MS = 10_000;
const early = new Map<string, { at: number; response: Promise<Response> }>();
const keyOf = (url: string, authorization: string | null) => `${authorization ?? ''}\n${url}`;

/** `?a=1&b=2` in the order given (empty without params): the client and the loader write a query alike. */
export function queryString(params: Record<string, string | number | boolean>): string {
  const search = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  return search ? `?${search}` : '';
}

/** A URL as the page resolves it (relative to the page; as given where there is no page, as in Node). */
const absolute = (url: string) => (typeof location === 'undefined' ? url : new URL(url, location.href).href);

/** The absolute URL the client asks for: `base/path?params` (params in the client's order). */
export function earlyUrl(base: string, path: string, params: Record<string, string | number | boolean>): string {
  return absolute(`${base.replace(/\/+$/, '')}/${path}${queryString(params)}`);
}

/** Asks for `url` now (at most once while a response for it waits to be taken). */
export function fetchEarly(url: string, authorization: string): void {
  const key = keyOf(url, authorization);
  if (typeof fetch === 'undefined' || early.has(key)) return;
  const response = fetch(url, { headers: { Accept: 'application/json', Authorization: authorization } });
  // Never taken (the panel was removed, or asked for something else): not an unhandled rejection.
  response.catch(() => undefined);
  early.set(key, { at: Date.now(), response });
}

/** The response asked for early for this GET (`url` relative to the page or absolute), once; null when there is none, or it is too old to use. */
export function takeEarly(url: string, authorization: string | null): Promise<Response> | null {
  if (!early.size) return null;
  const key = keyOf(absolute(url), authorization);
  const hit = early.get(key);
  if (!hit) return null;
  early.delete(key);
  return Date.now() - hit.at > EARLY_FRESH_MS ? null : hit.response;
}

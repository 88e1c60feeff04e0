import type { CategoryId } from './category-tree.js';

/** The open path of the browser in the URL: `?path=12.45.78` (ids from the main category down). */
export const PATH_PARAM = 'path';
const MAX_DEPTH = 32;
/** A stored id: digits, or a server's string id (letters, digits, _ and -); never an optimistic temp- id. */
const isId = (s: string) => /^[A-Za-z0-9_-]{1,64}$/.test(s) && !s.startsWith('temp-');

/** The ids under `prefix + path`, read up to the first malformed one (a bad value is ignored, never an error). */
export function decodeOpenPath(params: URLSearchParams, prefix: string): CategoryId[] {
  const raw = params.get(prefix + PATH_PARAM);
  if (!raw) return [];
  const parts = raw.split('.').slice(0, MAX_DEPTH);
  const ids: CategoryId[] = [];
  for (const p of parts) {
    if (!isId(p)) break;
    ids.push(/^\d{1,15}$/.test(p) ? Number(p) : p);
  }
  return ids;
}

/** A copy of `params` with the path under `prefix` (removed when empty); other keys are kept. */
export function encodeOpenPath(path: readonly CategoryId[], prefix: string, params: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams(params);
  const ids: string[] = [];
  for (const id of path.map(String)) {
    if (!isId(id)) break;
    ids.push(id);
  }
  if (ids.length === 0) out.delete(prefix + PATH_PARAM);
  else out.set(prefix + PATH_PARAM, ids.join('.'));
  return out;
}

import { useCallback, useEffect, useRef, useState, type SetStateAction } from 'react';
import { useStatePrefix, useUrlMode } from '../../connected/use-list-state.js';
import { writeUrlParams } from '../../lists/panel-url.js';
import type { CategoryId } from './category-tree.js';
import { decodeOpenPath, encodeOpenPath } from './open-path-url.js';

const readParams = () => new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
const samePath = (a: CategoryId[], b: CategoryId[]) => a.length === b.length && a.every((id, i) => String(id) === String(b[i]));

/** Sets the open path: `replace` for a correction (a path that no longer resolves), not a navigation. */
export type SetOpenPath = (next: SetStateAction<CategoryId[]>, opts?: { replace?: boolean }) => void;

/**
 * The browser's open path, kept in the URL like the lists keep their state (lists/url-state.ts):
 * `?path=12.45.78` inside `<admin-app>`, `?cat.path=…` when embedded (the element's `state-prefix`
 * attribute, default `cat.`), so a reload or a shared link reopens the same columns; Back and Forward
 * re-read it. Opening or closing a column follows the panel's `url-state` (useUrlMode): `push` (and
 * `<admin-app>`) adds a history entry, so Back returns to the columns before; `replace` keeps one entry; by
 * default (`none`) the path lives in memory. A correction (`{ replace: true }`) always replaces the entry.
 */
export function useOpenPath(): [CategoryId[], SetOpenPath] {
  const prefix = useStatePrefix('cat.');
  const mode = useUrlMode();
  const [path, setState] = useState<CategoryId[]>(() => (mode === 'none' ? [] : decodeOpenPath(readParams(), prefix)));
  // How the next change of the path is written: a navigation by the user pushes (under `push`), a correction replaces.
  const write = useRef<'push' | 'replace'>('replace');

  const setPath = useCallback<SetOpenPath>((next, opts) => {
    write.current = opts?.replace ? 'replace' : 'push';
    setState(next);
  }, []);

  useEffect(() => {
    if (mode === 'none') return;
    const onPop = () => {
      const next = decodeOpenPath(readParams(), prefix);
      setState((prev) => (samePath(prev, next) ? prev : next));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [prefix, mode]);

  useEffect(() => {
    const how = write.current;
    write.current = 'replace';
    if (mode === 'none' || typeof history === 'undefined') return;
    const current = readParams();
    const next = encodeOpenPath(path, prefix, current);
    if (next.toString() === current.toString()) return;
    writeUrlParams(next, mode === 'push' && how === 'push' ? 'push' : 'replace');
  }, [path, prefix, mode]);

  return [path, setPath];
}

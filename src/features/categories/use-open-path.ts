import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useStatePrefix, useUrlMode } from '../../connected/use-list-state.js';
import { writeUrlParams } from '../../lists/panel-url.js';
import type { CategoryId } from './category-tree.js';
import { decodeOpenPath, encodeOpenPath } from './open-path-url.js';

const readParams = () => new URLSearchParams(typeof location === 'undefined' ? '' : location.search);
const samePath = (a: CategoryId[], b: CategoryId[]) => a.length === b.length && a.every((id, i) => String(id) === String(b[i]));

/**
 * The browser's open path, kept in the URL like the lists keep their state (lists/url-state.ts):
 * `?path=12.45.78` inside `<admin-app>`, `?cat.path=…` when embedded (the element's `state-prefix`
 * attribute, default `cat.`). Opening a column replaces the history entry (it is not a navigation), so a
 * reload or a shared link reopens the same columns; Back and Forward re-read it. An embedded panel does so
 * only with `url-state="replace"` or `"push"` (useUrlMode); by default the path lives in memory.
 */
export function useOpenPath(): [CategoryId[], Dispatch<SetStateAction<CategoryId[]>>] {
  const prefix = useStatePrefix('cat.');
  const mode = useUrlMode();
  const [path, setPath] = useState<CategoryId[]>(() => (mode === 'none' ? [] : decodeOpenPath(readParams(), prefix)));

  useEffect(() => {
    if (mode === 'none') return;
    const onPop = () => {
      const next = decodeOpenPath(readParams(), prefix);
      setPath((prev) => (samePath(prev, next) ? prev : next));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [prefix, mode]);

  useEffect(() => {
    if (mode === 'none' || typeof history === 'undefined') return;
    const current = readParams();
    const next = encodeOpenPath(path, prefix, current);
    if (next.toString() === current.toString()) return;
    // Opening a column is not a navigation: the entry is replaced also under url-state="push".
    writeUrlParams(next, 'replace');
  }, [path, prefix, mode]);

  return [path, setPath];
}

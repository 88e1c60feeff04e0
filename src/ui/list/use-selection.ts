import { useEffect, useMemo, useState } from 'react';
import type { Selection } from './types.js';

export interface SelectionState<T> extends Selection {
  /** Rows picked on any page (by id). */
  picked: Map<number, T>;
  /** "Every row matching the filter" mode. */
  allMatching: boolean;
  setAllMatching(v: boolean): void;
  clear(): void;
}

/** Row selection across pages; cleared when `resetKey` (the filter) changes. */
export function useSelection<T>(rows: T[] | undefined, rowId: (row: T) => number, resetKey: string): SelectionState<T> {
  const [picked, setPicked] = useState<Map<number, T>>(() => new Map());
  const [allMatching, setAllMatching] = useState(false);
  useEffect(() => {
    setPicked(new Map());
    setAllMatching(false);
  }, [resetKey]);
  return useMemo(() => {
    const byId = new Map((rows ?? []).map((r) => [rowId(r), r]));
    return {
      picked,
      allMatching,
      setAllMatching,
      any: allMatching || picked.size > 0,
      clear: () => (setPicked(new Map()), setAllMatching(false)),
      isSelected: (id) => allMatching || picked.has(id),
      toggle: (id) => {
        setAllMatching(false);
        setPicked((m) => {
          const n = new Map(m);
          if (allMatching) {
            // Every row showed selected: unpicking one keeps the rest of the page picked.
            for (const [rid, row] of byId) n.set(rid, row);
            n.delete(id);
          } else if (n.has(id)) n.delete(id);
          else if (byId.has(id)) n.set(id, byId.get(id)!);
          return n;
        });
      },
      togglePage: (ids) => {
        const every = ids.every((id) => allMatching || picked.has(id));
        setAllMatching(false);
        setPicked((m) => {
          const n = new Map(m);
          for (const id of ids)
            if (every) n.delete(id);
            else if (byId.has(id)) n.set(id, byId.get(id)!);
          return n;
        });
      },
    };
  }, [rows, rowId, picked, allMatching]);
}

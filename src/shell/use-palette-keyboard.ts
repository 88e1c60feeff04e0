import { useEffect, useRef, type KeyboardEvent } from 'react';
import { moveActive } from './palette-keys.js';
import type { PaletteOption } from './palette-options.js';

/**
 * The combobox's keys, in the input: ArrowUp and ArrowDown move the active option, Home and End go to the
 * first and the last, Enter opens it (palette-keys.ts). The listbox scrolls the active option into view.
 */
export function usePaletteKeyboard(p: {
  ids: string[];
  options: PaletteOption[];
  active: string | null;
  setChosen(id: string | null): void;
  choose(o: PaletteOption): void;
}) {
  const { ids, active } = p;
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const next = moveActive(e.key, active === null ? -1 : ids.indexOf(active), ids.length);
    if (next !== null) {
      e.preventDefault();
      p.setChosen(ids[next] ?? null);
      return;
    }
    if (e.key === 'Enter') {
      e.preventDefault();
      const o = p.options.find((x) => x.id === active);
      if (o) p.choose(o);
    }
  };

  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active) return;
    listRef.current?.querySelector<HTMLElement>(`[data-key="${CSS.escape(active)}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  return { onKeyDown, listRef };
}

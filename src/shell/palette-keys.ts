/**
 * The command palette's keyboard model (ARIA 1.2 combobox with a listbox): focus stays in the input, the
 * active option is `aria-activedescendant`. ArrowDown and ArrowUp move one option and wrap around, Home and End go
 * to the first and the last; Enter opens the active option.
 */

/** The option a key makes active, from `active` (-1: none) among `count`; null when the key is not the list's. */
export function moveActive(key: string, active: number, count: number): number | null {
  if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(key)) return null;
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    default:
      return count - 1;
  }
}

/**
 * The active option among `ids`: the one chosen with the keys or the pointer while it is still there (results
 * arriving do not move it), else the first (a new query clears the choice: Enter opens the best match).
 */
export const activeOption = (ids: readonly string[], chosen: string | null): string | null =>
  chosen !== null && ids.includes(chosen) ? chosen : (ids[0] ?? null);

/** Ctrl+K, or Cmd+K on macOS (Ctrl+K too: a keyboard of another layout), without Shift or Alt. */
export const isPaletteShortcut = (e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean =>
  (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'k';

/** Whether the platform names the command key (macOS, iOS): the shortcut is shown as ⌘K there, else Ctrl+K. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

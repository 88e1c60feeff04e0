import { useSyncExternalStore } from 'react';

/**
 * Where a hint about keys ("Press / to search", "Arrow keys move between rows") helps: a fine pointer that can
 * hover (a mouse: a keyboard is at hand) on a window wider than a phone's (round 7: the hints showed at 390 px).
 * The shortcuts themselves keep working everywhere; only the words about them go.
 */
export const KEYBOARD_HINTS_QUERY = '(hover: hover) and (pointer: fine) and (min-width: 40rem)';

/**
 * A hint that is a whole element is hidden by CSS, written out where it is styled (Panda reads styles statically):
 * `'@media not all and (hover: hover) and (pointer: fine) and (min-width: 40rem)': { display: 'none' }`.
 */

const media = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(KEYBOARD_HINTS_QUERY) : null;
const subscribe = (change: () => void) => {
  const m = media();
  m?.addEventListener('change', change);
  return () => m?.removeEventListener('change', change);
};

/** Whether hints about keys are shown here (for texts such as a placeholder, which CSS cannot hide). */
export function useKeyboardHints(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? true,
    () => true,
  );
}

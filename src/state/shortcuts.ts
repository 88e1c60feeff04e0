import { atom, useAtom } from 'jotai';
import { useCallback } from 'react';

/** localStorage key of the single-character shortcuts preference ('off' turns them off). */
export const SHORTCUTS_KEY = 'shortcuts';

const read = (): boolean => {
  try {
    return typeof localStorage === 'undefined' || localStorage.getItem(SHORTCUTS_KEY) !== 'off';
  } catch {
    return true;
  }
};

/** Single-character keyboard shortcuts (today: `/` focuses a list's search). On unless turned off (WCAG 2.1.4). */
export const shortcutsAtom = atom<boolean>(read());

export function useShortcuts(): [boolean, (on: boolean) => void] {
  const [on, set] = useAtom(shortcutsAtom);
  const setOn = useCallback(
    (value: boolean) => {
      try {
        localStorage.setItem(SHORTCUTS_KEY, value ? 'on' : 'off');
      } catch {
        /* storage blocked: the choice lasts for this page */
      }
      set(value);
    },
    [set],
  );
  return [on, setOn];
}

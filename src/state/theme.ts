import { atom, useAtom, useAtomValue } from 'jotai';
import { useCallback } from 'react';

export type ThemeName = 'default' | 'ocean';
export type Mode = 'light' | 'dark' | 'system';
export type ResolvedMode = 'light' | 'dark';

export const THEME_KEY = 'theme';
export const MODE_KEY = 'mode';

const read = (key: string): string | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage blocked */
  }
};

export const isThemeName = (v: unknown): v is ThemeName => v === 'default' || v === 'ocean';
export const isMode = (v: unknown): v is Mode => v === 'light' || v === 'dark' || v === 'system';

const darkQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;

export const themeAtom = atom<ThemeName>(isThemeName(read(THEME_KEY)) ? (read(THEME_KEY) as ThemeName) : 'default');
export const modeAtom = atom<Mode>(isMode(read(MODE_KEY)) ? (read(MODE_KEY) as Mode) : 'system');

/** prefers-color-scheme, kept current while mounted. */
export const systemDarkAtom = atom<boolean>(darkQuery()?.matches ?? false);
systemDarkAtom.onMount = (set) => {
  const mq = darkQuery();
  if (!mq) return;
  const listener = () => set(mq.matches);
  listener();
  mq.addEventListener?.('change', listener);
  return () => mq.removeEventListener?.('change', listener);
};

export const resolvedModeAtom = atom<ResolvedMode>((get) => {
  const mode = get(modeAtom);
  if (mode !== 'system') return mode;
  return get(systemDarkAtom) ? 'dark' : 'light';
});

/** Stores the choice, then updates the shared atom. */
export const persistTheme = (theme: ThemeName) => write(THEME_KEY, theme);
export const persistMode = (mode: Mode) => write(MODE_KEY, mode);

export function useTheme() {
  const [theme, set] = useAtom(themeAtom);
  const [mode, setModeAtom] = useAtom(modeAtom);
  const resolvedMode = useAtomValue(resolvedModeAtom);
  const setTheme = useCallback((t: ThemeName) => (persistTheme(t), set(t)), [set]);
  const setMode = useCallback((m: Mode) => (persistMode(m), setModeAtom(m)), [setModeAtom]);
  return { theme, setTheme, mode, setMode, resolvedMode };
}

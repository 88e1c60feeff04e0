import { atom } from 'jotai';
import { hasIamGod } from '../api/contract/constants.js';
import { languageAtom, loadNamespaces } from '../i18n/index.js';
import { store } from '../state/store.js';
import { useSession } from '../state/use-session.js';

/**
 * The element whose command palette is open (`<admin-app>`, or a panel with `search`), or null: the shortcut, the
 * sidebar's button and the palette share it, and one palette of the page is open at a time.
 */
export const paletteOpenAtom = atom<HTMLElement | null>(null);

/** Whether the palette can open: an administrator is signed in (the one the sidebar is shown to). */
export function usePaletteAllowed(): boolean {
  return hasIamGod(useSession().memberInfo);
}

/**
 * The palette's chunk and its texts (the `search` namespace) in the page's language: asked for the first time it
 * opens (or the pointer rests on its button), so a page that never opens it never downloads it.
 */
export const loadPalette = () =>
  Promise.all([import('./command-palette.js'), loadNamespaces(store.get(languageAtom), ['search'])]).then(([m]) => m);

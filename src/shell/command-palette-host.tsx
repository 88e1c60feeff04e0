import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useHost } from '../state/host.js';
import { deepActiveElement, useOpener } from '../ui/focus.js';
import { useLatch } from '../ui/use-latch.js';
import { isPaletteShortcut } from './palette-keys.js';
import { loadPalette, paletteOpenAtom, usePaletteAllowed } from './palette-state.js';
import { startTypeahead } from './palette-typeahead.js';

const CommandPalette = lazy(loadPalette);

/** The elements of the page with a palette, in the order they came. */
const hosts: HTMLElement[] = [];
/** The palette a Ctrl+K opens: the one of the element the key was pressed in, else the page's first. */
const ownerOf = (e: KeyboardEvent): HTMLElement | undefined => {
  const path = e.composedPath();
  return hosts.find((h) => path.includes(h)) ?? hosts[0];
};

/**
 * Whether Ctrl+K pressed with this event is the element's: anywhere on the page for `<admin-app>` and a panel
 * with `shortcuts="global"`; else only while focus is inside the panel, so the portal's own fields and
 * shortcuts keep the key (issue 36).
 */
const takesKey = (element: HTMLElement, e: KeyboardEvent): boolean =>
  element.localName === 'admin-app' ||
  ((Reflect.get(element, 'shortcuts') as unknown) ?? element.getAttribute('shortcuts')) === 'global' ||
  e.composedPath().includes(element);

/** Another modal dialog has the focus (a confirmation): the palette does not open over it. */
const inOtherDialog = () => !!deepActiveElement()?.closest('[role=dialog]:not([data-palette]), [role=alertdialog]');

/**
 * The command palette of an element: `<admin-app>` always, a single panel when the page sets `search` on it.
 * Ctrl+K (Cmd+K on macOS) opens and closes it: anywhere in the page for `<admin-app>` (or `shortcuts="global"`),
 * inside the panel for an embedded one (one palette per page: the element the key was pressed in, else the
 * first), as does the sidebar's search button of `<admin-app>` (`paletteOpenAtom`).
 * Its code is a chunk of its own, fetched when it first opens. Nothing for anyone not signed in as an
 * administrator: the shortcut is then left to the browser.
 */
export function CommandPaletteHost() {
  const { element } = useHost();
  const [openFor, setOpenFor] = useAtom(paletteOpenAtom);
  const allowed = usePaletteAllowed();
  const openRef = useRef(openFor);
  openRef.current = openFor;
  useEffect(() => {
    if (!allowed || !element) return;
    hosts.push(element);
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.repeat || !isPaletteShortcut(e) || ownerOf(e) !== element || !takesKey(element, e) || inOtherDialog())
        return;
      e.preventDefault();
      const opening = openRef.current !== element;
      if (opening) startTypeahead();
      setOpenFor(opening ? element : null);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      hosts.splice(hosts.indexOf(element), 1);
      setOpenFor((o) => (o === element ? null : o));
    };
  }, [allowed, element, setOpenFor]);
  const open = allowed && !!element && openFor === element;
  // The control that had the focus when it was asked to open (its code may still be on the way).
  const opener = useOpener(open);
  if (!useLatch(open)) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette open={open} onOpenChange={(next) => setOpenFor(next ? element : null)} opener={opener} />
    </Suspense>
  );
}

/** For `React.lazy`: a panel with `search` loads this module (and so the shortcut) only then. */
export default CommandPaletteHost;

import { useHost } from '../state/host.js';
import { useShortcuts } from '../state/shortcuts.js';

/** Where a panel's single-key shortcuts listen: off, only while focus is inside the panel, or page-wide. */
export type ShortcutScope = false | 'panel' | 'global';

/**
 * Off when the admin turned single-key shortcuts off (WCAG 2.1.4); page-wide inside `<admin-app>` and for a
 * panel with `shortcuts="global"`; otherwise an embedded panel reacts only while focus is inside it, so `/`
 * typed anywhere else in the portal stays the portal's.
 */
export function useShortcutScope(): ShortcutScope {
  const [on] = useShortcuts();
  const el = useHost().element;
  if (!on) return false;
  if (!el || el.localName === 'admin-app' || ((Reflect.get(el, 'shortcuts') as unknown) ?? el.getAttribute('shortcuts')) === 'global')
    return 'global';
  return 'panel';
}

import { useRef } from 'react';
import { openInPanel } from '../connected/use-detail-route.js';
import { useLang } from '../i18n/index.js';
import { useHost } from '../state/host.js';
import { useTheme } from '../state/theme.js';
import { useBackOfficeConfig } from '../state/use-config.js';
import type { PaletteOption } from './palette-options.js';

/**
 * Choosing an option: the palette closes, and the option runs once it has closed and given the focus back (a
 * new screen then takes it, admin-app.tsx moves it to the new heading; a field of the page never keeps it).
 * `reset` empties the palette for its next opening.
 */
export function usePaletteChoice(onOpenChange: (open: boolean) => void, signOut: () => Promise<void>, reset: () => void) {
  const host = useHost();
  const { href: pageHref } = useBackOfficeConfig();
  const { resolvedMode, setMode } = useTheme();
  const [lang, setLang] = useLang();

  // Inside <admin-app> the router opens the path; a panel opens its own items in its drawer, else dispatches
  // admin-navigate and, not cancelled, follows the page's own URL for it when configure({ href }) gives one (as
  // its links do, connected/link.tsx).
  const go = (to: string) => {
    if (!host.embedded) return host.navigate(to);
    // One of the panel's own items (a member in <admin-customers>): its drawer, the page stays.
    if (openInPanel(host.element, to)) return;
    const href = pageHref?.(to);
    if (host.emit('admin-navigate', { to }) && href && href !== to) location.assign(href);
  };

  const pending = useRef<(() => void) | null>(null);
  const choose = (o: PaletteOption) => {
    pending.current = () => {
      if (o.run === 'logout') {
        void signOut(); // the session is cleared at once; the token is revoked in the background
        host.emit('admin-session-changed', { authenticated: false });
        if (!host.embedded) host.navigate('/login');
      } else if (o.run === 'toggle-mode') setMode(resolvedMode === 'dark' ? 'light' : 'dark');
      else if (o.run === 'switch-language') setLang(lang === 'it' ? 'en' : 'it');
      else if (o.to) go(o.to);
    };
    onOpenChange(false);
  };
  const onExitComplete = () => {
    reset();
    const run = pending.current;
    pending.current = null;
    if (run) setTimeout(run, 0);
  };
  return { choose, onExitComplete };
}

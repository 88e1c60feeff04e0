import { createContext, lazy, Suspense, useContext, type ComponentType, type ReactNode } from 'react';
import { useOpener } from './focus.js';
import { useLatch } from './use-latch.js';

export interface DrawerProps {
  open: boolean;
  /** Escape, the close button, a click on the backdrop. */
  onClose(): void;
  /** The drawer's heading (its accessible name); it has the focus when the drawer opens. */
  title: ReactNode;
  /** A line under the heading (e.g. @username). */
  subtitle?: ReactNode;
  /** The drawer's main action (e.g. a link to the item's page): in the header beside the heading, under it on a phone. */
  actions?: ReactNode;
  children?: ReactNode;
  /** `data-drawer` of the drawer (tests and integrators' CSS). */
  part?: string;
  /** Content still loading (aria-busy). */
  busy?: boolean;
}

// The drawer (Ark/Zag dialog, focus trap, scroll lock) is its own chunk, asked for the first time a drawer of
// the page opens: a list that is only read never loads it.
const DrawerPanel = lazy(() => import('./drawer-panel.js'));

const OpenerContext = createContext<{ current: HTMLElement | null } | null>(null);

/**
 * A modal side sheet over a list, for the detail of one of its items (issue 16): role dialog named by its
 * heading, focus trapped and on the heading at first, back to what opened it on close (else the page
 * heading); full screen on a phone. Nothing is mounted until it first opens.
 */
export function Drawer(props: DrawerProps) {
  const own = useOpener(props.open);
  // A drawer loaded on first open (`lazyDrawer`): what had the focus when it was asked for, before the wait.
  const opener = useContext(OpenerContext) ?? own;
  if (!useLatch(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <DrawerPanel {...props} opener={opener} />
    </Suspense>
  );
}

/**
 * A list's detail drawer (its content, queries and dialogs) as a chunk of its own, asked for with the drawer's
 * frame the first time an item opens (`id` not null), then kept mounted to animate closing and give focus
 * back: the list's first load does not carry the detail it may never show (issue 40).
 */
export function lazyDrawer<P extends { id: number | null }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(() => Promise.all([load(), import('./drawer-panel.js')]).then(([component]) => ({ default: component })));
  return function LazyDrawer(props: P) {
    // Read when the item opens, not when the chunk has come: meanwhile the route's focus may have moved on.
    const opener = useOpener(props.id !== null);
    if (!useLatch(props.id !== null)) return null;
    return (
      <OpenerContext.Provider value={opener}>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </OpenerContext.Provider>
    );
  };
}

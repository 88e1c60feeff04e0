import { lazy, Suspense, type ReactNode } from 'react';
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

/**
 * A modal side sheet over a list, for the detail of one of its items (issue 16): role dialog named by its
 * heading, focus trapped and on the heading at first, back to what opened it on close (else the page
 * heading); full screen on a phone. Nothing is mounted until it first opens.
 */
export function Drawer(props: DrawerProps) {
  const opener = useOpener(props.open);
  if (!useLatch(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <DrawerPanel {...props} opener={opener} />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import type { DialogProps } from './dialog-base.js';
import { useOpener } from './focus.js';
import { useLatch } from './use-latch.js';

export type { DialogProps } from './dialog-base.js';

// The dialog itself (Ark/Zag dialog, focus trap, scroll lock) is its own chunk, asked for the first time a
// dialog of the page opens: a panel that is only read never loads it.
const DialogPanel = lazy(() => import('./dialog-panel.js'));

/**
 * Modal dialog (Ark); portalled inside the element's shadow root (ArkEnvironment). Nothing is
 * mounted until it first opens; from then on it stays mounted, so closing animates and gives focus back.
 */
export function Dialog(props: DialogProps) {
  // Taken when it is asked to open, not once its code has arrived: meanwhile focus may have moved (a menu
  // that closed gives it back to its trigger).
  const opener = useOpener(props.open);
  if (!useLatch(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} opener={opener} />
    </Suspense>
  );
}

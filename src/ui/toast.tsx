import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import type { ToastApi, ToastImpl } from './toast-config.js';

export { ACTION_TOAST_DURATION, ERROR_STATE_MS, SWIPE_THRESHOLD, TOAST_DURATION, type ToastAction, type ToastApi } from './toast-config.js';

// The toaster (Ark/Zag toast, its placement and swipe) is its own chunk, asked for by the first toast of the
// page: a panel that shows none never loads it. Toasts asked for meanwhile wait here, in order.
let impl: ToastImpl | null = null;
let pending: Parameters<ToastImpl['show']>[] = [];
let wanted = false;
const listeners = new Set<() => void>();

function attach(loaded: ToastImpl): void {
  impl = loaded;
  const waiting = pending;
  pending = [];
  for (const args of waiting) loaded.show(...args);
}

let loading: Promise<void> | null = null;
/** Loads the toaster's chunk (once); the toasts that waited are then shown. */
export function loadToaster(): Promise<void> {
  return (loading ??= import('./toaster.js').then((m) => attach(m.toastImpl)));
}

function want(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((l) => l());
  void loadToaster();
}

const show = (...args: Parameters<ToastImpl['show']>) => {
  if (impl) return impl.show(...args);
  pending.push(args);
  want();
};

/**
 * Dismisses the error toasts on screen: called when a session starts or ends (sign-in, sign-out, an
 * expired token), since an error of the previous session ("wrong password", "the server did not answer")
 * no longer applies to the next one, nor does an Undo, which would act for nobody. Other success toasts stay (a
 * changed password says so on the way out).
 */
export function dismissErrorToasts(): void {
  if (impl) impl.dismissErrors();
  else pending = pending.filter(([type]) => type !== 'error');
}

/**
 * Dismisses the toasts with an action (Undo) as the admin goes to another screen (design round 9: an Undo toast
 * followed to Recently deleted and stayed after its item had been restored there). Toasts still waiting for the
 * toaster's chunk were asked for by the screen that is left: they go too.
 */
export function dismissActionToasts(): void {
  if (impl) impl.dismissActions();
  else pending = pending.filter(([, , , action]) => !action);
}

export const toast: ToastApi = {
  success: (title, description, options) => show('success', title, description, options?.action, options?.key),
  error: (title, description) => show('error', title, description),
};

export function useToast(): ToastApi {
  return useMemo(() => toast, []);
}

const ToasterGroup = lazy(() => import('./toaster.js').then((m) => ({ default: m.ToasterGroup })));
const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));

/** The page's toaster: nothing until the first toast, then the toast group (spec section 9: limit 1, 5000 ms, F8). */
export function Toaster() {
  const on = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return on ? (
    <Suspense fallback={null}>
      <ToasterGroup />
    </Suspense>
  ) : null;
}

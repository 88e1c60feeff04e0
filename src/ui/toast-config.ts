// The toasts' settings and types, shared by the light toast.tsx and the toaster's chunk (toaster.tsx).
export const TOAST_DURATION = 5000;

/** A button in the toast (e.g. Undo): runs `onClick` and closes the toast. */
export interface ToastAction {
  label: string;
  onClick(): void;
}

/** A toast's options: its action, and a key by which a later toast of the same thing takes its place on screen. */
export interface ToastOptions {
  action?: ToastAction | undefined;
  /** A toast about the same thing (a send, "queued" then "sent") takes the shown one's place instead of stacking. */
  key?: string | undefined;
}

export interface ToastApi {
  success(title: string, description?: string, options?: ToastOptions): void;
  error(title: string, description?: string): void;
}

/** A toast with an action stays longer: time to read it and reach the button (F8 jumps to it). */
export const ACTION_TOAST_DURATION = 10_000;
/** Spec section 4/9: the error state clears after 3 s. Until then the same error again does not stack a new toast. */
export const ERROR_STATE_MS = 3000;
/** Spec section 9: a toast dragged this far (px) towards its edge is dismissed. */
export const SWIPE_THRESHOLD = 50;

/** What the toaster chunk (toaster.tsx) does once loaded. */
export interface ToastImpl {
  show(type: 'success' | 'error', title: string, description?: string, action?: ToastAction, key?: string): void;
  dismissErrors(): void;
  dismissActions(): void;
}

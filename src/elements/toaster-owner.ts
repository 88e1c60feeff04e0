import { atom } from 'jotai';
import { sessionEpochAtom } from '../state/session.js';
import { store } from '../state/store.js';
import { dismissErrorToasts } from '../ui/toast.js';

/**
 * One Toaster per page (spec: at most 1 toast on screen): the first connected element owns it; when it
 * disconnects the next connected element takes over. Toasts come from the one page-wide `toaster`.
 */
export const toasterOwnerAtom = atom<HTMLElement | null>(null);
const connected: HTMLElement[] = [];

export function claimToaster(element: HTMLElement): void {
  if (!connected.includes(element)) connected.push(element);
  if (!store.get(toasterOwnerAtom)) store.set(toasterOwnerAtom, element);
}

export function releaseToaster(element: HTMLElement): void {
  const i = connected.indexOf(element);
  if (i >= 0) connected.splice(i, 1);
  if (store.get(toasterOwnerAtom) === element) store.set(toasterOwnerAtom, connected.find((e) => e.isConnected) ?? null);
}

let stopSessionReset: (() => void) | null = null;

/**
 * Error toasts belong to the session they were shown in: when a session starts or ends (sign-in,
 * sign-out, an expired token, another tab) they are dismissed, so "wrong password" or "the server did not
 * answer" from /login does not follow the admin onto /home. Once per page (later calls do nothing).
 */
export function installToastSessionReset(): void {
  stopSessionReset ??= store.sub(sessionEpochAtom, dismissErrorToasts);
}

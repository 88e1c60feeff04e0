import { atom } from 'jotai';
import { readCookie } from '../../api/browser-token.js';

export const SIDEBAR_COOKIE = 'sidebar:state';
export const SIDEBAR_MAX_AGE = 60 * 60 * 24 * 7; // 7 days
export const MOBILE_QUERY = '(max-width: 767px)';

export const readSidebarCookie = (): boolean => readCookie(SIDEBAR_COOKIE) !== 'false';

export function writeSidebarCookie(open: boolean): void {
  if (typeof document !== 'undefined') document.cookie = `${SIDEBAR_COOKIE}=${open}; Path=/; Max-Age=${SIDEBAR_MAX_AGE}; SameSite=Lax`;
}

/** Desktop: expanded (true) or collapsed to icons (false); saved in the cookie. */
export const sidebarOpenAtom = atom<boolean>(readSidebarCookie());
/** Mobile slide-over visibility (not persisted). */
export const sidebarMobileOpenAtom = atom(false);

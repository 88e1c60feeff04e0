import { atom } from 'jotai';

export const SIDEBAR_COOKIE = 'sidebar:state';
export const SIDEBAR_MAX_AGE = 60 * 60 * 24 * 7; // 7 days
export const MOBILE_QUERY = '(max-width: 767px)';

/** The cookie name has a colon, so it is matched raw (not URI-encoded). */
export function readSidebarCookie(): boolean {
  if (typeof document === 'undefined') return true;
  const entry = document.cookie
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
}

export function writeSidebarCookie(open: boolean): void {
  if (typeof document !== 'undefined') document.cookie = `${SIDEBAR_COOKIE}=${open}; Path=/; Max-Age=${SIDEBAR_MAX_AGE}; SameSite=Lax`;
}

/** Desktop: expanded (true) or collapsed to icons (false); saved in the cookie. */
export const sidebarOpenAtom = atom<boolean>(readSidebarCookie());
/** Mobile slide-over visibility (not persisted). */
export const sidebarMobileOpenAtom = atom(false);

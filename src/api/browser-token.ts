/**
 * The browser's stored token. Where a sign-in is kept depends on the page: `<admin-app>` keeps the spec's
 * cookie `auth_token` + localStorage (sections 7, 9); a panel embedded in someone else's page keeps it in
 * sessionStorage only, so the portal's origin gets no cookie and no lasting copy, unless the host chooses
 * with `configure({ persist })`. Reading looks in all three.
 */
export const TOKEN_KEY = 'auth_token';

/** `session`: this tab only (sessionStorage); `local`: localStorage; `cookie`: cookie + localStorage. */
export type PersistMode = 'session' | 'local' | 'cookie';
export const isPersistMode = (v: unknown): v is PersistMode => v === 'session' || v === 'local' || v === 'cookie';
let pageDefault: PersistMode = 'session';
let configured: PersistMode | null = null;
/** The page's default (`<admin-app>` sets `cookie`). */
export function setDefaultPersist(mode: PersistMode): void {
  pageDefault = mode;
}
/** The host's choice (`configure({ persist })`), which wins over the page default; null forgets it. */
export function setConfiguredPersist(mode: PersistMode | null): void {
  configured = mode;
}
export const persistMode = (): PersistMode => configured ?? pageDefault;
const SEVEN_DAYS = 7 * 24 * 60 * 60;

const hasDocument = () => typeof document !== 'undefined';
const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};
const tabStorage = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

export function readCookie(name: string): string | null {
  if (!hasDocument()) return null;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const p = part.trim();
    if (p.startsWith(prefix)) return decodeURIComponent(p.slice(prefix.length));
  }
  return null;
}

export function readStoredToken(): string | null {
  return readCookie(TOKEN_KEY) || storage()?.getItem(TOKEN_KEY) || tabStorage()?.getItem(TOKEN_KEY) || null;
}

/** Keeps a sign-in's token where the page's persist mode says (and nowhere else). */
export function storeToken(token: string): void {
  clearStoredToken();
  const mode = persistMode();
  if (mode === 'cookie' && hasDocument())
    document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}; Max-Age=${SEVEN_DAYS}; Path=/; Secure; SameSite=Strict`;
  if (mode === 'session') tabStorage()?.setItem(TOKEN_KEY, token);
  else storage()?.setItem(TOKEN_KEY, token);
}

export function clearStoredToken(): void {
  if (hasDocument() && readCookie(TOKEN_KEY) !== null) document.cookie = `${TOKEN_KEY}=; Max-Age=0; Path=/; Secure; SameSite=Strict`;
  storage()?.removeItem(TOKEN_KEY);
  tabStorage()?.removeItem(TOKEN_KEY);
}

/** The browser's stored token: cookie `auth_token` first, then localStorage (spec section 7, 9). */
export const TOKEN_KEY = 'auth_token';
const SEVEN_DAYS = 7 * 24 * 60 * 60;

const hasDocument = () => typeof document !== 'undefined';
const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
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
  return readCookie(TOKEN_KEY) || storage()?.getItem(TOKEN_KEY) || null;
}

export function storeToken(token: string): void {
  if (hasDocument())
    document.cookie = `${TOKEN_KEY}=${encodeURIComponent(token)}; Max-Age=${SEVEN_DAYS}; Path=/; Secure; SameSite=Strict`;
  storage()?.setItem(TOKEN_KEY, token);
}

export function clearStoredToken(): void {
  if (hasDocument()) document.cookie = `${TOKEN_KEY}=; Max-Age=0; Path=/; Secure; SameSite=Strict`;
  storage()?.removeItem(TOKEN_KEY);
}

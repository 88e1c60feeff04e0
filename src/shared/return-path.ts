/**
 * The path to go back to after sign-in (`/login?next=...`): only a path of this app on this origin
 * (`/business?country=IT`), never another origin (`//evil.example`, `https://...`, `/\evil`) or a
 * non-path. Anything else gives `null` (the caller goes home).
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (
    !next ||
    next.length > 2048 ||
    !next.startsWith('/') ||
    next.startsWith('//') ||
    /[\\\s]/.test(next.slice(0, 2)) ||
    /[\u0000-\u001f\u007f]/.test(next)
  )
    return null;
  const url = new URL(next, 'http://app.invalid');
  if (url.origin !== 'http://app.invalid') return null;
  if (url.pathname === '/login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

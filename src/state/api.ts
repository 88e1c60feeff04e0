import { useEffect, useMemo, useRef } from 'react';
import { createClient, type ApiClient } from '../api/client.js';
import { isInvalidTokenError, isMissingCapabilityError, type ApiError } from '../api/errors.js';
import { useHost, type Host } from './host.js';
import { clearSession, isAuthenticatedAtom, sessionExpiredAtom } from './session.js';
import { store } from './store.js';
import { getConfiguredApiBase, resolveToken } from './token-source.js';

export const DEFAULT_API_BASE = '/v1';

/** Detail of `admin-session-expired`. */
export interface SessionExpiredDetail {
  reason: 'invalid-token';
}

/**
 * Maps session errors of spec section 8. Invalid token: the session of the page is cleared (no toast);
 * inside `<admin-app>` the router goes to /login, an embedded panel dispatches `admin-session-expired`
 * (once per expiry) and shows its sign-in state. Missing capability → /unauthorized.
 */
export function handleSessionError(error: ApiError, host: Pick<Host, 'embedded' | 'navigate' | 'emit'>): void {
  if (isInvalidTokenError(error)) {
    const wasSignedIn = store.get(isAuthenticatedAtom);
    clearSession();
    if (!host.embedded) host.navigate('/login');
    else if (wasSignedIn) {
      store.set(sessionExpiredAtom, true);
      host.emit('admin-session-expired', { reason: 'invalid-token' } satisfies SessionExpiredDetail);
    }
  } else if (isMissingCapabilityError(error)) {
    host.navigate('/unauthorized');
  }
}

/** API base of an element: its `api-base` attribute, else `BackOffice.configure({ apiBase })`, else `/v1`. */
export const apiBaseOf = (element: HTMLElement | null): string =>
  element?.getAttribute('api-base') || getConfiguredApiBase() || DEFAULT_API_BASE;

/** The API client of this element; the token comes from the host page or the stored sign-in. */
export function useApi(): ApiClient {
  const host = useHost();
  const hostRef = useRef(host);
  useEffect(() => {
    hostRef.current = host;
  }, [host]);
  const base = apiBaseOf(host.element);
  return useMemo(
    () =>
      createClient({
        baseUrl: base,
        getToken: resolveToken,
        onError: (error) => handleSessionError(error, hostRef.current),
      }),
    [base],
  );
}

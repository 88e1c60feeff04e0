import { useEffect, useMemo, useRef } from 'react';
import { readStoredToken } from '../api/browser-token.js';
import { createClient, type ApiClient } from '../api/client.js';
import { isInvalidTokenError, isMissingCapabilityError, type ApiError } from '../api/errors.js';
import { useHost } from './host.js';
import { clearSession } from './session.js';

export const DEFAULT_API_BASE = '/v1';

/** Maps session errors of spec section 8: invalid token → sign-in (no toast), missing capability → /unauthorized. */
export function handleSessionError(error: ApiError, navigate: (to: string) => void): void {
  if (isInvalidTokenError(error)) {
    clearSession();
    navigate('/login');
  } else if (isMissingCapabilityError(error)) {
    navigate('/unauthorized');
  }
}

/** The API client of this element: base URL from its `api-base` attribute (default `/v1`). */
export function useApi(): ApiClient {
  const host = useHost();
  const navigateRef = useRef(host.navigate);
  useEffect(() => {
    navigateRef.current = host.navigate;
  }, [host.navigate]);
  const base = host.element?.getAttribute('api-base') || DEFAULT_API_BASE;
  return useMemo(
    () =>
      createClient({
        baseUrl: base,
        getToken: readStoredToken,
        onError: (error) => handleSessionError(error, (to) => navigateRef.current(to)),
      }),
    [base],
  );
}
